import Testing
@testable import TypeFitSupport

/// JSON read as JSON (RFC 8259) and YAML read as YAML, into one tree with positions.
@Suite struct DocumentNodeTests {
    /// i18next apps use whole sentences as keys: RFC 8259 has no limit on a key's length (YAML's
    /// simple keys end at 1,024 characters, which stopped a whole check).
    @Test(arguments: [1_023, 1_250, 70_000])
    func aJSONKeyOfAnyLengthIsRead(length: Int) throws {
        let key = String(repeating: "Wörter ", count: length / 7 + 1).prefix(length)
        let document = try DocumentNode.parse("{\n  \"\(key)\": \"Text\",\n  \"b\": 2\n}", file: "en.json")
        let entries = try document.entries()
        #expect(entries.map(\.key) == [String(key), "b"])
        #expect(try entries[0].value.string() == "Text")
        // Columns count Unicode scalars, as libYAML's marks did: the value starts after the key.
        #expect(entries[0].value.line == 2)
        #expect(entries[0].value.column == length + 7)
        #expect(entries[1].value.line == 3)
        #expect(try entries[1].value.double() == 2)
    }

    /// text → (line, column, message start) of the error.
    @Test(arguments: [
        ("{\"a\": \"b\",\n  \"c\": }", 2, 8, "not valid JSON: expected a value"),
        ("{\"a\": \"b\",}", 1, 11, "not valid JSON: expected a string"),
        ("{\"a\": 01}", 1, 7, "not valid JSON: expected a value"),
        ("{\"a\": .5}", 1, 7, "not valid JSON: expected a value"),
        ("{\"a\": \"x\ty\"}", 1, 9, "not valid JSON: a control character in a string must be escaped"),
        ("{\"a\": \"\\x\"}", 1, 11, "not valid JSON: \\x is not a JSON escape"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "not valid JSON: \"a\" comes twice in one object"),
        ("{\"a\": 1} x", 1, 10, "not valid JSON: unexpected text after the document"),
        ("  \n ", 2, 2, "not valid JSON: the document is empty"),
        ("{'a': 1}", 1, 2, "not valid JSON: expected a string"),
    ])
    func invalidJSONNamesLineAndColumn(text: String, line: Int, column: Int, message: String) {
        let error = #expect(throws: InputError.self) { try DocumentNode.parse(text, file: "x.json") }
        #expect(error?.line == line && error?.column == column, "\(String(describing: error))")
        #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
    }

    @Test func surrogatePairsJoinAndALoneSurrogateIsReplaced() throws {
        let document = try DocumentNode.parse(#"["\uD83E\uDDD8", "a\uD83Eb", "\uDC00", "\u00e9\/"]"#, file: "x.json")
        #expect(try document.items().map { try $0.string() } == ["🧘", "a\u{FFFD}b", "\u{FFFD}", "é/"])
    }

    /// A number or boolean must be written plain; a quoted one is text in both syntaxes.
    @Test func quotedNumbersAreTextInJSONAndYAML() throws {
        for (text, file) in [
            ("{\"a\": \"17\", \"b\": 17, \"c\": true}", "g.json"), ("a: '17'\nb: 17\nc: true", "g.yml"),
        ] {
            let fields = try DocumentNode.parse(text, file: file).fields(allowed: ["a", "b", "c"])
            #expect(throws: InputError.self) { try fields["a"]?.double() }
            #expect(try fields["b"]?.double() == 17)
            #expect(try fields["c"]?.bool() == true)
        }
    }

    @Test func jsonNullIsNoText() throws {
        let fields = try DocumentNode.parse("{\"a\": null}", file: "x.json").fields(allowed: ["a"])
        let error = #expect(throws: InputError.self) { try fields["a"]?.string() }
        #expect(error?.description == "x.json:1:7: a: expected a string, not null")
    }

    /// Yams repeats an anchored value at each of its aliases: nine levels of ten aliases would
    /// be a billion values.
    @Test func yamlAliasesCannotExpandWithoutBound() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text +=
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        let error = #expect(throws: InputError.self) { try DocumentNode.parse(text, file: "g.yml") }
        #expect(error?.file == "g.yml")
        #expect(error?.message == "more than 1000000 values once its aliases are expanded")
    }
}
