/// Turns strings into ``PreparedText``: graphemes and line breaks from ICU, bidi and script runs,
/// font runs (primary or fallback), each run shaped once with HarfBuzz at upem scale.
///
/// Keeps its ICU iterators for reuse across strings. Not `Sendable`: one per task.
public final class TextPreparer {
    /// The language (BCP 47) for line breaking and shaping; nil for the root locale and HarfBuzz's guess.
    public let language: String?
    private let lines: BreakIterator
    private let graphemes: BreakIterator

    public init(language: String? = nil) throws(TextBoundaryError) {
        self.language = language
        lines = try BreakIterator(.line, locale: language ?? "")
        graphemes = try BreakIterator(.grapheme)
    }

    /// Prepares plain text in one font.
    public func prepare(_ text: String, font: ShapingFont, fallback: FallbackFonts? = nil) throws(TextBoundaryError) -> PreparedText {
        try prepare(spans: [(text, font)], fallback: fallback)
    }

    /// Prepares text made of spans, each in its own font (an attributed string). The spans'
    /// texts are joined in order; line breaks may fall inside or between spans.
    public func prepare(spans: [(text: String, font: ShapingFont)], fallback: FallbackFonts? = nil) throws(TextBoundaryError) -> PreparedText {
        let text = spans.map(\.text).joined()
        let utf8 = Array(text.utf8)
        var spanStarts: [Int] = []
        var offset = 0
        for span in spans {
            spanStarts.append(offset)
            offset += span.text.utf8.count
        }

        var starts = [0] + (try graphemes.boundaries(in: text))
        if utf8.isEmpty { starts = [0] }
        let count = starts.count - 1
        var graphemeAtByte = [Int](repeating: 0, count: utf8.count)
        for index in 0..<count {
            for byte in starts[index]..<starts[index + 1] { graphemeAtByte[byte] = index }
        }
        let spanOf: [Int] = (0..<count).map { index in
            (spanStarts.lastIndex { $0 <= starts[index] }) ?? 0
        }
        let characters = Array(text)   // Swift's grapheme clusters: the same UAX #29 rules as ICU
        let graphemeScalars: [[Unicode.Scalar]] = characters.count == count
            ? characters.map { Array($0.unicodeScalars) }
            : (0..<count).map { index in Array(String(decoding: utf8[starts[index]..<starts[index + 1]], as: UTF8.self).unicodeScalars) }

        // Font per grapheme: 0 = the span's primary font, k > 0 = fallback k − 1.
        var missing: [Unicode.Scalar] = []
        var missingSet = Set<UInt32>()
        var fallbackScalars: [Int: [Unicode.Scalar]] = [:]
        let fontOf: [Int] = (0..<count).map { index in
            let primary = spans[spanOf[index]].font
            let needed = graphemeScalars[index].filter(Self.needsGlyph)
            let lacking = needed.filter { !primary.hasGlyph(for: $0) }
            guard let first = lacking.first else { return 0 }
            for scalar in lacking where missingSet.insert(scalar.value).inserted { missing.append(scalar) }
            guard let fallback, let slot = fallback.fontIndex(for: first) else { return 0 }
            fallbackScalars[slot, default: []].append(contentsOf: lacking)
            return slot + 1
        }

        let levels = try bidiLevels(text, graphemeCount: count, graphemeAtByte: graphemeAtByte, starts: starts)
        let scripts = Self.resolvedScripts(graphemeScalars)

        // Shape each maximal run of graphemes with the same span, font, level and script.
        var em = [Double](repeating: 0, count: count)
        utf8.withUnsafeBufferPointer { buffer in
            var runStart = 0
            while runStart < count {
                var runEnd = runStart + 1
                while runEnd < count, spanOf[runEnd] == spanOf[runStart], fontOf[runEnd] == fontOf[runStart],
                      levels[runEnd] == levels[runStart], scripts[runEnd] == scripts[runStart] {
                    runEnd += 1
                }
                let font = fontOf[runStart] == 0 ? spans[spanOf[runStart]].font : (fallback?.font(fontOf[runStart] - 1) ?? spans[spanOf[runStart]].font)
                let glyphs = font.shape(
                    buffer, range: starts[runStart]..<starts[runEnd], rightToLeft: levels[runStart] % 2 == 1,
                    script: scripts[runStart], language: language)
                let unitsPerEm = Double(font.unitsPerEm)
                for glyph in glyphs where glyph.cluster < utf8.count {
                    em[graphemeAtByte[glyph.cluster]] += Double(glyph.advance) / unitsPerEm
                }
                runStart = runEnd
            }
        }
        var isBlank = [Bool](repeating: false, count: count)
        for index in 0..<count where graphemeScalars[index].allSatisfy({ $0.properties.isWhitespace || $0.value == 0x200B }) {
            isBlank[index] = true
            if graphemeScalars[index].contains(where: Self.isLineSeparator) { em[index] = 0 }
        }
        var prefix = [Double](repeating: 0, count: count + 1)
        for index in 0..<count { prefix[index + 1] = prefix[index] + em[index] }

        let segments = try segments(text, count: count, graphemeAtByte: graphemeAtByte, utf8Count: utf8.count, isBlank: isBlank)
        let ellipsis = spans.map { Self.ellipsisEm($0.font) }
        let fallbacks = fallbackScalars.keys.sorted().compactMap { slot -> FallbackUse? in
            guard let fallback else { return nil }
            var seen = Set<UInt32>()
            let scalars = (fallbackScalars[slot] ?? []).filter { seen.insert($0.value).inserted }
            return FallbackUse(family: fallback.family(slot), path: fallback.font(slot).face.path, codePoints: scalars)
        }
        return PreparedText(
            text: text, graphemeStarts: starts, emPrefix: prefix, spanOfGrapheme: spans.count > 1 ? spanOf : [],
            spanCount: spans.count, segments: segments, ellipsisEm: ellipsis, missing: missing, fallbacks: fallbacks)
    }

