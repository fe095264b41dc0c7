import TypeFitBackend
import TypeFitSupport

/// The vertical metrics Skia reads from a face, without the rest of ``FaceMetrics`` (its names
/// and tables): kept by every Android layout, copied at every size, so nothing in it is counted.
package struct SkiaFace: Hashable, Sendable {
    package var unitsPerEm: Int
    /// Android's line: OS/2's typo metrics with USE_TYPO_METRICS, else hhea's.
    var line: LineMetrics
    /// The head table's glyph bounds (the line's when unknown).
    var bounds: VerticalBounds
    var strike: StrikeLineMetrics?

    package init(_ metrics: FaceMetrics) {
        unitsPerEm = metrics.unitsPerEm
        line = metrics.lineMetrics(for: .android)
        bounds = metrics.glyphBounds ?? VerticalBounds(yMin: line.descender, yMax: line.ascender)
        strike = metrics.bitmapStrike
    }
}

/// `Paint.FontMetricsInt` of a font at a size (`android_graphics_Paint.cpp`): Skia's metrics —
/// OS/2 typo ascent and descent when USE_TYPO_METRICS is set, else FreeType's (hhea's), top and
/// bottom from the head table's glyph bounds, each a `float` in em × size — with top floored,
/// ascent and descent rounded, bottom ceiled. y grows downwards: ascent and top are negative.
struct FontMetricsInt: Hashable, Sendable {
    var top: Int
    var ascent: Int
    var descent: Int
    var bottom: Int
    var leading: Int

    init(_ face: SkiaFace, size: Double) {
        let skia = SkiaFontMetrics(face, size: size)
        top = Int(skia.top.rounded(.down))
        ascent = javaRound(skia.ascent)
        descent = javaRound(skia.descent)
        bottom = Int(skia.bottom.rounded(.up))
        leading = javaRound(skia.leading)
    }

    /// What `Paint.getFontMetricsInt(null)` returns: "descent - ascent + leading".
    var fontHeight: Int { descent - ascent + leading }
}

/// Skia's `SkFontMetrics` of a FreeType face (`SkScalerContext_FreeType::generateFontMetrics`),
/// in `float` as Skia computes them.
struct SkiaFontMetrics {
    var top: Float
    var ascent: Float
    var descent: Float
    var bottom: Float
    /// The line gap: OS/2's typo line gap with USE_TYPO_METRICS, else hhea's.
    var leading: Float = 0

    init(_ face: SkiaFace, size: Double) {
        if let strike = face.strike, strike.ppem > 0 {
            // A bitmap strike's: FreeType's size metrics in em of the strike's ppem.
            let ppem = Float(strike.ppem) * 64
            ascent = -Float(strike.ascender) / ppem * Float(size)
            descent = -Float(strike.descender) / ppem * Float(size)
            (top, bottom) = (ascent, descent)
            return
        }
        let upem = Float(face.unitsPerEm)
        let line = face.line
        let size = Float(size)
        ascent = -Float(line.ascender) / upem * size
        descent = -Float(line.descender) / upem * size
        leading = Float(line.lineGap) / upem * size
        top = -(Float(face.bounds.yMax) / upem) * size
        bottom = -(Float(face.bounds.yMin) / upem) * size
    }
}

/// Java's `Math.round(float)`: the floor of x + 0.5.
func javaRound(_ value: Float) -> Int { Int((value + 0.5).rounded(.down)) }

/// StaticLayout's heights of laid-out lines (`StaticLayout.generate` and `out`): each line as
/// tall as its ascent to its descent in whole px; the first from the font's top and the last to
/// its bottom with font padding; every line but the last (or the ellipsized one) spaced by the
/// multiplier and extra.
struct StaticLayoutHeights {
    let settings: StaticLayoutSettings
    let metrics: FontMetricsInt
    /// `setLineSpacing(add, mult)` as the view sets it: a TextView's `lineHeight` in their place.
    let spacingAdd: Float
    let spacingMultiplier: Float
    /// Per fallback font of the text (`PreparedText/fallbackMetrics`), its Skia ascent and descent.
    let fallbacks: [(ascent: Float, descent: Float)]

    init(_ settings: StaticLayoutSettings, font: SkiaFace, fallbacks: [FaceMetrics], size: Double) {
        self.settings = settings
        metrics = FontMetricsInt(font, size: size)
        if let lineHeight = settings.lineHeight, settings.layout == .textView,
            Float(lineHeight) != Float(metrics.fontHeight)
        {
            // TextView.setLineHeightPx: "if (lineHeight != fontHeight) setLineSpacing(lineHeight
            // - fontHeight, 1f)", in float.
            spacingAdd = Float(lineHeight) - Float(metrics.fontHeight)
            spacingMultiplier = 1
        } else {
            spacingAdd = Float(settings.lineSpacingExtra)
            spacingMultiplier = Float(settings.lineSpacingMultiplier)
        }
        self.fallbacks = fallbacks.map {
            let skia = SkiaFontMetrics(SkiaFace($0), size: size)
            return (skia.ascent, skia.descent)
        }
    }

