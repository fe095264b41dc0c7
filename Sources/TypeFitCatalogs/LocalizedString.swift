/// One UI string in one locale, with where it came from.
public struct LocalizedString: Hashable, Sendable {
    /// The catalog key ("settings.save"; plural and device variations as "key[plural.one]").
    public var key: String
    /// BCP 47 locale ("de", "pt-BR"); pseudo-locales are "en-XA", "ar-XB" and the like.
    public var locale: String
    public var text: String
    public var file: String
    public var line: Int?

    public init(key: String, locale: String, text: String, file: String, line: Int? = nil) {
        self.key = key
        self.locale = locale
        self.text = text
        self.file = file
        self.line = line
    }
}
