extension Array {
    /// `count` copies of `value`, as `Array(repeating:count:)`, allocated by code specialized
    /// for `Element`, for arrays made for every string and at every size.
    ///
    /// `Array(repeating:count:)` and `Array(unsafeUninitializedCapacity:initializingWith:)`
    /// allocate through the standard library's unspecialized `_ContiguousArrayBuffer` initializer,
    /// which looks up the storage class's metadata in the runtime's table on every call (Swift
    /// 6.3 on Linux): made per size, those lookups were 2.4 % of a Flutter check's samples; made
    /// per prepared text, a tenth of the front door's own (not HarfBuzz's or ICU's). An array
    /// copied from `repeatElement` is allocated in the caller's specialized code and filled
    /// without a capacity check per element: for 20–50 elements about a third of the time of
    /// `Array(repeating:count:)`, and about half that of appending them one by one.
    @inlinable
    package static func repeating(_ value: Element, count: Int) -> [Element] {
        Array(repeatElement(value, count: count))
    }
}
