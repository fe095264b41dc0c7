import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitBackend
@testable import TypeFitCatalogs
@testable import TypeFitCheck

@Suite struct StyleGuideParserTests {
    @Test func yamlAndJSONGiveTheSameGuide() throws {
        var yaml = try StyleGuideParser.read(Fixtures.url("Guides/check.yml").path)
        var json = try StyleGuideParser.read(Fixtures.url("Guides/check.json").path)
        #expect(yaml.fontFolders == [Fixtures.testFontsFolder])
        #expect(yaml.categories == [.large, .xxxLarge, .accessibility5])
        #expect(yaml.stringSources == [StringSource(path: Fixtures.url("Strings/strings.csv").path)])
        #expect(yaml.styles.map(\.name) == ["Label", "Title"])
        #expect(yaml.styles[1].limits == GuideStyle.Limits(maxWidth: 120, maxLines: 2, maxHeight: 80))
        #expect(yaml.styles[1].scalesWith == .textStyle(.title3))
        #expect(yaml.styles[1].maximumPointSize == 40)
        #expect(yaml.warnMargin == 0.05)
        yaml.file = ""
        json.file = ""
        for index in yaml.styles.indices { yaml.styles[index].line = nil }
        for index in json.styles.indices { json.styles[index].line = nil }
        #expect(yaml == json)
    }

