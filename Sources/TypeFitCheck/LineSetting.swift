import TypeFitBackend
import TypeFitText

/// The line of one size of a style: its height, and when that is the font's own (the style sets
/// no line height), the font's line, which fallback fonts taller than it raise line by line.
package struct LineSetting: Sendable {
    package var height: Double
    package var fontLine: TextLayout.FontLine?

    package init(height: Double, fontLine: TextLayout.FontLine? = nil) {
        self.height = height
        self.fontLine = fontLine
    }

    /// The size's fixed line height, or the font's own line under the size's model.
    init(_ size: CheckPlan.Size, metrics: FaceMetrics) {
        if let fixed = size.lineHeight {
            height = fixed
        } else {
            height = metrics.lineHeight(size.model, pointSize: size.pointSize)
            fontLine = TextLayout.FontLine(metrics, model: size.model, pointSize: size.pointSize)
        }
    }
}
