import TypeFitCheck
import TypeFitSupport
import TypeFitText

/// The table and CSV forms of a ``Ladder``.
package enum LadderText {
    /// A table with two decimals, under `caption` (the model behind the numbers).
    package static func table(_ ladder: Ladder, caption: String) -> String {
        var table: TextTable
        switch ladder {
        case let .ios(rows):
            table = TextTable(header: ["CATEGORY", "UIKIT NAME", "POINT SIZE", "LINE HEIGHT"], rightAligned: [2, 3])
            table.rows = rows.map {
                [
                    $0.category.rawValue, $0.category.uiKitName, formatted($0.pointSize, decimals: 2),
                    $0.lineHeight.map { formatted($0, decimals: 2) } ?? "-",
                ]
            }
        case let .iosValues(rows):
            table = TextTable(header: ["CATEGORY", "UIKIT NAME", "VALUE"], rightAligned: [2])
            table.rows = rows.map { [$0.category.rawValue, $0.category.uiKitName, formatted($0.value, decimals: 2)] }
        case let .android(sp, rows):
            table = TextTable(header: ["SCALE", "DP", "DP / SP"], rightAligned: [0, 1, 2])
            table.rows = rows.map {
                [
                    compactNumber($0.scale), formatted($0.pointSize, decimals: 2),
                    sp == 0 ? "-" : formatted($0.pointSize / sp, decimals: 3),
                ]
            }
        case let .flutter(size, rows):
            table = TextTable(header: ["TEXT SCALE", "PX", "× SIZE", "LINE HEIGHT"], rightAligned: [1, 2, 3])
            table.rows = rows.map {
                [
                    $0.scale, formatted($0.pointSize, decimals: 2),
                    size == 0 ? "-" : formatted($0.pointSize / size, decimals: 3),
                    $0.lineHeight.map { formatted($0, decimals: 0) } ?? "-",
                ]
            }
        }
        return caption + "\n\n" + table.render()
    }

    /// RFC 4180 CSV with a header row; numbers at full precision.
    package static func csv(_ ladder: Ladder) -> String {
        var lines: [String]
        switch ladder {
        case let .ios(rows):
            lines =
                ["category,pointSize,lineHeight"]
                + rows.map { "\($0.category.rawValue),\($0.pointSize),\($0.lineHeight.map { "\($0)" } ?? "")" }
        case let .iosValues(rows):
            lines = ["category,value"] + rows.map { "\($0.category.rawValue),\($0.value)" }
        case let .android(_, rows):
            lines = ["scale,pointSize"] + rows.map { "\($0.scale),\($0.pointSize)" }
        case let .flutter(_, rows):
            lines =
                ["textScale,pointSize,lineHeight"]
                + rows.map { "\($0.scale),\($0.pointSize),\($0.lineHeight.map { "\($0)" } ?? "")" }
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

}

extension ScaledTextStyle {
    /// One paragraph naming the model behind the ladder's numbers.
    package func caption(sizeClass: SizeClass) -> String {
        var parts: [String] = []
        let base = "base \(compactNumber(baseSize(for: sizeClass))) pt at Large (\(sizeClass.rawValue) width)"
        switch scaler.curve {
        case let .textStyle(style):
            let formula =
                scaler.model == .size
                ? "base × S(\(style.rawValue), c) / S(\(style.rawValue), large), the HIG point-size ratio"
                : "base × L(\(style.rawValue), c) / L(\(style.rawValue), large), the HIG leading ratio"
            parts.append(
                "iOS Dynamic Type: \(style.rawValue) curve, \(base); model \(scaler.model.rawValue): \(formula) (an approximation of UIFontMetrics)"
            )
        case .fixed:
            parts.append("iOS fixed size (no Dynamic Type scaling): \(base)")
        }
        if let maximumPointSize { parts.append("maximumPointSize \(compactNumber(maximumPointSize))") }
        if let minimumPointSize { parts.append("minimum \(compactNumber(minimumPointSize)) pt") }
        if scaler.categoryRange != ContentSizeCategory.xSmall ... .accessibility5 {
            parts.append(
                "categories clamped to \(scaler.categoryRange.lowerBound.rawValue)…\(scaler.categoryRange.upperBound.rawValue)"
            )
        }
        switch lineHeight {
        case .textStyleLeading:
            let style = if case let .textStyle(style) = scaler.curve { style.rawValue } else { "body at Large" }
            parts.append("line height: the HIG leading/size ratio of \(style) × point size")
        case let .font(model): parts.append("line height: the font's own, \(model.rawValue) rule")
        case let .multiplier(factor): parts.append("line height: \(compactNumber(factor)) × point size")
        case let .points(points):
            parts.append("line height: \(compactNumber(points)) pt at Large, scaled with the point size")
        }
        return parts.joined(separator: "; ") + "."
    }
}

extension AndroidFontScale {
    /// One sentence naming the model behind an Android ladder.
    package static func caption(sp: Double) -> String {
        "Android font scale: \(compactNumber(sp)) sp in dp, Android 14 FontScaleConverterFactory (linear below 1.13, non-linear tables from 1.15)."
    }
}
