import TestSupport
import Testing
@testable import TypeFitText
@testable import TypeFitCheck

/// The verdict rules, case by case (margin 5 %).
@Suite struct VerdictTests {
    static func judge(
        width: Double = 50, last: Double? = nil, lines: Int = 1, lineHeight: Double = 20, limits: GuideStyle.Limits,
        missing: [Unicode.Scalar] = [], fallbacks: [FallbackUse] = [], truncated: String? = nil
    ) -> Verdict {
        Verdict.evaluate(
            .init(width: width, lastLineWidth: last ?? width, lineCount: lines, lineHeight: lineHeight),
            truncatedText: truncated, missing: missing, fallbacks: fallbacks, limits: limits, margin: 0.05)
    }

    @Test func singleLineWidth() {
        #expect(Self.judge(width: 94.9, limits: .init(maxWidth: 100)).said == Said(status: .pass, reasons: []))
        #expect(
            Self.judge(width: 95.1, limits: .init(maxWidth: 100)).said
                == Said(status: .warn, reasons: ["within 5% of maxWidth (95.10 of 100.00 pt)"]))
        #expect(Self.judge(width: 100, limits: .init(maxWidth: 100)).status == .warn)
        #expect(
            Self.judge(width: 100.01, limits: .init(maxWidth: 100)).said
                == Said(status: .fail, reasons: ["over maxWidth by 0.01 pt (100.01 > 100.00)"]))
    }

    /// Reasons are values with the unrounded numbers; only their sentences round (to 0.01).
    @Test func reasonsKeepTheNumbers() {
        let verdict = Verdict.evaluate(
            .init(width: 100.004, lastLineWidth: 100.004, lineCount: 1, lineHeight: 20),
            limits: .init(maxWidth: 100), margin: 0.05, unit: .dp)
        #expect(
            verdict.reasons == [
                .overMaxWidth(width: 100.004, maxWidth: 100, unit: .dp, oneLine: false, truncatedAt: nil)
            ])
        #expect(verdict.said == Said(status: .fail, reasons: ["over maxWidth by 0.00 dp (100.00 > 100.00)"]))
        #expect(verdict.reasons.allSatisfy { $0.status == .fail })
        #expect(
            Reason.fallback(FallbackUse(family: "Noto Sans Thai", path: "/x.ttf", codePoints: ["\u{0E2A}"])).status
                == .warn)
    }

    @Test func lineLimits() {
        let limits = GuideStyle.Limits(maxWidth: 100, maxLines: 2)
        #expect(Self.judge(width: 99, last: 40, lines: 2, limits: limits).status == .pass)
        #expect(
            Self.judge(width: 99, last: 96, lines: 2, limits: limits).said
                == Said(status: .warn, reasons: ["uses all 2 lines and the last is 96.00 of 100.00 pt"]))
        #expect(
            Self.judge(lines: 3, limits: limits, truncated: "ab\ncd…").said
                == Said(status: .fail, reasons: ["3 lines > maxLines 2; truncated at \"ab ⏎ cd…\""]))
    }

    /// Failures come before warnings, each in the order checked, whatever order they were found in.
    @Test func failuresBeforeWarnings() {
        // The last line fills the box (a warning, found first) and the two lines are too tall (a failure).
        let limits = GuideStyle.Limits(maxWidth: 100, maxLines: 2, maxHeight: 30)
        #expect(
            Self.judge(width: 99, last: 96, lines: 2, lineHeight: 20, limits: limits).said
                == Said(
                    status: .fail,
                    reasons: [
                        "height 40.00 pt > maxHeight 30.00 pt", "uses all 2 lines and the last is 96.00 of 100.00 pt",
                    ]))
        // A fallback font (a warning, found last) stays after the failures.
        let fallback = FallbackUse(family: "Noto Sans Arabic", path: "/x.ttf", codePoints: ["\u{0627}"])
        #expect(
            Self.judge(
                width: 120, limits: .init(maxWidth: 100), missing: ["\u{0627}", "\u{4E2D}"], fallbacks: [fallback]
            ).said
                == Said(
                    status: .fail,
                    reasons: [
                        "over maxWidth by 20.00 pt (120.00 > 100.00)", "missing glyphs U+4E2D",
                        "drawn with fallback font Noto Sans Arabic: U+0627",
                    ]))
    }

    /// Every line feed of a cut label's text is marked, the LF of a CRLF too (scalars, not characters).
    @Test func truncatedTextMarksEachLineFeed() {
        let limits = GuideStyle.Limits(maxWidth: 100, maxLines: 2)
        #expect(
            Self.judge(lines: 4, limits: limits, truncated: "ab\r\ncd\n\né…").reasons.map(\.description)
                == ["4 lines > maxLines 2; truncated at \"ab\r ⏎ cd ⏎  ⏎ é…\""])
        #expect(
            Self.judge(lines: 3, limits: limits, truncated: "abc…").reasons.map(\.description) == [
                "3 lines > maxLines 2; truncated at \"abc…\""
            ])
    }

    /// A one-line label is judged by the width it needs, not by a wrapped line that fits.
    @Test func oneLineLabelShowsTheWidthThatFailed() {
        let limits = GuideStyle.Limits(maxWidth: 80, maxLines: 1)
        #expect(
            Self.judge(width: 251.18, limits: limits, truncated: "Tap to scr…")
                .said
                == Said(
                    status: .fail,
                    reasons: ["over maxWidth by 171.18 pt (251.18 > 80.00) on its 1 line; truncated at \"Tap to scr…\""]
                ))
        #expect(Self.judge(width: 78, limits: limits).status == .warn)
        #expect(Self.judge(width: 60, lines: 2, limits: limits).status == .fail)  // a newline in a one-line label
    }

    @Test func heightAndLineHeight() {
        #expect(Self.judge(lines: 5, lineHeight: 20, limits: .init(maxHeight: 100)).status == .warn)  // 100 of 100
        #expect(
            Self.judge(lines: 6, lineHeight: 20, limits: .init(maxHeight: 100)).said
                == Said(status: .fail, reasons: ["height 120.00 pt > maxHeight 100.00 pt"]))
        // With maxLines the height shown stops at maxLines lines.
        #expect(
            Self.judge(lines: 6, lineHeight: 20, limits: .init(maxLines: 3, maxHeight: 100)).reasons.map(\.description)
                == ["6 lines > maxLines 3"])
        #expect(
            Self.judge(lineHeight: 19.99, limits: .init(minLineHeight: 20)).said
                == Said(status: .fail, reasons: ["line height 19.99 pt < minLineHeight 20.00 pt"]))
        #expect(Self.judge(lineHeight: 20.5, limits: .init(minLineHeight: 20)).status == .warn)
        #expect(Self.judge(lineHeight: 21.1, limits: .init(minLineHeight: 20)).status == .pass)
    }

    @Test func glyphs() {
        let fallback = FallbackUse(family: "Noto Sans Arabic", path: "/x.ttf", codePoints: ["\u{0627}"])
        #expect(
            Self.judge(limits: .init(), missing: ["\u{0627}"], fallbacks: [fallback]).said
                == Said(status: .warn, reasons: ["drawn with fallback font Noto Sans Arabic: U+0627"]))
        #expect(
            Self.judge(limits: .init(), missing: ["\u{4E2D}"]).said
                == Said(status: .fail, reasons: ["missing glyphs U+4E2D"]))
    }

    /// A cut label's shown text marks each line feed (by bytes; the same as scalar by scalar).
    @Test func newlinesAreMarkedByBytes() {
        let pool: [Unicode.Scalar] = ["\n", "\r", "a", "é", "⏎", "😀", " "]
        for text in RandomText.mixes(of: pool) + ["", "\n", "\n\n", "a\n", "\na"] {
            let reference = String(
                String.UnicodeScalarView(
                    text.unicodeScalars.flatMap { $0 == "\n" ? Array(" ⏎ ".unicodeScalars) : [$0] }))
            #expect(newlinesMarked(text) == reference, "\(text.debugDescription)")
        }
    }
}

