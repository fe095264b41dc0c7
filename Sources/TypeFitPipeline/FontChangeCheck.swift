import TypeFitReports
import Foundation
import TypeFitSupport
import TypeFitBackend
import TypeFitCheck

/// The library side of `typefit diff --guide --fonts-base --fonts-new` and of `check --baseline`.
package enum FontChangeCheck {
    /// Checks `guide` twice, once over each font folder (replacing the guide's `fonts`), and
    /// compares the runs: the rows, and what changed in each face whose file changed
    /// (``FontRelease``), before the faces' metrics.
    package static func compare(
        _ guide: StyleGuide, fontsBase: String, fontsNew: String, tolerance: Tolerance,
        options: CheckOptions = CheckOptions()
    ) async throws -> ReportDiff {
        var styleGuide = guide
        styleGuide.fontFolders = [URL(fileURLWithPath: fontsBase).standardizedFileURL.path]
        let baseReport = try await Checker.run(styleGuide, options: options)
        styleGuide.fontFolders = [URL(fileURLWithPath: fontsNew).standardizedFileURL.path]
        // A new cache: the two folders may hold different files under the same names.
        var newOptions = options
        newOptions.fonts = FontCache(maximumFileSize: options.fonts.maximumFileSize)
        let newReport = try await Checker.run(styleGuide, options: newOptions)
        var diff = ReportDiff.compare(base: ReportFile(baseReport), new: ReportFile(newReport), tolerance: tolerance)
        diff.fontChanges = FontRelease.changes(base: baseReport, new: newReport) + diff.fontChanges
        return diff
    }
}
