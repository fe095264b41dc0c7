import TypeFitBackend

/// Where Android's lines may break: Minikin's `WordBreaker` (libs/minikin/WordBreaker.cpp) over
/// ICU's line-break opportunities for the text's locale.
///
/// - `isValidBreak`: never after a hyphen (`-`, `‐`, `–` and the others of
///   `Hyphenator::isLineBreakingHyphen`) or a soft hyphen — "handled by automatic hyphenation",
///   which is off by default since Android 10, so `report-2024` stays whole — nor after a
///   Myanmar virama, inside an emoji ZWJ sequence, or before an emoji modifier on its base.
/// - `detectEmailOrUrl`: a run of printable ASCII from a break holding `@`, or `:` then `//`,
///   is an email address or URL; inside it the breaks are the Chicago Manual of Style's
///   (`findNextBreakInEmailOrUrl`: after `:` `=` `&` and `//`, before `~ . , - _ ? # % = &` and
///   a single `/`, never after `-`), each a "bad" break the optimal breaker penalises.
/// - `populateDesperatePoints` (OptimalLineBreaker.cpp): a word wider than the line may break
///   inside; where a fresh `WordBreaker` started at the word finds breaks in it (a word that
///   starts inside a URL, where the URL is no longer seen), those are "fallback" breaks, and the
///   word's desperate breaks stop after the last of them (``Found/fallbacks``).
enum MinikinWordBreaks {
    /// What the word breaker finds in a text; offsets in UTF-8.
    struct Found {
        /// The breaks (ICU's mandatory ones kept).
        var breaks: [TextBoundaries.LineBreak] = []
        /// The breaks inside an email address or URL (`breakBadness`).
        var bad: Set<Int> = []
        /// By the offset of a word (the break it starts at) that starts inside an email address
        /// or URL: the breaks a fresh word breaker started there finds inside the word, before
        /// the word's end — the only words whose fallback breaks differ from their own.
        var fallbacks: [Int: [Int]] = [:]
    }

    /// The breaks of `text` over ICU's opportunities `unicode`.
    static func breaks(_ text: String, unicode: [TextBoundaries.LineBreak]) -> Found {
        let (scalars, offsets) = TextPreparer.scalarOffsets(text)
        // ICU's opportunities as scalar indexes, with their mandatory flags, flagged per index
        // (a dictionary of every offset, another of the flags and a set: the word breaks were 3.4 %
        // of an Android check at twelve scales, 1.3 % so).
        var isICUBreak = [Bool](repeating: false, count: offsets.count)
        var mandatory = isICUBreak
        for found in unicode {
            guard let index = index(of: found.offset, in: offsets) else { continue }
            isICUBreak[index] = true
            mandatory[index] = mandatory[index] || found.mandatory
        }
        let sorted = isICUBreak.indices.filter { isICUBreak[$0] }
        var walker = Walker(scalars: scalars, icu: sorted, isICUBreak: isICUBreak)
        var found = Found()
        var wordStart = 0
        var wordStartsInURL = false
        while walker.current < scalars.count {
            let next = walker.next()
            guard next > 0 else { break }
            found.breaks.append(.init(offset: offsets[next], mandatory: next < mandatory.count && mandatory[next]))
            if wordStartsInURL {
                let inside = walker.fresh(from: wordStart, before: next)
                if !inside.isEmpty { found.fallbacks[offsets[wordStart]] = inside.map { offsets[$0] } }
            }
            wordStartsInURL = walker.breakBadness
            if wordStartsInURL { found.bad.insert(offsets[next]) }
            wordStart = next
        }
        return found
    }

    /// Unicode's Emoji_Modifier, the five skin tones U+1F3FB–U+1F3FF, without a lookup in the
    /// property tables at every break.
    static func isEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// The index of `offset` in `offsets` (ascending), nil when no scalar starts there.
    private static func index(of offset: Int, in offsets: [Int]) -> Int? {
        var (low, high) = (0, offsets.count)
        while low < high {
            let mid = (low + high) / 2
            if offsets[mid] < offset { low = mid + 1 } else { high = mid }
        }
        return low < offsets.count && offsets[low] == offset ? low : nil
    }