/// A verdict as the reports say it: its status and its reasons' sentences.
struct Said: Equatable {
    var status: CheckStatus
    var reasons: [String]
}

extension Verdict {
    var said: Said { Said(status: status, reasons: reasons.map(\.description)) }
}

/// Statuses order pass < warn < fail (the worst labels and the summaries rank rows by it), and a
/// measuring task's room for its rows starts empty.
@Suite struct CheckStatusOrderTests {
    @Test func passWarnFail() {
        let all: [CheckStatus] = [.pass, .warn, .fail]
        for (i, lhs) in all.enumerated() {
            for (j, rhs) in all.enumerated() {
                #expect((lhs < rhs) == (i < j), "\(lhs) < \(rhs)")
                #expect((lhs > rhs) == (i > j), "\(lhs) > \(rhs)")
            }
        }
        #expect([CheckStatus.fail, .pass, .warn, .pass].sorted() == [.pass, .pass, .warn, .fail])
        #expect([CheckStatus.pass, .fail, .warn].max() == .fail)
    }

    @Test func warmRowsAreEmptyRoom() {
        for capacity in [0, 1, 6_144] {
            let rows = CheckWorker.warmRows(capacity: capacity)
            #expect(rows.isEmpty)
            #expect(rows.capacity >= capacity)
        }
    }
}
