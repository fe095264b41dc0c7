import TypeFitSupport
import TypeFitBackend
import TypeFitText

extension Checker {
    /// A style whose family the app declares (pubspec.yaml, an Android font family): the
    /// declared face of its weight and italic, as the app's engine registers the assets —
    /// by the declared weight and style, whatever the file says; nil when no declaration names
    /// the family. A declared family without the weight, or whose asset is missing, is an error
    /// at the style.
    static func declaredResolution(
        _ style: GuideStyle, guide: StyleGuide, at: (String, String) -> InputError
    ) throws -> FontResolution? {
        let family = guide.fontDeclarations.filter { $0.family.map { sameName($0, style.family) } ?? false }
        guard !family.isEmpty else { return nil }
        guard let face = family.first(where: { $0.weight == style.weight.value && $0.italic == style.italic }) else {
            let declared = family.map { "\($0.weight)\($0.italic ? " italic" : "")" }
            throw at(
                style.italic && !family.contains(where: \.italic) ? "italic" : "weight",
                "\(style.family) (\(family[0].relative(to: guide.folder).declaration)) declares no \(style.weight.value)\(style.italic ? " italic" : ""); it declares \(orderedUnique(declared).joined(separator: ", "))"
            )
        }
        let shown = face.relative(to: guide.folder)
        guard face.exists else {
            throw at(
                "family",
                "\(shown.path), declared at \(shown.declaration) for \(style.family) \(face.weight), is missing")
        }
        let metrics: FaceMetrics
        do {
            metrics = try FontFace(path: face.path, faceIndex: 0, library: try FreeTypeLibrary()).metrics
        } catch {
            throw at("family", "\(shown.path), declared at \(shown.declaration): \(error)")
        }
        return FontResolution(
            path: face.path, faceIndex: 0, family: style.family, style: metrics.style, weight: face.weight,
            italic: face.italic, exact: true, syntheticBold: false, syntheticOblique: false, variation: nil)
    }

    /// Flutter and Android match a declared family by its name as written; case aside.
    static func sameName(_ a: String, _ b: String) -> Bool {
        a.caseInsensitiveCompare(b) == .orderedSame
    }

    /// What the app's declarations of a face's file say that the font does not bear out: a
    /// declared weight its OS/2 class disagrees with, an italic that is not (each declaration
    /// of the file, so every style on the face gets the same findings).
    static func declarationFindings(path: String, metrics: FaceMetrics, guide: StyleGuide) -> [FontFinding] {
        var findings: [FontFinding] = []
        for face in guide.fontDeclarations where face.path == path && face.family != nil {
            let declaration = face.relative(to: guide.folder).declaration
            if face.weight != metrics.weight {
                findings.append(.declaredWeight(declared: face.weight, os2: metrics.weight, declaration: declaration))
            }
            if face.italic != metrics.italic.isItalic {
                findings.append(.declaredItalic(declared: face.italic, declaration: declaration))
            }
        }
        return orderedUnique(findings)
    }

    /// A note for each declared asset that is not there (the app would fall back for it).
    static func missingDeclarations(_ guide: StyleGuide) -> [String] {
        guide.fontDeclarations.filter { !$0.exists }.map { $0.relative(to: guide.folder) }.map { face in
            "\(face.declaration): \(face.path) is declared\(face.family.map { " for \($0) \(face.weight)\(face.italic ? " italic" : "")" } ?? "") but missing: the app falls back for it"
        }
    }
}
