import TypeFitBackend
import TypeFitSupport

/// The point size and line height of one style at every iOS category.
package struct IOSLadder: SizeLadder, Hashable {
    /// One iOS category.
    package struct Row: Hashable, Sendable, Encodable {
        package var category: ContentSizeCategory
        package var pointSize: Double
        /// nil only when the line height needs a font that was not given.
        package var lineHeight: Double?

        enum CodingKeys: String, CodingKey { case category, pointSize, lineHeight }

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(category, forKey: .category)
            try container.encode(pointSize, forKey: .pointSize)
            try container.encodeAlways(lineHeight, forKey: .lineHeight)
        }
    }

    package var rows: [Row]

    /// Every category of `style`, with its line height (using `font` for a font line-height rule).
    package init(_ style: ScaledTextStyle, sizeClass: SizeClass = .compact, font: FaceMetrics? = nil) {
        rows = ContentSizeCategory.allCases.map {
            Row(
                category: $0, pointSize: style.pointSize(at: $0, sizeClass: sizeClass),
                lineHeight: style.lineHeight(at: $0, sizeClass: sizeClass, font: font))
        }
    }

    package func table(caption: String) -> String {
        var table = TextTable(header: ["CATEGORY", "UIKIT NAME", "POINT SIZE", "LINE HEIGHT"], rightAligned: [2, 3])
        table.rows = rows.map {
            [
                $0.category.rawValue, $0.category.uiKitName, formatted($0.pointSize, decimals: 2),
                $0.lineHeight.map { formatted($0, decimals: 2) } ?? "-",
            ]
        }
        return caption + "\n\n" + table.render()
    }

    package func csv() -> String {
        Self.csv(
            ["category,pointSize,lineHeight"]
                + rows.map { "\($0.category.rawValue),\($0.pointSize),\($0.lineHeight.map { "\($0)" } ?? "")" })
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: LadderCodingKeys.self)
        try container.encode("ios", forKey: .platform)
        try container.encode(rows, forKey: .rows)
    }
}

/// A layout value scaled along a style's curve at every iOS category (`scaledValue(for:)`).
package struct IOSValueLadder: SizeLadder, Hashable {
    package struct Row: Hashable, Sendable, Codable {
        package var category: ContentSizeCategory
        package var value: Double
    }

    package var rows: [Row]

    /// `value` at every category along `scaler`'s curve.
    package init(_ value: Double, scaler: FontMetricsScaler) {
        rows = ContentSizeCategory.allCases.map { Row(category: $0, value: scaler.scaledValue(value, at: $0)) }
    }

    package func table(caption: String) -> String {
        var table = TextTable(header: ["CATEGORY", "UIKIT NAME", "VALUE"], rightAligned: [2])
        table.rows = rows.map { [$0.category.rawValue, $0.category.uiKitName, formatted($0.value, decimals: 2)] }
        return caption + "\n\n" + table.render()
    }

    package func csv() -> String {
        Self.csv(["category,value"] + rows.map { "\($0.category.rawValue),\($0.value)" })
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: LadderCodingKeys.self)
        try container.encode("ios", forKey: .platform)
        try container.encode(rows, forKey: .rows)
    }
}
