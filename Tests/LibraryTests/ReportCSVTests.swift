import TestSupport
import Testing
@testable import TypeFitReports
@testable import TypeFitSupport

/// report.csv's fields: RFC 4180 quoting by bytes, formula-looking text defused, numbers kept.
@Suite struct ReportCSVTests {
    @Test func fieldsAreQuotedWhereTheyMustBe() {
        #expect(ReportCSV.quote("plain") == "plain")
        #expect(ReportCSV.quote("a, b") == "\"a, b\"")
        #expect(ReportCSV.quote("say \"hi\"") == "\"say \"\"hi\"\"\"")
        // "\r\n" is one Character; it must still be quoted.
        #expect(ReportCSV.quote("line\r\nbreak") == "\"line\r\nbreak\"")
        #expect(ReportCSV.quote("=SUM(A1)") == "'=SUM(A1)")
        #expect(ReportCSV.quote("-1.5") == "-1.5")
        var out: [UInt8] = []
        ReportCSV.appendRecord(["a", "b,c", "line\r\nbreak", "@x", "-2"], to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "a,\"b,c\",\"line\r\nbreak\",'@x,-2\r\n")
    }

    /// The byte writer of fields (quotes doubled by runs) quotes as ``ReportCSV/quote(_:)`` does,
    /// on random mixes of quotes, commas, CR, LF, formula starts, digits and letters.
    @Test func fieldsAreWrittenAsQuoted() {
        let pool: [Unicode.Scalar] = ["\"", "\"", ",", "\r", "\n", "=", "+", "-", "@", "1", ".", "a", "é", "⏎", " "]
        for text in RandomText.mixes(of: pool) + ["\"", "\"\"", "a\"", "\"a", "=\"x\"", ""] {
            var out: [UInt8] = []
            ReportCSV.appendField(text, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == ReportCSV.quote(text), "\(text.debugDescription)")
        }
    }

    /// The byte writer of numbers gives formatted(_:decimals:)'s digits.
    @Test func numbersAreWrittenAsFormatted() {
        var generator = SystemRandomNumberGenerator()
        let samples: [Double] =
            [0, -0.0, 0.005, -0.005, 0.004999, 1.995, 17, 20.2, 111.3, -42.125, 1e9 + 0.5, 123456.789]
            + (0..<2_000).map { _ in Double.random(in: -5_000...5_000, using: &generator) }
        for value in samples {
            for decimals in [0, 2, 3] {
                var out: [UInt8] = []
                appendFormatted(value, decimals: decimals, to: &out)
                #expect(
                    String(decoding: out, as: UTF8.self) == formatted(value, decimals: decimals),
                    "\(value) to \(decimals)")
            }
        }
    }

    /// The byte writer of compact numbers gives compactNumber(_:)'s characters, huge and odd
    /// values included.
    @Test func compactNumbersAreWrittenAsCompactNumber() {
        var generator = SystemRandomNumberGenerator()
        let samples: [Double] =
            [
                0, -0.0, 0.001, -0.004, 0.005, 1.5, 16.50, 17, -17, 1e15, 1e15 + 0.5, 1e20, 1e300, .infinity,
                -.infinity, .nan,
            ]
            + (0..<2_000).map { _ in Double.random(in: -5_000...5_000, using: &generator) }
            + (0..<200).map { _ in Double(Int.random(in: -1_000...1_000, using: &generator)) / 4 }
        for value in samples {
            var out: [UInt8] = []
            appendCompactNumber(value, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == compactNumber(value), "\(value)")
        }
    }

    /// A number too large for digits keeps its exponent whole (its trailing zero is not a
    /// fraction's), and a drawing's scale keeps its seven decimals.
    @Test func compactNumbersKeepExponentsAndDecimals() {
        #expect(compactNumber(1e20) == "1e+20")
        #expect(compactNumber(-1e20) == "-1e+20")
        #expect(compactNumber(1.5e30) == "1.5e+30")
        #expect(compactNumber(0.01953125, decimals: 7) == "0.0195313")
        #expect(compactNumber(0.0125, decimals: 7) == "0.0125")
        #expect(compactNumber(2.5e20, decimals: 7) == "2.5e+20")
    }

    /// The byte writer of whole numbers gives `String`'s digits, to both ends of `Int`.
    @Test func integersAreWrittenAsStringWritesThem() {
        var generator = SystemRandomNumberGenerator()
        let samples: [Int] =
            [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min, Int.min + 1]
            + (0..<2_000).map { _ in Int.random(in: Int.min...Int.max, using: &generator) >> Int.random(in: 0...62) }
        for value in samples {
            var out: [UInt8] = []
            appendInteger(value, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == String(value))
        }
    }
}

/// XML escaping's fast path (nothing to escape) and its slow path agree.
@Suite struct XMLEscapingTests {
    @Test func escapesWhatXMLCannotHoldAndNothingElse() {
        #expect(xmlEscaped("plain text é 漢 😀") == "plain text é 漢 😀")
        #expect(xmlEscaped("a < b & \"c\" 'd' > e") == "a &lt; b &amp; &quot;c&quot; &apos;d&apos; &gt; e")
        #expect(xmlEscaped("tab\tnl\n\u{1}") == "tab\tnl\n\u{FFFD}")
        #expect(xmlEscaped("\u{FFFE}x\u{FFFF}\u{FEFF}") == "\u{FFFD}x\u{FFFD}\u{FEFF}")
    }

    /// Every ASCII character alone, and inside other text: the constant mask of the bytes that
    /// need a look holds exactly the five specials and the controls but tab, LF and CR.
    @Test func everyASCIICharacter() {
        for value in UInt8(0)..<0x80 {
            let character = String(decoding: [value], as: UTF8.self)
            let expected: String =
                switch value {
                case 0x26: "&amp;"
                case 0x3C: "&lt;"
                case 0x3E: "&gt;"
                case 0x22: "&quot;"
                case 0x27: "&apos;"
                case 0x09, 0x0A, 0x0D, 0x20...: character
                default: "\u{FFFD}"
                }
            #expect(xmlEscaped(character) == expected, "byte \(value)")
            #expect(xmlEscaped("ab" + character + "cd") == "ab" + expected + "cd", "byte \(value)")
        }
    }

    /// The byte-level escaping equals escaping scalar by scalar, on random mixes of what matters.
    @Test func bytesAgreeWithScalars() {
        let pool: [Unicode.Scalar] = [
            "a", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "é", "\u{EFFF}",
            "\u{FEFF}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{F0000}", "😀", "漢",
        ]
        for string in RandomText.mixes(of: pool) {
            let reference = escaping(string) { scalar in
                switch scalar {
                case "&": "&amp;"
                case "<": "&lt;"
                case ">": "&gt;"
                case "\"": "&quot;"
                case "'": "&apos;"
                case "\t", "\n", "\r": nil
                default: scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value) ? nil : "\u{FFFD}"
                }
            }
            #expect(
                Array(xmlEscaped(string).utf8) == Array(reference.utf8), "\(string.unicodeScalars.map { $0.value })")
        }
    }
}
