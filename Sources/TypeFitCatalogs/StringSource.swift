/// A string catalog to read.
public struct StringSource: Hashable, Sendable {
    public var path: String
    /// The locale of every string in it, when the file does not say.
    public var locale: String?

    public init(path: String, locale: String? = nil) {
        self.path = path
        self.locale = locale
    }
}

/// The worst-case text put in place of a placeholder.
public struct PlaceholderSamples: Hashable, Sendable {
    /// For `%@`, `%s`, `%1$@` and `{name}`.
    public var string: String
    /// For `%d`, `%i`, `%u`, `%ld`, `%lld`, `%1$d`.
    public var integer: String
    /// For `%f`, `%.2f`, `%g`.
    public var decimal: String

    public init(string: String = "Wwwwwwwwww", integer: String = "888888", decimal: String = "8888.88") {
        self.string = string
        self.integer = integer
        self.decimal = decimal
    }
}
