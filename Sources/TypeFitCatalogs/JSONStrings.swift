import TypeFitSupport

/// JSON catalogs: an object of key → text (nested objects give dotted keys, as i18next writes
/// them), or a list of texts (keys "1", "2", …); and Flutter's `.arb` files (the same object,
/// with `@key` metadata skipped and the locale from `@@locale`). Texts in ICU MessageFormat
/// (`{count, plural, one {…} other {…}}`) are expanded into each case (``MessageFormat``).
enum JSONStrings {
    /// `project` is the `.arb` folder's template declarations and `l10n.yaml` settings.
    /// A key written twice in one object keeps its last value, as Flutter's gen-l10n (Dart's
    /// `json.decode`) and i18next (`JSON.parse`) read it, with a note naming both lines.
    static func read(
        _ path: String, locale: String, arb: Bool = false, project: ArbProject = ArbProject(), notes: inout [String]
    ) throws(InputError) -> [LocalizedString] {
        var repeated: [RepeatedKey] = []
        let root = try DocumentNode.parseCatalog(
            try readText(path, maximumSize: StringCatalogReader.maximumFileSize), file: path, repeatedKeys: &repeated)
        if let note = repeatedKeysNote(repeated, path: path) { notes.append(note) }
        var locale = locale
        if arb, let tag = root.value["@@locale"]?.text {
            locale = tag
        }
        var result: [LocalizedString] = []
        var context = Context(path: path, locale: locale, arb: arb)
        if arb {
            context.declared = project.placeholders.merging(try ArbPlaceholders.declared(in: root)) { $1 }
            context.apostrophes = project.useEscaping ? .quoting : .text
        }
        try collect(root, prefix: "", depth: 0, into: &result, context)
        return result
    }

    /// "intl_en.arb: "shrineProductChambrayShirt" is written twice in one object (lines 2725 and
    /// 2757): the last is measured, as the app reads it".
    static func repeatedKeysNote(_ repeated: [RepeatedKey], path: String) -> String? {
        guard !repeated.isEmpty else { return nil }
        let named = repeated.prefix(3).map { "\"\($0.key)\" (lines \($0.firstLine) and \($0.line))" }
        return "\(path): \(repeated.count) key\(repeated.count == 1 ? " is" : "s are") written twice in one object: "
            + named.joined(separator: "; ") + (repeated.count > 3 ? "; …" : "")
            + " — the last value is measured, as Flutter's gen-l10n and i18next read it"
    }

    /// What every text of one file is read with.
    struct Context {
        var path: String
        var locale: String
        var arb: Bool
        /// Key → placeholder name → its printf text (`.arb` numbers).
        var declared: [String: [String: String]] = [:]
        var apostrophes = MessageFormat.Apostrophes.icu
    }

    private static func collect(
        _ node: DocumentNode, prefix: String, depth: Int, into result: inout [LocalizedString], _ context: Context
    ) throws(InputError) {
        guard depth < 32 else { throw node.error("nested more than 32 levels deep") }
        switch node.value.content {
        case .mapping:
            for (name, value) in try node.entries() {
                if context.arb, depth == 0, name.hasPrefix("@") { continue }
                try collect(
                    value, prefix: prefix.isEmpty ? name : prefix + "." + name, depth: depth + 1, into: &result,
                    context)
            }
        case let .sequence(items) where depth == 0:
            for (index, item) in items.enumerated() {
                let child = node.child(item, "[\(index)]")
                result += texts(key: "\(index + 1)", text: try child.string(), at: child, context)
            }
        case .scalar:
            result += texts(key: prefix, text: try node.string(), at: node, context)
        case .null:
            // i18next treats null as missing (returnNull is false since v23): the fallback shows.
            result += texts(key: prefix, text: "", at: node, context)
        default:
            throw node.error("expected text or an object of texts")
        }
    }

    /// One catalog text, or each case of its MessageFormat plurals and selects (every `.arb`
    /// text is MessageFormat; a JSON text when it looks like it).
    private static func texts(key: String, text: String, at value: DocumentNode, _ context: Context)
        -> [LocalizedString]
    {
        guard context.arb || MessageFormat.isComplex(text),
            let cases = MessageFormat.expand(
                text, arguments: context.declared[key] ?? [:], apostrophes: context.apostrophes)
        else {
            return [
                LocalizedString(
                    key: key, locale: context.locale, text: text, file: context.path, line: value.line,
                    column: value.column)
            ]
        }
        return cases.map {
            LocalizedString(
                key: Substitution.key(key, variation: [], substitutions: $0.suffix), locale: context.locale,
                text: $0.text, file: context.path, line: value.line, column: value.column)
        }
    }
}
