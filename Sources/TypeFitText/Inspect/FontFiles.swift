import Foundation

/// Finds font files in folders.
package enum FontFiles {
    /// File name extensions typefit treats as fonts (case-insensitive).
    package static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]

    /// The font files among `paths`: files are kept as given; folders are searched recursively
    /// for files with a font extension. The result is sorted within each folder.
    package static func expand(_ paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                return [path]
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let enumerator = FileManager.default.enumerator(atPath: path)
            var found: [String] = []
            while let relative = enumerator?.nextObject() as? String {
                let ext = (relative as NSString).pathExtension.lowercased()
                if extensions.contains(ext) {
                    found.append(base + "/" + relative)
                }
            }
            return found.sorted()
        }
    }
}
