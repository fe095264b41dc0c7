import TypeFitBackend
import TypeFitSupport

/// A string shaped once, independent of the point size: per grapheme cluster its advance in em
/// (font units / unitsPerEm of the font that drew it), its span, and the line-break segments.
///
/// Laying it out at a size is arithmetic (``TextLayout``), unless a font of it follows the size
/// (`opsz`, `trak`): then it is prepared again at each size. A plain value: `Sendable`.
package struct PreparedText: Hashable, Sendable {
    /// What a prepared text holds, kept once behind ``storage``: a copy of a PreparedText, or one
    /// passed from a `var`, is one reference — not a dozen arrays to retain or 200 bytes to move
    /// at every size it is laid out at (that was a fifth of the shape-once benchmark's time).
    struct Parts: Hashable, Sendable {
        var text: String
        var graphemeStarts: [UInt16]
        var emPrefix: [Double]
        var spanOfGrapheme: [Int]
        var spanCount: Int
        var segments: [Segment]
        var fallbackBreaks: [Int: FallbackBreaks]
        var firstEllipsisEm: Double
        var laterEllipsisEm: [Double]
        var hyphenEmPerSpan: [Double]
        var missing: [Unicode.Scalar]
        var fallbacks: [FallbackUse]
        var missingScripts: [String]
        var lineStartBreaks: LineStartBreaks?
        var lineEdges: LineEdges
        var fontOfGrapheme: [UInt16]
        var fallbackMetrics: [FaceMetrics]
        var placement: GlyphPlacement?
        var hyphenBreaks: MinikinHyphenBreaks?
        var oneLine: OneLine?
    }

    /// The parts, shared by every copy (immutable: a plain value, `Sendable`).
    final class Storage: Sendable {
        let parts: Parts

        init(_ parts: Parts) {
            self.parts = parts
        }
    }

    let storage: Storage

    /// The whole text.
    package var text: String { storage.parts.text }
    /// UTF-8 start offset of each grapheme, plus the text's length at the end (texts are at most
    /// ``TextPreparer/maximumTextLength`` bytes: 16 bits hold any offset, a quarter of an `Int`'s
    /// room in the run's shared texts).
    var graphemeStarts: [UInt16] { storage.parts.graphemeStarts }
    /// Running sum of grapheme advances in em: `emPrefix[i]` is the advance of graphemes 0..<i.
    var emPrefix: [Double] { storage.parts.emPrefix }
    /// The span of each grapheme; empty when there is one span.
    var spanOfGrapheme: [Int] { storage.parts.spanOfGrapheme }
    /// Number of spans (1 for plain text).
    package var spanCount: Int { storage.parts.spanCount }
    /// Line-break segments in order.
    var segments: [Segment] { storage.parts.segments }
    /// Minikin's fallback breaks inside the words that have them, by the word's first grapheme
    /// (``MinikinWordBreaks``); empty elsewhere.
    var fallbackBreaks: [Int: FallbackBreaks] { storage.parts.fallbackBreaks }
    /// Code points the primary fonts lack.
    package var missing: [Unicode.Scalar] { storage.parts.missing }
    /// Whether the primary fonts lack any code point (asked at every size, as ``hasFallbacks``).
    package var hasMissing: Bool { !storage.parts.missing.isEmpty }
    /// Fallback fonts that drew some graphemes.
    package var fallbacks: [FallbackUse] { storage.parts.fallbacks }
    /// Whether any fallback font drew some graphemes (asked at every size: without a copy of
    /// ``fallbacks`` retained and released).
    package var hasFallbacks: Bool { !storage.parts.fallbacks.isEmpty }
    /// Per code point in `missing`, the script (ISO 15924) its fallback was chosen by.
    package var missingScripts: [String] { storage.parts.missingScripts }
    /// Set when the opportunities are Blink's: a line that starts inside a word (after one split
    /// by `overflow-wrap`) finds its opportunities again from its own start (``segments(from:_:)``).
    var lineStartBreaks: LineStartBreaks? { storage.parts.lineStartBreaks }
    /// With Blink's rules, per grapheme boundary where breaking is unsafe (HarfBuzz's
    /// `UNSAFE_TO_BREAK`), the line end and line start as Blink shapes them again.
    var lineEdges: LineEdges { storage.parts.lineEdges }
    /// Per grapheme, the font that drew it: 0 its span's, k > 0 `fallbacks[k − 1]`; empty when
    /// no fallback font drew any.
    var fontOfGrapheme: [UInt16] { storage.parts.fontOfGrapheme }
    /// The metrics of each font in `fallbacks`, for the lines they raise.
    var fallbackMetrics: [FaceMetrics] { storage.parts.fallbackMetrics }
    /// The shaped glyphs, kept only when the text was prepared for drawing.
    var placement: GlyphPlacement? { storage.parts.placement }
    /// Where Minikin may hyphenate, when the text was prepared with Android hyphenation.
    var hyphenBreaks: MinikinHyphenBreaks? { storage.parts.hyphenBreaks }
    /// The text on one line, when no mandatory break divides it.
    var oneLine: OneLine? { storage.parts.oneLine }

    package static func == (a: PreparedText, b: PreparedText) -> Bool {
        a.storage === b.storage || a.storage.parts == b.storage.parts
    }

    package func hash(into hasher: inout Hasher) {
        storage.parts.hash(into: &hasher)
    }

    /// Where a word too wide for its line breaks first when it must (Minikin's
    /// `populateDesperatePoints`): at these graphemes, penalised less than any other break inside
    /// the word; and whether, after the last of them, the word has no more breaks.
    struct FallbackBreaks: Hashable, Sendable {
        var graphemes: [Int]
        var stopsAfterLast: Bool
    }

    /// Scripts with characters no font drew, whose fonts a package provides (``PlatformFallback``):
    /// the text cannot be measured truthfully until one is installed.
    package var uncoveredScripts: [String] {
        let drawn = Set(fallbacks.flatMap { $0.codePoints.map(\.value) })
        var seen = Set<String>()
        return zip(missing, missingScripts).compactMap { scalar, script in
            !drawn.contains(scalar.value) && PlatformFallback.isPackaged(script) && seen.insert(script).inserted
                ? script : nil
        }
    }
    /// Graphemes between two line-break opportunities. Indexes are stored in 16 bits (a text has
    /// at most ``TextPreparer/maximumTextLength`` bytes, so fewer graphemes): 6 bytes a segment,
    /// not 24, in the run's shared texts.
    struct Segment: Hashable, Sendable {
        private let storedEnd: UInt16
        private let storedVisibleEnd: UInt16
        /// The break after the segment is mandatory (a newline).
        let mandatory: Bool
        /// The segment ends with a soft hyphen (U+00AD): a line that breaks after it shows a hyphen.
        let softHyphen: Bool
        /// The break after the segment is inside an email address or URL (Minikin's
        /// `breakBadness`, ``MinikinWordBreaks``).
        let inEmailOrURL: Bool

        init(end: Int, visibleEnd: Int, mandatory: Bool, softHyphen: Bool = false, inEmailOrURL: Bool = false) {
            storedEnd = UInt16(end)
            storedVisibleEnd = UInt16(visibleEnd)
            self.mandatory = mandatory
            self.softHyphen = softHyphen
            self.inEmailOrURL = inEmailOrURL
        }

        /// One past the segment's last grapheme.
        var end: Int { Int(storedEnd) }
        /// Where the trailing white space (and line separators) of the segment starts.
        var visibleEnd: Int { Int(storedVisibleEnd) }
    }

    init(
        text: String, graphemeStarts: [UInt16], emPrefix: [Double], spanOfGrapheme: [Int], spanCount: Int,
        segments: [Segment], fallbackBreaks: [Int: FallbackBreaks] = [:],
        ellipsisEm: [Double], hyphenEm: [Double] = [], missing: [Unicode.Scalar], fallbacks: [FallbackUse],
        missingScripts: [String] = [],
        fontOfGrapheme: [UInt16] = [], fallbackMetrics: [FaceMetrics] = [], placement: GlyphPlacement?,
        lineEdges: [Int: LineEdge] = [:],
        lineStartBreaks: LineStartBreaks? = nil, hyphenBreaks: MinikinHyphenBreaks? = nil
    ) {
        storage = Storage(
            Parts(
                text: text, graphemeStarts: graphemeStarts, emPrefix: emPrefix, spanOfGrapheme: spanOfGrapheme,
                spanCount: spanCount,
                segments: segments, fallbackBreaks: fallbackBreaks, firstEllipsisEm: ellipsisEm.first ?? 0,
                laterEllipsisEm: Array(ellipsisEm.dropFirst()), hyphenEmPerSpan: hyphenEm,
                missing: missing, fallbacks: fallbacks, missingScripts: missingScripts,
                lineStartBreaks: lineStartBreaks, lineEdges: LineEdges(lineEdges),
                fontOfGrapheme: fontOfGrapheme, fallbackMetrics: fallbackMetrics, placement: placement,
                hyphenBreaks: hyphenBreaks, oneLine: OneLine(segments: segments, emPrefix: emPrefix)))
    }

    /// Advance of "…" in em in the primary font of span `span` (the last span's past the end).
    func ellipsisEm(span: Int) -> Double {
        let parts = storage.parts
        return span <= 0 || parts.laterEllipsisEm.isEmpty
            ? parts.firstEllipsisEm : parts.laterEllipsisEm[min(span, parts.laterEllipsisEm.count) - 1]
    }

    /// Advance of the hyphen shown at a soft hyphen of span `span`, in em (0 without soft hyphens).
    func hyphenEm(span: Int) -> Double {
        let perSpan = storage.parts.hyphenEmPerSpan
        return perSpan.isEmpty ? 0 : perSpan[min(max(span, 0), perSpan.count - 1)]
    }

    /// Mandatory breaks inside the text (newlines between paragraphs).
    package var paragraphBreaks: Int { segments.reduce(0) { $0 + ($1.mandatory ? 1 : 0) } }

    /// Number of grapheme clusters.
    package var graphemeCount: Int { graphemeStarts.count - 1 }

    /// The advance of the unwrapped text in em, for single-span text.
    package var advanceEm: Double { emPrefix[emPrefix.count - 1] }

    /// The text of graphemes `range`.
    func substring(_ range: Range<Int>) -> String {
        String(text[utf8Range(range)])
    }

    /// Appends the text of graphemes `range` to `string` (no string of its own on the way).
    func append(_ range: Range<Int>, to string: inout String) {
        string += text[utf8Range(range)]
    }

    /// The UTF-8 length of graphemes `range`.
    func utf8Count(_ range: Range<Int>) -> Int {
        Int(graphemeStarts[range.upperBound]) - Int(graphemeStarts[range.lowerBound])
    }

    private func utf8Range(_ range: Range<Int>) -> Range<String.Index> {
        let utf8 = text.utf8
        return utf8.index(
            utf8.startIndex, offsetBy: Int(graphemeStarts[range.lowerBound]))..<utf8.index(
                utf8.startIndex, offsetBy: Int(graphemeStarts[range.upperBound]))
    }
}

