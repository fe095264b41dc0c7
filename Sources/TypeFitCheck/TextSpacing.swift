/// WCAG 2.2 success criterion 1.4.12 (Text Spacing): no loss of content when the reader sets
/// line height to at least 1.5 × the font size, letter spacing 0.12 ×, word spacing 0.16 × and
/// spacing after paragraphs 2 ×. A label is measured again with these, and fails when it no
/// longer fits its box.
enum TextSpacing {
    static let lineHeight = 1.5
    static let letterSpacing = 0.12
    static let wordSpacing = 0.16
    static let paragraphSpacing = 2.0

    /// The sentence a failing row adds.
    static let criterion =
        "under WCAG 1.4.12 text spacing (line height 1.5, letter spacing 0.12 em, word spacing 0.16 em, paragraph spacing 2 em)"
}
