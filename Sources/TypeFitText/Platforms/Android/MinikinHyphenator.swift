import TypeFitBackend
import TypeFitSupport

/// What Minikin does at a hyphenation point (`HyphenationType`, minikin/Hyphenator.h).
package enum MinikinHyphenation: UInt8, Sendable {
    case dontBreak = 0
    case insertHyphen = 1
    case insertArmenianHyphen = 2
    case insertMaqaf = 3
    case insertUCASHyphen = 4
    case dontInsertHyphen = 5
    case replaceWithHyphen = 6
    case insertHyphenAtNextLine = 7
    case insertHyphenAndZWJ = 8

    /// The characters the line before the break ends with (`editForThisLine`, `getHyphenString`):
    /// U+2010 HYPHEN for an inserted or replacing hyphen.
    var endOfLine: [Unicode.Scalar] {
        switch self {
        case .insertHyphen, .replaceWithHyphen: return ["\u{2010}"]
        case .insertArmenianHyphen: return ["\u{058A}"]
        case .insertMaqaf: return ["\u{05BE}"]
        case .insertUCASHyphen: return ["\u{1400}"]
        case .insertHyphenAndZWJ: return ["\u{200D}", "\u{2010}"]
        case .dontBreak, .dontInsertHyphen, .insertHyphenAtNextLine: return []
        }
    }

    /// The characters the next line starts with (`editForNextLine`).
    var startOfNextLine: [Unicode.Scalar] {
        switch self {
        case .insertHyphenAtNextLine: return ["\u{2010}"]
        case .insertHyphenAndZWJ: return ["\u{200D}"]
        default: return []
        }
    }
}

