import TypeFitBackend

extension SkParagraphLayout {
    /// Lays `prepared` out as ``measure(_:)`` does and places every glyph, as Flutter draws the
    /// label: the shown lines (the last one cut with the ellipsis when `maxLines` cuts), then
    /// at most `hiddenLines` of the lines the cut hides. Graphemes in visual order per line,
    /// each glyph at Skia's advance (``SkiaWidths``) with letter spacing after it, its baseline
    /// at the line's ascent below its top. `prepared` must keep its glyphs; `font` is its own
    /// font, `fallback` the fonts it was prepared with.
    package func draw(
        _ prepared: PreparedText, font: ShapingFont, fallback: FallbackFonts?, symbols: GlyphSymbols,
        boxWidth: Double? = nil, hiddenLines: Int? = nil
    ) -> DrawnText {
        let layout = including(prepared, fallback: fallback, font: font)
        let widths = SkiaWidths(prepared, size: fontSize, letterSpacing: letterSpacing)
        let shown = SkParagraphLineBreaker(layout: layout, widths: widths).lines().lines
        var hidden: [Line] = []
        if let maxLines = shownLines, shown.last?.ellipsis == true || shown.count >= maxLines {
            let all = SkParagraphLineBreaker(layout: layout, allLines: true, widths: widths).lines()
                .lines
            hidden = Array(all.dropFirst(maxLines))
        }
        let drawnHidden = hidden.prefix(hiddenLines ?? hidden.count)
        var painter = SkParagraphPainter(
            layout: layout, prepared: prepared, widths: widths, font: font, fallback: fallback, symbols: symbols)
        var lines: [DrawnText.Line] = []
        var top = 0.0
        let limit = boxWidth ?? maxWidth
        for (index, line) in (shown + drawnHidden).enumerated() {
            var drawn = painter.paint(line, top: top, hidden: index >= shown.count)
            drawn.isTooWide = limit.map { drawn.width > $0 + 0.005 } ?? false
            lines.append(drawn)
            top += drawn.height
        }
        return DrawnText(
            lines: lines, measurement: layout.measure(prepared), maxWidth: limit, maxLines: shownLines,
            omittedLines: hidden.count - drawnHidden.count)
    }
}

/// Places the glyphs of SkParagraph's lines.
private struct SkParagraphPainter {
    let layout: SkParagraphLayout
    let prepared: PreparedText
    let widths: SkiaWidths
    let font: ShapingFont
    let fallback: FallbackFonts?
    let symbols: GlyphSymbols

    /// The font of a glyph placed in `slot`: its fallback font's place in `fallback` (+1), the
    /// fonts the text was prepared with, as the text layout's drawing reads it. (Read as a place
    /// in the text's own list of fallback fonts, a glyph took another font's outline, or its
    /// text font's, whenever those fonts had opened others first: Arabic labels drawn in Inter's
    /// shapes, as the drawing tasks happened to go.)
    func font(slot: Int) -> ShapingFont {
        if slot > 0, let fallback, slot - 1 < fallback.count { return fallback.font(slot - 1) }
        return font
    }

    mutating func paint(_ line: SkParagraphLayout.Line, top: Double, hidden: Bool) -> DrawnText.Line {
        let baseline = top - Double(line.ascent)
        let count = widths.count
        let first = line.start < count ? widths.grapheme[line.start] : prepared.graphemeCount
        let last = line.visibleEnd > line.start ? widths.grapheme[line.visibleEnd - 1] + 1 : first
        let levels = prepared.placement?.levels
        let order = TextLayout.visualOrder(first..<last, levels: levels)
        let rightToLeft = (order.compactMap { levels?[$0] }.min() ?? 0) % 2 == 1
        var glyphs: [DrawnText.Glyph] = []
        var missing: [DrawnText.Mark] = []
        var ellipsisGlyphs: [DrawnText.Glyph] = []
        var mark: DrawnText.Mark?
        var x = 0.0
        if line.ellipsis, rightToLeft {
            x = drawEllipsis(x: 0, baseline: baseline, into: &ellipsisGlyphs)
            mark = .init(x: 0, width: x)
        }
        let scripts = prepared.placement?.scripts ?? []
        for grapheme in order {
            let start = x
            let joins = grapheme < scripts.count && SkiaWidths.joiningScripts.contains(scripts[grapheme])
            var isMissing = false
            for placed in prepared.placement?.glyphs(of: grapheme) ?? [] {
                let drawing = font(slot: placed.font)
                let scale = layout.fontSize / Double(drawing.unitsPerEm)
                if placed.glyph == 0 { isMissing = true }
                if let symbol = symbols.symbol(placed.glyph, in: drawing) {
                    glyphs.append(
                        .init(
                            symbol: symbol, x: x + Double(placed.xOffset) * scale,
                            y: baseline - Double(placed.yOffset) * scale, scale: scale))
                }
                x += SkiaWidths.advance([placed], size: layout.fontSize) + (joins ? 0 : layout.letterSpacing)
            }
            if isMissing { missing.append(.init(x: start, width: x - start)) }
        }
        let from = prepared.text.utf8.index(prepared.text.utf8.startIndex, offsetBy: widths.byteStart[line.start])
        let to = prepared.text.utf8.index(
            prepared.text.utf8.startIndex, offsetBy: widths.byteStart[max(line.visibleEnd, line.start)])
        var text = String(prepared.text[from..<to])
        if line.ellipsis {
            if !rightToLeft {
                let start = x
                x = drawEllipsis(x: x, baseline: baseline, into: &ellipsisGlyphs)
                mark = .init(x: start, width: x - start)
            }
            text += layout.style.ellipsis
        }
        return DrawnText.Line(
            text: text, top: top, height: line.height, baseline: baseline, width: x, glyphs: glyphs,
            isHidden: hidden, isTooWide: false, missing: missing, ellipsis: mark, ellipsisGlyphs: ellipsisGlyphs)
    }

    /// Draws the ellipsis shaped alone in the text's own font; returns the pen after it.
    func drawEllipsis(x start: Double, baseline: Double, into glyphs: inout [DrawnText.Glyph]) -> Double {
        let bytes = Array(layout.style.ellipsis.utf8)
        let shaped = bytes.withUnsafeBufferPointer {
            font.shape($0, range: 0..<bytes.count, rightToLeft: false, script: ShapingFont.commonScript, language: nil)
        }
        let scale = layout.fontSize / Double(font.unitsPerEm)
        return DrawnText.place(
            shaped, in: font, scale: scale, from: start, baseline: baseline, symbols: symbols, into: &glyphs
        ) {
            SkiaWidths.freeTypeAdvance($0.advance, unitsPerEm: font.unitsPerEm, size: layout.fontSize)
        }
    }
}
