import TypeFitBackend
import TypeFitSupport

/// Turns strings into ``PreparedText``: graphemes and line breaks from ICU, bidi and script runs,
/// font runs (primary or fallback), each run shaped once with HarfBuzz at upem scale.
///
/// Keeps its ICU iterators for reuse across strings. Not `Sendable`: one per task.
package final class TextPreparer {
    /// The language (BCP 47) for line breaking and shaping; nil for the root locale and HarfBuzz's guess.
    package let language: String?
    /// Texts longer than this (UTF-8 bytes) are refused: UI strings are short, and HarfBuzz 6.0's
    /// mark attachment is quadratic in the worst case.
    package static let maximumTextLength = 8_192
    /// Whose line-break opportunities: ICU's, or Blink's for the web.
    package let lineBreaks: LineBreakRules
    let lines: BreakIterator
    private let graphemes: BreakIterator

    /// Whether VS16 ("❤️") sends a cluster to an emoji font although its own font draws the
    /// character (CoreText, Minikin, Blink); SkParagraph keeps it in the first font that has it.
    package let emojiPresentation: Bool
    /// Whether a line may start inside a word (Blink with CSS `overflow-wrap` other than
    /// `normal`): a line start Blink shapes again (``PreparedText/LineEdge``) is then kept at
    /// every unsafe boundary; else only at the line-break opportunities, where lines start.
    package let linesStartInsideWords: Bool
    /// Android's hyphenator for `language`, when the layout hyphenates (``AndroidLineBreakConfig``).
    let hyphenator: MinikinHyphenator?
    let hyphenationIsFast: Bool

    package init(
        language: String? = nil, lineBreaks: LineBreakRules = .unicode, emojiPresentation: Bool = true,
        linesStartInsideWords: Bool = true
    ) throws(TextBoundaryError) {
        self.language = language
        self.lineBreaks = lineBreaks
        self.emojiPresentation = emojiPresentation
        self.linesStartInsideWords = linesStartInsideWords
        lines = try BreakIterator(.line, locale: Self.lineBreakLocale(language, lineBreaks))
        graphemes = try BreakIterator(.grapheme)
        if case let .minikin(config) = lineBreaks, config.hyphenation != .none {
            hyphenator = try AndroidHyphenationPatterns.hyphenator(for: language, folder: config.hyphenationPatterns)
            hyphenationIsFast = config.hyphenation.isFast
        } else {
            hyphenator = nil
            hyphenationIsFast = false
        }
    }

    /// The ICU locale of the line-break iterator: Blink's `line-break: auto` is ICU's `normal`
    /// tailoring (`@lb=normal`), which breaks before small kana and "ー" (CJ as ID) in every
    /// language, as headless Chromium does (`ユ|ー|ザ|ー`); ICU's default keeps them with what
    /// precedes, as CoreText and Minikin do (unless the view asks for a strictness, as Compose's
    /// `LineBreak.Simple` asks for `normal`).
    static func lineBreakLocale(_ language: String?, _ rules: LineBreakRules) -> String {
        switch rules {
        case .blink: return (language ?? "") + "@lb=normal"
        case .skParagraph: return "@lb=normal"
        case .unicode: return language ?? ""
        case let .minikin(config): return (language ?? "") + config.icuKeywords
        }
    }

    /// Prepares plain text in one font; `keepGlyphs` keeps the shaped glyphs for drawing.
    package func prepare(_ text: String, font: ShapingFont, fallback: FallbackFonts? = nil, keepGlyphs: Bool = false)
        throws(TextBoundaryError) -> PreparedText
    {
        try prepare(spans: [(text, font)], fallback: fallback, keepGlyphs: keepGlyphs)
    }

    /// Prepares text made of spans, each in its own font (an attributed string). The spans'
    /// texts are joined in order; line breaks may fall inside or between spans.
    package func prepare(
        spans: [(text: String, font: ShapingFont)], fallback: FallbackFonts? = nil, keepGlyphs: Bool = false
    ) throws(TextBoundaryError) -> PreparedText {
        // One span's text is kept as given: the prepared text shares its storage with the caller's.
        let text = spans.count == 1 ? spans[0].text : spans.map(\.text).joined()
        guard text.utf8.count <= Self.maximumTextLength else {
            throw TextBoundaryError(
                message: "text of \(text.utf8.count) bytes is over the limit of \(Self.maximumTextLength) bytes")
        }
        let utf8 = Array(text.utf8)
        let clusters = try clusters(text, utf8: utf8, spans: spans)
        var scan = scanScalars(text, utf8: utf8, clusters: clusters, spans: spans, fallback: fallback)
        Self.resolveNeutralScripts(&scan.scripts)
        if lineBreaks == .skParagraph { Self.drawUnresolvedAsSkParagraph(&scan) }
        let levels =
            scan.needsBidi
            ? try bidiLevels(
                text, graphemeCount: clusters.count, graphemeAtByte: clusters.graphemeAtByte, starts: clusters.starts)
            : [Int].repeating(0, count: clusters.count)
        let (segments, fallbackBreaks) = try segments(
            text, count: clusters.count, graphemeAtByte: clusters.graphemeAtByte, utf8Count: utf8.count,
            isBlank: scan.isBlank
        ) { index in
            // U+00AD is a grapheme of its own (Grapheme_Cluster_Break Control): C2 AD.
            clusters.starts[index + 1] - clusters.starts[index] == 2 && utf8[clusters.starts[index]] == 0xC2
                && utf8[clusters.starts[index] + 1] == 0xAD
        }
        var reshapesEdges = false
        if case .blink = lineBreaks { reshapesEdges = keepGlyphs }
        // Where lines may start: the opportunities' ends, unless a line may start inside a word
        // (a line start shaped again at every unsafe boundary inside words was a twentieth of
        // a web check's time, and with `overflow-wrap: normal` no line starts there).
        var lineStarts: [Bool]?
        if reshapesEdges, !linesStartInsideWords {
            var starts = [Bool].repeating(false, count: clusters.count + 1)
            for segment in segments where segment.end <= clusters.count { starts[segment.end] = true }
            lineStarts = starts
        }
        var (em, placed, edges) = shapeRuns(
            utf8, clusters: clusters, scan: scan, levels: levels, spans: spans, fallback: fallback,
            keepGlyphs: keepGlyphs, reshapesEdges: reshapesEdges, lineStarts: lineStarts)
        // A line separator that is only white space takes no room.
        for index in 0..<clusters.count where scan.isBlank[index] && scan.isSeparator[index] {
            em[index] = 0
            if keepGlyphs { placed.drop(index) }
        }
        var prefix = [Double].repeating(0, count: clusters.count + 1)
        for index in 0..<clusters.count { prefix[index + 1] = prefix[index] + em[index] }

        let hyphenEm =
            segments.contains(where: \.softHyphen)
            ? spans.map { Double($0.font.hyphenAdvance) / Double($0.font.unitsPerEm) } : []
        // In the fonts' order, not the slots' (which font a task opened first): a report names
        // the same fallbacks in the same order whichever task measured the string.
        let slots =
            fallback.map { fallback in
                scan.fallbackScalars.keys.sorted {
                    let (a, b) = (fallback.font($0).face, fallback.font($1).face)
                    return (a.path, a.metrics.faceIndex) < (b.path, b.metrics.faceIndex)
                }
            } ?? []
        let fallbacks = slots.compactMap { slot -> FallbackUse? in
            guard let fallback else { return nil }
            var seen = Set<UInt32>()
            let scalars = (scan.fallbackScalars[slot] ?? []).filter { seen.insert($0.value).inserted }
            return FallbackUse(
                family: fallback.family(slot), path: fallback.font(slot).face.path,
                faceIndex: fallback.font(slot).face.metrics.faceIndex, codePoints: scalars,
                standsInFor: fallback.platformFont(slot))
        }
        var lineStartBreaks: PreparedText.LineStartBreaks?
        if case let .blink(wordBreak) = lineBreaks {
            lineStartBreaks = PreparedText.LineStartBreaks(
                locale: Self.lineBreakLocale(language, lineBreaks), wordBreak: wordBreak)
        }
        var hyphenBreaks: MinikinHyphenBreaks?
        if let hyphenator {
            hyphenBreaks = self.hyphenBreaks(
                hyphenator, fast: hyphenationIsFast || spans.count > 1, utf8: utf8, starts: clusters.starts,
                segments: segments, levels: levels, fontOf: scan.fontOf, scripts: scan.scripts, font: spans[0].font)
        }
        return PreparedText(
            text: text, graphemeStarts: clusters.starts.map { UInt16($0) }, emPrefix: prefix,
            spanOfGrapheme: spans.count > 1 ? clusters.spanOf : [],
            spanCount: spans.count, segments: segments, fallbackBreaks: fallbackBreaks,
            ellipsisEm: spans.map { span in
                guard case .minikin = lineBreaks else { return Self.ellipsisEm(span.font) }
                return Self.ellipsisEm(span.font, fallback: fallback)
            },
            hyphenEm: hyphenEm, missing: scan.missing,
            fallbacks: fallbacks, missingScripts: scan.missingScripts,
            fontOfGrapheme: Self.fontOfGrapheme(scan.fontOf, slots: slots),
            fallbackMetrics: slots.compactMap { fallback?.font($0).face.metrics },
            placement: keepGlyphs ? GlyphPlacement(placed, levels: levels, scripts: scan.scripts) : nil,
            lineEdges: edges,
            lineStartBreaks: lineStartBreaks, hyphenBreaks: hyphenBreaks)
    }

    /// Per grapheme, 0 for its span's font or k for the k-th of the fallback `slots` used (sorted);
    /// empty when no fallback font drew.
    static func fontOfGrapheme(_ fontOf: [Int], slots: [Int]) -> [UInt16] {
        guard !slots.isEmpty else { return [] }
        let position = Dictionary(uniqueKeysWithValues: slots.enumerated().map { ($0.element, UInt16($0.offset + 1)) })
        return fontOf.map { $0 == 0 ? 0 : position[$0 - 1] ?? 0 }
    }

    /// Grapheme clusters: where each starts (UTF-8), the cluster of every byte, and each one's span.
    struct Clusters {
        var starts: [Int]
        var count: Int { starts.count - 1 }
        var graphemeAtByte: [Int]
        var spanOf: [Int]
    }

    /// Stage 1: grapheme boundaries from ICU (arithmetic for ASCII) and the span of each cluster.
    private func clusters(_ text: String, utf8: [UInt8], spans: [(text: String, font: ShapingFont)])
        throws(TextBoundaryError) -> Clusters
    {
        let isASCII = utf8.allSatisfy { $0 < 0x80 }
        let starts = isASCII ? Self.asciiGraphemeStarts(utf8) : [0] + (try graphemes.boundaries(in: text))
        let count = starts.count - 1
        var graphemeAtByte = [Int].repeating(0, count: utf8.count)
        for index in 0..<count {
            for byte in starts[index]..<starts[index + 1] { graphemeAtByte[byte] = index }
        }
        var spanOf = [Int].repeating(0, count: count)
        if spans.count > 1 {
            var spanEnd = 0, span = -1
            for index in 0..<count {
                while starts[index] >= spanEnd, span + 1 < spans.count {
                    span += 1
                    spanEnd += spans[span].text.utf8.count
                }
                spanOf[index] = max(span, 0)
            }
        }
        return Clusters(starts: starts, graphemeAtByte: graphemeAtByte, spanOf: spanOf)
    }

    /// What one pass over the scalars finds per cluster: script, blankness, line separators, the
    /// font (0 the span's, k > 0 fallback k − 1), the code points no font of the span has, and
    /// whether the bidi algorithm is needed.
    struct ScalarScan {
        var scripts: [UInt32]
        var isBlank: [Bool]
        var isSeparator: [Bool]
        var fontOf: [Int]
        var missing: [Unicode.Scalar] = []
        var missingScripts: [String] = []
        var fallbackScalars: [Int: [Unicode.Scalar]] = [:]
        var needsBidi = false
        /// The clusters no font has a glyph for, in order.
        var unresolved: [Int] = []
    }

    /// Stage 2: scripts, blankness, coverage and fallback fonts, in one pass over the scalars.
    private func scanScalars(
        _ text: String, utf8: [UInt8], clusters: Clusters, spans: [(text: String, font: ShapingFont)],
        fallback: FallbackFonts?
    ) -> ScalarScan {
        let count = clusters.count
        var scan = ScalarScan(
            scripts: [UInt32].repeating(Self.commonScript, count: count),
            isBlank: [Bool].repeating(true, count: count),
            isSeparator: [Bool].repeating(false, count: count), fontOf: [Int].repeating(0, count: count))
        var missingSet = Set<UInt32>()
        // fallbackScript asks ICU for Script_Extensions: once per (character, context script).
        var fallbackScripts: [UInt64: (script: String, own: Bool)] = [:]
        var lastScript = Self.commonScript  // the text's latest non-neutral script, for punctuation
        var offset = 0
        var lastCluster = -1
        for scalar in text.unicodeScalars {
            let index = clusters.graphemeAtByte[offset]
            let clusterStart = index != lastCluster
            lastCluster = index
            offset += UTF8.width(scalar)
            // VS16 asks for emoji presentation ("❤️", "⭐️", "#️⃣"): the cluster is drawn by an
            // emoji font, with its advances, even where the primary font has a text glyph — as
            // CoreText, Minikin and Blink do. Without an emoji font the cluster goes on as text.
            if emojiPresentation, clusterStart, clusters.starts[index + 1] - clusters.starts[index] >= 4, let fallback,
                Self.asksForEmoji(utf8[clusters.starts[index]..<clusters.starts[index + 1]]), scalar.properties.isEmoji,
                let slot = fallback.emojiFontIndex(for: scalar)
            {
                scan.fontOf[index] = slot + 1
                scan.fallbackScalars[slot, default: []].append(scalar)
            }
            if !Self.isBlank(scalar) { scan.isBlank[index] = false }
            if Self.isLineSeparator(scalar) { scan.isSeparator[index] = true }
            if !scan.needsBidi, scalar.value >= 0x0590, Self.mayBeRightToLeft(scalar) { scan.needsBidi = true }
            if scan.scripts[index] == Self.commonScript {
                let script = Self.script(of: scalar)
                if !Self.isNeutral(script) { scan.scripts[index] = script }
            }
            if !Self.isNeutral(scan.scripts[index]) { lastScript = scan.scripts[index] }
            guard Self.needsGlyph(scalar), !spans[clusters.spanOf[index]].font.hasGlyph(for: scalar) else { continue }
            let memoKey = UInt64(scalar.value) << 32 | UInt64(lastScript)
            let (fallbackScript, own) = fallbackScripts[memoKey] ?? Self.fallbackScript(scalar, context: lastScript)
            fallbackScripts[memoKey] = (fallbackScript, own)
            if missingSet.insert(scalar.value).inserted {
                scan.missing.append(scalar)
                scan.missingScripts.append(own ? fallbackScript : "Zyyy")
            }
            if scan.fontOf[index] == 0, let fallback,
                let slot = fallback.fontIndex(for: scalar, script: fallbackScript, language: language, strict: own)
            {
                scan.fontOf[index] = slot + 1
            }
            if scan.fontOf[index] > 0 {
                scan.fallbackScalars[scan.fontOf[index] - 1, default: []].append(scalar)
            } else if scan.unresolved.last != index {
                scan.unresolved.append(index)
            }
        }
        return scan
    }

    /// Stage 3: each maximal run of clusters with the same span, font, level and script shaped
    /// once; per cluster its advance in em (and its glyphs, for drawing).
    private func shapeRuns(
        _ utf8: [UInt8], clusters: Clusters, scan: ScalarScan, levels: [Int],
        spans: [(text: String, font: ShapingFont)],
        fallback: FallbackFonts?, keepGlyphs: Bool, reshapesEdges: Bool = false, lineStarts: [Bool]? = nil
    ) -> (em: [Double], placed: GlyphPlacement.Gathered, edges: [Int: PreparedText.LineEdge]) {
        let count = clusters.count
        var em = [Double].repeating(0, count: count)
        var placed = GlyphPlacement.Gathered(graphemes: keepGlyphs ? count : 0)
        var edges: [Int: PreparedText.LineEdge] = [:]
        utf8.withUnsafeBufferPointer { buffer in
            var runStart = 0
            while runStart < count {
                var runEnd = runStart + 1
                while runEnd < count, clusters.spanOf[runEnd] == clusters.spanOf[runStart],
                    scan.fontOf[runEnd] == scan.fontOf[runStart],
                    levels[runEnd] == levels[runStart], scan.scripts[runEnd] == scan.scripts[runStart]
                {
                    runEnd += 1
                }
                let spanFont = spans[clusters.spanOf[runStart]].font
                let font =
                    scan.fontOf[runStart] == 0 ? spanFont : (fallback?.font(scan.fontOf[runStart] - 1) ?? spanFont)
                let glyphs = font.shape(
                    buffer, range: clusters.starts[runStart]..<clusters.starts[runEnd],
                    rightToLeft: levels[runStart] % 2 == 1,
                    script: scan.scripts[runStart], language: language,
                    characterClusters: lineBreaks == .skParagraph)
                let unitsPerEm = Double(font.unitsPerEm)
                for glyph in glyphs where glyph.cluster < utf8.count {
                    em[clusters.graphemeAtByte[glyph.cluster]] += Double(glyph.advance) / unitsPerEm
                }
                let placer = GlyphPlacer(font: font, slot: scan.fontOf[runStart])
                if keepGlyphs {
                    for glyph in glyphs where glyph.cluster < utf8.count {
                        placed.append(placer.place(glyph), to: clusters.graphemeAtByte[glyph.cluster])
                    }
                }
                if reshapesEdges, runEnd - runStart > 1 {
                    // Where breaking is unsafe (a kerning pair, a ligature), Blink shapes a line's
                    // end and start again from the nearest safe points: keep those shapes.
                    var unsafe = [Bool].repeating(false, count: runEnd - runStart)
                    for glyph in glyphs where glyph.unsafeToBreak && glyph.cluster < utf8.count {
                        let grapheme = clusters.graphemeAtByte[glyph.cluster]
                        if grapheme > runStart, grapheme < runEnd { unsafe[grapheme - runStart] = true }
                    }
                    let rightToLeft = levels[runStart] % 2 == 1
                    // The nearest safe boundary after each one (the run's end at most), found once.
                    var nextSafe = [Int].repeating(runEnd, count: runEnd - runStart + 1)
                    for boundary in stride(from: runEnd - 1, to: runStart, by: -1) {
                        nextSafe[boundary - runStart] =
                            unsafe[boundary - runStart] ? nextSafe[boundary - runStart + 1] : boundary
                    }
                    var from = runStart  // the nearest safe boundary before the one at hand
                    for boundary in (runStart + 1)..<runEnd {
                        guard unsafe[boundary - runStart] else {
                            from = boundary
                            continue
                        }
                        let end = font.shape(
                            buffer, range: clusters.starts[from]..<clusters.starts[boundary], rightToLeft: rightToLeft,
                            script: scan.scripts[runStart], language: language)
                        // Where no line starts, an empty start (it adds nothing).
                        let startsLine = lineStarts.map { boundary < $0.count && $0[boundary] } ?? true
                        let to = startsLine ? nextSafe[boundary - runStart + 1] : boundary
                        let start =
                            startsLine
                            ? font.shape(
                                buffer, range: clusters.starts[boundary]..<clusters.starts[to],
                                rightToLeft: rightToLeft, script: scan.scripts[runStart], language: language) : []
                        edges[boundary] = PreparedText.LineEdge(
                            endFrom: from, endGlyphs: end.map(placer.place), startTo: to,
                            startGlyphs: start.map(placer.place))
                    }
                }
                runStart = runEnd
            }
        }
        return (em, placed, edges)
    }

    private func bidiLevels(_ text: String, graphemeCount: Int, graphemeAtByte: [Int], starts: [Int])
        throws(TextBoundaryError) -> [Int]
    {
        var levels = [Int].repeating(0, count: graphemeCount)
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
}
