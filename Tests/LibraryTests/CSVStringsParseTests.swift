import Testing
import TypeFitSupport
@testable import TypeFitCatalogs

/// RFC 4180 as `CSVStrings.parse` splits it, byte by byte: each case's text, its records' fields
/// joined by "|", and the lines they start on.
struct CSVStringsParseTests {
    static let cases: [(text: String, fields: [String], lines: [Int])] = [
        ("a,b\nc,d\n", ["a|b", "c|d"], [1, 2]),
        ("a,b\r\nc,d", ["a|b", "c|d"], [1, 2]),  // CRLF; no final newline
        ("a\rb\n", ["a", "b"], [1, 2]),  // a lone CR ends a record too
        ("\"x,y\",z\n", ["x,y|z"], [1]),
        ("\"say \"\"hi\"\"\",2\n", ["say \"hi\"|2"], [1]),
        ("\"\",\"\"\n", ["|"], [1]),  // two empty quoted fields
        ("ab\"c\",d\n", ["ab\"c\"|d"], [1]),  // a quote inside an unquoted field is text
        ("\"x\"y,z\n", ["xy|z"], [1]),  // text after a closing quote joins the field
        ("\"é\nü\r\n😀\",2\nnext,3\n", ["é\nü\r\n😀|2", "next|3"], [1, 4]),  // newlines kept in quotes, each counted
        ("\"a\rb\",1\nc,2\n", ["a\rb|1", "c|2"], [1, 2]),  // a CR in quotes is no new line
        ("a,,\n\n", ["a||", ""], [1, 2]),
        ("", [], []),
        ("„Öffnen“,Ω\n", ["„Öffnen“|Ω"], [1]),
    ]

    @Test(arguments: cases.indices) func splitsRecords(index: Int) throws {
        let (text, fields, lines) = Self.cases[index]
        let records = try CSVStrings.parse(text, file: "s.csv")
        #expect(records.map { $0.fields.joined(separator: "|") } == fields)
        #expect(records.map(\.line) == lines)
    }

    @Test func anOpenQuoteNamesTheLineItStartsOn() {
        let error = #expect(throws: InputError.self) {
            try CSVStrings.parse("a,b\nc,\"open\nstill open", file: "s.csv")
        }
        #expect(error?.line == 2)
        #expect(error?.message == "a quoted field is not closed")
    }
}
