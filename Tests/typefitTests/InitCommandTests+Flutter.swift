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
