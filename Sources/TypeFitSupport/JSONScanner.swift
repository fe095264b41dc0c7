import Foundation

/// A pull reader of JSON text for documents too large to decode whole with `JSONDecoder`: the
/// caller walks objects and arrays and takes the values it wants; the rest is skipped. Strings
/// are unescaped (surrogate pairs joined), numbers read with `strtod`. Errors say what was
/// expected and where (line and column).
package struct JSONScanner {
    package struct Failure: Error {
        package var message: String
        package var line: Int
        package var column: Int
    }

    private let bytes: [UInt8]
    private(set) var offset = 0
    private var lastKey = 0..<0
    /// Where the key ``object(_:)`` read last begins (its opening quote).
    package private(set) var lastKeyOffset = 0
    /// Whether a key written twice in one object is read again (catalogs) rather than refused.
    package var lastKeyWins = false
    /// The keys read again with ``lastKeyWins``, in order.
    package var repeatedKeys: [RepeatedKey] = []
    /// The last place ``position(at:)`` counted to, so counting a document's positions in order
    /// reads it once.
    private var counted = (offset: 0, line: 1, column: 1)

    /// `data` must be the whole document; a NUL is appended (in place when `data` is not shared)
    /// so number parsing always stops.
    package init(_ data: consuming [UInt8]) {
        var terminated = data
        terminated.append(0)
        bytes = terminated
    }

    package func failure(_ message: String) -> Failure {
        let (line, column) = Self.count(bytes, from: (0, 1, 1), to: offset)
        return Failure(message: message, line: line, column: column)
    }

    /// The line and column (1-based; columns in Unicode scalars) of the next value.
    package mutating func position() -> (line: Int, column: Int) {
        skipSpace()
        return position(at: offset)
    }

    /// The line and column of a byte offset; cheap when offsets are asked for in order.
    package mutating func position(at target: Int) -> (line: Int, column: Int) {
        let start = target >= counted.offset ? counted : (0, 1, 1)
        let (line, column) = Self.count(bytes, from: start, to: target)
        counted = (target, line, column)
        return (line, column)
    }

    private static func count(_ bytes: [UInt8], from start: (offset: Int, line: Int, column: Int), to target: Int)
        -> (line: Int, column: Int)
    {
        var (line, column) = (start.line, start.column)
        for byte in bytes[start.offset..<min(max(target, start.offset), bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // a continuation byte is part of the scalar before it
                column += 1
            }
        }
        return (line, column)
    }

    /// The next byte after white space; nil at the end of the document.
    package mutating func peek() -> UInt8? {
        skipSpace()
        return offset < bytes.count - 1 ? bytes[offset] : nil
    }

    private mutating func skipSpace() {
        while offset < bytes.count,
            bytes[offset] == 0x20 || bytes[offset] == 0x0A || bytes[offset] == 0x0D || bytes[offset] == 0x09
        {
            offset += 1
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        skipSpace()
        guard offset < bytes.count - 1, bytes[offset] == byte else { throw failure("expected \(what)") }
        offset += 1
    }

    /// Calls `field` with each key of the object that starts here; `field` must read or skip the value.
    /// A key that comes twice in one object is an error (RFC 8259 leaves its meaning open: a
    /// report read one way in one place and another elsewhere would lie).
    /// With ``lastKeyWins`` such a key is read again — its reader keeps the last value, as
    /// JavaScript's `JSON.parse` and Dart's `json.decode` do — and recorded in ``repeatedKeys``.
    package mutating func object(_ field: (inout JSONScanner, String) throws(Failure) -> Void) throws(Failure) {
        var seen: [String: Int] = [:]
        try elements(open: 0x7B, close: 0x7D, "an object", "',' or '}'") { scanner, _ throws(Failure) in
            scanner.skipSpace()
            scanner.lastKeyOffset = scanner.offset
            let key = try scanner.string()
            if let first = seen[key] {
                guard scanner.lastKeyWins else {
                    scanner.offset = scanner.lastKeyOffset
                    throw scanner.failure("\"\(key)\" comes twice in one object")
                }
                let firstLine = scanner.position(at: first).line
                scanner.repeatedKeys.append(
                    RepeatedKey(key: key, firstLine: firstLine, line: scanner.position(at: scanner.lastKeyOffset).line))
            } else {
                seen[key] = scanner.lastKeyOffset
            }
            try scanner.expect(0x3A, "':'")
            try field(&scanner, key)
        }
    }

    /// Calls `field` with each key's position in `keys` (nil for another key) of the object that
    /// starts here; `field` must read or skip the value. Keys are matched by their bytes, no
    /// String made (a million rows of a dozen keys each); ``lastKeyName`` names the key for an error.
    /// One of `keys` that comes twice is an error, as in ``object(_:)`` (`keys` are at most 64).
    package mutating func object(keys: [StaticString], _ field: (inout JSONScanner, Int?) throws(Failure) -> Void)
        throws(Failure)
    {
        var seen: UInt64 = 0
        try elements(open: 0x7B, close: 0x7D, "an object", "',' or '}'") { scanner, _ throws(Failure) in
            let index = try scanner.keyIndex(in: keys)
            if let index, index < 64 {
                guard seen & (1 << index) == 0 else {
                    throw scanner.failure("\"\(keys[index])\" comes twice in one object")
                }
                seen |= 1 << index
            }
            try scanner.expect(0x3A, "':'")
            try field(&scanner, index)
        }
    }

    /// The key ``object(keys:_:)`` read last.
    package var lastKeyName: String {
        (try? unescape(lastKey)) ?? String(decoding: bytes[lastKey], as: UTF8.self)
    }

    private mutating func keyIndex(in keys: [StaticString]) throws(Failure) -> Int? {
        let (range, escaped) = try stringBytes()
        let (start, end) = (range.lowerBound, range.upperBound)
        lastKey = range
        if escaped {
            let name = try unescape(range)
            return keys.firstIndex { $0.description == name }
        }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            return keys.firstIndex { key in
                key.utf8CodeUnitCount == end - start && memcmp(key.utf8Start, base + start, end - start) == 0
            }
        }
    }

    /// Calls `element` for each element of the array that starts here.
    package mutating func array(_ element: (inout JSONScanner, Int) throws(Failure) -> Void) throws(Failure) {
        try elements(open: 0x5B, close: 0x5D, "an array", "',' or ']'", element)
    }

    /// The comma-separated members between `open` and `close`, each read by `member`.
    private mutating func elements(
        open: UInt8, close: UInt8, _ what: String, _ separator: String,
        _ member: (inout JSONScanner, Int) throws(Failure) -> Void
    ) throws(Failure) {
        try expect(open, what)
        skipSpace()
        if bytes[offset] == close {
            offset += 1
            return
        }
        var index = 0
        while true {
            try member(&self, index)
            index += 1
            skipSpace()
            if bytes[offset] == 0x2C {
                offset += 1
                continue
            }
            try expect(close, separator)
            return
        }
    }

    /// Whether the next value is `null` (consumed if so).
    package mutating func null() -> Bool {
        skipSpace()
        guard bytes[offset] == 0x6E, offset + 4 <= bytes.count - 1, bytes[offset + 1] == 0x75,
            bytes[offset + 2] == 0x6C, bytes[offset + 3] == 0x6C
        else {
            return false
        }
        offset += 4
        return true
    }

    package mutating func number() throws(Failure) -> Double {
        let start = try numberRange(expected: "a number").lowerBound
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .nan }
            return strtod(UnsafeRawPointer(base + start).assumingMemoryBound(to: CChar.self), nil)
        }
    }

    /// A number as written (RFC 8259's grammar: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`).
    package mutating func numberText() throws(Failure) -> String {
        String(decoding: bytes[try numberRange(expected: "a value")], as: UTF8.self)
    }

    /// The number that starts here; `expected` names what was wanted when there is none.
    private mutating func numberRange(expected: String) throws(Failure) -> Range<Int> {
        skipSpace()
        let start = offset
        func digits(_ scanner: inout JSONScanner) -> Bool {
            let first = scanner.offset
            while (0x30...0x39).contains(scanner.bytes[scanner.offset]) { scanner.offset += 1 }
            return scanner.offset > first
        }
        if bytes[offset] == 0x2D { offset += 1 }
        let leadingZero = bytes[offset] == 0x30
        var valid = digits(&self) && (!leadingZero || offset == start + 1 + (bytes[start] == 0x2D ? 1 : 0))
        if valid, bytes[offset] == 0x2E {
            offset += 1
            valid = digits(&self)
        }
        if valid, bytes[offset] == 0x65 || bytes[offset] == 0x45 {
            offset += 1
            if bytes[offset] == 0x2B || bytes[offset] == 0x2D { offset += 1 }
            valid = digits(&self)
        }
        guard valid else {
            offset = start
            throw failure("expected \(expected)")
        }
        return start..<offset
    }

    /// `true`, `false` or `null` if one comes next (consumed if so).
    package mutating func literal() -> String? {
        skipSpace()
        for word in ["true", "false", "null"] where bytes[offset...].starts(with: word.utf8) {
            offset += word.utf8.count
            return word
        }
        return nil
    }

    package mutating func integer() throws(Failure) -> Int {
        let value = try number()
        guard value == value.rounded(), abs(value) < 9e15 else { throw failure("expected a whole number") }
        return Int(value)
    }

    package mutating func string() throws(Failure) -> String {
        let (range, escaped) = try stringBytes()
        guard escaped else { return String(decoding: bytes[range], as: UTF8.self) }
        return try unescape(range)
    }

    /// The bytes between the quotes of the string that starts here (moved past it), and whether
    /// they hold an escape.
    private mutating func stringBytes() throws(Failure) -> (range: Range<Int>, escaped: Bool) {
        try expect(0x22, "a string")
        let start = offset
        var escaped = false
        while offset < bytes.count - 1, bytes[offset] != 0x22 {
            guard bytes[offset] >= 0x20 else { throw failure("a control character in a string must be escaped") }
            if bytes[offset] == 0x5C {
                escaped = true
                offset += 1
            }
            offset += 1
        }
        guard offset < bytes.count - 1 else { throw failure("a string is not closed") }
        offset += 1
        return (start..<offset - 1, escaped)
    }

    private func unescape(_ range: Range<Int>) throws(Failure) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var index = range.lowerBound
        func hex(_ at: Int) -> UInt32? {
            guard at + 4 <= range.upperBound else { return nil }
            var value: UInt32 = 0
            for byte in bytes[at..<at + 4] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == 0x5C, index + 1 < range.upperBound else {
                out.append(byte)
                index += 1
                continue
            }
            let next = bytes[index + 1]
            index += 2
            switch next {
            case 0x62: out.append(0x08)
            case 0x66: out.append(0x0C)
            case 0x6E: out.append(0x0A)
            case 0x72: out.append(0x0D)
            case 0x74: out.append(0x09)
            case 0x22, 0x5C, 0x2F: out.append(next)
            case 0x75:
                guard var value = hex(index) else { throw failure("a \\u escape needs four hex digits") }
                index += 4
                // A character outside the BMP is a pair of escapes; a surrogate alone is U+FFFD, as
                // a UTF-16 decoder shows it.
                if (0xD800...0xDBFF).contains(value), index + 6 <= range.upperBound, bytes[index] == 0x5C,
                    bytes[index + 1] == 0x75, let low = hex(index + 2), (0xDC00...0xDFFF).contains(low)
                {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                out.append(contentsOf: String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
            default: throw failure("\\\(Character(Unicode.Scalar(next))) is not a JSON escape")
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Skips the value that starts here and returns its bytes (for `JSONDecoder` on small parts).
    package mutating func skipValue() throws(Failure) -> ArraySlice<UInt8> {
        skipSpace()
        let start = offset
        switch bytes[offset] {
        case 0x7B: try object { scanner, _ throws(Failure) in _ = try scanner.skipValue() }
        case 0x5B: try array { scanner, _ throws(Failure) in _ = try scanner.skipValue() }
        case 0x22: _ = try string()
        default: if literal() == nil { _ = try numberRange(expected: "a number") }
        }
        return bytes[start..<offset]
    }

    /// Fails unless only white space is left.
    package mutating func end() throws(Failure) {
        skipSpace()
        guard offset >= bytes.count - 1 else { throw failure("unexpected text after the document") }
    }
}

/// A key written twice in one JSON object, and the lines of both.
package struct RepeatedKey: Sendable, Equatable {
    package var key: String
    package var firstLine: Int
    package var line: Int
}
