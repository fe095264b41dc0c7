#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
            guard !wanted.isEmpty else { return true }
            let found = utf8.withContiguousStorageIfAvailable { Self.find(wanted, in: $0) }
            return found ?? Array(utf8).withUnsafeBufferPointer { Self.find(wanted, in: $0) }
        }
    }

    /// Whether `wanted` (not empty) occurs in `text`: the C library's `memchr` finds each
    /// candidate first byte (a loop over the bytes in Swift, index by index, was a fifth of
    /// reading a CSV catalog before its strings are planned), `memcmp` the rest.
    private static func find(_ wanted: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let needle = wanted.baseAddress, let start = text.baseAddress, text.count >= wanted.count else {
            return false
        }
        let lastStart = start + (text.count - wanted.count)
        var from = start
        while from <= lastStart {
            guard let hit = memchr(from, Int32(needle.pointee), lastStart - from + 1) else { return false }
            let at = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(at, needle, wanted.count) == 0 { return true }
            from = at + 1
        }
        return false
    }
}
