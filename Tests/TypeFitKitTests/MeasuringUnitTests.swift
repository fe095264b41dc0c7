import Testing
@testable import TypeFitCheck

/// The measuring units in the report's order: a block of 512 strings at a time, style by style
/// within a block, so the styles that share shaped text use each string close together; the
/// order of the rows they give does not depend on how big the units are.
@Suite struct MeasuringUnitTests {
    static func plan(itemCounts: [Int], sizes: Int) -> Checker.Plan {
        let size = CheckPlan.Size(platform: .ios, category: .ios(.large), sizeClass: nil, pointSize: 17, lineHeight: nil, model: .apple)
        let styles = itemCounts.map { count in
            (items: (0..<count).map { CheckPlan.Item(key: "k\($0)", locale: "en", text: "t\($0)") }, sizes: Array(repeating: size, count: sizes))
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
        #expect(units.map { "\($0.style):\($0.items.lowerBound)..<\($0.items.upperBound)\($0.endsStyle ? " end" : "")" } == [
            "0:0..<256", "0:256..<512", "1:0..<256", "1:256..<512", "2:0..<0 end",
            "0:512..<768", "0:768..<1024", "1:512..<700 end",
            "0:1024..<1200 end",
        ])
        for measurements in [7, 100, 1_000, 100_000] {
            #expect(Self.order(MeasuringUnit.units(plan, refused: [], measurements: measurements)) == Self.order(units))
        }
        // A refused style is one empty unit in the first block.
        #expect(MeasuringUnit.units(plan, refused: [0], measurements: 4_096).first.map { "\($0.style) \($0.items) \($0.endsStyle)" } == "0 0..<0 true")
    }
}
