/// The parts of a catalog's path the readers decide by: its file name and its extension.
enum CatalogPath {
    /// "de.lproj/Localizable.strings" → "Localizable.strings".
    static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The file name's extension, lowercased ("Localizable.XCStrings" → "xcstrings"); "" without one.
    static func fileExtension(_ path: String) -> String {
        let name = name(path)
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
