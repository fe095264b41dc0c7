import Foundation
import Testing

/// A conformance script's run (Scripts/web_conformance.py, Scripts/flutter_conformance.py): it
/// lays the same cases out with a real renderer and with typefit and writes a JSON summary. Every
/// disagreement is recorded as an issue; all cases must agree, and there must be `minimum`.
public enum ConformanceRun {
    /// Runs `script` with `arguments` (then `--json OUT`), checks its summary, and returns the
    /// last line it printed. `describe` names a case (a dictionary of its settings) in an issue.
    @discardableResult
    public static func check(
        script: String, _ arguments: [String], environment: [String: String] = [:], minimum: Int = 500,
        describe: ([String: Any]) -> String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("conformance.json")
        let run = try TypeFitProcess.run(
            executable: try Tool.python3.path(), [script] + arguments + ["--json", output.path],
            environment: environment)
        #expect(run.exitCode == 0, "\(run.stderr)", sourceLocation: sourceLocation)
        let data = try Data(contentsOf: output)
        let summary = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: Any], sourceLocation: sourceLocation)
        let cases = try #require(summary["cases"] as? Int, sourceLocation: sourceLocation)
        #expect(cases >= minimum, sourceLocation: sourceLocation)
        let disagreements = try #require(summary["disagreements"] as? [[String: Any]], sourceLocation: sourceLocation)
        for entry in disagreements {
            let settings = entry["case"] as? [String: Any] ?? [:]
            Issue.record(
                "\(entry["font"] ?? "?") \(describe(settings)): \(entry["problems"] ?? "")",
                sourceLocation: sourceLocation)
        }
        #expect(summary["agree"] as? Int == cases, sourceLocation: sourceLocation)
        return String(run.stdout.split(separator: "\n").last ?? "")
    }
}
