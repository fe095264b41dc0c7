import TypeFitBackend
import TypeFitSupport
import TypeFitText

/// iOS: UIKit and SwiftUI laying text out with CoreText. Sizes in points along Dynamic Type's
/// twelve content-size categories (in each checked size class), scaled by `UIFontMetrics`
/// (``ScaledTextStyle``) and clamped by `minimumPointSize`/`maximumPointSize`; line height by the
/// `apple` rule (hhea); fallback by CoreText's cascade list.
package struct IOSPlatform: TextPlatform {
    package init() {}

    package var id: PlatformID { .ios }
    package var displayName: String { "iOS" }
    package var axisName: String { "content-size categories" }
    package var unit: LengthUnit { .pt }
    package var defaultLineHeightModel: LineHeightModel { .apple }
    package var fallbackPlatform: FallbackPlatform { .ios }
    package var clampsPointSize: Bool { true }
    package var requiredStyleKeys: [(key: String, why: String)] { [("scalesWith", "a text style's curve, or fixed")] }
    package var diffPrefix: String { "" }
    package var scalingModelKey: String { "iosScaling" }
    package var scalingModelCaption: String { "iOS" }
    package func scalingModel(_ guide: StyleGuide) -> String {
        guide.scaling == .size
            ? "size: base × S(style, category) / S(style, large), the HIG point-size ratio (an approximation of UIFontMetrics)"
            : "leading: base × L(style, category) / L(style, large), the HIG leading ratio (an approximation of UIFontMetrics)"
    }
    package var hasLadder: Bool { true }
    package var fontConcerns: Set<FontFinding.Concern> { [.everywhere, .lineGap] }

    /// Each size class × category: the style's size on its curve under the guide's scaling
    /// model, its line height fixed (a style's `lineHeight`) or the font's own.
    package func sizes(for style: GuideStyle, guide: StyleGuide) -> [CheckPlan.Size] {
        let model = guide.lineHeightModel ?? defaultLineHeightModel
        let scaled = ScaledTextStyle(
            scaler: FontMetricsScaler(curve: style.scalesWith, model: guide.scaling), baseSize: style.size,
            regularBaseSize: style.regularSize, minimumPointSize: style.minimumPointSize,
            maximumPointSize: style.maximumPointSize, lineHeight: style.lineHeight ?? .font(model))
        var sizes: [CheckPlan.Size] = []
        for sizeClass in guide.sizeClasses {
            for category in guide.categories {
                let fixed: Double? =
                    if case .font = scaled.lineHeight { nil } else {
                        scaled.lineHeight(at: category, sizeClass: sizeClass)
                    }
                var size = size(
                    .ios(category), pointSize: scaled.pointSize(at: category, sizeClass: sizeClass), lineHeight: fixed,
                    style: style, model: model)
                size.sizeClass = guide.sizeClasses.count > 1 ? sizeClass : nil
                sizes.append(size)
            }
        }
        return sizes
    }

    package func name(of step: SizeStep) -> String { Self.category(step).rawValue }

    package func step(named name: String) -> SizeStep? {
        ContentSizeCategory(rawValue: name).map(Self.step)
    }

    package func columnLabel(of step: SizeStep) -> String { Self.category(step).shortLabel }

    /// "AX5" for an accessibility size, the category's name for the others.
    package func shortName(of step: SizeStep) -> String {
        let category = Self.category(step)
        return category.isAccessibilityCategory ? category.shortLabel : category.rawValue
    }

    /// "AX5 53.0 pt".
    package func sizeLabel(_ category: SizeCategory, pointSize: Double) -> String {
        "\(category.shortName) \(formatted(pointSize, decimals: 1)) pt"
    }

    /// The style along its curve (scaled by the request's model, clamped), or a layout value
    /// along it; a fixed style needs its size given.
    package func ladder(_ request: LadderRequest) throws -> (ladder: any SizeLadder, caption: String)? {
        let scaler = FontMetricsScaler(
            curve: request.curve, model: request.scaling, categoryRange: request.categoryRange)
        let base: (compact: Double, regular: Double?)
        if let size = request.size {
            base = size
        } else if case let .textStyle(style) = request.curve {
            base = (DynamicTypeTable.pointSize(style, .large), nil)
        } else {
            throw LadderError("--style fixed needs --size.")
        }
        let lineHeight =
            request.lineHeight ?? (request.fontPath != nil ? .font(request.lineHeightModel) : .textStyleLeading)
        let style = ScaledTextStyle(
            scaler: scaler, baseSize: base.compact, regularBaseSize: base.regular,
            minimumPointSize: request.minimumPointSize, maximumPointSize: request.maximumPointSize,
            lineHeight: lineHeight)
        let caption = style.caption(sizeClass: request.sizeClass)
        if let value = request.value {
            return (
                IOSValueLadder(value, scaler: style.scaler), "scaledValue(\(compactNumber(value))) along " + caption
            )
        }
        return (IOSLadder(style, sizeClass: request.sizeClass, font: try request.fontMetrics()), caption)
    }

    static func step(_ category: ContentSizeCategory) -> SizeStep { SizeStep(value: Double(category.index)) }

    static func category(_ step: SizeStep) -> ContentSizeCategory {
        let all = ContentSizeCategory.allCases
        return all[min(max(Int(step.value), 0), all.count - 1)]
    }
}

extension SizeCategory {
    /// An iOS content-size category.
    package static func ios(_ category: ContentSizeCategory) -> SizeCategory {
        SizeCategory(.ios, IOSPlatform.step(category))
    }

    /// The iOS category, if this is one (not under text spacing).
    package var contentSizeCategory: ContentSizeCategory? {
        platform == .ios && !textSpacing ? IOSPlatform.category(step) : nil
    }
}

extension ContentSizeCategory {
    /// A short column label: xS, S, M, L, xL, xxL, xxxL, AX1 … AX5.
    package var shortLabel: String {
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][index]
    }
}
