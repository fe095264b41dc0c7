import Foundation
import TypeFitSupport
import TypeFitBackend
import TypeFitCheck

/// The library side of `typefit diff --guide --fonts-base --fonts-new` and of `check --baseline`.
package enum FontChangeCheck {
    /// Checks `guide` twice, once over each font folder (replacing the guide's `fonts`), and
    /// compares the runs.
    package static func compare(
        _ guide: StyleGuide, fontsBase: String, fontsNew: String, tolerance: Tolerance,
        options: CheckOptions = CheckOptions()
    ) async throws -> ReportDiff {
        var styleGuide = guide
        styleGuide.fontDirectories = [URL(fileURLWithPath: fontsBase).standardizedFileURL.path]
        let base = ReportFile(try await Checker.run(styleGuide, options: options))
        styleGuide.fontDirectories = [URL(fileURLWithPath: fontsNew).standardizedFileURL.path]
        // A new cache: the two folders may hold different files under the same names.
        var newOptions = options
        newOptions.fonts = FontCache(maximumFileSize: options.fonts.maximumFileSize)
        let new = ReportFile(try await Checker.run(styleGuide, options: newOptions))
        return ReportDiff.compare(base: base, new: new, tolerance: tolerance)
    }

    /// The stored baseline at `path`, opened to be read a row at a time (its start, up to the
    /// first measurement, is read and checked here), with a message that says how to create a
    /// missing one.
    package static func baseline(at path: String) throws(InputError) -> any ReportRows {
        guard lstatInfo(path) != nil else {
            throw InputError(
                file: path, line: nil,
                message: "no such baseline; create it from this run with --baseline \(path) --update-baseline")
        }
        return try ReportFile.prefetchedMeasurements(path)
    }
}
