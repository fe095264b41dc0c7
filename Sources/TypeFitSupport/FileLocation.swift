/// Where a finding belongs: a catalog file and the 1-based line (and column, where the format has
/// one) of a text's value, a guide's line, or a font file. Reports write the file relative to the
/// guide's folder; CI outputs re-base it on the repository (``rebased(from:onto:)``).
package struct FileLocation: Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var line: Int?
    package var column: Int?

    package init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// "file:line:column", as compilers and linters print a place.
    package var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }

    /// `path` relative to `folder`: inside it "de.lproj/Localizable.strings", beside it
    /// "../Strings/de.json"; a path that shares no folder with it but the root stays absolute.
    /// Both are absolute (or both relative to the same folder) and standardized.
    package static func relative(_ path: String, to folder: String?) -> String {
        guard let folder, !folder.isEmpty else { return path }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        let pathParts = path.split(separator: "/", omittingEmptySubsequences: true)
        let folderParts = folder.split(separator: "/", omittingEmptySubsequences: true)
        var common = 0
        while common < min(pathParts.count, folderParts.count), pathParts[common] == folderParts[common] {
            common += 1
        }
        guard common > 0, path.hasPrefix("/") == folder.hasPrefix("/") else { return path }
        let up = Array(repeating: "..", count: folderParts.count - common)
        return (up + pathParts[common...].map(String.init)).joined(separator: "/")
    }
}
