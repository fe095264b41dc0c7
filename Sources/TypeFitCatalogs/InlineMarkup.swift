import TypeFitSupport
import Foundation

/// HTML-style inline markup that apps render instead of showing — `<b>`, `<i>`, `<a href>`,
/// `<br>`, `&amp;` — as Android's `Html.fromHtml` does with strings.xml texts that hold escaped
/// HTML (`HtmlToSpannedConverter`), and react-i18next's `Trans` with `<0>…</0>` or `<bold>…</bold>`.
/// A text with such tags is measured as it is drawn: tags removed, `<br>` a line break, `<p>` a
/// paragraph break, character references decoded. Only a well-formed tag counts: the name is
/// followed by `>`, `/>` or attributes, so `<ann@example.org>` and `a < b` stay text.
enum InlineMarkup {
    /// Which tag names count.
    enum Tags {
        /// The tags `Html.fromHtml` handles (`HtmlToSpannedConverter.handleStartTag`): an
        /// escaped tag of any other name in strings.xml — `&lt;not set&gt;`, a translator's
        /// broken `&lt;xliff:g` — is text the app shows, not markup.
        case known
        /// react-i18next `Trans`: `Html.fromHtml`'s tags, its numbered components (`<0>…</0>`)
        /// and named ones without attributes (`<bold>…</bold>`); `<not set>` stays text.
        case trans
        /// Pango's markup tags (GTK labels), white space kept as written.
        case pango
    }

    static let tags: Set<String> = [
        "a", "b", "i", "u", "s", "em", "strong", "br", "p", "span", "font", "big", "small", "cite", "dfn", "img",
        "sup", "sub", "tt", "strike", "del", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "li", "blockquote",
    ]
    static let pangoTags: Set<String> = ["b", "big", "i", "s", "sub", "sup", "small", "tt", "u", "span", "markup"]
    static let blocks: Set<String> = ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "blockquote"]

    /// The text as drawn, or nil when it holds none of these tags (it is then left alone).
    static func rendered(_ text: String, tags kind: Tags) -> String? {
        guard text.containsBytes("<"), text.containsBytes(">") else { return nil }
        var drawn = DrawnText(collapsesSpace: kind != .pango)
        var found = false
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            drawn.append(rest[..<open])
            let afterOpen = rest[rest.index(after: open)...]
            guard let tag = Tag(afterOpen), Self.isMarkup(tag, kind) else {
                drawn.append("<")
                rest = afterOpen
                continue
            }
            found = true
            switch tag.name {
            case "br" where !tag.closing: drawn.lineBreak()
            case "li" where !tag.closing: drawn.append("\n• ")
            case let name where blocks.contains(name) && kind != .pango: drawn.paragraph()
            default: break
            }
            rest = afterOpen[tag.end...]
        }
        drawn.append(rest)
        return found ? decodeReferences(drawn.text) : nil
    }

    /// Whether `tag` is markup to `kind`'s renderer.
    static func isMarkup(_ tag: Tag, _ kind: Tags) -> Bool {
        switch kind {
        case .known: return tags.contains(tag.name)
        case .pango: return pangoTags.contains(tag.name)
        case .trans:
            return tags.contains(tag.name) || tag.name.allSatisfy(\.isNumber)
                || (!tag.hasAttributes && tag.name.allSatisfy { $0.isLetter || $0.isNumber })
        }
    }

    /// A tag's name, whether it closes (`</b>`), whether attributes follow its name, and where
    /// it ends (after its `>`).
    struct Tag {
        var name: String
        var closing: Bool
        var hasAttributes = false
        var end: Substring.Index

        init?(_ text: Substring) {
            var index = text.startIndex
            closing = index < text.endIndex && text[index] == "/"
            if closing { index = text.index(after: index) }
            let nameStart = index
            while index < text.endIndex,
                text[index].isASCII && (text[index].isLetter || text[index].isNumber || ":_-.".contains(text[index]))
            {
                index = text.index(after: index)
            }
            guard index > nameStart, index < text.endIndex, text[nameStart].isASCII, !text[nameStart].isPunctuation
            else { return nil }
            name = text[nameStart..<index].lowercased()
            // After the name: ">", "/>", or white space then attributes up to ">" (no "<" inside).
            switch text[index] {
            case ">": end = text.index(after: index)
            case "/":
                let next = text.index(after: index)
                guard !closing, next < text.endIndex, text[next] == ">" else { return nil }
                end = text.index(after: next)
            case let character where character.isWhitespace:
                // Attributes end within 1,024 characters: a text of many "<a " is not read to its end for each.
                let window = text[index...].prefix(1_024)
                guard let close = window.firstIndex(of: ">"), !text[index..<close].contains("<") else {
                    return nil
                }
                hasAttributes = !text[index..<close].allSatisfy { $0.isWhitespace || $0 == "/" }
                end = text.index(after: close)
            default: return nil
            }
        }
    }

    /// Text as `Html.fromHtml` appends it (`HtmlToSpannedConverter.characters`): a space or a
    /// newline of the source is one space, and none after another space, a line break or at the
    /// start; `<br>` is a line break.
    struct DrawnText {
        var collapsesSpace: Bool
        var text = ""

        mutating func append<S: StringProtocol>(_ part: S) {
            guard collapsesSpace else { return text += part }
            for character in part {
                if character == " " || character == "\n" {
                    guard let last = text.last, last != " ", last != "\n" else { continue }
                    text.append(" ")
                } else {
                    text.append(character)
                }
            }
        }

        mutating func lineBreak() { text.append("\n") }

        /// Block elements are set off by a blank line (legacy mode's two newlines), never at the start.
        mutating func paragraph() {
            guard !text.isEmpty else { return }
            while text.last == " " { text.removeLast() }
            let trailing = text.reversed().prefix { $0 == "\n" }.count
            text += String(repeating: "\n", count: max(0, 2 - trailing))
        }
    }

    /// `&amp; &lt; &gt; &quot; &apos; &nbsp; &#169; &#x200b;`.
    static func decodeReferences(_ text: String) -> String {
        guard text.containsBytes("&") else { return text }
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}"]
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(10).firstIndex(of: ";") {
                let body = after[..<semicolon]
                var decoded: String?
                if body.hasPrefix("#x") || body.hasPrefix("#X") {
                    decoded = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(String.init)
                } else if body.hasPrefix("#") {
                    decoded = UInt32(body.dropFirst()).flatMap(Unicode.Scalar.init).map(String.init)
                } else {
                    decoded = named[String(body)]
                }
                if let decoded {
                    result += decoded
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            result += "&"
            rest = after
        }
        return result + rest
    }
}
