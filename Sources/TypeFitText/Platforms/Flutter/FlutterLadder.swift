import TypeFitBackend
import TypeFitSupport

/// A Flutter style's size at each text scale, in logical px, with the line height SkParagraph
/// gives one line of the font (when a font was given).
package struct FlutterLadder: SizeLadder, Hashable {
    package struct Row: Hashable, Sendable, Codable {
        package var scale: String
        package var pointSize: Double
        package var lineHeight: Double?
    }

    package var size: Double
    package var rows: [Row]

    /// A style of `size` logical px at each of `scales`, its line with `font` and `style`.
    package init(
        size: Double, scales: [FlutterTextScale], font: FaceMetrics? = nil, style: FlutterTextStyle = FlutterTextStyle()
    ) {
        self.size = size
        rows = scales.map { scale in
            let scaled = scale.scale(size)
            return Row(
                scale: scale.description, pointSize: scaled,
                lineHeight: font.map { SkParagraphLayout.lineHeight($0, size: scaled, style: style) })
        }
    }

    package func table(caption: String) -> String {
        var table = TextTable(header: ["TEXT SCALE", "PX", "× SIZE", "LINE HEIGHT"], rightAligned: [1, 2, 3])
        table.rows = rows.map {
            [
                $0.scale, formatted($0.pointSize, decimals: 2),
                size == 0 ? "-" : formatted($0.pointSize / size, decimals: 3),
                $0.lineHeight.map { formatted($0, decimals: 0) } ?? "-",
            ]
        }
        return caption + "\n\n" + table.render()
    }

    package func csv() -> String {
        Self.csv(
            ["textScale,pointSize,lineHeight"]
                + rows.map { "\($0.scale),\($0.pointSize),\($0.lineHeight.map { "\($0)" } ?? "")" })
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: LadderCodingKeys.self)
        try container.encode("flutter", forKey: .platform)
        try container.encode(rows, forKey: .rows)
    }
}
