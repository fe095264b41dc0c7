import TypeFitSupport

/// Markup left in a text after every format's placeholders and plural rules are expanded —
/// `{{SITENAME}}`, an unresolved `%#@name@`, `{n, unknownType}` — would be measured as its
/// literal characters; it is named in a note (key and locale) so the catalog can be fixed.
enum UnknownMarkup {
    /// The first unknown markup in `text` after placeholders are filled (`{{name}}` is one, a
    /// template's parameter), or nil.
    static func find(in text: String) -> String? {
        // Most texts: no markup to look for.
        guard text.containsBytes("{") || text.containsBytes("#@") else { return nil }
        // Before the placeholders are filled: `%1$#@name@` would become a sample and "name@".
        if let variable = text.firstMatch(of: /%(?:[0-9]+\$)?#@[^@]*@?/) { return String(variable.output.prefix(40)) }
        let filled = Placeholders.fill(text, with: PlaceholderSamples())
        for (open, close) in [("{{", "}}")] {
            if let start = filled.range(of: open) {
                let end = filled[start.upperBound...].range(of: close)?.upperBound ?? filled.endIndex
                return String(filled[start.lowerBound..<end].prefix(40))
            }
        }
        if let start = filled.firstIndex(of: "{"), let end = filled[start...].firstIndex(of: "}"),
            filled[start..<end].contains(",")
        {
            return String(filled[start...end].prefix(40))
        }
        return nil
    }

    /// One note for every string with unknown markup (the first few named).
    static func note(_ strings: [LocalizedString]) -> String? {
        let found = strings.compactMap { string in
            find(in: string.text).map { _ in
                "\(string.key) (\(string.locale)): \"\(string.text.count > 60 ? String(string.text.prefix(59)) + "…" : string.text)\""
            }
        }
        guard !found.isEmpty else { return nil }
        return
            "\(found.count) string\(found.count == 1 ? "" : "s") with markup typefit does not know \(found.count == 1 ? "is" : "are") measured as written: "
            + found.prefix(5).joined(separator: "; ") + (found.count > 5 ? "; …" : "")
    }
}