/// Minikin's hyphenator (`HyphenatorCXX`, libs/minikin/Hyphenator.cpp) over hyph-utf8's patterns
/// (Liang's, as TeX and Android use them): the alphabet folds a word's letters to codes (a word
/// with any other character is not hyphenated by the patterns), every pattern matching inside
/// ".word." raises the values between its letters, and an odd value is a hyphenation point at
/// least `minPrefix` characters from the start and `minSuffix` from the end. Words with hyphens
/// or soft hyphens, or in a language without patterns, break after them instead
/// (`hyphenateWithNoPatterns`).
package final class MinikinHyphenator: Sendable {
    /// Minikin's longest hyphenated word with its two boundary codes (`MAX_HYPHENATED_SIZE`).
    static let maximumPaddedLength = 64

    /// Languages with rules of their own in Minikin (`HyphenationLocale`).
    package enum Rules: Sendable { case other, catalan, polish, slovenian, portuguese }

    let minPrefix: Int
    let minSuffix: Int
    let rules: Rules
    /// UTF-16 code unit → letter code (1…); absent: not in the alphabet.
    private let alphabet: [UInt16: UInt16]
    /// The trie: (node << 16 | code) → child node; the root is node 0.
    private let edges: [UInt64: UInt32]
    /// Per node, the values of the pattern ending there (before, between and after its letters).
    private let values: [UInt32: [UInt8]]
    private let hasPatterns: Bool

    /// A hyphenator from hyph-utf8 pattern text ("a4m5ato" per word) and exceptions
    /// ("as-so-ciate"); no patterns: only hyphens and soft hyphens break.
    package init(patterns: String = "", exceptions: String = "", minPrefix: Int, minSuffix: Int, rules: Rules = .other)
    {
        self.minPrefix = minPrefix
        self.minSuffix = minSuffix
        self.rules = rules
        var entries: [(letters: [Character], values: [UInt8])] = []
        for word in patterns.split(whereSeparator: \.isWhitespace) where !word.hasPrefix("%") {
            var letters: [Character] = []
            var values: [UInt8] = [0]
            for character in word {
                if let digit = character.wholeNumberValue, character.isASCII {
                    values[values.count - 1] = UInt8(digit)
                } else {
                    letters.append(character)
                    values.append(0)
                }
            }
            entries.append((letters, values))
        }
        for word in exceptions.split(whereSeparator: \.isWhitespace) where !word.hasPrefix("%") {
            // A whole-word pattern whose values (11 at a hyphen, 10 between other letters) are
            // above any pattern's.
            let letters = Array(word.filter { $0 != "-" })
            var values = [UInt8].repeating(0, count: letters.count + 3)
            var gap = 0
            for character in word.dropLast() {
                if character == "-" {
                    values[gap + 1] = 11
                } else {
                    gap += 1
                    if values[gap + 1] == 0 { values[gap + 1] = 10 }
                }
            }
            values[1] = 0
            values[letters.count + 1] = 0
            entries.append((["."] + letters + ["."], values))
        }
        var code: [Character: UInt16] = [:]
        for letter in Set(entries.flatMap { $0.letters }).subtracting(["."]).sorted() {
            code[letter] = UInt16(code.count + 1)
        }
        var alphabet: [UInt16: UInt16] = [:]
        for (letter, value) in code {
            for unit in letter.utf16 where letter.utf16.count == 1 { alphabet[unit] = value }
            let upper = letter.uppercased()
            if upper.utf16.count == 1, let unit = upper.utf16.first, alphabet[unit] == nil { alphabet[unit] = value }
        }
        var edges: [UInt64: UInt32] = [:]
        var values: [UInt32: [UInt8]] = [:]
        var nodeCount: UInt32 = 1
        for entry in entries {
            var node: UInt32 = 0
            for letter in entry.letters {
                let key = UInt64(node) << 16 | UInt64(letter == "." ? 0 : code[letter] ?? 0)
                if let child = edges[key] {
                    node = child
                } else {
                    edges[key] = nodeCount
                    node = nodeCount
                    nodeCount += 1
                }
            }
            values[node] = entry.values
        }
        self.alphabet = alphabet
        self.edges = edges
        self.values = values
        hasPatterns = !entries.isEmpty
    }

    /// Per UTF-16 code unit of `word`, the hyphenation before it (`hyphenate`).
    package func hyphenate(_ word: ArraySlice<UInt16>) -> [MinikinHyphenation] {
        let length = word.count
        if hasPatterns, length >= minPrefix + minSuffix, length + 2 <= Self.maximumPaddedLength {
            var codes: [UInt16] = [0]
            var type = MinikinHyphenation.insertHyphen
            for unit in word {
                guard let value = alphabet[unit] else { return withNoPatterns(word) }
                if type == .insertHyphen { type = Self.typeForScript(of: unit) }
                codes.append(value)
            }
            codes.append(0)
            return fromCodes(codes, type: type, word: word)
        }
        return withNoPatterns(word)
    }

    /// `hyphenateFromCodes`: the patterns' values, their odd ones the breaks; a break just after
    /// a hyphen moves there without a hyphen (before it, in Portuguese).
    private func fromCodes(_ codes: [UInt16], type: MinikinHyphenation, word: ArraySlice<UInt16>)
        -> [MinikinHyphenation]
    {
        let length = codes.count
        var buffer = [UInt8].repeating(0, count: length)
        let maxOffset = length - minSuffix - 1
        for i in 0..<(length - 1) {
            var node: UInt32 = 0
            for j in i..<length {
                guard let child = edges[UInt64(node) << 16 | UInt64(codes[j])] else { break }
                node = child
                guard let pattern = values[node] else { continue }
                // pattern[k] lies between codes[i - 1 + k] and codes[i + k]: buffer[i - 1 + k].
                for k in pattern.indices where pattern[k] != 0 {
                    let at = i - 1 + k
                    if at >= minPrefix, at < maxOffset { buffer[at] = max(buffer[at], pattern[k]) }
                }
            }
        }
        var out = [MinikinHyphenation].repeating(.dontBreak, count: word.count)
        let units = Array(word)
        guard minPrefix < maxOffset else { return out }
        for i in minPrefix..<maxOffset {
            out[i] = buffer[i] & 1 == 1 ? type : .dontBreak
            if i > 0, Self.isLineBreakingHyphen(units[i - 1]) {
                if rules == .portuguese {
                    out[i - 1] = .dontInsertHyphen
                    out[i] = .dontBreak
                } else {
                    out[i - 1] = .dontBreak
                    out[i] = .dontInsertHyphen
                }
            }
        }
        return out
    }

    /// `hyphenateWithNoPatterns`: after a hyphen or a soft hyphen that does not start the word,
    /// and Catalan's "l·l".
    private func withNoPatterns(_ word: ArraySlice<UInt16>) -> [MinikinHyphenation] {
        let units = Array(word)
        var out = [MinikinHyphenation].repeating(.dontBreak, count: units.count)
        guard units.count > 1 else { return out }
        for i in 1..<units.count {
            let previous = units[i - 1]
            if i > 1, Self.isLineBreakingHyphen(previous) {
                if previous == 0x2D || previous == 0x2010, rules == .polish || rules == .slovenian,
                    Self.script(of: units[i]) == Self.latin
                {
                    out[i] = .insertHyphenAtNextLine
                } else {
                    out[i] = .dontInsertHyphen
                }
            } else if i > 1, previous == 0xAD {
                // Minikin joins an Arabic break with ZWJ when both letters join
                // (`getHyphTypeForArabic`); typefit inserts the hyphen alone there.
                out[i] = Self.typeForScript(of: units[i])
            } else if previous == 0xB7, rules == .catalan, minPrefix < i, i <= units.count - minSuffix,
                (units[i - 2] == 0x6C && units[i] == 0x6C) || (units[i - 2] == 0x4C && units[i] == 0x4C)
            {
                out[i] = .replaceWithHyphen
            }
        }
        return out
    }

    /// `isLineBreakingHyphen`: the hyphens a line may break after, whose words the patterns skip.
    static func isLineBreakingHyphen(_ unit: UInt16) -> Bool {
        [0x2D, 0x58A, 0x5BE, 0x1400, 0x2010, 0x2013, 0x2027, 0x2E17, 0x2E40].contains(unit)
    }

    private static let latin = SkiaWidths.tag("Latn")
    private static let unhyphenatedScripts = Set(["Knda", "Mlym", "Taml", "Telu"].map(SkiaWidths.tag))

    /// The script of a code unit (a surrogate has none), as ICU's `uscript_getScript` gives it.
    static func script(of unit: UInt16) -> UInt32 {
        Unicode.Scalar(unit).map { ShapingFont.script(of: $0) } ?? 0
    }

    /// `hyphenationTypeBasedOnScript`: no hyphen in Kannada, Malayalam, Tamil and Telugu, the
    /// Armenian and the Canadian syllabics hyphens in theirs.
    static func typeForScript(of unit: UInt16) -> MinikinHyphenation {
        let script = script(of: unit)
        if unhyphenatedScripts.contains(script) { return .dontInsertHyphen }
        if script == SkiaWidths.tag("Armn") { return .insertArmenianHyphen }
        if script == SkiaWidths.tag("Cans") { return .insertUCASHyphen }
        return .insertHyphen
    }
}
