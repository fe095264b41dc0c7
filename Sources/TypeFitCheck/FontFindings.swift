import TypeFitBackend

/// Font-level warnings about vertical metrics, the kind Font Bakery reports, phrased for app teams.
public enum FontFindings {
    /// The findings for one face: line gaps, hhea against typo, win metrics that clip.
    public static func findings(for metrics: FaceMetrics) -> [String] {
        var result: [String] = []
        if metrics.hhea.lineGap != 0 || (metrics.typo?.metrics.lineGap ?? 0) != 0 {
            result.append("lineGap is not 0 (hhea \(metrics.hhea.lineGap), typo \(metrics.typo?.metrics.lineGap ?? 0)): iOS adds it below every line, browsers split it above and below")
        }
        if let typo = metrics.typo, typo.metrics != metrics.hhea {
            let hhea = metrics.hhea
            result.append("hhea (\(hhea.ascender)/\(hhea.descender)/\(hhea.lineGap)) differs from OS/2 typo (\(typo.metrics.ascender)/\(typo.metrics.descender)/\(typo.metrics.lineGap)) with USE_TYPO_METRICS \(typo.useTypoMetrics ? "on" : "off"): iOS and Android line heights differ")
        }
        if let win = metrics.win, let bounds = metrics.glyphBounds, win.ascent < bounds.yMax || win.descent < -bounds.yMin {
            result.append("win metrics (\(win.ascent)/\(win.descent)) clip the tallest glyphs (yMax \(bounds.yMax), yMin \(bounds.yMin)) on Windows")
        }
        return result
    }

    /// Faces of one family whose hhea metrics differ from the family's first face.
    public static func familyMismatches(_ faces: [(style: String, metrics: FaceMetrics)]) -> [String: String] {
        var first: [String: (String, LineMetrics)] = [:]
        var result: [String: String] = [:]
        for (style, metrics) in faces {
            if let (otherStyle, hhea) = first[metrics.family] {
                if hhea != metrics.hhea {
                    result[style] = "vertical metrics differ within the family \(metrics.family): hhea \(metrics.hhea.ascender)/\(metrics.hhea.descender)/\(metrics.hhea.lineGap) here, \(hhea.ascender)/\(hhea.descender)/\(hhea.lineGap) for style \(otherStyle)"
                }
            } else {
                first[metrics.family] = (style, metrics.hhea)
            }
        }
        return result
    }
}
