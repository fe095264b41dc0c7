import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// The preparer answers for ASCII and for most of the Basic Multilingual Plane without the
/// standard library's Unicode tables (``TextPreparer/isPlainlyDrawn(_:)``): for every scalar,
/// the answers the tables give.
@Suite struct ScalarPropertiesTests {
    @Test func fastAnswersAreTheTablesForEveryScalar() {
        var checked = 0
        var wrong: [String] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            checked += 1
            if TextPreparer.needsGlyph(scalar) != TextPreparer.needsGlyphByProperties(scalar) {
                wrong.append("needsGlyph U+\(String(value, radix: 16, uppercase: true))")
            }
            if TextPreparer.isBlank(scalar) != TextPreparer.isBlankByProperties(scalar) {
                wrong.append("isBlank U+\(String(value, radix: 16, uppercase: true))")
            }
        }
        #expect(checked == 0x11_0000 - 0x800)  // every scalar but the surrogates
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }

    /// What the fast answers say, spelled out: a no-break space is blank and drawn by no glyph, a
    /// soft hyphen needs none, letters and combining marks need one.
    @Test(arguments: [
        ("\u{A0}", false, true), ("\u{AD}", false, false), ("é", true, false), ("\u{301}", true, false),
        ("Ж", true, false), ("ω", true, false), (" ", false, true), ("\t", false, true), ("a", true, false),
        ("\u{2007}", false, true), ("\u{200B}", false, true), ("\u{FE0F}", false, false),
    ])
    func scalarsNeedGlyphsOrAreBlank(text: String, needsGlyph: Bool, isBlank: Bool) throws {
        let scalar = try #require(text.unicodeScalars.first)
        #expect(TextPreparer.needsGlyph(scalar) == needsGlyph)
        #expect(TextPreparer.isBlank(scalar) == isBlank)
    }

    /// The script tags the preparer keeps as literals are HarfBuzz's.
    @Test func scriptTagsAreHarfBuzzs() throws {
        #expect(TextPreparer.commonScript == ShapingFont.commonScript)
        #expect(TextPreparer.inheritedScript == ShapingFont.inheritedScript)
        #expect(TextPreparer.unknownScript == ShapingFont.unknownScript)
        #expect(TextPreparer.latinScript == ShapingFont.script(of: "a"))
        #expect(TextPreparer.latinScript == tagValue("Latn"))
        #expect(ShapingFont.script(of: "\u{301}") == TextPreparer.inheritedScript)
        #expect(ShapingFont.script(of: try #require(Unicode.Scalar(0x378))) == TextPreparer.unknownScript)
    }
}
