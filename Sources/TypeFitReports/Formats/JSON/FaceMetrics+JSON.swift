import TypeFitSupport
import TypeFitBackend

/// A face's metrics as report.json and `typefit inspect --format json` write them, in font units.
extension FaceMetrics: Encodable {
    enum CodingKeys: String, CodingKey {
        case path, faceIndex, family, style, postscriptName, weight, italic, unitsPerEm
        case hhea, typo, win, capHeight, xHeight, glyphCount, axes, namedInstances, lineHeight
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(faceIndex, forKey: .faceIndex)
        try container.encode(family, forKey: .family)
        try container.encode(style, forKey: .style)
        try container.encodeAlways(postscriptName, forKey: .postscriptName)
        try container.encode(weight, forKey: .weight)
        try container.encode(italic.isItalic, forKey: .italic)
        try container.encode(unitsPerEm, forKey: .unitsPerEm)
        try container.encode(hhea, forKey: .hhea)
        try container.encodeAlways(typo, forKey: .typo)
        try container.encodeAlways(win, forKey: .win)
        try container.encodeAlways(capHeight, forKey: .capHeight)
        try container.encodeAlways(xHeight, forKey: .xHeight)
        try container.encode(glyphCount, forKey: .glyphCount)
        try container.encode(axes, forKey: .axes)
        try container.encode(namedInstances, forKey: .namedInstances)
        var lines: [String: Int] = [:]
        for model in LineHeightModel.allCases {
            lines[model.rawValue] = lineHeightUnits(model)
        }
        try container.encode(lines, forKey: .lineHeight)
    }
}

extension TypoMetrics: Encodable {
    enum CodingKeys: String, CodingKey { case ascender, descender, lineGap, useTypoMetrics }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(metrics.ascender, forKey: .ascender)
        try container.encode(metrics.descender, forKey: .descender)
        try container.encode(metrics.lineGap, forKey: .lineGap)
        try container.encode(useTypoMetrics, forKey: .useTypoMetrics)
    }
}

extension FontResolution: Encodable {
    enum CodingKeys: String, CodingKey {
        case path, faceIndex, family, style, weight, italic, exact, syntheticBold, syntheticOblique, variation
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(faceIndex, forKey: .faceIndex)
        try container.encode(family, forKey: .family)
        try container.encode(style, forKey: .style)
        try container.encode(weight, forKey: .weight)
        try container.encode(italic, forKey: .italic)
        try container.encode(exact, forKey: .exact)
        try container.encode(syntheticBold, forKey: .syntheticBold)
        try container.encode(syntheticOblique, forKey: .syntheticOblique)
        try container.encodeAlways(variation, forKey: .variation)
    }
}
