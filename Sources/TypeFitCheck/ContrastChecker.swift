import TypeFitSupport

/// WCAG 2.2 text contrast for every style × size × theme that names colours. The ratio depends
/// only on the colours; the minimum depends on the scaled size, so a pair can fail at xSmall
/// and pass at accessibility5 once the text counts as large.
enum ContrastChecker {
    static func run(_ guide: StyleGuide) -> [ContrastResult] {
        var results: [ContrastResult] = []
        for style in guide.styles where !style.colors.isEmpty {
            let sizes = CheckPlan.sizes(for: style, guide: guide)
            for theme in guide.themes {
                guard let pair = style.colors[theme.name] else { continue }
                let background = pair.background.color.composited(over: theme.canvas)
                let foreground = pair.foreground.color.composited(over: background)
                let ratio = RGBAColor.contrastRatio(foreground, background)
                // Text spacing leaves the size, and so the contrast, as it is.
                for size in sizes where !size.textSpacing {
                    let large = size.platform.rules.isLargeText(size: size.pointSize, weight: style.weight.value)
                    let minimum = guide.contrastLevel.minimumRatio(largeText: large)
                    let passes = ratio >= minimum
                    let reasons: [Reason] =
                        passes
                        ? []
                        : [
                            .lowContrast(
                                ratio: ratio, minimum: minimum, level: guide.contrastLevel, largeText: large,
                                pointSize: size.pointSize)
                        ]
                    results.append(
                        ContrastResult(
                            style: style.name, theme: theme.name, platform: size.platform, category: size.category,
                            pointSize: size.pointSize,
                            weight: style.weight.value, largeText: large, foreground: pair.foreground.label,
                            background: pair.background.label,
                            foregroundDrawn: foreground.hex, backgroundDrawn: background.hex, ratio: ratio,
                            minimumRatio: minimum,
                            level: guide.contrastLevel, status: passes ? .pass : .fail, reasons: reasons))
                }
            }
        }
        return results
    }
}
