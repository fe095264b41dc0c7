/// Which text engine's rule decides the height of one line of a font.
///
/// - `apple`: CoreText / UIKit. hhea `ascender − descender + lineGap`; USE_TYPO_METRICS is ignored.
/// - `android`: Skia over FreeType (Android, Chrome on Linux and Android). OS/2 typo metrics when
///   USE_TYPO_METRICS is set, else hhea; when hhea ascender and descender are both 0, typo, then win.
/// - `web`: Blink's `line-height: normal` on the same Skia metrics as `android`, with ascent, descent
///   and line gap each rounded to a whole pixel at the used size before they are added.
package enum LineHeightModel: String, Hashable, Sendable, CaseIterable, Codable {
    case apple
    case android
    case web

    /// The rule each model is: the one place its name becomes what it reads, rounds and places.
    private var rule: (readsTypoMetrics: Bool, roundsToWholePixels: Bool, centersLeading: Bool) {
        switch self {
        case .apple: (false, false, false)
        case .android: (true, false, true)
        case .web: (true, true, true)
        }
    }

    /// Reads OS/2 typo metrics when USE_TYPO_METRICS is set (and when hhea is empty); CoreText
    /// reads hhea alone.
    package var readsTypoMetrics: Bool { rule.readsTypoMetrics }
    /// Rounds ascent, descent and line gap each to a whole pixel at the used size (Blink).
    package var roundsToWholePixels: Bool { rule.roundsToWholePixels }
    /// Places a line's extra height half above and half below its text (Minikin, Blink); CoreText
    /// puts the line gap below the text.
    package var centersLeading: Bool { rule.centersLeading }
}

extension FaceMetrics {
    /// The ascender, descender and line gap (font units) the given engine reads.
    package func lineMetrics(for model: LineHeightModel) -> LineMetrics {
        guard model.readsTypoMetrics else { return hhea }
        if let typo, typo.useTypoMetrics {
            return typo.metrics
        }
        if hhea.ascender == 0 && hhea.descender == 0 {
            if let typo, typo.metrics.ascender != 0 || typo.metrics.descender != 0 {
                return typo.metrics
            }
            if let win {
                return LineMetrics(ascender: win.ascent, descender: -win.descent, lineGap: 0)
            }
        }
        return hhea
    }

    /// The line height in font units. For `web` this is the unrounded sum; Blink's rounding
    /// happens at a size, see ``lineHeight(_:pointSize:)``.
    package func lineHeightUnits(_ model: LineHeightModel) -> Int {
        lineMetrics(for: model).lineHeight
    }

    /// The line height in points (or CSS px for `web`) at `pointSize`.
    ///
    /// `apple` and `android`: font units × size / unitsPerEm, unrounded. `web`: Blink rounds each of
    /// ascent, |descent| and line gap at the used size (`lroundf`, halves away from zero) and adds them.
    package func lineHeight(_ model: LineHeightModel, pointSize: Double) -> Double {
        // Whole pixels and halves: the rounded extents' sum is exact.
        guard !model.roundsToWholePixels else { return lineExtents(model, pointSize: pointSize).height }
        return Self.scaled(lineMetrics(for: model).lineHeight, pointSize: pointSize, unitsPerEm: unitsPerEm)
    }

    /// `units` font units at `pointSize`: units × (size ÷ unitsPerEm), unrounded.
    @inlinable
    static func scaled(_ units: Int, pointSize: Double, unitsPerEm: Int) -> Double {
        Double(units) * (pointSize / Double(unitsPerEm))
    }
}

/// A face's line height in font units under each model, read from its metrics once: a text
/// measured at many sizes (the library's prepared label) asked the metrics at each, a third of
/// its time, and copied them to ask. ``lineHeight(_:pointSize:)`` is
/// ``FaceMetrics/lineHeight(_:pointSize:)``.
package struct LineHeightUnits: Sendable {
    // Read inline where a label is measured, at every size (a call each was 3 % of the front
    // door's samples).
    @usableFromInline let apple: Int
    @usableFromInline let android: Int
    /// The web's ascender, descender and gap, each rounded at the size (Blink).
    @usableFromInline let web: LineMetrics
    @usableFromInline let unitsPerEm: Int

    package init(_ metrics: FaceMetrics) {
        (apple, android, web) = (
            metrics.lineHeightUnits(.apple), metrics.lineHeightUnits(.android), metrics.lineMetrics(for: .web)
        )
        unitsPerEm = metrics.unitsPerEm
    }

    /// The line height at `pointSize` under `model`.
    @inlinable
    package func lineHeight(_ model: LineHeightModel, pointSize: Double) -> Double {
        switch model {
        case .apple: FaceMetrics.scaled(apple, pointSize: pointSize, unitsPerEm: unitsPerEm)
        case .android: FaceMetrics.scaled(android, pointSize: pointSize, unitsPerEm: unitsPerEm)
        // Whole pixels and halves: the rounded extents' sum is exact.
        case .web: LineExtents(web, unitsPerEm: unitsPerEm, model: .web, pointSize: pointSize).height
        }
    }
}

/// How far one font's line reaches above and below the baseline at a size, in points (CSS px
/// for `web`): what a line box unites when several fonts draw on one line.
package struct LineExtents: Hashable, Sendable {
    package var ascent: Double
    package var descent: Double
    /// The line gap, below the descent (CoreText's leading); 0 for `web`, whose gap is split
    /// into ascent and descent as half-leading.
    package var gap: Double

    package var height: Double { ascent + descent + gap }

    /// The line box of both: each part the larger (CoreText's ascent, descent and leading of a
    /// line are the largest of its runs'; Minikin's fallback line spacing and Blink's line box of
    /// `line-height: normal` take the largest extent above and below).
    package func union(_ other: LineExtents) -> LineExtents {
        LineExtents(ascent: max(ascent, other.ascent), descent: max(descent, other.descent), gap: max(gap, other.gap))
    }
}

extension FaceMetrics {
    /// The extents of one line at `pointSize` under `model`: their sum is
    /// ``lineHeight(_:pointSize:)``. `web` rounds each part as Blink does, and splits the gap
    /// into half-leading above and below.
    package func lineExtents(_ model: LineHeightModel, pointSize: Double) -> LineExtents {
        LineExtents(lineMetrics(for: model), unitsPerEm: unitsPerEm, model: model, pointSize: pointSize)
    }
}

extension LineExtents {
    /// The extents of `metrics` (what `model` reads of a face) at `pointSize`, as
    /// ``FaceMetrics/lineExtents(_:pointSize:)`` says.
    @usableFromInline
    init(_ metrics: LineMetrics, unitsPerEm: Int, model: LineHeightModel, pointSize: Double) {
        let scale = pointSize / Double(unitsPerEm)
        guard model.roundsToWholePixels else {
            self.init(
                ascent: Double(metrics.ascender) * scale, descent: Double(-metrics.descender) * scale,
                gap: Double(metrics.lineGap) * scale)
            return
        }
        let ascent = (Double(metrics.ascender) * scale).rounded(.toNearestOrAwayFromZero)
        let descent = (Double(-metrics.descender) * scale).rounded(.toNearestOrAwayFromZero)
        let gap = (Double(metrics.lineGap) * scale).rounded(.toNearestOrAwayFromZero)
        self.init(ascent: ascent + gap / 2, descent: descent + gap / 2, gap: 0)
    }
}
