import Testing

@testable import TypeFitSupport

/// `containsBytes`: the exact UTF-8 bytes, found anywhere (first, last, overlapping false starts),
/// never past the end, in a String and in a Substring of one.
@Suite struct ByteSearchTests {
    static let cases: [(text: String, needle: String, found: Bool)] = [
        ("{{PLURAL:$1|file|files}}", "{{PLURAL:", true),
        ("see $t(key)", "$t(", true),
        ("ends with <", "<", true),
        ("<starts", "<", true),
        ("almost $t", "$t(", false),  // a prefix of the needle at the very end
        ("$$t(", "$t(", true),  // a false start just before the match
        ("{{{", "{{", true),
        ("{", "{{", false),  // shorter than the needle
        ("", "<", false),
        ("anything", "", true),
        ("Größe <b>", "<b>", true),
        ("Größe", "ö", true),  // a multi-byte needle
        ("Grosse", "ö", false),
        ("e\u{301}", "\u{301}", true),  // inside a grapheme: bytes, not characters
        ("café", "e", false),  // é is not e followed by anything
    ]

    @Test(arguments: cases)
    func findsTheExactBytes(_ text: String, _ needle: String, _ found: Bool) {
        #expect(text.containsBytes(needle) == found)
        // A Substring of a longer text: the search stays inside it.
        let padded = "<{" + text + "$"
        let inner = padded.dropFirst(2).dropLast()
        #expect(inner.containsBytes(needle) == found, "in \(inner.debugDescription)")
    }
}
