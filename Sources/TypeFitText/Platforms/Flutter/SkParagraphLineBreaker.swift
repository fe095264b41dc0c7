import TypeFitSupport

/// SkParagraph's line breaking (`TextWrapper::breakTextIntoLines` and the functions it calls),
/// followed step by step over grapheme clusters, so that every line breaks where Flutter's does.
struct SkParagraphLineBreaker {
    /// What it reads of the layout (not a copy of all of it, made at every size).
    let layout: Box
    /// The widths at the size; the clusters' fonts and glyph positions, read where a line needs
    /// them, through their ``SkParagraphText`` (one reference, not a copy of each array
    /// retained at every size).
    let widths: SkiaWidths
    /// The clusters' flags, read at every cluster: held here, not loaded through the text each time.
    let clusters: SkParagraphClusters
    /// Whether any cluster was drawn by a fallback font (else every cluster's metrics are the first run's).
    let hasFallbacks: Bool
    /// The metrics of the text's own font's runs, and per font that draws those of its runs
    /// (empty without fallbacks: one array less to retain at every size).
    let textMetrics: SkParagraphMetrics
    let runMetrics: [SkParagraphMetrics]
    /// Whether `lookAhead` takes the words that surely fit whole (``takeWordsThatFit(from:maxWidth:into:)``);
    /// false only where a test compares the two.
    var takesWordsWhole = true

    /// Per grapheme, the font that drew it (0 the text's own; empty: all the text's own).
    var fontOf: [UInt16] { widths.text.fontOfGrapheme }

    /// The layout's box, lines shown, height behaviour and ellipses.
    struct Box {
        var maxWidth: Double?
        /// ``SkParagraphLayout/shownLines``.
        var shownLines: Int?
        var applyHeightToFirstAscent: Bool
        var applyHeightToLastDescent: Bool
        var ellipsisWidths: [Double]

        /// The ellipsis's width after a cluster of font `font` (the first font's for fonts past the end).
        func ellipsisWidth(font: Int) -> Float {
            Float(font < ellipsisWidths.count ? ellipsisWidths[font] : ellipsisWidths.first ?? 0)
        }
    }

    /// A stretch of clusters `start..<end` with its width (summed cluster by cluster, as Skia's
    /// `TextStretch`) and the metrics of the runs it covers (nil: none yet).
    struct Stretch {
        var start: Int
        var end: Int
        var width: Float = 0
        var metrics: SkParagraphMetrics?

        var isEmpty: Bool { end == start }

        mutating func add(_ other: SkParagraphMetrics?) {
            guard let other else { return }
            metrics = metrics.map { $0.union(other) } ?? other
        }

        /// `TextStretch::extend(TextStretch&)`: this stretch runs on to the end of `other`, which
        /// is left empty, starting where it ended.
        mutating func extend(_ other: inout Stretch) {
            add(other.metrics)
            end = other.end
            width += other.width
            other = Stretch(start: other.end, end: other.end)
        }
    }

    func fontIndex(_ cluster: Int) -> Int { hasFallbacks ? Int(fontOf[widths.grapheme[cluster]]) : 0 }

    func metrics(of cluster: Int) -> SkParagraphMetrics {
        hasFallbacks ? runMetrics[min(fontIndex(cluster), runMetrics.count - 1)] : textMetrics
    }

    /// `TextStretch::extend(Cluster*)`: a newline's metrics do not count. In a text of one font
    /// every cluster's are the first run's, so a stretch that has metrics keeps them (the union
    /// of a run's metrics with themselves), unasked at every cluster.
    func extend(_ stretch: inout Stretch, with cluster: Int) {
        if stretch.isEmpty { stretch.start = cluster }
        stretch.end = cluster + 1
        if !clusters.isHardBreak(cluster), hasFallbacks || stretch.metrics == nil {
            stretch.add(metrics(of: cluster))
        }
        stretch.width += widths.cluster[cluster]
    }

