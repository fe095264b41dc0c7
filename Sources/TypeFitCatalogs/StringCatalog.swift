import TypeFitSupport

/// The strings of a guide's catalogs, merged as the app looks them up, with what was skipped or
/// decided on the way (stale or fuzzy entries, Base.lproj copies, unknown fields).
package struct StringCatalog: Sendable {
    package var strings: [LocalizedString]
    package var notes: [String]
    /// The catalog files read, in order.
    package var files: [String]

    package init(strings: [LocalizedString], notes: [String] = [], files: [String] = []) {
        self.strings = strings
        self.notes = notes
        self.files = files
    }
}

/// How strings from several files of one app combine.
enum CatalogMerge {
    /// Drops `.strings` entries a `.stringsdict` of the same table and folder replaces, and
    /// `Base.lproj` entries the development language's own folder also has.
    static func merge(
        _ files: [(path: String, strings: [LocalizedString])], fallbackLocale: String = "en", notes: inout [String]
    ) -> [LocalizedString] {
        // Keys each stringsdict defines, by its table ("de.lproj/Localizable").
        var dictionaryKeys: [String: Set<String>] = [:]
        for (path, strings) in files where path.hasSuffix(".stringsdict") {
            dictionaryKeys[String(path.dropLast(12)), default: []].formUnion(strings.map { baseKey($0.key) })
        }
        var replaced = 0
        var kept: [(path: String, string: LocalizedString)] = []
        for (path, strings) in files {
            let table = path.hasSuffix(".strings") ? dictionaryKeys[String(path.dropLast(8))] : nil
            for string in strings {
                if let table, table.contains(string.key) {
                    replaced += 1
                    continue
                }
                kept.append((path, string))
            }
        }
        if replaced > 0 {
            notes.append(
                "\(replaced) .strings entries are plural rules in the .stringsdict beside them; the .stringsdict forms are measured"
            )
        }
        // Asked once per file, not per string (a file's strings share its path).
        let basePaths = Set(files.map(\.path).filter(StringCatalogReader.isBaseLocalization))
        var shadowed: [String: Int] = [:]
        var result = kept.map(\.string)
        if !basePaths.isEmpty {
            let own = Set(
                kept.filter { !basePaths.contains($0.path) }.map { "\($0.string.locale)\u{0}\($0.string.key)" })
            result = kept.filter { path, string in
                guard basePaths.contains(path), own.contains("\(string.locale)\u{0}\(string.key)") else { return true }
                shadowed[string.locale, default: 0] += 1
                return false
            }.map(\.string)
        }
        for (locale, count) in shadowed.sorted(by: { $0.key < $1.key }) {
            notes.append(
                "\(count) keys are in both Base.lproj and \(locale).lproj; the \(locale).lproj copies are measured (iOS looks there before Base.lproj)"
            )
        }
        if let note = duplicateKeysNote(result) { notes.append(note) }
        return I18nextNesting.resolve(
            resolveAndroidReferences(result, notes: &notes), fallbackLocale: fallbackLocale, notes: &notes)
    }

    /// A key defined twice for one locale — twice in one file, or in files of two formats (a
    /// CSV beside an `.xcstrings`) — is measured each time; the note names both places.
    /// i18next namespaces and `.strings` tables (one key in `common.json` and `app.json`) are
    /// separate by design and not named.
    static func duplicateKeysNote(_ strings: [LocalizedString]) -> String? {
        // Each id's first string by its index: the table, sized once, moves no strings as it grows.
        var first: [String: Int] = [:]
        first.reserveCapacity(strings.count)
        var found: [String] = []
        var count = 0
        for (index, string) in strings.enumerated() {
            let id = "\(string.locale)\u{0}\(string.key)"
            guard let earlierIndex = first[id] else {
                first[id] = index
                continue
            }
            let earlier = strings[earlierIndex]
            let sameFile = earlier.file == string.file
            guard
                sameFile
                    ? earlier.line != string.line
                    : CatalogPath.fileExtension(earlier.file) != CatalogPath.fileExtension(string.file)
            else { continue }
            count += 1
            if found.count < 3 {
                found.append("\(string.key) (\(string.locale)) at \(place(earlier)) and \(place(string))")
            }
        }
        guard count > 0 else { return nil }
        return
            "\(count) key\(count == 1 ? " is" : "s are") defined twice for one locale, and measured each time: "
            + found.joined(separator: "; ") + (count > found.count ? "; …" : "")
    }

    /// "Localizable.strings:2": the file's name and the text's line.
    private static func place(_ string: LocalizedString) -> String {
        FileLocation(file: CatalogPath.name(string.file), line: string.line).description
    }

    /// Android strings whose whole text is `@string/name` show that string: in the same locale,
    /// else the default `values/` folder's, as the resource system falls back. A reference kept
    /// only in `values/` (a `<string-array>` in `donottranslate.xml`) is shown in every locale,
    /// resolved in each, so it is measured once per locale. References to the platform's strings
    /// (`@android:string/ok`) cannot be resolved from the app's files.
    static func resolveAndroidReferences(_ strings: [LocalizedString], notes: inout [String]) -> [LocalizedString] {
        let isAndroid = { (string: LocalizedString) in string.file.hasSuffix(".xml") }
        guard strings.contains(where: { isAndroid($0) && $0.text.hasPrefix("@") }) else { return strings }
        var byLocale: [String: [String: String]] = [:]
        var defaults: [String: String] = [:]
        for string in strings where isAndroid(string) {
            byLocale[string.locale, default: [:]][string.key] = string.text
            if StringCatalogReader.androidLocale(string.file) == nil { defaults[string.key] = string.text }
        }
        // Default-only references, repeated in every other locale the Android catalogs have.
        var spread: [LocalizedString] = []
        for string in strings
        where isAndroid(string) && string.text.hasPrefix("@string/")
            && StringCatalogReader.androidLocale(string.file) == nil
        {
            for locale in byLocale.keys.sorted() where locale != string.locale && byLocale[locale]?[string.key] == nil {
                var copy = string
                copy.locale = locale
                spread.append(copy)
            }
        }
        var unresolved: [String] = []
        let resolved = (strings + spread).map { string -> LocalizedString in
            guard isAndroid(string), string.text.hasPrefix("@string/") || string.text.hasPrefix("@android:string/")
            else { return string }
            var text = string.text
            var hops = 0
            while text.hasPrefix("@string/"), hops < 8 {
                let name = String(text.dropFirst(8))
                guard let target = byLocale[string.locale]?[name] ?? defaults[name] else { break }
                text = target
                hops += 1
            }
            if text.hasPrefix("@") { unresolved.append("\(string.key) (\(string.locale)): \(text)") }
            var copy = string
            copy.text = text
            return copy
        }
        if !unresolved.isEmpty {
            notes.append(
                "\(unresolved.count) Android references could not be resolved from the app's files and are measured as written: "
                    + unresolved.prefix(5).joined(separator: "; ") + (unresolved.count > 5 ? "; …" : ""))
        }
        return resolved
    }

    /// "items[plural.one]" → "items" (a form's key has one bracketed suffix: ``Substitution/key(_:variation:substitutions:)``).
    static func baseKey(_ key: String) -> String {
        guard key.hasSuffix("]"), let open = key.lastIndex(of: "[") else { return key }
        return String(key[..<open])
    }
}
