import Testing
@testable import TypeFitCheck

/// How a check is split for a CI job matrix: each string (a key in a locale) in one part, in
/// every style; the parts' string counts within one of each other; the same on every machine.
@Suite struct ShardPartsTests {
    @Test(arguments: [("1/1", 1, 1), ("2/4", 2, 4), ("256/256", 256, 256)])
    func aShardIsPartKOfN(text: String, index: Int, count: Int) throws {
        let shard = try #require(CheckShard(text))
        #expect((shard.index, shard.count) == (index, count))
        #expect(shard.description == text)
    }

    @Test(arguments: ["0/4", "5/4", "1/0", "2", "2/4/8", "-1/4", "1/257", " 1/4", "a/b", ""])
    func anythingElseIsNoShard(_ text: String) {
        #expect(CheckShard(text) == nil)
    }

    static func item(_ key: String, _ locale: String) -> CheckPlan.Item {
        CheckPlan.Item(key: key, locale: locale, text: "\(key) in \(locale)", source: nil)
    }

    @Test func stringsAreDealtOutInTurnTheSameInEveryStyle() {
        let all = (0..<10).flatMap { index in ["en", "de", "fr"].map { Self.item("k\(index)", $0) } }
        // A style of its own order and subset: its strings keep the parts the first style gave them.
        let some = all.filter { $0.locale == "de" }.reversed() + [Self.item("only", "en")]
        let plan = Checker.Plan(
            strings: [], styles: [(all, []), (all, []), (Array(some), [])], notes: [], catalogFiles: 1)
        let parts = ShardParts(plan, count: 4)
        #expect(parts.parts[0] == parts.parts[1])
        var partOf: [String: UInt8] = [:]
        for (style, items) in plan.styles.enumerated().map({ ($0.offset, $0.element.items) }) {
            for (index, item) in items.enumerated() {
                let part = parts.parts[style][index]
                #expect(partOf["\(item.key) \(item.locale)", default: part] == part, "\(item.key) \(item.locale)")
                partOf["\(item.key) \(item.locale)"] = part
            }
        }
        // 31 strings in 4 parts: 8, 8, 8, 7.
        let counts = (0..<4).map { part in partOf.values.count { $0 == part } }
        #expect(counts == [8, 8, 8, 7])
        #expect(partOf["k0 en"] == 0 && partOf["k0 de"] == 1 && partOf["only en"] == 2)
        #expect(ShardParts(plan, shard: CheckShard("3/4")!).isMeasured(style: 2, item: 10))
    }
}
