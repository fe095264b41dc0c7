/// Encodes optionals as explicit `null`s so every key is always present.
extension KeyedEncodingContainer {
    package mutating func encodeAlways<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value {
            try encode(value, forKey: key)
        } else {
            try encodeNil(forKey: key)
        }
    }
}
