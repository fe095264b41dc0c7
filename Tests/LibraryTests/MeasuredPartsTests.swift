import Testing
import TypeFitSupport
@testable import TypeFitCheck
import TypeFitText

/// The parts a row shares (``MeasuredString``, ``MeasuredSize``): equal and hashed by value,
/// whichever object holds them, and ``SizeMap`` finding the value kept for a size by identity or
/// by value.
@Suite struct MeasuredPartsTests {
    static func size(_ style: String, _ category: ContentSizeCategory, _ pointSize: Double) -> MeasuredSize {
        MeasuredSize(
            style: style, platform: .ios, category: .ios(category), sizeClass: nil, pointSize: pointSize,
            maxWidth: 343, maxLines: 2)
    }

    @Test func stringsAreEqualByValueAndHashAlike() {
        let source = FileLocation(file: "Localizable.xcstrings", line: 12, column: 5)
        let a = MeasuredString(key: "title", locale: "de", text: "Einstellungen", source: source)
        let b = MeasuredString(key: "title", locale: "de", text: "Einstellungen", source: source)
        #expect(a !== b)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        // Canonically equal texts are equal Strings, so equal strings (as a row's text compared before).
        let composed = MeasuredString(key: "k", locale: "fr", text: "é", source: nil)
        let decomposed = MeasuredString(key: "k", locale: "fr", text: "e\u{301}", source: nil)
        #expect(composed == decomposed && composed.hashValue == decomposed.hashValue)
        for other in [
            MeasuredString(key: "title", locale: "fr", text: "Einstellungen", source: source),
            MeasuredString(key: "title", locale: "de", text: "Einstellung", source: source),
            MeasuredString(key: "title", locale: "de", text: "Einstellungen", source: nil),
            MeasuredString(key: "other", locale: "de", text: "Einstellungen", source: source),
        ] {
            #expect(a != other)
        }
    }

    @Test func sizesAreEqualByValueAndHashAlike() {
        let a = Self.size("Body", .large, 17)
        #expect(a == Self.size("Body", .large, 17) && a.hashValue == Self.size("Body", .large, 17).hashValue)
        #expect(a != Self.size("Title", .large, 17))
        #expect(a != Self.size("Body", .xLarge, 17))
        #expect(a != Self.size("Body", .large, 19))
        #expect(
            a
                != MeasuredSize(
                    style: "Body", platform: .ios, category: .ios(.large), sizeClass: .compact, pointSize: 17,
                    maxWidth: 343, maxLines: 2))
    }

    /// A row made from its fields and one made from shared parts are the same row; changing a
    /// field of one leaves the parts the other shares alone.
    @Test func rowsOverSharedPartsReadAndChangeLikeFields() {
        let string = MeasuredString(key: "k", locale: "en", text: "Hello", source: nil)
        let size = Self.size("Body", .large, 17)
        let shared = CheckResult(
            string: string, size: size, lineHeight: 22, width: 40, lineCount: 1, height: 22, status: .pass, reasons: [])
        let fields = CheckResult(
            style: "Body", platform: .ios, category: .ios(.large), sizeClass: nil, key: "k", locale: "en",
            text: "Hello", pointSize: 17, lineHeight: 22, width: 40, lineCount: 1, height: 22, maxWidth: 343,
            maxLines: 2, status: .pass, reasons: [])
        #expect(shared == fields && shared.hashValue == fields.hashValue)
        #expect(shared.verdict == nil && shared.reasonTexts.isEmpty)
        var changed = shared
        changed.key = "other"
        changed.category = .ios(.accessibility5)
        changed.reasons = [.text("too wide")]
        #expect(changed.key == "other" && changed.category == .ios(.accessibility5))
        #expect(changed.reasonTexts == ["too wide"])
        #expect(string.key == "k" && size.category == .ios(.large))
        #expect(shared.key == "k" && shared != changed)
    }

    /// Rows cycle through a style's sizes: the next size is found by identity; a size met
    /// before, out of turn or as another object equal to it, by its hash; an unknown one not.
    @Test func sizeMapFindsValuesInTurnAndOutOfTurn() {
        let sizes = [ContentSizeCategory.small, .medium, .large, .xLarge].enumerated().map {
            Self.size("Body", $0.element, 14 + Double($0.offset))
        }
        var map = SizeMap()
        for (index, size) in sizes.enumerated() {
            #expect(map.value(for: size) == nil)
            map.set(index * 10, for: size)
        }
        for _ in 0..<3 {
            #expect(sizes.map { map.value(for: $0) } == [0, 10, 20, 30])
        }
        #expect(map.value(for: sizes[2]) == 20)
        #expect(map.value(for: sizes[0]) == 0)
        #expect(map.value(for: Self.size("Body", .xLarge, 17)) == 30)
        #expect(map.value(for: Self.size("Body", .xLarge, 18)) == nil)
        #expect(map.value(for: Self.size("Title", .small, 14)) == nil)
        // Read where a row lies: the same answers, by identity or (another object) by value.
        func row(_ size: MeasuredSize) -> CheckResult {
            CheckResult(
                string: MeasuredString(key: "k", locale: "en", text: "t"), size: size, lineHeight: 20, width: 10,
                lineCount: 1, height: 20, status: .pass, reasons: [])
        }
        let rows = (sizes + [Self.size("Body", .small, 14), Self.size("Title", .small, 14)]).map(row)
        let found = rows.map { row in withUnsafePointer(to: row) { map.value(forSizeOf: $0) } }
        #expect(found == [0, 10, 20, 30, 0, nil])
    }
}
