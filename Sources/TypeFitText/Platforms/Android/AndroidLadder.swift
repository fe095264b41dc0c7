import TypeFitSupport

/// One sp size at every Android font scale, in dp.
package struct AndroidLadder: SizeLadder, Hashable {
    /// One Android font scale; `pointSize` is in dp.
    package struct Row: Hashable, Sendable, Codable {
        package var scale: Double
        package var pointSize: Double
    }

    package var sp: Double
    package var rows: [Row]

    /// `sp` at each of `scales`, in dp.
    package init(sp: Double, scales: [Double] = AndroidFontScale.settingsSteps) {
        self.sp = sp
        rows = scales.map { Row(scale: $0, pointSize: AndroidFontScale.dp(forSp: sp, fontScale: $0)) }
    }

    package func table(caption: String) -> String {
        var table = TextTable(header: ["SCALE", "DP", "DP / SP"], rightAligned: [0, 1, 2])
        table.rows = rows.map {
            [
                compactNumber($0.scale), formatted($0.pointSize, decimals: 2),
                sp == 0 ? "-" : formatted($0.pointSize / sp, decimals: 3),
            ]
        }
        return caption + "\n\n" + table.render()
    }

    package func csv() -> String {
        Self.csv(["scale,pointSize"] + rows.map { "\($0.scale),\($0.pointSize)" })
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: LadderCodingKeys.self)
        try container.encode("android", forKey: .platform)
        try container.encode(rows, forKey: .rows)
    }
}

extension AndroidFontScale {
    /// One sentence naming the model behind an Android ladder.
    package static func caption(sp: Double) -> String {
        "Android font scale: \(compactNumber(sp)) sp in dp, Android 14 FontScaleConverterFactory (linear below 1.13, non-linear tables from 1.15)."
    }
}
