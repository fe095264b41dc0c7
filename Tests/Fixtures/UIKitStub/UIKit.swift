// A stub of the UIKit declarations typefit's generated text styles use, with the signatures of
// Apple's SDK (UIFont, UIFont.TextStyle, UIFontMetrics, UITraitCollection, UIColor), so the
// tests can type-check generated Swift on Linux, where UIKit does not exist. No behaviour:
// every body is a placeholder. Written for typefit's tests; not Apple's code.
@_exported import Foundation

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

// The SDK's UIFont and UIColor are immutable and Sendable; the stubs hold no state.
public final class UIFont: NSObject, @unchecked Sendable {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    public let pointSize: CGFloat

    public init?(name fontName: String, size fontSize: CGFloat) { pointSize = fontSize }
    private init(size: CGFloat) { pointSize = size }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
}

public final class UIFontMetrics: NSObject, @unchecked Sendable {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont { font }
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> CGFloat { value }
}

public final class UITraitCollection: NSObject, @unchecked Sendable {
    public class var current: UITraitCollection { UITraitCollection() }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { .compact }
}

public final class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
}