    /// The height of each line, `lines` of `prepared` with `ellipsized` set when the last of them
    /// was cut by maxLines; the last line's fonts are those before `lastBreakEnd` when given (the
    /// break it was laid out from, before the hidden lines ran on into it).
    func heights(_ prepared: PreparedText, _ lines: [TextLayout.Line], ellipsized: Bool, lastBreakEnd: Int? = nil)
        -> [Double]
    {
        var heights = [Double].repeating(0, count: lines.count)
        heights.withUnsafeMutableBufferPointer {
            fill($0, prepared, lines, ellipsized: ellipsized, lastBreakEnd: lastBreakEnd)
        }
        return heights
    }

    /// The sum of ``heights(_:_:ellipsized:lastBreakEnd:)``, added in their order, the heights
    /// in memory of the call (a summary needs only the sum: an array of them at every size).
    func totalHeight(_ prepared: PreparedText, _ lines: some Collection<TextLayout.Line>, ellipsized: Bool) -> Double {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: lines.count) { heights in
            fill(heights, prepared, lines, ellipsized: ellipsized, lastBreakEnd: nil)
            return heights.reduce(0, +)
        }
    }

    /// ``heights(_:_:ellipsized:lastBreakEnd:)`` written into `heights` (one per line).
    private func fill(
        _ heights: UnsafeMutableBufferPointer<Double>, _ prepared: PreparedText,
        _ lines: some Collection<TextLayout.Line>, ellipsized: Bool, lastBreakEnd: Int?
    ) {
        let count = prepared.graphemeCount
        let endsWithNewline = count > 0 && prepared.endsWithNewline
        let needMultiply = spacingMultiplier != 1 || spacingAdd != 0
        // Compose's lineHeight: its span asked for every line's ascent and descent.
        var span = settings.lineHeight.flatMap { lineHeight in
            settings.layout == .compose
                ? LineHeightStyleSpan(
                    lineHeight: lineHeight, style: settings.composeLineHeightStyle, count: count,
                    endsWithNewline: endsWithNewline) : nil
        }
        for (index, line) in lines.enumerated() where index < heights.count {
            // The empty line after a final newline takes the paint's metrics.
            let trailing = line.start == count && endsWithNewline && line.end == count
            var ascent = metrics.ascent
            var descent = metrics.descent
            var top = metrics.top
            var bottom = metrics.bottom
            // "ascent = isFallbackLineSpacing ? Math.min(fmAscent, Math.round(ascents[breakIndex]))"
            if settings.fallbackLineSpacing, !trailing {
                let fontsEnd = index == lines.count - 1 ? min(line.end, lastBreakEnd ?? line.end) : line.end
                if let extent = fallbackExtent(prepared, line.start..<fontsEnd) {
                    ascent = min(ascent, javaRound(extent.ascent))
                    descent = max(descent, javaRound(extent.descent))
                }
                // "Adjust top/bottom with ascent/descent for avoiding unexpected clipping": on
                // every line, so a font whose glyph bounds stay inside its ascent and descent
                // (Droid Sans Fallback) pads to those.
                top = min(top, ascent)
                bottom = max(bottom, descent)
            }
            // out(): "chooseHt[i].chooseHeight(text, start, end, chooseHtv[i], v, fm)" first.
            if !trailing { span?.chooseHeight(start: line.start, end: line.end, ascent: &ascent, descent: &descent) }
            let isLast =
                (ellipsized && index == lines.count - 1) || (line.end == count && !endsWithNewline)
                || (line.start == count && endsWithNewline)
            var above = ascent
            var below = descent
            if index == 0, settings.includeFontPadding { above = top }
            if isLast, settings.includeFontPadding { below = bottom }
            var extra = 0
            if needMultiply, !isLast {
                // In float, as Java multiplies an int by a float before widening to double.
                let ex = Double(Float(below - above) * (spacingMultiplier - 1) + spacingAdd)
                extra = ex >= 0 ? Int(ex + 0.5) : -Int(-ex + 0.5)
            }
            heights[index] = Double(below - above + extra)
        }
        // Compose's TextLayout: "height = layout.height + topPadding + bottomPadding".
        if let paddings = span?.paddings, !heights.isEmpty {
            heights[0] += Double(paddings.top)
            heights[heights.count - 1] += Double(paddings.bottom)
        }
    }

    /// The furthest the fallback fonts drawn on `graphemes` reach above and below (Minikin's line
    /// extent; the text's own font is in `metrics` already), nil when none is drawn.
    private func fallbackExtent(_ prepared: PreparedText, _ graphemes: Range<Int>) -> (ascent: Float, descent: Float)? {
        let fonts = prepared.fontOfGrapheme
        guard !fonts.isEmpty, !graphemes.isEmpty else { return nil }
        var extent: (ascent: Float, descent: Float)?
        for index in graphemes.lowerBound..<min(graphemes.upperBound, fonts.count) {
            let font = Int(fonts[index])
            guard font > 0, font <= fallbacks.count else { continue }
            let own = fallbacks[font - 1]
            extent = extent.map { (min($0.ascent, own.ascent), max($0.descent, own.descent)) } ?? own
        }
        return extent
    }
}

extension PreparedText {
    /// Whether the last grapheme is a line feed (or CR LF): whether the last byte is one, as a line
    /// feed ends every grapheme it is in (a string search per size was a sixth of Minikin's lines).
    var endsWithNewline: Bool { text.utf8.last == 0x0A }
}
