/// One UI string in one locale, with where it came from.
package struct LocalizedString: Hashable, Sendable {
    /// The catalog key ("settings.save"; plural and device variations as "key[plural.one]").
    package var key: String
    /// BCP 47 locale ("de", "pt-BR"); pseudo-locales are "en-XA", "ar-XB" and the like.
    package var locale: String
    package var text: String
    package var file: String
    package var line: Int?

    package init(key: String, locale: String, text: String, file: String, line: Int? = nil) {
        self.key = key
        self.locale = locale
        self.text = text
        self.file = file
        self.line = line
    }
}
