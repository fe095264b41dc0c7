/// Apple's published iOS/iPadOS Dynamic Type table (HIG, Typography › Specifications): point size
/// and leading (baseline-to-baseline line height) for every text style × content-size category,
/// and the default and emphasized weights of each style.
package enum DynamicTypeTable {
    struct Cell {
        let pointSize: Double
        let leading: Double
        init(_ pointSize: Double, _ leading: Double) {
            self.pointSize = pointSize
            self.leading = leading
        }
    }

    /// The point size of `style` at `category` (17 for body at large).
    package static func pointSize(_ style: DynamicTypeStyle, _ category: ContentSizeCategory) -> Double {
        cells(style)[category.index].pointSize
    }

    /// The leading (line height) of `style` at `category` (22 for body at large).
    package static func leading(_ style: DynamicTypeStyle, _ category: ContentSizeCategory) -> Double {
        cells(style)[category.index].leading
    }

    /// The default weight of `style` (Regular 400; Headline Semibold 600).
    package static func weight(_ style: DynamicTypeStyle) -> Int { weights(style).regular }

    /// The weight the bold trait gives `style` (`.bold()` in SwiftUI).
    package static func emphasizedWeight(_ style: DynamicTypeStyle) -> Int { weights(style).emphasized }
}
