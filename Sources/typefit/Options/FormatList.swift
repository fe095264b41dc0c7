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
        let lowered = key.lowercased()
        guard let format = Format(rawValue: lowered == "md" ? "markdown" : lowered) else {
            throw ValidationError("--format takes \(valid), not '\(key)'.")
        }
        return format
    }
}

/// An option's named values, read without regard to case (`--fail-on Warning`, `--platform iOS`),
/// as a shell user types them; help and errors list them as written.
package protocol CaseInsensitiveArgument: ExpressibleByArgument, RawRepresentable, CaseIterable
where RawValue == String {}

extension CaseInsensitiveArgument {
    // `package`: the option types from the libraries (ScalingModel, SizeClass) are package types.
    package init?(argument: String) {
        guard
            let value = Self(rawValue: argument)
                ?? Self.allCases.first(where: {
                    $0.rawValue.lowercased() == argument.lowercased()
                })
        else { return nil }
        self = value
    }
}
