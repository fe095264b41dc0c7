import TypeFitBackend

extension PreparedText {
    /// What finding Blink's opportunities again needs: ICU's locale (``TextPreparer/lineBreakLocale(_:_:)``)
    /// and CSS `word-break`.
    struct LineStartBreaks: Hashable, Sendable {
        var locale: String
        var wordBreak: LineBreakRules.WordBreak
    }

    /// The segments of graphemes `start..<graphemeCount` with the opportunities found from
    /// `start`, the text before it unseen — as Blink finds them for each line
    /// (`LineBreaker` sets `break_iterator_.SetStartOffset` to the line's start). It matters only
    /// for a line that starts inside a word, after `overflow-wrap` split one: ICU's dictionary
    /// then reads Thai from there (`น|แปลง`, where the whole text has `เปลี่ยนแปลง`), and a
    /// `-` that starts the line has no letter before it, so `-2024` does not break after it.
    /// Nil if ICU fails (the whole text's segments stand).
    func segments(from start: Int, _ rules: LineStartBreaks) -> [Segment]? {
        let base = Int(graphemeStarts[start])
        let utf8 = text.utf8
        let rest = String(decoding: utf8[utf8.index(utf8.startIndex, offsetBy: base)...], as: UTF8.self)
        guard let unicode = try? TextBoundaries.lineBreaks(in: rest, locale: rules.locale) else { return nil }
        let restCount = utf8.count - base
        let found = TextPreparer.blinkBreaks(rest, unicode: unicode, wordBreak: rules.wordBreak) { offset in
            offset < restCount && graphemeStarts[grapheme(atByte: base + offset)] == base + offset
        }
        return TextPreparer.segments(
            found, from: start, count: graphemeCount,
            grapheme: { $0 >= restCount ? graphemeCount : grapheme(atByte: base + $0) },
            isBlank: { substring($0..<$0 + 1).unicodeScalars.allSatisfy(TextPreparer.isBlank) },
            isSoftHyphen: { substring($0..<$0 + 1) == "\u{AD}" })
    }

    /// The grapheme whose UTF-8 bytes include `offset`.
    private func grapheme(atByte offset: Int) -> Int {
        var (low, high) = (0, graphemeCount - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(graphemeStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
