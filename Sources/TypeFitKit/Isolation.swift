import Foundation
internal import TypeFitText

/// Whether font files are first loaded and shaped in a child process — the `typefit` executable
/// in its hidden `__probe` mode, under CPU and memory limits — so a crash or hang in FreeType or
/// HarfBuzz on a hostile font becomes an error naming the font instead of taking this process
/// down. The child proves it is a typefit probe that read the font (a handshake with a fresh
/// token and the faces it read); any other program is refused.
public enum Isolation: Sendable, Hashable {
    /// Probe whenever the typefit executable is found — `TYPEFIT_EXECUTABLE`, a `typefit` beside
    /// this program, or on the `PATH` — and answers the handshake; else load fonts here.
    case automatic
    /// Probe with the typefit executable at this path: an error when it is not one.
    case executable(String)
    /// Trust the fonts: load them in this process.
    case off

    /// The probe to use, or nil.
    func probe() throws(TypeFitError) -> IsolatedProbe? {
        switch self {
        case .off: return nil
        case .automatic: return Self.found
        case let .executable(path):
            let probe = IsolatedProbe(executable: path)
            guard probe.answers() else {
                throw TypeFitError(message: "\(path): not a typefit executable (no probe handshake)")
            }
            return probe
        }
    }

    /// The typefit executable found for ``automatic``, looked for once per process.
    private static let found: IsolatedProbe? = {
        let environment = ProcessInfo.processInfo.environment
        let beside = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
            .appendingPathComponent("typefit").path
        let onPath = (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/typefit" }
        let candidates = [environment["TYPEFIT_EXECUTABLE"], beside].compactMap { $0 } + onPath
        return candidates.lazy
            .filter { FileManager.default.isExecutableFile(atPath: $0) }
            .map { IsolatedProbe(executable: $0) }
            .first { $0.answers() }
    }()
}

extension TypeFitError {
    init(message: String) {
        description = message
    }
}
