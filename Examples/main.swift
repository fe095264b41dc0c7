// The three jobs of TypeFitKit, through its public API alone (`import TypeFitKit`): measure a
// label, check the embedded default guide, read its report back. `make test` builds and runs it
// from the repository root.
import Foundation
import TypeFitKit

@main
struct Examples {
    static func main() async {
        do {
            try await run()
        } catch {
            FileHandle.standardError.write(Data("examples: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run() async throws {
        // 1. Measure a text.
        let font = TextFont(file: "Fonts/Inter/Inter-SemiBold.otf")
        let label = try font.measure("Änderungen speichern", pointSize: 53, width: 300, maxLines: 2)
        print(
            "measure: \(label.lineCount) lines, widest \(String(format: "%.2f", label.width)) pt: \(label.lines.map(\.text).joined(separator: " / "))"
        )

        // 1b. The same text at every size: the font opened once, the text shaped once.
        let opened = try font.open()
        let prepared = try opened.prepare("Änderungen speichern", language: "de")
        let sizes = [17.0, 23, 28, 33, 40, 47, 53]
        let fits = sizes.map { prepared.measure(pointSize: $0, width: 300, maxLines: 2) }
        print("prepared: " + zip(sizes, fits).map { "\(Int($0)) pt \($1.lineCount) line(s)" }.joined(separator: ", "))
        // The lines it needs, before a cut: what measure says without maxLines.
        let whole = try font.measure("Änderungen speichern", pointSize: 53, width: 300)
        guard let last = fits.last, last.lineCount == whole.lineCount, abs(last.width - whole.width) < 1e-9,
            last.fits == (whole.lineCount <= 2)
        else {
            throw ExampleError("the prepared label at 53 pt does not say what measure said")
        }

        // 2. Check a guide (report.sqlite and summary.md into a temporary folder).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typefit-examples-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var check = GuideCheck(guide: "typefit.yml")
        check.formats = [.sqlite, .markdown]
        let outcome = try await check.run(writingReportsTo: folder)
        print("check: \(outcome.measurements) measurements, \(outcome.failures) failed, \(outcome.warnings) warnings")

        // 3. Open the report and find the German failures at AX5.
        let report = try Report(contentsOf: folder + "/report.sqlite")
        let failing = report.measurements.filter {
            $0.status == .fail && $0.locale == "de" && $0.category == "accessibility5"
        }
        print(
            "report: \(report.measurements.count) measurements read back, \(failing.count) German failures at accessibility5"
        )
        guard report.measurements.count == outcome.measurements, report.summary?.failures == outcome.failures else {
            throw ExampleError("the report read back does not say what the check counted")
        }
    }
}

struct ExampleError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
