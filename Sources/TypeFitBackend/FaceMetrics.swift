/// Everything typefit reads from one face of a font file, in font units.
///
/// A plain value: it can cross tasks and be encoded. Optional metrics are `nil` when the font
/// does not have them, never zero.
package struct FaceMetrics: Hashable, Sendable {
    /// Where the face came from: a file path, or a label for fonts loaded from memory.
    package var path: String
    /// The index of the face in a collection (0 for single fonts).
    package var faceIndex: Int
    /// Typographic family name (name ID 16, else 1).
    package var family: String
    /// Typographic subfamily name (name ID 17, else 2).
    package var style: String
    /// PostScript name (name ID 6), if the font has one.
    package var postscriptName: String?
    /// OS/2 `usWeightClass` (400 when the font has no OS/2 table).
    package var weight: Int
    /// The italic flags and angle.
    package var italic: ItalicInfo
    /// `head.unitsPerEm`.
    package var unitsPerEm: Int
    /// `hhea` ascender, descender (negative) and lineGap.
    package var hhea: LineMetrics
    /// `hhea.numberOfHMetrics`.
    package var numberOfHMetrics: Int
    /// OS/2 typo metrics, `nil` without an OS/2 table.
    package var typo: TypoMetrics?
    /// OS/2 win metrics (both positive), `nil` without an OS/2 table.
    package var win: WinMetrics?
    /// OS/2 table version, `nil` without an OS/2 table.
    package var os2Version: Int?
    /// Cap height with its source.
    package var capHeight: SourcedMetric?
    /// x-height with its source.
    package var xHeight: SourcedMetric?
    /// Number of glyphs (FreeType's count, checked equal to HarfBuzz's).
    package var glyphCount: Int
    /// head.yMax and head.yMin: the top and bottom of the tallest glyphs, in font units.
    package var glyphBounds: VerticalBounds?
    /// Variation axes of a variable font, in `fvar` order.
    package var axes: [VariationAxis]
    /// Named instances of a variable font, in `fvar` order.
    package var namedInstances: [NamedInstance]
    /// For a font drawn from bitmaps only (colour emoji), its first strike's line metrics, which
    /// FreeType (and so Skia) reads instead of hhea; nil for a font with outlines.
    package var bitmapStrike: StrikeLineMetrics?
    /// The version string (name ID 5, "Version 4.001"), if the font has one.
    package var version: String?

    package init(
        path: String, faceIndex: Int, family: String, style: String, postscriptName: String?,
        weight: Int, italic: ItalicInfo, unitsPerEm: Int, hhea: LineMetrics, numberOfHMetrics: Int,
        typo: TypoMetrics?, win: WinMetrics?, os2Version: Int?, capHeight: SourcedMetric?,
        xHeight: SourcedMetric?, glyphCount: Int, glyphBounds: VerticalBounds? = nil, axes: [VariationAxis],
        namedInstances: [NamedInstance]
    ) {
        self.path = path
        self.faceIndex = faceIndex
        self.family = family
        self.style = style
        self.postscriptName = postscriptName
        self.weight = weight
        self.italic = italic
        self.unitsPerEm = unitsPerEm
        self.hhea = hhea
        self.numberOfHMetrics = numberOfHMetrics
        self.typo = typo
        self.win = win
        self.os2Version = os2Version
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.glyphCount = glyphCount
        self.glyphBounds = glyphBounds
        self.axes = axes
        self.namedInstances = namedInstances
    }

    /// Whether the face is a variable font.
    package var isVariable: Bool { !axes.isEmpty }
}

/// Ascender, descender (negative below the baseline) and line gap, in font units.
package struct LineMetrics: Hashable, Sendable, Codable {
    package var ascender: Int
    package var descender: Int
    package var lineGap: Int

    package init(ascender: Int, descender: Int, lineGap: Int) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// `ascender − descender + lineGap`.
    package var lineHeight: Int { ascender - descender + lineGap }
}

