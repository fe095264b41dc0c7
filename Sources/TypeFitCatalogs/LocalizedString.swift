import TypeFitSupport

/// One UI string in one locale, with where it came from.
package struct LocalizedString: Hashable, Sendable {
    /// The catalog key ("settings.save"; plural and device variations as "key[plural.one]").
    package var key: String
    /// BCP 47 locale ("de", "pt-BR"); pseudo-locales are "en-XA", "ar-XB" and the like.
    package var locale: String
    package var text: String
    package var file: String
    /// The 1-based line of the text's value in `file` (of the form, in a plural's case).
    package var line: Int?
    /// The 1-based column of the value, where the format has one (JSON, `.arb`, `.xcstrings`).
    package var column: Int?

    package init(key: String, locale: String, text: String, file: String, line: Int? = nil, column: Int? = nil) {
        self.key = key
        self.locale = locale
        self.text = text
        self.file = file
        self.line = line
        self.column = column
    }

    /// Where the text is written.
    package var source: FileLocation { FileLocation(file: file, line: line, column: column) }
}
