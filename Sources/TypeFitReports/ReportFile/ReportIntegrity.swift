import TypeFitCheck
import TypeFitSupport

/// A report read back is checked against what it says of itself: a report whose summary counts
/// other measurements, failures or warnings than it holds was cut, edited or spliced, and a
/// gate that compared with it would compare the wrong thing — it is refused as damaged.
struct ReportIntegrity {
    /// Counts of the measurements read so far.
    private(set) var measurements = 0
    private(set) var failures = 0
    private(set) var warnings = 0

    /// Counts one more measurement.
    mutating func count(_ status: CheckStatus) {
        measurements += 1
        switch status {
        case .pass: break
        case .warn: warnings += 1
        case .fail: failures += 1
        }
    }

    /// Throws when `report`'s summary disagrees with the measurements counted and its other
    /// parts: failures are the failed measurements, layout rows and contrast pairs; warnings the
    /// warned measurements and layout rows and the font findings (each face's once).
    func verify(_ report: ReportFile, file: String) throws(InputError) {
        guard let summary = report.summary else { return }
        let rows = report.rows ?? [], contrast = report.contrast ?? []
        let expectedFailures =
            failures + rows.filter { $0.status == .fail }.count + contrast.filter { $0.status == .fail }.count
        var faces = Set<String>()
        let findings = report.fonts.reduce(0) { total, font in
            faces.insert("\(font.path)#\(font.faceIndex ?? 0)").inserted ? total + (font.findings?.count ?? 0) : total
        }
        let expectedWarnings = warnings + rows.filter { $0.status == .warn }.count + findings
        let problems = [
            summary.measurements != measurements
                ? "\(summary.measurements) measurements, but its results hold \(measurements)" : nil,
            summary.failures != expectedFailures
                ? "\(summary.failures) failures, but its rows hold \(expectedFailures)" : nil,
            summary.warnings != expectedWarnings
                ? "\(summary.warnings) warnings, but its rows and findings hold \(expectedWarnings)" : nil,
        ].compactMap { $0 }
        guard problems.isEmpty else {
            throw InputError(
                file: file, line: nil,
                message: "the report is damaged: its summary counts \(problems.joined(separator: "; "))")
        }
    }
}
