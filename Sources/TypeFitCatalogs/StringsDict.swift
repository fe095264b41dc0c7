import Foundation
import TypeFitSupport

/// `.stringsdict` plural rules (XML or binary property lists): each key's
/// `NSStringLocalizedFormatKey` with its `%#@variable@`s expanded into every form of each
/// `NSStringPluralRuleType` (or device-specific) variable, keys such as `files[plural.one]`
/// (`key[count.plural.one,files.plural.other]` for several variables); and
/// `NSStringVariableWidthRuleType` entries as `key[width.20]`. Placeholders inside the forms
/// (`%ld`) are filled with the worst-case samples later, like any string's.
enum StringsDict {
    /// Plural categories in CLDR order, so keys come out in the order translators read them.
    static let pluralOrder = ["zero", "one", "two", "few", "many", "other"]
    /// Variables nested inside forms are expanded at most this deep.
    static let maximumNesting = 4
    /// The most texts one entry becomes (its forms' combinations, nested).
    static let maximumTexts = 256

    static func read(_ path: String, locale: String) throws(InputError) -> [LocalizedString] {
        let data = try readData(path, maximumSize: StringCatalogReader.maximumFileSize)
        let root = try PropertyListFile.dictionary(data, file: path)
        let lines = PropertyListLines(data)
        var result: [LocalizedString] = []
        for (key, value) in root.sorted(by: { $0.key < $1.key }) {
            guard let entry = value as? [String: Any] else {
                throw InputError(
                    file: path, line: nil, message: "\(key): expected a dictionary with NSStringLocalizedFormatKey")
            }
            if let widths = entry["NSStringVariableWidthRuleType"] as? [String: Any] {
                for (width, text) in widths.sorted(by: { (Double($0.key) ?? 0) < (Double($1.key) ?? 0) }) {
                    guard let text = text as? String else {
                        throw InputError(file: path, line: nil, message: "\(key).\(width): expected a string")
                    }
                    result.append(
                        LocalizedString(
                            key: "\(key)[width.\(width)]", locale: locale, text: text, file: path,
                            line: lines.line([key, "NSStringVariableWidthRuleType", width])))
                }
                continue
            }
            guard let format = entry["NSStringLocalizedFormatKey"] as? String else {
                throw InputError(file: path, line: nil, message: "\(key): NSStringLocalizedFormatKey is missing")
            }
            let variables = try entry.filter { $0.key != "NSStringLocalizedFormatKey" }.sorted { $0.key < $1.key }.map {
                name, rule throws(InputError) in
                try variable(name, rule, key: key, file: path)
            }
            var texts: [(suffix: [String], text: String)] = [([], format)]
            // A text's line is its first chosen form's (the format's own when it has none).
            let formLines = Dictionary(
                variables.flatMap { variable in
                    variable.forms.map { form in
                        (
                            "\(variable.name).\(form.variation)",
                            lines.line([key, variable.name, String(form.variation.split(separator: ".").last ?? "")])
                        )
                    }
                }, uniquingKeysWith: { first, _ in first })
            let formatLine = lines.line([key, "NSStringLocalizedFormatKey"])
            let formatVariable =
                variables.first { !Substitution.references(to: $0.name, in: format).isEmpty }?.name ?? ""
            for _ in 0..<maximumNesting where texts.contains(where: { Substitution.hasReference($0.text) }) {
                // Each round of nesting multiplies the texts: at most maximumTexts an entry.
                var next: [(suffix: [String], text: String)] = []
                for prefix in texts where next.count < Self.maximumTexts {
                    let expanded = Substitution.expand(
                        prefix.text, variables, maximumCombinations: XCStrings.maximumCombinations)
                    next += expanded.prefix(Self.maximumTexts - next.count).map { (prefix.suffix + $0.suffix, $0.text) }
                }
                texts = next
            }
            for (suffix, text) in texts {
                // One variable in a round names only its form ("plural.one"): the format's variable.
                let first = suffix.first.map { formLines[$0] == nil ? "\(formatVariable).\($0)" : $0 }
                result.append(
                    LocalizedString(
                        key: Substitution.key(key, variation: [], substitutions: suffix), locale: locale, text: text,
                        file: path, line: first.flatMap { formLines[$0] ?? nil } ?? formatLine))
            }
        }
        return result
    }

    /// One `%#@name@` variable: its rule type decides the forms' names (plural.one, device.ipad).
    static func variable(_ name: String, _ rule: Any, key: String, file: String) throws(InputError) -> Substitution {
        guard let rule = rule as? [String: Any] else {
            throw InputError(file: file, line: nil, message: "\(key).\(name): expected a dictionary")
        }
        let type = rule["NSStringFormatSpecTypeKey"] as? String ?? "NSStringPluralRuleType"
        let kind =
            switch type {
            case "NSStringPluralRuleType": "plural"
            case "NSStringDeviceSpecificRuleType": "device"
            default: type
            }
        let names = rule.keys.filter { !$0.hasPrefix("NSString") }
        let ordered = names.sorted {
            (pluralOrder.firstIndex(of: $0) ?? 99, $0) < (pluralOrder.firstIndex(of: $1) ?? 99, $1)
        }
        // `other` last: when combinations are capped, the others stay at their last form.
        return Substitution(
            name: name,
            forms: try ordered.map { form throws(InputError) in
                guard let text = rule[form] as? String else {
                    throw InputError(file: file, line: nil, message: "\(key).\(name).\(form): expected a string")
                }
                return ("\(kind).\(form)", text)
            })
    }
}
