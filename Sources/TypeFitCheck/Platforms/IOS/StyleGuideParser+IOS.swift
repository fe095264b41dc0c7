import TypeFitSupport
import TypeFitText

extension StyleGuideParser {
    /// The guide's Dynamic Type keys: `categories` and `sizeClasses`.
    static func iosGuideKeys(_ fields: [String: DocumentNode], into guide: inout StyleGuide) throws(InputError) {
        if let node = fields["categories"] { guide.categories = try categories(node) }
        if let node = fields["sizeClasses"] {
            guide.sizeClasses = try node.items().map { item throws(InputError) in try choice(item, SizeClass.self) }
        }
    }

    /// A style's Dynamic Type keys: `scalesWith` (its text style's curve, or fixed), `minSize` and
    /// `maxSize` (`minimumPointSize`, `maximumPointSize`).
    static func iosKeys(_ fields: [String: DocumentNode], into style: inout GuideStyle) throws(InputError) {
        if let curve = fields["scalesWith"] {
            guard let scalesWith = ScalingCurve(parsing: try curve.string()) else {
                throw curve.error(
                    "expected a text style (\(DynamicTypeStyle.allCases.map(\.rawValue).joined(separator: ", "))) or fixed"
                )
            }
            style.scalesWith = scalesWith
        }
        style.minimumPointSize = try fields["minSize"]?.positive()
        style.maximumPointSize = try fields["maxSize"]?.positive()
        if let min = style.minimumPointSize, let max = style.maximumPointSize, min > max, let node = fields["minSize"] {
            throw node.error("minSize \(compactNumber(min)) is larger than maxSize \(compactNumber(max))")
        }
    }
}