    /// `LineBreakerWithLittleRounding::breakLine` without the rounding hack (Flutter's
    /// `applyRoundingHack: false`): whether `width`, cut to 1/100 px, is wider than the box.
    static func overflows(_ width: Float, _ maxWidth: Float) -> Bool {
        if width < maxWidth - 0.25 { return false }
        if width > maxWidth + 0.25 { return true }
        let magnitude = abs(width)
        let cut: Float =
            magnitude < 10_000
            ? (width * 100).rounded(.down) * (1.0 / 100)
            : magnitude < 100_000 ? (width * 10).rounded(.down) * (1.0 / 10) : width.rounded(.down)
        return cut > maxWidth
    }

    /// What `lookAhead` found for one line.
    struct Found {
        var words: Stretch
        var clusters: Stretch
        var tooLongWord = false
        var tooLongCluster = false
        var hardLineBreak = false
        /// The line surely ends after `words`, before a word that overflows it, found without
        /// walking that word's clusters: `clusters` is left empty (``takeWordsThatFit(from:maxWidth:into:keepsClusters:)``).
        var endsAfterWords = false
    }

    /// `TextWrapper::lookAhead` from cluster `start`. Without `keepsClusters` (a line that
    /// takes no ellipsis, so `moveForward` takes the words whole when there are any) the
    /// clusters of a word after them that surely overflows may be left out.
    func lookAhead(from start: Int, maxWidth: Float, keepsClusters: Bool = true) -> Found {
        let count = widths.count
        let startMetrics = start < count ? metrics(of: start) : nil
        var found = Found(
            words: Stretch(start: start, end: start, metrics: startMetrics),
            clusters: Stretch(start: start, end: start, metrics: startMetrics))
        var cluster =
            hasFallbacks || !takesWordsWhole
            ? start : takeWordsThatFit(from: start, maxWidth: maxWidth, into: &found, keepsClusters: keepsClusters)
        if found.endsAfterWords { return found }
        while cluster < count {
            defer { cluster += 1 }
            let width = widths.cluster[cluster]
            if !clusters.isHardBreak(cluster),
                Self.overflows(found.words.width + found.clusters.width + width, maxWidth)
            {
                if clusters.isWhitespace(cluster) {
                    // White space ends the word and hangs past the box.
                    extend(&found.clusters, with: cluster)
                    found.words.extend(&found.clusters)
                    continue
                }
                // The rest of the word: is it too long for any line?
                var nextWordLength = found.clusters.width
                var nextShortWordLength = nextWordLength
                var noBreakSpace: Int?
                var further = cluster
                while further < count {
                    if clusters.isSoftBreak(further) || clusters.isHardBreak(further) || clusters.isWhitespace(further)
                    {
                        break
                    }
                    if nextWordLength > 0, nextWordLength <= maxWidth, clusters.isIntraWordBreak(further) {
                        noBreakSpace = further
                        nextShortWordLength = nextWordLength
                    }
                    nextWordLength =
                        maxWidth == 0
                        ? max(nextWordLength, widths.cluster[further]) : nextWordLength + widths.cluster[further]
                    further += 1
                }
                if nextWordLength > maxWidth {
                    if let noBreakSpace {
                        // A no-break space in the word lets the part before it go on this line.
                        if !Self.overflows(found.words.width + nextShortWordLength, maxWidth) {
                            var short = Stretch(start: found.clusters.start, end: noBreakSpace + 1)
                            for index in short.start..<noBreakSpace {
                                short.width += widths.cluster[index]
                                short.add(metrics(of: index))
                            }
                            short.add(metrics(of: noBreakSpace))
                            found.clusters = short
                            found.words.extend(&found.clusters)
                        } else {
                            found.clusters = Stretch(start: found.clusters.end, end: found.clusters.end)
                        }
                        break
                    }
                    if isLongPart(found.clusters) || found.words.isEmpty { found.tooLongWord = true }
                }
                if width > maxWidth {
                    extend(&found.clusters, with: cluster)
                    found.tooLongCluster = true
                    found.tooLongWord = true
                }
                break
            }
            extend(&found.clusters, with: cluster)
            if clusters.isHardBreak(cluster) || clusters.isSoftBreak(cluster) {
                found.words.extend(&found.clusters)
            }
            if clusters.isHardBreak(cluster) {
                found.hardLineBreak = true
                break
            }
        }
        return found
    }

