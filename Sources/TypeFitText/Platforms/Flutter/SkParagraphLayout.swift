import TypeFitBackend

/// Lays a ``PreparedText`` out as Flutter does: Skia's SkParagraph (`modules/skparagraph`), which
/// Flutter's engine uses on every platform (natively on Android, iOS and desktop; CanvasKit on
/// the web). Sizes and widths in logical pixels.
///
/// - Widths: ``SkiaWidths``.
/// - Breaks: ICU's opportunities; a line takes words while `LineBreakerWithLittleRounding` says
///   they fit (the width rounded to 1/100 px ≤ the box); white space at a line's end hangs; a word
///   wider than the box is split where it overflows, on the line it starts on after the words
///   before it (`TextWrapper::lookAhead`, `moveForward`); a newline is a hard break, and a text
///   ending in one has an empty last line.
/// - Heights: each line as tall as the runs on it make it, rounded to a whole pixel
///   (``SkParagraphMetrics``).
/// - `maxLines`: the last shown line keeps its trailing spaces and loses clusters from its end
///   until the ellipsis fits (`TextLine::createEllipsis`); none when it ends at a newline.
package struct SkParagraphLayout: Sendable {
    package var fontSize: Double { didSet { runMetrics = Self.runMetrics(fonts, fontSize, style) } }
    /// The box's width; nil for no wrapping.
    package var maxWidth: Double?
    package var maxLines: Int?
    package var letterSpacing: Double
    package var style: FlutterTextStyle {
        didSet {
            // Only the height and its leading make the runs' metrics (not the ellipsis).
            if style.height != oldValue.height || style.leadingDistribution != oldValue.leadingDistribution {
                runMetrics = Self.runMetrics(fonts, fontSize, style)
            }
        }
    }
    /// Per font that draws (0 the text's own, k fallback k − 1 of the prepared text) its metrics.
    package var fonts: [FaceMetrics] { didSet { runMetrics = Self.runMetrics(fonts, fontSize, style) } }
    /// Per font, its runs' metrics at the size in the style: worked out when those change, not
    /// at every layout (each took a copy of the font's metrics).
    private(set) var runMetrics: [SkParagraphMetrics]
    /// Per font, the width of the ellipsis shaped in it (Skia shapes "…" in the font of the
    /// cluster it follows); the first is used for fonts past the end.
    package var ellipsisWidths: [Double]

    package init(
        fontSize: Double, maxWidth: Double?, maxLines: Int?, letterSpacing: Double, style: FlutterTextStyle,
        fonts: [FaceMetrics], ellipsisWidths: [Double]
    ) {
        self.fontSize = fontSize
        self.maxWidth = maxWidth
        self.maxLines = maxLines
        self.letterSpacing = letterSpacing
        self.style = style
        self.fonts = fonts
        self.ellipsisWidths = ellipsisWidths
        runMetrics = Self.runMetrics(fonts, fontSize, style)
    }

    static func runMetrics(_ fonts: [FaceMetrics], _ size: Double, _ style: FlutterTextStyle) -> [SkParagraphMetrics] {
        fonts.map { SkParagraphMetrics($0, size: size, style: style) }
    }

    /// The layout of text in `font` alone (``including(_:fallback:font:)`` adds the fallback
    /// fonts a prepared text drew with).
    package init(
        fontSize: Double, maxWidth: Double?, maxLines: Int?, letterSpacing: Double, style: FlutterTextStyle,
        font: ShapingFont
    ) {
        self.init(
            fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines, letterSpacing: letterSpacing, style: style,
            fonts: [font.face.metrics],
            ellipsisWidths: [Self.ellipsisWidth(style.ellipsis, in: font, or: font, size: fontSize)])
    }

    /// This layout for `prepared`: the metrics of the fallback fonts it drew with, and, with
    /// `ellipses` (a cut to draw), the ellipsis shaped in each (`fallback` the fonts it was
    /// prepared with, `font` its own). Without a cut no ellipsis is shaped: a check's rows skip it.
    package func including(
        _ prepared: PreparedText, fallback: FallbackFonts?, font: ShapingFont, ellipses: Bool = true
    ) -> SkParagraphLayout {
        // (Whether the font has the ellipsis is asked only where a cut is drawn.)
        let ownEllipsis = !ellipses || Self.covers(style.ellipsis, font)
        guard !prepared.fallbacks.isEmpty || (!ownEllipsis && fallback != nil) else { return self }
        var layout = self
        layout.fonts = [fonts[0]] + prepared.fallbackMetrics
        guard ellipses else { return layout }
        // The first of the style's fonts that has the ellipsis: the text's own, else a fallback.
        let familyFont =
            ownEllipsis
            ? font
            : style.ellipsis.unicodeScalars.first.flatMap { first in
                fallback.flatMap { fallback in
                    fallback.fontIndex(for: first).map(fallback.font).flatMap {
                        Self.covers(style.ellipsis, $0) ? $0 : nil
                    }
                }
            }
        let clusterFonts = [font] + prepared.fallbacks.map { fallback?.font(of: $0) ?? font }
        layout.ellipsisWidths = clusterFonts.map {
            Self.ellipsisWidth(style.ellipsis, in: $0, or: familyFont, size: fontSize)
        }
        return layout
    }

    /// The ellipsis's width in px as SkParagraph shapes it after a cluster of `font`
    /// (`TextLine::shapeEllipsis`): in that font when it has every character, else in the first
    /// of the style's fonts that has (`familyFont`), else in `font` after all (its .notdef).
    static func ellipsisWidth(_ ellipsis: String, in font: ShapingFont, or familyFont: ShapingFont?, size: Double)
        -> Double
    {
        let chosen = covers(ellipsis, font) ? font : familyFont ?? font
        return SkiaWidths.freeTypeAdvance(chosen.advance(of: ellipsis), unitsPerEm: chosen.unitsPerEm, size: size)
    }

    static func covers(_ ellipsis: String, _ font: ShapingFont) -> Bool {
        ellipsis.unicodeScalars.allSatisfy { font.hasGlyph(for: $0) }
    }

    /// The height of one line of `metrics`' font at `size` with `style` (rounded to a pixel).
    package static func lineHeight(_ metrics: FaceMetrics, size: Double, style: FlutterTextStyle) -> Double {
        SkParagraphMetrics(metrics, size: size, style: style).height
    }

    /// Width, line count and height of `prepared`, without the lines' texts: for checking many
    /// sizes fast. `overflows` when more lines than `maxLines` were needed (no ellipsis cut made).
    /// `text` is `prepared`'s clusters when already made (once per text for all its sizes).
    package func summarize(_ prepared: PreparedText, text: SkParagraphText? = nil) -> TextLayout.Summary {
        summarize(prepared, widths: widths(prepared, text: text))
    }

    /// ``summarize(_:text:)`` on `widths` (``widths(_:text:)``), made again when they are
    /// another size's or spacing's.
    /// `oneLine: false` when ``oneLineSummary(_:)`` said the line breaker must run.
    package func summarize(_ prepared: PreparedText, widths: SkiaWidths, oneLine: Bool = true) -> TextLayout.Summary {
        summarizeKeepingShownLines(prepared, widths: widths, oneLine: oneLine).summary
    }

    /// ``summarize(_:widths:oneLine:)``, and, when the line breaker ran, the lines `maxLines`
    /// shows as far as a cut leaves them (``ShownLines``): a text that overflows is then cut
    /// by ``truncatedText(_:widths:shown:)`` from its last shown line, not broken again from
    /// its start.
    package func summarizeKeepingShownLines(_ prepared: PreparedText, widths: SkiaWidths, oneLine: Bool = true) -> (
        summary: TextLayout.Summary, shown: ShownLines?
    ) {
        atThisSize(widths) { widths in
            if oneLine, let summary = oneLineSummary(widths) { return (summary, nil) }
            var shown = ShownLines(widths: widths, layout: self)
            return (brokenSummary(widths, keeping: &shown), shown)
        }
    }

    /// ``summarize(_:widths:)`` by the line breaker, line by line (widths at this size), the
    /// first lines word by word unless `wordByWord` is false (the breaker alone, which tests
    /// compare them with).
    func brokenSummary(_ widths: SkiaWidths, wordByWord: Bool = true) -> TextLayout.Summary {
        var shown = ShownLines(widths: widths, layout: self)
        return brokenSummary(widths, keeping: &shown, wordByWord: wordByWord)
    }

    /// ``brokenSummary(_:wordByWord:)``, keeping in `shown` the lines a cut at `maxLines` leaves
    /// as they are: the first lines word by word (``wordLines(_:_:)``), the rest, if any, by
    /// the line breaker from where those end. (The lines as they are laid out, none kept but
    /// those above the cut: an array of them was allocated at every size.)
    func brokenSummary(_ widths: SkiaWidths, keeping shown: inout ShownLines, wordByWord: Bool = true)
        -> TextLayout.Summary
    {
        var tally = LineTally()
        let start =
            !wordByWord
            ? 0
            : wordLines(widths) { tally.add($0, keeping: &shown) }
        if start < widths.count || widths.count == 0 {
            _ = SkParagraphLineBreaker(layout: self, allLines: true, widths: widths).forEachLine(
                from: start, shownBefore: tally.count
            ) { tally.add($0, keeping: &shown) }
        }
        return tally.summary(shownLines: shownLines)
    }

    /// The widths of `prepared`'s clusters (`text` when already made) at this layout's size
    /// and letter spacing: made once, they serve a summary and its cut text.
    package func widths(_ prepared: PreparedText, text: SkParagraphText? = nil) -> SkiaWidths {
        SkiaWidths(text ?? SkParagraphText(prepared), size: fontSize, letterSpacing: letterSpacing)
    }

    /// ``widths(_:text:)`` lent to `body` for its call only (``SkiaWidths/lent(_:size:letterSpacing:_:)``:
    /// no allocation at every size), for a summary and the text a cut shows. Nothing made of
    /// them may outlive the call. (Not generic: called from another module, a generic function
    /// is not specialized there, and its results went through boxes.)
    package func withWidths(
        _ prepared: PreparedText, text: SkParagraphText? = nil,
        _ body: (SkiaWidths) -> (summary: TextLayout.Summary, truncated: String?)
    ) -> (summary: TextLayout.Summary, truncated: String?) {
        SkiaWidths.lent(text ?? SkParagraphText(prepared), size: fontSize, letterSpacing: letterSpacing, body)
    }

    /// `body` on `widths`, or on their text's widths again at this layout's size and spacing
    /// when they differ (`widths` passed on as they lie: a copy retained their arrays at every size).
    private func atThisSize<Result>(_ widths: SkiaWidths, _ body: (SkiaWidths) -> Result) -> Result {
        guard widths.size == fontSize, widths.letterSpacing == letterSpacing else {
            return body(SkiaWidths(widths.text, size: fontSize, letterSpacing: letterSpacing))
        }
        return body(widths)
    }

    /// What a label shows when `maxLines` cuts it — its lines joined by newlines, the ellipsis
    /// at the cut — or nil when nothing is cut. `text` is `prepared`'s clusters when already made.
    package func truncatedText(_ prepared: PreparedText, text: SkParagraphText? = nil) -> String? {
        truncatedText(prepared, widths: widths(prepared, text: text))
    }

    /// ``truncatedText(_:text:)`` on `widths`, made again when they are another size's or spacing's.
    package func truncatedText(_ prepared: PreparedText, widths: SkiaWidths) -> String? {
        atThisSize(widths) { widths in
            let breaker = SkParagraphLineBreaker(layout: self, widths: widths)
            let (lines, _, hidesText) = breaker.lines(intrinsicWidth: false)
            guard let cut = lines.last, cut.ellipsis || hidesText else { return nil }
            return visibleText(lines, prepared: prepared, widths: widths)
        }
    }

    /// ``truncatedText(_:widths:)`` with the lines above the cut that a summary of the same
    /// widths, box and `maxLines` kept (`shown`): only the last shown line is laid out. (The
    /// lines above it do not depend on the ellipsis, which only the last line takes; their
    /// heights may, which the text does not show.) Broken from the start when `shown` is
    /// another layout's.
    package func truncatedText(_ prepared: PreparedText, widths: SkiaWidths, shown: ShownLines) -> String? {
        guard let lastStart = shown.lastStart, let lines = shownLines, lines > 0,
            shown.isFor(widths: widths, layout: self)
        else { return truncatedText(prepared, widths: widths) }
        let breaker = SkParagraphLineBreaker(layout: self, widths: widths)
        var cut: Line?
        let (_, hidesText) = breaker.forEachLine(intrinsicWidth: false, from: lastStart, shownBefore: lines - 1) {
            cut = $0
        }
        guard let cut, cut.ellipsis || hidesText else { return nil }
        return joinedText(prepared: prepared, widths: widths) { shown.forEach(above: cut, $0) }
    }

    /// The lines' texts joined by newlines (``Truncation/visibleText``), without the rest of a
    /// ``MeasuredText``.
    func visibleText(_ lines: [Line], prepared: PreparedText, widths: SkiaWidths) -> String {
        joinedText(prepared: prepared, widths: widths) { lines.forEach($0) }
    }

    /// The text `line` shows, with the ellipsis after it when cut there.
    func lineText(_ line: Line, prepared: PreparedText, widths: SkiaWidths) -> String {
        joinedText(prepared: prepared, widths: widths) { $0(line) }
    }

    /// The texts of the lines `lines` gives, joined by newlines, each with the ellipsis after it
    /// when cut there. Their bytes are copied into the string's own storage, made once at their
    /// length: a string per line joined into another cost more than breaking the lines of a
    /// label that is cut, slicing the text per line found each index in it again, and a buffer
    /// of bytes decoded into a string was a second allocation for every label cut. Clusters
    /// start at scalars (HarfBuzz's clusters are their UTF-8 offsets), so the bytes are whole
    /// scalars.
    private func joinedText(
        prepared: PreparedText, widths: SkiaWidths, _ lines: ((Line) -> Void) -> Void
    ) -> String {
        var (text, ellipsis) = (prepared.text, style.ellipsis)
        var capacity = 0
        lines { capacity += utf8Range($0, widths).count + 1 + ($0.ellipsis ? ellipsis.utf8.count : 0) }
        return text.withUTF8 { utf8 in
            ellipsis.withUTF8 { ellipsis in
                String(unsafeUninitializedCapacity: capacity) { buffer in
                    // The bytes written so far in a value the closure changes, not variables a
                    // nested function captured: those were boxed on the heap, each access
                    // checked for exclusivity at run time, for every label cut.
                    var out = ByteWriter(buffer: buffer)
                    var first = true
                    lines { line in
                        if !first { out.append(UInt8(ascii: "\n")) }
                        first = false
                        out.append(
                            UnsafeBufferPointer(rebasing: utf8[utf8Range(line, widths).clamped(to: 0..<utf8.count)]))
                        if line.ellipsis { out.append(ellipsis) }
                    }
                    return out.written
                }
            }
        }
    }

    /// Bytes written one after another into a buffer, none past its end.
    private struct ByteWriter {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var written = 0

        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            let count = min(bytes.count, buffer.count - written)
            guard count > 0 else { return }
            _ = UnsafeMutableBufferPointer(rebasing: buffer[written..<(written + count)])
                .update(fromContentsOf: UnsafeBufferPointer(rebasing: bytes[..<count]))
            written += count
        }

        mutating func append(_ byte: UInt8) {
            guard written < buffer.count else { return }
            buffer[written] = byte
            written += 1
        }
    }

    /// The UTF-8 offsets of the clusters `line` shows.
    private func utf8Range(_ line: Line, _ widths: SkiaWidths) -> Range<Int> {
        widths.byteStart[line.start]..<widths.byteStart[max(line.visibleEnd, line.start)]
    }

    /// A laid-out line: SkParagraph's clusters (``SkiaWidths``) `start..<visibleEnd` drawn
    /// (`visibleEnd` where an ellipsis cut it), `width` without trailing spaces (with them, and
    /// the ellipsis, when cut).
    struct Line: Equatable {
        var start: Int
        var visibleEnd: Int
        var width: Float
        var height: Double
        var ellipsis = false
        /// The width with the white space around the break (before any ellipsis cut).
        var widthWithSpaces: Float = 0
        /// The line's ascent (negative, Skia's sign): its baseline is that far below its top.
        var ascent: Float = 0
    }

    /// The most lines shown: `maxLines`, or one for an ellipsis asked for without it.
    var shownLines: Int? {
        maxLines ?? (style.overflowEllipsis ? 1 : nil)
    }

    /// Measures `prepared` (`text`: its clusters when already made).
    package func measure(_ prepared: PreparedText, text: SkParagraphText? = nil) -> MeasuredText {
        let widths = SkiaWidths(text ?? SkParagraphText(prepared), size: fontSize, letterSpacing: letterSpacing)
        let (lines, maxIntrinsicWidth, hidesText) = SkParagraphLineBreaker(layout: self, widths: widths).lines()
        // Clusters to graphemes: a line that starts inside a grapheme (a Thai mark SkParagraph
        // split from its letter) counts from that grapheme.
        let grapheme = { (cluster: Int) in
            cluster < widths.count ? widths.grapheme[cluster] : prepared.graphemeCount
        }
        var truncation: Truncation?
        let measured = lines.map { line -> MeasuredLine in
            MeasuredLine(
                text: lineText(line, prepared: prepared, widths: widths), width: Double(line.width),
                start: grapheme(line.start), height: line.height)
        }
        if let cut = lines.last, cut.ellipsis || hidesText {
            truncation = Truncation(
                index: grapheme(cut.visibleEnd), visibleText: measured.map(\.text).joined(separator: "\n"))
        }
        return MeasuredText(
            pointSize: fontSize, advance: Double(maxIntrinsicWidth),
            width: Double(lines.map(Self.longestLineWidth).max() ?? 0), lines: measured,
            lineHeight: lines.map(\.height).max() ?? 0, height: lines.reduce(0) { $0 + $1.height },
            truncation: truncation, missing: prepared.missing, fallbacks: prepared.fallbacks)
    }

    /// A line's part in `getLongestLine`: its width, or, where that is nearly 0 (no ellipsis
    /// fitted, or only white space), its width with spaces (`ParagraphImpl::breakShapedTextIntoLines`).
    static func longestLineWidth(_ line: Line) -> Float {
        abs(line.width) <= 1.0 / 4096 ? line.widthWithSpaces : line.width
    }

    /// The metrics of a run of font `font` (0 the text's own).
    func metrics(font: Int) -> SkParagraphMetrics {
        runMetrics[min(font, runMetrics.count - 1)]
    }

}
