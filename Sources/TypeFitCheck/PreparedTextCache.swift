import Synchronization
import TypeFitText

/// Text prepared during a run, shared by its measuring tasks: a string is shaped once per font
/// instance, fallback fonts and locale, whichever task meets it first. Fonts are named by what
/// they were loaded from (each task opens its own), so equal keys shape alike.
///
/// Bounded: when the run says how many of its styles shape alike (``expectUse(_:)``),
/// a text is kept only while one of them has yet to use it — a string shaped for a style no
/// other style shares is not kept at all, and one shared by ten styles is let go when the tenth
/// has used it. Without that count, texts are kept until the cache holds `limit`, when it
/// starts again.
package final class PreparedTextCache: Sendable {
    struct Key: Hashable, Sendable {
        /// ``number(_:)`` of the font instance and fallback order.
        var shaping: Int
        var locale: String
        var text: String

        // By UTF-8 bytes, not by String's Unicode-normalized hashing and comparison: faster, and
        // what shaping follows (canonically equal texts in other code points may shape apart).
        static func == (a: Key, b: Key) -> Bool {
            a.shaping == b.shaping && a.locale.utf8.elementsEqual(b.locale.utf8) && a.text.utf8.elementsEqual(b.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(shaping)
            for part in [locale, text] {
                var part = part
                part.withUTF8 { bytes in
                    hasher.combine(bytes.count)
                    hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
                }
            }
        }
    }

    /// A kept text and how many more uses it expects (nil: not counted).
    private struct Entry: Sendable {
        var kept: SharedText
        var usesLeft: Int?
    }

    private struct State: Sendable {
        var numbers: [CheckWorker.Shaping: Int] = [:]
        /// Per number, the styles expected to use its texts.
        var uses: [Int: Int] = [:]
        var texts: [Key: Entry] = [:]

        mutating func number(_ shaping: CheckWorker.Shaping) -> Int {
            if let known = numbers[shaping] { return known }
            numbers[shaping] = numbers.count
            return numbers.count - 1
        }

        /// One use of the text at `key`: let go when it was the last expected.
        mutating func use(_ key: Key) -> SharedText? {
            guard let entry = texts[key] else { return nil }
            if let left = entry.usesLeft {
                if left <= 1 { texts[key] = nil } else { texts[key]?.usesLeft = left - 1 }
            }
            return entry.kept
        }
    }

    private let state = Mutex(State())
    private let limit: Int

    package init(limit: Int = 20_000) {
        self.limit = limit
    }

    /// Counts one more style (on one platform) that will shape with `shaping`.
    func expectUse(_ shaping: CheckWorker.Shaping) {
        state.withLock { state in
            let number = state.number(shaping)
            state.uses[number, default: 0] += 1
        }
    }

    /// A number for what shapes alike (the same font instance and fallback order), the same in
    /// every task: keys hash it instead of a font specifier per string.
    func number(_ shaping: CheckWorker.Shaping) -> Int {
        state.withLock { $0.number(shaping) }
    }

    /// The text kept for `key`, counting this use.
    func text(for key: Key) -> SharedText? {
        state.withLock { $0.use(key) }
    }

    /// Keeps `text`, made by this use, for the uses still expected.
    func store(_ text: SharedText, for key: Key) {
        state.withLock { state in
            // Another task made it meanwhile: this was one of its uses.
            if state.use(key) != nil { return }
            let expected = state.uses[key.shaping]
            if let expected, expected <= 1 { return }
            if state.texts.count >= limit { state.texts.removeAll(keepingCapacity: true) }
            state.texts[key] = Entry(kept: text, usesLeft: expected.map { $0 - 1 })
        }
    }
}

/// A prepared text held by reference: the cache's slots hold a reference, not the text's dozen
/// words, and a task measuring it at each size reads it where it lies — a copy per size would
/// retain its arrays, which the other task may be retaining too.
final class SharedText: Sendable {
    let text: PreparedText
    /// ``PreparedText/uncoveredScripts``, worked out once for every style that shares the text.
    let uncoveredScripts: [String]

    /// `body` with the text where it lies (borrowed, not copied: a copy retains its arrays).
    @inline(__always)
    func withText<R>(_ body: (borrowing PreparedText) -> R) -> R {
        body(text)
    }

    init(_ text: PreparedText) {
        self.text = text
        uncoveredScripts = text.missing.isEmpty ? [] : text.uncoveredScripts
    }
}
