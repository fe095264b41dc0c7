import Foundation

/// Reads the translated messages of a compiled gettext catalog (.mo): the UI strings that
/// Debian's packages ship, used as a real multilingual corpus.
enum GettextCatalog {
    /// Original and translated strings; plural forms give their first form; the header is skipped.
    static func read(_ path: String) -> [(original: String, translation: String)] {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 28 else { return [] }
        let bytes = [UInt8](data)
        func u32(_ offset: Int, bigEndian: Bool) -> Int? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            let b = bytes[offset..<offset + 4].map(UInt32.init)
            return Int(
                bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0])
        }
        guard let magic = u32(0, bigEndian: false), magic == 0x9504_12DE || magic == 0xDE12_0495 else { return [] }
        let big = magic == 0xDE12_0495
        guard let count = u32(8, bigEndian: big), let originals = u32(12, bigEndian: big),
            let translations = u32(16, bigEndian: big)
        else { return [] }
        func string(_ table: Int, _ index: Int) -> String? {
            guard let length = u32(table + 8 * index, bigEndian: big),
                let offset = u32(table + 8 * index + 4, bigEndian: big),
                offset + length <= bytes.count
            else { return nil }
            let raw = bytes[offset..<offset + length]
            let first = raw.split(separator: 0, omittingEmptySubsequences: false).first ?? raw[...]
            return String(decoding: first, as: UTF8.self)
        }
        return (0..<min(count, 100_000)).compactMap { index in
            guard let original = string(originals, index), !original.isEmpty,
                let translation = string(translations, index), !translation.isEmpty
            else { return nil }
            return (original, translation)
        }
    }

    /// A UI string as shown: GTK's mnemonic underscores removed.
    static func displayed(_ text: String) -> String {
        text.replacingOccurrences(of: "__", with: "\u{0}").replacingOccurrences(of: "_", with: "").replacingOccurrences(
            of: "\u{0}", with: "_")
    }
}
