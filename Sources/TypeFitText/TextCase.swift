import Foundation

/// How a style draws its text's letters, applied with the string's locale before shaping:
/// SwiftUI's `.textCase(.uppercase)`, Android's `textAllCaps`, CSS `text-transform`.
package enum TextCase: String, Hashable, Sendable, CaseIterable {
    /// Upper case by the locale's rules: German ß → SS, Turkish i → İ, Greek accents dropped.
    case uppercase
    case lowercase
    /// The first letter of each word in upper case, the rest as written (CSS `capitalize`).
    case capitalized

    /// `text` in this case, by the rules of `locale` (a BCP 47 tag).
    package func apply(_ text: String, locale: String) -> String {
        let rules = Locale(identifier: locale)
        switch self {
        case .uppercase: return text.uppercased(with: rules)
        case .lowercase: return text.lowercased(with: rules)
        case .capitalized:
            var result = ""
            var atWordStart = true
            for character in text {
                if atWordStart, character.isLetter {
                    result += String(character).uppercased(with: rules)
                } else {
                    result.append(character)
                }
                atWordStart = !(character.isLetter || character.isNumber || character == "'" || character == "’")
            }
            return result
        }
    }
}
