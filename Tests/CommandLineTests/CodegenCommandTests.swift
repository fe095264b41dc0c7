import Foundation
import TestSupport
import Testing

/// `typefit codegen`, end to end: the embedded guide's Swift file against its golden copy,
/// type-checked in Swift 6 against a stub of the UIKit API it uses (UIKit is not on Linux;
/// `Tests/Fixtures/UIKitStub/UIKit.swift` has the SDK's signatures).
@Suite struct CodegenCommandTests {
    @Test func embeddedGuideMatchesTheGoldenAndParses() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("TextStyles.swift")
        let result = try TypeFitProcess.run(["codegen", "--guide", "typefit.yml", "--out", out.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout == "typefit codegen: 13 text styles, 9 colours, 2 themes; wrote \(out.path)\n")
        let source = try String(contentsOf: out, encoding: .utf8)
        try Fixtures.expectGolden(source, "TextStyles.swift")
        let stub = folder.appendingPathComponent("stub")
        let module = try TypeFitProcess.run(
            executable: "/usr/bin/env",
            [
                "swiftc", "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "6",
                Fixtures.url("UIKitStub/UIKit.swift").path, "-emit-module-path",
                stub.appendingPathComponent("UIKit.swiftmodule").path,
            ])
        #expect(module.exitCode == 0, "the UIKit stub: \(module.stderr)")
        let check = try TypeFitProcess.run(
            executable: "/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "6", "-I", stub.path, out.path])
        #expect(check.exitCode == 0, "swiftc -typecheck: \(check.stderr)")
        // Deterministic: a second run writes the same bytes.
        _ = try TypeFitProcess.run(["codegen", "--guide", "typefit.yml", "--out", out.path])
        #expect(try String(contentsOf: out, encoding: .utf8) == source)
    }

    @Test func caseNamesAndValuesFollowTheGuide() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("S.swift")
        _ = try TypeFitProcess.run(["codegen", "--out", out.path])
        let source = try String(contentsOf: out, encoding: .utf8)
        #expect(source.contains("    case largeTitle = \"Large Title\"\n"))
        #expect(source.contains("        case .button: \"Inter-SemiBold\"\n"))
        // Button: headline curve, maxSize 28; Tab bar is fixed.
        #expect(source.contains("        case .button: .headline\n") && source.contains("        case .tabBar: nil\n"))
        #expect(source.contains("        case .button: 28\n"))
        // Body's line height at Large: Inter's hhea line (2728 + 680 + 0 units of 2816) × 17 pt.
        #expect(source.contains("        case .body: \(String(format: "%.2f", 3408.0 / 2816 * 17))\n"))
        #expect(source.contains("        case .tabBar: 0.1\n"))
        #expect(
            source.contains(
                "    public static let muted = UIColor(red: 0.5569, green: 0.5569, blue: 0.5765, alpha: 1.0000)  // #8E8E93\n"
            ))
        #expect(source.contains("        case (.dark, .button): Color.accentDark\n"))
    }

    /// A style with a regular-width size gets it; the test font's PostScript name comes from its name table.
    @Test func regularSizeClassAndNoThemes() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let guide = folder.appendingPathComponent("g.yml")
        try
            "fonts: [\(Fixtures.testFontsFolder)]\nstyles:\n  - {name: Body, family: TypeFit TypoOn, size: {compact: 17, regular: 19}, scalesWith: body, lineHeight: 1.5}\n"
            .write(to: guide, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("T.swift")
        let result = try TypeFitProcess.run(["codegen", "--guide", guide.path, "--out", out.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let source = try String(contentsOf: out, encoding: .utf8)
        #expect(source.contains("        case .body: \"TypeFitTypoOn-Regular\"\n"))
        #expect(
            source.contains(
                "    public var regularPointSize: CGFloat? {\n        switch self {\n        case .body: 19\n"))
        #expect(
            source.contains("    public var lineHeight: CGFloat {\n        switch self {\n        case .body: 25.50\n"))
        #expect(!source.contains("enum Color") && !source.contains("enum Theme"))
        #expect(try TypeFitProcess.run(executable: "/usr/bin/env", ["swiftc", "-parse", out.path]).exitCode == 0)
    }

    @Test func unresolvedFontsAreBadInput() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let guide = folder.appendingPathComponent("g.yml")
        try
            "fonts: [\(Fixtures.interFolder)]\nstyles:\n  - {name: Body, family: Inter, weight: 950, italic: true, size: 17, scalesWith: body}\n"
            .write(to: guide, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("T.swift")
        let result = try TypeFitProcess.run(["codegen", "--guide", guide.path, "--out", out.path])
        #expect(result.exitCode == 2)
        #expect(result.stderr.hasPrefix("typefit: error: \(guide.path):3: styles[0].weight: Inter has no weight 950"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}

extension CodegenCommandTests {
    @Test func anAndroidOnlyGuideIsRefused() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let guide = folder.appendingPathComponent("g.yml")
        try "fonts: [\(Fixtures.interFolder)]\nplatforms: [android]\nstyles: [{name: Body, family: Inter, size: 16}]\n"
            .write(to: guide, atomically: true, encoding: .utf8)
        let result = try TypeFitProcess.run([
            "codegen", "--guide", guide.path, "--out", folder.appendingPathComponent("S.swift").path,
        ])
        #expect(result.exitCode == 2)
        #expect(
            result.stderr
                == "typefit: error: \(guide.path): codegen writes iOS (UIKit) text styles, and this guide checks android only; add ios to platforms:\n"
        )
    }
}
