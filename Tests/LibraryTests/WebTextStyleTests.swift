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

    @Test func onlyNowrapKeepsOneLine() {
        #expect(WebTextStyle.WhiteSpace.allCases.filter { !WebTextStyle(whiteSpace: $0).wraps } == [.nowrap])
    }
}
