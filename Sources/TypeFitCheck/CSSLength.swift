import Foundation
import TypeFitSupport

/// A CSS font size: px do not follow the reader's text-size setting; rem and em do (a label's em
/// is relative to its parent, here the root: 16 px at 100 %).
package struct CSSLength: Hashable, Sendable, CustomStringConvertible {
    package enum Unit: String, Hashable, Sendable, CaseIterable {
        case px, rem, em
    }

    package var value: Double
    package var unit: Unit

    package init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// "16px", "1.125rem", "1.5em"; nil for anything else.
    package init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let unit = Unit.allCases.first(where: { trimmed.hasSuffix($0.rawValue) }),
            let value = inputNumber(trimmed.dropLast(unit.rawValue.count)), value > 0, value.isFinite
        else { return nil }
        self.init(value: value, unit: unit)
    }

    /// The browser's default root font size at 100 % text size.
    package static let defaultRootSize = 16.0

    /// The size in CSS px when the reader's text size is `percent` % (of the 16 px default).
    package func pixels(atTextSize percent: Double) -> Double {
        switch unit {
        case .px: value
        case .rem, .em: value * Self.defaultRootSize * percent / 100
        }
    }

    /// Whether the size follows the reader's text size.
    package var scalesWithTextSize: Bool { unit != .px }

    package var description: String { compactNumber(value) + unit.rawValue }
}
