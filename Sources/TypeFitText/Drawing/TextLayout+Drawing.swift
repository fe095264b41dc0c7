import TypeFitBackend

extension TextLayout {
    /// Lays `prepared` out as ``measure(_:)`` does and places every glyph: the shown lines (the
    /// last one cut with "…" when `maxLines` cuts), then the lines the cut hides. Graphemes are put
    /// in visual order per line (UAX #9 rule L2 on the bidi levels), each glyph at its shaped
    /// advance and offsets scaled by its span's point size; letter spacing after each grapheme
    /// but a line's last. Lines start at x = 0 (leading alignment for left-to-right text).
    ///
    /// `prepared` must come from ``TextPreparer`` with `keepGlyphs` (otherwise lines carry no
    /// glyphs); `fonts` are the spans' fonts in order, `fallback` the fallback fonts it was prepared
    /// with. The baseline follows `model`: `apple` puts extra line height above the text (TextKit),
    /// `android` and `web` split it above and below (half-leading).
    ///
    /// `boxWidth` is the width limit drawn and checked (lines wider are flagged); it defaults to
    /// `maxWidth`, and may be given alone for text that is not wrapped but must fit. With
    /// `hiddenLines`, at most that many of the lines a cut hides are drawn; the rest are counted
    /// (``DrawnText/omittedLines``).
    package func draw(
        _ prepared: PreparedText, fonts: [ShapingFont], fallback: FallbackFonts?, model: LineHeightModel,
        symbols: GlyphSymbols,
        boxWidth: Double? = nil, hiddenLines: Int? = nil
    ) -> DrawnText {
        // The same widths as ``measure(_:)``, so the drawing and the measurement agree to the bit.
        if staticLayout != nil {
            return draw(
                prepared, minikinWidths(prepared), fonts: fonts, fallback: fallback, model: model, symbols: symbols,
                boxWidth: boxWidth, hiddenLines: hiddenLines)
        }
        if widths == .blink {
            return withBlinkWidths(prepared) {
                $0.draw(
                    prepared, $1, fonts: fonts, fallback: fallback, model: model, symbols: symbols,
                    boxWidth: boxWidth, hiddenLines: hiddenLines)
            }
        }
        if prepared.spanOfGrapheme.isEmpty, wordSpacing == 0 {
            return prepared.emPrefix.withUnsafeBufferPointer {
                draw(
                    prepared, UniformWidths(em: $0, spans: spans, hyphenEm: prepared.hyphenEm(span: 0)), fonts: fonts,
                    fallback: fallback, model: model, symbols: symbols, boxWidth: boxWidth, hiddenLines: hiddenLines)
            }
        }
        return draw(
            prepared, SpanWidths(prepared, spans, wordSpacing: wordSpacing), fonts: fonts, fallback: fallback,
            model: model, symbols: symbols, boxWidth: boxWidth, hiddenLines: hiddenLines)
    }

    private func draw<W: LineWidths>(
        _ prepared: PreparedText, _ widths: W, fonts: [ShapingFont], fallback: FallbackFonts?, model: LineHeightModel,
        symbols: GlyphSymbols,
        boxWidth: Double?, hiddenLines: Int?
    ) -> DrawnText {
        let limit = boxWidth ?? maxWidth
        let arrangement = arrange(prepared, widths)
        let measurement = measure(prepared, widths, arrangement)
        let shown = arrangement.shown, hidden = arrangement.hidden.prefix(hiddenLines ?? arrangement.hidden.count)
        let cut: Int? = arrangement.isCut ? shown.count - 1 : nil
        var painter = LinePainter(
            prepared: prepared, layout: self, fonts: fonts, fallback: fallback, model: model, symbols: symbols)
        var lines: [DrawnText.Line] = []
        var top = 0.0
        for (index, line) in (shown + hidden).enumerated() {
            var drawn = painter.paint(line, top: top, ellipsis: index == cut, hidden: index >= shown.count)
            drawn.isTooWide = limit.map { drawn.width > $0 + 0.005 } ?? false
            lines.append(drawn)
            top += drawn.height
        }
        return DrawnText(
            lines: lines, measurement: measurement, maxWidth: limit, maxLines: maxLines,
            omittedLines: arrangement.hidden.count - hidden.count)
    }

    /// Graphemes `range` in visual order: UAX #9 rule L2, reversing from the highest level down
    /// to the lowest odd level.
    static func visualOrder(_ range: Range<Int>, levels: [Int]?) -> [Int] {
        var order = Array(range)
        guard let levels, let highest = order.map({ levels[$0] }).max(), highest > 0 else { return order }
        let lowestOdd = order.map { levels[$0] }.filter { $0 % 2 == 1 }.min() ?? highest
        for level in stride(from: highest, through: max(lowestOdd, 1), by: -1) {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
        }
        return order
    }
}

/// Places the glyphs of one line after another.
private struct LinePainter {
    let prepared: PreparedText
    let layout: TextLayout
    package let fonts: [ShapingFont]
    let fallback: FallbackFonts?
    let model: LineHeightModel
    let symbols: GlyphSymbols

    func span(of grapheme: Int) -> Int {
        prepared.spanOfGrapheme.isEmpty ? 0 : min(prepared.spanOfGrapheme[grapheme], fonts.count - 1)
    }

    func font(span: Int, slot: Int) -> ShapingFont {
        if slot > 0, let fallback, slot - 1 < fallback.count { return fallback.font(slot - 1) }
        return fonts[span]
    }