    @Test func everyField() throws {
        let text = """
            fonts: [Fonts]
            systemFonts: true
            platforms: [ios, android]
            categories: {from: medium, to: AX2}
            sizeClasses: [compact, regular]
            android: {scales: [1, 1.3, 2]}
            scaling: leading
            lineHeightModel: web
            warnMargin: 0.1
            baseLocale: de
            placeholders: {string: Maximilian, integer: "1,000,000", decimal: "9.99"}
            strings: [{path: a.po, locale: de-AT}, b.json]
            locales: [de, de-AT]
            styles:
              - name: Hero
                family: Inter
                weight: extrabold
                italic: yes
                size: {compact: 34, regular: 40}
                scalesWith: Large Title
                minSize: 20
                maxSize: 60
                lineHeight: 40pt
                letterSpacing: -0.5
                features: [tnum, "-liga"]
                variation: {wght: 750, opsz: 32}
                limits: {maxWidth: 343, maxLines: 2, minLineHeight: 30, maxHeight: 120}
                strings: {samples: [Hello], keys: ["hero.*"]}
            """
        let guide = try StyleGuideParser.parse(text, file: "g.yml", baseFolder: "/app")
        #expect(guide.fontFolders == ["/app/Fonts"])
        #expect(guide.includeSystemFonts)
        #expect(guide.platforms == [.ios, .android])
        #expect(guide.categories == [.medium, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2])
        #expect(guide.sizeClasses == [.compact, .regular])
        #expect(guide.androidScales == [1, 1.3, 2])
        #expect(
            guide.scaling == .leading && guide.lineHeightModel == .web && guide.warnMargin == 0.1
                && guide.baseLocale == "de")
        #expect(guide.placeholders == PlaceholderSamples(string: "Maximilian", integer: "1,000,000", decimal: "9.99"))
        #expect(
            guide.stringSources == [
                StringSource(path: "/app/a.po", locale: "de-AT"), StringSource(path: "/app/b.json"),
            ])
        #expect(guide.locales == ["de", "de-AT"])
        let style = try #require(guide.styles.first)
        #expect(style.weight == FontWeight(800) && style.italic && style.size == 34 && style.regularSize == 40)
        #expect(
            style.scalesWith == .textStyle(.largeTitle) && style.minimumPointSize == 20 && style.maximumPointSize == 60)
        #expect(style.lineHeight == .points(40) && style.letterSpacing == -0.5 && style.features == ["tnum", "-liga"])
        #expect(style.variation == ["wght": 750, "opsz": 32])
        #expect(style.limits == GuideStyle.Limits(maxWidth: 343, maxLines: 2, minLineHeight: 30, maxHeight: 120))
        #expect(style.samples == ["Hello"] && style.keys == ["hero.*"])
        #expect(style.line == 15)
    }

    static let minimalStyle = "styles:\n  - {name: A, family: Inter, size: 17, scalesWith: body}\n"

    /// guide text → the error message, exactly ("file:line:column: field: problem").
    static let malformed: [(String, String)] = [
        (
            "fonts: [F]\nstyle: []\n",
            "g.yml:2:1: style: unknown key; allowed here: version, fonts, systemFonts, platforms, categories, sizeClasses, android, web, flutter, textSpacing, scaling, lineHeightModel, warnMargin, baseLocale, placeholders, strings, locales, styles, colors, themes, contrast, rows"
        ),
        (minimalStyle, "g.yml:1:1: fonts: a list of font folders is required"),
        ("fonts: [F]\n", "g.yml:1:1: styles: at least one style is required"),
        (
            "fonts: [F]\nstyles:\n  - {name: A, family: Inter, size: big, scalesWith: body}\n",
            "g.yml:3:36: styles[0].size: expected a number, not \"big\""
        ),
        (
            "fonts: [F]\nstyles:\n  - {name: A, family: Inter, size: -3, scalesWith: body}\n",
            "g.yml:3:36: styles[0].size: expected a positive number, not \"-3\""
        ),
        (
            "fonts: [F]\nstyles:\n  - {name: A, family: Inter, size: 17}\n",
            "g.yml:3:5: styles[0]: scalesWith is required on iOS (a text style's curve, or fixed)"
        ),
        (
            "fonts: [F]\nstyles:\n  - {name: A, family: Inter, size: 17, scalesWith: boddy}\n",
            "g.yml:3:52: styles[0].scalesWith: expected a text style (largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2) or fixed"
        ),
        (
            "fonts: [F]\nstyles:\n  - {name: A, family: Inter, size: 17, scalesWith: body, weight: boldest}\n",
            "g.yml:3:66: styles[0].weight: expected a weight 1–1000 or thin, extralight, light, regular, medium, semibold, bold, extrabold, black"
        ),
        (
            "fonts: [F]\nstyles:\n  - {name: A, family: Inter, size: 17, scalesWith: body, colour: red}\n",
            "g.yml:3:58: styles[0].colour: unknown key; allowed here: name, family, textTheme, weight, italic, size, webSize, css, flutter, android, scalesWith, minSize, maxSize, lineHeight, letterSpacing, wordSpacing, features, variation, limits, strings, colors, optional, textCase, platforms"
        ),
        (
            "fonts: [F]\nstyles:\n  - {name: A, family: Inter, size: 17, scalesWith: body, limits: {maxLines: 0}}\n",
            "g.yml:3:77: styles[0].limits.maxLines: expected a whole number ≥ 1, not \"0\""
        ),
        (
            "fonts: [F]\nstyles:\n  - {name: A, family: Inter, size: 17, scalesWith: body, limits: {maxWidht: 3}}\n",
            "g.yml:3:67: styles[0].limits.maxWidht: unknown key; allowed here: maxWidth, maxLines, minLineHeight, maxHeight"
        ),
        (
            "fonts: [F]\nstyles:\n  - {name: A, family: Inter, size: 17, scalesWith: body, lineHeight: tall}\n",
            "g.yml:3:70: styles[0].lineHeight: expected a multiplier (1.2 or \"120%\"), a length (\"34pt\", \"34px\") or apple, android, web"
        ),
        (
            "fonts: [F]\nstyles:\n  - {name: A, family: Inter, size: 17, scalesWith: body, minSize: 20, maxSize: 10}\n",
            "g.yml:3:67: styles[0].minSize: minSize 20 is larger than maxSize 10"
        ),
        (
            "fonts: [F]\nstyles:\n  - {name: A, family: Inter, size: 17, scalesWith: body}\n  - {name: A, family: Inter, size: 17, scalesWith: body}\n",
            "g.yml:4:5: styles[1]: a second style named \"A\""
        ),
        (
            "fonts: [F]\ncategories: [large, AX9]\n" + Self.minimalStyle,
            "g.yml:2:21: categories[1]: unknown category \"AX9\"; valid: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5 (or UIKit names, AX1…AX5)"
        ),
        (
            "fonts: [F]\ncategories: AX5...large\n" + Self.minimalStyle,
            "g.yml:2:13: categories: the range runs backwards: accessibility5 is larger than large"
        ),
        (
            "fonts: [F]\nplatforms: [ios, watch]\n" + Self.minimalStyle,
            "g.yml:2:18: platforms[1]: expected one of ios, android, web, flutter, not \"watch\""
        ),
        (
            "fonts: [F]\nweb: {textSizes: [100, big]}\n" + Self.minimalStyle,
            "g.yml:2:24: web.textSizes[1]: expected a text size in percent, e.g. 150%"
        ),
        (
            "fonts: [F]\nwarnMargin: 150%\n" + Self.minimalStyle,
            "g.yml:2:13: warnMargin: expected a margin such as 5% or 0.05"
        ),
        (
            "fonts: [F]\nscaling: linear\n" + Self.minimalStyle,
            "g.yml:2:10: scaling: expected one of size, leading, not \"linear\""
        ),
        ("fonts: [F]\nversion: 2\n" + Self.minimalStyle, "g.yml:2:10: version: only version 1 is known"),
        (
            "fonts: [F]\nsystemFonts: maybe\n" + Self.minimalStyle,
            "g.yml:2:14: systemFonts: expected true or false, not \"maybe\""
        ),
        ("fonts: [F\nstyles: []\n", "g.yml:2:7: not valid YAML or JSON: did not find expected ',' or ']'"),
        (
            "fonts: [F]\nstyles:\n  - name: A\n   family: B\n",
            "g.yml:4:4: not valid YAML or JSON: did not find expected '-' indicator"
        ),
        ("", "g.yml:1:1: the document is empty"),
        (
            "fonts: [F]\ncolors: {ink: \"#12345\"}\n" + Self.minimalStyle,
            "g.yml:2:15: colors.ink: expected a hex colour (#RGB, #RRGGBB or #RRGGBBAA), not \"#12345\""
        ),
        (
            "fonts: [F]\nthemes: [light]\nstyles:\n  - {name: A, family: Inter, size: 17, scalesWith: body, colors: {light: {foreground: inky, background: \"#FFF\"}}}\n",
            "g.yml:4:87: styles[0].colors.light.foreground: \"inky\" is neither a colour of the palette nor a hex colour (#RRGGBB or #RRGGBBAA)"
        ),
        (
            "fonts: [F]\nstyles:\n  - {name: A, family: Inter, size: 17, scalesWith: body, colors: {light: {foreground: \"#000\", background: \"#FFF\"}}}\n",
            "g.yml:3:66: styles[0].colors: colors need themes: declare them at the top level (themes: [light, dark])"
        ),
        (
            "fonts: [F]\nthemes: [light]\nstyles:\n  - {name: A, family: Inter, size: 17, scalesWith: body, colors: {dark: {foreground: \"#000\", background: \"#FFF\"}}}\n",
            "g.yml:4:67: styles[0].colors.dark: unknown key; allowed here: light"
        ),
        (
            "fonts: [F]\nthemes: [light]\nstyles:\n  - {name: A, family: Inter, size: 17, scalesWith: body, colors: {light: {foreground: \"#000\"}}}\n",
            "g.yml:4:74: styles[0].colors.light: background is required"
        ),
        (
            "fonts: [F]\ncontrast: AAAA\n" + Self.minimalStyle,
            "g.yml:2:11: contrast: expected one of AA, AAA, not \"AAAA\""
        ),
        (
            "fonts: [F]\nthemes: {dark: {canvas: \"#00000080\"}}\n" + Self.minimalStyle,
            "g.yml:2:25: themes.dark.canvas: a canvas must be opaque"
        ),
        (
            "fonts: [F]\nrows:\n  - {name: R, width: 343, elements: [{width: 24}]}\n" + Self.minimalStyle,
            "g.yml:3:37: rows[0].elements: a row needs at least two elements"
        ),
        (
            "fonts: [F]\nrows:\n  - {name: R, width: 343, elements: [{style: B, text: x}, {width: 24}]}\n"
                + Self.minimalStyle, "g.yml:3:46: rows[0].elements[0].style: no style named \"B\"; the guide has A"
        ),
        (
            "fonts: [F]\nrows:\n  - {name: R, width: 343, elements: [{style: A, text: x, key: y}, {width: 24}]}\n"
                + Self.minimalStyle, "g.yml:3:38: rows[0].elements[0]: a text element gives either text or key"
        ),
        (
            "fonts: [F]\nrows:\n  - {name: R, elements: [{style: A, text: x}, {width: 24}]}\n" + Self.minimalStyle,
            "g.yml:3:5: rows[0]: width (the container's, in points) is required"
        ),
        (
            "fonts: [F]\nrows:\n  - {name: R, width: 343, switchAt: AX9, elements: [{style: A, text: x}, {width: 24}]}\n"
                + Self.minimalStyle,
            "g.yml:3:37: rows[0].switchAt: unknown category \"AX9\"; valid: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"
        ),
        (
            "- just\n- a list\n",
            "g.yml:1:1: expected a mapping of version, fonts, systemFonts, platforms, categories, sizeClasses, android, web, flutter, textSpacing, scaling, lineHeightModel, warnMargin, baseLocale, placeholders, strings, locales, styles, colors, themes, contrast, rows"
        ),
    ]

    @Test(arguments: malformed)
    func malformedGuidesNameLineColumnAndField(text: String, message: String) {
        let error = #expect(throws: InputError.self) {
            try StyleGuideParser.parse(text, file: "g.yml", baseFolder: "/app")
        }
        #expect(error?.description == message)
    }

    @Test func jsonSyntaxErrorsHaveLines() {
        let error = #expect(throws: InputError.self) {
            try StyleGuideParser.parse(
                "{\n  \"fonts\": [\"F\"],\n  \"styles\": [,]\n}", file: "g.json", baseFolder: "/app")
        }
        #expect(error?.line == 3)
        #expect(error?.description.hasPrefix("g.json:3:") == true)
    }
}

