import Foundation
import Yams

/// A value of a YAML or JSON document with its file and its field path, so every validation
/// error names file, line, column and field.
package struct DocumentNode {
    package let value: DocumentValue
    package let file: String
    /// "styles[2].limits.maxWidth".
    package let path: String

    package init(value: DocumentValue, file: String, path: String) {
        self.value = value
        self.file = file
        self.path = path
    }

    /// Parses `text`: a `.json`, `.arb` or `.xcstrings` file as JSON (RFC 8259, by
    /// ``JSONScanner``), anything else as YAML 1.1 (JSON is YAML too, so a guide may be either).
    /// Syntax errors carry line and column.
    package static func parse(_ text: String, file: String) throws(InputError) -> DocumentNode {
        try parse(text, file: file, lastKeyWins: false).node
    }

    /// ``parse(_:file:)`` for a string catalog: a key written twice in one JSON object keeps its
    /// last value, as the app's own reader does (Dart's `json.decode` for Flutter's gen-l10n,
    /// `JSON.parse` for i18next), and is added to `repeatedKeys`.
    package static func parseCatalog(_ text: String, file: String, repeatedKeys: inout [RepeatedKey])
        throws(InputError) -> DocumentNode
    {
        let parsed = try parse(text, file: file, lastKeyWins: true)
        repeatedKeys += parsed.repeated
        return parsed.node
    }

    private static func parse(_ text: String, file: String, lastKeyWins: Bool)
        throws(InputError) -> (node: DocumentNode, repeated: [RepeatedKey])
    {
        try checkNesting(text, file: file)
        if file.hasSuffix(".json") || file.hasSuffix(".xcstrings") || file.hasSuffix(".arb") {
            do {
                let parsed = try DocumentValue.json(text, lastKeyWins: lastKeyWins)
                return (DocumentNode(value: parsed.value, file: file, path: ""), parsed.repeated)
            } catch {
                throw InputError(
                    file: file, line: error.line, column: error.column, message: "not valid JSON: \(error.message)")
            }
        }
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw InputError(file: file, line: 1, column: 1, message: "the document is empty")
            }
            var budget = DocumentValue.maximumYAMLValues
            return (DocumentNode(value: try DocumentValue(yaml: node, budget: &budget), file: file, path: ""), [])
        } catch let error as InputError {
            throw InputError(file: file, line: error.line, column: error.column, message: error.message)
        } catch let error as YamlError {
            throw Self.describe(error, file: file)
        } catch {
            throw InputError(file: file, line: nil, message: "cannot parse: \(error)")
        }
    }

    /// Nesting deeper than this (brackets, or indentation in columns) is refused before parsing,
    /// so a hostile file cannot exhaust the parser's stack.
    static let maximumDepth = 64
    static let maximumIndentation = 256

    static func checkNesting(_ text: String, file: String) throws(InputError) {
        var depth = 0, line = 1, column = 0, indentation = 0
        var quote: UInt8?
        var escaped = false
        var atLineStart = true
        for byte in text.utf8 {
            column += 1
            if byte == 0x0A {
                line += 1
                column = 0
                indentation = 0
                atLineStart = true
                if quote == 0x27 { quote = nil }
                continue
            }
            if atLineStart {
                if byte == 0x20 {
                    indentation += 1
                    guard indentation <= maximumIndentation else {
                        throw InputError(
                            file: file, line: line, column: column,
                            message: "indented more than \(maximumIndentation) columns")
                    }
                    continue
                }
                atLineStart = false
            }
            if let open = quote {
                if escaped {
                    escaped = false
                } else if byte == 0x5C, open == 0x22 {
                    escaped = true
                } else if byte == open {
                    quote = nil
                }
                continue
            }
            switch byte {
            case 0x22, 0x27: quote = byte
            case 0x5B, 0x7B:
                depth += 1
                guard depth <= maximumDepth else {
                    throw InputError(
                        file: file, line: line, column: column, message: "nested more than \(maximumDepth) levels deep")
                }
            case 0x5D, 0x7D: depth = max(0, depth - 1)
            default: break
            }
        }
    }

    static func describe(_ error: YamlError, file: String) -> InputError {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return InputError(
                file: file, line: mark.line, column: mark.column, message: "not valid YAML or JSON: \(problem)")
        case let .reader(problem, _, _, _):
            return InputError(file: file, line: nil, message: "cannot read: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            return InputError(
                file: file, line: context.mark.line, column: context.mark.column,
                message: "duplicate key \(duplicates.joined(separator: ", "))")
        default:
            return InputError(file: file, line: nil, message: "not valid YAML or JSON")
        }
    }

    package var line: Int? { value.line }
    package var column: Int? { value.column }

    /// An error at this node: "file:line:column: path: message".
    package func error(_ message: String) -> InputError {
        InputError(file: file, line: line, column: column, message: path.isEmpty ? message : "\(path): \(message)")
    }

    /// A node below this one; `suffix` is a key ("limits") or an index ("[2]").
    package func child(_ value: DocumentValue, _ suffix: String) -> DocumentNode {
        DocumentNode(
            value: value, file: file,
            path: path.isEmpty ? suffix : (suffix.hasPrefix("[") ? path + suffix : path + "." + suffix))
    }

    /// The fields of a mapping; a key outside `allowed` is an error naming the allowed ones.
    package func fields(allowed: [String]) throws(InputError) -> [String: DocumentNode] {
        guard isMapping else { throw error("expected a mapping of \(allowed.joined(separator: ", "))") }
        let allowedSet = Set(allowed)
        var result: [String: DocumentNode] = [:]
        for entry in try keyedEntries() {
            guard allowedSet.contains(entry.name) else {
                throw child(entry.key, entry.name).error(
                    "unknown key; allowed here: \(allowed.joined(separator: ", "))")
            }
            result[entry.name] = entry.node
        }
        return result
    }

    /// The entries of a mapping whose keys are free (colour names, axis tags, catalog keys), in
    /// document order.
    package func entries() throws(InputError) -> [(key: String, value: DocumentNode)] {
        try keyedEntries().map { ($0.name, $0.node) }
    }

    /// A mapping's entries with their keys' text; a key that is not text, or comes twice, is an error.
    private func keyedEntries() throws(InputError) -> [(name: String, key: DocumentValue, node: DocumentNode)] {
        guard let entries = value.entries else { throw error("expected a mapping") }
        var seen = Set<String>()
        var result: [(name: String, key: DocumentValue, node: DocumentNode)] = []
        result.reserveCapacity(entries.count)
        for entry in entries {
            guard let name = entry.key.text else { throw child(entry.key, "?").error("keys must be plain names") }
            guard seen.insert(name).inserted else { throw child(entry.key, name).error("the key appears twice") }
            result.append((name, entry.key, child(entry.value, name)))
        }
        return result
    }

    /// The items of a sequence (a single value counts as a list of one).
    package func items() throws(InputError) -> [DocumentNode] {
        switch value.content {
        case let .sequence(items): return items.enumerated().map { child($0.element, "[\($0.offset)]") }
        case .scalar, .mapping, .null: return [self]
        }
    }

    /// A scalar as text (numbers and booleans too).
    package func string() throws(InputError) -> String {
        guard let text = value.text else { throw error("expected a string, not \(describeValue)") }
        return text
    }

    /// A number (a plain scalar: 17, 0.5), of a magnitude of at most ``maximumInputNumber``.
    package func double() throws(InputError) -> Double {
        guard case let .scalar(text, plain: true) = value.content, let value = Double(text), value.isFinite else {
            throw error("expected a number, not \(describeValue)")
        }
        guard abs(value) <= maximumInputNumber else {
            throw error("expected a number up to \(Int(maximumInputNumber)), not \(describeValue)")
        }
        return value
    }

    /// A positive number.
    package func positive() throws(InputError) -> Double {
        let value = try double()
        guard value > 0 else { throw error("expected a positive number, not \(describeValue)") }
        return value
    }

    /// A whole number ≥ `minimum`.
    package func integer(minimum: Int = Int.min) throws(InputError) -> Int {
        guard let value = value.text.flatMap({ Int($0) }), value >= minimum else {
            throw error("expected a whole number\(minimum > Int.min ? " ≥ \(minimum)" : ""), not \(describeValue)")
        }
        return value
    }

    /// true or false.
    package func bool() throws(InputError) -> Bool {
        guard let text = value.text else { throw error("expected true or false") }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("expected true or false, not \(describeValue)")
        }
    }

    /// Whether this is a mapping.
    package var isMapping: Bool { value.entries != nil }

    /// A short description of the value for messages.
    var describeValue: String {
        switch value.content {
        case let .scalar(text, _): "\"\(text)\""
        case .null: "null"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }
}
