import TypeFitBackend
import TypeFitSupport

/// Where Minikin may hyphenate a prepared text's words (`MeasuredText::measure` with hyphenation,
/// `populateHyphenationPoints`), and the pieces its line breakers measure there, shaped once
/// with the text (``TextPreparer`` with an Android hyphenation frequency).
struct MinikinHyphenBreaks: Hashable, Sendable {
    /// A hyphenation point: the next line starts at grapheme `offset`, inside the word whose
    /// context (from the word break before it to the one after it, trailing spaces included) is
    /// `contextStart..<contextEnd`.
    struct Point: Hashable, Sendable {
        var offset: Int
        var type: MinikinHyphenation
        var contextStart: Int
        var contextEnd: Int
        /// Where the word itself starts (after its leading punctuation).
        var wordStart: Int
    }

    /// A piece of a word laid out alone (`StyleRun::measureHyphenPiece`): graphemes
    /// `start..<end`, with the hyphen edits of a break before it (`startEdit`) and after it
    /// (`endEdit`).
    struct Piece: Hashable, Sendable {
        var start: Int
        var end: Int
        /// The break's type when it starts the piece with characters (else `dontBreak`).
        var startEdit: MinikinHyphenation
        /// The break's type when it ends the piece with characters (else `dontBreak`).
        var endEdit: MinikinHyphenation

        init(start: Int, end: Int, startEdit: MinikinHyphenation = .dontBreak, endEdit: MinikinHyphenation = .dontBreak)
        {
            self.start = start
            self.end = end
            self.startEdit = startEdit.startOfNextLine.isEmpty ? .dontBreak : startEdit
            self.endEdit = endEdit.endOfLine.isEmpty ? .dontBreak : endEdit
        }
    }

    var points: [Point] = []
    /// The points of each word, by where its context ends (the breakers look them up per word),
    /// grouped once when the points are found.
    var byWordEnd: [Int: [Point]] = [:]
    /// Whether the optimal breaker measures without shaping again (`ignoreHyphenKerning`, the
    /// `fast` frequencies): a piece is its graphemes' widths plus its hyphens' (`Run::measureText`
    /// of the hyphen string). The greedy breaker shapes the pieces whatever the frequency.
    var fast = false
    /// Each piece's glyphs; a piece whose word another font draws part of is not here, and is
    /// measured as `fast` measures it.
    var pieces: [Piece: ShapedPiece] = [:]

    /// A piece's glyphs and how many clusters letter spacing spaces (its characters but a
    /// newline ending it).
    struct ShapedPiece: Hashable, Sendable {
        var glyphs: [PlacedGlyph]
        var clusters: Int
    }
    /// The hyphen strings laid out alone, by the hyphenation type that inserts them.
    var hyphens: [MinikinHyphenation: [PlacedGlyph]] = [:]
}

