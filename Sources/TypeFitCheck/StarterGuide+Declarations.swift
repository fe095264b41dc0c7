import Foundation
import TypeFitSupport
import TypeFitCatalogs

extension StarterGuide {
    /// An app's own declaration of its fonts, for init: on Android the font families under
    /// `res/font/` (the family with the most faces, as layouts name it: `@font/NAME` is `NAME`);
    /// with iOS the `Info.plist` whose `UIAppFonts` lists the chosen family's files (which name
    /// their family themselves). nil when the project declares none. The weights are the
    /// declared ones on Android, nil (the fonts' own) on iOS.
    static func appDeclarations(
        _ root: String, fontFiles: [String], platforms: [PlatformID], family: String
    ) -> (files: [String], family: String, weights: [ClosedRange<Double>]?)? {
        if platforms == [.android] {
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
            guard let best = mostDeclared(declared.flatMap(\.faces)) else { return nil }
            return (declared.map(\.file), best.family, uprightWeights(best.faces))
        }
        if platforms.contains(.ios) {
            guard let walker = FileManager.default.enumerator(atPath: root) else { return nil }
            var looked = 0
            while let next = walker.nextObject() as? String, looked < 20_000 {
                looked += 1
                let parts = next.split(separator: "/")
                if parts.contains(where: { CatalogDiscovery.skippedFolders.contains(String($0)) || $0.hasPrefix(".") })
                {
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
                return ([root + "/" + next], family, nil)
            }
        }
        return nil
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
