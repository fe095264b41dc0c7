import TypeFitSupport
import TypeFitText

/// Judges one measurement against a style's limits.
///
/// - `maxWidth` without `maxLines`: the text must fit on one line (newlines aside) of that width;
///   over it fails ("over maxWidth by N pt"), within the margin below it warns.
/// - `maxLines` (with `maxWidth`, the text wraps at it): more lines fail, with the truncated text;
///   using every line with the last one within the margin of the width warns.
/// - `maxHeight`: the height shown (at most `maxLines` lines) over it fails; within the margin warns.
/// - `minLineHeight`: a line height below it fails; within the margin above it warns.
/// - Characters no font has fail; characters only a fallback font has warn.
package struct Verdict: Hashable, Sendable {
    package var status: CheckStatus
    package var reasons: [Reason]

    package init(status: CheckStatus, reasons: [Reason]) {
        self.status = status
        self.reasons = reasons
    }

    /// The numbers a verdict needs.
    package struct Measured: Sendable {
        package var width: Double
        package var lastLineWidth: Double
        package var lineCount: Int
        package var lineHeight: Double
        package var missing: [Unicode.Scalar]
        package var fallbacks: [FallbackUse]
        /// The visible text when lines were cut (for the reason).
        package var truncatedText: String?
        /// Height beyond `lineCount` × `lineHeight` when nothing is cut: lines a taller fallback
        /// font raised, and spacing after paragraphs.
        package var extraHeight: Double

        package init(
            width: Double, lastLineWidth: Double, lineCount: Int, lineHeight: Double, missing: [Unicode.Scalar] = [],
            fallbacks: [FallbackUse] = [], truncatedText: String? = nil, extraHeight: Double = 0
        ) {
            self.extraHeight = extraHeight
            self.width = width
            self.lastLineWidth = lastLineWidth
            self.lineCount = lineCount
            self.lineHeight = lineHeight
            self.missing = missing
            self.fallbacks = fallbacks
            self.truncatedText = truncatedText
        }
    }

    /// `unit` names the lengths in the reasons: pt on iOS, dp on Android.
    package static func evaluate(_ m: Measured, limits: GuideStyle.Limits, margin: Double, unit: LengthUnit = .pt)
        -> Verdict
    {
        var reasons: [Reason] = []
        if limits.maxLines == 1, let maxWidth = limits.maxWidth, m.lineCount <= 1 {
            // A one-line label: the width it needs (unwrapped) is what fails, not a wrapped line's.
            if m.width > maxWidth {
                reasons.append(
                    .overMaxWidth(
                        width: m.width, maxWidth: maxWidth, unit: unit, oneLine: true, truncatedAt: m.truncatedText))
            } else if m.width > maxWidth * (1 - margin) {
                reasons.append(
                    .nearMaxWidth(width: m.width, maxWidth: maxWidth, margin: margin, unit: unit, oneLine: true))
            }
        } else if let maxLines = limits.maxLines {
            if let maxWidth = limits.maxWidth, m.width > maxWidth {
                // A word wider than the box that stays whole (the web's overflow-wrap: normal)
                // overflows it, however many lines there are.
                reasons.append(
                    .overMaxWidth(width: m.width, maxWidth: maxWidth, unit: unit, oneLine: false, truncatedAt: nil))
            }
            if m.lineCount > maxLines {
                reasons.append(.overMaxLines(lines: m.lineCount, maxLines: maxLines, truncatedAt: m.truncatedText))
            } else if m.lineCount == maxLines, let maxWidth = limits.maxWidth, m.width <= maxWidth,
                m.lastLineWidth > maxWidth * (1 - margin)
            {
                reasons.append(
                    .fillsMaxLines(maxLines: maxLines, lastLineWidth: m.lastLineWidth, maxWidth: maxWidth, unit: unit))
            }
        } else if let maxWidth = limits.maxWidth {
            if m.width > maxWidth {
                reasons.append(
                    .overMaxWidth(width: m.width, maxWidth: maxWidth, unit: unit, oneLine: false, truncatedAt: nil))
            } else if m.width > maxWidth * (1 - margin) {
                reasons.append(
                    .nearMaxWidth(width: m.width, maxWidth: maxWidth, margin: margin, unit: unit, oneLine: false))
            }
        }
        if let maxHeight = limits.maxHeight {
            let cut = limits.maxLines.map { m.lineCount > $0 } ?? false
            let shown =
                Double(min(m.lineCount, limits.maxLines ?? m.lineCount)) * m.lineHeight + (cut ? 0 : m.extraHeight)
            if shown > maxHeight {
                reasons.append(.overMaxHeight(height: shown, maxHeight: maxHeight, unit: unit))
            } else if shown > maxHeight * (1 - margin) {
                reasons.append(.nearMaxHeight(height: shown, maxHeight: maxHeight, margin: margin, unit: unit))
            }
        }
        if let minLineHeight = limits.minLineHeight {
            if m.lineHeight < minLineHeight {
                reasons.append(.belowMinLineHeight(lineHeight: m.lineHeight, minimum: minLineHeight, unit: unit))
            } else if m.lineHeight < minLineHeight * (1 + margin) {
                reasons.append(
                    .nearMinLineHeight(lineHeight: m.lineHeight, minimum: minLineHeight, margin: margin, unit: unit))
            }
        }
        if !m.missing.isEmpty {
            let covered = Set(m.fallbacks.flatMap { $0.codePoints.map(\.value) })
            let uncovered = m.missing.filter { !covered.contains($0.value) }
            if !uncovered.isEmpty { reasons.append(.missingGlyphs(uncovered)) }
        }
        reasons += m.fallbacks.map(Reason.fallback)
        // Failures first, then warnings, each in the order checked (reordered only when a warning
        // comes before a failure: most rows have one reason or none).
        if let warning = reasons.firstIndex(where: { $0.status == .warn }),
            reasons[warning...].contains(where: { $0.status == .fail })
        {
            reasons = reasons.filter { $0.status == .fail } + reasons.filter { $0.status == .warn }
        }
        return Verdict(status: reasons.first?.status ?? .pass, reasons: reasons)
    }
}
