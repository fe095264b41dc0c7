import TypeFitBackend

/// The vertical metrics SkParagraph gives a run of one font, and a line the union of its runs'
/// (`Run::calculateMetrics`, `InternalLineMetrics`), in `Float` as Skia keeps them.
struct SkParagraphMetrics: Equatable {
    /// Above the baseline, negative (Skia's sign), with `height` applied.
    var ascent: Float
    var descent: Float
    /// The font's own ascent and descent, for `TextHeightBehavior`.
    var rawAscent: Float
    var rawDescent: Float

    /// A run of a font with `metrics` at `size`: Skia's FreeType metrics (OS/2 typo when
    /// USE_TYPO_METRICS is set, else hhea: the `android` model) at the untruncated size, the
    /// line gap split above and below, then `TextStyle.height`: the run `height × size` tall,
    /// split in the font's proportion or (even) half and half.
    init(_ metrics: FaceMetrics, size: Double, style: FlutterTextStyle) {
        let size = Float(size)
        let fontAscent: Float
        let fontDescent: Float
        let leading: Float
        if let strike = metrics.bitmapStrike, strike.ppem > 0 {
            // A bitmap font: its strike's metrics (`SkScalerContext_FreeType::generateFontMetrics`).
            let ppem = Float(strike.ppem) * 64
            fontAscent = -Float(strike.ascender) / ppem * size
            fontDescent = -Float(strike.descender) / ppem * size
            leading = (Float(strike.height) / ppem) * size + fontAscent - fontDescent
        } else {
            let line = metrics.lineMetrics(for: .android)
            let upem = Float(metrics.unitsPerEm)
            fontAscent = -Float(line.ascender) / upem * size
            fontDescent = -Float(line.descender) / upem * size
            leading = Float(line.lineGap) / upem * size
        }
        var ascent = fontAscent - leading * 0.5
        var descent = fontDescent + leading * 0.5
        if let height = style.height, abs(height) > 1.0 / 4096 {
            let runHeight = Float(height) * size
            let intrinsic = descent - ascent
            switch style.leadingDistribution {
            case .even:
                let extra = (runHeight - intrinsic) / 2
                ascent -= extra
                descent += extra
            case .proportional:
                let multiplier = runHeight / intrinsic
                ascent *= multiplier
                descent *= multiplier
            }
        }
        self.init(ascent: ascent, descent: descent, rawAscent: fontAscent, rawDescent: fontDescent)
    }

    init(ascent: Float, descent: Float, rawAscent: Float, rawDescent: Float) {
        self.ascent = ascent
        self.descent = descent
        self.rawAscent = rawAscent
        self.rawDescent = rawDescent
    }

    /// Both runs on one line: the highest ascent, the lowest descent.
    func union(_ other: SkParagraphMetrics) -> SkParagraphMetrics {
        SkParagraphMetrics(
            ascent: min(ascent, other.ascent), descent: max(descent, other.descent),
            rawAscent: min(rawAscent, other.rawAscent), rawDescent: max(rawDescent, other.rawDescent))
    }

    /// `TextHeightBehavior`: these metrics on the first line, the last, both or neither, the
    /// font's own ascent on the first and descent on the last where `height` is not to apply.
    func onLine(first: Bool, last: Bool, heightToFirstAscent: Bool, heightToLastDescent: Bool) -> SkParagraphMetrics {
        var metrics = self
        if first, !heightToFirstAscent { metrics.ascent = rawAscent }
        if last, !heightToLastDescent { metrics.descent = rawDescent }
        return metrics
    }

    /// The line's height: rounded to a whole pixel (`InternalLineMetrics::height`).
    var height: Double { (Double(descent) - Double(ascent)).roundedHalfAwayFromZero }
}