/// OS/2 typo metrics and the USE_TYPO_METRICS bit (fsSelection bit 7).
package struct TypoMetrics: Hashable, Sendable {
    package var metrics: LineMetrics
    package var useTypoMetrics: Bool

    package init(metrics: LineMetrics, useTypoMetrics: Bool) {
        self.metrics = metrics
        self.useTypoMetrics = useTypoMetrics
    }
}

/// A bitmap strike's line metrics as FreeType gives them (`FT_Size_Metrics` after
/// `FT_Select_Size`): ascender, descender (negative) and height in 26.6 fixed point at `ppem`.
/// For CBDT they come from the strike's own `sbitLineMetrics` (Noto Color Emoji: 101 and −27
/// px at 109 ppem, where hhea says 1900 and −500 of 2048).
package struct StrikeLineMetrics: Hashable, Sendable {
    package var ascender: Int
    package var descender: Int
    package var height: Int
    package var ppem: Int

    package init(ascender: Int, descender: Int, height: Int, ppem: Int) {
        self.ascender = ascender
        self.descender = descender
        self.height = height
        self.ppem = ppem
    }
}

/// The vertical extent of all glyphs (head.yMin, head.yMax), in font units.
package struct VerticalBounds: Hashable, Sendable, Codable {
    package var yMin: Int
    package var yMax: Int

    package init(yMin: Int, yMax: Int) {
        self.yMin = yMin
        self.yMax = yMax
    }
}

/// OS/2 `usWinAscent` and `usWinDescent`, both positive.
package struct WinMetrics: Hashable, Sendable, Codable {
    package var ascent: Int
    package var descent: Int

    package init(ascent: Int, descent: Int) {
        self.ascent = ascent
        self.descent = descent
    }
}

/// Where a cap height or x-height came from.
package enum MetricSource: String, Hashable, Sendable, Codable {
    /// OS/2 `sCapHeight` / `sxHeight` (table version 2 or later, value not zero).
    case os2
    /// The top of the outline of "H" / "x", for fonts whose OS/2 table lacks the field.
    case glyph
}

/// A metric value in font units with its source.
package struct SourcedMetric: Hashable, Sendable, Codable {
    package var value: Int
    package var source: MetricSource

    package init(value: Int, source: MetricSource) {
        self.value = value
        self.source = source
    }
}

/// The italic flags of a face.
package struct ItalicInfo: Hashable, Sendable {
    /// OS/2 fsSelection bit 0.
    package var fsSelection: Bool
    /// head.macStyle bit 1.
    package var macStyle: Bool
    /// post.italicAngle in degrees (negative leans right).
    package var angle: Double

    package init(fsSelection: Bool, macStyle: Bool, angle: Double) {
        self.fsSelection = fsSelection
        self.macStyle = macStyle
        self.angle = angle
    }

    /// The face declares itself italic in OS/2 or head.
    package var isItalic: Bool { fsSelection || macStyle }
}

/// One variation axis from `fvar`.
package struct VariationAxis: Hashable, Sendable, Codable {
    package var tag: String
    package var minimum: Double
    package var defaultValue: Double
    package var maximum: Double

    enum CodingKeys: String, CodingKey {
        case tag
        case minimum = "min"
        case defaultValue = "default"
        case maximum = "max"
    }

    package init(tag: String, minimum: Double, defaultValue: Double, maximum: Double) {
        self.tag = tag
        self.minimum = minimum
        self.defaultValue = defaultValue
        self.maximum = maximum
    }
}

/// One named instance from `fvar`.
package struct NamedInstance: Hashable, Sendable, Codable {
    /// Its subfamily name, e.g. "SemiBold Italic".
    package var name: String
    /// Design coordinates by axis tag.
    package var coordinates: [String: Double]

    package init(name: String, coordinates: [String: Double]) {
        self.name = name
        self.coordinates = coordinates
    }
}
