import TypeFitBackend
import TypeFitText

/// What measuring a style at one size needs for every string: its limits, line, spacing and
/// layout, worked out once per size in a unit of work instead of once per row (a layout holds
/// its spans in an array: building it per row was a third of the measuring tasks' allocations).
struct SizeSetting {
    var limits: GuideStyle.Limits
    /// Wrapped at `maxWidth` (more than one line allowed); a one-line label is measured unwrapped,
    /// so a failure shows the width it needs.
    var wraps: Bool
    var spacing: CheckWorker.Spacing
    var layout: TextLayout
    /// In Flutter, SkParagraph's layout (then `layout` is not used).
    var flutter: SkParagraphLayout?

    /// `font` is the style's font at this size (Flutter's ellipsis is shaped in it).
    init(_ size: CheckPlan.Size, style: GuideStyle, line: LineSetting, font: ShapingFont) {
        limits = size.limits(style)
        wraps = limits.maxLines.map { $0 > 1 } ?? false
        // WCAG 1.4.12 sets line height, letter and word spacing (at least) and spacing after
        // paragraphs; an explicit line height is not raised by fallback fonts.
        spacing = CheckWorker.Spacing(size, style: style, line: line)
        layout = CheckWorker.layout(size, style: style, spacing: spacing, maxWidth: wraps ? limits.maxWidth : nil)
        if size.platform == .flutter {
            flutter = SkParagraphLayout(
                fontSize: size.pointSize, maxWidth: wraps ? limits.maxWidth : nil, maxLines: limits.maxLines,
                letterSpacing: spacing.letterSpacing, style: size.flutter ?? style.flutterStyle, font: font)
        }
    }
}
