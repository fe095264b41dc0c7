import TypeFitSupport

/// gettext `.po` catalogs: `msgctxt`, `msgid`, `msgid_plural`, `msgstr` and `msgstr[n]` with
/// continuation lines and C escapes. Keys are `msgid` (or `msgctxt|msgid`); plural forms are
/// `key[plural.N]`. An untranslated entry, and one flagged `#, fuzzy` (which `msgfmt` leaves
/// out of the compiled catalog), shows its msgid — "the original string will be echoed" (GNU
/// gettext manual) — so the msgid is measured under that locale. The locale is the guide's, else
/// the file name's (`sr@latin.po` is installed as `sr@latin`, i.e. `sr-Latn`), else the header's
/// `Language:`; a header that disagrees with the file name is noted.
///
/// The msgids are also the source language's texts (``sources``): what users of the source
/// language see. A `.pot` holds only those.
enum GettextStrings {
    /// One file read: its locale's texts and its msgids.
    struct Catalog {
        var texts: [LocalizedString] = []
        /// The locale the texts are in; nil for a `.pot`, which has only msgids.
        var locale: String?
        /// Every entry's msgid (and msgid_plural), in the source language.
        var sources: [LocalizedString] = []
    }

    /// Reads `path`: its locale's texts, and its msgids in `sourceLocale`.
    static func read(_ path: String, locale given: String?, sourceLocale: String, notes: inout [String])
        throws(InputError) -> Catalog
    {
        let entries = try entries(path)
        let resolved = locale(of: path, entries: entries, given: given, notes: &notes)
        let isTemplate = CatalogPath.fileExtension(path) == "pot"
        return texts(
            entries, path: path, locale: resolved, isTemplate: isTemplate, sourceLocale: sourceLocale, notes: &notes)
    }

