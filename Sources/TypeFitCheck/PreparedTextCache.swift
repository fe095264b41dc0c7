import Synchronization
import TypeFitText

/// Text prepared during a run, shared by its measuring tasks: a string is shaped once per font
/// instance, fallback fonts and locale, whichever task meets it first. Fonts are named by what
/// they were loaded from (each task opens its own), so equal keys shape alike. Bounded: when it
/// holds `limit` texts it starts again.
package final class PreparedTextCache: Sendable {
    struct Key: Hashable, Sendable {
        /// ``number(font:fallback:)`` of the font instance and fallback order.
        var shaping: Int
        var locale: String
        var text: String
        var keepGlyphs: Bool
    }

    private struct Shaping: Hashable, Sendable {
        var font: FontSpecifier
        var fallback: CheckWorker.FallbackKey
    }

    private let texts = Mutex<[Key: PreparedText]>([:])
    private let numbers = Mutex<[Shaping: Int]>([:])
    private let limit: Int

    package init(limit: Int = 20_000) {
        self.limit = limit
    }

    /// A number for what shapes alike (the same font instance and fallback order), the same in
    /// every task: keys hash it instead of a font specifier per string.
    func number(font: FontSpecifier, fallback: CheckWorker.FallbackKey) -> Int {
        numbers.withLock { numbers in
            let shaping = Shaping(font: font, fallback: fallback)
            if let known = numbers[shaping] { return known }
            numbers[shaping] = numbers.count
            return numbers.count - 1
        }
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
