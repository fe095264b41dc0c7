import Testing
@testable import TypeFitCheck

/// The measuring units in the report's order: a block of 512 strings at a time, style by style
/// within a block, so the styles that share shaped text use each string close together; the
/// order of the rows they give does not depend on how big the units are.
@Suite struct MeasuringUnitTests {
    static func plan(itemCounts: [Int], sizes: Int) -> Checker.Plan {
        let size = CheckPlan.Size(
            platform: .ios, category: .ios(.large), sizeClass: nil, pointSize: 17, lineHeight: nil, model: .apple)
        let styles = itemCounts.map { count in
            (
                items: (0..<count).map { CheckPlan.Item(key: "k\($0)", locale: "en", text: "t\($0)") },
                sizes: Array(repeating: size, count: sizes)
            )
        }
        return Checker.Plan(strings: [], styles: styles, notes: [], catalogFiles: 0)
    }

    /// (style, item) in the order the units measure them.
    static func order(_ units: [MeasuringUnit]) -> [[Int]] {
        units.flatMap { unit in unit.items.map { [unit.style, $0] } }
    }

    @Test func rowsComeABlockOfStringsAtATime() {
        let plan = Self.plan(itemCounts: [1_200, 700, 0], sizes: 12)
        let units = MeasuringUnit.units(plan, refused: [], measurements: 4_096)
        // 4,096 rows of 12 sizes: at most 341 strings a run, so a block of 512 is two runs of 256.
        #expect(
            units.map { "\($0.style):\($0.items.lowerBound)..<\($0.items.upperBound)\($0.endsStyle ? " end" : "")" }
                == [
                    "0:0..<256", "0:256..<512", "1:0..<256", "1:256..<512", "2:0..<0 end",
                    "0:512..<768", "0:768..<1024", "1:512..<700 end",
                    "0:1024..<1200 end",
                ])
        for measurements in [7, 100, 1_000, 100_000] {
            #expect(Self.order(MeasuringUnit.units(plan, refused: [], measurements: measurements)) == Self.order(units))
        }
        // A refused style is one empty unit in the first block.
        #expect(
            MeasuringUnit.units(plan, refused: [0], measurements: 4_096).first.map {
                "\($0.style) \($0.items) \($0.endsStyle)"
            } == "0 0..<0 true")
    }

    /// A style that shapes the strings its followers reuse gets shorter runs (shaping one costs
    /// about ``MeasuringUnit/shapingCost`` measurements), so units cost alike; the rows' order
    /// stays the same.
    @Test func aStyleThatShapesForTheOthersHasShorterRuns() {
        let plan = Self.plan(itemCounts: [600, 600, 600], sizes: 12)
        // Styles 0 and 1 shape alike (0 shapes for both), style 2 alone, on one platform each.
        let shapings = MeasuringUnit.shapings([["regular"], ["regular"], ["bold"]])
        #expect(shapings == [1, 0, 1])
        let units = MeasuringUnit.units(plan, refused: [], measurements: 4_096, shapings: shapings)
        let firstBlock = units.prefix { $0.items.lowerBound < 512 }
        // 4,096 / (12 + 24) = 113 strings at most: a block of 512 in five runs of 103 (the last 100).
        #expect(firstBlock.filter { $0.style == 0 }.map(\.items.count) == [103, 103, 103, 103, 100])
        #expect(firstBlock.filter { $0.style == 1 }.map(\.items.count) == [256, 256])
        #expect(firstBlock.filter { $0.style == 2 }.count == 5)
        #expect(Self.order(units) == Self.order(MeasuringUnit.units(plan, refused: [], measurements: 4_096)))
        // Empty lists (a style measuring nothing) shape nothing; a second platform's own fallback counts.
        #expect(MeasuringUnit.shapings([[], ["a", "b"], ["a", "c"]]) == [0, 2, 1])
    }
}
