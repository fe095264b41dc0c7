import Foundation

/// A mixed-style string (an attributed string) read from JSON:
///
/// ```json
/// {"spans": [
///   {"text": "Total ", "family": "Inter", "weight": "regular", "style": "body"},
///   {"text": "42,00 €", "weight": 700, "size": 22, "letterSpacing": 0.2}
/// ]}
/// ```
///
/// Each span may set `text` (required), `font` (a file) or `family`/`weight`/`italic`, `faceIndex`,
/// `size` (points) or `style` (a text style, scaled to the measured category), `letterSpacing`,
/// `features` and `variation`; unset fields take the command's own options.
public struct SpanFile: Decodable, Sendable {
    public struct Span: Decodable, Sendable {
        public var text: String
        public var font: String?
        public var faceIndex: Int?
        public var family: String?
        public var weight: FlexibleWeight?
        public var italic: Bool?
        public var size: Double?
        public var style: String?
        public var letterSpacing: Double?
        public var features: [String]?
        public var variation: [String: Double]?
    }

    /// A weight written as a number (600) or a name ("semibold").
    public struct FlexibleWeight: Decodable, Sendable {
        public var weight: FontWeight

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self), let weight = FontWeight(parsing: String(number)) {
                self.weight = weight
            } else if let name = try? container.decode(String.self), let weight = FontWeight(parsing: name) {
                self.weight = weight
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a weight: 1–1000 or a name such as semibold")
            }
        }
    }

    public var spans: [Span]

    /// Reads and decodes `path`; errors name the file and the field.
    public static func read(_ path: String) throws(InputError) -> SpanFile {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw InputError(file: path, line: nil, message: "cannot read the file")
        }
        do {
            let file = try JSONDecoder().decode(SpanFile.self, from: data)
            guard !file.spans.isEmpty else { throw InputError(file: path, line: nil, message: "spans: the list is empty") }
            return file
        } catch let error as InputError {
            throw error
        } catch let error as DecodingError {
            throw InputError(file: path, decoding: error)
        } catch {
            throw InputError(file: path, line: nil, message: "not valid JSON")
        }
    }
}

/// Bad input in a file: names the file, the line when known, and the problem.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// Describes a JSON decoding error by its coding path ("spans[1].size: expected a number").
    init(file: String, decoding error: DecodingError) {
        func path(_ keys: [CodingKey]) -> String {
            keys.reduce("") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                return text.isEmpty ? key.stringValue : text + "." + key.stringValue
            }
        }
        let message: String
        switch error {
        case let .typeMismatch(type, context):
            message = "\(path(context.codingPath)): expected \(type == String.self ? "a string" : type == Double.self || type == Int.self ? "a number" : type == Bool.self ? "true or false" : "\(type)")"
        case let .valueNotFound(_, context):
            message = "\(path(context.codingPath)): a value is required"
        case let .keyNotFound(key, context):
            message = "\(path(context.codingPath + [key])): this field is required"
        case let .dataCorrupted(context):
            let underlying = (context.underlyingError as NSError?)?.userInfo["NSDebugDescription"] as? String
            message = context.codingPath.isEmpty
                ? "not valid JSON" + (underlying.map { " (\($0))" } ?? "")
                : "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            message = "not valid JSON"
        }
        self.init(file: file, line: nil, message: message)
    }

    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(message)"
    }
}
