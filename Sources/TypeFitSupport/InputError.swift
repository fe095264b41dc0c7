import Foundation

/// Bad input in a file: names the file, the line when known, and the problem.
package struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var line: Int?
    package var column: Int?
    package var message: String

    package init(file: String, line: Int?, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// Describes a JSON decoding error by its coding path ("spans[1].size: expected a number").
    package init(file: String, decoding error: DecodingError) {
        func path(_ keys: [CodingKey]) -> String {
            keys.reduce("") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                return text.isEmpty ? key.stringValue : text + "." + key.stringValue
            }
        }
        let message: String
        switch error {
        case let .typeMismatch(type, context):
            message =
                "\(path(context.codingPath)): expected \(type == String.self ? "a string" : type == Double.self || type == Int.self ? "a number" : type == Bool.self ? "true or false" : "\(type)")"
        case let .valueNotFound(_, context):
            message = "\(path(context.codingPath)): a value is required"
        case let .keyNotFound(key, context):
            message = "\(path(context.codingPath + [key])): this field is required"
        case let .dataCorrupted(context):
            let underlying = (context.underlyingError as NSError?)?.userInfo["NSDebugDescription"] as? String
            message =
                context.codingPath.isEmpty
                ? "not valid JSON" + (underlying.map { " (\($0))" } ?? "")
                : "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            message = "not valid JSON"
        }
        self.init(file: file, line: nil, message: message)
    }

    /// "guide.yml:12:5: styles[2].size: expected a number".
    package var description: String {
        "\(file)\(line.map { ":\($0)" } ?? "")\(line != nil ? column.map { ":\($0)" } ?? "" : ""): \(message)"
    }
}
