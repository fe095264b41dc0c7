import TypeFitBackend

/// A size ladder: the point size (and line height) of one style at every iOS category, or of one
/// sp size at every Android font scale.
package enum Ladder: Hashable, Sendable {
    case ios([IOSRow])
    case iosValues([IOSValueRow])
    case android(sp: Double, rows: [AndroidRow])
    case flutter(size: Double, rows: [FlutterRow])

    /// One iOS category.
    package struct IOSRow: Hashable, Sendable, Codable {
        package var category: ContentSizeCategory
        package var pointSize: Double
        /// nil only when the line height needs a font that was not given.
        package var lineHeight: Double?
    }

    /// One iOS category of a layout value scaled along the curve (`scaledValue(for:)`).
    package struct IOSValueRow: Hashable, Sendable, Codable {
        package var category: ContentSizeCategory
        package var value: Double
    }

    /// One Android font scale; `pointSize` is in dp.
    package struct AndroidRow: Hashable, Sendable, Codable {
        package var scale: Double
        package var pointSize: Double
    }

    /// One Flutter text scale: the size in logical px, and the line height SkParagraph gives one
    /// line of the font (when a font was given).
    package struct FlutterRow: Hashable, Sendable, Codable {
        package var scale: String
        package var pointSize: Double
        package var lineHeight: Double?
    }

    /// A style of `size` logical px at each of `scales`, its line with `font` and `style`.
    package static func flutter(
        size: Double, scales: [FlutterTextScale], font: FaceMetrics? = nil, style: FlutterTextStyle = FlutterTextStyle()
    ) -> Ladder {
        .flutter(
            size: size,
            rows: scales.map { scale in
                let scaled = scale.scale(size)
                return FlutterRow(
                    scale: scale.description, pointSize: scaled,
                    lineHeight: font.map { SkParagraphLayout.lineHeight($0, size: scaled, style: style) })
            })
    }

    /// Every category of `style`, with its line height (using `font` for a font line-height rule).
    package static func ios(_ style: ScaledTextStyle, sizeClass: SizeClass = .compact, font: FaceMetrics? = nil)
        -> Ladder
    {
        .ios(
            ContentSizeCategory.allCases.map {
                IOSRow(
                    category: $0, pointSize: style.pointSize(at: $0, sizeClass: sizeClass),
                    lineHeight: style.lineHeight(at: $0, sizeClass: sizeClass, font: font))
            })
    }

    /// A layout value at every category along `scaler`'s curve.
    package static func iosValues(_ value: Double, scaler: FontMetricsScaler) -> Ladder {
        .iosValues(
            ContentSizeCategory.allCases.map { IOSValueRow(category: $0, value: scaler.scaledValue(value, at: $0)) })
    }

    /// `sp` at each Android font scale, in dp.
    package static func android(sp: Double, scales: [Double] = AndroidFontScale.settingsSteps) -> Ladder {
        .android(
            sp: sp, rows: scales.map { AndroidRow(scale: $0, pointSize: AndroidFontScale.dp(forSp: sp, fontScale: $0)) }
        )
    }
}

extension Ladder: Encodable {
    enum CodingKeys: String, CodingKey { case platform, rows }

    /// `{"platform":"ios","rows":[{"category","pointSize","lineHeight"}]}`, or rows
    /// `{"category","value"}` for a layout value, or `{"platform":"android","rows":[{"scale","pointSize"}]}`.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .ios(rows):
            try container.encode("ios", forKey: .platform)
            try container.encode(rows, forKey: .rows)
        case let .iosValues(rows):
            try container.encode("ios", forKey: .platform)
            try container.encode(rows, forKey: .rows)
        case let .android(_, rows):
            try container.encode("android", forKey: .platform)
            try container.encode(rows, forKey: .rows)
        case let .flutter(_, rows):
            try container.encode("flutter", forKey: .platform)
            try container.encode(rows, forKey: .rows)
        }
    }
}

extension Ladder.IOSRow {
    enum CodingKeys: String, CodingKey { case category, pointSize, lineHeight }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(category, forKey: .category)
        try container.encode(pointSize, forKey: .pointSize)
        try container.encodeAlways(lineHeight, forKey: .lineHeight)
    }
}
