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

    /// The numbers a verdict needs: numbers only, so a measurement's are made, passed and
    /// dropped without retaining anything (the text cut, and the characters missing or drawn by
    /// a fallback font, are passed beside them).
    package struct Measured: Sendable {
        package var width: Double
        package var lastLineWidth: Double
        package var lineCount: Int
        package var lineHeight: Double
        /// Height beyond `lineCount` × `lineHeight` when nothing is cut: lines a taller fallback
        /// font raised, and spacing after paragraphs.
        package var extraHeight: Double

        package init(width: Double, lastLineWidth: Double, lineCount: Int, lineHeight: Double, extraHeight: Double = 0)
        {
            self.extraHeight = extraHeight
            self.width = width
            self.lastLineWidth = lastLineWidth
            self.lineCount = lineCount
            self.lineHeight = lineHeight
        }
    }

    /// `unit` names the lengths in the reasons: pt on iOS, dp on Android. `truncatedText` is
    /// the visible text when lines were cut (for the reason); `missing` the characters the
    /// style's font lacks, `fallbacks` the fonts that drew some of them.
    package static func evaluate(
        _ m: Measured, truncatedText: String? = nil, missing: [Unicode.Scalar] = [], fallbacks: [FallbackUse] = [],
        limits: GuideStyle.Limits, margin: Double, unit: LengthUnit = .pt
    ) -> Verdict {
        var reasons = sizeReasons(m, truncatedText: truncatedText, limits: limits, margin: margin, unit: unit)
        appendGlyphReasons(missing: missing, fallbacks: fallbacks, to: &reasons)
        return ordered(reasons)
    }

    /// ``evaluate(_:truncatedText:missing:fallbacks:limits:margin:unit:)`` with the characters
    /// `text` is missing and those a fallback font draws read where the text holds them: a check
    /// judges a million measurements, and numbers carrying the text's two arrays retained and
    /// released them about ten times per measurement (made, copied, destroyed).
    package static func evaluate(
        _ m: Measured, truncatedText: String?, glyphsOf text: borrowing PreparedText, limits: GuideStyle.Limits,
        margin: Double, unit: LengthUnit
    ) -> Verdict {
        var reasons = sizeReasons(m, truncatedText: truncatedText, limits: limits, margin: margin, unit: unit)
        if text.hasMissing || text.hasFallbacks {
            appendGlyphReasons(missing: text.missing, fallbacks: text.fallbacks, to: &reasons)
        }
        return ordered(reasons)
    }

    /// The reasons from the numbers: width, lines, height and line height against `limits`.
    private static func sizeReasons(
        _ m: Measured, truncatedText: String?, limits: GuideStyle.Limits, margin: Double, unit: LengthUnit
    ) -> [Reason] {
        var reasons: [Reason] = []
        if limits.maxLines == 1, let maxWidth = limits.maxWidth, m.lineCount <= 1 {
            // A one-line label: the width it needs (unwrapped) is what fails, not a wrapped line's.
            if m.width > maxWidth {
                reasons.append(
                    .overMaxWidth(
                        width: m.width, maxWidth: maxWidth, unit: unit, oneLine: true, truncatedAt: truncatedText))
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
                reasons.append(.overMaxLines(lines: m.lineCount, maxLines: maxLines, truncatedAt: truncatedText))
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
        return reasons
    }

    /// Characters no font has (fail) and those a fallback font draws (warn).
    private static func appendGlyphReasons(
        missing: [Unicode.Scalar], fallbacks: [FallbackUse], to reasons: inout [Reason]
    ) {
        if !missing.isEmpty {
            let covered = Set(fallbacks.flatMap { $0.codePoints.map(\.value) })
            let uncovered = missing.filter { !covered.contains($0.value) }
            if !uncovered.isEmpty { reasons.append(.missingGlyphs(uncovered)) }
        }
        reasons += fallbacks.map(Reason.fallback)
    }

    /// The verdict of `reasons`: its status the first one's, or pass. Taken, not copied (a
    /// copy retained every measurement's array, empty or not).
    private static func ordered(_ reasons: consuming [Reason]) -> Verdict {
        var reasons = reasons
        // Failures first, then warnings, each in the order checked (reordered only when a warning
        // comes before a failure: most rows have one reason or none).
        if let warning = reasons.firstIndex(where: { $0.status == .warn }),
            reasons[warning...].contains(where: { $0.status == .fail })
        {
            reasons = reasons.filter { $0.status == .fail } + reasons.filter { $0.status == .warn }
        }
        let status = reasons.first?.status ?? .pass
        return Verdict(status: status, reasons: reasons)
    }
}
