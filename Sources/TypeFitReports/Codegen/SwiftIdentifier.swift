import TypeFitSupport

/// Swift identifiers from guide names: "Large Title" → `largeTitle`, "Tab bar" → `tabBar`,
/// "2-up" → `_2Up`; keywords in backticks.
enum SwiftIdentifier {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let",
        "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break",
        "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "switch",
        "where", "while", "as", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true",
        "try", "any", "some",
    ]

    /// lowerCamelCase of the name's letters and digits.
    static func make(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        var identifier = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if identifier.isEmpty { identifier = "style" }
        if let first = identifier.first, first.isNumber { identifier = "_" + identifier }
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String {
        "\""
            + escaping(text) { scalar in
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                case "\n": "\\n"
                case "\t": "\\t"
                default: scalar.value < 0x20 ? "\\u{\(String(scalar.value, radix: 16))}" : nil
                }
            } + "\""
    }
}
