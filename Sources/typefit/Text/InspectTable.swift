import TypeFitText
import TypeFitCheck
import TypeFitSupport
import TypeFitBackend

/// The readable form of `typefit inspect`: one row per face, then the axes and named instances
/// of variable faces. Metrics are in font units; line heights also in em.
package enum InspectTable {
    package static func render(_ faces: [FaceMetrics]) -> String {
        guard !faces.isEmpty else { return "" }
        var table = TextTable(
            header: [
                "FILE", "#", "FAMILY", "STYLE", "WGHT", "ITAL", "UPEM", "HHEA a/d/g", "TYPO a/d/g", "USE_TYPO",
                "WIN a/d", "CAP", "X", "GLYPHS", "LINE apple/android (em)",
            ],
            rightAligned: [1, 4, 6, 11, 12, 13])
        for face in faces {
            table.rows.append([
                fileName(face.path), "\(face.faceIndex)", face.family, face.style, "\(face.weight)",
                face.italic.isItalic ? "yes" : "no", "\(face.unitsPerEm)", triple(face.hhea),
                face.typo.map { triple($0.metrics) } ?? "-", face.typo.map { $0.useTypoMetrics ? "on" : "off" } ?? "-",
                face.win.map { "\($0.ascent)/\($0.descent)" } ?? "-",
                sourced(face.capHeight), sourced(face.xHeight), "\(face.glyphCount)",
                lineHeights(face),
            ])
        }
        var text = table.render()
        for face in faces where face.isVariable {
            text += "\n\(fileName(face.path)) #\(face.faceIndex) axes: "
            text += face.axes.map {
                "\($0.tag) \(compactNumber($0.minimum))…\(compactNumber($0.defaultValue))…\(compactNumber($0.maximum))"
            }
            .joined(separator: ", ")
            if !face.namedInstances.isEmpty {
                text +=
                    "\n  instances: "
                    + face.namedInstances.map { instance in
                        let coordinates = instance.coordinates.sorted { $0.key < $1.key }
                            .map { "\($0.key)=\(compactNumber($0.value))" }.joined(separator: " ")
                        return "\(instance.name) (\(coordinates))"
                    }.joined(separator: ", ")
            }
            text += "\n"
        }
        return text
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func triple(_ metrics: LineMetrics) -> String {
        "\(metrics.ascender)/\(metrics.descender)/\(metrics.lineGap)"
    }

    static func sourced(_ metric: SourcedMetric?) -> String {
        guard let metric else { return "-" }
        return metric.source == .os2 ? "\(metric.value)" : "\(metric.value)*"
    }

    static func lineHeights(_ face: FaceMetrics) -> String {
        let apple = face.lineHeightUnits(.apple), android = face.lineHeightUnits(.android)
        let em = Double(face.unitsPerEm)
        return
            "\(apple)/\(android) (\(formatted(Double(apple) / em, decimals: 3))/\(formatted(Double(android) / em, decimals: 3)))"
    }

}
