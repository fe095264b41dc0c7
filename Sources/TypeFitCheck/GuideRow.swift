import TypeFitText

/// A row of a layout: elements side by side in a container (a table cell, a toolbar), which
/// must fit on one line at the sizes where the app keeps it horizontal, and may switch to a
/// vertical stack from a category on (as UIStackView code does with `isAccessibilityCategory`).
package struct GuideRow: Hashable, Sendable {
    package var name: String
    /// The container's width in points.
    package var width: Double
    /// Space between elements in points at Large.
    package var spacing: Double
    /// The curve the spacing scales along (`UIFontMetrics.scaledValue(for:)`); `fixed` keeps it.
    package var spacingScalesWith: ScalingCurve
    /// The first category at which the app stacks the elements vertically.
    package var switchAt: ContentSizeCategory
    /// The tallest the vertical stack may be (a cell height), when set.
    package var maxHeight: Double?
    package var elements: [Element]
    /// Where the row is declared (line in the guide), for messages.
    package var line: Int?

    /// One element of a row.
    package enum Element: Hashable, Sendable {
        /// Text in a style of the guide.
        case text(style: String, text: String)
        /// A catalog string in a style, in every locale that has it.
        case string(style: String, key: String)
        /// Something of a fixed size (an icon, a switch).
        case fixed(width: Double, height: Double)

        /// The style it is set in, if it is text.
        package var style: String? {
            switch self {
            case let .text(style, _), let .string(style, _): style
            case .fixed: nil
            }
        }
    }

    package init(
        name: String, width: Double, spacing: Double = 8, spacingScalesWith: ScalingCurve = .fixed,
        switchAt: ContentSizeCategory = .accessibility1, maxHeight: Double? = nil, elements: [Element], line: Int? = nil
    ) {
        self.name = name
        self.width = width
        self.spacing = spacing
        self.spacingScalesWith = spacingScalesWith
        self.switchAt = switchAt
        self.maxHeight = maxHeight
        self.elements = elements
        self.line = line
    }
}
