/// Material 3's text theme as Flutter ships it: `Typography.englishLike2021` (with
/// `material2021`'s colours and families, which do not change sizes), from Flutter's
/// `packages/flutter/lib/src/material/typography.dart`. Every style has even leading
/// (`TextLeadingDistribution.even`) and a height; sizes and letter spacing in logical px.
package enum MaterialTextTheme {
    /// One style of the theme.
    package struct Style: Hashable, Sendable {
        package var name: String
        package var size: Double
        package var weight: Int
        package var letterSpacing: Double
        package var height: Double
    }

    /// The 15 styles, largest first, as `TextTheme` names them.
    package static let styles: [Style] = [
        Style(name: "displayLarge", size: 57, weight: 400, letterSpacing: -0.25, height: 1.12),
        Style(name: "displayMedium", size: 45, weight: 400, letterSpacing: 0, height: 1.16),
        Style(name: "displaySmall", size: 36, weight: 400, letterSpacing: 0, height: 1.22),
        Style(name: "headlineLarge", size: 32, weight: 400, letterSpacing: 0, height: 1.25),
        Style(name: "headlineMedium", size: 28, weight: 400, letterSpacing: 0, height: 1.29),
        Style(name: "headlineSmall", size: 24, weight: 400, letterSpacing: 0, height: 1.33),
        Style(name: "titleLarge", size: 22, weight: 400, letterSpacing: 0, height: 1.27),
        Style(name: "titleMedium", size: 16, weight: 500, letterSpacing: 0.15, height: 1.50),
        Style(name: "titleSmall", size: 14, weight: 500, letterSpacing: 0.1, height: 1.43),
        Style(name: "labelLarge", size: 14, weight: 500, letterSpacing: 0.1, height: 1.43),
        Style(name: "labelMedium", size: 12, weight: 500, letterSpacing: 0.5, height: 1.33),
        Style(name: "labelSmall", size: 11, weight: 500, letterSpacing: 0.5, height: 1.45),
        Style(name: "bodyLarge", size: 16, weight: 400, letterSpacing: 0.5, height: 1.50),
        Style(name: "bodyMedium", size: 14, weight: 400, letterSpacing: 0.25, height: 1.43),
        Style(name: "bodySmall", size: 12, weight: 400, letterSpacing: 0.4, height: 1.33),
    ]

    /// The style named `name` ("bodyLarge"; "body large" and "Body Large" too).
    package static func style(_ name: String) -> Style? {
        let key = name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        return styles.first { $0.name.lowercased() == key }
    }
}
