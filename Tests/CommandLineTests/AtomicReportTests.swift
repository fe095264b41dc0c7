import Foundation
import TestSupport
import Testing

/// Killing `typefit check` at random moments never leaves a half-written report: each file is
/// either the previous complete one or the new complete one.
@Suite struct AtomicReportTests {
    @Test func killedMidRunLeavesCompleteReports() throws {
        let out = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let first = try TypeFitProcess.run([
            "check", "--out", out.path, "--fail-on", "never", "--no-isolation", "--format",
            "json,csv,markdown,junit,html,sqlite", "--csv-rows", "all",
        ])
        #expect(first.exitCode == 0)
        var generator = SystemRandomNumberGenerator()
        for round in 0..<8 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try TypeFitProcess.binary)
            process.arguments = [
                "check", "--out", out.path, "--fail-on", "never", "--no-isolation", "--format",
                "json,csv,markdown,junit,html,sqlite", "--csv-rows", "all",
            ]
            process.currentDirectoryURL = Fixtures.root
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 20_000...(200_000 + UInt32(round) * 40_000), using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let json = try Data(contentsOf: out.appendingPathComponent("report.json"))
            #expect(
                (try? JSONSerialization.jsonObject(with: json)) != nil,
                "round \(round): report.json is not complete JSON")
            let junit = try String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8)
            #expect(junit.hasSuffix("</testsuites>\n"), "round \(round): junit.xml is cut")
            let csv = try String(contentsOf: out.appendingPathComponent("report.csv"), encoding: .utf8)
            #expect(
                csv.hasSuffix("\r\n") && csv.split(separator: "\r\n").count == 3855, "round \(round): report.csv is cut"
            )
            let summary = try String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)
            #expect(summary.hasSuffix("</sub>\n"), "round \(round): summary.md is cut")
        }
    }
}
