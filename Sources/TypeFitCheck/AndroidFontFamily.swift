import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import TypeFitSupport

/// An Android font family resource, `res/font/NAME.xml`: `<font-family>` with `<font>`
/// elements whose `android:font` (or `app:font`, AndroidX) is `@font/FILE` — a file
/// `res/font/FILE.ttf` or `.otf` — with `fontWeight` and `fontStyle` (`normal`, `italic`). The
/// family is the resource's name, as layouts say `@font/NAME`.
enum AndroidFontFamily {
    static func read(_ path: String) throws(InputError) -> [DeclaredFace] {
        let data = try readData(path, maximumSize: FontDeclarations.maximumFileSize)
        let url = URL(fileURLWithPath: path)
        let collector = Collector(
            family: url.deletingPathExtension().lastPathComponent, folder: url.deletingLastPathComponent(), file: path,
            lines: String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false))
        let parser = XMLParser(data: data)
        parser.delegate = collector
        parser.shouldResolveExternalEntities = false
        guard parser.parse() else {
            throw collector.failure
                ?? InputError(file: path, line: parser.lineNumber, message: "not well-formed XML")
        }
        if let failure = collector.failure { throw failure }
        guard collector.isFontFamily else {
            throw InputError(file: path, line: nil, message: "not an Android font family (<font-family>)")
        }
        return collector.faces
    }

    final class Collector: NSObject, XMLParserDelegate {
        let family: String
        let folder: URL
        let file: String
        var faces: [DeclaredFace] = []
        var failure: InputError?
        var isFontFamily = false

        /// The file's lines: libxml2 tells where a start tag ends; its line is where it starts.
        let lines: [Substring]

        init(family: String, folder: URL, file: String, lines: [Substring]) {
            self.family = family
            self.folder = folder
            self.file = file
            self.lines = lines
        }

        /// The line of the `<font` whose start tag ends at line `end`.
        func startLine(endingAt end: Int) -> Int {
            var line = min(end, lines.count)
            while line > 1, !lines[line - 1].contains("<font") { line -= 1 }
            return line
        }

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if element == "font-family" { isFontFamily = true }
            guard element == "font", failure == nil else { return }
            // android: and app: (AndroidX's) say the same; the prefix is whatever the file binds.
            func value(_ name: String) -> String? {
                attributes.first { $0.key == name || $0.key.hasSuffix(":" + name) }?.value
            }
            let line = startLine(endingAt: parser.lineNumber)
            guard let reference = value("font") else {
                failure = InputError(file: file, line: line, message: "<font> has no android:font")
                return
            }
            guard reference.hasPrefix("@font/") else {
                failure = InputError(file: file, line: line, message: "android:font \"\(reference)\" is not @font/NAME")
                return
            }
            let name = String(reference.dropFirst("@font/".count))
            let candidates = ["ttf", "otf", "ttc"].map { folder.appendingPathComponent(name + "." + $0).path }
            let path = candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[0]
            var face = DeclaredFace(family: family, path: path, declaration: FileLocation(file: file, line: line))
            if let weight = value("fontWeight") {
                guard let number = Int(weight), (1...1000).contains(number) else {
                    failure = InputError(file: file, line: line, message: "fontWeight \"\(weight)\" is not 1–1000")
                    return
                }
                face.weight = number
            }
            face.italic = value("fontStyle") == "italic"
            // An AndroidX file repeats each font with android: and app:; keep one.
            if !faces.contains(where: { $0.path == face.path && $0.weight == face.weight && $0.italic == face.italic })
            {
                faces.append(face)
            }
        }
    }
}
