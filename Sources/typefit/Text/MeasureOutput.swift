import TypeFitCheck
import TypeFitSupport
import TypeFitText

extension MeasuredText: Encodable {
    enum CodingKeys: String, CodingKey {
        case pointSize, advance, width, lineCount, lineHeight, height, lines, truncated, missing, fallbacks
    }

    /// `{"pointSize","advance","width","lineCount","lineHeight","height","lines":[{"text","width","start","height"}],
    /// "truncated","missing","fallbacks"}`: `truncated` is null or `{"index","visibleText"}`,
    /// `missing` lists code points as "U+0627", `fallbacks` `{"family","path","codePoints"}`.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pointSize, forKey: .pointSize)
        try container.encode(advance, forKey: .advance)
        try container.encode(width, forKey: .width)
        try container.encode(lineCount, forKey: .lineCount)
        try container.encode(lineHeight, forKey: .lineHeight)
        try container.encode(height, forKey: .height)
        try container.encode(lines, forKey: .lines)
        try container.encodeAlways(truncation, forKey: .truncated)
        try container.encode(missing.map(\.codePointLabel), forKey: .missing)
        try container.encode(fallbacks, forKey: .fallbacks)
    }
}

extension FallbackUse: Encodable {
    enum CodingKeys: String, CodingKey { case family, path, codePoints }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(family, forKey: .family)
        try container.encode(path, forKey: .path)
        try container.encode(codePoints.map(\.codePointLabel), forKey: .codePoints)
    }
}

/// The readable form of `typefit measure`.
package enum MeasureText {
    /// `caption` names the font, size and model; numbers in `unit` (points, or CSS px for the
    /// web) with two decimals.
    package static func render(_ m: MeasuredText, caption: String, unit: String = "pt") -> String {
        var text = caption + "\n"
        text +=
            "advance \(formatted(m.advance, decimals: 2)) \(unit)   width \(formatted(m.width, decimals: 2)) \(unit)   "
        text +=
            "lines \(m.lineCount)   line height \(formatted(m.lineHeight, decimals: 2)) \(unit)   height \(formatted(m.height, decimals: 2)) \(unit)\n"
        var table = TextTable(header: ["#", "WIDTH", "TEXT"], rightAligned: [0, 1])
        table.rows = m.lines.enumerated().map {
            ["\($0.offset + 1)", formatted($0.element.width, decimals: 2), $0.element.text]
        }
        text += table.render()
        if let truncation = m.truncation {
            text += "truncated: the text is cut at character \(truncation.index)\n"
        }
        if !m.missing.isEmpty {
            text += "missing in the font: " + m.missing.map(\.codePointLabel).joined(separator: " ") + "\n"
        }
        for fallback in m.fallbacks {
            text +=
                "fallback \(fallback.family) (\(fallback.path)): "
                + fallback.codePoints.map(\.codePointLabel).joined(separator: " ") + "\n"
        }
        return text
    }
}
