import TypeFitSupport

/// JSON catalogs: an object of key → text (nested objects give dotted keys, as i18next writes
/// them), or a list of texts (keys "1", "2", …); and Flutter's `.arb` files (the same object,
/// with `@key` metadata skipped and the locale from `@@locale`). Texts in ICU MessageFormat
/// (`{count, plural, one {…} other {…}}`) are expanded into each case (``MessageFormat``).
enum JSONStrings {
    static func read(_ path: String, locale: String, arb: Bool = false) throws(InputError) -> [LocalizedString] {
        let root = try DocumentNode.parse(
            try readText(path, maximumSize: StringCatalogReader.maximumFileSize), file: path)
        var locale = locale
        if arb, let tag = root.value["@@locale"]?.text {
            locale = tag
        }
        var result: [LocalizedString] = []
        try collect(root, prefix: "", depth: 0, into: &result, path: path, locale: locale, arb: arb)
        return result
    }

    private static func collect(
        _ node: DocumentNode, prefix: String, depth: Int, into result: inout [LocalizedString], path: String,
        locale: String, arb: Bool
    ) throws(InputError) {
        guard depth < 32 else { throw node.error("nested more than 32 levels deep") }
        switch node.value.content {
        case .mapping:
            for (name, value) in try node.entries() {
                if arb, depth == 0, name.hasPrefix("@") { continue }
                let child = prefix.isEmpty ? name : prefix + "." + name
                try collect(
                    DocumentNode(value: value.value, file: path, path: child), prefix: child, depth: depth + 1,
                    into: &result, path: path, locale: locale, arb: arb)
            }
        case let .sequence(items) where depth == 0:
            for (index, item) in items.enumerated() {
                let child = node.child(item, "[\(index)]")
                result += texts(
                    key: "\(index + 1)", text: try child.string(), locale: locale, path: path, at: child, arb: arb)
            }
        case .scalar:
            result += texts(key: prefix, text: try node.string(), locale: locale, path: path, at: node, arb: arb)
        case .null:
            // i18next treats null as missing (returnNull is false since v23): the fallback shows.
            result += texts(key: prefix, text: "", locale: locale, path: path, at: node, arb: arb)
        default:
            throw node.error("expected text or an object of texts")
        }
    }

    /// One catalog text, or each case of its MessageFormat plurals and selects (every `.arb`
    /// text is MessageFormat; a JSON text when it looks like it).
    private static func texts(
        key: String, text: String, locale: String, path: String, at value: DocumentNode, arb: Bool
    ) -> [LocalizedString] {
        guard arb || MessageFormat.isComplex(text), let cases = MessageFormat.expand(text) else {
            return [
                LocalizedString(
                    key: key, locale: locale, text: text, file: path, line: value.line, column: value.column)
            ]
        }
        return cases.map {
            LocalizedString(
                key: Substitution.key(key, variation: [], substitutions: $0.suffix), locale: locale, text: $0.text,
                file: path, line: value.line, column: value.column)
        }
    }
}
