import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText
@testable import TypeFitCatalogs
@testable import TypeFitCheck

/// Public apps' own catalogs (../shared/fixtures/real-catalogs, never copied into this project):
/// each bug seen on them, checked on the excerpt where it was seen.
@Suite(.enabled(if: Fixtures.hasShared, "../shared/fixtures is absent: the real apps' catalogs are not in this clone"))
struct RealCatalogTests {
    static func path(_ relative: String) -> String {
        Fixtures.shared?.appendingPathComponent("real-catalogs/\(relative)").path ?? "/nonexistent"
    }

    static func read(_ relative: String...) throws -> StringCatalog {
        try StringCatalogReader.readAll(relative.map { StringSource(path: path($0)) }, baseLocale: "en")
    }

    static func text(_ catalog: StringCatalog, _ key: String, _ locale: String) -> String? {
        catalog.strings.first { $0.key == key && $0.locale == locale }?.text
    }

    // 2. Android's legacy folder codes are BCP 47; Base.lproj and en.lproj are measured once.
    @Test func antennaPodLocalesAreCanonical() throws {
        let locales = Set(try Self.read("antennapod/res").strings.map(\.locale))
        #expect(locales.isSuperset(of: ["he", "id", "pt-BR", "zh-CN", "zh-TW", "kn-IN", "fil", "ast"]))
        #expect(locales.isDisjoint(with: ["iw", "in", "values-iw"]))
    }

