import TypeFitBackend
import TypeFitText

/// What `typefit ladder` asks of a platform: a style's size along the platform's axis. The
/// command parses its options into this; each platform reads what applies to it.
package struct LadderRequest: Sendable {
    /// iOS's text-style curve (`largeTitle` … `caption2`, or fixed).
    package var curve: ScalingCurve
    /// The size given (`--size`): at Large in points on iOS (one per size class), in sp on
    /// Android, in logical px in Flutter; nil: the platform's default.
    package var size: (compact: Double, regular: Double?)?
    package var minimumPointSize: Double?
    package var maximumPointSize: Double?
    package var scaling: ScalingModel
    package var sizeClass: SizeClass
    package var categoryRange: ClosedRange<ContentSizeCategory>
    /// `--line-height`: a multiple or points at Large; nil: the platform's default.
    package var lineHeight: LineHeightSpec?
    /// The font file whose own line height to use (opened by the platforms that use it), and
    /// the rule it is read by.
    package var fontPath: String?
    package var lineHeightModel: LineHeightModel
    /// A layout value to scale instead of a font size (iOS's `scaledValue(for:)`).
    package var value: Double?
    /// Font scales, or Flutter's linear and Android factors.
    package var scales: [Double]
    /// Flutter's text scalers.
    package var textScalers: [FlutterTextScale.Kind]

    package init(
        curve: ScalingCurve, size: (compact: Double, regular: Double?)?, minimumPointSize: Double?,
        maximumPointSize: Double?, scaling: ScalingModel, sizeClass: SizeClass,
        categoryRange: ClosedRange<ContentSizeCategory>, lineHeight: LineHeightSpec?, fontPath: String?,
        lineHeightModel: LineHeightModel, value: Double?, scales: [Double], textScalers: [FlutterTextScale.Kind]
    ) {
        self.curve = curve
        self.size = size
        self.minimumPointSize = minimumPointSize
        self.maximumPointSize = maximumPointSize
        self.scaling = scaling
        self.sizeClass = sizeClass
        self.categoryRange = categoryRange
        self.lineHeight = lineHeight
        self.fontPath = fontPath
        self.lineHeightModel = lineHeightModel
        self.value = value
        self.scales = scales
        self.textScalers = textScalers
    }

    /// The metrics of `fontPath`'s face, read when a platform asks.
    package func fontMetrics() throws -> FaceMetrics? {
        try fontPath.map { try FontFace(path: $0, library: FreeTypeLibrary()).metrics }
    }

    /// The size given, or `fallback`: Android's and Flutter's ladders take one size.
    package func singleSize(or fallback: Double) -> Double { size?.compact ?? fallback }
}

/// A ladder's options that do not fit the platform, in words (`ladder` says it as a usage error).
package struct LadderError: Error, Sendable, CustomStringConvertible {
    package var description: String

    package init(_ description: String) { self.description = description }
}