    /// `lookAhead`'s first words from `start` in a text of one font, taken whole without
    /// asking at each cluster whether the line overflows: the words that fit however their
    /// widths are summed (``SkParagraphLayout/surelyFits(magnitudes:clusters:box:)``, the
    /// one-line summary's bound: no sum `lookAhead` tries overflows), and no newline
    /// (``wordsThatSurelyFit(from:box:cluster:flags:keepsClusters:)``). `found.words` is then what
    /// `lookAhead` makes of them, cluster by cluster:
    /// each word summed from zero and added to the words before it, the text font's metrics
    /// (their union with themselves); its clusters are empty. Returns the cluster after them.
    /// Without `keepsClusters`, when the word after them surely overflows the line
    /// (``surelyOverflows(_:after:box:width:flags:)``) the line ends there: `endsAfterWords`.
    func takeWordsThatFit(from start: Int, maxWidth: Float, into found: inout Found, keepsClusters: Bool = true) -> Int
    {
        guard maxWidth > 0.5, found.words.isEmpty else { return start }
        let (taken, words, endsAfterWords) = clusters.flags.withUnsafeBufferPointer { flags in
            Self.wordsThatSurelyFit(
                from: start, box: maxWidth, cluster: widths.cluster, flags: flags, keepsClusters: keepsClusters)
        }
        found.endsAfterWords = endsAfterWords
        guard taken > start else { return start }
        found.words.end = taken
        found.words.width = words
        found.clusters = Stretch(start: taken, end: taken)
        return taken
    }

    /// ``takeWordsThatFit(from:maxWidth:into:keepsClusters:)``'s walk over the clusters from
    /// `start` (to a newline at most), in a box over half a pixel: the cluster after the words
    /// that surely fit (`start` for none), their width as `lookAhead` sums it, and, without
    /// `keepsClusters`, whether the word after them surely overflows. Also the word-by-word
    /// lines' (``SkParagraphLayout/wordLines(_:_:)``), so both sum alike.
    @inline(__always)
    static func wordsThatSurelyFit(
        from start: Int, box: Float, cluster: UnsafeBufferPointer<Float>,
        flags: UnsafeBufferPointer<SkParagraphClusters.Flags>, keepsClusters: Bool
    ) -> (taken: Int, words: Float, endsAfterWords: Bool) {
        var (taken, words, word, magnitudes, index) = (start, Float(0), Float(0), 0.0, start)
        while index < cluster.count, index < flags.count, !flags[index].contains(.hardBreak) {
            let width = cluster[index]
            magnitudes += Double(abs(width))
            word += width
            index += 1
            guard flags[index - 1].contains(.softBreak) else { continue }
            guard SkParagraphLayout.surelyFits(magnitudes: magnitudes, clusters: index - start, box: Double(box))
            else {
                let endsAfterWords =
                    !keepsClusters && taken > start
                    && surelyOverflows(taken..<index, after: words, box: box, width: { cluster[$0] }, flags: flags)
                return (taken, words, endsAfterWords)
            }
            (words, word, taken) = (words + word, 0, index)
        }
        return (taken, words, false)
    }

    /// Whether the word `word` (its clusters up to a soft break), after `words` wide that
    /// surely fit, surely overflows the box at one of its letters and surely fits a line alone:
    /// then `lookAhead` breaks before it at whichever cluster it finds the overflow, the line is
    /// the words before it, and nothing else it finds counts when the words are taken whole.
    /// Its letters (the clusters before its trailing white space) are then free of white space
    /// (which would hang past the box and end a word), the sum `lookAhead` tries at the last
    /// of them — `words`, the letters summed from zero, in `Float` — is over the box and
    /// LineBreakerWithLittleRounding's quarter pixel however it rounds (the exact sum less
    /// the bound ``SkParagraphLayout/surelyFits(magnitudes:clusters:box:)`` allows, half a
    /// pixel over), and the word is not too long for a line (so not split).
    static func surelyOverflows(
        _ word: Range<Int>, after words: Float, box: Float, width: (Int) -> Float,
        flags: UnsafeBufferPointer<SkParagraphClusters.Flags>
    ) -> Bool {
        var letters = word.upperBound
        while letters > word.lowerBound, flags[letters - 1].contains(.whitespace) { letters -= 1 }
        guard letters > word.lowerBound else { return false }
        var (sum, magnitudes) = (0.0, 0.0)
        for index in word.lowerBound..<letters {
            if flags[index].contains(.whitespace) { return false }
            let clusterWidth = Double(width(index))
            sum += clusterWidth
            magnitudes += abs(clusterWidth)
        }
        let count = letters - word.lowerBound
        guard SkParagraphLayout.surelyFits(magnitudes: magnitudes, clusters: count, box: Double(box)) else {
            return false
        }
        let bound = (Double(abs(words)) + magnitudes) * SkParagraphLayout.roundingShare(clusters: count)
        return Double(words) + sum - bound > Double(box) + 0.5
    }

