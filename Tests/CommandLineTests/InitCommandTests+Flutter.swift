import Foundation
import TestSupport
import Testing

/// `typefit init` in a Flutter app (issue 36): its pubspec.yaml's fonts and its `.arb` catalogs
/// make a Flutter guide — Material 3's text theme in the family the app declares — that checks
/// without edits.
extension InitCommandTests {
    @Test func aFlutterAppGetsAFlutterGuideThatChecks() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = folder.appendingPathComponent("assets/fonts")
        let l10n = folder.appendingPathComponent("lib/l10n")
        for made in [fonts, l10n] {
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        }
        for name in ["Inter-Regular.otf", "Inter-Medium.otf"] {
            try FileManager.default.createSymbolicLink(
                atPath: fonts.appendingPathComponent(name).path, withDestinationPath: Fixtures.bundled("Inter/\(name)"))
        }
        try """
        name: shop
        flutter:
          generate: true
          fonts:
            - family: ShopSans
              fonts:
                - asset: assets/fonts/Inter-Regular.otf
                - asset: assets/fonts/Inter-Medium.otf
                  weight: 500
        """.write(to: folder.appendingPathComponent("pubspec.yaml"), atomically: false, encoding: .utf8)
        try
            #"{"@@locale": "en", "checkout": "Proceed to checkout", "items": "{count} items in your basket", "@items": {"placeholders": {"count": {"type": "int"}}}}"#
            .write(to: l10n.appendingPathComponent("app_en.arb"), atomically: false, encoding: .utf8)
        try #"{"@@locale": "de", "checkout": "Weiter zur Kasse", "items": "{count} Artikel im Warenkorb"}"#
            .write(to: l10n.appendingPathComponent("app_de.arb"), atomically: false, encoding: .utf8)
        let result = try TypeFitProcess.run(["init"], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasPrefix(
                "typefit init: Flutter's Material 3 text theme (15 styles) in ShopSans, fonts from pubspec.yaml, 1 catalog location"
            ))
        let guide = try String(contentsOf: folder.appendingPathComponent("typefit.yml"), encoding: .utf8)
        #expect(guide.contains("fonts: [\"pubspec.yaml\"]"))
        #expect(guide.contains("platforms: [flutter]"))
        #expect(
            guide.contains(
                "{name: bodyLarge, textTheme: material3, family: \"ShopSans\", limits: {maxWidth: 343, maxLines: 8}}"))
        let check = try TypeFitProcess.run(["check", "--format", "csv"], in: folder)
        #expect(check.exitCode == 0 || check.exitCode == 1, "\(check.stderr)")
        // 15 styles × 4 strings × (7 Android scales + 12 iOS categories).
        #expect(check.stdout.hasPrefix("typefit check: 1140 measurements of 15 styles"), "\(check.stdout)")
        // The findings are Flutter's, at its text scales (displayLarge's 57 px × 53 / 17 at AX5).
        let csv = try String(contentsOf: folder.appendingPathComponent("Reports/report.csv"), encoding: .utf8)
        #expect(csv.contains("\ndisplayLarge,flutter,ios:accessibility5,,checkout,de,Weiter zur Kasse,177.71,"))
    }
}

/// `typefit init` where an Android app declares a font family in res/font, or an iOS app lists
/// its fonts in Info.plist: the guide names the declaration, and its styles resolve through it.
extension InitCommandTests {
    @Test func anAndroidFontFamilyIsTheGuidesFonts() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let res = folder.appendingPathComponent("app/src/main/res")
        for sub in ["font", "values"] {
            try FileManager.default.createDirectory(
                at: res.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        for (file, name) in [
            ("Roboto/Roboto-Regular.ttf", "brand_regular.ttf"), ("Roboto/Roboto-Bold.ttf", "brand_bold.ttf"),
        ] {
            try FileManager.default.createSymbolicLink(
                atPath: res.appendingPathComponent("font/\(name)").path, withDestinationPath: Fixtures.bundled(file))
        }
        try """
        <font-family xmlns:android="http://schemas.android.com/apk/res/android">
            <font android:fontWeight="400" android:font="@font/brand_regular" />
            <font android:fontWeight="700" android:font="@font/brand_bold" />
        </font-family>
        """.write(to: res.appendingPathComponent("font/brand.xml"), atomically: false, encoding: .utf8)
        try #"<resources><string name="save">Save changes</string></resources>"#
            .write(to: res.appendingPathComponent("values/strings.xml"), atomically: false, encoding: .utf8)
        let result = try TypeFitProcess.run(["init"], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let guide = try String(contentsOf: folder.appendingPathComponent("typefit.yml"), encoding: .utf8)
        #expect(guide.contains("fonts: [\"app/src/main/res/font/brand.xml\"]"))
        #expect(guide.contains("{name: \"Body Large\", family: \"brand\", weight: 400, size: 16"))
        let check = try TypeFitProcess.run(["check", "--format", "json"], in: folder)
        #expect(check.exitCode == 0 || check.exitCode == 1, "\(check.stderr)")
        let report = try String(contentsOf: folder.appendingPathComponent("Reports/report.json"), encoding: .utf8)
        // The styles resolved through the family's declaration (Material 3's 500 is nearest 400).
        #expect(report.contains("app/src/main/res/font/brand_regular.ttf"))
    }

    @Test func anInfoPlistsAppFontsAreTheGuidesFonts() throws {
        let folder = try Self.project(catalogs: "app")
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIAppFonts</key><array>
        <string>Inter-Regular.otf</string><string>Inter-Medium.otf</string><string>Inter-SemiBold.otf</string>
        <string>Inter-Bold.otf</string></array></dict></plist>
        """.write(to: folder.appendingPathComponent("App/Info.plist"), atomically: false, encoding: .utf8)
        let result = try TypeFitProcess.run(["init"], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("typefit init: Apple's 11 text styles in Inter, fonts from App/Info.plist"))
        let check = try TypeFitProcess.run(["check", "--format", "json"], in: folder)
        #expect(check.exitCode == 0 || check.exitCode == 1, "\(check.stderr)")
        #expect(check.stdout.contains("measurements of 11 styles"))
    }
}
