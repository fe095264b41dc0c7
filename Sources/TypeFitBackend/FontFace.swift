internal import CFreeType
internal import CHarfBuzz

/// One face of a font file, open in FreeType and HarfBuzz over the same bytes.
///
/// Opening a face checks it: FreeType must load it, and it must pass every
/// ``PlausibilityCheck``. ``metrics`` holds what was read. Not `Sendable`: use a face from one
/// task; parallel work opens its own library and faces.
package final class FontFace {
    /// The default limit on the size of a font file read from disk: 64 MiB.
    package static let defaultMaximumFileSize = 64 << 20

    let library: FreeTypeLibrary
    let bytes: FontBytes
    let face: FT_Face
    let hbFace: OpaquePointer
    /// The path or label the face was loaded from.
    package let path: String
    /// The face index inside the file.
    package let faceIndex: Int
    /// The metrics read when the face was opened (default instance of a variable font).
    package let metrics: FaceMetrics
    /// The design coordinates set with ``setVariation(_:)``, by axis tag (empty until then).
    package internal(set) var variation: [String: Double] = [:]

    /// Opens face `faceIndex` of the font file at `path`; with a `cache`, over the bytes the run
    /// already read (``FontCache``).
    package convenience init(
        path: String, faceIndex: Int = 0, library: FreeTypeLibrary,
        maximumFileSize: Int = FontFace.defaultMaximumFileSize, cache: FontCache? = nil
    ) throws(FontError) {
        let bytes: FontBytes
        if let cache {
            bytes = try cache.bytes(path)
        } else {
            bytes = try FontBytes.read(path: path, maximumSize: maximumFileSize)
        }
        try self.init(bytes: bytes, label: path, faceIndex: faceIndex, faceCount: nil, library: library)
    }

    /// Opens face `faceIndex` of a font held in memory; `label` names it in errors and reports.
    /// The bytes are copied and kept alive for the face's life.
    package convenience init(
        bytes: some Collection<UInt8>, label: String, faceIndex: Int = 0, library: FreeTypeLibrary
    ) throws(FontError) {
        let copy = FontBytes(bytes)
        copy.capCollection(maximumFaces: FontFile.maximumFaces)
        try self.init(bytes: copy, label: label, faceIndex: faceIndex, faceCount: nil, library: library)
    }

    /// Opens a face over shared bytes; `faceCount` when the file's faces were counted already (``FontFile``).
    init(bytes: FontBytes, label: String, faceIndex: Int, faceCount known: Int?, library: FreeTypeLibrary)
        throws(FontError)
    {
        let count: Int
        if let known {
            count = known
        } else {
            count = try FontFace.faceCount(bytes: bytes, label: label, library: library)
        }
        guard faceIndex >= 0, faceIndex < count else {
            throw FontError.faceIndexOutOfRange(path: label, faceIndex: faceIndex, faceCount: count)
        }
        do throws(SfntDirectoryError) {
            _ = try SfntDirectory(
                bytes: UnsafeRawBufferPointer(start: bytes.baseAddress, count: bytes.count), faceIndex: faceIndex)
        } catch {
            throw FontError.implausible(
                path: label, faceIndex: faceIndex, check: .tableDirectory, detail: error.message)
        }
        var loaded: FT_Face?
        let error = FT_New_Memory_Face(
            library.handle, bytes.baseAddress.assumingMemoryBound(to: FT_Byte.self),
            FT_Long(bytes.count), FT_Long(faceIndex), &loaded)
        guard error == 0, let loaded else {
            throw freeTypeError("FT_New_Memory_Face", path: label, code: error)
        }
        let blob = hb_blob_create(
            bytes.baseAddress.assumingMemoryBound(to: CChar.self), UInt32(clamping: bytes.count),
            HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, UInt32(faceIndex))
        hb_blob_destroy(blob)
        guard let hbFace else {
            FT_Done_Face(loaded)
            throw FontError.implausible(
                path: label, faceIndex: faceIndex, check: .glyphCountAgreement,
                detail: "HarfBuzz could not create a face")
        }
        let metrics: FaceMetrics
        do throws(FontError) {
            metrics = try FaceReader(face: loaded, hbFace: hbFace, label: label, faceIndex: faceIndex).read()
        } catch {
            hb_face_destroy(hbFace)
            FT_Done_Face(loaded)
            throw error
        }
        self.library = library
        self.bytes = bytes
        self.face = loaded
        self.hbFace = hbFace
        self.path = label
        self.faceIndex = faceIndex
        self.metrics = metrics
    }

    /// The characters the face's cmap maps, in order.
    package var codePoints: [UInt32] {
        guard let set = hb_set_create() else { return [] }
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(hbFace, set)
        var result: [UInt32] = []
        result.reserveCapacity(Int(hb_set_get_population(set)))
        var codePoint = UInt32.max  // HB_SET_VALUE_INVALID: start before the first
        while hb_set_next(set, &codePoint) != 0 { result.append(codePoint) }
        return result
    }

    deinit {
        hb_face_destroy(hbFace)
        FT_Done_Face(face)
    }

    /// The number of faces in a font file (1 for a single font, N for a TTC/OTC collection).
    package static func faceCount(
        path: String, library: FreeTypeLibrary, maximumFileSize: Int = FontFace.defaultMaximumFileSize
    ) throws(FontError) -> Int {
        let bytes = try FontBytes.read(path: path, maximumSize: maximumFileSize)
        return try faceCount(bytes: bytes, label: path, library: library)
    }

    static func faceCount(bytes: FontBytes, label: String, library: FreeTypeLibrary) throws(FontError) -> Int {
        guard bytes.count > 0 else {
            throw FontError.unreadable(path: label, reason: "file is empty")
        }
        if let problem = SfntDirectory.formatProblem(
            UnsafeRawBufferPointer(start: bytes.baseAddress, count: bytes.count))
        {
            throw FontError.unreadable(path: label, reason: problem)
        }
        var probe: FT_Face?
        let error = FT_New_Memory_Face(
            library.handle, bytes.baseAddress.assumingMemoryBound(to: FT_Byte.self),
            FT_Long(bytes.count), -1, &probe)
        guard error == 0, let probe else {
            throw freeTypeError("FT_New_Memory_Face", path: label, code: error)
        }
        defer { FT_Done_Face(probe) }
        return Int(probe.pointee.num_faces)
    }
}
