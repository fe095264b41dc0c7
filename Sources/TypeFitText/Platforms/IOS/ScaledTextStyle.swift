import TypeFitBackend

/// Horizontal size class: iPhone portrait is compact; iPad full screen is regular.
package enum SizeClass: String, CaseIterable, Hashable, Sendable, Codable {
    case compact
    case regular
}

/// How the height of one line is decided at a scaled size.
package enum LineHeightSpec: Hashable, Sendable {
    /// The HIG's leading-to-size ratio of the curve's text style at the category (body's at
    /// Large for `fixed`), times the scaled point size: a base equal to the style's Large size
    /// gives exactly the HIG leading column.
    case textStyleLeading
    /// The font's own line height under an engine's rule, scaled by size / unitsPerEm.
    case font(LineHeightModel)
    /// A multiple of the scaled point size.
    case multiplier(Double)
    /// Points at Large, scaled by the same factor as the point size (clamps included), so a
    /// clamped font does not keep growing its lines.
    case points(Double)
}

/// A text style of an app's guide: a base size at Large (one per size class if they differ),
/// a curve, clamps and a line-height rule. Gives the point size and line height at any category.
package struct ScaledTextStyle: Hashable, Sendable {
    package var scaler: FontMetricsScaler
    /// Point size at Large for compact width.
    package var baseSize: Double
    /// Point size at Large for regular width, when it differs.
    package var regularBaseSize: Double?
    package var minimumPointSize: Double?
    package var maximumPointSize: Double?
    package var lineHeight: LineHeightSpec

    package init(
        scaler: FontMetricsScaler, baseSize: Double, regularBaseSize: Double? = nil,
        minimumPointSize: Double? = nil, maximumPointSize: Double? = nil,
        lineHeight: LineHeightSpec = .textStyleLeading
    ) {
        self.scaler = scaler
        self.baseSize = baseSize
        self.regularBaseSize = regularBaseSize
        self.minimumPointSize = minimumPointSize
        self.maximumPointSize = maximumPointSize
        self.lineHeight = lineHeight
    }

    /// The base size for a size class.
    package func baseSize(for sizeClass: SizeClass) -> Double {
        sizeClass == .regular ? (regularBaseSize ?? baseSize) : baseSize
    }

    /// The point size at `category`.
    package func pointSize(at category: ContentSizeCategory, sizeClass: SizeClass = .compact) -> Double {
        scaler.scaledPointSize(
            baseSize(for: sizeClass), at: category, minimum: minimumPointSize, maximum: maximumPointSize)
    }

    /// The line height at `category`, in points. Needs `font` for ``LineHeightSpec/font(_:)``;
    /// returns nil when it is missing.
    package func lineHeight(at category: ContentSizeCategory, sizeClass: SizeClass = .compact, font: FaceMetrics? = nil)
        -> Double?
    {
        let size = pointSize(at: category, sizeClass: sizeClass)
        switch lineHeight {
        case .textStyleLeading:
            let (style, effective): (DynamicTypeStyle, ContentSizeCategory) =
                switch scaler.curve {
                case let .textStyle(style): (style, scaler.effectiveCategory(category))
                case .fixed: (.body, .large)
                }
            return size * DynamicTypeTable.leading(style, effective) / DynamicTypeTable.pointSize(style, effective)
        case let .font(model):
            return font?.lineHeight(model, pointSize: size)
        case let .multiplier(factor):
            return size * factor
        case let .points(points):
            return points * size / pointSize(at: .large, sizeClass: sizeClass)
        }
    }
}
