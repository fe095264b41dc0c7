/// What decides how Flutter lays a `Text` out beyond its font, size and box: `TextStyle.height`
/// and its `leadingDistribution`, the paragraph's `TextHeightBehavior`, and the ellipsis
/// `TextOverflow.ellipsis` draws. Letter spacing and `maxLines` are the layout's own.
package struct FlutterTextStyle: Hashable, Sendable {
    /// `TextStyle.leadingDistribution`: how the space `height` adds is split.
    package enum LeadingDistribution: String, Hashable, Sendable, CaseIterable {
        /// Above and below in the proportion of the font's ascent and descent (Flutter's default).
        case proportional
        /// Half above, half below (Material 3's default text style).
        case even
    }

    /// `TextHeightBehavior`: whether `height` applies above the first line and below the last.
    package enum HeightBehavior: String, Hashable, Sendable, CaseIterable {
        case all
        case noFirstAscent = "no-first-ascent"
        case noLastDescent = "no-last-descent"
        case neither
    }

    /// `TextStyle.height`: the line height as a multiple of the font size; nil for the font's own
    /// (ascent + descent + line gap).
    package var height: Double?
    package var leadingDistribution: LeadingDistribution
    /// `TextHeightBehavior.applyHeightToFirstAscent`: false draws the first line's top at the
    /// font's own ascent.
    package var applyHeightToFirstAscent: Bool
    /// `TextHeightBehavior.applyHeightToLastDescent`: false ends the last line at the font's own descent.
    package var applyHeightToLastDescent: Bool
    /// The text `TextOverflow.ellipsis` draws at a cut (`maxLines`).
    package var ellipsis: String
    /// Whether the ellipsis was asked for itself (`overflow: TextOverflow.ellipsis`), not only
    /// drawn at a `maxLines` cut: without `maxLines` SkParagraph then lays out one line
    /// (`TextWrapper::breakTextIntoLines`: `hasEllipsis && unlimitedLines` is the last line).
    package var overflowEllipsis = false

    package init(
        height: Double? = nil, leadingDistribution: LeadingDistribution = .proportional,
        applyHeightToFirstAscent: Bool = true, applyHeightToLastDescent: Bool = true, ellipsis: String = "\u{2026}"
    ) {
        self.height = height
        self.leadingDistribution = leadingDistribution
        self.applyHeightToFirstAscent = applyHeightToFirstAscent
        self.applyHeightToLastDescent = applyHeightToLastDescent
        self.ellipsis = ellipsis
    }

    /// The two `TextHeightBehavior` flags as one setting.
    package var heightBehavior: HeightBehavior {
        get {
            switch (applyHeightToFirstAscent, applyHeightToLastDescent) {
            case (true, true): .all
            case (false, true): .noFirstAscent
            case (true, false): .noLastDescent
            case (false, false): .neither
            }
        }
        set {
            applyHeightToFirstAscent = newValue == .all || newValue == .noLastDescent
            applyHeightToLastDescent = newValue == .all || newValue == .noFirstAscent
        }
    }

    /// `text` as Flutter's engine hands it to SkParagraph: each tab replaced by a space
    /// (`ParagraphStyle.replaceTabCharacters`, which Flutter's engine sets), one for one, so
    /// grapheme indexes stay those of the original. A tab is a grapheme of its own, so a text
    /// has one when its bytes do (asked of the bytes, not grapheme by grapheme: a Flutter
    /// check asks it of every string).
    package static func replacingTabs(_ text: String) -> String {
        guard text.utf8.contains(0x09) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\t" ? " " : $0 }))
    }
}
