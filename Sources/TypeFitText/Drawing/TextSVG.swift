import TypeFitSupport

/// SVG for ``DrawnText``: the label's box (`maxWidth` × shown lines), a guide at each line's top
/// and baseline, the glyphs placed with `<use>` of ``GlyphSymbols``, and what does not fit in red:
/// lines wider than the box, the lines a cut hides (below the box; a note counts those not
/// drawn), the "…" with a tick at the truncation point, and missing glyphs. 1 pt is one SVG user unit (one CSS px at 100 %).
package enum TextSVG {
    /// Space around a drawing, in points.
    package static let padding = 8.0

    package static let inkColor = "#1d1d1f"
    package static let overflowColor = "#d70015"

    /// The width and height a drawing takes with its padding.
    package static func size(of text: DrawnText) -> (width: Double, height: Double) {
        (text.extentWidth + 2 * padding, max(text.extentHeight, text.boxHeight) + 2 * padding)
    }

    /// A `<g>` drawing `text` with the top-left of its box at (`x`, `y`) plus the padding.
    package static func group(_ text: DrawnText, x: Double = 0, y: Double = 0) -> String {
        var out = "<g transform=\"translate(\(compactNumber(x + padding)) \(compactNumber(y + padding)))\">\n"
        let box = "width=\"\(compactNumber(text.boxWidth))\" height=\"\(compactNumber(text.boxHeight))\""
        out += "<rect x=\"0\" y=\"0\" \(box) fill=\"#eef3ff\" stroke=\"#5b7bd5\" stroke-width=\"1\"/>\n"
        let guideWidth = compactNumber(text.extentWidth)
        out += "<g stroke=\"#c3cce0\" stroke-width=\"0.5\">"
        for line in text.lines.dropFirst() {
            out +=
                "<line x1=\"0\" x2=\"\(guideWidth)\" y1=\"\(compactNumber(line.top))\" y2=\"\(compactNumber(line.top))\"/>"
        }
        out += "</g>\n<g stroke=\"#7aa2ff\" stroke-width=\"0.5\" stroke-dasharray=\"2 2\">"
        for line in text.lines {
            out +=
                "<line x1=\"0\" x2=\"\(guideWidth)\" y1=\"\(compactNumber(line.baseline))\" y2=\"\(compactNumber(line.baseline))\"/>"
        }
        out += "</g>\n"
        for (fits, color) in [(true, inkColor), (false, overflowColor)] {
            let lines = text.lines.filter { ($0.isHidden || $0.isTooWide) != fits }
            guard !lines.isEmpty else { continue }
            out += "<g fill=\"\(color)\">\n"
            for line in lines {
                out += uses(line.glyphs)
            }
            out += "</g>\n"
        }
        for line in text.lines {
            if let ellipsis = line.ellipsis {
                out += "<g fill=\"\(overflowColor)\">\n" + uses(line.ellipsisGlyphs) + "</g>\n"
                out +=
                    "<line x1=\"\(compactNumber(ellipsis.x))\" x2=\"\(compactNumber(ellipsis.x))\" y1=\"\(compactNumber(line.top))\" "
                    + "y2=\"\(compactNumber(line.top + line.height))\" stroke=\"\(overflowColor)\" stroke-width=\"1\"/>\n"
            }
            for mark in line.missing {
                out +=
                    "<rect x=\"\(compactNumber(mark.x))\" y=\"\(compactNumber(line.top))\" width=\"\(compactNumber(mark.width))\" "
                    + "height=\"\(compactNumber(line.height))\" fill=\"\(overflowColor)\" fill-opacity=\"0.18\" stroke=\"\(overflowColor)\" stroke-width=\"0.5\"/>\n"
            }
        }
        if text.omittedLines > 0 {
            let y = text.lines.reduce(0) { $0 + $1.height } + DrawnText.omittedNoteHeight - 3
            out +=
                "<text x=\"0\" y=\"\(compactNumber(y))\" fill=\"\(overflowColor)\" font-size=\"11\" font-family=\"sans-serif\">"
                + "+ \(text.omittedLines) more hidden line\(text.omittedLines == 1 ? "" : "s")</text>\n"
        }
        return out + "</g>\n"
    }

    /// A standalone SVG document of one drawing: its symbols, a title and a description.
    package static func document(_ text: DrawnText, symbols: GlyphSymbols, title: String, description: String) -> String
    {
        let (width, height) = size(of: text)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
            width="\(compactNumber(width))" height="\(compactNumber(height))" viewBox="0 0 \(compactNumber(width)) \(compactNumber(height))">
            <title>\(xmlEscaped(title))</title>
            <desc>\(xmlEscaped(description))</desc>
            <defs>
            \(symbols.definitions())
            </defs>
            <rect width="100%" height="100%" fill="#ffffff"/>
            \(group(text))</svg>

            """
    }

    /// Each glyph's `<use>`, written as bytes (a report draws tens of thousands of glyphs: made
    /// as interpolated strings, they were a fifth of report.html's time).
    static func uses(_ glyphs: some Sequence<DrawnText.Glyph>) -> String {
        var out: [UInt8] = []
        for glyph in glyphs {
            out.append(contentsOf: "<use xlink:href=\"#".utf8)
            out.append(contentsOf: glyph.symbol.utf8)
            out.append(contentsOf: "\" transform=\"translate(".utf8)
            appendCompactNumber(glyph.x, to: &out)
            out.append(0x20)
            appendCompactNumber(glyph.y, to: &out)
            out.append(contentsOf: ") scale(".utf8)
            appendCompactNumber(glyph.scale, decimals: 7, to: &out)
            out.append(contentsOf: ")\"/>\n".utf8)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