    /// The file's entries, each with its fields, their lines and whether it is fuzzy.
    private static func entries(_ path: String) throws(InputError) -> [Entry] {
        let lines = try readText(path, maximumSize: StringCatalogReader.maximumFileSize).split(
            separator: "\n", omittingEmptySubsequences: false)
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
                if line.hasPrefix("#,") {
                    if current.hasContent {  // flags start the next entry
                        entries.append(current)
                        current = Entry()
                        field = nil
                    }
                    if line.dropFirst(2).split(separator: ",").contains(where: {
                        $0.trimmingCharacters(in: .whitespaces) == "fuzzy"
                    }) {
                        current.fuzzy = true
                    }
                }
                continue
            }
            if line.hasPrefix("\"") {
                guard let name = field else {
                    throw InputError(file: path, line: number, message: "a continuation line outside an entry")
                }
                current.fields[name, default: ""] += try unquote(line, path, number)
                continue
            }
            guard let space = line.firstIndex(of: " ") else {
                throw InputError(file: path, line: number, message: "expected a keyword and a quoted string")
            }
            let keyword = String(line[..<space])
            guard keyword == "msgctxt" || keyword == "msgid" || keyword == "msgid_plural" || keyword.hasPrefix("msgstr")
            else {
                throw InputError(file: path, line: number, message: "unknown keyword \(keyword)")
            }
            if keyword == "msgctxt" || (keyword == "msgid" && current.fields["msgid"] != nil) {
                if current.hasContent {
                    entries.append(current)
                    current = Entry()
                }
            }
            if current.line == nil { current.line = number }
            current.lines[keyword] = number
            field = keyword
            current.fields[keyword] = try unquote(
                line[line.index(after: space)...].trimmingCharacters(in: .whitespaces), path, number)
        }
        if current.hasContent { entries.append(current) }
        return entries
    }

    /// The locale the app installs the file under: `given`, else its name's, else its header's
    /// (a name and header that disagree are a note).
    private static func locale(of path: String, entries: [Entry], given: String?, notes: inout [String]) -> String {
        var headerLocale: String?
        if let header = entries.first(where: { $0.fields["msgid"] == "" })?.fields["msgstr"] {
            for headerLine in header.split(separator: "\n") where headerLine.hasPrefix("Language:") {
                let value = headerLine.dropFirst(9).trimmingCharacters(in: .whitespaces)
                if !value.isEmpty { headerLocale = LocaleTag.canonical(value) }
            }
        }
        let fromName = StringCatalogReader.localeFromPath(path)
        let name = CatalogPath.name(path)
        if given == nil, let fromName, let headerLocale, fromName != headerLocale {
            notes.append(
                "\(name): the header says Language: \(headerLocale), the file name \(fromName); measured as \(fromName), the name the app installs it under"
            )
        }
        return given ?? fromName ?? headerLocale ?? "und"
    }

    /// The texts the app shows in `resolved` (the msgid where an entry is untranslated or fuzzy,
    /// with a note counting them) and the msgids in the source locale.
    private static func texts(
        _ entries: [Entry], path: String, locale resolved: String, isTemplate: Bool, sourceLocale: String,
        notes: inout [String]
    ) -> Catalog {
        let name = CatalogPath.name(path)
        var catalog = Catalog(locale: isTemplate ? nil : resolved)
        var result: [LocalizedString] = []
        var fuzzy = 0
        var untranslated = 0
        for entry in entries {
            guard let id = entry.fields["msgid"], !id.isEmpty else { continue }
            let showsMsgid = entry.fuzzy || isUntranslated(entry)
            // GNOME's "translator-credits" is shown only when translated (GtkAboutDialog hides the msgid).
            let isCredits = id == "translator-credits"
            if isCredits, showsMsgid { continue }
            let key = entry.fields["msgctxt"].map { "\($0)|\(id)" } ?? id
            let shown = entry.sourceTexts(key: key, locale: sourceLocale, file: path)
            if !isCredits { catalog.sources += shown }
            guard !isTemplate else { continue }
            // Untranslated or fuzzy: the app shows the msgid (ngettext: msgid for n == 1, else
            // msgid_plural), in this locale's fonts and line breaking.
            if showsMsgid {
                if entry.fuzzy { fuzzy += 1 } else { untranslated += 1 }
                result += shown.map {
                    var text = $0
                    text.locale = resolved
                    return text
                }
                continue
            }
            if let text = entry.fields["msgstr"], !text.isEmpty {
                result.append(
                    LocalizedString(
                        key: key, locale: resolved, text: text, file: path, line: entry.lines["msgstr"] ?? entry.line))
            }
            for (name, text) in entry.fields.sorted(by: { $0.key < $1.key })
            where name.hasPrefix("msgstr[") && !text.isEmpty {
                let index = name.dropFirst(7).dropLast()
                result.append(
                    LocalizedString(
                        key: "\(key)[plural.\(index)]", locale: resolved, text: text, file: path,
                        line: entry.lines[name] ?? entry.line))
            }
        }
        if untranslated > 0 {
            notes.append(
                "\(name): \(untranslated) untranslated entr\(untranslated == 1 ? "y" : "ies") (empty msgstr) measured as the msgid, which the app shows there"
            )
        }
        if fuzzy > 0 {
            notes.append(
                "\(name): \(fuzzy) fuzzy entr\(fuzzy == 1 ? "y" : "ies") measured as the msgid (msgfmt leaves them out; the app shows the source text)"
            )
        }
        catalog.texts = result
        return catalog
    }

    /// No msgstr has text.
    static func isUntranslated(_ entry: Entry) -> Bool {
        !entry.fields.contains { $0.key.hasPrefix("msgstr") && !$0.value.isEmpty }
    }

    struct Entry {
        var fields: [String: String] = [:]
        var line: Int?
        /// The line each keyword starts on (a text's place is its `msgstr`).
        var lines: [String: Int] = [:]
        var fuzzy = false
        var hasContent: Bool { !fields.isEmpty }

        /// What the app shows for this entry in the source language: the msgid, and for a plural
        /// entry `key[plural.0]` = msgid, `key[plural.1]` = msgid_plural.
        func sourceTexts(key: String, locale: String, file: String) -> [LocalizedString] {
            guard let id = fields["msgid"] else { return [] }
            let line = lines["msgid"] ?? self.line
            guard let plural = fields["msgid_plural"] else {
                return [LocalizedString(key: key, locale: locale, text: id, file: file, line: line)]
            }
            return [
                LocalizedString(key: "\(key)[plural.0]", locale: locale, text: id, file: file, line: line),
                LocalizedString(
                    key: "\(key)[plural.1]", locale: locale, text: plural, file: file,
                    line: lines["msgid_plural"] ?? line),
            ]
        }
    }

    /// A C-quoted string, as GNU gettext's PO lexer reads it: `\n \t \r \a \b \f \v \\ \" \'
    /// \?`, octal `\ooo` (up to three digits) and hex `\xHH…` as bytes of the file's UTF-8.
    static func unquote(_ text: String, _ path: String, _ line: Int) throws(InputError) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else {
            throw InputError(file: path, line: line, message: "expected a quoted string")
        }
        var bytes: [UInt8] = []
        var scalars = Array(text.unicodeScalars.dropFirst().dropLast())[...]
        func digits(_ radix: Int, max: Int) -> UInt8? {
            var value = 0, count = 0
            while count < max, let next = scalars.first, let digit = Int(String(next), radix: radix) {
                value = value * radix + digit
                count += 1
                scalars.removeFirst()
            }
            return count > 0 ? UInt8(truncatingIfNeeded: value) : nil
        }
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let escaped = scalars.popFirst() else {
                bytes += Array(String(scalar).utf8)
                continue
            }
            switch escaped {
            case "n": bytes.append(0x0A)
            case "t": bytes.append(0x09)
            case "r": bytes.append(0x0D)
            case "a": bytes.append(0x07)
            case "b": bytes.append(0x08)
            case "f": bytes.append(0x0C)
            case "v": bytes.append(0x0B)
            case "0"..."7":
                scalars.insert(escaped, at: scalars.startIndex)
                bytes.append(digits(8, max: 3) ?? 0)
            case "x":
                guard let value = digits(16, max: 2) else {
                    throw InputError(file: path, line: line, message: "\\x needs hex digits")
                }
                bytes.append(value)
            default: bytes += Array(String(escaped).utf8)  // \\ \" \' \?
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
