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

extension AndroidPlatform {
    /// `android: {layout: compose}` when the app's Gradle files use Jetpack Compose: its text is
    /// then Compose's `Text`, laid out with Compose's defaults.
    package func starterSettings(in root: String) -> [String] {
        guard Self.usesCompose(root) else { return [] }
        return ["android: {layout: compose}           # Jetpack Compose's Text, found in the Gradle files"]
    }

    /// Whether the Gradle files at `root` or in its immediate folders (the app's modules) and its
    /// version catalog name Compose: its libraries, its compiler plugin or `compose = true`.
    static func usesCompose(_ root: String) -> Bool {
        let names = ["build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts"]
        let folders = [root] + Self.moduleFolders(root)
        let files =
            folders.flatMap { folder in names.map { folder + "/" + $0 } } + [root + "/gradle/libs.versions.toml"]
        let markers = ["androidx.compose", "plugin.compose", "compose = true", "compose true"]
        return files.contains { file in
            // Gradle files are small: one over 1 MiB is not read.
            guard let text = try? readText(file, maximumSize: 1 << 20) else { return false }
            return markers.contains { text.contains($0) }
        }
    }

    /// The folders directly under `root`, but hidden and build folders (at most 200).
    private static func moduleFolders(_ root: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") && $0 != "build" && $0 != "node_modules" }.prefix(200).map {
            root + "/" + $0
        }
    }
}
