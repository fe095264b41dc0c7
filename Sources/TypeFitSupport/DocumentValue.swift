import Yams

/// A parsed value of a YAML or JSON document with its line and column (1-based; columns in
/// Unicode scalars, as libYAML counts them). JSON is read by ``JSONScanner`` (RFC 8259: no limit
/// on a key's length, duplicate keys refused), YAML by Yams; both become this one tree so a
/// guide, a token file or a catalog is read the same way whatever its syntax.
package struct DocumentValue: Sendable {
    package enum Content: Sendable {
        /// Text; `plain` when written unquoted (a YAML plain scalar, a JSON number or boolean),
        /// which is what a number or a boolean must be.
        case scalar(String, plain: Bool)
        /// JSON's `null` (YAML's nulls are plain scalars: `~`, `null` or nothing).
        case null
        case sequence([DocumentValue])
        case mapping([Entry])
    }

    /// One key and value of a mapping, in document order.
    package struct Entry: Sendable {
        package var key: DocumentValue
        package var value: DocumentValue

        package init(key: DocumentValue, value: DocumentValue) {
            self.key = key
            self.value = value
        }
    }

    package var content: Content
    package var line: Int?
    package var column: Int?

    package init(_ content: Content, line: Int? = nil, column: Int? = nil) {
        self.content = content
        self.line = line
        self.column = column
    }

    /// A plain scalar (for values a reader makes itself, such as a style from design tokens).
    package static func plain(_ text: String) -> DocumentValue { DocumentValue(.scalar(text, plain: true)) }

    /// The text of a scalar; nil for anything else.
    package var text: String? {
        if case let .scalar(text, _) = content { text } else { nil }
    }

    /// The entries of a mapping; nil for anything else.
    package var entries: [Entry]? {
        if case let .mapping(entries) = content { entries } else { nil }
    }

    /// The value of the mapping entry whose key is `key`.
    package subscript(key: String) -> DocumentValue? {
        entries?.first { $0.key.text == key }?.value
    }

    /// The most values a YAML document may hold once its aliases are expanded (Yams repeats an
    /// anchored value at each alias: ten nested aliases of ten make ten billion).
    static let maximumYAMLValues = 1_000_000

    /// Yams' tree, with its marks; `budget` counts the values made, so aliases cannot expand a
    /// small file into an unbounded tree.
    init(yaml node: Node, budget: inout Int) throws(InputError) {
        line = node.mark?.line
        column = node.mark?.column
        budget -= 1
        guard budget >= 0 else {
            throw InputError(
                file: "", line: line, column: column,
                message: "more than \(Self.maximumYAMLValues) values once its aliases are expanded")
        }
        switch node {
        case let .scalar(scalar):
            content = .scalar(scalar.string, plain: scalar.style == .plain || scalar.style == .any)
        case let .sequence(sequence):
            var items: [DocumentValue] = []
            for item in sequence { items.append(try DocumentValue(yaml: item, budget: &budget)) }
            content = .sequence(items)
        case let .mapping(mapping):
            var entries: [Entry] = []
            for (key, value) in mapping {
                entries.append(
                    Entry(
                        key: try DocumentValue(yaml: key, budget: &budget),
                        value: try DocumentValue(yaml: value, budget: &budget)))
            }
            content = .mapping(entries)
        case .alias:
            throw InputError(file: "", line: line, column: column, message: "aliases are not supported")
        }
    }
}

extension DocumentValue {
    /// The JSON document `text` (one value, white space around it). Errors carry line and column.
    static func json(_ text: String) throws(JSONScanner.Failure) -> DocumentValue {
        try json(text, lastKeyWins: false).value
    }

    /// The JSON document `text`; with `lastKeyWins` a key written twice in one object keeps its
    /// last value (and first place), and each such key is returned.
    static func json(_ text: String, lastKeyWins: Bool) throws(JSONScanner.Failure)
        -> (value: DocumentValue, repeated: [RepeatedKey])
    {
        var scanner = JSONScanner(Array(text.utf8))
        scanner.lastKeyWins = lastKeyWins
        guard scanner.peek() != nil else { throw scanner.failure("the document is empty") }
        let value = try json(&scanner)
        try scanner.end()
        return (value, scanner.repeatedKeys)
    }

    /// The value that starts at the scanner. Depth is bounded before parsing
    /// (``DocumentNode/checkNesting(_:file:)``), so the recursion is too.
    private static func json(_ scanner: inout JSONScanner) throws(JSONScanner.Failure) -> DocumentValue {
        let start = scanner.position()
        let content: Content
        switch scanner.peek() {
        case 0x7B:
            var entries: [Entry] = []
            var place: [String: Int] = [:]  // with lastKeyWins: each key's entry
            try scanner.object { scanner, key throws(JSONScanner.Failure) in
                let keyStart = scanner.position(at: scanner.lastKeyOffset)
                let keyValue = DocumentValue(.scalar(key, plain: false), line: keyStart.line, column: keyStart.column)
                let value = try json(&scanner)
                guard scanner.lastKeyWins else { return entries.append(Entry(key: keyValue, value: value)) }
                if let index = place[key] {
                    entries[index].value = value
                } else {
                    place[key] = entries.count
                    entries.append(Entry(key: keyValue, value: value))
                }
            }
            content = .mapping(entries)
        case 0x5B:
            var items: [DocumentValue] = []
            try scanner.array { scanner, _ throws(JSONScanner.Failure) in items.append(try json(&scanner)) }
            content = .sequence(items)
        case 0x22:
            content = .scalar(try scanner.string(), plain: false)
        default:
            if let word = scanner.literal() {
                content = word == "null" ? .null : .scalar(word, plain: true)
            } else {
                content = .scalar(try scanner.numberText(), plain: true)
            }
        }
        return DocumentValue(content, line: start.line, column: start.column)
    }
}
