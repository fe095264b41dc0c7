import Foundation
import TestSupport
import Testing

/// `check --shard K/N` in N folders, then `merge` of the folders, writes what one `check` writes:
/// every report byte for byte (report.json holds every row), the printed summary and the exit
/// code. End to end on the built binary, in a folder of its own.
@Suite struct ShardMergeCommandTests {
    static let formats = "json,csv,markdown,junit,html,sqlite,sarif,codequality"

    /// iOS and the web (with text spacing), three locales and Japanese that no font here covers,
    /// a layout row and colours: every part of a report a merge must make as one run does.
    static func project() throws -> URL {
        let folder = try Fixtures.temporaryFolder().resolvingSymlinksInPath()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        for face in ["Regular", "SemiBold"] {
            try FileManager.default.copyItem(
                atPath: Fixtures.bundled("Inter/Inter-\(face).otf"),
                toPath: folder.appendingPathComponent("fonts/Inter-\(face).otf").path)
        }
        var catalog = "key,locale,text\n"
        let words = ["Save", "Settings", "Delete the whole conversation", "OK", "Notifications and sounds"]
        for index in 0..<23 {
            let word = words[index % words.count]
            catalog += "k\(index),en,\(word) \(index)\n"
            catalog += "k\(index),de,\(word) auf Deutsch mit einem längeren Satz \(index)\n"
            catalog += "k\(index),fr,« \(word) » \(index)\n"
            if index % 4 == 0 { catalog += "k\(index),ja,設定を保存 \(index)\n" }
        }
        try catalog.write(to: folder.appendingPathComponent("strings.csv"), atomically: false, encoding: .utf8)
        try """
        version: 1
        fonts: [fonts]
        platforms: [ios, web]
        categories: [large, xxxLarge, accessibility3, accessibility5]
        textSpacing: true
        strings: [strings.csv]
        colors: {ink: "#000000", grey: "#8E8E93", paper: "#FFFFFF"}
        themes: [light]
        rows:
          - name: Cell
            width: 343
            elements:
              - {style: Title, key: k1}
              - {style: Body, text: "On"}
        styles:
          - {name: Title, family: Inter, weight: 600, size: 20, scalesWith: title3, limits: {maxWidth: 300, maxLines: 2}, colors: {light: {foreground: ink, background: paper}}}
          - {name: Body, family: Inter, size: 17, scalesWith: body, limits: {maxWidth: 240, maxLines: 3}, colors: {light: {foreground: grey, background: paper}}}
          - {name: Caption, family: Inter, size: 12, scalesWith: caption1, limits: {maxWidth: 160, maxLines: 1}, strings: {keys: ["k1*"]}}
        """.write(to: folder.appendingPathComponent("typefit.yml"), atomically: false, encoding: .utf8)
        return folder
    }

    /// Runs `typefit arguments` in `folder`, expecting it to exit with `code`.
    static func run(_ arguments: [String], in folder: URL, exits code: Int32? = nil) throws -> TypeFitProcess.Result {
        let result = try TypeFitProcess.run(arguments, in: folder)
        if let code {
            #expect(result.exitCode == code, "typefit \(arguments.joined(separator: " ")): \(result.stderr)")
        }
        return result
    }

