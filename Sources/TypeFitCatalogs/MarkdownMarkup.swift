import TypeFitSupport

/// Inline Markdown as SwiftUI draws a `LocalizedStringKey` (`Text("key")`) or
/// `AttributedString(markdown:)` with `inlineOnlyPreservingWhitespace`: emphasis, strong,
/// strikethrough, code spans and links show only their text; a backslash escapes punctuation.
/// White space and line breaks are kept as written.
///
/// Made once per reading of the catalogs, with its expressions: a `Regex` literal parses its
/// pattern each time it is evaluated, and compiles it at its first match — per text, that was a
/// fifth of reading GTK's catalog (whose mnemonics, `_Open _Recent`, reach the expressions).
struct MarkdownMarkup {
    /// Texts longer than this are measured as written.
    static let maximumLength = 32_768

    private let escape = /\\([!-\/:-@\[-`{-~])/
    private let link = /\[([^\]\n]+)\]\([^)\s]*\)/
    private let strong = /\*\*(\S(?:.*?\S)?)\*\*/
    private let strongUnderscores = /__(\S(?:.*?\S)?)__/
    private let strikethrough = /~~(\S(?:.*?\S)?)~~/
    private let emphasis = /\*(\S(?:[^*]*?\S)?)\*/
    /// `_` emphasis only at word boundaries: snake_case_names stay as written.
    private let emphasisUnderscores = /(^|[^\p{L}\p{N}_])_(\S(?:[^_]*?\S)?)_(?![\p{L}\p{N}_])/

    /// The text as drawn, or nil when it holds no inline Markdown.
    func rendered(_ text: String) -> String? {
        // Most texts have no pair of delimiters: no regular expression runs on them. Nor on a
        // text longer than any label (the expressions' lazy matches are quadratic in the worst case).
        guard text.utf8.count <= Self.maximumLength, Self.mayHoldMarkdown(text) else { return nil }
        var result = ""
        var changed = false
        // Code spans first: what is inside one is shown as written.
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "`"),
            let close = rest[rest.index(after: open)...].firstIndex(of: "`"), close > rest.index(after: open)
        {
            result += inline(rest[..<open], changed: &changed)
            result += rest[rest.index(after: open)..<close]
            changed = true
            rest = rest[rest.index(after: close)...]
        }
        result += inline(rest, changed: &changed)
        return changed ? result : nil
    }

    /// Whether `text` has what inline Markdown needs — two `*`, `_` or `` ` ``, `~~`, `](`, or a
    /// backslash before punctuation — read byte by byte.
    static func mayHoldMarkdown(_ text: String) -> Bool {
        var stars = 0, underscores = 0, backticks = 0, tildes = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case 0x2A: stars += 1
            case 0x5F: underscores += 1
            case 0x60: backticks += 1
            case 0x7E: tildes += 1
            case 0x28 where previous == 0x5D: return true  // "]("
            default: break
            }
            if previous == 0x5C,
                (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte)
                    || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
            {
                return true
            }
            previous = byte
        }
        return stars >= 2 || underscores >= 2 || backticks >= 2 || tildes >= 4
    }

    /// Links, strong, strikethrough and emphasis outside code spans, then backslash escapes.
    private func inline(_ part: Substring, changed: inout Bool) -> String {
        var text = String(part)
        let before = text
        // Each expression runs only on a text holding its delimiters (it cannot match without
        // them): a regular expression scanning a text it cannot change was a quarter of reading
        // a catalog of GTK's mnemonics (`_Open _Recent` passes the filter of two underscores).
        let escapes = text.containsBytes("\\")
        // An escaped punctuation mark is hidden from the delimiters (as a private-use scalar)
        // and shown as itself at the end.
        if escapes {
            text.replace(escape) { match in
                String(Character(Unicode.Scalar(0xF0000 + (match.output.1.unicodeScalars.first?.value ?? 0)) ?? "?"))
            }
        }
        if text.containsBytes("](") { text.replace(link) { String($0.output.1) } }
        if text.containsBytes("**") { text.replace(strong) { String($0.output.1) } }
        if text.containsBytes("__") { text.replace(strongUnderscores) { String($0.output.1) } }
        if text.containsBytes("~~") { text.replace(strikethrough) { String($0.output.1) } }
        if text.containsBytes("*") { text.replace(emphasis) { String($0.output.1) } }
        if text.containsBytes("_") { text.replace(emphasisUnderscores) { "\($0.output.1)\($0.output.2)" } }
        // (A text's own scalars of plane 15 are mapped as before: their UTF-8 starts with F3.)
        if escapes || text.utf8.contains(0xF3) {
            text = String(
                String.UnicodeScalarView(
                    text.unicodeScalars.map {
                        (0xF0000...0xF007F).contains($0.value) ? Unicode.Scalar($0.value - 0xF0000) ?? $0 : $0
                    }))
        }
        if text != before { changed = true }
        return text
    }
}

/// A GTK label's text as drawn: Pango markup (`<b>`, `<span weight="bold">`, `&amp;`) when
/// the label uses markup, and mnemonic underscores (`_Cancel`: the underscore is not drawn,
/// `__` is one underscore), as `gtk_label_set_text_with_mnemonic` parses them.
enum GtkMarkup {
    /// The text as drawn, or nil when it holds neither.
    static func rendered(_ text: String) -> String? {
        let tagged = InlineMarkup.rendered(text, tags: .pango)
        let source = tagged ?? text
        guard source.containsBytes("_") else { return tagged }
        var result = ""
        var changed = false
        var index = source.startIndex
        while index < source.endIndex {
            let character = source[index]
            let next = source.index(after: index)
            if character == "_", next < source.endIndex {
                changed = true
                result.append(source[next])  // "__" is "_", "_x" is an underlined x
                index = source.index(after: next)
                continue
            }
            result.append(character)
            index = next
        }
        return changed ? result : tagged
    }

    /// Whether `text` has a mnemonic underscore before a letter (`_Cancel`, `Save _As`).
    static func hasMnemonic(_ text: String) -> Bool {
        text.firstMatch(of: /(?:^|\s)_[\p{L}\p{N}]/) != nil
    }
}
