/// Reads the table directory of an sfnt (TrueType/OpenType) font or of one face of a TTC/OTC
/// collection, so typefit can refuse a file whose tables lie outside it. FreeType loads such
/// truncated files and silently drops what is missing (cmap, GPOS), which would give wrong widths.
package struct SfntDirectory: Hashable, Sendable {
    /// One table record: tag, offset and length in bytes.
    package struct Table: Hashable, Sendable {
        package var tag: String
        package var offset: Int
        package var length: Int
    }

    package var tables: [Table]

    /// The signatures of the formats typefit reads: TrueType (0x00010000, 'true'), OpenType CFF
    /// ('OTTO'), collections ('ttcf'), WOFF and WOFF2.
    package static let signatures: Set<String> = ["0x00010000", "true", "OTTO", "ttcf", "wOFF", "wOF2"]

    /// nil when `bytes` start with a font signature, else why not, e.g. "not a TrueType, OpenType,
    /// collection or WOFF font (it starts with 6e 6f 74 20)".
    package static func formatProblem(_ bytes: UnsafeRawBufferPointer) -> String? {
        let reader = BigEndianReader(bytes: bytes)
        if let magic = reader.tag(at: 0), signatures.contains(magic) { return nil }
        let start = bytes.prefix(4).map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }
        let what = start.isEmpty ? "it is empty" : "it starts with \(start.joined(separator: " "))"
        return "not a TrueType, OpenType, collection or WOFF font (\(what))"
    }

    /// Parses the directory of face `faceIndex`. Returns nil for formats that are not plain sfnt
    /// or collections (WOFF, WOFF2: FreeType validates those while decompressing).
    /// Throws a description of the first inconsistency.
    package init?(bytes: UnsafeRawBufferPointer, faceIndex: Int) throws(SfntDirectoryError) {
        let reader = BigEndianReader(bytes: bytes)
        guard let magic = reader.tag(at: 0) else {
            throw SfntDirectoryError("file is \(bytes.count) bytes, too short for a font header")
        }
        if magic == "wOFF" || magic == "wOF2" { return nil }
        // Known signatures are printable or 0x00010000.
        var directoryOffset = 0
        if magic == "ttcf" {
            guard let count = reader.u32(at: 8) else { throw SfntDirectoryError("collection header is truncated") }
            guard faceIndex < count, let offset = reader.u32(at: 12 + 4 * faceIndex) else {
                throw SfntDirectoryError("collection header lists \(count) faces but is truncated")
            }
            directoryOffset = offset
        }
        guard let numTables = reader.u16(at: directoryOffset + 4) else {
            throw SfntDirectoryError("table directory at \(directoryOffset) lies past the end of the file")
        }
        var tables: [Table] = []
        for index in 0..<numTables {
            let record = directoryOffset + 12 + 16 * index
            guard let tag = reader.tag(at: record), let offset = reader.u32(at: record + 8),
                let length = reader.u32(at: record + 12)
            else {
                throw SfntDirectoryError(
                    "table directory declares \(numTables) tables but the file ends after \(index)")
            }
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw SfntDirectoryError(
                    "table '\(tag)' at offset \(offset), length \(length) ends past the file's \(bytes.count) bytes")
            }
            tables.append(Table(tag: tag, offset: offset, length: length))
        }
        self.tables = tables
    }
}

/// What is wrong with a table directory.
package struct SfntDirectoryError: Error, Hashable, Sendable {
    package var message: String
    init(_ message: String) { self.message = message }
}

/// Bounds-checked big-endian reads; nil past the end.
struct BigEndianReader {
    let bytes: UnsafeRawBufferPointer

    func u16(at offset: Int) -> Int? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func u32(at offset: Int) -> Int? {
        guard let high = u16(at: offset), let low = u16(at: offset + 2) else { return nil }
        return high << 16 | low
    }

    /// A four-byte tag; tags with bytes outside printable ASCII are shown in hex (0x00000014),
    /// so messages about hostile files never carry control characters.
    func tag(at offset: Int) -> String? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        let raw = bytes[offset..<offset + 4]
        if raw.allSatisfy({ (0x20...0x7E).contains($0) }) {
            return String(decoding: raw, as: UTF8.self)
        }
        return "0x"
            + raw.map { byte in
                let hex = String(byte, radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
    }
}
