import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitCatalogs
@testable import TypeFitCheck

/// Markup decided per catalog (issue 34, items 3 and 10): each format's default, `markup:` to
/// say how the app draws it, and a note whenever markup is measured literally.
extension StringCatalogReaderTests {
    static func markupCatalog(_ name: String, _ text: String, markup: [CatalogMarkup]?) throws -> StringCatalog {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
        return try StringCatalogReader.readAll([StringSource(path: url.path, markup: markup)], baseLocale: "en")
    }

    /// `.strings` texts are shown as written unless the guide says the app draws their tags.
    @Test func appleStringsMarkupIsLiteralByDefaultAndSaidSo() throws {
        let strings = #""intro" = "Tap <b>Follow</b> to see posts";"#
        let literal = try Self.markupCatalog("en.lproj/Localizable.strings", strings, markup: nil)
        #expect(literal.strings.map(\.text) == ["Tap <b>Follow</b> to see posts"])
        #expect(
            literal.notes.contains(
                "1 text of .strings catalogs hold markup measured literally (markup: none): intro (en): \"Tap <b>Follow</b> to see posts\" — set markup: html, markdown or gtk on the catalog if the app draws it"
            ), "\(literal.notes)")
        let drawn = try Self.markupCatalog("en.lproj/Localizable.strings", strings, markup: [.html])
        #expect(drawn.strings.map(\.text) == ["Tap Follow to see posts"])
        #expect(drawn.notes.contains("1 text of 1 .strings file with markup measured as drawn (markup: html)"))
    }

    /// text → as SwiftUI's `LocalizedStringKey` draws it.
    @Test(arguments: [
        ("**Bold** and *it* and _em_", "Bold and it and em"),
        ("Run `make **all**` now", "Run make **all** now"),
        ("Read the [terms](https://example.org/terms).", "Read the terms."),
        ("snake_case_name and 2*3*4", "snake_case_name and 234"),
        (#"\*not emphasis\*"#, "*not emphasis*"),
        ("~~old~~ new", "old new"),
    ])
    func markdownIsDrawnAsSwiftUIDrawsIt(text: String, drawn: String) throws {
        let catalog = try Self.markupCatalog(
            "Localizable.xcstrings",
            #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "\#(text.replacingOccurrences(of: "\\", with: "\\\\"))"}}}}}}"#,
            markup: [.markdown])
        #expect(catalog.strings.map(\.text) == [drawn])
    }

    /// A `.po` is not HTML: an e-mail address in angle brackets is text in every mode; `gtk`
    /// draws mnemonics and Pango tags.
    @Test func gettextCreditsKeepTheirAddressAndGtkDrawsMnemonics() throws {
        let po = """
            msgid ""
            msgstr "Language: de\\n"

            msgid "translator-credits"
            msgstr "Benjamin Steinwender <b@stbe.at>"

            msgid "_Cancel"
            msgstr "_Abbrechen"

            msgid "<b>Alarm</b> in __5__ minutes"
            msgstr "<b>Wecker</b> in __5__ Minuten"
            """
        let literal = try Self.markupCatalog("de.po", po, markup: nil)
        func german(_ catalog: StringCatalog) -> [String] { catalog.strings.filter { $0.locale == "de" }.map(\.text) }
        #expect(
            german(literal) == [
                "Benjamin Steinwender <b@stbe.at>", "_Abbrechen", "<b>Wecker</b> in __5__ Minuten",
            ])
        // Two of German's and two of the source language's msgids.
        #expect(literal.notes.contains { $0.hasPrefix("4 texts of .po catalogs hold markup measured literally") })
        let gtk = try Self.markupCatalog("de.po", po, markup: [.gtk])
        #expect(german(gtk) == ["Benjamin Steinwender <b@stbe.at>", "Abbrechen", "Wecker in _5_ Minuten"])
        #expect(gtk.strings.filter { $0.locale == "en" }.map(\.text) == ["Cancel", "Alarm in _5_ minutes"])
        let html = try Self.markupCatalog("de.po", po, markup: [.html])
        #expect(html.strings.first?.text == "Benjamin Steinwender <b@stbe.at>")
    }

    /// react-i18next's `Trans` draws only the children of its numbered and named components,
    /// and `<br></br>` is one break (i18next JSON's default is html).
    @Test func transComponentsInJSONDrawOnlyTheirChildren() throws {
        let json = #"{"pick": "Pick <0>{{category}}</0> or <bold>this</bold><br></br>next <link>page</link>"}"#
        let catalog = try Self.markupCatalog("en.json", json, markup: nil)
        #expect(catalog.strings.map(\.text) == ["Pick {{category}} or this\nnext page"])
        #expect(catalog.notes.contains("1 text of 1 .json file with markup measured as drawn (markup: html)"))
        let literal = try Self.markupCatalog("en.json", json, markup: [CatalogMarkup.none])
        #expect(literal.strings.first?.text.contains("<0>") == true)
    }

    /// Mastodon's catalogs hold both `<a>#%@</a>` and `**%@**`: a catalog's markup may be a list,
    /// drawn in turn.
    @Test func aCatalogMayDrawSeveralKindsOfMarkup() throws {
        let strings = #""a" = "Posts with <a>#%@</a> by **%@**";"#
        let both = try Self.markupCatalog("en.lproj/Localizable.strings", strings, markup: [.html, .markdown])
        #expect(both.strings.map(\.text) == ["Posts with #%@ by %@"])
        #expect(both.notes.contains("1 text of 1 .strings file with markup measured as drawn (markup: html, markdown)"))
    }

    @Test func theGuideSaysEachCatalogsMarkup() throws {
        let guide = try StyleGuideParser.parse(
            "fonts: [F]\nstrings: [{path: a.strings, markup: markdown}, b.json, {path: c.strings, markup: [html, markdown]}]\nstyles: [{name: A, family: X, size: 17, scalesWith: body}]\n",
            file: "g.yml", baseFolder: "/p")
        #expect(guide.stringSources.map(\.markup) == [[.markdown], nil, [.html, .markdown]])
        let error = #expect(throws: InputError.self) {
            try StyleGuideParser.parse(
                "fonts: [F]\nstrings: [{path: a.strings, markup: rtf}]\nstyles: [{name: A, family: X, size: 17, scalesWith: body}]\n",
                file: "g.yml", baseFolder: "/p")
        }
        #expect(error?.description.contains("strings[0].markup") == true, "\(String(describing: error))")
    }
}

