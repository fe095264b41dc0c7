import Foundation

/// The JSON encoding every typefit report uses: sorted keys (stable diffs), pretty printed,
/// slashes unescaped, and absent values written as `null` rather than left out.
package enum JSONOutput {
    package static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        // Foundation pretty-prints an empty array or object over three lines; keep it on one.
        return String(decoding: data, as: UTF8.self)
            .replacing(/\[\n\s*\n\s*\]/, with: "[]")
            .replacing(/\{\n\s*\n\s*\}/, with: "{}")
    }
}
