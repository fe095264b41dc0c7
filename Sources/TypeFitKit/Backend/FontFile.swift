/// A font file read once: its bytes and its face count, shared by every face opened from it.
///
/// Counting faces parses a collection's header (FreeType reads every offset it claims, again
/// for each face it opens), so the file is read and counted once, and a collection claiming
/// more than `maximumFaces` is cut to that many in typefit's own copy of the bytes before
/// FreeType or HarfBuzz see it: a TTC header claiming a million faces costs what 64 faces cost.
public final class FontFile {
    /// The path or label, for errors and reports.
    public let path: String
    /// The faces that can be opened: the file's count, at most `maximumFaces`.
    public let faceCount: Int
    /// The number of faces the file's header claims.
    public let claimedFaceCount: Int
    let bytes: FontBytes
    let library: FreeTypeLibrary

    /// Reads the file at `path` (refusing files over `maximumFileSize` before reading) and counts its faces.
    public convenience init(
        path: String, library: FreeTypeLibrary, maximumFileSize: Int = FontFace.defaultMaximumFileSize, maximumFaces: Int = 64
    ) throws(FontError) {
        try self.init(bytes: try FontBytes.read(path: path, maximumSize: maximumFileSize), label: path, library: library, maximumFaces: maximumFaces)
    }

    /// A font held in memory; the bytes are copied once.
    public convenience init(bytes: some Collection<UInt8>, label: String, library: FreeTypeLibrary, maximumFaces: Int = 64) throws(FontError) {
        try self.init(bytes: FontBytes(bytes), label: label, library: library, maximumFaces: maximumFaces)
    }

    init(bytes: FontBytes, label: String, library: FreeTypeLibrary, maximumFaces: Int) throws(FontError) {
        self.bytes = bytes
        self.path = label
        self.library = library
        let claimed = Self.collectionCount(bytes)
        if let claimed, claimed > UInt32(max(maximumFaces, 1)) {
            Self.setCollectionCount(bytes, UInt32(max(maximumFaces, 1)))
        }
        faceCount = try FontFace.faceCount(bytes: bytes, label: label, library: library)
        claimedFaceCount = claimed.map { Int($0) } ?? faceCount
    }

    /// numFonts of a 'ttcf' header (big-endian at offset 8), or nil for a single font.
    static func collectionCount(_ bytes: FontBytes) -> UInt32? {
        guard bytes.count >= 12 else { return nil }
        let raw = UnsafeRawBufferPointer(start: bytes.baseAddress, count: bytes.count)
        guard raw[0] == 0x74, raw[1] == 0x74, raw[2] == 0x63, raw[3] == 0x66 else { return nil }   // "ttcf"
        return (8..<12).reduce(UInt32(0)) { $0 << 8 | UInt32(raw[$1]) }
    }

    static func setCollectionCount(_ bytes: FontBytes, _ count: UInt32) {
        for (index, shift) in zip(8..<12, [24, 16, 8, 0]) {
            bytes.baseAddress.storeBytes(of: UInt8(truncatingIfNeeded: count >> UInt32(shift)), toByteOffset: index, as: UInt8.self)
        }
    }

    /// Opens face `index` over the shared bytes.
    public func face(_ index: Int) throws(FontError) -> FontFace {
        try FontFace(bytes: bytes, label: path, faceIndex: index, faceCount: faceCount, library: library)
    }
}
