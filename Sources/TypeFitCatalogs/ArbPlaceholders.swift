import TypeFitSupport

/// Flutter gen-l10n's placeholder declarations in a `.arb` file's metadata
/// (`"@count": {"placeholders": {"count": {"type": "int", "format": "compactLong"}}}`): a number
/// placeholder is measured with the number sample, in the shape its `intl` NumberFormat writes it
/// (English symbols and words; a compact form is never shorter than the sample it stands for).
/// `DateTime` and `String` placeholders keep the string sample.
enum ArbPlaceholders {
    /// Placeholder name → the printf text measured for it, for each key with metadata.
    static func declared(in root: DocumentNode) throws(InputError) -> [String: [String: String]] {
        guard root.isMapping else { return [:] }
        var result: [String: [String: String]] = [:]
        for (name, metadata) in try root.entries() where name.hasPrefix("@") && !name.hasPrefix("@@") {
            guard metadata.isMapping,
                let placeholders = try metadata.entries().first(where: { $0.key == "placeholders" })
            else { continue }
            guard placeholders.value.isMapping else { continue }
            var arguments: [String: String] = [:]
            for (argument, declaration) in try placeholders.value.entries() where declaration.isMapping {
                let fields = Dictionary(uniqueKeysWithValues: try declaration.entries())
                guard let type = fields["type"]?.value.text,
                    let text = replacement(type: type, format: fields["format"]?.value.text)
                else { continue }
                arguments[argument] = text
            }
            if !arguments.isEmpty { result[String(name.dropFirst())] = arguments }
        }
        return result
    }

    /// The printf text for a placeholder of `type` (gen-l10n: `int`, `double`, `num`) in
    /// `format` (an `intl` NumberFormat constructor name); nil for a text or date placeholder.
    static func replacement(type: String, format: String?) -> String? {
        guard ["int", "double", "num"].contains(type) else { return nil }
        let number = type == "int" ? "%d" : "%f"
        switch format {
        case "compact": return number + "K"
        case "compactLong": return number + " thousand"
        case "compactCurrency": return "USD" + number + "K"
        case "compactSimpleCurrency": return "$" + number + "K"
        case "currency": return "USD\u{00A0}%f"
        case "simpleCurrency": return "$%f"
        case "decimalPattern", "decimalPatternDigits": return "%'" + number.dropFirst()
        case "percentPattern", "decimalPercentPattern": return number + "%%"
        case "scientificPattern": return "%e"
        default: return number
        }
    }
}
