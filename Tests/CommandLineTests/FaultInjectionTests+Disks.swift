import Foundation
import TestSupport
import Testing

/// Items 4 and 7: a disk that is full, read-only or not ours to write ends the run at once, in
/// one line naming the path and the cause, leaving what was there and no temporary file.
extension FaultInjectionTests {
    /// Promise: a read-only output folder (a read-only tmpfs) is exit 2 within seconds — never a
    /// hang at 0 % CPU waiting on a writer that could not start.
    @Test func aReadOnlyDiskIsExitTwoAtOnce() throws {
        let project = try FaultProject()
        defer { project.remove() }
        let disk = try Tmpfs(kilobytes: 1024, readOnly: true)
        let result = try project.typefit(
            ["check", "--guide", "a.yml", "--out", disk.folder.appendingPathComponent("Reports").path] + Self.formats,
            timeLimit: .seconds(30))
        Self.expectExit(result, 2, "read-only disk")
        Self.expectOneLine(result, saying: ["Reports", "read-only"])
    }

    /// Promise: a folder this user may not write (as `nobody`, whatever the tests run as) is
    /// exit 2 within seconds, naming it.
    @Test func aFolderWithoutWritePermissionIsExitTwoAtOnce() throws {
        let project = try FaultProject()
        defer { project.remove() }
        try FileManager.default.createDirectory(atPath: project.path("locked"), withIntermediateDirectories: true)
        let result = try project.typefitAsNobody(
            ["check", "--guide", "a.yml", "--out", "locked/Reports", "--no-isolation"] + Self.formats,
            modes: ["locked": "555"])
        Self.expectExit(result, 2, "no write permission")
        Self.expectOneLine(result, saying: ["locked/Reports", "permission denied"])
    }

    /// Promise: a disk that fills while the reports are written is exit 2 in one line naming
    /// the report and "no space left"; the previous reports stay byte for byte, and no
    /// temporary file is left.
    @Test func aFullDiskLeavesThePreviousReports() throws {
        let project = try FaultProject()
        defer { project.remove() }
        // Room for the previous reports of a.yml (json and csv: ~2.1 MB) and not for another set.
        let disk = try Tmpfs(kilobytes: 3_000)
        let out = disk.folder.appendingPathComponent("Reports").path
        Self.expectExit(
            try project.typefit([
                "check", "--guide", "a.yml", "--out", out, "--format", "json,csv", "--fail-on", "never",
            ]), 0, "previous")
        let before = try FaultProject.snapshot(out)
        let result = try project.typefit(
            ["check", "--guide", "b.yml", "--out", out, "--format", "json,csv", "--fail-on", "never"],
            timeLimit: .seconds(60))
        Self.expectExit(result, 2, "full disk")
        Self.expectOneLine(result, saying: ["Reports/report.", "no space left on the device"])
        #expect(try FaultProject.snapshot(out) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    /// Promise: `typefit diff`'s three files go in together or not at all: on a full disk the
    /// old diff.md, diff.json and diff.csv all stay.
    @Test func diffFilesGoInTogetherOrNotAtAll() throws {
        let project = try FaultProject()
        defer { project.remove() }
        Self.expectExit(
            try project.typefit(["check", "--guide", "a.yml", "--out", "a", "--format", "json", "--fail-on", "never"]),
            0, "a")
        Self.expectExit(
            try project.typefit(["check", "--guide", "b.yml", "--out", "b", "--format", "json", "--fail-on", "never"]),
            0, "b")
        let disk = try Tmpfs(kilobytes: 64)
        let out = disk.folder.path
        Self.expectExit(
            try project.typefit(["diff", "a/report.json", "a/report.json", "--out", out]), 0, "an empty diff")
        let before = try FaultProject.snapshot(out)
        #expect(before.count == 3)
        let result = try project.typefit(
            ["diff", "a/report.json", "b/report.json", "--out", out], timeLimit: .seconds(60))
        Self.expectExit(result, 2, "diff on a full disk")
        Self.expectOneLine(result, saying: ["no space left on the device"])
        #expect(try FaultProject.snapshot(out) == before)
    }
}

extension FaultProject {
    /// Every file of an absolute folder (not the lock file), with its bytes.
    static func snapshot(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name != ".typefit.lock" {
            files[name] = FileManager.default.contents(atPath: folder + "/" + name) ?? Data()
        }
        return files
    }
}
