extension PreparedText {
    /// A line broken at an unsafe boundary `b`: Blink shapes graphemes `endFrom..<b` again for the
    /// line that ends there, and `b..<startTo` for the one that starts there
    /// (`ShapingLineBreaker::ShapeLine`, from the nearest safe-to-break offsets), so a kerning
    /// pair split by the break is dropped.
    struct LineEdge: Hashable, Sendable {
        var endFrom: Int
        var endGlyphs: [PlacedGlyph]
        var startTo: Int
        var startGlyphs: [PlacedGlyph]
    }
    /// The ``LineEdge``s by boundary, with a bit per boundary that has one: Blink's widths ask at
    /// both ends of every line they try, and most ends have none (a dictionary's lookup for each
    /// was a twentieth of a web check's time).
    struct LineEdges: Hashable, Sendable {
        /// The edges in the order of their boundaries.
        private let edges: [LineEdge]
        /// A bit per boundary that has an edge.
        private let bits: [UInt64]
        /// Per word of `bits`, the edges before it: an edge's place in `edges` is found by
        /// counting bits, not by hashing (a truncated line asks at every boundary it tries).
        private let ranks: [Int32]

        init(_ byBoundary: [Int: LineEdge]) {
            guard !byBoundary.isEmpty else {  // all but the web's texts with an unsafe break
                (edges, bits, ranks) = ([], [], [])
                return
            }
            var bits = [UInt64].repeating(0, count: byBoundary.keys.max().map { max($0, 0) / 64 + 1 } ?? 0)
            let sorted = byBoundary.filter { $0.key >= 0 }.sorted { $0.key < $1.key }
            for (boundary, _) in sorted { bits[boundary >> 6] |= 1 << UInt64(boundary & 63) }
            var ranks = [Int32].repeating(0, count: bits.count)
            var before: Int32 = 0
            for word in bits.indices {
                ranks[word] = before
                before += Int32(bits[word].nonzeroBitCount)
            }
            (edges, self.bits, self.ranks) = (sorted.map(\.value), bits, ranks)
        }

        var isEmpty: Bool { edges.isEmpty }

        /// `body` on a view of the edges' arrays, read through it without retaining them.
        func withView<R>(_ body: (View) -> R) -> R {
            edges.withUnsafeBufferPointer { edges in
                bits.withUnsafeBufferPointer { bits in
                    ranks.withUnsafeBufferPointer { ranks in body(View(edges: edges, bits: bits, ranks: ranks)) }
                }
            }
        }

        /// The edges' arrays as buffers, valid in ``withView(_:)``'s `body` only: widths made
        /// at every size of every string read them (``BlinkWidths``).
        struct View {
            let edges: UnsafeBufferPointer<LineEdge>
            let bits: UnsafeBufferPointer<UInt64>
            let ranks: UnsafeBufferPointer<Int32>

            /// No edges.
            static var none: View {
                View(
                    edges: .init(start: nil, count: 0), bits: .init(start: nil, count: 0),
                    ranks: .init(start: nil, count: 0))
            }

            /// Whether `boundary` has an edge: asked, inlined, at every line end a breaker tries,
            /// most of which have none (a call to ``index(of:)`` for each was 3 % of the web's
            /// samples).
            @inline(__always) func has(_ boundary: Int) -> Bool {
                let word = boundary >> 6
                return boundary >= 0 && word < bits.count && bits[word] & (1 << UInt64(boundary & 63)) != 0
            }

            /// Where in ``edges`` the edge at `boundary` is; nil when it has none.
            func index(of boundary: Int) -> Int? {
                let word = boundary >> 6
                guard boundary >= 0, word < bits.count, word < ranks.count else { return nil }
                let bit = UInt64(1) << UInt64(boundary & 63)
                guard bits[word] & bit != 0 else { return nil }
                let index = Int(ranks[word]) + (bits[word] & (bit - 1)).nonzeroBitCount
                return index < edges.count ? index : nil
            }
        }
    }
}
