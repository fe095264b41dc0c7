import TypeFitCatalogs
import ArgumentParser
import TypeFitCheck
import TypeFitReports

/// `--tolerance 0.5pt` or `1%`, parsed once where the option is read.
func parseTolerance(_ text: String) throws -> Tolerance {
    guard let tolerance = Tolerance(parsing: text) else {
        throw ValidationError("--tolerance takes points (0.5pt) or a percentage (1%), not '\(text)'.")
    }
    return tolerance
}

/// `--pseudo expand:30`, `accented` or `bidi`.
func parsePseudo(_ text: String) throws -> PseudoLocalization {
    guard let mode = PseudoLocalization(parsing: text) else {
        throw ValidationError("--pseudo takes expand:N (1–1000), accented or bidi, not '\(text)'.")
    }
    return mode
}
