import TypeFitBackend

/// Where a prepared text may break: ICU's opportunities, Blink's over them, as segments.
extension TextPreparer {
    /// Line-break segments: each ends at a break opportunity (ICU's, or Blink's over ICU's).
    func segments(
        _ text: String, count: Int, graphemeAtByte: [Int], utf8Count: Int, isBlank: [Bool], isSoftHyphen: (Int) -> Bool
    ) throws(TextBoundaryError) -> (segments: [PreparedText.Segment], fallbacks: [Int: PreparedText.FallbackBreaks]) {
        var found = try lines.lineBreaks(in: text)
        var minikin = MinikinWordBreaks.Found()
        if case .minikin = lineBreaks {
            minikin = MinikinWordBreaks.breaks(text, unicode: found)
            found = minikin.breaks
        }
        if lineBreaks == .skParagraph {
            found = UnicodeLineBreakUpdate.apply(
                text, unicode: found, isBoundary: { $0 < utf8Count && graphemeAtByte[$0 - 1] != graphemeAtByte[$0] })
        }
        if case let .blink(wordBreak) = lineBreaks {
            found = Self.blinkBreaks(
                text, unicode: found, wordBreak: wordBreak,
                isBoundary: { $0 < utf8Count && graphemeAtByte[$0 - 1] != graphemeAtByte[$0] })
        }
        let isGraphemeStart = { (offset: Int) in offset > 0 && graphemeAtByte[offset - 1] != graphemeAtByte[offset] }
        let fallbacks = Dictionary(
            uniqueKeysWithValues: minikin.fallbacks.map { word, offsets in
                // A break inside a grapheme is never reached (Minikin's width there is 0): the
                // breaks before it stand, and the desperate ones go on after them.
                let reached = offsets.prefix(while: { $0 < utf8Count && isGraphemeStart($0) })
                return (
                    graphemeAtByte[word],
                    PreparedText.FallbackBreaks(
                        graphemes: reached.map { graphemeAtByte[$0] }, stopsAfterLast: reached.count == offsets.count)
                )
            })
        let segments = Self.segments(
            found, from: 0, count: count, grapheme: { $0 >= utf8Count ? count : graphemeAtByte[$0] },
            isBlank: { isBlank[$0] }, isSoftHyphen: isSoftHyphen, isBad: { minikin.bad.contains($0) })
        return (segments, fallbacks)
    }

    /// The segments of graphemes `first..<count` ending at the opportunities `found` (`grapheme`
    /// maps an opportunity's UTF-8 offset to the grapheme it falls before); each segment's trailing
    /// white space is not visible.
    static func segments(
        _ found: [TextBoundaries.LineBreak], from first: Int, count: Int, grapheme: (Int) -> Int,
        isBlank: (Int) -> Bool, isSoftHyphen: (Int) -> Bool, isBad: (Int) -> Bool = { _ in false }
    ) -> [PreparedText.Segment] {
        var result: [PreparedText.Segment] = []
        var start = first
        for found in found {
            let end = grapheme(found.offset)
            guard end > start else { continue }
            var visibleEnd = end
            while visibleEnd > start, isBlank(visibleEnd - 1) { visibleEnd -= 1 }
            result.append(
                .init(
                    end: end, visibleEnd: visibleEnd, mandatory: found.mandatory && end < count,
                    softHyphen: end < count && isSoftHyphen(end - 1), inEmailOrURL: isBad(found.offset)))
            start = end
        }
        if start < count {
            result.append(.init(end: count, visibleEnd: count, mandatory: false))
        }
        return result
    }

    /// Blink's opportunities (``LineBreakRules/blinkBreaks(previous:next:beforePrevious:unicode:)``)
    /// at the grapheme boundaries of `text` (UTF-8 offsets `isBoundary` accepts), from ICU's;
    /// mandatory breaks stay.
    static func blinkBreaks(
        _ text: String, unicode: [TextBoundaries.LineBreak], wordBreak: LineBreakRules.WordBreak,
        isBoundary: (Int) -> Bool
    ) -> [TextBoundaries.LineBreak] {
        var scalars: [(offset: Int, scalar: Unicode.Scalar)] = []
        scalars.reserveCapacity(text.utf8.count)
        var offset = 0
        for scalar in text.unicodeScalars {
            scalars.append((offset, scalar))
            offset += UTF8.width(scalar)
        }
        // ICU's opportunity at each offset asked, in order: its breaks come sorted, so a cursor
        // finds them (the first of equal offsets counts).
        var cursor = 0
        func icu(_ at: Int) -> Bool? {
            while cursor < unicode.count, unicode[cursor].offset < at { cursor += 1 }
            return cursor < unicode.count && unicode[cursor].offset == at ? unicode[cursor].mandatory : nil
        }
        var result: [TextBoundaries.LineBreak] = []
        // break-all reads the Line_Break classes of the two characters around the opportunity. (A
        // scan of Blink's that runs on from earlier skips combining marks; the one that finds a
        // line's last opportunity, `PreviousBreakOpportunity`, starts at it and does not: in
        // headless Chromium "बाहर निकलने" in 160 px at 53 px does not break after "नि".)
        for index in scalars.indices.dropFirst() where isBoundary(scalars[index].offset) {
            let at = scalars[index].offset
            let opportunity = icu(at)
            if opportunity == true {
                result.append(.init(offset: at, mandatory: true))
                continue
            }
            let previous = scalars[index - 1].scalar
            let beforePrevious = index >= 2 ? scalars[index - 2].scalar : nil
            var breaks = LineBreakRules.blinkBreaks(
                previous: previous, next: scalars[index].scalar, beforePrevious: beforePrevious,
                unicode: opportunity != nil)
            switch wordBreak {
            case .normal: break
            case .breakAll:
                breaks =
                    breaks
                    || LineBreakRules.breaksAll(
                        after: LineBreakRules.breakAllClass(of: previous),
                        before: LineBreakRules.breakAllClass(of: scalars[index].scalar))
            case .keepAll:
                breaks =
                    breaks
                    && !LineBreakRules.keepsAll(
                        previous: previous, beforePrevious: beforePrevious, next: scalars[index].scalar)
            }
            if breaks {
                result.append(.init(offset: at, mandatory: false))
            }
        }
        result.append(.init(offset: offset, mandatory: icu(offset) ?? false))
        return result
    }
}
