import TypeFitSupport

extension Checker {
    /// The models behind the report's numbers, by key: each platform's scaling sentence
    /// (``TextPlatform/scalingModel(_:)``) and the rest.
    static func models(_ guide: StyleGuide) -> [String: String] {
        var models = [
            "shaping": "HarfBuzz at unitsPerEm scale, no hinting; widths in Double, rounded only when printed",
            "lineBreaking":
                "ICU UAX #14 opportunities for the string's locale, greedy fill, trailing spaces not counted",
            "lineHeight":
                "\(guide.lineHeightModel?.rawValue ?? "apple on iOS, android on Android") unless a style sets lineHeight",
            "warnMargin": "\(compactNumber(guide.warnMargin * 100))%",
            "rows":
                "elements' single-line widths plus spacing (scaled along its curve) against the container before switchAt; stacked heights (text wrapped to the container) against maxHeight from switchAt on",
            "contrast":
                "WCAG 2.2 contrast ratio of relative luminances, unrounded; background composited over the theme's canvas and text over that; large text ≥ 18 pt or ≥ 14 pt at weight ≥ 700 (iOS points read as CSS px; web sizes, in CSS px, from 24 px or 18.67 px); level \(guide.contrastLevel.rawValue)",
        ]
        for platform in PlatformID.allCases {
            models[platform.rules.scalingModelKey] = platform.rules.scalingModel(guide)
            models.merge(platform.rules.layoutModels(guide)) { first, _ in first }
        }
        return models
    }
}

extension CheckResult {
    /// A row for something that could not be measured at all (a font refused by isolation, a
    /// string over the caps): failed, with the reason.
    static func error(style: String, _ reason: Reason) -> CheckResult {
        CheckResult(
            style: style, platform: .ios, category: .every, sizeClass: nil, key: "-", locale: "-", text: "",
            pointSize: 0,
            lineHeight: 0, width: 0, lineCount: 0, height: 0, maxWidth: nil, maxLines: nil, status: .fail,
            reasons: [reason])
    }
}