    /// The files of a report folder, by name (the lock file left out).
    static func files(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    /// "  Body: 69 strings, 3 failed" → 69.
    static func strings(of style: String, in summary: String) throws -> Int {
        let line = try #require(summary.split(separator: "\n").first { $0.hasPrefix("  \(style): ") })
        return try #require(Int(line.dropFirst(style.count + 4).prefix { $0.isNumber }))
    }

    @Test func fourPartsMergedWriteWhatOneCheckWrites() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try Self.run(["check", "--format", Self.formats, "--out", "whole"], in: folder, exits: 1)
        var bodyStrings: [Int] = []
        for part in 1...4 {
            let shard = try Self.run(
                ["check", "--shard", "\(part)/4", "--out", "part\(part)", "--fail-on", "never"], in: folder, exits: 0)
            bodyStrings.append(try Self.strings(of: "Body", in: shard.stdout))
        }
        // Given in any order.
        let merged = try Self.run(
            ["merge", "part3", "part1", "part4", "part2", "--format", Self.formats, "--out", "merged"], in: folder,
            exits: 1)
        #expect(
            merged.stdout.replacingOccurrences(of: "merged/", with: "whole/") == whole.stdout,
            "merge printed another summary")
        let (wholeFiles, mergedFiles) = (
            try Self.files(folder.appendingPathComponent("whole")),
            try Self.files(folder.appendingPathComponent("merged"))
        )
        #expect(Set(wholeFiles.keys) == Set(mergedFiles.keys))
        for (name, data) in wholeFiles where name != "report.sqlite" {
            #expect(mergedFiles[name] == data, "\(name) differs")
        }
        // The uncovered Japanese strings are counted once over the parts, as one run counts them.
        let summary = try String(contentsOf: folder.appendingPathComponent("merged/summary.md"), encoding: .utf8)
        #expect(summary.contains("6 strings (ja)"))
        #expect(
            try String(contentsOf: folder.appendingPathComponent("merged/report.json"), encoding: .utf8)
                .contains("\"rows\""))
        // The strings were dealt out: together the parts measured each once, a quarter each.
        #expect(bodyStrings.reduce(0, +) == (try Self.strings(of: "Body", in: whole.stdout)))
        #expect((bodyStrings.max() ?? 0) - (bodyStrings.min() ?? 0) <= 2, "\(bodyStrings)")
    }

    /// With a baseline, a merge compares as the check does: the same diff files, annotations
    /// (on the catalog's lines), and exit code.
    @Test func aMergeComparesWithTheBaselineAndAnnotatesAsOneCheckDoes() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let guide = folder.appendingPathComponent("typefit.yml")
        let wide = try String(contentsOf: guide, encoding: .utf8)
        try wide.replacingOccurrences(of: "maxWidth: 300", with: "maxWidth: 600").write(
            to: guide, atomically: false, encoding: .utf8)
        _ = try Self.run(
            ["check", "--baseline", "baseline.json", "--update-baseline", "--fail-on", "never", "-q"], in: folder,
            exits: 0)
        try wide.write(to: guide, atomically: false, encoding: .utf8)
        let arguments = [
            "--baseline", "baseline.json", "--annotations", "github", "--root", ".", "--fail-on", "never",
            "--format", "markdown",
        ]
        let whole = try Self.run(["check", "--out", "whole"] + arguments, in: folder, exits: 1)
        for part in 1...3 {
            _ = try Self.run(
                ["check", "--shard", "\(part)/3", "--out", "part\(part)", "--fail-on", "never", "-q"], in: folder,
                exits: 0)
        }
        let merged = try Self.run(
            ["merge", "part1", "part2", "part3", "--out", "merged"] + arguments, in: folder, exits: 1)
        #expect(whole.stdout.contains("::error file=strings.csv,line="))
        #expect(merged.stdout.replacingOccurrences(of: "merged/", with: "whole/") == whole.stdout)
        for name in ["diff.md", "diff.json", "diff.csv", "summary.md"] {
            #expect(
                try Data(contentsOf: folder.appendingPathComponent("merged/\(name)"))
                    == Data(contentsOf: folder.appendingPathComponent("whole/\(name)")), "\(name) differs")
        }
    }

    /// Parts that are not one check's are bad input (exit 2), said before anything is written.
    @Test func partsOfAnotherCheckMissingOrTwiceAreRefused() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        for part in 1...3 {
            _ = try Self.run(
                ["check", "--shard", "\(part)/3", "--out", "part\(part)", "--fail-on", "never", "-q"], in: folder,
                exits: 0)
        }
        _ = try Self.run(["check", "--out", "whole", "--fail-on", "never", "-q"], in: folder, exits: 0)
        let cases: [([String], String)] = [
            (["part1", "part3"], "a merge needs each of 1/3 to 3/3 once (missing 2/3)"),
            (["part1", "part2", "part3", "part2"], "shard 2/3 is given twice"),
            (["part1", "part2", "whole"], "a check that was not sharded wrote this report"),
            (["part1", "part2", "nowhere"], "nowhere: no such report.sqlite"),
            (["part1", "part2", "typefit.yml"], "typefit.yml: not a report.sqlite"),
            (["part1", "part2", "fifo"], "fifo: is a FIFO (named pipe), not a regular file"),
        ]
        #expect(mkfifo(folder.appendingPathComponent("fifo").path, 0o600) == 0)
        for (parts, message) in cases {
            let result = try Self.run(["merge"] + parts + ["--out", "merged"], in: folder, exits: 2)
            #expect(result.stderr.contains(message), "\(parts): \(result.stderr)")
        }
        // A part measured by another HarfBuzz: its numbers are not this typefit's.
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("part2"), to: folder.appendingPathComponent("older"))
        let update = try TypeFitProcess.run(
            executable: try Tool.sqlite3.path(),
            ["older/report.sqlite", "UPDATE run SET value = '2.6.4' WHERE name = 'harfbuzz'"], in: folder)
        #expect(update.exitCode == 0, "\(update.stderr)")
        let older = try Self.run(["merge", "part1", "older", "part3", "--out", "merged"], in: folder, exits: 2)
        #expect(older.stderr.contains("measured with HarfBuzz 2.6.4, and this typefit has "), "\(older.stderr)")
        // The strings changed after the parts were measured: another plan.
        try "key,locale,text\nk1,en,Save\n".write(
            to: folder.appendingPathComponent("strings.csv"), atomically: false, encoding: .utf8)
        let changed = try Self.run(["merge", "part1", "part2", "part3", "--out", "merged"], in: folder, exits: 2)
        #expect(changed.stderr.contains("shard 1/3 measured another plan"), "\(changed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("merged").path))
        // A shard is K/N with 1 ≤ K ≤ N, and writes report.sqlite; it compares with no baseline.
        for (arguments, message) in [
            (["--shard", "5/4"], "--shard takes K/N"), (["--shard", "2/4", "--format", "csv"], "needs report.sqlite"),
            (["--shard", "2/4", "--baseline", "b.json"], "give it to 'typefit merge'"),
        ] {
            let result = try Self.run(["check"] + arguments, in: folder, exits: 2)
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }
}
