import Yams

/// Xcode String Catalogs (`.xcstrings`, JSON): every locale, with plural, device and nested
/// variations as keys such as `items.count[plural.one]` or `welcome[device.iphone]`. A key
/// without a source-language entry shows the key itself, as Xcode does.
enum XCStrings {
    static func read(_ path: String) throws(InputError) -> [LocalizedString] {
        let root = try DocumentNode.parse(try readText(path, maximumSize: StringCatalogReader.maximumFileSize), file: path)
        let fields = try root.fields(allowed: ["sourceLanguage", "strings", "version"])
        guard let source = fields["sourceLanguage"] else { throw root.error("sourceLanguage is required") }
        let sourceLanguage = try source.string()
        guard let strings = fields["strings"], case let .mapping(entries) = strings.node else { return [] }
        var result: [LocalizedString] = []
        for (keyNode, entry) in entries {
            let key = keyNode.string ?? ""
            let entryNode = DocumentNode(node: entry, file: path, path: "strings.\(key)")
            let entryFields = try entryNode.fields(allowed: ["comment", "extractionState", "localizations", "shouldTranslate"])
            var locales = Set<String>()
            if let localizations = entryFields["localizations"], case let .mapping(byLocale) = localizations.node {
                for (localeNode, localization) in byLocale {
                    let locale = localeNode.string ?? ""
                    locales.insert(locale)
                    try collect(DocumentNode(node: localization, file: path, path: "strings.\(key).localizations.\(locale)"),
                                key: key, suffix: [], locale: locale, depth: 0, into: &result)
                }
            }
            if !locales.contains(sourceLanguage) {
                result.append(LocalizedString(key: key, locale: sourceLanguage, text: key, file: path, line: keyNode.mark?.line))
            }
        }
        return result
    }

    private static func collect(_ node: DocumentNode, key: String, suffix: [String], locale: String, depth: Int, into result: inout [LocalizedString]) throws(InputError) {
        guard depth < 8 else { throw node.error("variations nested more than 8 levels deep") }
        let fields = try node.fields(allowed: ["stringUnit", "variations", "substitutions"])
        if let unit = fields["stringUnit"] {
            let unitFields = try unit.fields(allowed: ["state", "value"])
            guard let value = unitFields["value"] else { throw unit.error("value is required") }
            let name = suffix.isEmpty ? key : "\(key)[\(suffix.joined(separator: "."))]"
            result.append(LocalizedString(key: name, locale: locale, text: try value.string(), file: node.file, line: value.line))
        }
        if let variations = fields["variations"], case let .mapping(kinds) = variations.node {
            for (kindNode, cases) in kinds {
                guard case let .mapping(byCase) = cases else { continue }
                for (caseNode, variant) in byCase {
                    let kind = kindNode.string ?? "", name = caseNode.string ?? ""
                    try collect(DocumentNode(node: variant, file: node.file, path: "\(node.path).variations.\(kind).\(name)"),
                                key: key, suffix: suffix + [kind, name], locale: locale, depth: depth + 1, into: &result)
                }
            }
        }
    }
}
