// TypeFitKit: typefit as a library. Three jobs, each a small public API (see TypeFitKit.docc):
//   measure a text   TextFont, TextMeasurement
//   check a guide    GuideCheck, CheckOutcome
//   open a report    Report, Report.Measurement
// Everything below (FreeType, HarfBuzz, ICU, fontconfig and SQLite behind them; the check's
// stream, writers and caches) is `package`: the command line and the tests share it, users
// do not see it.
internal import TypeFitSupport
internal import TypeFitCatalogs
internal import TypeFitBackend
internal import TypeFitText
internal import TypeFitCheck
internal import TypeFitReports
internal import TypeFitPipeline

/// Any failure of the library's three jobs, as one line naming the file and the problem:
/// bad input (a guide, a catalog, a font), a file-system fault, a damaged report.
public struct TypeFitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// "typefit.yml:12:5: styles[2].size: expected a number".
    public let description: String

    init(_ error: any Error) {
        description = String(describing: error).split(separator: "\n").joined(separator: " ")
    }
}

/// Runs `body`, turning any error into a ``TypeFitError``.
func bridged<T>(_ body: () throws -> T) throws(TypeFitError) -> T {
    do {
        return try body()
    } catch {
        throw TypeFitError(error)
    }
}

/// Runs `body`, turning any error into a ``TypeFitError``.
func bridged<T>(_ body: () async throws -> T) async throws(TypeFitError) -> T {
    do {
        return try await body()
    } catch {
        throw TypeFitError(error)
    }
}
