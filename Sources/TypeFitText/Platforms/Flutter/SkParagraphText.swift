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
        /// Where its glyphs are in ``SkParagraphText/glyphs``.
        var glyphStart: Int32
        var glyphEnd: Int32
        var joins: Bool
        var em: Double?

        var glyphCount: Int { Int(glyphEnd - glyphStart) }
    }

    let units: [Unit]
    /// The clusters' glyphs, cluster after cluster in one array: their widths read every glyph at
    /// every size, and an array per cluster was a retain, a release and a load from another
    /// allocation for each.
    let glyphs: [PlacedGlyph]
    /// Per cluster the grapheme it is part of, where it starts (UTF-8, the text's length after
    /// the last), and its number of glyphs.
    let grapheme: [Int]
    let byteStart: [Int]
    let glyphCount: [Int]
    let flags: SkParagraphClusters
    let positions: SkiaGlyphPositions
    /// Per grapheme the font that drew it (``PreparedText/fontOfGrapheme``: 0 the text's own,
    /// empty when all of it is).
    let fontOfGrapheme: [UInt16]
    /// Whether a line wide enough could take the whole text as one line the text font's metrics
    /// make: no newline, a break opportunity after the last cluster (so its last word ends
    /// there), no fallback font (``SkParagraphLayout/oneLineSummary(_:)``).
    let mayBeOneLine: Bool
    /// The same glyphs as plain numbers when every cluster is one glyph (most texts): what
    /// ``SkiaWidths`` reads at every size, without the glyphs' records.
    let oneGlyphEach: OneGlyphEach?
    /// With ``oneGlyphEach``, the clusters' advances' magnitudes summed, in em (else 0): at a
    /// size, about what a line of them all is wide, letter spacing aside.
    let oneGlyphEmWidth: Double

    package init(_ prepared: PreparedText) {
        var made = Self.oneGlyphUnits(prepared) ?? Self.units(prepared)
        made.byteStart.append(prepared.text.utf8.count)
        (units, glyphs, grapheme, byteStart) = made
        glyphCount = units.map { $0.em == nil ? $0.glyphCount : 1 }
        flags = SkParagraphClusters(prepared, grapheme: grapheme)
        positions = SkiaGlyphPositions(prepared, grapheme: grapheme, glyphCount: glyphCount)
        fontOfGrapheme = prepared.fontOfGrapheme
        mayBeOneLine =
            fontOfGrapheme.isEmpty && flags.flags.last?.contains(.softBreak) == true
            && !flags.flags.contains { $0.contains(.hardBreak) }
        // One glyph per grapheme is one per cluster: the placement's numbers are these.
        let units = made.units
        let each =
            prepared.placement?.oneGlyphEach
            ?? OneGlyphEach(made.glyphs, units: units.count) { units.allSatisfy { $0.em == nil && $0.glyphCount == 1 } }
        oneGlyphEach = each
        oneGlyphEmWidth =
            each.map { each in
                let units = zip(each.nominal, each.added).reduce(0) { $0 + abs(Int($1.0) + Int($1.1)) }
                return Double(units) / Double(each.unitsPerEm)
            } ?? 0
    }

    /// What ``init(_:)`` makes of the graphemes: the units, their glyphs, per unit its grapheme
    /// and UTF-8 start (the text's length not yet appended).
    private typealias Units = (units: [Unit], glyphs: [PlacedGlyph], grapheme: [Int], byteStart: [Int])

    /// The units of a text whose every grapheme is one glyph (most): one unit each, the
    /// placement's glyphs shared, not copied.
    private static func oneGlyphUnits(_ prepared: PreparedText) -> Units? {
        guard let placement = prepared.placement, placement.oneGlyphEach != nil,
            placement.allGlyphs.count == prepared.graphemeCount
        else { return nil }
        let glyphs = placement.allGlyphs
        let starts = prepared.graphemeStarts
        var units: [Unit] = []
        var byteStart: [Int] = []
        units.reserveCapacity(glyphs.count)
        byteStart.reserveCapacity(glyphs.count + 1)
        var joins = false
        var script: UInt32?
        for index in glyphs.indices {
            let runScript = index < placement.scripts.count ? placement.scripts[index] : 0
            if runScript != script { (script, joins) = (runScript, SkiaWidths.joiningScripts.contains(runScript)) }
            units.append(Unit(glyphStart: Int32(index), glyphEnd: Int32(index + 1), joins: joins))
            byteStart.append(max(glyphs[index].cluster, Int(starts[index])))
        }
        return (units, glyphs, Array(glyphs.indices), byteStart)
    }

    /// The units of any text: a grapheme of several HarfBuzz clusters is a unit per cluster.
    private static func units(_ prepared: PreparedText) -> Units {
        var units: [Unit] = []
        var glyphs: [PlacedGlyph] = []
        var grapheme: [Int] = []
        var byteStart: [Int] = []
        let count = prepared.graphemeCount
        units.reserveCapacity(count)
        glyphs.reserveCapacity(prepared.placement?.allGlyphs.count ?? 0)
        grapheme.reserveCapacity(count)
        byteStart.reserveCapacity(count + 1)
        /// A unit of `clusterGlyphs`, its glyphs appended.
        func unit(_ clusterGlyphs: some Collection<PlacedGlyph>, joins: Bool) -> Unit {
            let start = Int32(glyphs.count)
            glyphs += clusterGlyphs
            return Unit(glyphStart: start, glyphEnd: Int32(glyphs.count), joins: joins)
        }
        for index in 0..<count {
            let start = Int(prepared.graphemeStarts[index])
            guard let placement = prepared.placement else {
                let em = prepared.emPrefix[index + 1] - prepared.emPrefix[index]
                units.append(Unit(glyphStart: 0, glyphEnd: 0, joins: false, em: em))
                grapheme.append(index)
                byteStart.append(start)
                continue
            }
            let clusterGlyphs = placement.glyphs(of: index)
            let joins = index < placement.scripts.count && SkiaWidths.joiningScripts.contains(placement.scripts[index])
            let first = clusterGlyphs.first.map { max($0.cluster, start) } ?? start
            // Most graphemes are one cluster.
            if clusterGlyphs.allSatisfy({ max($0.cluster, start) == first }) {
                units.append(unit(clusterGlyphs, joins: joins))
                grapheme.append(index)
                byteStart.append(first)
                continue
            }
            for clusterStart in Set(clusterGlyphs.map { max($0.cluster, start) }).sorted() {
                units.append(unit(clusterGlyphs.lazy.filter { max($0.cluster, start) == clusterStart }, joins: joins))
                grapheme.append(index)
                byteStart.append(clusterStart)
            }
        }
        return (units, glyphs, grapheme, byteStart)
    }
}
