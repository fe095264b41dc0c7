import Foundation
import TypeFitSupport

extension AndroidPlatform {
    /// Strings in `strings.xml`, and Flutter's `.arb` (both phones).
    package var catalogExtensions: Set<String> { ["xml", "arb"] }
    /// Material 3's type scale, in sp.
    package var starterStyles: StarterStyles { .materialTypeScale }

    /// The font families under `res/font/`: the family with the most faces, as layouts name it
    /// (`@font/NAME` is `NAME`), with its declared weights.
    package func declaredFonts(in root: String, fontFiles: [String], family: String) -> StarterGuide.Declared? {
        let folders: [URL] = orderedUnique(fontFiles.map { URL(fileURLWithPath: $0).deletingLastPathComponent() })
            .filter { $0.lastPathComponent == "font" && $0.deletingLastPathComponent().lastPathComponent == "res" }
        var files: [String] = []
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            files += names.sorted().filter { $0.hasSuffix(".xml") }.map { folder.appendingPathComponent($0).path }
        }
        let declared: [(file: String, faces: [DeclaredFace])] = files.compactMap { file in
            guard let faces = try? FontDeclarations.read(file), !faces.isEmpty else { return nil }
            return (file, faces)
        }
        guard let best = StarterGuide.mostDeclared(declared.flatMap(\.faces)) else { return nil }
        return StarterGuide.Declared(
            files: declared.map(\.file), family: best.family, weights: StarterGuide.uprightWeights(best.faces))
    }
}
