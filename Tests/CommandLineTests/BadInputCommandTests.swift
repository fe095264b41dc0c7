import Foundation
import TestSupport
import Testing

/// Malformed guides, string catalogs and tokens through `typefit check`: a one-line error that
/// names the file (and the line when there is one), exit 2, and the previous report untouched.
@Suite struct BadInputCommandTests {
    /// A case: files to write (name → content), extra arguments, and the expected error after "typefit: error: <folder>/".
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: [UInt8]]
        var arguments: [String]
        var message: String
        var testDescription: String { name }
    }

    static let fonts = Fixtures.testFontsFolder
    static let style = "styles:\n  - {name: A, family: TypeFit TypoOn, size: 17, scalesWith: body}\n"
    static func guide(_ extra: String = "") -> [UInt8] { Array("fonts: [\(fonts)]\n\(extra)\(style)".utf8) }

    static let cases: [Case] = [
        Case(
            name: "unknown key", files: ["g.yml": Array("fonts: [\(fonts)]\nfont_size: 3\n\(style)".utf8)],
            arguments: [],
            message: "g.yml:2:1: font_size: unknown key"),
        Case(
            name: "wrong type",
            files: [
                "g.yml": Array(
                    "fonts: [\(fonts)]\nstyles:\n  - {name: A, family: TypeFit TypoOn, size: [17], scalesWith: body}\n"
                        .utf8)
            ],
            arguments: [], message: "g.yml:3:45: styles[0].size: expected a number, not a list"),
        Case(
            name: "invalid UTF-8", files: ["g.yml": guide() + [0xFF, 0xFE, 0x0A]], arguments: [],
            message: "g.yml:4: not valid UTF-8"),
        Case(
            name: "UTF-16 with an unpaired surrogate",
            files: ["g.yml": [0xFF, 0xFE, 0x66, 0x00, 0x00, 0xD8, 0x0A, 0x00]], arguments: [],
            message: "g.yml:1: not valid UTF-16"),
        Case(
            name: "deep nesting",
            files: [
                "g.json": Array(
                    ("{\"fonts\": " + String(repeating: "[", count: 500) + String(repeating: "]", count: 500) + "}")
                        .utf8)
            ],
            arguments: [], message: "g.json:1:74: nested more than 64 levels deep"),
        Case(
            name: "deep indentation",
            files: ["g.yml": Array(("fonts: [x]\n" + String(repeating: " ", count: 300) + "a: 1\n").utf8)],
            arguments: [],
            message: "g.yml:2:257: indented more than 256 columns"),
        Case(
            name: "YAML syntax", files: ["g.yml": Array("fonts: [\(fonts)\n\(style)".utf8)], arguments: [],
            message: "g.yml:2:7: not valid YAML or JSON"),
        Case(
            name: "missing strings file", files: ["g.yml": guide("strings: [nope.po]\n")], arguments: [],
            message: "nope.po: no such file"),
        Case(
            name: "broken .po",
            files: ["g.yml": guide("strings: [s.po]\n"), "s.po": Array("msgid \"a\"\nmsgstr \"b\n".utf8)],
            arguments: [],
            message: "s.po:2: expected a quoted string"),
        Case(
            name: "broken strings.xml",
            files: [
                "g.yml": guide("strings: [strings.xml]\n"),
                "strings.xml": Array("<resources><string name=\"a\">x</resources>".utf8),
            ],
            arguments: [], message: "strings.xml:1: <string name=\"a\"> is not closed before the next element starts"),
        Case(
            name: "broken CSV",
            files: ["g.yml": guide("strings: [s.csv]\n"), "s.csv": Array("key,locale,text\na,en,\"open\n".utf8)],
            arguments: [],
            message: "s.csv:2: a quoted field is not closed"),
        Case(
            name: "deep strings JSON",
            files: [
                "g.yml": guide("strings: [en.json]\n"),
                "en.json": Array(
                    (String(repeating: "{\"a\":", count: 100) + "\"x\"" + String(repeating: "}", count: 100)).utf8),
            ],
            arguments: [], message: "en.json:1:"),
        Case(
            name: "token cycle",
            files: [
                "g.yml": Array("fonts: [\(fonts)]\n".utf8),
                "t.json": Array(
                    "{\"a\": {\"$value\": \"{b}\"}, \"b\": {\"$value\": \"{a}\"}, \"t\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"{a}\", \"fontSize\": \"16px\"}}}"
                        .utf8),
            ],
            arguments: ["--tokens", "t.json"], message: "t.json:1:"),
        Case(
            name: "unknown token reference",
            files: [
                "g.yml": Array("fonts: [\(fonts)]\n".utf8),
                "t.json": Array(
                    "{\"t\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"{nope}\", \"fontSize\": \"16px\"}}}"
                        .utf8),
            ],
            arguments: ["--tokens", "t.json"], message: "t.json:1:"),
    ]

    @Test(arguments: cases)
    func oneLineExitTwoAndTheOldReportStays(_ c: Case) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, bytes) in c.files {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
        }
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "previous".write(to: out.appendingPathComponent("report.json"), atomically: true, encoding: .utf8)
        let guide = c.files.keys.contains("g.json") ? "g.json" : "g.yml"
        let result = try TypeFitProcess.run(["check", "--guide", guide, "--out", "out"] + c.arguments, in: folder)
        #expect(result.exitCode == 2)
        #expect(
            result.stderr.hasPrefix("typefit: error: \(c.message)")
                || result.stderr.hasPrefix("typefit: error: \(folder.path)/\(c.message)"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try String(contentsOf: out.appendingPathComponent("report.json"), encoding: .utf8) == "previous")
    }

    /// Usage mistakes a new user makes are said in words (issue 35, item 4): arguments → the
    /// whole error line.
    @Test(arguments: [
        (["chek"], "unknown command 'chek'; did you mean check?"),
        (
            ["frobnicate"],
            "unknown command 'frobnicate'; the commands are check, merge, init, diff, inspect, resolve, ladder, measure, render, codegen"
        ),
        (["measure", "--size", "-3", "--font", "FONT", "Hi"], "--size must be positive."),
        (
            ["check", "--guide", "FONT"],
            "FONT: is a font file, not a style guide; give the guide (typefit.yml) with --guide and its fonts under fonts:"
        ),
        (
            ["check", "--guide", "GUIDE", "--baseline", "GUIDE"],
            "GUIDE: not a typefit report: expected a report.sqlite, a report.json or a compact baseline"
        ),
        (
            ["render", "--font", "FONT", "--size", "17", "--out", "missing/r.svg", "Hi"],
            "missing/r.svg: cannot write it: no such file or folder"
        ),
        (["check", "--guide", "GUIDE", "--out", "GUIDE"], "GUIDE: exists and is a file, not a folder"),
        (
            ["check", "--guide", "GUIDE", "--out", "/proc/nope"],
            "/proc/nope: cannot make the folder: no such file or folder"
        ),
    ])
    func usageMistakesAreSaidInWords(arguments: [String], message: String) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = Fixtures.bundled("Inter/Inter-Regular.otf")
        let guide = Fixtures.url("Guides/check.yml").path
        func filled(_ text: String) -> String {
            text.replacingOccurrences(of: "FONT", with: font).replacingOccurrences(of: "GUIDE", with: guide)
        }
        let result = try TypeFitProcess.run(arguments.map(filled), in: folder)
        #expect(result.exitCode == 2)
        #expect(result.stderr == "typefit: error: \(filled(message))\n")
    }

    /// Named values are read without regard to case; a negative number is a value, not an option.
    @Test func optionValuesAreReadAsTyped() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try TypeFitProcess.run(
            [
                "check", "--guide", Fixtures.url("Guides/check.yml").path, "--format", "JSON,Markdown", "--out", "out",
                "--fail-on", "Never",
            ], in: folder)
        #expect(check.exitCode == 0, "\(check.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/report.json").path))
        let tight = try TypeFitProcess.run(
            [
                "measure", "--size", "17", "--letter-spacing", "-0.5", "--font",
                Fixtures.bundled("Inter/Inter-Regular.otf"), "Hello",
            ],
            in: folder)
        #expect(tight.exitCode == 0, "\(tight.stderr)")
    }

    @Test func hundredMegabyteFilesAreRefusedBeforeReading() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["big.yml", "big.strings"] {
            try Data().write(to: folder.appendingPathComponent(name))
            let handle = try FileHandle(forWritingTo: folder.appendingPathComponent(name))
            try handle.truncate(atOffset: 100 << 20)  // sparse: 100 MiB that cost no disk
            try handle.close()
        }
        let guide = try TypeFitProcess.run(["check", "--guide", "big.yml"], in: folder)
        #expect(guide.exitCode == 2)
        #expect(guide.stderr == "typefit: error: big.yml: file is 104857600 bytes, over the limit of 4194304 bytes\n")
        try Data(Self.guide("strings: [big.strings]\n")).write(to: folder.appendingPathComponent("g.yml"))
        let strings = try TypeFitProcess.run(["check", "--guide", "g.yml"], in: folder)
        #expect(strings.exitCode == 2)
        #expect(
            strings.stderr
                == "typefit: error: \(folder.path)/big.strings: file is 104857600 bytes, over the limit of 33554432 bytes\n"
        )
    }
}
