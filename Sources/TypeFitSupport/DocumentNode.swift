import Foundation
import Yams

/// A node of a YAML or JSON document with its place in the file and its field path, so every
/// validation error names file, line, column and field.
package struct DocumentNode {
    package let node: Node
    package let file: String
    /// "styles[2].limits.maxWidth".
    package let path: String

    package init(node: Node, file: String, path: String) {
        self.node = node
        self.file = file
        self.path = path
    }

    /// Parses `text` (YAML 1.1; JSON is read the same way, after a strict JSON check when the
    /// file is .json or .xcstrings). Syntax errors carry line and column.
    package static func parse(_ text: String, file: String) throws(InputError) -> DocumentNode {
        try checkNesting(text, file: file)
        var text = text
        if file.hasSuffix(".json") || file.hasSuffix(".xcstrings") || file.hasSuffix(".arb") {
            try checkStrictJSON(text, file: file)
            text = yamlSurrogates(text)
        }
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw InputError(file: file, line: 1, column: 1, message: "the document is empty")
            }
            return DocumentNode(node: node, file: file, path: "")
        } catch let error as InputError {
            throw error
        } catch let error as YamlError {
            throw Self.describe(error, file: file)
        } catch {
            throw InputError(file: file, line: nil, message: "cannot parse: \(error)")
        }
    }

    /// JSON writes a character outside the BMP as a surrogate pair of `\\u` escapes
    /// ("\\uD83E\\uDDD8"), which YAML refuses; YAML's `\\U0001F9D8` says the same. An unpaired
    /// surrogate becomes U+FFFD, as a UTF-16 decoder shows it.
    static func yamlSurrogates(_ text: String) -> String {
        guard text.contains("\\uD") || text.contains("\\ud") else { return text }
        let units = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        func hex(at index: Int) -> UInt32? {
            guard index + 6 <= units.count, units[index] == 0x5C, units[index + 1] == 0x75 else { return nil }
            return UInt32(String(decoding: units[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16)
        }
        var index = 0
        while index < units.count {
            guard units[index] == 0x5C, index + 1 < units.count else {
                output.append(units[index])
                index += 1
                continue
            }
            if let high = hex(at: index), (0xD800...0xDFFF).contains(high) {
                if high < 0xDC00, let low = hex(at: index + 6), (0xDC00...0xDFFF).contains(low) {
                    let scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                    output += Array(String(format: "\\U%08X", scalar).utf8)
                    index += 12
                } else {
                    output += Array("\\uFFFD".utf8)
                    index += 6
                }
                continue
            }
            output += [units[index], units[index + 1]]  // any other escape, "\\\\" included, as it is
            index += 2
        }
        return String(decoding: output, as: UTF8.self)
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

    /// JSON that YAML would accept but JSON does not (`"c": }`, trailing commas): an error with
    /// the line and column Foundation's parser reports.
    static func checkStrictJSON(_ text: String, file: String) throws(InputError) {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
            var line: Int?, column: Int?
            if let match = detail.firstMatch(of: /line (\d+), column (\d+)/) {
                line = Int(match.1)
                column = Int(match.2)
            } else if let match = detail.firstMatch(of: /character (\d+)/), let offset = Int(match.1) {
                // Foundation counts bytes from 0; turn that into a line and column.
                let before = Array(text.utf8.prefix(offset))
                let lastBreak = before.lastIndex(of: 0x0A)
                line = before.filter { $0 == 0x0A }.count + 1
                column = offset - (lastBreak.map { $0 + 1 } ?? 0) + 1
            }
            throw InputError(file: file, line: line, column: column, message: "not valid JSON: \(detail)")
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

    package var line: Int? { node.mark?.line }
    package var column: Int? { node.mark?.column }

    /// An error at this node: "file:line:column: path: message".
    package func error(_ message: String) -> InputError {
        InputError(file: file, line: line, column: column, message: path.isEmpty ? message : "\(path): \(message)")
    }

    private func child(_ node: Node, _ suffix: String) -> DocumentNode {
        DocumentNode(
            node: node, file: file,
            path: path.isEmpty ? suffix : (suffix.hasPrefix("[") ? path + suffix : path + "." + suffix))
    }

    /// The fields of a mapping; a key outside `allowed` is an error naming the allowed ones.
    package func fields(allowed: [String]) throws(InputError) -> [String: DocumentNode] {
        guard case let .mapping(mapping) = node else {
            throw error("expected a mapping of \(allowed.joined(separator: ", "))")
        }
        var result: [String: DocumentNode] = [:]
        for (key, value) in mapping {
            guard case let .scalar(scalar) = key else { throw child(key, "?").error("keys must be plain names") }
            let name = scalar.string
            guard allowed.contains(name) else {
                throw DocumentNode(node: key, file: file, path: path.isEmpty ? name : path + "." + name)
                    .error("unknown key; allowed here: \(allowed.joined(separator: ", "))")
            }
            guard result[name] == nil else { throw child(key, name).error("the key appears twice") }
            result[name] = child(value, name)
        }
        return result
    }

    /// The entries of a mapping whose keys are free (colour names, axis tags), in document order.
    package func entries() throws(InputError) -> [(key: String, value: DocumentNode)] {
        let names = node.mapping?.keys.compactMap(\.string) ?? []
        let fields = try fields(allowed: names)
        return names.compactMap { name in fields[name].map { (name, $0) } }
    }

    /// The items of a sequence (a single value counts as a list of one).
    package func items() throws(InputError) -> [DocumentNode] {
        switch node {
        case let .sequence(sequence): return sequence.enumerated().map { child($0.element, "[\($0.offset)]") }
        case .scalar, .mapping: return [self]
        case .alias: throw error("aliases are not supported")
        }
    }

    /// A scalar as text (numbers and booleans too).
    package func string() throws(InputError) -> String {
        guard case let .scalar(scalar) = node else { throw error("expected a string") }
        return scalar.string
    }

    /// A number (a plain scalar: 17, 0.5), of a magnitude of at most ``maximumInputNumber``.
    package func double() throws(InputError) -> Double {
        guard case let .scalar(scalar) = node, scalar.style == .plain || scalar.style == .any,
            let value = Double(scalar.string), value.isFinite
        else {
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
        guard case let .scalar(scalar) = node, let value = Int(scalar.string), value >= minimum else {
            throw error("expected a whole number\(minimum > Int.min ? " ≥ \(minimum)" : ""), not \(describeValue)")
        }
        return value
    }

    /// true or false.
    package func bool() throws(InputError) -> Bool {
        guard case let .scalar(scalar) = node else { throw error("expected true or false") }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("expected true or false, not \(describeValue)")
        }
    }

    /// Whether this is a mapping.
    package var isMapping: Bool { if case .mapping = node { true } else { false } }

    /// A short description of the value for messages.
    var describeValue: String {
        switch node {
        case let .scalar(scalar): "\"\(scalar.string)\""
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}
