extension StringProtocol {
    /// Whether `needle`'s UTF-8 bytes occur in this text's, byte for byte.
    ///
    /// The guards that ask whether a text may hold markup (`{{`, `$t(`, `<`) ask this of every
    /// string of a catalog. With Foundation imported, `contains(_:)` is `range(of:)`, a
    /// Unicode-aware search through `NSString`: a tenth of reading a catalog's strings. No
    /// equivalence is wanted here — the markup is the exact characters.
    package func containsBytes(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { wanted in
            guard let first = wanted.first else { return true }
            let found = utf8.withContiguousStorageIfAvailable { Self.find(wanted, first: first, in: $0) }
            return found ?? Self.find(wanted, first: first, in: Array(utf8))
        }
    }

    private static func find<Haystack: RandomAccessCollection<UInt8>>(
        _ wanted: UnsafeBufferPointer<UInt8>, first: UInt8, in text: Haystack
    ) -> Bool where Haystack.Index == Int {
        guard text.count >= wanted.count else { return false }
        let last = text.endIndex - wanted.count
        var index = text.startIndex
        while index <= last {
            if text[index] == first {
                var matched = 1
                while matched < wanted.count, text[index + matched] == wanted[matched] { matched += 1 }
                if matched == wanted.count { return true }
            }
            index += 1
        }
        return false
    }
}
