import Foundation
import TestSupport
import Testing
@testable import TypeFitText

/// Every cell of the generated table against the HIG CSV it was generated from.
@Suite struct DynamicTypeTableTests {
    struct Row {
        var style: String, category: String, pointSize: Double, leading: Double, weight: Int, emphasized: Int
    }

    static let rows: [Row] = {
        guard let text = try? String(contentsOf: Fixtures.url("reference/ios-text-styles.csv"), encoding: .utf8) else {
            return []
        }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: ",").map(String.init)
            guard fields.count == 6, let size = Double(fields[2]), let leading = Double(fields[3]),
                let weight = Int(fields[4]), let emphasized = Int(fields[5])
            else { return nil }
            return Row(
                style: fields[0], category: fields[1], pointSize: size, leading: leading, weight: weight,
                emphasized: emphasized)
        }
    }()

    @Test func csvHasAllCells() {
        #expect(Self.rows.count == 132)
    }

    @Test func everyCellMatchesTheCSV() throws {
        for row in Self.rows {
            let style = try #require(DynamicTypeStyle(rawValue: row.style))
            let category = try #require(ContentSizeCategory(rawValue: row.category))
            #expect(DynamicTypeTable.pointSize(style, category) == row.pointSize, "\(row.style) \(row.category)")
            #expect(DynamicTypeTable.leading(style, category) == row.leading, "\(row.style) \(row.category)")
            #expect(DynamicTypeTable.weight(style) == row.weight)
            #expect(DynamicTypeTable.emphasizedWeight(style) == row.emphasized)
        }
    }

    @Test func landmarks() {
        #expect(DynamicTypeTable.pointSize(.body, .large) == 17)
        #expect(DynamicTypeTable.pointSize(.body, .accessibility5) == 53)
        #expect(DynamicTypeTable.leading(.body, .large) == 22)
        #expect(DynamicTypeTable.pointSize(.caption2, .accessibility5) == 40)
        #expect(DynamicTypeTable.weight(.headline) == 600)
    }

    @Test(arguments: [
        ("xSmall", ContentSizeCategory.xSmall), ("extraSmall", .xSmall), ("XS", nil), ("large", .large), ("L", nil),
        ("extraLarge", .xLarge), ("xxxLarge", .xxxLarge), ("extraExtraExtraLarge", .xxxLarge), ("AX1", .accessibility1),
        ("ax5", .accessibility5), ("accessibilityMedium", .accessibility1),
        ("accessibilityExtraExtraExtraLarge", .accessibility5),
        ("accessibility3", .accessibility3), ("accessibility-extra-large", .accessibility3), ("huge", nil),
    ])
    func categorySpellings(text: String, category: ContentSizeCategory?) {
        #expect(ContentSizeCategory(parsing: text) == category)
    }

    @Test(arguments: [
        ("body", DynamicTypeStyle.body), ("largeTitle", .largeTitle), ("Large Title", .largeTitle), ("title", .title1),
        ("title1", .title1), ("Title 2", .title2), ("caption", .caption1), ("caption2", .caption2),
        ("subhead", .subheadline),
        ("SUBHEADLINE", .subheadline), ("display", nil),
    ])
    func styleSpellings(text: String, style: DynamicTypeStyle?) {
        #expect(DynamicTypeStyle(parsing: text) == style)
    }

    @Test func categoryOrderAndAccessibility() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.xxxLarge < .accessibility1)
        #expect(!ContentSizeCategory.xxxLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.accessibility1.isAccessibilityCategory)
        #expect(ContentSizeCategory.accessibility5.uiKitName == "accessibilityExtraExtraExtraLarge")
    }
}