/// The glyphs of a prepared text, kept when it is prepared for drawing (``TextPreparer`` with
/// `keepGlyphs`): per grapheme cluster its glyphs, and its bidi level.
///
/// The glyphs are kept in one array, grapheme after grapheme: the platforms' widths read every
/// glyph at every size, and an array per grapheme was a load from another allocation for each
/// (a quarter of Minikin's widths' time). A class: the widths of every size take it, and a
/// struct of four arrays was four retains and releases each time.
final class GlyphPlacement: Hashable, Sendable {
    /// Every glyph, grapheme after grapheme, each grapheme's in HarfBuzz's output order (visual
    /// within the cluster).
    let allGlyphs: [PlacedGlyph]
    /// Per grapheme where its glyphs start in ``allGlyphs``, and their count after the last.
    let glyphStarts: [Int32]
    /// Per grapheme, its bidi embedding level (odd: right to left).
    let levels: [Int]
    /// Whether the graphemes have more than one level (else one direction run holds them all).
    let hasMixedLevels: Bool
    /// Per grapheme, the script (HarfBuzz's tag) of the run it was shaped in: neutral
    /// characters take the script before them.
    let scripts: [UInt32]
    /// The glyphs as plain numbers when every grapheme is one glyph (most texts): what the
    /// web's widths read at every size.
    let oneGlyphEach: OneGlyphEach?