    /// Whether a word's part on this line counts as a word too long for it: Skia asks
    /// `fClusters.endPos() − fClusters.startPos() > 1`, glyph positions in their runs, unsigned.
    /// In a left-to-right run that is more than one glyph; in a right-to-left run, whose glyphs
    /// run against the text, one cluster of several glyphs, or three clusters or more (the
    /// difference is negative, so huge), but never two.
    func isLongPart(_ stretch: Stretch) -> Bool {
        guard !stretch.isEmpty else { return false }
        // Read where the text holds them (a copy of the positions retained both arrays).
        let difference = widths.text.positions.end[stretch.end - 1] - widths.text.positions.start[stretch.start]
        return difference < 0 || difference > 1
    }
}

/// Per cluster, where its glyphs start and end in its run (SkShaper's runs: one font, one bidi
/// level, one script), as Skia's `Cluster::startPos` and `endPos` count them: in a
/// right-to-left run the glyphs are in visual order, so the text's first cluster has the last.
struct SkiaGlyphPositions: Sendable {
    var start: [Int]
    var end: [Int]

    init(_ prepared: PreparedText, grapheme: [Int], glyphCount: [Int]) {
        let count = grapheme.count
        start = [Int].repeating(0, count: count)
        end = start
        guard let placement = prepared.placement else {
            for index in 0..<count { (start[index], end[index]) = (index, index + 1) }
            return
        }
        let fonts = prepared.fontOfGrapheme
        func sameRun(_ a: Int, _ b: Int) -> Bool {
            let (a, b) = (grapheme[a], grapheme[b])
            return placement.levels[a] == placement.levels[b] && (fonts.isEmpty || fonts[a] == fonts[b])
                && (placement.scripts.isEmpty || placement.scripts[a] == placement.scripts[b])
        }
        var runStart = 0
        while runStart < count {
            var runEnd = runStart + 1
            while runEnd < count, sameRun(runStart, runEnd) { runEnd += 1 }
            var position = 0
            let order = Array(runStart..<runEnd)
            for index in placement.levels[grapheme[runStart]] % 2 == 1 ? order.reversed() : order {
                start[index] = position
                position += glyphCount[index]
                end[index] = position
            }
            runStart = runEnd
        }
    }
}

extension SkParagraphLineBreaker {
    /// Breaks the text of `widths` as `layout` does; `allLines` shows every line whatever its `maxLines`
    /// and ellipsis.
    init(layout: borrowing SkParagraphLayout, allLines: Bool = false, widths: SkiaWidths) {
        // (What it reads of the prepared text is in `widths.text`: a copy of all of it cost
        // more than breaking.) Through the memberwise initializer: one assigning each field
        // built the breaker and then copied it (each of its arrays retained again) at every size.
        self.init(
            layout: Box(
                maxWidth: layout.maxWidth, shownLines: allLines ? nil : layout.shownLines,
                applyHeightToFirstAscent: layout.style.applyHeightToFirstAscent,
                applyHeightToLastDescent: layout.style.applyHeightToLastDescent,
                // Every line shown: none takes an ellipsis.
                ellipsisWidths: allLines ? [] : layout.ellipsisWidths),
            widths: widths, clusters: widths.text.flags, hasFallbacks: !widths.text.fontOfGrapheme.isEmpty,
            textMetrics: layout.runMetrics[0], runMetrics: widths.text.fontOfGrapheme.isEmpty ? [] : layout.runMetrics)
    }
}
