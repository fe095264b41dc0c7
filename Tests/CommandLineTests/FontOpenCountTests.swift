import Foundation
import TestSupport
import Testing

/// A check reads each font file once in the run and once in the isolated probe's child: counted
/// with strace on the built binary (Debian's strace, installed by `make deps`).
@Suite struct FontOpenCountTests {
    /// Opens of each font file by `typefit arguments…` and its children.
    static func fontOpens(_ arguments: [String]) throws -> [String: Int] {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.txt").path
        // Under `make test-asan` LeakSanitizer cannot stop the threads of a process strace traces
        // (both use ptrace): the child runs without leak detection.
        let result = try TypeFitProcess.run(
            executable: try Strace.path(),
            ["-f", "-E", "ASAN_OPTIONS=detect_leaks=0", "-e", "trace=openat", "-o", trace, try TypeFitProcess.binary]
                + arguments + ["--out", folder.appendingPathComponent("out").path, "--fail-on", "never"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        var counts: [String: Int] = [:]
        for line in try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        where !line.contains("ENOENT") {
            guard let open = line.range(of: "openat("), let first = line[open.upperBound...].firstIndex(of: "\"") else {
                continue
            }
            let rest = line[line.index(after: first)...]
            guard let close = rest.firstIndex(of: "\"") else { continue }
            let path = String(rest[..<close])
            if [".otf", ".ttf", ".ttc"].contains(where: path.hasSuffix) { counts[path, default: 0] += 1 }
        }
        return counts
    }

    @Test func theDemoOpensEachFontFileAtMostThreeTimes() throws {
        // fontconfig scans a folder it has no cache for (as in a fresh clone), opening each of
        // its 18 files; a first run writes that cache, so what is counted is typefit's own reads.
        let warm = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: warm) }
        _ = try TypeFitProcess.run(["check", "--out", warm.path, "--fail-on", "never", "--format", "json"])
        let counts = try Self.fontOpens(["check"])
        let inter = counts.filter { $0.key.contains("/Fonts/Inter/") }
        #expect(inter.count == 4)  // Regular, Medium, SemiBold, Bold
        #expect(inter.values.allSatisfy { $0 <= 3 }, "\(inter)")
    }
}

/// strace, when it can trace a child here (it needs ptrace, which some containers refuse);
/// otherwise the test is skipped (failed in CI: ``Tool``).
enum Strace {
    static func path(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let strace = try Tool.strace.path(sourceLocation: sourceLocation)
        let result = try TypeFitProcess.run(
            executable: strace, ["-f", "-e", "trace=openat", "-o", "/dev/null", "/bin/true"])
        guard result.exitCode == 0 else {
            try Tool.unavailable("strace cannot trace a child here (ptrace refused)", sourceLocation: sourceLocation)
        }
        return strace
    }
}