extension StyleGuideParserTests {
    @Test func emptyFontsWithSystemFontsNamesTheLine() throws {
        let error = #expect(throws: InputError.self) {
            try StyleGuideParser.parse(
                "version: 1\nsystemFonts: true\nfonts: []\nstyles: [{name: A, family: X, size: 17, scalesWith: body}]\n",
                file: "g.yml", baseFolder: "/")
        }
        #expect(error?.line == 3)
        #expect(error?.message.hasPrefix("fonts: at least one font folder or file is required") == true)
    }

    @Test func localesAreCanonical() throws {
        let guide = try StyleGuideParser.parse(
            "fonts: [F]\nbaseLocale: en_US\nlocales: [iw, pt_br]\nstyles: [{name: A, family: X, size: 17, scalesWith: body}]\n",
            file: "g.yml", baseFolder: "/")
        #expect(guide.locales == ["he", "pt-BR"])
        #expect(guide.baseLocale == "en-US")
    }
}

extension StyleGuideParserTests {
    @Test func anAndroidOnlyGuideNeedsNoCurve() throws {
        let guide = try StyleGuideParser.parse(
            "fonts: [F]\nplatforms: [android]\nstyles: [{name: A, family: Roboto, size: 16}]\n", file: "g.yml",
            baseFolder: "/")
        #expect(guide.styles.first?.scalesWith == .fixed)
    }
}
