import TypeFitBackend
import TypeFitText

/// The line of one size of a style: its height, and when that is the font's own (the style sets
/// no line height), the font's line, which fallback fonts taller than it raise line by line.
struct LineSetting: Sendable {
    var height: Double
    var fontLine: TextLayout.FontLine?

    init(_ size: CheckPlan.Size, font metrics: FaceMetrics) {
        if let flutter = size.flutter {
            // SkParagraph's line of the font alone, rounded to a pixel; its layout raises lines itself.
            height = SkParagraphLayout.lineHeight(metrics, size: size.pointSize, style: flutter)
        } else if let fixed = size.lineHeight {
            height = fixed
        } else {
            height = metrics.lineHeight(size.model, pointSize: size.pointSize)
            fontLine = TextLayout.FontLine(metrics, model: size.model, pointSize: size.pointSize)
        }
    }
}