    /// The glyphs `gathered` put to their graphemes, grapheme after grapheme.
    init(_ gathered: Gathered, levels: [Int], scripts: [UInt32] = []) {
        let count = gathered.counts.count
        var starts = [Int32].repeating(0, count: count + 1)
        for grapheme in 0..<count {
            starts[grapheme + 1] = starts[grapheme] + (gathered.dropped[grapheme] ? 0 : gathered.counts[grapheme])
        }
        // Each glyph to the next free place of its grapheme, in the order they came.
        var next = starts
        var all = [PlacedGlyph]()
        if let first = gathered.glyphs.first { all = [PlacedGlyph].repeating(first, count: Int(starts[count])) }
        for (glyph, grapheme) in zip(gathered.glyphs, gathered.graphemes) where !gathered.dropped[Int(grapheme)] {
            all[Int(next[Int(grapheme)])] = glyph
            next[Int(grapheme)] += 1
        }
        (allGlyphs, glyphStarts, self.levels, self.scripts) = (all, starts, levels, scripts)
        hasMixedLevels = levels.contains { $0 != levels.first }
        oneGlyphEach = OneGlyphEach(all, units: count) { zip(starts, starts.dropFirst()).allSatisfy { $1 - $0 == 1 } }
    }

    /// Glyphs as shaping gives them, each with its grapheme, run after run: one array for them
    /// all (an array per grapheme was an allocation for each, of every text the web prepares).
    struct Gathered {
        fileprivate var glyphs: [PlacedGlyph] = []
        fileprivate var graphemes: [Int32] = []
        /// Per grapheme, its glyphs.
        fileprivate var counts: [Int32]
        /// Per grapheme, whether its glyphs are left out (a line separator that takes no room).
        fileprivate var dropped: [Bool]

