import TypeFitSupport
import TypeFitText

/// One of `count` parts of a check, for a CI job matrix (`typefit check --shard 2/4`): a shard
/// measures its strings (``ShardParts``) — each in every style and at every size — so the shards
/// together measure each string once, and `typefit merge` puts their rows back in the order one
/// unsharded run gives them.
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
}

/// Which part (0-based) of a split check measures each item of each style: the plan's strings
/// (a key in a locale) numbered in the order they first appear — style by style, item by item —
/// and dealt out in turn, so each part has every style and size of its strings and the parts'
/// string counts differ by at most one. The same plan gives the same parts on every machine.
struct ShardParts: Sendable {
    /// Per style, per item: its part.
    let parts: [[UInt8]]
    /// The part this run measures (0-based).
    let part: UInt8

    /// Whether this run measures item `item` of style `style`.
    func isMeasured(style: Int, item: Int) -> Bool { parts[style][item] == part }

    /// The parts of `plan`, for a run measuring `shard`.
    init(_ plan: Checker.Plan, shard: CheckShard) {
        self.init(plan, count: shard.count, part: shard.index - 1)
    }

    init(_ plan: Checker.Plan, count: Int, part: Int = 0) {
        self.part = UInt8(truncatingIfNeeded: part)
        var numbers: [String: Int] = [:]
        // Styles that pick the same strings share one array of items, and one of parts.
        var byItems: [UnsafeRawPointer: [UInt8]] = [:]
        parts = plan.styles.map { style in
            let address = style.items.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
            if let address, let known = byItems[address] { return known }
            let made = style.items.map { item in
                let key = item.key + "\u{0}" + item.locale
                let number = numbers[key] ?? numbers.count
                numbers[key] = number
                return UInt8(number % count)
            }
            if let address { byItems[address] = made }
            return made
        }
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
