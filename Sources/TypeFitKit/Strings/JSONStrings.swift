/// JSON catalogs: an object of key → text (nested objects give dotted keys, as i18next writes
/// them), or a list of texts (keys "1", "2", …).
enum JSONStrings {
    static func read(_ path: String, locale: String) throws(InputError) -> [LocalizedString] {
        let root = try DocumentNode.parse(try readText(path, maximumSize: StringCatalogReader.maximumFileSize), file: path)
        var result: [LocalizedString] = []
        try collect(root, prefix: "", depth: 0, into: &result, path: path, locale: locale)
        return result
    }

    private static func collect(_ node: DocumentNode, prefix: String, depth: Int, into result: inout [LocalizedString], path: String, locale: String) throws(InputError) {
        guard depth < 32 else { throw node.error("nested more than 32 levels deep") }
        switch node.node {
        case let .mapping(mapping):
            for (key, value) in mapping {
                let name = key.string ?? ""
                try collect(DocumentNode(node: value, file: path, path: prefix.isEmpty ? name : prefix + "." + name),
                            prefix: prefix.isEmpty ? name : prefix + "." + name, depth: depth + 1, into: &result, path: path, locale: locale)
            }
        case let .sequence(sequence) where depth == 0:
            for (index, item) in sequence.enumerated() {
                let child = DocumentNode(node: item, file: path, path: "[\(index)]")
                result.append(LocalizedString(key: "\(index + 1)", locale: locale, text: try child.string(), file: path, line: child.line))
            }
        case .scalar:
            result.append(LocalizedString(key: prefix, locale: locale, text: try node.string(), file: path, line: node.line))
        default:
            throw node.error("expected text or an object of texts")
        }
    }
}
