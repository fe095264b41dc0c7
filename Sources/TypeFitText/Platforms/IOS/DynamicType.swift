/// The 11 iOS text styles (UIKit `UIFont.TextStyle`).
package enum DynamicTypeStyle: String, CaseIterable, Hashable, Sendable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Parses the ids above and the other spellings people use: SwiftUI's `title` and `caption`,
    /// the HIG's "Subhead", "Large Title", "Title 1", any case, spaces, hyphens and underscores ignored.
    package init?(parsing text: String) {
        let key = normalizedName(text)
        let aliases: [String: DynamicTypeStyle] = ["title": .title1, "caption": .caption1, "subhead": .subheadline]
        if let style = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) ?? aliases[key] {
            self = style
        } else {
            return nil
        }
    }
}

/// The 12 iOS content-size categories, smallest first; `large` is the default.
package enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// UIKit's `UIContentSizeCategory` spelling (`extraSmall` … `accessibilityExtraExtraExtraLarge`).
    package var uiKitName: String {
        [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ][index]
    }

    /// Position from 0 (xSmall) to 11 (accessibility5).
    package var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Whether this is one of the five accessibility sizes (UIKit's `isAccessibilityCategory`).
    package var isAccessibilityCategory: Bool { self >= .accessibility1 }

    /// Parses the ids above, UIKit's spellings and `AX1`…`AX5`, in any case.
    package init?(parsing text: String) {
        let key = normalizedName(text)
        for category in Self.allCases {
            let names =
                [category.rawValue, category.uiKitName]
                + (category.isAccessibilityCategory ? ["ax\(category.index - 6)"] : [])
            if names.contains(where: { $0.lowercased() == key }) {
                self = category
                return
            }
        }
        return nil
    }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}

/// Lowercased, without spaces, hyphens and underscores.
func normalizedName(_ text: String) -> String {
    text.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
}