    /// `WordBreaker`'s state over the text's scalars (indexes, not UTF-16 offsets: the email and
    /// URL rules read ASCII only, where the two agree).
    private struct Walker {
        let scalars: [Unicode.Scalar]
        /// ICU's opportunities, ascending; and per scalar index (and the end) whether it is one.
        let icu: [Int]
        let isICUBreak: [Bool]
        var current = 0
        var last = 0
        var scanOffset = 0
        var inEmailOrURL = false

        /// `breakBadness()`: 1 inside an email address or URL.
        var breakBadness: Bool { inEmailOrURL && current < scanOffset }

        /// ICU's first opportunity after `index` (the end when none).
        func following(_ index: Int) -> Int {
            var low = 0
            var high = icu.count
            while low < high {
                let mid = (low + high) / 2
                if icu[mid] <= index { low = mid + 1 } else { high = mid }
            }
            return low < icu.count ? icu[low] : scalars.count
        }

        /// `populateDesperatePoints`' breaks: those a fresh breaker started at `start` finds
        /// before `end` (`followingWithLocale(…, start)`, then `next()` while in the word).
        func fresh(from start: Int, before end: Int) -> [Int] {
            var walker = self
            (walker.current, walker.last, walker.scanOffset, walker.inEmailOrURL) = (start, start, start, false)
            var inside: [Int] = []
            while true {
                let next = walker.next()
                guard next > start, next < end else { return inside }
                inside.append(next)
            }
        }

        /// `WordBreaker::next()`.
        mutating func next() -> Int {
            last = current
            detectEmailOrURL()
            if inEmailOrURL {
                current = nextBreakInEmailOrURL()
            } else {
                var found = following(current)
                while !isValidBreak(found) { found = following(found) }
                current = found
            }
            return current
        }

        /// `isValidBreak`.
        func isValidBreak(_ index: Int) -> Bool {
            guard index < scalars.count, index > 0 else { return true }
            let previous = scalars[index - 1]
            if Self.isLineBreakingHyphen(previous) || previous == "\u{AD}" || previous.value == 0x1039 { return false }
            let next = scalars[index]
            if previous.value == 0x200D, next.properties.isEmoji { return false }
            if MinikinWordBreaks.isEmojiModifier(next) {
                var base = previous
                if base.value == 0xFE0F, index >= 2 { base = scalars[index - 2] }
                if base.properties.isEmojiModifierBase || base.value == 0x1F91D || base.value == 0x1F93C {
                    return false
                }
            }
            return true
        }

        /// `Hyphenator::isLineBreakingHyphen`.
        static func isLineBreakingHyphen(_ scalar: Unicode.Scalar) -> Bool {
            [0x2D, 0x58A, 0x5BE, 0x1400, 0x2010, 0x2013, 0x2027, 0x2E17, 0x2E40].contains(scalar.value)
        }

        /// `detectEmailOrUrl`: from the last break, printable ASCII holding `@`, or `:` then `//`.
        mutating func detectEmailOrURL() {
            guard last >= scanOffset else { return }
            enum State { case start, sawAt, sawColon, sawColonSlash, sawColonSlashSlash }
            var state = State.start
            var index = last
            while index < scalars.count {
                let c = scalars[index].value
                guard c > 0x20, c <= 0x7E else { break }
                if state == .start, c == 0x40 {
                    state = .sawAt
                } else if state == .start, c == 0x3A {
                    state = .sawColon
                } else if state == .sawColon || state == .sawColonSlash {
                    state = c == 0x2F ? (state == .sawColon ? .sawColonSlash : .sawColonSlashSlash) : .start
                }
                index += 1
            }
            if state == .sawAt || state == .sawColonSlashSlash {
                if index < scalars.count, !isICUBreak[index] { index = following(index) }
                inEmailOrURL = true
            } else {
                inEmailOrURL = false
            }
            scanOffset = index
        }

        /// `findNextBreakInEmailOrUrl`.
        func nextBreakInEmailOrURL() -> Int {
            var lastChar = scalars[last]
            var index = last + 1
            while index < scanOffset {
                if ":=&".unicodeScalars.contains(lastChar) { break }
                if lastChar == "/", index >= last + 2, scalars[index - 2] == "/" { break }
                let this = scalars[index]
                if lastChar != "-" {
                    if "~.,-_?#%=&".unicodeScalars.contains(this) { break }
                    if this == "/", lastChar != "/", !(index + 1 < scanOffset && scalars[index + 1] == "/") { break }
                }
                lastChar = this
                index += 1
            }
            return index
        }
    }
}
