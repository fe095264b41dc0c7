import Foundation

/// HTML-style inline markup that apps render instead of showing — `<b>`, `<i>`, `<a href>`,
/// `<br>`, `&amp;` — as Android's `Html.fromHtml` does with strings.xml texts that hold
/// escaped HTML, and as apps' own attributed-string code does with `<b>` or `<a>` in
/// `.strings` (Mastodon, Element). A text with such tags is measured as it is drawn: tags
/// removed, `<br>` a line break, `<p>` a paragraph break, character references decoded.
enum InlineMarkup {
    /// The tags recognised: Android's `Html.fromHtml` set, the ones apps' parsers use.
    static let tags: Set<String> = [
        "a", "b", "i", "u", "s", "em", "strong", "br", "p", "span", "font", "big", "small",
        "sup", "sub", "tt", "strike", "del", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "li", "blockquote",
    ]

    /// The text as drawn, or nil when it holds none of these tags (it is then left alone).
    static func rendered(_ text: String) -> String? {
        guard text.contains("<"), text.contains(">") else { return nil }
        var result = ""
        var found = false
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            result += rest[..<open]
            let afterOpen = rest[rest.index(after: open)...]
            guard let close = afterOpen.firstIndex(of: ">"), !afterOpen[..<close].contains("<") else {
                result += "<"
                rest = afterOpen
                continue
            }
            let inside = afterOpen[..<close]
            let name = inside.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
            guard tags.contains(name) else {
                result += rest[open...close]
                rest = afterOpen[afterOpen.index(after: close)...]
                continue
            }
            found = true
            if name == "br" {
                result += "\n"
            } else if name == "p", inside.hasPrefix("/") {
                result += "\n\n"
            } else if name == "li", !inside.hasPrefix("/") {
                result += "\n• "
            }
            rest = afterOpen[afterOpen.index(after: close)...]
        }
        result += rest
        return found ? decodeReferences(result) : nil
    }

    /// `&amp; &lt; &gt; &quot; &apos; &nbsp; &#169; &#x200b;`.
    static func decodeReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
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

    /// Renders every string with markup; one note says how many.
    static func render(_ strings: [LocalizedString], notes: inout [String]) -> [LocalizedString] {
        var count = 0
        let result = strings.map { string -> LocalizedString in
            guard let drawn = rendered(string.text) else { return string }
            count += 1
            var copy = string
            copy.text = drawn
            return copy
        }
        if count > 0 {
            notes.append(
                "\(count) string\(count == 1 ? "" : "s") with HTML-style markup (<b>, <a>, <br>, &amp;) measured as drawn: tags removed, <br> a line break"
            )
        }
        return result
    }
}
