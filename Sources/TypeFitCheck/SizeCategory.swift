import TypeFitSupport
import TypeFitText

/// Where a measurement sits on its platform's text-size axis: an iOS content-size category, an
/// Android font scale, a web text size ("150%") or a Flutter text scale ("android:1.3"); `every` for what a style gets at every size (a script no font covers, a
/// layout row with no text). Reports name it as before: "accessibility5", "1.3", "-".
package enum SizeCategory: Hashable, Sendable, Comparable, CustomStringConvertible {
    case ios(ContentSizeCategory)
    case android(scale: Double)
    /// A web text size, in percent of the browser's default.
    case web(textSize: Double)
    /// A Flutter `TextScaler` setting ("android:1.3", "ios:accessibility5").
    case flutter(FlutterTextScale)
    /// A category measured again under WCAG 1.4.12's text spacing ("150% +1.4.12").
    indirect case textSpacing(SizeCategory)
    case every

    /// The suffix of a category under text spacing.
    static let textSpacingSuffix = " +1.4.12"

    /// The name in reports and terminal output.
    package var description: String {
        switch self {
        case let .ios(category): category.rawValue
        case let .android(scale): compactNumber(scale)
        case let .web(textSize): compactNumber(textSize) + "%"
        case let .flutter(scale): scale.description
        case let .textSpacing(base): base.description + Self.textSpacingSuffix
        case .every: "-"
        }
    }

    /// Reads a report's name back on `platform`; nil when it names no category there.
    package init?(_ name: String, platform: StyleGuide.Platform) {
        if name == "-" {
            self = .every
            return
        }
        if name.hasSuffix(Self.textSpacingSuffix) {
            guard let base = SizeCategory(String(name.dropLast(Self.textSpacingSuffix.count)), platform: platform),
                base != .every
            else { return nil }
            self = .textSpacing(base)
            return
        }
        switch platform {
        case .ios:
            guard let category = ContentSizeCategory(rawValue: name) else { return nil }
            self = .ios(category)
        case .android:
            guard let scale = Double(name), scale > 0, scale.isFinite else { return nil }
            self = .android(scale: scale)
        case .web:
            guard name.hasSuffix("%"), let percent = Double(name.dropLast()), percent > 0, percent.isFinite else {
                return nil
            }
            self = .web(textSize: percent)
        case .flutter:
            guard let scale = FlutterTextScale(name) else { return nil }
            self = .flutter(scale)
        }
    }

    /// The category without text spacing.
    package var base: SizeCategory {
        if case let .textSpacing(base) = self { base } else { self }
    }

    /// The iOS category, if this is one.
    package var contentSizeCategory: ContentSizeCategory? {
        if case let .ios(category) = self { category } else { nil }
    }

    /// `every` first, then iOS categories from xSmall up, then Android scales from the smallest.
    package static func < (lhs: SizeCategory, rhs: SizeCategory) -> Bool {
        switch (lhs, rhs) {
        case let (.ios(a), .ios(b)): a < b
        case let (.android(a), .android(b)): a < b
        case let (.web(a), .web(b)): a < b
        case let (.flutter(a), .flutter(b)): a < b
        case let (.textSpacing(a), .textSpacing(b)): a < b
        default: lhs.rank < rhs.rank
        }
    }

    private var rank: Int {
        switch self {
        case .every: 0
        case .ios: 1
        case .android: 2
        case .web: 3
        case .flutter: 4
        case .textSpacing: 5
        }
    }
}
