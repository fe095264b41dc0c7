import Synchronization

/// fontconfig's fallback answers for a run: one configuration over the given folders (and the
/// machine's fonts when asked), built on first use — building one scans every font folder — and
/// shared by every task under a lock, each (character, family, weight, italic) asked once.
/// Tasks still open the faces it names themselves (FreeType faces are per task).
public final class FallbackSearch: Sendable {
    /// The folders (or files) searched.
    public let directories: [String]
    /// Whether the machine's own fonts are searched too.
    public let includeSystemFonts: Bool
    private let state = Mutex(State())

    private struct State {
        var locator: FontconfigLocator?
        var failure: FontError?
        var answers: [Question: FontconfigFace?] = [:]
        var configurations = 0
    }

    private struct Question: Hashable {
        var scalar: UInt32
        var near: FontQuery
    }

    public init(directories: [String], includeSystemFonts: Bool) {
        self.directories = directories
        self.includeSystemFonts = includeSystemFonts
    }

    /// The best face near `query` that has a glyph for `scalar` (see
    /// ``FontconfigLocator/fallback(for:near:)``), or nil when no font covers it.
    public func fallback(for scalar: Unicode.Scalar, near query: FontQuery) throws(FontError) -> FontconfigFace? {
        let question = Question(scalar: scalar.value, near: query)
        return try state.withLock { (state: inout State) throws(FontError) -> FontconfigFace? in
            if let known = state.answers[question] { return known }
            if let failure = state.failure { throw failure }
            let locator: FontconfigLocator
            if let built = state.locator {
                locator = built
            } else {
                do throws(FontError) {
                    locator = try FontconfigLocator(directories: directories, includeSystemFonts: includeSystemFonts)
                } catch {
                    state.failure = error
                    throw error
                }
                state.locator = locator
                state.configurations += 1
            }
            let face = locator.fallback(for: scalar, near: query)
            state.answers[question] = face
            return face
        }
    }

    /// fontconfig configurations built so far (0 or 1; for tests).
    public var configurationsBuilt: Int { state.withLock { $0.configurations } }
}
