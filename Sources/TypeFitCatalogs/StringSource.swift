/// A string catalog to read.
package struct StringSource: Hashable, Sendable {
    package var path: String
    /// The locale of every string in it, when the file does not say.
    package var locale: String?
    /// How the app draws its texts' markup, each kind in turn (an app may draw `<a>` and
    /// `**bold**` alike); nil: the format's default (``CatalogMarkup/defaultFor(extension:)``).
    package var markup: [CatalogMarkup]?

    package init(path: String, locale: String? = nil, markup: [CatalogMarkup]? = nil) {
        self.path = path
        self.locale = locale
        self.markup = markup
    }
}

/// The worst-case text put in place of a placeholder.
package struct PlaceholderSamples: Hashable, Sendable {
    /// For `%@`, `%s`, `%1$@` and `{name}`.
    package var string: String
    /// For `%d`, `%i`, `%u`, `%ld`, `%lld`, `%1$d`.
    package var integer: String
    /// For `%f`, `%.2f`, `%g`.
    package var decimal: String

    package init(string: String = "Wwwwwwwwww", integer: String = "888888", decimal: String = "8888.88") {
        self.string = string
        self.integer = integer
        self.decimal = decimal
    }
}
