import ArgumentParser
import Foundation

/// A comma-separated `--format` value as formats ("md" stands for markdown); an unknown name is
/// a usage error listing the valid ones.
func parseFormats<Format: RawRepresentable & CaseIterable>(_ text: String) throws -> [Format]
where Format.RawValue == String {
    let names = Format.allCases.map(\.rawValue)
    let valid = names.dropLast().joined(separator: ", ") + (names.count > 1 ? " and " : "") + (names.last ?? "")
    return try text.split(separator: ",").map { name in
        let key = name.trimmingCharacters(in: .whitespaces)
        guard let format = Format(rawValue: key == "md" ? "markdown" : key) else {
            throw ValidationError("--format takes \(valid), not '\(key)'.")
        }
        return format
    }
}
