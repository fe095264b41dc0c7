import Foundation
import TypeFitSupport
import TypeFitCheck

/// report.html's web labels as the browser sets them: one `@font-face` per font file the web
/// labels use (family `tf0`, `tf1`, … with a URL relative to the page's folder, so the page and
/// the fonts can move together), and per label a box styled as the guide's CSS. The browser
/// then lays the label out itself, from the same files, next to typefit's drawing.
struct WebLabelFaces {
    /// Family name per font file, in first-use order.
    private(set) var families: [String: String] = [:]
    private(set) var files: [String] = []
    /// The folder report.html is written to; nil: absolute `file://` URLs.
    let pageFolder: String?

    init(pageFolder: String?) {
        self.pageFolder = pageFolder
    }

    /// The families of `label`'s font files (registered on first use).
    mutating func families(of label: WebLabelCSS) -> [String] {
        label.fontFiles.map { file in
            if let known = families[file] { return known }
            let family = "tf\(files.count)"
            families[file] = family
            files.append(file)
            return family
        }
    }

    /// The `@font-face` rules, for the page's style sheet.
    var rules: String {
        files.map {
            "@font-face { font-family: \"\(families[$0] ?? "")\"; src: url(\"\(url(of: $0))\"); font-display: block; }\n"
        }.joined()
    }

    /// The label as a CSS box: the style's font stack, size, line height, spacing, white space and
    /// breaking rules, in a box of the style's width, clamped to its lines; `lines` (typefit's
    /// count of a wrapped label) and `width` (its widest line) ride along for tests that compare.
    mutating func box(_ label: WebLabelCSS, lines: Int?, width: Double) -> String {
        let names = families(of: label)
        let stack = names.map { "'\($0)'" }.joined(separator: ", ")
        var style = "font-family: \(stack); font-size: \(compactNumber(label.fontSize))px; "
        style += "line-height: \(label.lineHeight.map { "\(compactNumber($0))px" } ?? "normal"); "
        if label.letterSpacing != 0 { style += "letter-spacing: \(compactNumber(label.letterSpacing))px; " }
        if label.wordSpacing != 0 { style += "word-spacing: \(compactNumber(label.wordSpacing))px; " }
        style +=
            "white-space: \(label.css.whiteSpace.rawValue); overflow-wrap: \(label.css.overflowWrap.rawValue); word-break: \(label.css.wordBreak.rawValue); "
        if label.maxLines == nil { style += "text-wrap-mode: nowrap; " }
        if !label.variation.isEmpty {
            style +=
                "font-variation-settings: "
                + label.variation.sorted { $0.key < $1.key }.map { "'\($0.key)' \(compactNumber($0.value))" }.joined(
                    separator: ", ") + "; "
        }
        let features = label.features.compactMap(Self.featureSetting)
        if !features.isEmpty { style += "font-feature-settings: \(features.joined(separator: ", ")); " }
        if let width = label.width { style += "width: \(compactNumber(width))px; " }
        if let lines = label.maxLines {
            // Clamped as the check cuts it; a line wider than the box shows past it, as in the drawing.
            style +=
                "display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: \(lines); overflow-x: visible; overflow-y: clip; "
        }
        return
            "<div class=\"web-label\" data-families=\"\(names.joined(separator: " "))\" \(lines.map { " data-lines=\"\($0)\"" } ?? "") data-width=\"\(width)\"><div class=\"web-text\" style=\"\(xmlEscaped(style))\">"
            + xmlEscaped(label.text) + "</div><span class=\"web-note\">this browser, from the font files</span></div>"
    }

    /// A HarfBuzz feature string ("tnum", "-liga", "ss01=2") as CSS (`"tnum" 1`).
    static func featureSetting(_ feature: String) -> String? {
        var tag = Substring(feature), value = "1"
        if tag.hasPrefix("-") {
            (tag, value) = (tag.dropFirst(), "0")
        } else if tag.hasPrefix("+") {
            tag = tag.dropFirst()
        }
        if let equals = tag.firstIndex(of: "=") {
            (tag, value) = (tag[..<equals], String(tag[tag.index(after: equals)...]))
        }
        guard tag.count == 4, tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), Int(value) != nil else {
            return nil
        }
        return "\"\(tag)\" \(value)"
    }

    /// The font file's URL from the page: relative to `pageFolder` when there is one.
    func url(of file: String) -> String {
        let font = URL(fileURLWithPath: file).standardizedFileURL
        guard let pageFolder else { return font.absoluteString }
        let from = URL(fileURLWithPath: pageFolder, isDirectory: true).standardizedFileURL.pathComponents
        let to = font.pathComponents
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...]
        return parts.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0 }.joined(
            separator: "/")
    }
}
