import Foundation
import TypeFitSupport

/// Finds the catalog files under a folder or a glob, as teams keep them: `*.lproj/*.strings` and
/// `.stringsdict`, `*.xcstrings`, Android `res/values*/*.xml`, gettext `*.po`, Flutter `*.arb`,
/// JSON named by a locale (`de.json`, `locales/de/app.json`) and CSV with a key and a text column.
package enum CatalogDiscovery {
    /// Folders never searched: build output, dependencies, version control, asset catalogs
    /// (hidden folders — `.git`, `.build`, `.dart_tool`, `.gradle`, `.swiftpm` — are skipped too).
    package static let skippedFolders: Set<String> = [
        ".git", ".build", "build", "node_modules", "Pods", "Carthage", "DerivedData", ".gradle", ".dart_tool",
    ]
    /// At most this many files are looked at under one folder or glob.
    static let maximumFiles = 200_000

    /// Whether `path` names more than one file: a folder, or a pattern with `*`, `?` or `[`.
    static func isPattern(_ path: String) -> Bool {
        path.contains("*") || path.contains("?") || path.contains("[")
    }

    /// The catalog files `path` stands for, sorted. A plain file is itself.
    package static func files(_ path: String) throws(InputError) -> [String] {
        var notes: [String] = []
        return try files(path, notes: &notes)
    }

    /// The catalog files `path` stands for; `notes` names the `.json` files of a folder left out
    /// because their names are no language code (beside others that are).
    static func files(_ path: String, notes: inout [String]) throws(InputError) -> [String] {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if exists, !isFolder.boolValue { return [path] }
        if exists {
            let all = try walk(path)
            let found = all.filter(isCatalog)
            if let note = unnamedJSON(all, found: found, in: path) { notes.append(note) }
            guard !found.isEmpty else {
                throw InputError(
                    file: path, line: nil,
                    message:
                        "the folder holds no string catalog (*.lproj/*.strings, .stringsdict, .xcstrings, res/values*/strings.xml, .po, .arb, locale-named .json, .csv)"
                )
            }
            return found
        }
        guard isPattern(path) else { throw InputError(file: path, line: nil, message: "no such file or folder") }
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let fixed = components.prefix { !isPattern($0) }
        let root = fixed.joined(separator: "/")
        let pattern = components.dropFirst(fixed.count).joined(separator: "/")
        let found = try walk(root.isEmpty ? "." : root).filter { file in
            PathGlob.matches(pattern, String(file.dropFirst(root.count + 1)))
        }
        guard !found.isEmpty else { throw InputError(file: path, line: nil, message: "the pattern matches no file") }
        return found
    }

    /// Every file under `folder`, sorted, skipping hidden and build folders and what is not a
    /// file (FIFOs, sockets, devices).
    static func walk(_ folder: String) throws(InputError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw InputError(file: folder, line: nil, message: "cannot read the folder")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            let attributes = enumerator.fileAttributes
            if attributes?[.type] as? FileAttributeType == .typeDirectory {
                let path = folder == "." ? relative : folder + "/" + relative
                if name.hasPrefix(".") || skippedFolders.contains(name) || name.hasSuffix(".xcassets")
                    || isReportFolder(path)
                {
                    enumerator.skipDescendants()
                }
                continue
            }
            // FIFOs, sockets and devices are no catalogs: never opened, so never waited on.
            let type = attributes?[.type] as? FileAttributeType
            guard !name.hasPrefix("."), type == .typeRegular || type == .typeSymbolicLink else { continue }
            files.append(folder == "." ? relative : folder + "/" + relative)
            guard files.count <= maximumFiles else {
                throw InputError(
                    file: folder, line: nil,
                    message: "more than \(maximumFiles) files; name the catalogs' folder or a pattern")
            }
        }
        return files.sorted()
    }

    /// Whether `folder` holds typefit's own reports: a check's output folder has its lock file
    /// (`.typefit.lock`), whatever it is called.
    static func isReportFolder(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/" + OutputFolder.lockName)
    }

    /// The `.json` files left out of folders that hold locale-named `.json` catalogs: an i18next
    /// folder's file whose name is no language code is said, never skipped in silence.
    static func unnamedJSON(_ all: [String], found: [String], in root: String) -> String? {
        func folder(_ path: String) -> Substring { path[..<(path.lastIndex(of: "/") ?? path.startIndex)] }
        let catalogFolders = Set(found.filter { $0.hasSuffix(".json") }.map(folder))
        let foundSet = Set(found)
        let left = all.filter {
            CatalogPath.fileExtension($0) == "json" && !foundSet.contains($0) && catalogFolders.contains(folder($0))
        }
        guard !left.isEmpty else { return nil }
        let names = left.map { String($0.dropFirst(root.count).drop { $0 == "/" }) }
        return
            "\(root): \(left.count) .json file\(left.count == 1 ? "" : "s") not read, \(left.count == 1 ? "its name is" : "their names are") no language code: "
            + names.prefix(10).joined(separator: ", ") + (names.count > 10 ? ", …" : "")
    }

    /// Whether a file found in a folder is a string catalog typefit reads.
    static func isCatalog(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        guard let name = parts.last else { return false }
        let folder = parts.dropLast().last ?? ""
        let ext = CatalogPath.fileExtension(name)
        switch ext {
        case "strings", "stringsdict": return folder.hasSuffix(".lproj")
        case "xcstrings", "po", "pot", "arb": return true
        case "xml":
            return folder == "values" || folder.hasPrefix("values-") && StringCatalogReader.androidLocale(path) != nil
        case "json":
            let stem = String(name.dropLast(5))
            return StringCatalogReader.looksLikeLocale(stem) || StringCatalogReader.looksLikeLocale(folder)
        case "csv": return CSVStrings.hasCatalogHeader(path)
        default: return false
        }
    }
}

/// Shell globs over paths: `*` and `?` stay inside one folder name, `**` crosses folders,
/// `[abc]` is one of the characters.
enum PathGlob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        match(Array(pattern.unicodeScalars)[...], Array(path.unicodeScalars)[...])
    }

    private static func match(_ p: ArraySlice<Unicode.Scalar>, _ t: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = p.first else { return t.isEmpty }
        switch first {
        case "*":
            if p.dropFirst().first == "*" {
                var rest = p.dropFirst(2)
                if rest.first == "/" { rest = rest.dropFirst() }
                // `**/` matches zero or more whole folders.
                var index = t.startIndex
                while true {
                    if match(rest, t[index...]) { return true }
                    guard let slash = t[index...].firstIndex(of: "/") else { return false }
                    index = slash + 1
                }
            }
            var index = t.startIndex
            while true {
                if match(p.dropFirst(), t[index...]) { return true }
                guard index < t.endIndex, t[index] != "/" else { return false }
                index += 1
            }
        case "?":
            guard let c = t.first, c != "/" else { return false }
            return match(p.dropFirst(), t.dropFirst())
        case "[":
            guard let close = p.dropFirst().firstIndex(of: "]"), let c = t.first else { return false }
            return p[(p.startIndex + 1)..<close].contains(c) && match(p[(close + 1)...], t.dropFirst())
        default:
            guard t.first == first else { return false }
            return match(p.dropFirst(), t.dropFirst())
        }
    }
}
