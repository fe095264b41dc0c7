/// One UI string in one locale, with where it came from.
public struct LocalizedString: Hashable, Sendable {
    /// The catalog key ("settings.save"; plural and device variations as "key[plural.one]").
    public var key: String
    /// BCP 47 locale ("de", "pt-BR"); pseudo-locales are "en-XA", "ar-XB" and the like.
    public var locale: String
    public var text: String
    public var file: String
    public var line: Int?

    public init(key: String, locale: String, text: String, file: String, line: Int? = nil) {
        self.key = key
        self.locale = locale
        self.text = text
        self.file = file
        self.line = line
    }
}

/// Reads string catalogs of the formats app teams use, by file extension.
public enum StringCatalogReader {
    /// Catalogs larger than this are refused before reading.
    public static let maximumFileSize = 32 << 20

    /// The strings of `source`. `baseLocale` applies where neither the source nor the file says.
    public static func read(_ source: StringSource, baseLocale: String) throws(InputError) -> [LocalizedString] {
        let path = source.path
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        let locale = source.locale ?? localeFromPath(path) ?? baseLocale
        switch ext {
        case "json": return try JSONStrings.read(path, locale: locale)
        case "csv": return try CSVStrings.read(path, defaultLocale: locale)
        case "strings": return try AppleStrings.read(path, locale: locale)
        case "xcstrings": return try XCStrings.read(path)
        case "xml": return try AndroidStrings.read(path, locale: source.locale ?? androidLocale(path) ?? baseLocale)
        case "po", "pot": return try GettextStrings.read(path, locale: source.locale)
        default:
            throw InputError(file: path, line: nil, message: "unknown string catalog format; use .json, .csv, .strings, .xcstrings, strings.xml or .po")
        }
    }

    /// "de.lproj/Localizable.strings" → "de"; "fr.json" → "fr"; "pt-BR.po" → "pt-BR".
    static func localeFromPath(_ path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        if let folder = parts.dropLast().last, folder.hasSuffix(".lproj") {
            let locale = String(folder.dropLast(6))
            return locale == "Base" ? nil : locale.replacingOccurrences(of: "_", with: "-")
        }
        guard let file = parts.last else { return nil }
        let stem = file.split(separator: ".").first.map(String.init) ?? file
        return looksLikeLocale(stem) ? stem.replacingOccurrences(of: "_", with: "-") : nil
    }

    /// "res/values-de-rAT/strings.xml" → "de-AT"; "values-b+sr+Latn" → "sr-Latn"; "values" → nil.
    static func androidLocale(_ path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard let folder = parts.dropLast().last, folder.hasPrefix("values-") else { return nil }
        let qualifier = String(folder.dropFirst(7))
        if qualifier.hasPrefix("b+") { return qualifier.dropFirst(2).replacingOccurrences(of: "+", with: "-") }
        let pieces = qualifier.split(separator: "-")
        guard let language = pieces.first, looksLikeLocale(String(language)) else { return nil }
        if pieces.count > 1, pieces[1].hasPrefix("r"), pieces[1].count == 3 { return "\(language)-\(pieces[1].dropFirst())" }
        return String(language)
    }

    static func looksLikeLocale(_ text: String) -> Bool {
        let pieces = text.split(whereSeparator: { $0 == "-" || $0 == "_" })
        // Two-letter languages ("de", "pt-BR"); three letters only with a region ("fil-PH"), so "app.json" is no locale.
        guard let language = pieces.first, language.count == 2 || (language.count == 3 && pieces.count > 1),
              language.allSatisfy({ $0.isLetter && $0.isLowercase }) else { return false }
        return pieces.dropFirst().allSatisfy { (2...4).contains($0.count) && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }
}
