import Testing
@testable import TypeFitBackend

/// ICU through CLineBreak: offsets are UTF-8 byte offsets, each the end of a segment.
@Suite struct TextBoundariesTests {
    @Test func englishBreaksAfterSpaces() throws {
        let breaks = try TextBoundaries.lineBreaks(in: "Save changes now", locale: "en")
        #expect(breaks.map(\.offset) == [5, 13, 16])
        #expect(breaks.allSatisfy { !$0.mandatory })
    }

    @Test func newlineIsMandatory() throws {
        let breaks = try TextBoundaries.lineBreaks(in: "One\nTwo", locale: "en")
        // The end of the text is an ordinary (soft) boundary in ICU.
        #expect(breaks == [.init(offset: 4, mandatory: true), .init(offset: 7, mandatory: false)])
    }

    @Test func thaiUsesTheDictionary() throws {
        // "สวัสดีครับ" = สวัสดี (hello, 18 bytes) + ครับ (12 bytes): no spaces, ICU's dictionary finds the word.
        let breaks = try TextBoundaries.lineBreaks(in: "สวัสดีครับ", locale: "th")
        #expect(breaks.map(\.offset) == [18, 30])
    }

    /// A paragraph of each dictionary-segmented script, then a newline: only the newline is a
    /// mandatory break. ICU gives the breaks inside a dictionary range the rule status of the
    /// range's closing boundary (the newline's), so the status alone made every word mandatory.
    @Test(arguments: [
        ("th", "ภาพของคุณไม่มีข้อความแสดงแทน\nโพสต์ต่อไป?"),
        ("lo", "ພາສາລາວເປັນພາສາທີ່ສວຍງາມ\nສະບາຍດີ"),
        ("km", "ភាសាខ្មែរគឺជាភាសាផ្លូវការ\nសួស្តី"),
        ("my", "မြန်မာဘာသာစကားသည်လှပသည်\nမင်္ဂလာပါ"),
        ("ja", "日本語の文章は単語の間に空白がありません\n次の行"),
        ("zh", "中文句子的词语之间没有空格\n下一行"),
    ])
    func dictionaryScriptsBreakOnlyAtTheNewline(locale: String, text: String) throws {
        let breaks = try TextBoundaries.lineBreaks(in: text, locale: locale)
        let newline = try #require(text.utf8.firstIndex(of: 0x0A))
        let after = text.utf8.distance(from: text.utf8.startIndex, to: newline) + 1
        #expect(breaks.filter(\.mandatory).map(\.offset) == [after])
        // The dictionary still finds words before the newline.
        #expect(breaks.filter { $0.offset < after }.count > 1)
    }

    @Test func crLfAndLineSeparatorAreMandatory() throws {
        let breaks = try TextBoundaries.lineBreaks(in: "a\r\nb\u{2028}c\u{85}d", locale: "en")
        #expect(breaks.filter(\.mandatory).map(\.offset) == [3, 7, 10])
    }

    @Test func graphemeClustersKeepCombiningMarksAndEmoji() throws {
        // "e" + U+0301 (3 bytes), then 👍🏽 (8 bytes, one cluster).
        #expect(try TextBoundaries.graphemeBreaks(in: "e\u{301}👍🏽") == [3, 11])
    }

    @Test func emptyText() throws {
        #expect(try TextBoundaries.lineBreaks(in: "").isEmpty)
    }

    @Test func icuVersionIsDebians() {
        #expect(TextBoundaries.icuVersion.split(separator: ".").count >= 2)
    }
}

@Suite struct BidiRunTests {
    @Test func arabicInsideLatin() throws {
        // "Hi " (3 bytes) + "مرحبا" (10 bytes) + " now" (4 bytes)
        let runs = try TextBoundaries.bidiRuns(in: "Hi مرحبا now")
        #expect(runs.map(\.range) == [0..<3, 3..<13, 13..<17])
        #expect(runs.map(\.isRightToLeft) == [false, true, false])
    }

    @Test func rightToLeftParagraph() throws {
        let runs = try TextBoundaries.bidiRuns(in: "مرحبا 123")
        #expect(runs.first?.isRightToLeft == true)
        #expect(runs.last?.range.upperBound == 14)
    }

    @Test func reusedIteratorGivesTheSameBreaks() throws {
        let iterator = try BreakIterator(.line, locale: "de")
        for _ in 0..<3 {
            #expect(try iterator.boundaries(in: "Änderungen speichern") == [12, 21])
            #expect(try iterator.boundaries(in: "Ok") == [2])
        }
    }

    /// One iterator over long and short strings in turns (it keeps its buffers from string to
    /// string): each string's breaks are its own, as a new iterator finds them.
    @Test func aReusedIteratorFindsEachStringsOwnBreaks() throws {
        let lines = try BreakIterator(.line, locale: "en")
        let graphemes = try BreakIterator(.grapheme)
        let texts = [
            "Save changes now and close the window", "One\nTwo", "", "Ok", String(repeating: "word ", count: 300),
            "x y", "e\u{301}🇩🇪 ok",
        ]
        for text in texts + texts.reversed() {
            #expect(try lines.lineBreaks(in: text) == TextBoundaries.lineBreaks(in: text, locale: "en"))
            #expect(try graphemes.boundaries(in: text) == TextBoundaries.graphemeBreaks(in: text))
        }
        #expect(try lines.lineBreaks(in: "x y").map(\.offset) == [2, 3])
        #expect(try graphemes.boundaries(in: "e\u{301}🇩🇪").count == 2)
    }
}
