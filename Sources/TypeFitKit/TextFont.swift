internal import TypeFitSupport
internal import TypeFitBackend
internal import TypeFitText
internal import TypeFitCheck

/// A font to measure text in: a file (and a face of a collection), or a family, weight and
/// italic resolved with fontconfig over folders of fonts. Characters it lacks are drawn by a
/// fallback font found in `fallbackFolders` (and the folders it was resolved in).
///
/// ```swift
/// let font = TextFont(file: "Fonts/Inter/Inter-SemiBold.otf")
/// let label = try font.measure("Änderungen speichern", pointSize: 17, width: 300)
/// print(label.lineCount, label.width)   // 1 234.61…
/// ```
public struct TextFont: Sendable, Hashable {
    enum Source: Sendable, Hashable {
        case file(path: String, faceIndex: Int)
        case family(name: String, weight: Int, italic: Bool, folders: [String])
    }

    let source: Source
    /// Axis values of a variable font (`["wght": 620]`); `opsz` follows the point size unless set.
    public var variation: [String: Double] = [:]
    /// OpenType features, as HarfBuzz writes them (`"tnum"`, `"-liga"`).
    public var features: [String] = []
    /// Folders of fonts for characters this font lacks.
    public var fallbackFolders: [String] = []
    /// Probe the font files in a child process first (a crash or hang in FreeType or HarfBuzz
    /// becomes an error, not this process's): on whenever the typefit executable is found
    /// (``Isolation``).
    public var isolation = Isolation.automatic

    /// The font in the file at `path` (TTF, OTF, WOFF, WOFF2, or face `faceIndex` of a TTC/OTC).
    public init(file path: String, faceIndex: Int = 0) {
        source = .file(path: path, faceIndex: faceIndex)
    }

    /// The face of `family` nearest `weight` (1–1000) and `italic` among the fonts in `folders`,
    /// as fontconfig chooses it.
    public init(family: String, weight: Int = 400, italic: Bool = false, in folders: [String]) {
        source = .family(name: family, weight: weight, italic: italic, folders: folders)
    }

    /// Measures `text` at `pointSize` (points; dp on Android, CSS px on the web): wrapped at
    /// `width` when given (else one line), cut to `maxLines` with "…" when given, its lines as
    /// tall as `lineHeight` says. `language` (BCP 47) chooses line-break rules and shaping.
    public func measure(
        _ text: String, pointSize: Double, width: Double? = nil, maxLines: Int? = nil,
        lineHeight: LineHeightRule = .apple,
        letterSpacing: Double = 0, language: String? = nil
    ) throws(TypeFitError) -> TextMeasurement {
        let request = try request(
            text, pointSize: pointSize, width: width, maxLines: maxLines, letterSpacing: letterSpacing,
            language: language, model: lineHeight.model)
        return TextMeasurement(try bridged { try request.run().measurement })
    }

    /// Measures `text` as `platform` lays it out: `pointSize` and `width` in its unit (points,
    /// dp, CSS px, logical px), its widths, line breaks and line heights — Blink's on the web,
    /// SkParagraph's in Flutter (with the ellipsis "…" at `maxLines`).
    ///
    /// ```swift
    /// let label = try font.measure("Änderungen speichern", pointSize: 17, width: 200, platform: .flutter)
    /// ```
    public func measure(
        _ text: String, pointSize: Double, width: Double? = nil, maxLines: Int? = nil, platform: Platform,
        letterSpacing: Double = 0, language: String? = nil
    ) throws(TypeFitError) -> TextMeasurement {
        var request = try request(
            text, pointSize: pointSize, width: width, maxLines: maxLines, letterSpacing: letterSpacing,
            language: language, model: .apple)
        platform.checked.rules.singleText(
            &request, css: WebTextStyle(), flutter: FlutterTextStyle(), android: StaticLayoutSettings())
        let laidOut = request
        return TextMeasurement(try bridged { try laidOut.run().measurement })
    }

    /// The request for `text` in this font.
    func request(
        _ text: String, pointSize: Double, width: Double?, maxLines: Int?, letterSpacing: Double,
        language: String?, model: LineHeightModel
    ) throws(TypeFitError) -> MeasureRequest {
        let specifier: FontSpecifier
        var folders: [String] = []
        switch source {
        case let .file(path, faceIndex):
            specifier = FontSpecifier(
                source: .file(path: path, faceIndex: faceIndex), variation: variation, features: features)
        case let .family(name, weight, italic, inFolders):
            specifier = FontSpecifier(
                source: .family(FontQuery(family: name, weight: FontWeight(weight), italic: italic)),
                variation: variation, features: features)
            folders = inFolders
        }
        return MeasureRequest(
            font: specifier, fontFolders: folders, fallbackFolders: fallbackFolders, size: .points(pointSize),
            maxWidth: width, maxLines: maxLines, letterSpacing: letterSpacing, language: language, model: model,
            text: .plain(text), isolation: try isolation.probe())
    }
}

/// One text measured in one font at one size: what a label would show. Lengths are unrounded,
/// in the unit of the size given (points, dp or CSS px).
public struct TextMeasurement: Sendable, Hashable {
    /// One line as laid out.
    public struct Line: Sendable, Hashable {
        /// The line's visible text (its trailing spaces and break removed; "…" at a cut).
        public let text: String
        public let width: Double
        /// The line's own height (a taller fallback font raises a line).
        public let height: Double
    }

    public let pointSize: Double
    /// The unwrapped width of the whole text.
    public let advance: Double
    /// The widest line.
    public let width: Double
    public let lines: [Line]
    /// The font's line height at this size, by the rule asked for.
    public let lineHeight: Double
    /// The lines' heights added up.
    public let height: Double
    /// What is shown when `maxLines` cut the text; nil when it was not cut.
    public let visibleText: String?
    /// Characters the font has no glyph for ("U+0E2A"), drawn by a fallback font or by none.
    public let missingCharacters: [String]
    /// The fallback fonts that drew them, by family.
    public let fallbackFamilies: [String]

    public var lineCount: Int { lines.count }

    init(_ measurement: TypeFitText.MeasuredText) {
        pointSize = measurement.pointSize
        advance = measurement.advance
        width = measurement.width
        lines = measurement.lines.map { Line(text: $0.text, width: $0.width, height: $0.height) }
        lineHeight = measurement.lineHeight
        height = measurement.height
        visibleText = measurement.truncation?.visibleText
        missingCharacters = measurement.missing.map {
            "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4)
        }
        fallbackFamilies = measurement.fallbacks.map(\.family)
    }
}

extension String {
    func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: max(0, count - self.count)) + self
    }
}
