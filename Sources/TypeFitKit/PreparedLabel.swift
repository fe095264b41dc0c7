internal import TypeFitBackend
internal import TypeFitText

extension TextFont {
    /// Opens the font once — resolved, read, checked, its fallback fonts found — to prepare any
    /// number of texts in it. ``measure(_:pointSize:width:maxLines:lineHeight:letterSpacing:language:)``
    /// does all of that on every call; an opened font does it once.
    ///
    /// ```swift
    /// let font = try TextFont(file: "Fonts/Inter/Inter-SemiBold.otf").open()
    /// let label = try font.prepare("Änderungen speichern", language: "de")
    /// for size in [17.0, 23, 53] {
    ///     let fit = label.measure(pointSize: size, width: 300, maxLines: 2)
    ///     print(size, fit.lineCount, fit.width, fit.fits)
    /// }
    /// ```
    public func open() throws(TypeFitError) -> OpenedFont {
        let request = try request(
            "", pointSize: 17, width: nil, maxLines: nil, letterSpacing: 0, language: nil, model: .apple)
        return OpenedFont(try bridged { try LabelPreparer(request) })
    }
}

/// A font opened once (``TextFont/open()``): texts are prepared in it — shaped, their line breaks
/// found — once, then laid out at every size without touching a file or shaping again. Not
/// `Sendable`: use it from one task (each task opens its own).
public final class OpenedFont {
    let preparer: LabelPreparer
    /// The font's metrics, read once: its labels ask them only for a line a fallback font
    /// draws (each label held a copy, copied again at every size to ask: an eighth of the front
    /// door's own samples, HarfBuzz's and ICU's aside).
    let metrics: FaceMetrics
    /// The font's line heights in font units, read once for every text and size.
    let lineUnits: LineHeightUnits
    /// The font's widths follow the size (`opsz`, `trak`): a text is shaped again at each.
    let isSizeDependent: Bool

    init(_ preparer: LabelPreparer) {
        self.preparer = preparer
        metrics = preparer.metrics
        lineUnits = LineHeightUnits(preparer.metrics)
        isSizeDependent = preparer.isSizeDependent
    }

    /// `text` prepared for layout at any size; `language` (BCP 47) chooses its line-break rules
    /// and shaping.
    public func prepare(_ text: String, language: String? = nil) throws(TypeFitError) -> PreparedLabel {
        let preparer = self.preparer
        let prepared = try bridged { try preparer.prepare(text, language: language) }
        return PreparedLabel(prepared: prepared, font: self, text: text, language: language)
    }
}

/// A text prepared in an ``OpenedFont``: measuring it at a size is arithmetic over its shaped
/// widths and break opportunities — the path a check takes for every string at every size. (In
/// a font whose widths follow the size, `opsz` or `trak`, it is shaped again at each size.)
public struct PreparedLabel {
    let prepared: PreparedText
    /// The font it was prepared in: its metrics and line heights, and, when its widths follow
    /// the size, the text shaped again at each.
    let font: OpenedFont
    let text: String
    let language: String?

    /// The text's lines at `pointSize` (points; dp on Android, CSS px on the web), wrapped at
    /// `width` (none: one line per paragraph), as tall as `lineHeight` says, against `maxLines`.
    public func measure(
        pointSize: Double, width: Double? = nil, maxLines: Int? = nil, lineHeight: LineHeightRule = .apple,
        letterSpacing: Double = 0
    ) -> LabelFit {
        // (The prepared text is read in place: a copy of it cost a third of a measurement.) A
        // font that shaped the text at `prepare` shapes it at any size; should it not, the text
        // as prepared is measured.
        let font = self.font
        if font.isSizeDependent,
            let again = try? font.preparer.prepare(text, language: language, pointSize: pointSize)
        {
            return Self.fit(again, font, pointSize, width, maxLines, lineHeight.model, letterSpacing)
        }
        return Self.fit(prepared, font, pointSize, width, maxLines, lineHeight.model, letterSpacing)
    }

    private static func fit(
        _ prepared: PreparedText, _ font: OpenedFont, _ pointSize: Double, _ width: Double?, _ maxLines: Int?,
        _ model: LineHeightModel, _ letterSpacing: Double
    ) -> LabelFit {
        let lineHeight = font.lineUnits.lineHeight(model, pointSize: pointSize)
        let summary = prepared.summary(
            metrics: font.metrics, model: model, pointSize: pointSize, lineHeight: lineHeight,
            letterSpacing: letterSpacing, maxWidth: width, maxLines: maxLines)
        return LabelFit(
            lineCount: summary.lineCount, width: summary.width, height: summary.height, lineHeight: lineHeight,
            fits: !summary.overflows && width.map { summary.width <= $0 + 0.005 } ?? true)
    }
}

/// A prepared text at one size: what a check judges. Lengths unrounded, in the unit of the size.
public struct LabelFit: Sendable, Hashable {
    /// The lines the text needs (before any `maxLines` cut).
    public let lineCount: Int
    /// The widest line.
    public let width: Double
    /// The lines' heights added up.
    public let height: Double
    /// The font's line height at this size, by the rule asked for.
    public let lineHeight: Double
    /// Whether the text fits: no more lines than `maxLines`, and no line wider than the width
    /// (a word longer than the width overflows it).
    public let fits: Bool
}
