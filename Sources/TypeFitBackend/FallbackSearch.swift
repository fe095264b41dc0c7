import Synchronization

/// fontconfig's fallback answers for a run: one configuration over the given folders (and the
/// machine's fonts when asked), built on first use — building one scans every font folder — and
/// shared by every task under a lock, each (character, family, weight, italic) asked once, sorting
/// only the faces that have the character (``FallbackCandidates``).
/// Tasks still open the faces it names themselves (FreeType faces are per task).
package final class FallbackSearch: Sendable {
    /// The folders (or files) searched.
    package let folders: [String]
    /// Whether the machine's own fonts are searched too.
    package let includeSystemFonts: Bool
    private let state = Mutex(State())

    private struct State {
        var locator: FontconfigLocator?
        var failure: FontError?
        var answers: [Question: FontconfigFace?] = [:]
        /// The faces and their characters, gathered on the first question.
        var candidates: FallbackCandidates?
        var configurations = 0

        /// The configuration, built on first use (a failure to build it is kept and thrown again).
        mutating func locator(_ folders: [String], _ includeSystemFonts: Bool) throws(FontError)
            -> FontconfigLocator
        {
            if let locator { return locator }
            if let failure { throw failure }
            do throws(FontError) {
                let built = try FontconfigLocator(folders: folders, includeSystemFonts: includeSystemFonts)
                locator = built
                configurations += 1
                return built
            } catch {
                failure = error
                throw error
            }
        }
    }

    private struct Question: Hashable {
        var scalar: UInt32
        var near: FontQuery
        var color: Bool
    }

    package init(folders: [String], includeSystemFonts: Bool) {
        self.folders = folders
        self.includeSystemFonts = includeSystemFonts
    }

    /// Builds the configuration now (scanning the font folders: tens of milliseconds), so the
    /// first question does not wait for it; a failure is kept for the first question.
    package func prepare() {
        state.withLock { state in _ = try? state.locator(folders, includeSystemFonts) }
    }

    /// The best face near `query` that has a glyph for `scalar` (see
    /// ``FontconfigLocator/fallback(for:near:color:)``), or nil when no font covers it.
    package func fallback(for scalar: Unicode.Scalar, near query: FontQuery, color: Bool = false) throws(FontError)
        -> FontconfigFace?
    {
        let question = Question(scalar: scalar.value, near: query, color: color)
        return try state.withLock { (state: inout State) throws(FontError) -> FontconfigFace? in
            if let known = state.answers[question] { return known }
            let locator = try state.locator(folders, includeSystemFonts)
            var face: FontconfigFace?
            if locator.covers(scalar) {
                let candidates = state.candidates ?? locator.fallbackCandidates()
                state.candidates = candidates
                face = candidates.fallback(for: scalar, near: query, color: color)
            }
            state.answers[question] = face
            return face
        }
    }

    /// Whether a face of `family` is among the fonts searched: a fallback order's families that
    /// are not installed are passed over without a question per character.
    package func hasFamily(_ family: String) throws(FontError) -> Bool {
        try state.withLock { (state: inout State) throws(FontError) -> Bool in
            try state.locator(folders, includeSystemFonts).hasFamily(family)
        }
    }

    /// fontconfig configurations built so far (0 or 1; for tests).
    package var configurationsBuilt: Int { state.withLock { $0.configurations } }
}