    /// Line-break segments: each ends at an ICU break opportunity.
    private func segments(_ text: String, count: Int, graphemeAtByte: [Int], utf8Count: Int, isBlank: [Bool]) throws(TextBoundaryError) -> [PreparedText.Segment] {
        var result: [PreparedText.Segment] = []
        var start = 0
        for found in try lines.lineBreaks(in: text) {
            let end = found.offset >= utf8Count ? count : graphemeAtByte[found.offset]
            guard end > start else { continue }
            var visibleEnd = end
            while visibleEnd > start, isBlank[visibleEnd - 1] { visibleEnd -= 1 }
            result.append(.init(end: end, visibleEnd: visibleEnd, mandatory: found.mandatory && end < count))
            start = end
        }
        if start < count {
            result.append(.init(end: count, visibleEnd: count, mandatory: false))
        }
        return result
    }

    private func bidiLevels(_ text: String, graphemeCount: Int, graphemeAtByte: [Int], starts: [Int]) throws(TextBoundaryError) -> [Int] {
        var levels = [Int](repeating: 0, count: graphemeCount)
        guard graphemeCount > 0 else { return levels }
        for run in try TextBoundaries.bidiRuns(in: text) where run.level != 0 {
            var index = graphemeAtByte[run.range.lowerBound]
            while index < graphemeCount, starts[index] < run.range.upperBound {
                levels[index] = run.level
                index += 1
            }
        }
        return levels
    }

    /// The script of each grapheme, with Common and Inherited taking the script before them (or
    /// after them at the start), so punctuation joins the run it sits in.
    static func resolvedScripts(_ graphemes: [[Unicode.Scalar]]) -> [UInt32] {
        let neutral: Set<UInt32> = [ShapingFont.commonScript, ShapingFont.inheritedScript, ShapingFont.unknownScript]
        var scripts = graphemes.map { scalars in
            scalars.lazy.map(ShapingFont.script(of:)).first { !neutral.contains($0) } ?? ShapingFont.commonScript
        }
        var last: UInt32?
        for index in scripts.indices {
            if neutral.contains(scripts[index]) {
                if let last { scripts[index] = last }
            } else {
                last = scripts[index]
            }
        }
        if let first = scripts.first(where: { !neutral.contains($0) }) {
            for index in scripts.indices where neutral.contains(scripts[index]) { scripts[index] = first }
        }
        return scripts
    }

    /// Whether a scalar needs a glyph of its own (not white space, a control or a format character
    /// such as ZWJ or a variation selector).
    static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace || properties.isVariationSelector { return false }
        switch properties.generalCategory {
        case .control, .format: return false
        default: return true
        }
    }

    static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
        [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
    }

    /// "…" in the font, or "..." when it has no ellipsis glyph.
    static func ellipsisEm(_ font: ShapingFont) -> Double {
        let ellipsis = font.hasGlyph(for: "\u{2026}") ? "\u{2026}" : "..."
        let bytes = Array(ellipsis.utf8)
        let glyphs = bytes.withUnsafeBufferPointer {
            font.shape($0, range: 0..<bytes.count, rightToLeft: false, script: ShapingFont.commonScript, language: nil)
        }
        return Double(glyphs.reduce(0) { $0 + $1.advance }) / Double(font.unitsPerEm)
    }
}
