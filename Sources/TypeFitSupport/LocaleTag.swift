/// BCP 47 language tags as the catalogs' folders and headers spell them, made canonical so that
/// `locales:` filters, report columns and Base/en merging compare like with like.
package enum LocaleTag {
    /// Language codes ISO 639 retired, still used by Android's and Java's folders, and the
    /// English names old Xcode projects gave their `.lproj` folders.
    static let replacements = [
        "iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro",
        "english": "en", "french": "fr", "german": "de", "japanese": "ja", "spanish": "es", "italian": "it",
        "dutch": "nl",
    ]

    /// gettext's `@modifier`s that name a script or variant (`sr@latin` is installed as `sr-Latn`).
    static let modifiers = [
        "latin": "Latn", "cyrillic": "Cyrl", "valencia": "valencia", "devanagari": "Deva", "arabic": "Arab",
    ]

    /// "pt_br" → "pt-BR", "zh-hans" → "zh-Hans", "iw" → "he", "sr@latin" → "sr-Latn",
    /// "b+sr+Latn" (Android) → "sr-Latn". Text that is not a tag comes back trimmed, otherwise unchanged.
    package static func canonical(_ tag: String) -> String {
        var text = tag.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("b+") { text = text.dropFirst(2).replacingOccurrences(of: "+", with: "-") }
        var modifier: String?
        if let at = text.firstIndex(of: "@") {
            modifier = String(text[text.index(after: at)...]).lowercased()
            text = String(text[..<at])
        }
        if let dot = text.firstIndex(of: ".") { text = String(text[..<dot]) }  // "de_DE.UTF-8"
        var parts = text.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first, first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return text }
        parts[0] = replacements[first.lowercased()] ?? first.lowercased()
        // An extended language subtag stands for the whole language (RFC 5646 §4.5: "zh-yue" is
        // "yue"); "kab-KAB" (Excalidraw's Kabyle) reads the same way.
        if parts.count > 1, first.count <= 3, parts[1].count == 3, parts[1].allSatisfy({ $0.isASCII && $0.isLetter }) {
            parts.removeFirst()
            parts[0] = parts[0].lowercased()
        }
        var privateUse = false
        for index in parts.indices.dropFirst() {
            let part = parts[index]
            if part.lowercased() == "x" { privateUse = true }
            if privateUse || part.count == 1 {
                parts[index] = part.lowercased()
            } else if part.count == 4, part.allSatisfy(\.isLetter) {
                parts[index] = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if (part.count == 2 && part.allSatisfy(\.isLetter))
                || (part.count == 3 && part.allSatisfy(\.isNumber))
            {
                parts[index] = part.uppercased()
            } else {
                parts[index] = part.lowercased()
            }
        }
        if let modifier, let subtag = modifiers[modifier] {
            // A script goes right after the language; a variant at the end.
            if subtag.count == 4 { parts.insert(subtag, at: 1) } else { parts.append(subtag) }
        }
        return parts.joined(separator: "-")
    }
}