    @Test func mastodonBaseAndEnglishOnce() throws {
        let catalog = try Self.read("mastodon")
        let english = catalog.strings.filter { $0.locale == "en" }
        #expect(english.count == Set(english.map(\.key)).count)
        #expect(
            catalog.notes.contains {
                $0.hasSuffix(
                    "keys are in both Base.lproj and en.lproj; the en.lproj copies are measured (iOS looks there before Base.lproj)"
                )
            })
    }

    // 3. Thai with a newline wraps at words only where they do not fit.
    @Test func mastodonThaiAltTextPromptWrapsIntoTwoLines() throws {
        let catalog = try Self.read("mastodon/th.lproj/Localizable.strings")
        let raw = try #require(Self.text(catalog, "Common.Alerts.MediaMissingAltText.Message", "th"))
        let text = Placeholders.fill(raw, with: PlaceholderSamples())
        let font = try ShapingFont(
            face: FontFace(path: DebianFont.notoSansThai.installedPath, library: FreeTypeLibrary()))
        let measured = try TextMeasurer(font: font, language: "th").measure(text, pointSize: 13, maxWidth: 270)
        #expect(measured.lines.map(\.text) == ["888888 ภาพของคุณไม่มีข้อความแสดงแทน", "โพสต์ต่อไป?"])
    }

    // 4. Plural substitutions and .stringsdict variables are measured form by form.
    @Test func iceCubesSubstitutionsExpand() throws {
        let catalog = try Self.read("icecubes/Localizable.xcstrings")
        #expect(Self.text(catalog, "account.label.followers %lld %@[plural.one]", "en") == "%2$@ follower")
        #expect(Self.text(catalog, "account.label.followers %lld %@[plural.other]", "en") == "%2$@ followers")
        let posts = catalog.strings.filter {
            $0.key.hasPrefix("design.tag.n-posts-from-n-participants %lld %lld[") && $0.locale == "en"
        }
        #expect(posts.count == 4)
        #expect(!catalog.strings.contains { $0.text.contains("%#@") })
        #expect(catalog.notes.contains { $0.contains("stale entr") })
    }

    @Test func mastodonAndElementStringsdictFormsReplaceTheirPlaceholders() throws {
        let mastodon = try Self.read("mastodon")
        #expect(!mastodon.strings.contains { $0.text.contains("%#@") })
        let element = try Self.read("elementx")
        // zh-Hans's .stringsdict is a binary property list; its forms are read like the XML ones.
        #expect(element.strings.contains { $0.locale == "zh-Hans" && $0.key == "a11y_digits_entered[plural.other]" })
        #expect(Self.text(element, "a11y_digits_entered[plural.one]", "de") == "%1$d eingegebene Ziffer")
        #expect(!element.strings.contains { $0.text.contains("%#@") })
    }

    // 5. A surrogate pair written as two \u escapes is one character.
    @Test func antennaPodEmojiEscapes() throws {
        let catalog = try Self.read("antennapod/res/values/strings.xml")
        #expect(Self.text(catalog, "echo_listened_after_emoji_yoga", "en") == "🧘")
        #expect(Self.text(catalog, "echo_hoarder_emoji_cabinet", "en") == "🗄️")
    }

    // 9. MediaWiki plurals are expanded; no `{{PLURAL:` or `$1` is measured literally.
    @Test func wikipediaMarkupIsExpanded() throws {
        let catalog = try Self.read("wikipedia")
        #expect(!catalog.strings.contains { $0.text.contains("{{PLURAL") || $0.text.contains("$1") })
        let forms = catalog.strings.filter { $0.key.hasPrefix("aaald-summary-title[") }
        #expect(forms.count == 36)  // 3 × 3 × 4 forms
    }

    // 12. Binary-plist .strings, Xcode's own new fields, @string/ references, fuzzy entries, sr@latin.
    @Test func liveContainerBinaryPropertyListStrings() throws {
        let catalog = try Self.read("livecontainer/de.lproj/InfoPlist.strings")
        #expect(!catalog.strings.isEmpty)
        #expect(catalog.strings.allSatisfy { $0.locale == "de" })
    }

    @Test func netNewsWireCatalogWithXcodesNewFields() throws {
        let catalog = try Self.read("netnewswire")
        #expect(!catalog.strings.isEmpty)
        #expect(catalog.notes.contains { $0.contains("isCommentAutoGenerated") })
    }

    @Test func clockReferencesResolvePerLocale() throws {
        let catalog = try Self.read("clock/res")
        #expect(!catalog.strings.contains { $0.text.hasPrefix("@string/") })
        let german = catalog.strings.filter { $0.locale == "de" }
        #expect(german.contains { $0.key.hasSuffix("[0]") })
    }

    @Test func gnomeClocksFuzzyAndSerbianLatin() throws {
        let catalog = try Self.read("gnome-clocks/po")
        // A fuzzy entry shows its msgid: measured so, under its locale.
        #expect(Self.text(catalog, "Mystery", "th") == "Mystery")
        #expect(
            catalog.notes.contains(
                "th.po: 1 fuzzy entry measured as the msgid (msgfmt leaves them out; the app shows the source text)"))
        // The msgids are the source language's texts; GNOME's translator-credits is no text anyone sees.
        #expect(Self.text(catalog, "Mystery", "en") == "Mystery")
        #expect(Self.text(catalog, "translator-credits", "en") == nil)
        #expect(catalog.strings.contains { $0.locale == "sr-Latn" })
        #expect(
            catalog.notes.contains { $0.hasPrefix("sr@latin.po: the header says Language: sr, the file name sr-Latn") })
    }
}

extension RealCatalogTests {
    /// Clock's strings.xml keeps escaped HTML for Html.fromHtml (drawn by default); Mastodon's
    /// and Element's .strings mark links with <a>, which their own code draws: literal unless the
    /// guide says `markup: html`, and said in a note either way.
    @Test func htmlMarkupInRealCatalogsIsMeasuredAsTheCatalogSays() throws {
        func hasTags(_ catalog: StringCatalog) -> Bool {
            catalog.strings.contains { $0.text.contains("<b>") || $0.text.contains("<br") || $0.text.contains("<a>") }
        }
        #expect(!hasTags(try Self.read("clock/res")))
        for app in ["mastodon", "elementx"] {
            let literal = try Self.read(app)
            #expect(hasTags(literal), "\(app)")
            #expect(literal.notes.contains { $0.contains("hold markup measured literally (markup: none)") }, "\(app)")
            let drawn = try StringCatalogReader.readAll(
                [StringSource(path: Self.path(app), markup: [.html])], baseLocale: "en")
            #expect(!hasTags(drawn), "\(app)")
            #expect(drawn.notes.contains { $0.contains("with markup measured as drawn (markup: html)") }, "\(app)")
            if app == "mastodon" {
                #expect(Self.text(drawn, "Widget.Hashtag.Placeholder.Content", "en")?.contains("<a>") == false)
            }
        }
    }
}