extension TextPreparer {
    /// ``MinikinHyphenBreaks`` of a text: each word (the segments' contexts, without leading
    /// opening punctuation and quotes nor trailing spaces, punctuation and controls —
    /// `WordBreaker::wordRange`; none in an email address or URL) hyphenated between its
    /// no-break spaces when at most 45 code units (`hyphenate`, LineBreakerUtil.cpp), each point
    /// at a grapheme boundary kept, and its pieces shaped in the word's font.
    func hyphenBreaks(
        _ hyphenator: MinikinHyphenator, fast: Bool, utf8: [UInt8], starts: [Int],
        segments: [PreparedText.Segment], levels: [Int], fontOf: [Int], scripts: [UInt32], font: ShapingFont
    ) -> MinikinHyphenBreaks {
        var result = MinikinHyphenBreaks(fast: fast)
        let scalarAt = { (grapheme: Int) -> Unicode.Scalar? in
            String(decoding: utf8[starts[grapheme]..<starts[grapheme + 1]], as: UTF8.self).unicodeScalars.first
        }
        var contextStart = 0
        for segment in segments {
            defer { contextStart = segment.end }
            let contextEnd = segment.end
            guard !segment.inEmailOrURL, contextEnd > contextStart else { continue }
            var wordStart = contextStart
            while wordStart < contextEnd, let scalar = scalarAt(wordStart),
                ["OP", "QU"].contains(TextBoundaries.lineBreakClass(of: scalar))
            {
                wordStart += 1
            }
            var wordEnd = contextEnd
            while wordEnd > wordStart, let scalar = scalarAt(wordEnd - 1), Self.isWordEndTrimmed(scalar) {
                wordEnd -= 1
            }
            // `populateHyphenationPoints` only within one run (a bidi level).
            guard wordEnd > wordStart, levels[contextStart..<contextEnd].allSatisfy({ $0 == levels[contextStart] })
            else { continue }
            var units: [UInt16] = []
            var graphemeAtUnit: [Int: Int] = [:]
            for grapheme in wordStart..<wordEnd {
                graphemeAtUnit[units.count] = grapheme
                units += String(decoding: utf8[starts[grapheme]..<starts[grapheme + 1]], as: UTF8.self).utf16
            }
            let types = Self.hyphenateWords(units, hyphenator)
            for (unit, type) in types.enumerated() where type != .dontBreak {
                guard let grapheme = graphemeAtUnit[unit] else { continue }
                result.points.append(
                    .init(
                        offset: grapheme, type: type, contextStart: contextStart, contextEnd: contextEnd,
                        wordStart: wordStart))
            }
        }
        result.byWordEnd = Dictionary(grouping: result.points, by: \.contextEnd)
        let language = self.language
        let shape = { (piece: MinikinHyphenBreaks.Piece) -> MinikinHyphenBreaks.ShapedPiece? in
            guard fontOf[piece.start..<piece.end].allSatisfy({ $0 == 0 }) else { return nil }
            var bytes: [UInt8] = []
            for scalar in piece.startEdit.startOfNextLine { bytes += String(font.hyphen(scalar)).utf8 }
            // A newline ending the word's context is no glyph (Minikin measures it as 0).
            var end = piece.end
            while end > piece.start, utf8[starts[end - 1]] == 0x0A || utf8[starts[end - 1]] == 0x0D { end -= 1 }
            bytes += utf8[starts[piece.start]..<starts[end]]
            for scalar in piece.endEdit.endOfLine { bytes += String(font.hyphen(scalar)).utf8 }
            let glyphs = Self.placed(
                bytes, font: font, rightToLeft: levels[piece.start] % 2 == 1, script: scripts[piece.start],
                language: language)
            return MinikinHyphenBreaks.ShapedPiece(glyphs: glyphs, clusters: end - piece.start)
        }
        for type in Set(result.points.map(\.type)) {
            var bytes: [UInt8] = []
            for scalar in type.endOfLine + type.startOfNextLine { bytes += String(scalar).utf8 }
            guard !bytes.isEmpty else { continue }
            result.hyphens[type] = Self.placed(
                bytes, font: font, rightToLeft: false, script: SkiaWidths.tag("Zyyy"), language: language)
        }
        for (index, point) in result.points.enumerated() {
            var pieces = [
                MinikinHyphenBreaks.Piece(start: point.contextStart, end: point.offset, endEdit: point.type),
                MinikinHyphenBreaks.Piece(start: point.offset, end: point.contextEnd, startEdit: point.type),
            ]
            // The greedy breaker's next line may start at an earlier point of the same word.
            for earlier in result.points[..<index] where earlier.contextStart == point.contextStart {
                pieces.append(
                    .init(start: earlier.offset, end: point.offset, startEdit: earlier.type, endEdit: point.type))
            }
            for piece in pieces where piece.end > piece.start { result.pieces[piece] = shape(piece) }
        }
        return result
    }

    /// `hyphenate` (LineBreakerUtil.cpp): each run of characters between no-break spaces is a
    /// word, hyphenated when it is at most 45 code units long.
    static func hyphenateWords(_ units: [UInt16], _ hyphenator: MinikinHyphenator) -> [MinikinHyphenation] {
        var out = [MinikinHyphenation].repeating(.dontBreak, count: units.count)
        var start = 0
        for index in 0...units.count where index == units.count || units[index] == 0xA0 {
            if index > start, index - start <= 45 {
                out.replaceSubrange(start..<index, with: hyphenator.hyphenate(units[start..<index]))
            }
            start = index + 1
        }
        return out
    }

    /// `WordBreaker::wordEnd`: trailing spaces, punctuation and controls are not the word's.
    static func isWordEndTrimmed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .control, .connectorPunctuation, .dashPunctuation, .openPunctuation,
            .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default: return false
        }
    }

    /// `bytes` shaped alone in `font`.
    static func placed(_ bytes: [UInt8], font: ShapingFont, rightToLeft: Bool, script: UInt32, language: String?)
        -> [PlacedGlyph]
    {
        bytes.withUnsafeBufferPointer { buffer in
            font.shape(buffer, range: 0..<buffer.count, rightToLeft: rightToLeft, script: script, language: language)
                .map { PlacedGlyph($0, in: font, slot: 0) }
        }
    }
}
