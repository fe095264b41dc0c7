/// The widths Minikin's line breakers give a hyphenated word's pieces at one size
/// (``MinikinHyphenBreaks``): a shaped piece's glyph advances as Minikin's layout scales them,
/// plus its letter spacing; otherwise (`fast`, or a word another font draws part of) its
/// graphemes' widths plus the hyphen string laid out alone, summed as `populateHyphenationPoints`
/// sums them.
struct MinikinHyphenWidths {
    let breaks: MinikinHyphenBreaks
    private let shaped: [MinikinHyphenBreaks.Piece: Float]
    private let hyphens: [MinikinHyphenation: Float]
    private let grapheme: [Float]

    init(_ breaks: MinikinHyphenBreaks, grapheme: [Float], size: Double, letterSpacing: Double) {
        self.breaks = breaks
        self.grapheme = grapheme
        var scaler = MinikinWidths.Scaler(size: size)
        var shaped: [MinikinHyphenBreaks.Piece: Float] = [:]
        for (piece, shapedPiece) in breaks.pieces {
            var width: Float = 0
            for glyph in shapedPiece.glyphs { width += scaler.advance(glyph) }
            // Letter spacing per cluster (the hyphens share the last or first character's).
            shaped[piece] = Float(Double(width) + letterSpacing * Double(shapedPiece.clusters))
        }
        self.shaped = shaped
        var hyphens: [MinikinHyphenation: Float] = [:]
        for (type, glyphs) in breaks.hyphens {
            var width: Float = 0
            for glyph in glyphs { width += scaler.advance(glyph) }
            hyphens[type] = Float(Double(width) + letterSpacing)
        }
        self.hyphens = hyphens
    }

    /// Graphemes `start..<end` with the hyphens of a break before (`after`) and one at the end
    /// (`before`): `measureHyphenPiece` when `shaped`, else the `fast` sum.
    func width(
        _ start: Int, _ end: Int, after: MinikinHyphenation = .dontBreak, before: MinikinHyphenation = .dontBreak,
        shaped isShaped: Bool
    ) -> Float {
        let piece = MinikinHyphenBreaks.Piece(start: start, end: end, startEdit: after, endEdit: before)
        if isShaped, let width = shaped[piece] { return width }
        var width: Float = 0
        for index in start..<end { width += grapheme[index] }
        if !before.endOfLine.isEmpty { width += hyphens[before] ?? 0 }
        if !after.startOfNextLine.isEmpty { width += hyphens[after] ?? 0 }
        return width
    }
}
