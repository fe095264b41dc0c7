extension SkParagraphLayout {
    /// The lines a cut at `maxLines` leaves as they are, kept by a summary as the line breaker
    /// lays them out (``summarizeKeepingShownLines(_:widths:oneLine:)``): where each line above
    /// the last shown one starts and ends, and where the last shown line starts. A label that
    /// overflows is then cut from there (``truncatedText(_:widths:shown:)``): the breaker's
    /// lines above the last shown one are the same whether it shows every line or `maxLines`
    /// with an ellipsis, as only the last shown line takes the ellipsis.
    ///
    /// The first eight lines are held in place (an array for them was allocated for every
    /// label of three lines or more, a sixth of them at Apple's sizes), the rest in an array
    /// made only for a text of more lines above its cut.
    package struct ShownLines: Equatable, Sendable {
        /// The clusters a line shows: `start..<visibleEnd`.
        struct Bounds: Equatable, Sendable {
            var start: Int
            var visibleEnd: Int
        }

        /// The layout the lines were broken for: the widths' size and spacing, the box and
        /// the number of lines shown.
        private let size: Double
        private let letterSpacing: Double
        private let maxWidth: Double?
        private let shownLines: Int?
        /// The first ``inlineCount`` lines' starts and ends, two numbers a line, then `more`.
        /// (Sixty-four bytes written and read in place: set lane by lane as a vector, each line
        /// stalled the processor, spilled and reloaded whole.)
        private var inline = SIMD16<Int32>()
        private var inlineCount = 0
        private var more: [Bounds] = []
        /// Where the last shown line starts; nil while the text has not reached it.
        private(set) var lastStart: Int?

        init(widths: SkiaWidths, layout: SkParagraphLayout) {
            (size, letterSpacing) = (widths.size, widths.letterSpacing)
            (maxWidth, shownLines) = (layout.maxWidth, layout.shownLines)
        }

        /// Line `index` of the text as the breaker laid it out (every line shown).
        mutating func offer(_ line: Line, index: Int) {
            guard let shownLines, index < shownLines else { return }
            guard index < shownLines - 1 else {
                lastStart = line.start
                return
            }
            if more.isEmpty, inlineCount == index, 2 * index + 1 < inline.scalarCount,
                let start = Int32(exactly: line.start), let end = Int32(exactly: line.visibleEnd)
            {
                withUnsafeMutableBytes(of: &inline) { bytes in
                    bytes.storeBytes(of: start, toByteOffset: 8 * index, as: Int32.self)
                    bytes.storeBytes(of: end, toByteOffset: 8 * index + 4, as: Int32.self)
                }
                inlineCount += 1
            } else {
                more.append(Bounds(start: line.start, visibleEnd: line.visibleEnd))
            }
        }

        /// Whether these lines were broken with `widths` and `layout`'s box and lines shown.
        func isFor(widths: SkiaWidths, layout: SkParagraphLayout) -> Bool {
            size == widths.size && letterSpacing == widths.letterSpacing && maxWidth == layout.maxWidth
                && shownLines == layout.shownLines && size == layout.fontSize
                && letterSpacing == layout.letterSpacing
        }

        /// A line above the cut as ``forEach(above:_:)`` gives it: where it starts and ends.
        private static func line(_ start: Int, _ visibleEnd: Int) -> Line {
            Line(start: start, visibleEnd: visibleEnd, width: 0, height: 0)
        }

        /// Gives `body` the lines above the cut, then `cut`, the last shown line.
        func forEach(above cut: Line, _ body: (Line) -> Void) {
            withUnsafeBytes(of: inline) { bytes in
                for index in 0..<inlineCount {
                    let start = bytes.load(fromByteOffset: 8 * index, as: Int32.self)
                    let end = bytes.load(fromByteOffset: 8 * index + 4, as: Int32.self)
                    body(Self.line(Int(start), Int(end)))
                }
            }
            for bounds in more { body(Self.line(bounds.start, bounds.visibleEnd)) }
            body(cut)
        }
    }
}
