/// A font weight on the OpenType `usWeightClass` scale (1…1000; 100–900 in steps of 100 by name).
package struct FontWeight: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var value: Int

    package init(_ value: Int) {
        self.value = value
    }

    /// The names accepted on input, with their OpenType values (OpenType spec, usWeightClass).
    package static let names: [(name: String, value: Int)] = [
        ("thin", 100), ("hairline", 100),
        ("extralight", 200), ("ultralight", 200),
        ("light", 300),
        ("regular", 400), ("normal", 400),
        ("medium", 500),
        ("semibold", 600), ("demibold", 600),
        ("bold", 700),
        ("extrabold", 800), ("ultrabold", 800),
        ("black", 900), ("heavy", 900),
    ]

    /// Parses "600", "semibold", "Semi Bold" or "semi-bold". Returns nil for anything else,
    /// including numbers outside 1…1000.
    package init?(parsing text: String) {
        let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        if let number = Int(trimmed) {
            guard (1...1000).contains(number) else { return nil }
            self.value = number
            return
        }
        let key = trimmed.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        guard let match = Self.names.first(where: { $0.name == key }) else { return nil }
        self.value = match.value
    }

    /// The usual name of the nearest hundred ("SemiBold" for 600).
    package var name: String {
        let hundreds = min(9, max(1, Int((Double(value) / 100).rounded())))
        return ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"][
            hundreds - 1]
    }

    package var description: String { "\(value)" }

    package static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }
}
