/// What SkParagraph reads of a prepared text before any size: its clusters — HarfBuzz's, one per
/// character that has glyphs of its own (SkShaper shapes with
/// `HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS`: a Thai "ลี่" is one grapheme but two clusters,
/// and a word too long for the line may be split between them, as CanvasKit starts a line at
/// its "ี่") — their break flags and their glyph positions. Made once per text and laid out at
/// every size (``SkiaWidths``). A class of constants: the layout at each size and its line
/// breaker hold it by reference (copying its arrays at every size cost more than breaking lines).
package final class SkParagraphText: Sendable {
    /// One cluster: its glyphs (empty for a grapheme without any, a newline), whether its script
    /// joins, and its em advance when the text kept no glyphs.
    struct Unit: Sendable {
        var glyphs: [PlacedGlyph]
        var joins: Bool
        var em: Double?
    }

    let units: [Unit]
    /// Per cluster the grapheme it is part of, where it starts (UTF-8, the text's length after
    /// the last), and its number of glyphs.
    let grapheme: [Int]
    let byteStart: [Int]
    let glyphCount: [Int]
    let flags: SkParagraphClusters
    let positions: SkiaGlyphPositions

    package init(_ prepared: PreparedText) {
        var units: [Unit] = []
        var grapheme: [Int] = []
        var byteStart: [Int] = []
        let count = prepared.graphemeCount
        units.reserveCapacity(count)
        grapheme.reserveCapacity(count)
        byteStart.reserveCapacity(count + 1)
        for index in 0..<count {
            let start = Int(prepared.graphemeStarts[index])
            guard let placement = prepared.placement else {
                units.append(
                    Unit(glyphs: [], joins: false, em: prepared.emPrefix[index + 1] - prepared.emPrefix[index]))
                grapheme.append(index)
                byteStart.append(start)
                continue
            }
            let glyphs = placement.glyphs[index]
            let joins = index < placement.scripts.count && SkiaWidths.joiningScripts.contains(placement.scripts[index])
            let first = glyphs.first.map { max($0.cluster, start) } ?? start
            // Most graphemes are one cluster.
            if glyphs.allSatisfy({ max($0.cluster, start) == first }) {
                units.append(Unit(glyphs: glyphs, joins: joins))
                grapheme.append(index)
                byteStart.append(first)
                continue
            }
            for clusterStart in Set(glyphs.map { max($0.cluster, start) }).sorted() {
                units.append(Unit(glyphs: glyphs.filter { max($0.cluster, start) == clusterStart }, joins: joins))
                grapheme.append(index)
                byteStart.append(clusterStart)
            }
        }
        byteStart.append(prepared.text.utf8.count)
        self.units = units
        self.grapheme = grapheme
        self.byteStart = byteStart
        glyphCount = units.map { $0.em == nil ? $0.glyphs.count : 1 }
        flags = SkParagraphClusters(prepared, grapheme: grapheme)
        positions = SkiaGlyphPositions(prepared, grapheme: grapheme, glyphCount: glyphCount)
    }
}