/// Markup must never empty a text (issue 43, item 6): only the tags the renderer knows are
/// markup, and a text markup would leave empty is measured as written, with a note.
extension StringCatalogReaderTests {
    /// Tusky's `&lt;not set&gt;` is shown as "<not set>" (no `Html.fromHtml` tag), and a clock
    /// app's Russian broken `&lt;xliff:g …&gt;` is drawn literally; a real `<b>` is still markup.
    @Test func escapedTagsAndroidDoesNotKnowAreText() throws {
        let xml = """
            <resources>
              <string name="pref_summary_http_proxy_missing">&lt;not set&gt;</string>
              <string name="yesterday">Вчера, &lt;xliff:g id=\\"time\\"&gt;%1$s&lt;/xliff:g</string>
              <string name="bold">Tap &lt;b&gt;Follow&lt;/b&gt;</string>
              <string name="only_tags">&lt;b&gt;&lt;/b&gt;</string>
            </resources>
            """
        let catalog = try Self.markupCatalog("res/values/strings.xml", xml, markup: nil)
        let texts = Dictionary(uniqueKeysWithValues: catalog.strings.map { ($0.key, $0.text) })
        #expect(texts["pref_summary_http_proxy_missing"] == "<not set>")
        #expect(texts["yesterday"] == "Вчера, <xliff:g id=\"time\">%1$s</xliff:g")
        #expect(texts["bold"] == "Tap Follow")
        // Tags alone would draw nothing: measured as written, and said so.
        #expect(texts["only_tags"] == "<b></b>")
        #expect(
            catalog.notes.contains {
                $0.hasPrefix("1 text that markup would leave empty measured as written: only_tags")
            },
            "\(catalog.notes)")
    }

    /// react-i18next `Trans`: numbered and named components are markup, a tag with attributes
    /// it does not know is text.
    @Test func transKeepsItsComponentsAndLeavesOtherTagsAsText() throws {
        let json = #"{"a": "Press <0>Save</0> or <bold>Cancel</bold>", "b": "<not set>", "c": "<br/>"}"#
        let catalog = try Self.markupCatalog("locales/en/translation.json", json, markup: nil)
        let texts = Dictionary(uniqueKeysWithValues: catalog.strings.map { ($0.key, $0.text) })
        #expect(texts["a"] == "Press Save or Cancel")
        #expect(texts["b"] == "<not set>")
        #expect(texts["c"] == "<br/>")  // a line break alone would measure nothing
    }
}
