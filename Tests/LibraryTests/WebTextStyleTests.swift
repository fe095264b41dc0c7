import Testing
@testable import TypeFitText

/// CSS white-space processing before layout (CSS Text 3 §4.1.1).
@Suite struct WebTextStyleTests {
    @Test(arguments: [
        (WebTextStyle.WhiteSpace.normal, "  ab \t cd\n ef  ", "ab cd ef"),
        (.nowrap, "ab\n\ncd", "ab cd"),
        (.preLine, "  ab   cd \n  ef  ", "ab cd\nef"),
        (.preWrap, "  ab   cd \n", "  ab   cd \n"),
        (.normal, "a\r\nb", "a b"),
    ])
    func whiteSpaceCollapses(mode: WebTextStyle.WhiteSpace, text: String, expected: String) {
        #expect(WebTextStyle(whiteSpace: mode).collapsed(text) == expected)
    }

    /// A text the byte check lets through is one processing leaves as it is, and every text
    /// collapses as processing it does: every string of up to five of a letter, a space, a tab,
    /// a newline, a carriage return and a no-break space, in every mode that collapses.
    @Test func theFastPathKeepsOnlyWhatProcessingKeeps() {
        let alphabet: [String] = ["a", " ", "\t", "\n", "\r", "\u{A0}"]
        var texts = [""]
        var all = texts
        for _ in 1...5 {
            texts = texts.flatMap { text in alphabet.map { text + $0 } }
            all += texts
        }
        var unchanged = 0
        for mode in [WebTextStyle.WhiteSpace.normal, .nowrap, .preLine] {
            let style = WebTextStyle(whiteSpace: mode)
            for text in all {
                #expect(style.collapsed(text) == style.processed(text), "\(mode) \(text.debugDescription)")
                if WebTextStyle.isCollapsed(text) {
                    unchanged += 1
                    #expect(style.processed(text) == text, "\(mode) \(text.debugDescription)")
                }
            }
        }
        #expect(all.count == 9331 && unchanged > 100)
    }

    @Test func onlyNowrapKeepsOneLine() {
        #expect(WebTextStyle.WhiteSpace.allCases.filter { !WebTextStyle(whiteSpace: $0).wraps } == [.nowrap])
    }
}
