/// gettext `.po` catalogs: `msgctxt`, `msgid`, `msgid_plural`, `msgstr` and `msgstr[n]` with
/// continuation lines and C escapes. Keys are `msgid` (or `msgctxt|msgid`); plural forms are
/// `key[plural.N]`. Untranslated entries are skipped (the app shows the source text); the
/// locale comes from the header's `Language:` unless the guide gives one.
enum GettextStrings {
    static func read(_ path: String, locale given: String?) throws(InputError) -> [LocalizedString] {
        let lines = try readText(path, maximumSize: StringCatalogReader.maximumFileSize).split(separator: "\n", omittingEmptySubsequences: false)
        var entries: [Entry] = []
        var current = Entry()
        var field: String?
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") {
                if line.isEmpty, current.hasContent {
                    entries.append(current)
                    current = Entry()
                    field = nil
                }
                continue
            }
            if line.hasPrefix("\"") {
                guard let name = field else { throw InputError(file: path, line: number, message: "a continuation line outside an entry") }
                current.fields[name, default: ""] += try unquote(line, path, number)
                continue
            }
            guard let space = line.firstIndex(of: " ") else { throw InputError(file: path, line: number, message: "expected a keyword and a quoted string") }
            let keyword = String(line[..<space])
            guard keyword == "msgctxt" || keyword == "msgid" || keyword == "msgid_plural" || keyword.hasPrefix("msgstr") else {
                throw InputError(file: path, line: number, message: "unknown keyword \(keyword)")
            }
            if keyword == "msgctxt" || (keyword == "msgid" && current.fields["msgid"] != nil) {
                if current.hasContent { entries.append(current) }
                current = Entry()
            }
            if current.line == nil { current.line = number }
            field = keyword
            current.fields[keyword] = try unquote(line[line.index(after: space)...].trimmingCharacters(in: .whitespaces), path, number)
        }
        if current.hasContent { entries.append(current) }

        var locale = given
        if locale == nil, let header = entries.first(where: { $0.fields["msgid"] == "" })?.fields["msgstr"] {
            for headerLine in header.split(separator: "\n") where headerLine.hasPrefix("Language:") {
                let value = headerLine.dropFirst(9).trimmingCharacters(in: .whitespaces)
                if !value.isEmpty { locale = value.replacingOccurrences(of: "_", with: "-") }
            }
        }
        let resolved = locale ?? StringCatalogReader.localeFromPath(path) ?? "und"
        var result: [LocalizedString] = []
        for entry in entries {
            guard let id = entry.fields["msgid"], !id.isEmpty else { continue }
            let key = entry.fields["msgctxt"].map { "\($0)|\(id)" } ?? id
            if let text = entry.fields["msgstr"], !text.isEmpty {
                result.append(LocalizedString(key: key, locale: resolved, text: text, file: path, line: entry.line))
            }
            for (name, text) in entry.fields.sorted(by: { $0.key < $1.key }) where name.hasPrefix("msgstr[") && !text.isEmpty {
                let index = name.dropFirst(7).dropLast()
                result.append(LocalizedString(key: "\(key)[plural.\(index)]", locale: resolved, text: text, file: path, line: entry.line))
            }
        }
        return result
    }

    struct Entry {
        var fields: [String: String] = [:]
        var line: Int?
        var hasContent: Bool { !fields.isEmpty }
    }

    /// A C-quoted string: "…" with \n \t \" \\ escapes.
    static func unquote(_ text: String, _ path: String, _ line: Int) throws(InputError) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else {
            throw InputError(file: path, line: line, message: "expected a quoted string")
        }
        var result = ""
        var escaped = false
        for scalar in text.unicodeScalars.dropFirst().dropLast() {
            if escaped {
                switch scalar {
                case "n": result += "\n"
                case "t": result += "\t"
                case "r": result += "\r"
                default: result.unicodeScalars.append(scalar)
                }
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
