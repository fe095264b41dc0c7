import Foundation
import TypeFitCatalogs

extension IOSPlatform {
    /// Apple's formats, and Flutter's `.arb` (both phones).
    package var catalogExtensions: Set<String> { ["strings", "stringsdict", "xcstrings", "arb"] }

    /// The `Info.plist` whose `UIAppFonts` lists the chosen family's files (which name their
    /// family themselves; the weights are the fonts' own).
    package func declaredFonts(in root: String, fontFiles: [String], family: String) -> StarterGuide.Declared? {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return nil }
        var looked = 0
        while let next = walker.nextObject() as? String, looked < 20_000 {
            looked += 1
            let parts = next.split(separator: "/")
            if parts.contains(where: { CatalogDiscovery.skippedFolders.contains(String($0)) || $0.hasPrefix(".") }) {
                continue
            }
            guard next.hasSuffix("Info.plist"), let faces = try? FontDeclarations.read(root + "/" + next),
                !faces.isEmpty
            else { continue }
            // The family's own files must be among those the app registers.
            let declared = Set(faces.map { URL(fileURLWithPath: $0.path).resolvingSymlinksInPath().path })
            let familyFiles = fontFiles.filter {
                declared.contains(URL(fileURLWithPath: $0).resolvingSymlinksInPath().path)
            }
            guard !familyFiles.isEmpty else { continue }
            return StarterGuide.Declared(files: [root + "/" + next], family: family, weights: nil)
        }
        return nil
    }
}
