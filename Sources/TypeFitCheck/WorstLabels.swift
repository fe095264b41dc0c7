import TypeFitText

/// A measurement drawn while checking: one of its cell's worst (a style at one size), with every
/// glyph placed from the very prepared text and layout the check measured.
package struct DrawnLabel: Hashable, Sendable {
    package var result: CheckResult
    package var drawn: DrawnText
    /// On the web, the label as CSS sets it, for the browser to lay out from the font files.
    package var web: WebLabelCSS?
}

/// A web label as a style sheet sets it: report.html lets the browser lay it out from the same
/// font files (`@font-face`) next to typefit's drawing.
package struct WebLabelCSS: Hashable, Sendable {
    /// The style's font file, then the fallback fonts that drew some of its characters.
    package var fontFiles: [String]
    /// `font-variation-settings` and `font-feature-settings` (OpenType tags).
    package var variation: [String: Double]
    package var features: [String]
    /// `font-size` in px.
    package var fontSize: Double
    /// `line-height` in px; nil for `normal`.
    package var lineHeight: Double?
    /// `letter-spacing` and `word-spacing` in px.
    package var letterSpacing: Double
    package var wordSpacing: Double
    package var css: WebTextStyle
    /// The box's `width` in px and its `-webkit-line-clamp`; without `maxLines` the check
    /// measures one unwrapped line (`text-wrap-mode: nowrap`).
    package var width: Double?
    package var maxLines: Int?
    /// The text (in the style's text case).
    package var text: String
}

/// The labels report.html draws, made by the check: each cell's worst measurements and the
/// `<symbol>` definitions of the glyph outlines they use.
package struct CheckLabels: Sendable {
    /// Per style (in the guide's order), its cells' worst labels, worst first within a cell.
    package var labels: [DrawnLabel] = []
    /// The outline (SVG path data, font units) of every glyph the labels use, by symbol id
    /// (each style's ids carry its own prefix).
    package var outlines: [String: String] = [:]
    /// Labels kept per cell (0: the check drew none).
    package var perCell: Int = 0

    package init() {}
}

extension CheckResult {
    /// How far over its limits a measurement is: the larger of width / maxWidth and lines /
    /// maxLines (0 without limits).
    package var severity: Double {
        Self.severity(width: width, lineCount: lineCount, maxWidth: maxWidth, maxLines: maxLines)
    }

    /// ``severity`` from a row's numbers and its size's limits.
    static func severity(width: Double, lineCount: Int, maxWidth: Double?, maxLines: Int?) -> Double {
        var value = 0.0
        if let maxWidth, maxWidth > 0 { value = max(value, width / maxWidth) }
        if let maxLines, maxLines > 0 { value = max(value, Double(lineCount) / Double(maxLines)) }
        return value
    }
}

/// The worst measurements of one cell, kept with what draws them (the check keeps their prepared
/// text) while the cell is checked: fail before warn before pass, then the furthest over a limit,
/// then the first measured; one per locale and text. Holds at most `capacity`, so memory does not
/// grow with the strings.
struct WorstLabels<Payload> {
    struct Candidate {
        var order: Int
        var result: CheckResult
        var payload: Payload
        /// The row's ``CheckResult/severity``, worked out once: asked of the last one kept at
        /// every row offered, it copied that row (its shared strings retained and released).
        var severity: Double

        init(order: Int, result: CheckResult, payload: Payload) {
            (self.order, self.result, self.payload, severity) = (order, result, payload, result.severity)
        }
    }

    let capacity: Int
    private(set) var kept: [Candidate] = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Whether `a` is drawn before `kept[index]`, read where the buffer holds it.
    static func isWorse(_ a: Candidate, than index: Int, in kept: UnsafeBufferPointer<Candidate>) -> Bool {
        let (status, otherStatus) = (a.result.status, kept[index].result.status)
        if status != otherStatus { return status > otherStatus }
        let (severity, otherSeverity) = (a.severity, kept[index].severity)
        return severity != otherSeverity ? severity > otherSeverity : a.order < kept[index].order
    }

    /// Whether two rows are of the same locale and text: at once when of the same string object.
    static func isSameText(_ a: borrowing CheckResult, _ b: borrowing CheckResult) -> Bool {
        a.string === b.string || (a.locale == b.locale && a.text == b.text)
    }

    /// Whether a measurement offered now would be kept: a cheap test before the payload (prepared
    /// text, many arrays) is copied — nearly every measurement of a large check is not kept.
    /// Exact without looking for one kept of the same locale and text: that one is replaced only
    /// by a worse one, and it is at least as bad as the last kept.
    func admits(_ result: borrowing CheckResult, order: Int) -> Bool {
        admits(status: result.status, severity: result.severity, order: order)
    }

    /// ``admits(_:order:)`` for a row of `status` and `severity` (``CheckResult/severity``), read
    /// without the row: a check asks at every row, and a row read from its array was copied.
    func admits(status: CheckStatus, severity: @autoclosure () -> Double, order: Int) -> Bool {
        guard capacity > 0 else { return false }
        guard kept.count == capacity else { return true }
        // The last one's fields where the array holds it (a copy of it would retain its strings).
        let last = kept.count - 1
        let lastStatus = kept[last].result.status
        if status != lastStatus { return status > lastStatus }
        let (severity, lastSeverity) = (severity(), kept[last].severity)
        return severity != lastSeverity ? severity > lastSeverity : order < kept[last].order
    }

    /// Offers a measurement; `order` is its place in the style's rows.
    mutating func offer(_ result: CheckResult, order: Int, payload: Payload) {
        guard capacity > 0 else { return }
        let candidate = Candidate(order: order, result: result, payload: payload)
        // The kept ones read where the array holds them, by their numbers and strings: iterating
        // the array copied each (its row's string and size and its payload retained and released).
        // `at` is where the candidate goes (they are kept worst first), which also says whether it
        // is worse than the one of the same text, or than the last.
        let (same, at) = kept.withUnsafeBufferPointer { kept in
            (
                kept.indices.first { Self.isSameText(kept[$0].result, result) },
                kept.indices.first { Self.isWorse(candidate, than: $0, in: kept) } ?? kept.count
            )
        }
        if let same {
            // One per locale and text: the worse of the two stays.
            guard at <= same else { return }
            kept.remove(at: same)
        } else if kept.count == capacity, at == kept.count {
            return
        }
        kept.insert(candidate, at: at)
        if kept.count > capacity { kept.removeLast() }
    }
}

extension WorstLabels: Sendable where Payload: Sendable {}
extension WorstLabels.Candidate: Sendable where Payload: Sendable {}

extension WorstLabels {
    /// Adds the labels another run of the same cell kept (any of them worse than these replaces one).
    mutating func merge(_ other: WorstLabels) {
        for candidate in other.kept { offer(candidate.result, order: candidate.order, payload: candidate.payload) }
    }
}
