import Foundation
import TypeFitSupport
import TypeFitCatalogs

extension StarterGuide {
    /// An app's own declaration of its fonts, for init: its lead platform's
    /// (``TextPlatform/declaredFonts(in:fontFiles:family:)``); nil when the project declares none.
    static func appDeclarations(_ root: String, fontFiles: [String], platforms: [PlatformID], family: String)
        -> Declared?
    {
        lead(platforms)?.rules.declaredFonts(in: root, fontFiles: fontFiles, family: family)
    }

    /// Fonts an app declares: the declaring files, the family and its declared weights (nil:
    /// the fonts' own).
    package struct Declared: Sendable {
        package var files: [String]
        package var family: String
        package var weights: [ClosedRange<Double>]?
    }

    /// The declared family with the most faces that exist (ties by name), with those faces.
    static func mostDeclared(_ faces: [DeclaredFace]) -> (family: String, faces: [DeclaredFace])? {
        var byFamily: [String: [DeclaredFace]] = [:]
        for face in faces where face.exists {
            if let family = face.family { byFamily[family, default: []].append(face) }
        }
        return byFamily.max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }.map { ($0.key, $0.value) }
    }

    /// The upright weights of `faces`, as init's nearest-weight choice reads them.
    static func uprightWeights(_ faces: [DeclaredFace]) -> [ClosedRange<Double>] {
        let weights = orderedUnique(faces.filter { !$0.italic }.map(\.weight)).sorted().map { Double($0)...Double($0) }
        return weights.isEmpty ? [400...400] : weights
    }
}
