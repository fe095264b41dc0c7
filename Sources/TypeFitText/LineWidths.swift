import TypeFitSupport

/// Widths of grapheme ranges at a layout's sizes.
protocol LineWidths {
    /// The drawn width of graphemes `a..<b`: advances plus letter spacing after all but the last.
    func width(_ a: Int, _ b: Int) -> Double
    /// The letter spacing after grapheme `index`.
    func spacing(after index: Int) -> Double
    /// What a hyphen shown after grapheme `index` (a soft hyphen's, at a break) adds: the spacing
    /// before it and its advance.
    func hyphen(after index: Int) -> Double
}

/// One span: width = em × size, spacing uniform.
struct UniformWidths: LineWidths {
    let em: UnsafeBufferPointer<Double>
    package let size: Double
    let spacing: Double
    /// The advance of a soft hyphen's hyphen, in points.
    let hyphenAdvance: Double

    init(em: UnsafeBufferPointer<Double>, size: Double, spacing: Double, hyphenEm: Double = 0) {
        self.em = em
        self.size = size
        self.spacing = spacing
        hyphenAdvance = hyphenEm * size
    }

    init(em: UnsafeBufferPointer<Double>, spans: [TextLayout.SpanMetrics], hyphenEm: Double) {
        self.init(
            em: em, size: spans.first?.pointSize ?? 0, spacing: spans.first?.letterSpacing ?? 0, hyphenEm: hyphenEm)
    }

    func hyphen(after index: Int) -> Double { spacing + hyphenAdvance }

    @inline(__always)
    func width(_ a: Int, _ b: Int) -> Double {
        guard b > a else { return 0 }
        return (em[b] - em[a]) * size + spacing * Double(b - a - 1)
    }

    func spacing(after index: Int) -> Double { spacing }
}

/// Several spans: running sums of point advances and spacings, computed once per layout.
struct SpanWidths: LineWidths {
    let points: [Double]
    let spacings: [Double]
    /// Per grapheme its span, and per span the advance of a soft hyphen's hyphen in points.
    let spanOfGrapheme: [Int]
    let hyphenAdvances: [Double]

    func hyphen(after index: Int) -> Double {
        let span = index < spanOfGrapheme.count ? spanOfGrapheme[index] : 0
        return spacing(after: index) + (span < hyphenAdvances.count ? hyphenAdvances[span] : 0)
    }

    /// `wordSpacing` is added after each space; one span's text may come here for it.
    init(_ prepared: PreparedText, _ spans: [TextLayout.SpanMetrics], wordSpacing: Double = 0) {
        var points = [Double].repeating(0, count: prepared.graphemeCount + 1)
        var spacings = points
        for index in 0..<prepared.graphemeCount {
            let span = spans[prepared.spanOfGrapheme.isEmpty ? 0 : prepared.spanOfGrapheme[index]]
            points[index + 1] =
                points[index] + (prepared.emPrefix[index + 1] - prepared.emPrefix[index]) * span.pointSize
            spacings[index + 1] =
                spacings[index] + span.letterSpacing
                + (wordSpacing != 0 && prepared.isWordSeparator(index) ? wordSpacing : 0)
        }
        self.points = points
        self.spacings = spacings
        spanOfGrapheme = prepared.spanOfGrapheme
        hyphenAdvances = spans.indices.map { prepared.hyphenEm(span: $0) * spans[$0].pointSize }
    }

    func width(_ a: Int, _ b: Int) -> Double {
        guard b > a else { return 0 }
        return points[b] - points[a] + spacings[b - 1] - spacings[a]
    }

    func spacing(after index: Int) -> Double { spacings[index + 1] - spacings[index] }
}

extension PreparedText {
    /// Whether grapheme `index` is a space or a no-break space, which CSS `word-spacing` widens.
    func isWordSeparator(_ index: Int) -> Bool {
        let start = Int(graphemeStarts[index]), length = Int(graphemeStarts[index + 1]) - start
        let utf8 = text.utf8
        let first = utf8[utf8.index(utf8.startIndex, offsetBy: start)]
        return (length == 1 && first == 0x20)
            || (length == 2 && first == 0xC2 && utf8[utf8.index(utf8.startIndex, offsetBy: start + 1)] == 0xA0)
    }

    /// Whether grapheme `index` is white space or a line separator.
    func isBlank(_ index: Int) -> Bool {
        guard let segment = segments.first(where: { $0.end > index }) else { return false }
        return index >= segment.visibleEnd
    }
}
