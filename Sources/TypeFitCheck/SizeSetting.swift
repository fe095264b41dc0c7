import TypeFitBackend
import TypeFitText

/// What measuring a style at one size needs for every string: its limits, line, spacing and
/// layout, worked out once per size in a unit of work instead of once per row (a layout holds
/// its spans in an array: building it per row was a third of the measuring tasks' allocations).
/// A class: each row reads it in place instead of copying its layout and rules out of the unit's
/// array.
final class SizeSetting {
    let limits: GuideStyle.Limits
    /// Wrapped at `maxWidth` (more than one line allowed); a one-line label is measured unwrapped,
    /// so a failure shows the width it needs.
    let wraps: Bool
    let spacing: SizeSpacing
    /// The platform's layout at this size.
    let layout: any SizeLayout
    /// The platform's rules, asked once per size rather than per row.
    let platform: any TextPlatform
    /// The style at this size as its rows name it, shared by them.
    let row: MeasuredSize
    /// The plan's size, read in place at each measurement (a copy from the plan's array
    /// retained its Flutter style and line-height model at every row).
    let size: CheckPlan.Size

    /// `font` is the style's font at this size (the font's line, and Flutter's ellipsis, are its);
    /// `row` the run's one object for this size (made here when not given).
    init(_ size: CheckPlan.Size, style: GuideStyle, font: ShapingFont, row: MeasuredSize? = nil) {
        platform = size.platform.rules
        self.size = size
        let limits = size.limits(style)
        self.limits = limits
        wraps = limits.maxLines.map { $0 > 1 } ?? false
        self.row = row ?? MeasuredSize(size, style: style)
        // WCAG 1.4.12 sets line height, letter and word spacing (at least) and spacing after
        // paragraphs; an explicit line height is not raised by fallback fonts.
        spacing = SizeSpacing(
            size, style: style, line: platform.lineSetting(size, metrics: font.face.metrics), platform: platform)
        layout = platform.layout(
            size, style: style, spacing: spacing, maxWidth: wraps ? limits.maxWidth : nil, font: font)
    }
}

/// A row's line height and spacing: the style's, or WCAG 1.4.12's overrides (at least) on a
/// text-spacing row, where an explicit line height is not raised by fallback fonts.
package struct SizeSpacing {
    package var lineHeight: Double
    package var letterSpacing: Double
    package var wordSpacing = 0.0
    package var fontLine: TextLayout.FontLine?

    @inline(__always)
    init(_ size: CheckPlan.Size, style: GuideStyle, line: LineSetting, platform: any TextPlatform) {
        let letter = style.letterSpacing(at: size.pointSize)
        let word = platform.hasWordSpacing ? style.wordSpacing(at: size.pointSize) : 0
        guard size.textSpacing else {
            (lineHeight, letterSpacing, wordSpacing, fontLine) = (line.height, letter, word, line.fontLine)
            return
        }
        lineHeight = max(line.height, TextSpacing.lineHeight * size.pointSize)
        letterSpacing = max(letter, TextSpacing.letterSpacing * size.pointSize)
        wordSpacing = max(word, TextSpacing.wordSpacing * size.pointSize)
    }
}
