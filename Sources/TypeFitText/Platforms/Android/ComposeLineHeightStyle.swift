/// Compose's `LineHeightStyle`: where a `lineHeight` puts the space it adds or takes away. A
/// Compose `Text` whose style has a `lineHeight` lays out with a `LineHeightStyleSpan` over its
/// text (androidx `LineHeightStyleSpan.kt`), which StaticLayout asks for every line's ascent and
/// descent. Material 3's text styles set `alignment: center, trim: none` (its
/// `DefaultLineHeightStyle`), the default here; Compose's own is `proportional`, `both`.
package struct ComposeLineHeightStyle: Hashable, Sendable {
    package enum Alignment: String, Hashable, Sendable, CaseIterable {
        case top, center, proportional, bottom

        /// `topRatio`: the share of added space above the text (-1: the font's ascent's share).
        var topRatio: Float {
            switch self {
            case .top: return 0
            case .center: return 0.5
            case .proportional: return -1
            case .bottom: return 1
            }
        }
    }

    /// Whether the first line's top and the last line's bottom keep the font's own.
    package enum Trim: String, Hashable, Sendable, CaseIterable {
        case none, both, firstLineTop, lastLineBottom
    }

    /// `LineHeightStyle.Mode`: `fixed` always, `minimum` never below the font's height, `tight`
    /// shrinks lines without padding the layout.
    package enum Mode: String, Hashable, Sendable, CaseIterable {
        case fixed, minimum, tight
    }

    package var alignment: Alignment = .center
    package var trim: Trim = .none
    package var mode: Mode = .fixed

    package init(alignment: Alignment = .center, trim: Trim = .none, mode: Mode = .fixed) {
        self.alignment = alignment
        self.trim = trim
        self.mode = mode
    }
}

/// `LineHeightStyleSpan` over a text of `count` graphemes: the first line StaticLayout asks about
/// fixes the target ascent and descent (`calculateTargetMetrics`) from its own; every line then
/// takes them, the first and last as trimmed; Compose's `TextLayout` pads the layout's top and
/// bottom by what trimming took away (`getLineHeightPaddings`).
struct LineHeightStyleSpan {
    let lineHeight: Float
    let style: ComposeLineHeightStyle
    /// The text's length, one more when it is empty or ends in a newline
    /// (`Spannable.setLineHeight`: "so that it won't apply trimLastLineBottom rules").
    let endIndex: Int
    private var target: (firstAscent: Int, ascent: Int, descent: Int, lastDescent: Int)?
    private(set) var firstAscentDiff = 0
    private(set) var lastDescentDiff = 0

    init(lineHeight: Double, style: ComposeLineHeightStyle, count: Int, endsWithNewline: Bool) {
        self.lineHeight = Float(lineHeight)
        self.style = style
        endIndex = count == 0 || endsWithNewline ? count + 1 : count
    }

    private var trimsFirst: Bool { style.trim == .both || style.trim == .firstLineTop }
    private var trimsLast: Bool { style.trim == .both || style.trim == .lastLineBottom }

    /// `chooseHeight` for the line `start..<end` with its ascent and descent.
    mutating func chooseHeight(start: Int, end: Int, ascent: inout Int, descent: inout Int) {
        guard descent - ascent > 0 else { return }
        let isFirst = start == 0
        let isLast = end == endIndex
        if isFirst, isLast, trimsFirst, trimsLast, style.mode != .tight { return }
        let target = self.target ?? calculateTarget(ascent: ascent, descent: descent)
        self.target = target
        ascent = isFirst ? target.firstAscent : target.ascent
        descent = isLast ? target.lastDescent : target.descent
    }

    /// `calculateTargetMetrics`, in `Float` and `Int` as Kotlin computes them.
    private mutating func calculateTarget(ascent fmAscent: Int, descent fmDescent: Int)
        -> (firstAscent: Int, ascent: Int, descent: Int, lastDescent: Int)
    {
        let currentHeight = fmDescent - fmAscent
        let ceiled = Int(lineHeight.rounded(.up))
        let diff = ceiled - currentHeight
        if style.mode == .minimum, diff <= 0 {
            return (fmAscent, fmAscent, fmDescent, fmDescent)
        }
        let ratio =
            style.alignment == .proportional ? abs(Float(fmAscent)) / Float(currentHeight) : style.alignment.topRatio
        let descentDiff = Int((diff <= 0 ? Float(diff) * ratio : Float(diff) * (1 - ratio)).rounded(.up))
        let descent = fmDescent + descentDiff
        let ascent = descent - ceiled
        if style.mode == .fixed || diff >= 0 {
            let firstAscent = trimsFirst ? fmAscent : ascent
            let lastDescent = trimsLast ? fmDescent : descent
            firstAscentDiff = fmAscent - firstAscent
            lastDescentDiff = lastDescent - fmDescent
            return (firstAscent, ascent, descent, lastDescent)
        }
        // `tight`: the trimmed ends shrink, the others keep the larger; no padding.
        return (
            trimsFirst ? max(fmAscent, ascent) : min(fmAscent, ascent), ascent, descent,
            trimsLast ? min(fmDescent, descent) : max(fmDescent, descent)
        )
    }

    /// `getLineHeightPaddings`: what the layout adds above its first line and below its last —
    /// the second `max` over the first padding, as androidx writes it.
    var paddings: (top: Int, bottom: Int) {
        let top = firstAscentDiff < 0 ? abs(firstAscentDiff) : 0
        let bottom = lastDescentDiff < 0 ? max(top, abs(lastDescentDiff)) : 0
        return (top, bottom)
    }
}
