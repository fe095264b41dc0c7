import Foundation
import TypeFitSupport

/// Reads string catalogs of the formats app teams use, by file extension.
package enum StringCatalogReader {
    /// Catalogs larger than this are refused before reading.
    package static let maximumFileSize = 32 << 20

    /// The strings of one catalog file. `baseLocale` applies where neither the source nor the file says.
    package static func read(_ source: StringSource, baseLocale: String) throws(InputError) -> [LocalizedString] {
        var notes: [String] = []
        var state = ReadingState()
        let strings = try read(source, baseLocale: baseLocale, notes: &notes, state: &state)
        return strings + state.gettext.sourceTexts(sourceLocale: LocaleTag.canonical(baseLocale))
    }

    /// The strings of one catalog file; what was skipped or decided goes to `notes`. Locales are canonical BCP 47.
    /// What reading one file leaves for the others: each `.arb` folder's template and
    /// `l10n.yaml` (``ArbProject``), each gettext folder's source texts and `LINGUAS`.
    struct ReadingState {
        var arbProjects: [String: ArbProject] = [:]
        var gettext = GettextFolders()

        /// The project of the `.arb` file at `path`, read once per folder.
        mutating func arbProject(of path: String, notes: inout [String]) throws(InputError) -> ArbProject {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            if let project = arbProjects[folder] { return project }
            let project = try ArbProject.of(folder: folder)
            if let settings = project.settingsFile {
                notes.append("\(settings): .arb apostrophes read with use-escaping: \(project.useEscaping)")
            }
            arbProjects[folder] = project
            return project
        }
    }

    static func read(
        _ source: StringSource, baseLocale: String, notes: inout [String], state: inout ReadingState
    ) throws(InputError) -> [LocalizedString] {
        let path = source.path
        let ext = CatalogPath.fileExtension(path)
        let given = source.locale.map(LocaleTag.canonical)
        let named = localeFromPath(path)
        let locale = given ?? named ?? LocaleTag.canonical(baseLocale)
        if ext == "json", given == nil, named == nil {
            notes.append(
                "\(path): its name is no language code; measured as \(locale) (give it a locale: in the guide)")
        }
        let strings: [LocalizedString]
        switch ext {
        case "json": strings = try JSONStrings.read(path, locale: locale, notes: &notes)
        case "arb":
            strings = try JSONStrings.read(
                path, locale: given ?? arbLocale(path) ?? baseLocale, arb: true,
                project: try state.arbProject(of: path, notes: &notes), notes: &notes)
        case "csv": strings = try CSVStrings.read(path, defaultLocale: locale)
        case "strings": strings = try AppleStrings.read(path, locale: locale)
        case "stringsdict": strings = try StringsDict.read(path, locale: locale)
        case "xcstrings": strings = try XCStrings.read(path, notes: &notes)
        case "xml": strings = try AndroidStrings.read(path, locale: given ?? androidLocale(path) ?? baseLocale)
        case "po", "pot":
            let folder = try state.gettext.folder(of: path)
            let read = try GettextStrings.read(
                path, locale: given, sourceLocale: LocaleTag.canonical(baseLocale), notes: &notes)
            // A catalog the build does not install adds msgids, never a locale.
            let installed = read.locale.map { state.gettext.installs($0, file: path, in: folder) } ?? false
            state.gettext.add(read.sources, locale: installed ? read.locale : nil, template: ext == "pot", in: folder)
            strings = installed ? read.texts : []
        default:
            throw InputError(
                file: path, line: nil,
                message:
                    "unknown string catalog format; use .json, .csv, .strings, .stringsdict, .xcstrings, strings.xml, .po or .arb"
            )
        }
        // A file's strings share a few locales: each spelled canonically once.
        var canonicalLocales: [String: String] = [:]
        return strings.map { string in
            var canonical = string
            if let known = canonicalLocales[string.locale] {
                canonical.locale = known
            } else {
                canonical.locale = LocaleTag.canonical(string.locale)
                canonicalLocales[string.locale] = canonical.locale
            }
            return canonical
        }
    }

    /// Every catalog of `sources` — files, folders or globs — read and merged as the app looks
    /// strings up: a `.stringsdict` beside a `.strings` file is read with it and its keys replace
    /// the `.strings` entries of the same name; a key in both `Base.lproj` and the development
    /// language's own folder is measured once, from the language's folder (which iOS searches first).
    package static func readAll(_ sources: [StringSource], baseLocale: String) throws(InputError) -> StringCatalog {
        var files: [StringSource] = []
        var seen = Set<String>()
        var notes: [String] = []
        for source in sources {
            for path in try CatalogDiscovery.files(source.path, notes: &notes) where seen.insert(path).inserted {
                files.append(StringSource(path: path, locale: source.locale, markup: source.markup))
                if path.hasSuffix(".strings") {
                    let dictionary = String(path.dropLast(8)) + ".stringsdict"
                    if FileManager.default.fileExists(atPath: dictionary), seen.insert(dictionary).inserted {
                        files.append(StringSource(path: dictionary, locale: source.locale, markup: source.markup))
                    }
                }
            }
        }
        var byFile: [[LocalizedString]] = []
        var empty = EmptyTexts()
        var state = ReadingState()
        var markup = MarkupTally()
        var paths = files.map(\.path)
        for file in files {
            let read = try read(file, baseLocale: baseLocale, notes: &notes, state: &state)
            let strings = empty.removed(from: read, file: file.path)
            let ext = CatalogPath.fileExtension(file.path)
            let expanded = MediaWikiMarkup.usesMarkup(strings) ? strings.flatMap(MediaWikiMarkup.expand) : strings
            byFile.append(
                markup.apply(
                    file.markup ?? [CatalogMarkup.defaultFor(extension: ext)], to: expanded, file: file.path, ext: ext))
        }
        // gettext's source language: the msgids, as one more catalog (markup as its folder's files).
        let sources = state.gettext.sourceTexts(sourceLocale: LocaleTag.canonical(baseLocale))
        if let first = sources.first, let file = files.first(where: { $0.path == first.file }) {
            byFile.append(markup.apply(file.markup ?? [.none], to: sources, file: first.file, ext: "po"))
            paths.append(first.file)
            notes.append(
                "\(sources.count) gettext msgid\(sources.count == 1 ? "" : "s") measured as the source language (\(LocaleTag.canonical(baseLocale))): what its users, and every locale without a translation, see"
            )
        }
        notes += empty.notes + markup.notes + state.gettext.notes
        let merged = CatalogMerge.merge(
            zip(paths, byFile).map { ($0, $1) }, fallbackLocale: LocaleTag.canonical(baseLocale), notes: &notes)
        if let note = UnknownMarkup.note(merged) { notes.append(note) }
        return StringCatalog(strings: merged, notes: notes, files: files.map(\.path))
    }

    /// "de.lproj/Localizable.strings" → "de"; "fr.json" or "locales/fr/app.json" → "fr"; "pt_BR.po" → "pt-BR"; "sr@latin.po" →
    /// "sr-Latn"; "English.lproj" → "en". `Base.lproj` is the development language: nil here.
    static func localeFromPath(_ path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        if let folder = parts.dropLast().last, folder.hasSuffix(".lproj") {
            let locale = String(folder.dropLast(6))
            return locale == "Base" ? nil : LocaleTag.canonical(locale)
        }
        guard let file = parts.last else { return nil }
        let stem = file.split(separator: ".").first.map(String.init) ?? file
        let tag = stem.split(separator: "@").first.map(String.init) ?? stem
        if looksLikeLocale(tag) { return LocaleTag.canonical(stem) }
        // i18next's other layout: "locales/de/common.json".
        if CatalogPath.fileExtension(file) == "json", let folder = parts.dropLast().last, looksLikeLocale(folder) {
            return LocaleTag.canonical(folder)
        }
        return nil
    }

    /// Flutter's file names: "app_de.arb" → "de", "intl_pt_BR.arb" → "pt-BR" (the file's
    /// `@@locale` wins over this).
    static func arbLocale(_ path: String) -> String? {
        let stem =
            (path.split(separator: "/").last.map(String.init) ?? path).split(separator: ".").first.map(String.init)
            ?? ""
        let pieces = stem.split(separator: "_").map(String.init)
        for count in [2, 1] where pieces.count > count {
            let tag = pieces.suffix(count).joined(separator: "-")
            if looksLikeLocale(tag) || (count == 1 && (2...3).contains(tag.count) && tag.allSatisfy { $0.isLowercase })
            {
                return LocaleTag.canonical(tag)
            }
        }
        return nil
    }

    /// Whether `path` is in a `Base.lproj` folder (the development language's copy).
    static func isBaseLocalization(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().last == "Base.lproj"
    }

    /// "res/values-de-rAT/strings.xml" → "de-AT"; "values-b+sr+Latn" → "sr-Latn"; "values-iw" → "he";
    /// "values-fil" → "fil"; "values" or "values-night" → nil.
    static func androidLocale(_ path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard let folder = parts.dropLast().last, folder.hasPrefix("values-") else { return nil }
        let qualifier = String(folder.dropFirst(7))
        if qualifier.hasPrefix("b+") { return LocaleTag.canonical(qualifier) }
        let pieces = qualifier.split(separator: "-")
        guard let language = pieces.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isLetter && $0.isLowercase })
        else { return nil }
        if pieces.count > 1, pieces[1].hasPrefix("r"), pieces[1].count == 3 {
            return LocaleTag.canonical("\(language)-\(pieces[1].dropFirst())")
        }
        return LocaleTag.canonical(String(language))
    }

    /// Whether a file or folder name is a language tag ("de", "pt_BR", "fil", "zh-Hant").
    package static func looksLikeLocale(_ text: String) -> Bool {
        let pieces = text.split(whereSeparator: { $0 == "-" || $0 == "_" })
        // Two-letter languages ("de", "pt-BR"); three letters when ISO 639 knows them ("fil",
        // "yue", "ckb", "gsw") or with a region ("fil-PH"), so "app.json" is no locale.
        guard let language = pieces.first, language.allSatisfy({ $0.isASCII && $0.isLetter && $0.isLowercase }),
            language.count == 2
                || (language.count == 3 && (pieces.count > 1 || Locale.LanguageCode(String(language)).isISOLanguage))
        else { return false }
        return pieces.dropFirst().allSatisfy {
            (2...4).contains($0.count) && $0.allSatisfy { $0.isLetter || $0.isNumber }
        }
    }
}

