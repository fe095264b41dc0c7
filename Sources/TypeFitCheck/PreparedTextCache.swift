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
        let shaping: Int
        let locale: String
        let text: String
        /// The bytes' hash, worked out once, by the task that makes the key, outside every lock.
        private let bytesHash: Int

        init(shaping: Int, locale: String, text: String) {
            (self.shaping, self.locale, self.text) = (shaping, locale, text)
            var hasher = Hasher()
            hasher.combine(shaping)
            Self.combine(locale, into: &hasher)
            Self.combine(text, into: &hasher)
            bytesHash = hasher.finalize()
        }

        private static func combine(_ part: String, into hasher: inout Hasher) {
            var part = part
            part.withUTF8 { bytes in
                hasher.combine(bytes.count)
                hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            }
        }

        // By UTF-8 bytes, not by String's Unicode-normalized hashing and comparison: faster, and
        // what shaping follows (canonically equal texts in other code points may shape apart).
        static func == (a: Key, b: Key) -> Bool {
            a.bytesHash == b.bytesHash && a.shaping == b.shaping && sameBytes(a.locale, b.locale)
                && sameBytes(a.text, b.text)
        }

        /// Whether two strings have the same UTF-8 bytes, compared where they lie (through
        /// `String.UTF8View`'s iterators, byte by byte, it was most of a lookup's time).
        private static func sameBytes(_ a: String, _ b: String) -> Bool {
            var (a, b) = (a, b)
            guard a.utf8.count == b.utf8.count else { return false }
            return a.withUTF8 { a in b.withUTF8 { b in a.elementsEqual(b) } }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(bytesHash)
        }

        /// Which of the cache's shards keeps the text.
        var shard: Int { Int(UInt(bitPattern: bytesHash) % UInt(PreparedTextCache.shardCount)) }
    }

    /// A kept text and how many more uses it expects (nil: not counted).
    private struct Entry: Sendable {
        var kept: SharedText
        var usesLeft: Int?
    }

    /// What the run shapes with: numbers and how many styles use each.
    private struct Shapings: Sendable {
        var numbers: [CheckWorker.Shaping: Int] = [:]
        /// Per number, the styles expected to use its texts.
        var uses: [Int: Int] = [:]

        mutating func number(_ shaping: CheckWorker.Shaping) -> Int {
            if let known = numbers[shaping] { return known }
            numbers[shaping] = numbers.count
            return numbers.count - 1
        }
    }

    /// Some of the kept texts, behind a lock of their own: the tasks look a text up for every
    /// string of every style, and with one lock for all they waited on each other.
    private final class Shard: Sendable {
        let texts = Mutex<[Key: Entry]>([:])
    }

    /// Shards: enough that two to eight tasks seldom want the same one at once.
    static let shardCount = 16

    private let shapings = Mutex(Shapings())
    private let shards = (0..<PreparedTextCache.shardCount).map { _ in Shard() }
    /// Texts kept in every shard (for `limit`).
    private let kept = Atomic(0)
    private let limit: Int

    package init(limit: Int = 20_000) {
        self.limit = limit
    }

    /// Counts one more style (on one platform) that will shape with `shaping`.
    func expectUse(_ shaping: CheckWorker.Shaping) {
        shapings.withLock { shapings in
            let number = shapings.number(shaping)
            shapings.uses[number, default: 0] += 1
        }
    }

    /// A number for what shapes alike (the same font instance and fallback order), the same in
    /// every task: keys hash it instead of a font specifier per string.
    func number(_ shaping: CheckWorker.Shaping) -> Int {
        shapings.withLock { $0.number(shaping) }
    }

    /// The text kept for `key`, counting this use.
    func text(for key: Key) -> SharedText? {
        shards[key.shard].texts.withLock { use(key, in: &$0) }
    }

    /// Keeps `text`, made by this use, for the uses still expected.
    func store(_ text: SharedText, for key: Key) {
        let expected = shapings.withLock { $0.uses[key.shaping] }
        // No other style shapes alike: nobody else will ask.
        if let expected, expected <= 1 { return }
        if expected == nil, kept.load(ordering: .relaxed) >= limit { startAgain() }
        shards[key.shard].texts.withLock { texts in
            // Another task made it meanwhile: this was one of its uses.
            if use(key, in: &texts) != nil { return }
            texts[key] = Entry(kept: text, usesLeft: expected.map { $0 - 1 })
            if expected == nil { kept.add(1, ordering: .relaxed) }
        }
    }

    /// One use of the text at `key`: let go when it was the last expected. Through
    /// `removeValue` and `updateValue`, not the subscript's modify accessor: on Linux its nested
    /// coroutines allocated their frames, three mallocs per use.
    private func use(_ key: Key, in texts: inout [Key: Entry]) -> SharedText? {
        guard var entry = texts[key] else { return nil }
        if let left = entry.usesLeft {
            if left <= 1 {
                texts.removeValue(forKey: key)
            } else {
                entry.usesLeft = left - 1
                texts.updateValue(entry, forKey: key)
            }
        }
        return entry.kept
    }

    /// Lets go of every uncounted text (the cache reached `limit`).
    private func startAgain() {
        for shard in shards {
            let removed = shard.texts.withLock { texts in
                let before = texts.count
                texts = texts.filter { $0.value.usesLeft != nil }
                return before - texts.count
            }
            kept.subtract(removed, ordering: .relaxed)
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
    /// What the platform's layouts make of it before any size (``TextPlatform/derived(_:)``),
    /// made once for every style that shares the text (SkParagraph's clusters were made again
    /// for each of the ten styles that shared one text).
    let derived: DerivedText

    /// `body` with the text where it lies (borrowed, not copied: a copy retains its arrays).
    @inline(__always)
    func withText<R>(_ body: (borrowing PreparedText) -> R) -> R {
        body(text)
    }

    init(_ text: PreparedText, platform: any TextPlatform) {
        self.text = text
        uncoveredScripts = text.missing.isEmpty ? [] : text.uncoveredScripts
        // A text with characters no font has is not measured: nothing to derive.
        derived = uncoveredScripts.isEmpty ? platform.derived(text) : DerivedText()
    }
}
