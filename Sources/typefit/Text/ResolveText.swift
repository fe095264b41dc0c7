import TypeFitText
import TypeFitCheck
import TypeFitSupport
import TypeFitBackend

/// The readable form of `typefit resolve`.
package enum ResolveText {
    package static func render(_ resolution: FontResolution, query: FontQuery) -> String {
        var lines = [
            "\(query.family) \(query.weight.value % 100 == 0 ? query.weight.name : "\(query.weight.value)")\(query.italic ? " Italic" : "") → \(resolution.family) \(resolution.style)",
            "  file       \(resolution.path)" + (resolution.faceIndex == 0 ? "" : " #\(resolution.faceIndex)"),
            "  weight     \(resolution.weight)   italic \(resolution.italic ? "yes" : "no")   exact \(resolution.exact ? "yes" : "no")",
        ]
        if let variation = resolution.variation {
            let coordinates = variation.sorted { $0.key < $1.key }.map { "\($0.key)=\(compactNumber($0.value))" }
            lines.append("  variation  " + coordinates.joined(separator: " "))
        }
        if resolution.syntheticBold {
            lines.append("  note: iOS would synthesize bold (no face of weight ≥ 600 in this family)")
        }
        if resolution.syntheticOblique {
            lines.append("  note: iOS would synthesize oblique (no italic face in this family)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
