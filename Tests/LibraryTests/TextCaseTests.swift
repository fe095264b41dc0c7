import Testing
@testable import TypeFitSupport
@testable import TypeFitText
@testable import TypeFitCheck

/// Letter case by the string's locale, as SwiftUI's textCase, Android's textAllCaps and CSS
/// text-transform draw it.
@Suite struct TextCaseTests {
    @Test(arguments: [
        (TextCase.uppercase, "Straße schließen", "de", "STRASSE SCHLIESSEN"),
        (.uppercase, "istanbul", "tr", "İSTANBUL"),
        (.uppercase, "istanbul", "en", "ISTANBUL"),
        (.uppercase, "Καλημέρα άνθρωποι", "el", "ΚΑΛΗΜΕΡΑ ΑΝΘΡΩΠΟΙ"),
        (.lowercase, "İSTANBUL", "tr", "istanbul"),
        (.lowercase, "ΟΔΟΣ", "el", "οδος"),
        (.capitalized, "save all changes", "en", "Save All Changes"),
        (.capitalized, "iPhone and the user's mail", "en", "IPhone And The User's Mail"),
        (.capitalized, "izmir ili", "tr", "İzmir İli"),
    ])
    func appliesTheLocalesRules(textCase: TextCase, text: String, locale: String, expected: String) {
        #expect(textCase.apply(text, locale: locale) == expected)
    }

    @Test func aStyleMeasuresItsTextInCapitals() throws {
        let guide = try StyleGuideParser.parse(
            """
            fonts: [F]
            baseLocale: de
            styles: [{name: Section, family: X, size: 13, scalesWith: footnote, textCase: uppercase, strings: {samples: [Maße]}}]
            """, file: "g.yml", baseFolder: "/")
        #expect(guide.styles.first?.textCase == .uppercase)
        let error = #expect(throws: InputError.self) {
            try StyleGuideParser.parse(
                "fonts: [F]\nstyles: [{name: S, family: X, size: 13, scalesWith: body, textCase: upper}]",
                file: "g.yml", baseFolder: "/")
        }
        #expect(
            error?.message == "styles[0].textCase: expected one of uppercase, lowercase, capitalized, not \"upper\"")
    }
}
