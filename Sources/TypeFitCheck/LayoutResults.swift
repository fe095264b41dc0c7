import TypeFitText
/// A row of a layout at one category and locale: the width its elements need side by side, the
/// height they need stacked, the arrangement the app uses there, and the verdict.
package struct RowResult: Hashable, Sendable {
    package enum Axis: String, Hashable, Sendable, Codable {
        case horizontal, vertical
    }

    package var row: String
    /// An iOS category (`every` for a row with no text to measure).
    package var category: SizeCategory
    package var locale: String
    /// The elements side by side: their widths plus the (scaled) spacing, points.
    package var horizontalWidth: Double
    package var containerWidth: Double
    /// The elements stacked (text wrapped to the container): heights plus spacing, points.
    package var verticalHeight: Double
    package var maxHeight: Double?
    /// The arrangement at this category: vertical from the row's `switchAt` on.
    package var axis: Axis
    /// The first category (of those checked) at which the elements no longer fit side by side in
    /// this locale: where the row must switch to a vertical axis; nil when they always fit.
    package var switchCategory: ContentSizeCategory?
    package var status: CheckStatus
    package var reasons: [Reason]

    package init(
        row: String, category: SizeCategory, locale: String, horizontalWidth: Double, containerWidth: Double,
        verticalHeight: Double,
        maxHeight: Double?, axis: Axis, switchCategory: ContentSizeCategory?, status: CheckStatus, reasons: [Reason]
    ) {
        self.row = row
        self.category = category
        self.locale = locale
        self.horizontalWidth = horizontalWidth
        self.containerWidth = containerWidth
        self.verticalHeight = verticalHeight
        self.maxHeight = maxHeight
        self.axis = axis
        self.switchCategory = switchCategory
        self.status = status
        self.reasons = reasons
    }
}

/// A style's colour pair in one theme at one size: the WCAG 2.2 contrast ratio against the
/// minimum for that size (large text from 18 pt, or 14 pt at weight 700).
package struct ContrastResult: Hashable, Sendable {
    package var style: String
    package var theme: String
    package var platform: PlatformID
    package var category: SizeCategory
    package var pointSize: Double
    package var weight: Int
    package var largeText: Bool
    /// The colours as the guide names them (palette names or hex).
    package var foreground: String
    package var background: String
    /// The colours as drawn: alpha composited (background over the theme's canvas, text over that).
    package var foregroundDrawn: String
    package var backgroundDrawn: String
    /// Unrounded.
    package var ratio: Double
    package var minimumRatio: Double
    package var level: ContrastLevel
    package var status: CheckStatus
    package var reasons: [Reason]

    package init(
        style: String, theme: String, platform: PlatformID, category: SizeCategory, pointSize: Double,
        weight: Int, largeText: Bool,
        foreground: String, background: String, foregroundDrawn: String, backgroundDrawn: String, ratio: Double,
        minimumRatio: Double,
        level: ContrastLevel, status: CheckStatus, reasons: [Reason]
    ) {
        self.style = style
        self.theme = theme
        self.platform = platform
        self.category = category
        self.pointSize = pointSize
        self.weight = weight
        self.largeText = largeText
        self.foreground = foreground
        self.background = background
        self.foregroundDrawn = foregroundDrawn
        self.backgroundDrawn = backgroundDrawn
        self.ratio = ratio
        self.minimumRatio = minimumRatio
        self.level = level
        self.status = status
        self.reasons = reasons
    }
}
