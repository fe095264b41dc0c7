extension Array {
    /// `count` copies of `value`, as `Array(repeating:count:)`, allocated by code specialized
    /// for `Element`, for arrays made at every size of every string.
    ///
    /// `Array(repeating:count:)` and `Array(unsafeUninitializedCapacity:initializingWith:)`
    /// allocate through the standard library's unspecialized `_allocateBufferUninitialized`,
    /// which looks up the storage class's metadata at run time on every call (Swift 6.3 on
    /// Linux); `reserveCapacity` allocates in the caller's specialized code, the metadata
    /// looked up once. Made per size, those lookups were 2.4 % of a Flutter check's samples.
    static func repeating(_ value: Element, count: Int) -> [Element] {
        var array: [Element] = []
        array.reserveCapacity(count)
        for _ in 0..<count { array.append(value) }
        return array
    }
}
