import TypeFitSupport

/// How an app draws the markup in one catalog's texts — decided per catalog (`markup:` in the
/// guide), never guessed per text. Each format has a default that either draws what its
/// platform always draws or measures the text literally; either way a note counts the texts
/// that hold markup, so a wrong default never under-measures in silence.
package enum CatalogMarkup: String, CaseIterable, Hashable, Sendable {
    /// Measured as written: the tags' characters are drawn (an app showing plain text).
    case none
    /// As Android's `Html.fromHtml` (legacy mode) and react-i18next's `Trans` draw it: tags
    /// removed with their children kept, `<br>` (and `<br></br>`) one line break, block
    /// elements paragraph breaks, white space collapsed, character references decoded.
    case html
    /// As SwiftUI's `LocalizedStringKey` / `AttributedString(markdown:)` draw inline Markdown:
    /// `**b**`, `*i*`, `_i_`, `~~s~~`, `` `c` `` and `[text](url)` show only their text.
    case markdown
    /// As GTK draws a label: a mnemonic underscore (`_Cancel`) is not drawn (`__` is one `_`),
    /// Pango markup tags (`<b>`, `<span …>`) are removed and references decoded.
    case gtk

    /// The default for a catalog of this file extension: Android's escaped HTML is written for
    /// `Html.fromHtml` and i18next JSON's tags for `Trans`; Apple's, Flutter's, gettext's and CSV
    /// texts are shown as written unless the app says otherwise.
    package static func defaultFor(extension ext: String) -> CatalogMarkup {
        switch ext.lowercased() {
        case "xml", "json": .html
        default: .none
        }
    }

    /// The text as drawn, or nil when it holds no markup of this kind.
    func rendered(_ text: String, ext: String, markdown: MarkdownMarkup) -> String? {
        switch self {
        case .none: nil
        case .html: InlineMarkup.rendered(text, tags: ext == "json" ? .trans : .known)
        case .markdown: markdown.rendered(text)
        case .gtk: GtkMarkup.rendered(text)
        }
    }

    /// Whether a text of a `.ext` catalog holds markup typefit could draw (for the note about
    /// texts measured literally): HTML tags, inline Markdown, or GTK mnemonics in a `.po`.
    static func holdsMarkup(_ text: String, ext: String, markdown: MarkdownMarkup) -> Bool {
        InlineMarkup.rendered(text, tags: .known) != nil || markdown.rendered(text) != nil
            || (ext == "po" && GtkMarkup.hasMnemonic(text))
    }
}

/// The texts of each catalog drawn by its markup setting, counted for the notes.
struct MarkupTally {
    /// What drew the texts of one kind of catalog ("html, markdown" and "strings").
    private struct Drawing: Hashable, Comparable {
        var markup: String
        var ext: String
        static func < (a: Drawing, b: Drawing) -> Bool { (a.markup, a.ext) < (b.markup, b.ext) }
    }

    private var drawn: [Drawing: (count: Int, files: Set<String>)] = [:]
    /// By extension: texts that hold markup measured literally, and a few of them.
    private var literal: [String: (count: Int, examples: [String])] = [:]
    /// Texts the markup would leave empty (or only white space), measured as written, and a few.
    private var wouldEmpty: (count: Int, examples: [String]) = (0, [])
    /// Inline Markdown's expressions, made once for every catalog.
    private let markdown = MarkdownMarkup()

    /// `strings` of `file` drawn as `markups` say, each kind in turn.
    mutating func apply(_ markups: [CatalogMarkup], to strings: [LocalizedString], file: String, ext: String)
        -> [LocalizedString]
    {
        let drawing = markups.filter { $0 != .none }
        let kind = Drawing(markup: drawing.map(\.rawValue).joined(separator: ", "), ext: ext)
        var result = strings
        for index in result.indices {
            let text = result[index].text
            var rendered: String?
            for markup in drawing {
                rendered = markup.rendered(rendered ?? text, ext: ext, markdown: markdown) ?? rendered
            }
            if let drawnText = rendered, drawnText.allSatisfy(\.isWhitespace),
                !text.allSatisfy(\.isWhitespace)
            {
                // Markup must never empty a text: an empty measurement passes every limit.
                wouldEmpty.count += 1
                if wouldEmpty.examples.count < 3 {
                    wouldEmpty.examples.append(
                        "\(oneLine(result[index].key, atMost: 40)) (\(result[index].locale)): \"\(Self.excerpt(text))\""
                    )
                }
            } else if let rendered {
                result[index].text = rendered
                drawn[kind, default: (0, [])].count += 1
                drawn[kind, default: (0, [])].files.insert(file)
            } else if drawing.isEmpty, CatalogMarkup.holdsMarkup(text, ext: ext, markdown: markdown) {
                literal[ext, default: (0, [])].count += 1
                if literal[ext, default: (0, [])].examples.count < 3 {
                    literal[ext, default: (0, [])].examples.append(
                        "\(oneLine(result[index].key, atMost: 40)) (\(result[index].locale)): \"\(Self.excerpt(text))\""
                    )
                }
            }
        }
        return result
    }

    /// The part of `text` where its markup starts, so the note shows the markup itself.
    static func excerpt(_ text: String) -> String {
        guard let first = text.firstIndex(where: { "<*_`[~".contains($0) }) else { return oneLine(text, atMost: 50) }
        let start = text.index(first, offsetBy: -15, limitedBy: text.startIndex) ?? text.startIndex
        return (start > text.startIndex ? "…" : "") + oneLine(text[start...], atMost: 50)
    }

    var notes: [String] {
        let empty =
            wouldEmpty.count == 0
            ? []
            : [
                "\(wouldEmpty.count) text\(wouldEmpty.count == 1 ? "" : "s") that markup would leave empty measured as written: "
                    + wouldEmpty.examples.joined(separator: "; ")
                    + (wouldEmpty.count > wouldEmpty.examples.count ? "; …" : "")
            ]
        return empty
            + drawn.sorted { $0.key < $1.key }.map { kind, value in
                "\(value.count) text\(value.count == 1 ? "" : "s") of \(value.files.count) .\(kind.ext) file\(value.files.count == 1 ? "" : "s") with markup measured as drawn (markup: \(kind.markup))"
            }
            + literal.sorted { $0.key < $1.key }.map { ext, value in
                "\(value.count) text\(value.count == 1 ? "" : "s") of .\(ext) catalogs hold markup measured literally (markup: none): "
                    + value.examples.joined(separator: "; ") + (value.count > value.examples.count ? "; …" : "")
                    + " — set markup: html, markdown or gtk on the catalog if the app draws it"
            }
    }
}