    mutating func paint(_ line: TextLayout.Line, top: Double, ellipsis: Bool, hidden: Bool) -> DrawnText.Line {
        let height = layout.lineHeight(prepared, line)
        let tallestSpan =
            (line.start..<max(line.end, line.start)).map(span(of:)).max {
                layout.spans[$0].lineHeight < layout.spans[$1].lineHeight
            } ?? 0
        var baseline = top + baselineOffset(span: tallestSpan, lineHeight: height)
        // A line a fallback font raised: its baseline sits below the tallest ascent (half the
        // gap above it on Android; Blink's half-leading is in the web extents' ascent).
        if layout.mayRaise(prepared), let raised = layout.raisedExtents(prepared, line), raised.height >= height {
            baseline = top + raised.ascent + (model.centersLeading ? raised.gap / 2 : 0)
        }
        var glyphs: [DrawnText.Glyph] = []
        var missing: [DrawnText.Mark] = []
        var x = 0.0
        let order = TextLayout.visualOrder(line.start..<line.visibleEnd, levels: prepared.placement?.levels)
        // A right-to-left paragraph ends on the left: its "…" goes before the glyphs, as CoreText
        // and Android put it (every level of such a paragraph is odd or above, its lowest odd).
        let levels = (line.start..<max(line.visibleEnd, line.start)).compactMap { prepared.placement?.levels[$0] }
        let rightToLeft = (levels.min() ?? 0) % 2 == 1
        var mark: DrawnText.Mark?
        var ellipsisGlyphs: [DrawnText.Glyph] = []
        let ellipsisSpan = line.visibleEnd > line.start ? span(of: line.visibleEnd - 1) : 0
        if ellipsis, rightToLeft {
            x = drawEllipsis(span: ellipsisSpan, x: 0, baseline: baseline, into: &ellipsisGlyphs)
            mark = .init(x: 0, width: x)
            x += layout.spans[ellipsisSpan].letterSpacing
        }
        for (position, grapheme) in order.enumerated() {
            let span = span(of: grapheme)
            let start = x
            var isMissing = false
            for placed in prepared.placement?.glyphs(of: grapheme) ?? [] {
                let font = font(span: span, slot: placed.font)
                let scale = layout.spans[span].pointSize / Double(font.unitsPerEm)
                if placed.glyph == 0 { isMissing = true }
                if let symbol = symbols.symbol(placed.glyph, in: font) {
                    glyphs.append(
                        .init(
                            symbol: symbol, x: x + Double(placed.xOffset) * scale,
                            y: baseline - Double(placed.yOffset) * scale, scale: scale))
                }
                x += Double(placed.advance) * scale
            }
            if isMissing { missing.append(.init(x: start, width: x - start)) }
            if position < order.count - 1 || (ellipsis && !rightToLeft) { x += layout.spans[span].letterSpacing }
        }
        var text = prepared.substring(line.start..<line.visibleEnd)
        if line.hyphenated, !rightToLeft, line.visibleEnd > line.start {
            let span = span(of: line.visibleEnd - 1)
            x = drawHyphen(span: span, x: x + layout.spans[span].letterSpacing, baseline: baseline, into: &glyphs)
            text = TextLayout.label(prepared, line)
        }
        if ellipsis {
            if !rightToLeft {
                let start = x
                x = drawEllipsis(span: ellipsisSpan, x: x, baseline: baseline, into: &ellipsisGlyphs)
                mark = .init(x: start, width: x - start)
            }
            text += "…"
        }
        return DrawnText.Line(
            text: text, top: top, height: height, baseline: baseline, width: x, glyphs: glyphs, isHidden: hidden,
            isTooWide: false, missing: missing, ellipsis: mark, ellipsisGlyphs: ellipsisGlyphs)
    }

    /// Draws "…" (or "..." when the font lacks it) in the span's font; returns the pen after it.
    func drawEllipsis(span: Int, x start: Double, baseline: Double, into glyphs: inout [DrawnText.Glyph]) -> Double {
        draw(
            fonts[span].hasGlyph(for: "\u{2026}") ? "\u{2026}" : "...", span: span, x: start, baseline: baseline,
            into: &glyphs)
    }

    /// Draws the hyphen a soft hyphen shows at a break (as ``ShapingFont/hyphenAdvance`` chooses it).
    func drawHyphen(span: Int, x start: Double, baseline: Double, into glyphs: inout [DrawnText.Glyph]) -> Double {
        draw(String(fonts[span].hyphen()), span: span, x: start, baseline: baseline, into: &glyphs)
    }

    /// Draws `text` shaped alone in the primary font of `span` from `start`; returns where it ends.
    private func draw(
        _ text: String, span: Int, x start: Double, baseline: Double, into glyphs: inout [DrawnText.Glyph]
    ) -> Double {
        let font = fonts[span]
        let bytes = Array(text.utf8)
        let shaped = bytes.withUnsafeBufferPointer {
            font.shape($0, range: 0..<bytes.count, rightToLeft: false, script: ShapingFont.commonScript, language: nil)
        }
        let scale = layout.spans[span].pointSize / Double(font.unitsPerEm)
        return DrawnText.place(
            shaped, in: font, scale: scale, from: start, baseline: baseline, symbols: symbols, into: &glyphs
        ) {
            Double($0.advance) * scale
        }
    }

    /// Where the baseline sits below the line's top, in points.
    func baselineOffset(span: Int, lineHeight: Double) -> Double {
        let metrics = fonts[span].face.metrics
        let line = metrics.lineMetrics(for: model)
        let scale = layout.spans[span].pointSize / Double(metrics.unitsPerEm)
        let ascent = Double(line.ascender) * scale
        let descent = Double(-line.descender) * scale
        guard model.centersLeading else { return lineHeight - descent - Double(line.lineGap) * scale }
        return (lineHeight - ascent - descent) / 2 + ascent
    }
}