/// Empty texts are never measured: an empty measurement passes every limit (a false green), and
/// an empty value is what i18next, Flutter's gen-l10n and Xcode treat as missing (they show the
/// fallback's text). They are counted per kind of catalog and said in the notes.
struct EmptyTexts {
    private var counts: [String: (texts: Int, files: Set<String>)] = [:]

    /// `strings` without its empty texts, which are counted for `file`.
    mutating func removed(from strings: [LocalizedString], file: String) -> [LocalizedString] {
        let kept = strings.filter { !$0.text.isEmpty }
        guard kept.count < strings.count else { return strings }
        let kind = CatalogPath.fileExtension(file)
        var count = counts[kind] ?? (0, [])
        count.texts += strings.count - kept.count
        count.files.insert(file)
        counts[kind] = count
        return kept
    }

    /// What the platform shows for an empty value of this kind of catalog.
    static func reason(_ kind: String) -> String {
        switch kind {
        case "json":
            "i18next treats an empty value as missing (returnEmptyString: false since v22) and shows its fallback language's text; measured, it would pass every limit"
        case "xcstrings":
            "Xcode treats an empty localization as missing and shows the source language's text; measured, it would pass every limit"
        default:
            "an empty text draws nothing, or the fallback's text where the app treats it as missing; measured, it would pass every limit"
        }
    }

    var notes: [String] {
        counts.sorted { $0.key < $1.key }.map { kind, count in
            "\(count.texts) empty text\(count.texts == 1 ? "" : "s") in \(count.files.count) .\(kind) file\(count.files.count == 1 ? "" : "s") not measured: "
                + Self.reason(kind)
        }
    }
}
