import Foundation
import TypeFitSupport
import TypeFitBackend

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
package struct SpanFile: Decodable, Sendable {
    package struct Span: Decodable, Sendable {
        package var text: String
        package var font: String?
        package var faceIndex: Int?
        package var family: String?
        package var weight: FlexibleWeight?
        package var italic: Bool?
        package var size: Double?
        package var style: String?
        package var letterSpacing: Double?
        package var features: [String]?
        package var variation: [String: Double]?
    }

    /// A weight written as a number (600) or a name ("semibold").
    package struct FlexibleWeight: Decodable, Sendable {
        package var weight: FontWeight

        package init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self), let weight = FontWeight(parsing: String(number)) {
                self.weight = weight
            } else if let name = try? container.decode(String.self), let weight = FontWeight(parsing: name) {
                self.weight = weight
            } else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "expected a weight: 1–1000 or a name such as semibold")
            }
        }
    }

    package var spans: [Span]

    /// Reads and decodes `path`; errors name the file and the field.
    package static func read(_ path: String) throws(InputError) -> SpanFile {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw InputError(file: path, line: nil, message: "cannot read the file")
        }
        do {
            let file = try JSONDecoder().decode(SpanFile.self, from: data)
            guard !file.spans.isEmpty else {
                throw InputError(file: path, line: nil, message: "spans: the list is empty")
            }
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
