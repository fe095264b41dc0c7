import Foundation
import TypeFitSupport

/// The source language of a folder of gettext catalogs: its msgids, which the source language's
/// users see (from the `.pot` when there is one, else the msgids of its `.po` files, first
/// place first), and the `LINGUAS` file that says which locales the build installs.
struct GettextFolders {
    struct Folder {
        var texts: [LocalizedString] = []
        var keys: Set<String> = []
        var fromTemplate = false
        var locales: Set<String> = []
        /// `LINGUAS`' locales (canonical), nil without the file.
        var linguas: Set<String>?
        var unlisted: [String] = []
    }

    private(set) var folders: [String: Folder] = [:]
    private var order: [String] = []

    /// The folder of `path`, its `LINGUAS` read the first time.
    mutating func folder(of path: String) throws(InputError) -> String {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard folders[folder] == nil else { return folder }
        var entry = Folder()
        let linguas = folder + "/LINGUAS"
        if FileManager.default.fileExists(atPath: linguas) {
            // One or more locales a line, `#` comments (GNU gettext manual, "po/LINGUAS").
            let text = try readText(linguas, maximumSize: 1 << 20)
            entry.linguas = Set(
                text.split(separator: "\n").flatMap { line in
                    (line.split(separator: "#", omittingEmptySubsequences: false).first ?? "").split(
                        whereSeparator: \.isWhitespace)
                }.map { LocaleTag.canonical(String($0)) })
        }
        folders[folder] = entry
        order.append(folder)
        return folder
    }

    /// Whether the build installs a catalog of `locale` from `folder` (true without `LINGUAS`);
    /// a file it leaves out is remembered for the note.
    mutating func installs(_ locale: String, file: String, in folder: String) -> Bool {
        guard let linguas = folders[folder]?.linguas, !linguas.contains(locale) else { return true }
        folders[folder]?.unlisted.append(URL(fileURLWithPath: file).lastPathComponent)
        return false
    }

    /// Adds one file's msgids; a `.pot`'s replace those of `.po` files read before it.
    mutating func add(_ sources: [LocalizedString], locale: String?, template: Bool, in folder: String) {
        guard var entry = folders[folder] else { return }
        if let locale { entry.locales.insert(locale) }
        if template, !entry.fromTemplate {
            entry.texts = []
            entry.keys = []
            entry.fromTemplate = true
        }
        if template || !entry.fromTemplate {
            for text in sources where entry.keys.insert(text.key).inserted { entry.texts.append(text) }
        }
        folders[folder] = entry
    }

    /// The source language's texts of every folder that has no catalog of its own for it
    /// (an `en.po` beside the others is the source language's own translation).
    func sourceTexts(sourceLocale: String) -> [LocalizedString] {
        order.compactMap { folders[$0] }.filter { !$0.locales.contains(sourceLocale) }.flatMap(\.texts)
    }

    var notes: [String] {
        order.compactMap { folder in
            guard let entry = folders[folder], !entry.unlisted.isEmpty else { return nil }
            return
                "\(folder)/LINGUAS: \(entry.unlisted.count) .po file\(entry.unlisted.count == 1 ? "" : "s") not listed, not measured (the build does not install \(entry.unlisted.count == 1 ? "it" : "them")): "
                + entry.unlisted.joined(separator: ", ")
        }
    }
}
