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
public struct Verdict: Hashable, Sendable {
    public var status: CheckStatus
    public var reasons: [String]

    public init(status: CheckStatus, reasons: [String]) {
        self.status = status
        self.reasons = reasons
    }

    /// The numbers a verdict needs.
    public struct Measured: Sendable {
        public var width: Double
        public var lastLineWidth: Double
        public var lineCount: Int
        public var lineHeight: Double
        public var missing: [Unicode.Scalar]
        public var fallbacks: [FallbackUse]
        /// The visible text when lines were cut (for the reason).
        public var truncatedText: String?

        public init(width: Double, lastLineWidth: Double, lineCount: Int, lineHeight: Double, missing: [Unicode.Scalar] = [],
                    fallbacks: [FallbackUse] = [], truncatedText: String? = nil) {
            self.width = width
            self.lastLineWidth = lastLineWidth
            self.lineCount = lineCount
            self.lineHeight = lineHeight
            self.missing = missing
            self.fallbacks = fallbacks
            self.truncatedText = truncatedText
        }
    }

    /// `unit` names the lengths in the reasons: "pt" on iOS, "dp" on Android.
    public static func evaluate(_ m: Measured, limits: GuideStyle.Limits, margin: Double, unit: String = "pt") -> Verdict {
        var fails: [String] = []
        var warns: [String] = []
        let pt = { (value: Double) in formatted(value, decimals: 2) }
        if limits.maxLines == 1, let maxWidth = limits.maxWidth, m.lineCount <= 1 {
            // A one-line label: the width it needs (unwrapped) is what fails, not a wrapped line's.
            if m.width > maxWidth {
                var reason = "over maxWidth by \(pt(m.width - maxWidth)) \(unit) (\(pt(m.width)) > \(pt(maxWidth))) on its 1 line"
                if let text = m.truncatedText { reason += "; truncated at \"\(text)\"" }
                fails.append(reason)
            } else if m.width > maxWidth * (1 - margin) {
                warns.append("within \(compactNumber(margin * 100))% of maxWidth (\(pt(m.width)) of \(pt(maxWidth)) \(unit)) on its 1 line")
            }
        } else if let maxLines = limits.maxLines {
            if m.lineCount > maxLines {
                var reason = "\(m.lineCount) lines > maxLines \(maxLines)"
                if let text = m.truncatedText { reason += "; truncated at \"\(text.replacingOccurrences(of: "\n", with: " ⏎ "))\"" }
                fails.append(reason)
            } else if m.lineCount == maxLines, let maxWidth = limits.maxWidth, m.lastLineWidth > maxWidth * (1 - margin) {
                warns.append("uses all \(maxLines) line\(maxLines == 1 ? "" : "s") and the last is \(pt(m.lastLineWidth)) of \(pt(maxWidth)) \(unit)")
            }
        } else if let maxWidth = limits.maxWidth {
            if m.width > maxWidth {
                fails.append("over maxWidth by \(pt(m.width - maxWidth)) \(unit) (\(pt(m.width)) > \(pt(maxWidth)))")
            } else if m.width > maxWidth * (1 - margin) {
                warns.append("within \(compactNumber(margin * 100))% of maxWidth (\(pt(m.width)) of \(pt(maxWidth)) \(unit))")
            }
        }
        if let maxHeight = limits.maxHeight {
            let shown = Double(min(m.lineCount, limits.maxLines ?? m.lineCount)) * m.lineHeight
            if shown > maxHeight {
                fails.append("height \(pt(shown)) \(unit) > maxHeight \(pt(maxHeight)) \(unit)")
            } else if shown > maxHeight * (1 - margin) {
                warns.append("height within \(compactNumber(margin * 100))% of maxHeight (\(pt(shown)) of \(pt(maxHeight)) \(unit))")
            }
        }
        if let minLineHeight = limits.minLineHeight {
            if m.lineHeight < minLineHeight {
                fails.append("line height \(pt(m.lineHeight)) \(unit) < minLineHeight \(pt(minLineHeight)) \(unit)")
            } else if m.lineHeight < minLineHeight * (1 + margin) {
                warns.append("line height within \(compactNumber(margin * 100))% of minLineHeight (\(pt(m.lineHeight)) \(unit))")
            }
        }
        let covered = Set(m.fallbacks.flatMap { $0.codePoints.map(\.value) })
        let uncovered = m.missing.filter { !covered.contains($0.value) }
        if !uncovered.isEmpty {
            fails.append("missing glyphs " + uncovered.map(\.codePointLabel).joined(separator: " "))
        }
        for fallback in m.fallbacks {
            warns.append("drawn with fallback font \(fallback.label): " + fallback.codePoints.map(\.codePointLabel).joined(separator: " "))
        }
        return Verdict(status: !fails.isEmpty ? .fail : !warns.isEmpty ? .warn : .pass, reasons: fails + warns)
    }
}
