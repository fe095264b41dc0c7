/// A font file read once: its bytes and its face count, shared by every face opened from it.
///
/// Counting faces parses a collection's header (FreeType reads every offset it claims, again
/// for each face it opens), so the file is read and counted once, and a collection claiming
/// more than `maximumFaces` is cut to that many in typefit's own copy of the bytes before
/// FreeType or HarfBuzz see it: a TTC header claiming a million faces costs what 64 faces cost.
package final class FontFile {
    /// The path or label, for errors and reports.
    package let path: String
    /// The faces that can be opened: the file's count, at most `maximumFaces`.
    package let faceCount: Int
    /// The number of faces the file's header claims.
    package let claimedFaceCount: Int
    let bytes: FontBytes
    let library: FreeTypeLibrary

    /// Reads the file at `path` (refusing files over `maximumFileSize` before reading) and counts its faces.
    package convenience init(
        path: String, library: FreeTypeLibrary, maximumFileSize: Int = FontFace.defaultMaximumFileSize,
        maximumFaces: Int = 64
    ) throws(FontError) {
        try self.init(
            bytes: try FontBytes.read(path: path, maximumSize: maximumFileSize), label: path, library: library,
            maximumFaces: maximumFaces)
    }

    /// A font held in memory; the bytes are copied once.
    package convenience init(
        bytes: some Collection<UInt8>, label: String, library: FreeTypeLibrary, maximumFaces: Int = 64
    ) throws(FontError) {
        try self.init(bytes: FontBytes(bytes), label: label, library: library, maximumFaces: maximumFaces)
    }

    init(bytes: FontBytes, label: String, library: FreeTypeLibrary, maximumFaces: Int) throws(FontError) {
        self.bytes = bytes
        self.path = label
        self.library = library
        bytes.capCollection(maximumFaces: maximumFaces)
        faceCount = try FontFace.faceCount(bytes: bytes, label: label, library: library)
        claimedFaceCount = bytes.claimedFaceCount ?? faceCount
    }

    /// At most this many faces of a collection are opened (and counted by FreeType).
    package static let maximumFaces = 64

    /// Opens face `index` over the shared bytes.
    package func face(_ index: Int) throws(FontError) -> FontFace {
        try FontFace(bytes: bytes, label: path, faceIndex: index, faceCount: faceCount, library: library)
    }
}
