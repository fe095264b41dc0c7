import TypeFitBackend

/// The glyph outlines a drawing uses, each emitted once as an SVG `<symbol>` in font units (y
/// flipped, origin on the baseline) and placed with `<use>` and a translate-and-scale transform.
///
/// Fonts are told apart by file, face and variation coordinates (a font whose `opsz` follows
/// the size gets one entry per optical size). Ids are given in first-use order, so the same
/// drawing gives the same SVG. Not `Sendable`: one per document.
package final class GlyphSymbols {
    /// The id prefix, so several documents' symbols can share one HTML page.
    package let prefix: String
    private var fontIds: [String: Int] = [:]
    /// The font of the last glyph and its id, while its coordinates are the same (a label's
    /// glyphs come a run at a time: the font's key is made once per run, not per glyph).
    private var lastFont: (font: ShapingFont, coordinates: [String: Double], id: Int)?
    /// Each glyph met, by font id and glyph: its place in `paths`, or -1 for no outline.
    private var symbols: [SymbolKey: Int] = [:]
    private var paths: [(id: String, data: String)] = []

    private struct SymbolKey: Hashable {
        var font: Int
        var glyph: UInt32
    }

    package init(prefix: String = "g") {
        self.prefix = prefix
    }

    /// The symbol id of `glyph` in `font` at the font's current coordinates, recording its outline
    /// on first use; nil for a glyph with no outline (a space).
    func symbol(_ glyph: UInt32, in font: ShapingFont) -> String? {
        let fontId: Int
        if let last = lastFont, last.font === font, last.coordinates == font.coordinates {
            fontId = last.id
        } else {
            let key = Self.fontKey(font)
            if let known = fontIds[key] {
                fontId = known
            } else {
                fontId = fontIds.count
                fontIds[key] = fontId
            }
            lastFont = (font, font.coordinates, fontId)
        }
        let key = SymbolKey(font: fontId, glyph: glyph)
        if let index = symbols[key] { return index < 0 ? nil : paths[index].id }
        let outline = font.outline(glyph: glyph)
        guard !outline.isEmpty else {
            symbols[key] = -1
            return nil
        }
        let id = "\(prefix)\(fontId)-\(glyph)"
        symbols[key] = paths.count
        paths.append((id, outline.svgPathData))
        return id
    }

    /// Number of distinct glyph outlines recorded.
    package var count: Int { paths.count }

    /// The `<symbol>` elements, one per glyph outline, in first-use order.
    package func definitions() -> String {
        paths.map { Self.element(id: $0.id, pathData: $0.data) }.joined(separator: "\n")
    }

    /// Each recorded outline's SVG path data (font units, y down), by symbol id.
    package var outlines: [String: String] {
        Dictionary(paths.map { ($0.id, $0.data) }) { first, _ in first }
    }

    /// One glyph's `<symbol>` element.
    package static func element(id: String, pathData: String) -> String {
        "<symbol id=\"\(id)\" overflow=\"visible\"><path d=\"\(pathData)\"/></symbol>"
    }

    static func fontKey(_ font: ShapingFont) -> String {
        let coordinates = font.coordinates.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
            separator: ",")
        return "\(font.face.path)#\(font.face.faceIndex)|\(coordinates)"
    }
}
