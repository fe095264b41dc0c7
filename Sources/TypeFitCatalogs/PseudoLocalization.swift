import TypeFitSupport

/// Pseudo-localization of base-language strings, as Xcode's pseudolanguages and Android's
/// pseudo-locales do, to find layout problems before translations exist.
package enum PseudoLocalization: Hashable, Sendable, CustomStringConvertible {
    /// The text grown by a percentage with its own characters (Xcode's double-length
    /// pseudolanguage is `expand:100`: "Save" → "Save Save").
    case expand(Int)
    /// Letters replaced by accented forms and the text bracketed (Android's en-XA).
    case accented
    /// Every word forced right-to-left (Android's ar-XB).
    case bidi

    /// Parses `expand:30`, `expand:100`, `accented`, `bidi`.
    package init?(parsing text: String) {
        if text == "accented" {
            self = .accented
            return
        }
        if text == "bidi" {
            self = .bidi
            return
        }
        if text.hasPrefix("expand:"), let percent = Int(text.dropFirst(7)), (1...1000).contains(percent) {
            self = .expand(percent)
            return
        }
        return nil
    }

    package var description: String {
        switch self {
        case let .expand(percent): "expand:\(percent)"
        case .accented: "accented"
        case .bidi: "bidi"
        }
    }

    /// Whether `locale` names a pseudo-locale (which breaks, shapes and cases as the base locale).
    package static func isPseudo(_ locale: String) -> Bool {
        locale.hasSuffix("-XB") || locale.hasSuffix("-XA") || locale.containsBytes("-x-")
    }

    /// The pseudo-locale's name: "en-x-expand30", "en-XA", "ar-XB".
    package func locale(base: String) -> String {
        switch self {
        case let .expand(percent): "\(base)-x-expand\(percent)"
        case .accented: "\(base)-XA"
        case .bidi: "ar-XB"
        }
    }

    package func apply(_ text: String) -> String {
        switch self {
        case let .expand(percent):
            let characters = Array(text)
            guard !characters.isEmpty else { return text }
            let extra = (characters.count * percent + 99) / 100
            let padding = String((0..<extra).map { characters[$0 % characters.count] })
            return text + " " + padding.trimmingCharacters(in: .whitespaces)
        case .accented:
            return "[" + String(text.map { Self.accents[$0] ?? $0 }) + "]"
        case .bidi:
            return text.split(separator: " ", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "\u{200F}\u{202E}\($0)\u{202C}\u{200F}" }
                .joined(separator: " ")
        }
    }

    /// Android en-XA's accent table.
    static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let accented = Array("àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()
}
