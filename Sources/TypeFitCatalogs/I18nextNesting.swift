import TypeFitSupport

/// i18next's nesting: `$t(key)` (or `$t(key, {"count": 3})`, `$t(ns:key)`) inside a JSON text
/// shows the text of `key` in the same locale, else in the fallback language, as
/// `Interpolator.nest` resolves it (nested up to 8 deep here). A key with plural forms is shown
/// in its `other` form (`key_other`, or `key[plural.other]` from MessageFormat). Resolved like
/// Android's `@string/` references; what cannot be resolved stays as written and is named in a note.
enum I18nextNesting {
    static let maximumDepth = 8
    /// The longest text nesting may make: ten keys each nesting ten others, eight deep, would be
    /// a hundred million copies. Past this the rest stays as written.
    static let maximumBytes = 1 << 20

    static func resolve(_ strings: [LocalizedString], fallbackLocale: String, notes: inout [String])
        -> [LocalizedString]
    {
        let isJSON = { (string: LocalizedString) in CatalogPath.fileExtension(string.file) == "json" }
        guard strings.contains(where: { $0.text.containsBytes("$t(") && isJSON($0) }) else { return strings }
        var byLocale: [String: [String: String]] = [:]
        for string in strings where isJSON(string) {
            byLocale[string.locale, default: [:]][string.key] = string.text
        }
        func lookup(_ key: String, _ locale: String) -> String? {
            let bare = key.split(separator: ":", maxSplits: 1).last.map(String.init) ?? key
            for table in [byLocale[locale], byLocale[fallbackLocale]] {
                for name in [key, bare, bare + "_other", bare + "[plural.other]"] {
                    if let text = table?[name] { return text }
                }
            }
            return nil
        }
        var unresolved: [String] = []
        let result = strings.map { string -> LocalizedString in
            guard string.text.containsBytes("$t("), isJSON(string) else { return string }
            var copy = string
            var budget = maximumBytes
            copy.text = expand(string.text, depth: 0, budget: &budget) { key in
                lookup(key, string.locale)
            } missing: { key in
                unresolved.append("\(string.key) (\(string.locale)): $t(\(key))")
            }
            return copy
        }
        if !unresolved.isEmpty {
            notes.append(
                "\(unresolved.count) i18next $t() nesting\(unresolved.count == 1 ? "" : "s") could not be resolved from the catalogs and \(unresolved.count == 1 ? "is" : "are") measured as written: "
                    + unresolved.prefix(5).joined(separator: "; ") + (unresolved.count > 5 ? "; …" : ""))
        }
        return result
    }

    /// `text` with each `$t(…)` replaced by its key's text, itself expanded.
    static func expand(
        _ text: String, depth: Int, budget: inout Int, lookup: (String) -> String?, missing: (String) -> Void
    ) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "$t(") {
            result += rest[..<start.lowerBound]
            let inside = rest[start.upperBound...]
            guard let close = closingParenthesis(inside) else {
                result += rest[start.lowerBound...]
                return result
            }
            let key =
                inside[..<close].split(separator: ",", maxSplits: 1).first.map {
                    $0.trimmingCharacters(in: .whitespaces)
                } ?? ""
            if depth < maximumDepth, budget > 0, let target = lookup(key) {
                budget -= target.utf8.count
                result += expand(target, depth: depth + 1, budget: &budget, lookup: lookup, missing: missing)
            } else {
                missing(key)
                result += rest[start.lowerBound...close]
            }
            rest = inside[inside.index(after: close)...]
        }
        return result + rest
    }

    /// The `)` that closes a `$t(` whose contents start `text` (options may hold braces and
    /// quoted commas, never an unquoted `)`).
    private static func closingParenthesis(_ text: Substring) -> Substring.Index? {
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ")" {
                return index
            }
            index = text.index(after: index)
        }
        return nil
    }
}
