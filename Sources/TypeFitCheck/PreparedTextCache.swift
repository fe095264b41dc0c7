import Synchronization
import TypeFitText

/// Text prepared during a run, shared by its measuring tasks: a string is shaped once per font
/// instance, fallback fonts and locale, whichever task meets it first. Fonts are named by what
/// they were loaded from (each task opens its own), so equal keys shape alike. Bounded: when it
/// holds `limit` texts it starts again.
package final class PreparedTextCache: Sendable {
    struct Key: Hashable, Sendable {
        var font: FontSpecifier
        var fallback: CheckWorker.FallbackKey
        var locale: String
        var text: String
        var keepGlyphs: Bool
    }

    private let texts = Mutex<[Key: PreparedText]>([:])
    private let limit: Int

    package init(limit: Int = 20_000) {
        self.limit = limit
    }

    func text(for key: Key) -> PreparedText? {
        texts.withLock { $0[key] }
    }

    func store(_ text: PreparedText, for key: Key) {
        texts.withLock { texts in
            if texts.count >= limit { texts.removeAll(keepingCapacity: true) }
            texts[key] = text
        }
    }
}
