/// Which published table stands in for UIKit's unpublished `UIFontMetrics` curve.
///
/// Both are approximations of UIKit; Apple documents no formula (dynamic-type.md §2):
/// - `size` (default): base × S(style, category) / S(style, large), the ratio of the HIG point
///   sizes. It is what the widely copied FontMetrics polyfill and StyledTextKit compute, and it
///   reproduces Apple's own table for a base equal to the style's Large size.
/// - `leading`: base × L(style, category) / L(style, large), the ratio of the HIG leadings. It
///   matches one report of real UIKit (17 pt body → 48 pt at AX5 on iOS 11) but not another
///   (16.33 at Medium on iOS 17).
package enum ScalingModel: String, CaseIterable, Hashable, Sendable, Codable {
    case size
    case leading
}

/// The curve a font scales along: one text style's (`UIFontMetrics(forTextStyle:)`), or none
/// (`fixed`: navigation bars, tab bars and segmented controls keep their size).
package enum ScalingCurve: Hashable, Sendable {
    case textStyle(DynamicTypeStyle)
    case fixed

    /// Parses a text-style name (see ``DynamicTypeStyle/init(parsing:)``) or `fixed`.
    package init?(parsing text: String) {
        if normalizedName(text) == "fixed" {
            self = .fixed
        } else if let style = DynamicTypeStyle(parsing: text) {
            self = .textStyle(style)
        } else {
            return nil
        }
    }

    package var name: String {
        switch self {
        case let .textStyle(style): style.rawValue
        case .fixed: "fixed"
        }
    }
}

/// An approximation of `UIFontMetrics`: scales sizes and layout values given at the Large
/// category to any other, along a curve, with UIKit's clamps.
package struct FontMetricsScaler: Hashable, Sendable {
    package var curve: ScalingCurve
    package var model: ScalingModel
    /// Categories outside this range are treated as its nearest end, like iOS 15's
    /// `minimumContentSizeCategory` / `maximumContentSizeCategory`.
    package var categoryRange: ClosedRange<ContentSizeCategory>

    package init(
        curve: ScalingCurve, model: ScalingModel = .size,
        categoryRange: ClosedRange<ContentSizeCategory> = .xSmall ... .accessibility5
    ) {
        self.curve = curve
        self.model = model
        self.categoryRange = categoryRange
    }

    /// The category that applies after the range clamp.
    package func effectiveCategory(_ category: ContentSizeCategory) -> ContentSizeCategory {
        min(max(category, categoryRange.lowerBound), categoryRange.upperBound)
    }

    /// The factor from Large to `category` (1 for `fixed`).
    package func factor(at category: ContentSizeCategory) -> Double {
        let (numerator, denominator) = ratio(at: category)
        return numerator / denominator
    }

    /// The table values whose quotient is the factor: S(c) and S(large), or L(c) and L(large).
    private func ratio(at category: ContentSizeCategory) -> (Double, Double) {
        guard case let .textStyle(style) = curve else { return (1, 1) }
        let effective = effectiveCategory(category)
        switch model {
        case .size: return (DynamicTypeTable.pointSize(style, effective), DynamicTypeTable.pointSize(style, .large))
        case .leading: return (DynamicTypeTable.leading(style, effective), DynamicTypeTable.leading(style, .large))
        }
    }

    /// `scaledValue(for:)`: a layout value given at Large (a row height, a padding), scaled to
    /// `category`. No clamps, as in UIKit. Multiplies before dividing, so a base equal to a
    /// table value gives the table's whole numbers exactly.
    package func scaledValue(_ value: Double, at category: ContentSizeCategory) -> Double {
        let (numerator, denominator) = ratio(at: category)
        return value * numerator / denominator
    }

    /// `scaledFont(for:maximumPointSize:)`: a point size given at Large, scaled to `category`, then
    /// clamped to `maximum` and (typefit's addition; UIKit has no minimum) raised to `minimum`.
    package func scaledPointSize(
        _ base: Double, at category: ContentSizeCategory, minimum: Double? = nil, maximum: Double? = nil
    ) -> Double {
        var size = scaledValue(base, at: category)
        if let maximum { size = min(size, maximum) }
        if let minimum { size = max(size, minimum) }
        return size
    }
}
