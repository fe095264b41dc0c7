/// Why a font could not be loaded, checked or found.
///
/// Every case names the file (or the query) and, for library failures, the C call, so a message
/// reads like `FT_New_Memory_Face(fonts/x.ttf): unknown file format (FT_Error 2)`.
package enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A FreeType call returned an error. `code` is the `FT_Error`; `message` is FreeType's text for it.
    case freeType(operation: String, path: String, code: Int32, message: String)
    /// The file could not be read (missing, a directory, unreadable, too large).
    case unreadable(path: String, reason: String)
    /// The face index is not in the file.
    case faceIndexOutOfRange(path: String, faceIndex: Int, faceCount: Int)
    /// The font loaded but fails a check that FreeType and HarfBuzz do not make.
    case implausible(path: String, faceIndex: Int, check: PlausibilityCheck, detail: String)
    /// A variation axis that the face does not have, or a value outside its range.
    case invalidVariation(path: String, detail: String)
    /// A fontconfig call failed.
    case fontconfig(operation: String, detail: String)
    /// No font of the requested family is in the searched folders.
    case familyNotFound(family: String, available: [String])
    /// The isolated probe crashed, hung or ran out of memory on this font.
    case isolation(path: String, detail: String)

    package var description: String {
        switch self {
        case let .freeType(operation, path, code, message):
            return "\(operation)(\(path)): \(message) (FT_Error \(code))"
        case let .unreadable(path, reason):
            return "\(path): \(reason)"
        case let .faceIndexOutOfRange(path, faceIndex, faceCount):
            return
                "\(path): face index \(faceIndex) is out of range; the file has \(faceCount) face\(faceCount == 1 ? "" : "s")"
        case let .implausible(path, faceIndex, check, detail):
            return "\(path)#\(faceIndex): implausible font: \(check.rawValue): \(detail)"
        case let .invalidVariation(path, detail):
            return "\(path): \(detail)"
        case let .fontconfig(operation, detail):
            return "\(operation): \(detail)"
        case let .isolation(path, detail):
            return "\(path): \(detail) (isolated; the run goes on without it)"
        case let .familyNotFound(family, available):
            let list = available.isEmpty ? "no fonts were found" : "available: " + available.joined(separator: ", ")
            return "no font family \"\(family)\" in the given fonts; \(list)"
        }
    }
}

/// The plausibility checks typefit makes on every face, beyond what the libraries check.
package enum PlausibilityCheck: String, Hashable, Sendable, CaseIterable {
    /// `head.unitsPerEm` must lie in 16…16384 (the OpenType range).
    case unitsPerEm = "unitsPerEm"
    /// The face must have glyphs.
    case glyphCount = "glyphCount"
    /// FreeType and HarfBuzz must count the same glyphs; HarfBuzz makes up an empty face for bytes it cannot read.
    case glyphCountAgreement = "glyphCountAgreement"
    /// `hhea.numberOfHMetrics` must be at least 1, or every advance reads as 0.
    case numberOfHMetrics = "numberOfHMetrics"
    /// The ascender used for line height must lie above the descender.
    case ascenderAboveDescender = "ascenderAboveDescender"
    /// Every table in the table directory must lie inside the file (FreeType loads truncated files).
    case tableDirectory = "tableDirectory"
    /// The face must be an sfnt (TrueType or OpenType) font.
    case sfnt = "sfnt"
}
