import ArgumentParser
import TypeFitText

/// The usage errors for names the Kit does not know, listing the valid ones.
enum NameErrors {
    static func unknownStyle(_ name: String, allowFixed: Bool) -> ValidationError {
        let names = DynamicTypeStyle.allCases.map(\.rawValue) + (allowFixed ? ["fixed"] : [])
        return ValidationError("unknown style '\(name)'; valid: \(names.joined(separator: ", ")).")
    }

    static func unknownCategory(_ name: String) -> ValidationError {
        ValidationError(
            "unknown category '\(name)'; valid: \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")) (or UIKit names, AX1…AX5)."
        )
    }
}

/// Options renamed so each concept has one name everywhere (the glossary in
/// docs/architecture.md): the old name is still read, with a note saying the new one.
enum Deprecation {
    static func note(_ old: String, _ new: String) {
        Output.printError("note: \(old) is now \(new) (\(old) is still read, and will go in a later release)")
    }
}
