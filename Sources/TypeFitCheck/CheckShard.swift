import TypeFitSupport
import TypeFitText

/// One of `count` parts of a check, for a CI job matrix (`typefit check --shard 2/4`): a shard
/// measures the strings whose key and locale hash to it — each such string in every style and at
/// every size — so the shards together measure each string once, and `typefit merge` puts their
/// rows back in the order one unsharded run gives them.
package struct CheckShard: Hashable, Sendable, CustomStringConvertible {
    /// From 1 to ``count``.
    package var index: Int
    package var count: Int

    /// At most this many shards: more jobs than a CI matrix offers (GitHub's is 256).
    package static let maximumCount = 256

    /// "2/4": shard 2 of 4. Nil for anything else (0/4, 5/4, 1/0, "2").
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            (1...Self.maximumCount).contains(count), (1...count).contains(index)
        else { return nil }
        (self.index, self.count) = (index, count)
    }

    package var description: String { "\(index)/\(count)" }

    /// Which shard (0-based) measures a string: FNV-1a (64 bits) of its key, a zero byte and its
    /// locale, modulo the count — the same on every machine and in every run, whatever the
    /// catalogs' order, and about as many strings in each shard.
    package static func part(key: String, locale: String, of count: Int) -> Int {
        var hash = FNV1a()
        hash.add(key)
        hash.add(byte: 0)
        hash.add(locale)
        return Int(hash.value % UInt64(count))
    }

    /// Whether this shard measures `item`.
    func measures(_ item: CheckPlan.Item) -> Bool {
        Self.part(key: item.key, locale: item.locale, of: count) == index - 1
    }
}

/// FNV-1a, 64 bits: a hash that is the same in every process (Swift's `Hasher` is seeded per run).
package struct FNV1a {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    package mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte: byte) }
    }

    /// A number, by its bit pattern, then a separator.
    package mutating func add(_ number: Double) {
        var bits = number.bitPattern
        for _ in 0..<8 {
            add(byte: UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    /// 16 hex digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// What a shard's report keeps for `typefit merge` beyond its rows: which shard it is, the plan
/// it measured a part of, and the strings no font covered (they have no rows, yet the merged
/// report counts them).
package struct ShardRecord: Hashable, Sendable {
    package var shard: CheckShard
    /// ``Checker/planDigest(_:plan:fonts:)`` of the whole check.
    package var planDigest: String
    /// Per style (by name): its items (by index in the style's plan) that a platform's fonts did
    /// not cover, with the platform and the scripts, in the order they were met.
    package var uncovered: [UncoveredItem] = []

    package init(shard: CheckShard, planDigest: String, uncovered: [UncoveredItem] = []) {
        self.shard = shard
        self.planDigest = planDigest
        self.uncovered = uncovered
    }
}

/// A string of a style that no font of a platform covered.
package struct UncoveredItem: Hashable, Sendable {
    package var style: String
    package var item: Int
    package var platform: PlatformID
    /// ISO 15924 codes, as ``UncoveredStrings`` records them.
    package var scripts: [String]

    package init(style: String, item: Int, platform: PlatformID, scripts: [String]) {
        self.style = style
        self.item = item
        self.platform = platform
        self.scripts = scripts
    }
}

/// The shards' measurements of a check read back, for a run that merges them instead of
/// measuring (``Checker/run(_:into:progress:)`` with ``CheckOptions/shards``). Read by one
/// thread, in the plan's order.
package protocol ShardedMeasurements: AnyObject, Sendable {
    /// The shards, in order (shard 1 first); each names the plan it measured a part of.
    var records: [ShardRecord] { get }
    /// The next rows of shard `part` (0-based) if they are `string`'s in `style`, in order;
    /// none when its next rows are another string's. Rows for the whole style (category
    /// `every`: a refused font, uncovered scripts) are skipped: the merging run makes its own.
    func take(part: Int, style: String, string: ShardString) throws -> [CheckResult]
    /// Throws unless every shard's rows were taken.
    func finish() throws
}

/// A string of the plan, as a shard's rows name it.
package struct ShardString: Sendable {
    package var key: String
    package var locale: String
    package var text: String
    package var source: FileLocation?

    /// Whether `row` is this string's (a row that could not be measured keeps the text's first 200 characters).
    package func isOwner(of row: borrowing CheckResult) -> Bool {
        row.key == key && row.locale == locale && row.source == source
            && (row.text == text || row.text == String(text.prefix(200)))
    }
}
