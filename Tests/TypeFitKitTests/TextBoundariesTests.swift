import Testing
import TypeFitKit

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
}
