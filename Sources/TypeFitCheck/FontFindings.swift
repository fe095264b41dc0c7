import TypeFitSupport
import TypeFitBackend

/// A font-level warning about vertical metrics, the kind Font Bakery reports, phrased for app
/// teams; or the reason a style's font was refused. A value: the writers render ``description``.
package enum FontFinding: Hashable, Sendable, CustomStringConvertible {
    /// hhea or typo line gap is not 0.
    case lineGap(hhea: Int, typo: Int)
    /// hhea and OS/2 typo metrics differ.
    case hheaDiffersFromTypo(hhea: LineMetrics, typo: LineMetrics, useTypoMetrics: Bool)
    /// Windows' clipping box is smaller than the glyphs' bounds.
    case winMetricsClip(ascent: Int, descent: Int, yMax: Int, yMin: Int)
    /// A face's hhea metrics differ from the first face of its family in the guide.
    case familyMismatch(family: String, hhea: LineMetrics, other: LineMetrics, otherStyle: String)
    /// The font could not be used (refused by the isolated probe, unreadable).
    case refused(FontError)
    /// The app declares the face with a weight its OS/2 class disagrees with.
    case declaredWeight(declared: Int, os2: Int, declaration: FileLocation)
    /// The app declares the face italic (or upright) and the font is not.
    case declaredItalic(declared: Bool, declaration: FileLocation)

    package var description: String {
        switch self {
        case let .lineGap(hhea, typo):
            return
                "lineGap is not 0 (hhea \(hhea), typo \(typo)): iOS adds it below every line, browsers split it above and below"
        case let .hheaDiffersFromTypo(hhea, typo, useTypoMetrics):
            return
                "hhea (\(hhea.ascender)/\(hhea.descender)/\(hhea.lineGap)) differs from OS/2 typo (\(typo.ascender)/\(typo.descender)/\(typo.lineGap)) "
                + "with USE_TYPO_METRICS \(useTypoMetrics ? "on" : "off"): iOS and Android line heights differ"
        case let .winMetricsClip(ascent, descent, yMax, yMin):
            return "win metrics (\(ascent)/\(descent)) clip the tallest glyphs (yMax \(yMax), yMin \(yMin)) on Windows"
        case let .familyMismatch(family, hhea, other, otherStyle):
            return
                "vertical metrics differ within the family \(family): hhea \(hhea.ascender)/\(hhea.descender)/\(hhea.lineGap) here, "
                + "\(other.ascender)/\(other.descender)/\(other.lineGap) for style \(otherStyle)"
        case let .refused(error):
            return "\(error)"
        case let .declaredWeight(declared, os2, declaration):
            return
                "declared weight \(declared) at \(declaration), but the font's OS/2 weight class is \(os2): the app draws this face for \(declared)"
        case let .declaredItalic(declared, declaration):
            return
                "declared \(declared ? "italic" : "upright") at \(declaration), but the font is \(declared ? "upright" : "italic")"
        }
    }
}

extension FontFinding {
    /// Where a finding changes what users see: ``TextPlatform/fontConcerns`` says which a
    /// platform shows, so a guide for other platforms does not get it.
    package enum Concern: Hashable, Sendable {
        /// Wherever the font draws: metrics that differ, a refused font, a declaration that lies.
        case everywhere
        /// A line gap: added by CoreText below every line and split by browsers; Android's
        /// TextView and SkParagraph leave it out.
        case lineGap
        /// Windows' clipping box: where Windows draws the text (the web, in a Windows browser).
        case windowsClipping
    }

    package var concern: Concern {
        switch self {
        case .winMetricsClip: .windowsClipping
        case .lineGap: .lineGap
        case .hheaDiffersFromTypo, .familyMismatch, .refused, .declaredWeight, .declaredItalic: .everywhere
        }
    }

    /// Whether the finding matters on any of `platforms`.
    package func applies(to platforms: [PlatformID]) -> Bool {
        platforms.contains { $0.rules.fontConcerns.contains(concern) }
    }
}

/// The findings typefit makes about a face's vertical metrics.
package enum FontFindings {
    /// The findings for one face: line gaps, hhea against typo, win metrics that clip.
    package static func findings(for metrics: FaceMetrics) -> [FontFinding] {
        var result: [FontFinding] = []
        if metrics.hhea.lineGap != 0 || (metrics.typo?.metrics.lineGap ?? 0) != 0 {
            result.append(.lineGap(hhea: metrics.hhea.lineGap, typo: metrics.typo?.metrics.lineGap ?? 0))
        }
        if let typo = metrics.typo, typo.metrics != metrics.hhea {
            result.append(
                .hheaDiffersFromTypo(hhea: metrics.hhea, typo: typo.metrics, useTypoMetrics: typo.useTypoMetrics))
        }
        if let win = metrics.win, let bounds = metrics.glyphBounds,
            win.ascent < bounds.yMax || win.descent < -bounds.yMin
        {
            result.append(
                .winMetricsClip(ascent: win.ascent, descent: win.descent, yMax: bounds.yMax, yMin: bounds.yMin))
        }
        return result
    }

    /// Faces of one family whose hhea metrics differ from the family's first face, by style.
    package static func familyMismatches(_ faces: [(style: String, metrics: FaceMetrics)]) -> [String: FontFinding] {
        var first: [String: (String, LineMetrics)] = [:]
        var result: [String: FontFinding] = [:]
        for (style, metrics) in faces {
            if let (otherStyle, hhea) = first[metrics.family] {
                if hhea != metrics.hhea {
                    result[style] = .familyMismatch(
                        family: metrics.family, hhea: metrics.hhea, other: hhea, otherStyle: otherStyle)
                }
            } else {
                first[metrics.family] = (style, metrics.hhea)
            }
        }
        return result
    }
}