        init(graphemes: Int) {
            counts = [Int32].repeating(0, count: graphemes)
            dropped = [Bool].repeating(false, count: graphemes)
            glyphs.reserveCapacity(graphemes)
            self.graphemes.reserveCapacity(graphemes)
        }

        mutating func append(_ glyph: PlacedGlyph, to grapheme: Int) {
            glyphs.append(glyph)
            graphemes.append(Int32(grapheme))
            counts[grapheme] += 1
        }

        /// Leaves out the glyphs of `grapheme`.
        mutating func drop(_ grapheme: Int) { dropped[grapheme] = true }
    }

    static func == (lhs: GlyphPlacement, rhs: GlyphPlacement) -> Bool {
        lhs === rhs
            || (lhs.allGlyphs == rhs.allGlyphs && lhs.glyphStarts == rhs.glyphStarts && lhs.levels == rhs.levels
                && lhs.scripts == rhs.scripts)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(allGlyphs)
        hasher.combine(glyphStarts)
        hasher.combine(levels)
        hasher.combine(scripts)
    }

    /// The glyphs of grapheme `index`.
    func glyphs(of index: Int) -> ArraySlice<PlacedGlyph> {
        allGlyphs[Int(glyphStarts[index])..<Int(glyphStarts[index + 1])]
    }

    /// `body` on ``oneGlyphEach``'s units per em and its two arrays as buffers (read without
    /// retaining them); nil when the glyphs are not one per grapheme.
    func withOneGlyphEach<Result>(
        _ body: (Int, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>) -> Result
    ) -> Result? {
        oneGlyphEach?.nominal.withUnsafeBufferPointer { nominal in
            oneGlyphEach?.added.withUnsafeBufferPointer { added in
                body(oneGlyphEach?.unitsPerEm ?? 0, nominal, added)
            }
        } ?? nil
    }

    /// Calls `body` with the glyphs and, per grapheme, where its glyphs start (and their count
    /// after the last), as buffers: the widths' loops over every glyph at every size.
    func withGlyphBuffers<Result>(
        _ body: (UnsafeBufferPointer<PlacedGlyph>, UnsafeBufferPointer<Int32>) throws -> Result
    ) rethrows -> Result {
        try allGlyphs.withUnsafeBufferPointer { glyphs in
            try glyphStarts.withUnsafeBufferPointer { starts in try body(glyphs, starts) }
        }
    }
}
