import Foundation

/// An sRGB colour with alpha, components 0–1, from `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
package struct RGBAColor: Hashable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional).
    package init?(hex text: String) {
        var digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let bytes = digits.count == 8 ? value : value << 8 | 0xFF
        red = Double(bytes >> 24 & 0xFF) / 255
        green = Double(bytes >> 16 & 0xFF) / 255
        blue = Double(bytes >> 8 & 0xFF) / 255
        alpha = Double(bytes & 0xFF) / 255
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    package var hex: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// This colour drawn over an opaque `background` (source-over in sRGB, as browsers and
    /// UIKit blend): an opaque colour.
    package func composited(over background: RGBAColor) -> RGBAColor {
        RGBAColor(
            red: red * alpha + background.red * (1 - alpha),
            green: green * alpha + background.green * (1 - alpha),
            blue: blue * alpha + background.blue * (1 - alpha))
    }

    /// WCAG 2.2 relative luminance (sRGB linearised with the 0.04045 threshold).
    package var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2.2 contrast ratio of two opaque colours, (L1 + 0.05) / (L2 + 0.05), unrounded.
    package static func contrastRatio(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        let (x, y) = (a.relativeLuminance, b.relativeLuminance)
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}

/// A colour of the guide's palette.
package struct NamedColor: Hashable, Sendable {
    package var name: String
    package var color: RGBAColor

    package init(name: String, color: RGBAColor) {
        self.name = name
        self.color = color
    }
}

/// A colour of a guide: a palette name, or a hex literal (then `name` is nil).
package struct ColorReference: Hashable, Sendable {
    package var name: String?
    package var color: RGBAColor

    package init(name: String?, color: RGBAColor) {
        self.name = name
        self.color = color
    }

    /// The palette name, else the hex value.
    package var label: String { name ?? color.hex }
}

/// A style's text and background colours in one theme.
package struct ColorPair: Hashable, Sendable {
    package var foreground: ColorReference
    package var background: ColorReference

    package init(foreground: ColorReference, background: ColorReference) {
        self.foreground = foreground
        self.background = background
    }
}

/// A theme (light, dark, …): the opaque canvas a translucent background is composited over.
package struct GuideTheme: Hashable, Sendable {
    package var name: String
    package var canvas: RGBAColor

    package init(name: String, canvas: RGBAColor) {
        self.name = name
        self.canvas = canvas
    }
}

/// WCAG 2.2 conformance level for text contrast.
package enum ContrastLevel: String, Hashable, Sendable, CaseIterable, Codable {
    /// 4.5:1, large text 3:1 (success criterion 1.4.3).
    case AA
    /// 7:1, large text 4.5:1 (success criterion 1.4.6).
    case AAA

    /// The minimum ratio for normal or large text.
    package func minimumRatio(largeText: Bool) -> Double {
        switch self {
        case .AA: largeText ? 3 : 4.5
        case .AAA: largeText ? 4.5 : 7
        }
    }

    /// WCAG's large text: at least 18 pt, or 14 pt when bold (weight 700 or more); iOS points
    /// are read as CSS px, a common reading rather than a W3C statement.
    package static func isLargeText(pointSize: Double, weight: Int) -> Bool {
        pointSize >= 18 || (pointSize >= 14 && weight >= 700)
    }

    /// ``isLargeText(pointSize:weight:)`` for a size in CSS px: WCAG's 18 pt and 14 pt are CSS
    /// points, 4/3 px each (24 px, 18.67 px).
    package static func isLargeText(cssPixels: Double, weight: Int) -> Bool {
        isLargeText(pointSize: cssPixels * 3 / 4, weight: weight)
    }
}
