import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitCheck

/// An app's own font declarations (issue 36): Flutter's pubspec.yaml, an Android font family,
/// an iOS Info.plist; and a guide whose styles resolve through them.
@Suite struct FontDeclarationsTests {
    static var robotoFolder: URL { Fixtures.root.appendingPathComponent("Fonts/Roboto") }

    /// A project folder with Roboto Regular and Medium under fonts/ and `files` written in it.
    static func project(_ files: [String: String]) throws -> URL {
        let folder = try Fixtures.temporaryFolder()
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for name in ["Roboto-Regular.ttf", "Roboto-Medium.ttf", "Roboto-Italic.ttf"] {
            try FileManager.default.copyItem(
                at: robotoFolder.appendingPathComponent(name), to: fonts.appendingPathComponent(name))
        }
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return folder
    }

    static let pubspec = """
        name: demo
        dependencies:
          flutter: {sdk: flutter}
        flutter:
          uses-material-design: true
          fonts:
            - family: Brand
              fonts:
                - asset: fonts/Roboto-Regular.ttf
                - asset: fonts/Roboto-Medium.ttf
                  weight: 600
                - asset: fonts/Roboto-Italic.ttf
                  style: italic
                - asset: fonts/Brand-Black.ttf
                  weight: 900
        """

    @Test func pubspecDeclaresFamilyWeightAndStyle() throws {
        let folder = try Self.project(["pubspec.yaml": Self.pubspec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let faces = try FontDeclarations.read(folder.appendingPathComponent("pubspec.yaml").path)
        #expect(faces.map(\.family) == ["Brand", "Brand", "Brand", "Brand"])
        #expect(faces.map(\.weight) == [400, 600, 400, 900])
        #expect(faces.map(\.italic) == [false, false, true, false])
        #expect(faces.map(\.exists) == [true, true, true, false])
        #expect(faces.map { $0.declaration.line } == [9, 10, 12, 14])
    }

    @Test func androidFontFamilyNamesItsFilesByResource() throws {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <font-family xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto">
                <font android:fontStyle="normal" android:fontWeight="400" android:font="@font/roboto_regular"
                    app:fontStyle="normal" app:fontWeight="400" app:font="@font/roboto_regular" />
                <font app:fontStyle="italic" app:fontWeight="400" app:font="@font/roboto_italic" />
            </font-family>
            """
        let folder = try Self.project(["res/font/brand.xml": xml])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fontFolder = folder.appendingPathComponent("res/font")
        for (from, to) in [("Roboto-Regular.ttf", "roboto_regular.ttf"), ("Roboto-Italic.ttf", "roboto_italic.ttf")] {
            try FileManager.default.copyItem(
                at: Self.robotoFolder.appendingPathComponent(from), to: fontFolder.appendingPathComponent(to))
        }
        let faces = try FontDeclarations.read(fontFolder.appendingPathComponent("brand.xml").path)
        #expect(faces.map(\.family) == ["brand", "brand"])
        #expect(faces.map(\.italic) == [false, true])
        #expect(faces.filter(\.exists).count == 2)
        #expect(faces.map { $0.declaration.line } == [4, 6])
    }

    @Test func infoPlistAppFontsAreFoundBelowIt() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIAppFonts</key><array>
            <string>Roboto-Medium.ttf</string><string>Missing.otf</string></array></dict></plist>
            """
        let folder = try Self.project(["Info.plist": plist])
        defer { try? FileManager.default.removeItem(at: folder) }
        let faces = try FontDeclarations.read(folder.appendingPathComponent("Info.plist").path)
        #expect(faces.map(\.family) == [nil, nil])
        #expect(faces.first?.path.hasSuffix("/fonts/Roboto-Medium.ttf") == true)
        #expect(faces.map(\.exists) == [true, false])
    }

    @Test func stylesResolveThroughTheDeclarationAndItsFindingsAreSaid() async throws {
        let folder = try Self.project(["pubspec.yaml": Self.pubspec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let guideText = """
            fonts: [pubspec.yaml]
            platforms: [flutter]
            flutter: {textScaler: linear, factors: [1]}
            styles:
              - {name: Body, family: Brand, size: 16, strings: {samples: [Hello]}}
              - {name: Strong, family: brand, weight: 600, size: 16, strings: {samples: [Hello]}}
            """
        let guide = try StyleGuideParser.parse(guideText, file: "typefit.yml", baseFolder: folder.path)
        let report = try await Checker.run(guide)
        #expect(
            report.fonts.map { URL(fileURLWithPath: $0.path).lastPathComponent } == [
                "Roboto-Regular.ttf", "Roboto-Medium.ttf",
            ])
        let strong = try #require(report.fonts.last)
        #expect(
            strong.findings.map(\.description).contains(
                "declared weight 600 at pubspec.yaml:10, but the font's OS/2 weight class is 500: the app draws this face for 600"
            ))
        #expect(
            report.notes.contains {
                $0.hasPrefix("pubspec.yaml:14: fonts/Brand-Black.ttf is declared for Brand 900 but missing")
            })
        // A weight the app does not declare, and one whose asset is missing, are errors at the style.
        for (weight, message) in [
            (
                "700",
                "typefit.yml:5: styles[0].weight: Brand (pubspec.yaml:9) declares no 700; it declares 400, 600, 400 italic, 900"
            ),
            (
                "900",
                "typefit.yml:5: styles[0].family: fonts/Brand-Black.ttf, declared at pubspec.yaml:14 for Brand 900, is missing"
            ),
        ] {
            let bad = try StyleGuideParser.parse(
                guideText.replacingOccurrences(
                    of: "family: Brand, size", with: "family: Brand, weight: \(weight), size"),
                file: "typefit.yml", baseFolder: folder.path)
            let error = await #expect(throws: InputError.self) { _ = try await Checker.run(bad) }
            #expect(error?.description == message)
        }
    }
}
