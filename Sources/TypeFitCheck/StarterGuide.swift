import Foundation
import TypeFitSupport
import TypeFitCatalogs
import TypeFitBackend
import TypeFitText

/// `typefit init`: a first `typefit.yml` from what a project folder holds — its fonts (the
/// family with the most faces, or the one asked for), its string catalogs, and a text-style set
/// with limits a team can start from: Apple's 11 text styles on iOS, Material 3's 15 type-scale
/// styles when the catalogs are Android's only, and Flutter's Material 3 text theme for a
/// Flutter app (a `pubspec.yaml` with a `flutter:` section).
package struct StarterGuide: Sendable {
    /// The YAML text.
    package var text: String
    /// The family the styles use, the font folders or files, and the catalogs found (relative).
    package var family: String
    package var fonts: [String]
    package var catalogs: [String]
    /// Every platform the catalogs show (an iOS and an Android app in one repository: both).
    package var platforms: [PlatformID]
    /// Material 3's styles for an Android-only project; Apple's text styles otherwise.
    package var usesMaterialStyles: Bool { Self.starterStyles(platforms) == .materialTypeScale }
    /// What the styles are, for init's message.
    package var stylesDescription: String {
        switch Self.starterStyles(platforms) {
        case .materialTextTheme: "Flutter's Material 3 text theme (15 styles)"
        case .materialTypeScale: "Material 3's 15 type-scale styles"
        case .appleTextStyles: "Apple's 11 text styles"
        }
    }

    /// The platform that leads a project's start: the only one, or of several the first that
    /// starts from Apple's text styles (the set with curves every platform reads).
    static func lead(_ platforms: [PlatformID]) -> PlatformID? {
        platforms.count == 1 ? platforms.first : platforms.first { $0.rules.starterStyles == .appleTextStyles }
    }

    /// The styles a project of `platforms` starts from: its lead platform's.
    static func starterStyles(_ platforms: [PlatformID]) -> StarterStyles {
        lead(platforms)?.rules.starterStyles ?? .appleTextStyles
    }
    /// The weights the family has (ranges for variable faces).
    var weights: [ClosedRange<Double>]
    /// Platform settings the project needs (`android: {layout: compose}`), as guide lines.
    var settings: [String] = []

    /// One style of a template: name, size at Large (iOS points; Android sp), weight, curve, limits.
    struct Template {
        var name: String
        var size: Double
        var weight: Int
        var curve: String?
        var maxLines: Int
    }

    /// Apple's text styles at Large (HIG, Typography › Specifications).
    static let ios: [Template] = [
        .init(name: "Large Title", size: 34, weight: 400, curve: "largeTitle", maxLines: 2),
        .init(name: "Title 1", size: 28, weight: 400, curve: "title1", maxLines: 2),
        .init(name: "Title 2", size: 22, weight: 400, curve: "title2", maxLines: 3),
        .init(name: "Title 3", size: 20, weight: 400, curve: "title3", maxLines: 3),
        .init(name: "Headline", size: 17, weight: 600, curve: "headline", maxLines: 3),
        .init(name: "Body", size: 17, weight: 400, curve: "body", maxLines: 8),
        .init(name: "Callout", size: 16, weight: 400, curve: "callout", maxLines: 6),
        .init(name: "Subheadline", size: 15, weight: 400, curve: "subheadline", maxLines: 6),
        .init(name: "Footnote", size: 13, weight: 400, curve: "footnote", maxLines: 6),
        .init(name: "Caption 1", size: 12, weight: 400, curve: "caption1", maxLines: 3),
        .init(name: "Caption 2", size: 11, weight: 400, curve: "caption2", maxLines: 3),
    ]

    /// Material 3's type scale (m3.material.io, Typography › Type scale tokens), sizes in sp.
    static let android: [Template] = [
        .init(name: "Display Large", size: 57, weight: 400, curve: nil, maxLines: 2),
        .init(name: "Display Medium", size: 45, weight: 400, curve: nil, maxLines: 2),
        .init(name: "Display Small", size: 36, weight: 400, curve: nil, maxLines: 2),
        .init(name: "Headline Large", size: 32, weight: 400, curve: nil, maxLines: 2),
        .init(name: "Headline Medium", size: 28, weight: 400, curve: nil, maxLines: 2),
        .init(name: "Headline Small", size: 24, weight: 400, curve: nil, maxLines: 3),
        .init(name: "Title Large", size: 22, weight: 400, curve: nil, maxLines: 3),
        .init(name: "Title Medium", size: 16, weight: 500, curve: nil, maxLines: 3),
        .init(name: "Title Small", size: 14, weight: 500, curve: nil, maxLines: 3),
        .init(name: "Body Large", size: 16, weight: 400, curve: nil, maxLines: 8),
        .init(name: "Body Medium", size: 14, weight: 400, curve: nil, maxLines: 8),
        .init(name: "Body Small", size: 12, weight: 400, curve: nil, maxLines: 6),
        .init(name: "Label Large", size: 14, weight: 500, curve: nil, maxLines: 1),
        .init(name: "Label Medium", size: 12, weight: 500, curve: nil, maxLines: 1),
        .init(name: "Label Small", size: 11, weight: 500, curve: nil, maxLines: 1),
    ]

    /// The width the limits start from: an iPhone's or a phone's 375 pt/dp less 16 on each side.
    static let width = 343.0

    /// Looks through `folder` and writes nothing; `family` picks a family when it has several.
    package static func make(folder: String, family wanted: String? = nil) throws(InputError) -> StarterGuide {
        let (root, fontFiles) = try projectFonts(folder)
        let fontFolders = orderedUnique(fontFiles.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        let locator: FontconfigLocator
        do {
            locator = try FontconfigLocator(folders: fontFolders)
        } catch {
            throw InputError(file: folder, line: nil, message: "cannot read the fonts: \(error)")
        }
        let faces = locator.faces().filter { $0.slant == 0 }
        var byFamily: [String: [ClosedRange<Double>]] = [:]
        for face in faces where !(byFamily[face.family]?.contains(face.weightRange) ?? false) {
            byFamily[face.family, default: []].append(face.weightRange)
        }
        guard !byFamily.isEmpty else {
            throw InputError(file: folder, line: nil, message: "fontconfig found no usable face in the font files")
        }
        let family: String
        if let wanted {
            guard let match = byFamily.keys.first(where: { FontconfigFace.sameFamily($0, wanted) }) else {
                throw InputError(
                    file: folder, line: nil,
                    message:
                        "no family \"\(wanted)\" in the fonts; they have \(byFamily.keys.sorted().joined(separator: ", "))"
                )
            }
            family = match
        } else {
            family = byFamily.max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key ?? ""
        }
        let weights = byFamily[family] ?? [400...400]
        let familyFolders = orderedUnique(
            faces.filter { $0.family == family }.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path })

        let catalogFiles = (try? CatalogDiscovery.files(root)) ?? []
        let catalogs = outermost(orderedUnique(catalogFiles.map { catalogRoot($0, project: root) })).map {
            relative($0, to: root)
        }
        let flutter = isFlutterApp(root)
        let platforms = flutter ? [.flutter] : platforms(of: catalogFiles)
        let settings = platforms.flatMap { $0.rules.starterSettings(in: root) }
        if flutter, wanted == nil, let declared = declaredFamily(root) {
            // The app's own declaration: the family its code names, the faces it registers.
            let fonts = ["pubspec.yaml"]
            let text = yaml(
                family: declared.family, weights: declared.weights, fonts: fonts, catalogs: catalogs,
                platforms: platforms, settings: settings)
            return StarterGuide(
                text: text, family: declared.family, fonts: fonts, catalogs: catalogs, platforms: platforms,
                weights: declared.weights, settings: settings)
        }
        if wanted == nil,
            let declared = appDeclarations(root, fontFiles: fontFiles, platforms: platforms, family: family)
        {
            // The app's own declaration of its fonts: the family its layouts name.
            let fonts = declared.files.map { relative($0, to: root) }
            let weights = declared.weights ?? weights
            let text = yaml(
                family: declared.family, weights: weights, fonts: fonts, catalogs: catalogs, platforms: platforms,
                settings: settings)
            return StarterGuide(
                text: text, family: declared.family, fonts: fonts, catalogs: catalogs, platforms: platforms,
                weights: weights, settings: settings)
        }
        let fonts = familyFolders.map { relative($0, to: root) }
        let text = yaml(
            family: family, weights: weights, fonts: fonts, catalogs: catalogs, platforms: platforms, settings: settings
        )
        return StarterGuide(
            text: text, family: family, fonts: fonts, catalogs: catalogs, platforms: platforms, weights: weights,
            settings: settings)
    }

    /// The project's folder (standardized) and its font files outside build and hidden folders.
    private static func projectFonts(_ folder: String) throws(InputError) -> (root: String, fontFiles: [String]) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw InputError(file: folder, line: nil, message: "no such folder")
        }
        guard isFolder.boolValue else {
            throw InputError(file: folder, line: nil, message: "is a file; init looks through a project's folder")
        }
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        let fontFiles = FontFiles.expand([root]).filter { path in
            !path.dropFirst(root.count).split(separator: "/").contains {
                CatalogDiscovery.skippedFolders.contains(String($0)) || $0.hasPrefix(".")
            }
        }
        guard !fontFiles.isEmpty else {
            throw InputError(
                file: folder, line: nil,
                message:
                    "no font files (.ttf, .otf, .ttc, .woff, .woff2) in this folder; add the app's fonts, or run init where they are"
            )
        }
        return (root, fontFiles)
    }

    /// The platforms whose text the catalogs are: Apple's formats iOS, `strings.xml` Android, a
    /// Flutter `.arb` both phones, i18next JSON the web (in that order); iOS when none says.
    static func platforms(of catalogs: [String]) -> [PlatformID] {
        let extensions = Set(catalogs.map { URL(fileURLWithPath: $0).pathExtension.lowercased() })
        let found = PlatformID.allCases.filter { !extensions.isDisjoint(with: $0.rules.catalogExtensions) }
        return found.isEmpty ? [.ios] : found
    }

    /// The family a Flutter app's `pubspec.yaml` declares with the most faces that exist, and
    /// their upright weights; nil when it declares none (or cannot be read).
    static func declaredFamily(_ folder: String) -> (family: String, weights: [ClosedRange<Double>])? {
        let path = URL(fileURLWithPath: folder).appendingPathComponent("pubspec.yaml").path
        guard let faces = try? FontDeclarations.read(path), let best = mostDeclared(faces) else { return nil }
        return (best.family, uprightWeights(best.faces))
    }

    /// Whether `folder` holds a Flutter app: a `pubspec.yaml` with a `flutter:` section.
    static func isFlutterApp(_ folder: String) -> Bool {
        let path = URL(fileURLWithPath: folder).appendingPathComponent("pubspec.yaml").path
        guard let text = try? readText(path, maximumSize: 1 << 20) else { return false }
        return text.split(separator: "\n").contains { $0.hasPrefix("flutter:") }
    }

    /// The guide's text with its paths made relative to `guideFolder` instead of the project folder.
    package func rebased(from projectFolder: String, to guideFolder: String) -> String {
        let absolute = { (path: String) in
            path == "." ? projectFolder : (path.hasPrefix("/") ? path : projectFolder + "/" + path)
        }
        let rebase = { (path: String) in StarterGuide.relative(absolute(path), to: guideFolder) }
        return StarterGuide.yaml(
            family: family, weights: weights, fonts: fonts.map(rebase), catalogs: catalogs.map(rebase),
            platforms: platforms, settings: settings)
    }

    /// Where a catalog's app keeps its localizations, so a locale added later is checked too:
    /// the folder holding `*.lproj` or `values*` folders or locale folders (`locales/de/app.json`),
    /// the folder of `.arb`, `.po` and locale-named `.json` files; else the file itself (an
    /// `.xcstrings` holds every locale; a file at the project's top stays a file, so the guide
    /// never searches the whole project, reports included).
    static func catalogRoot(_ path: String, project: String) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let name = folder.lastPathComponent
        if name.hasSuffix(".lproj") || name == "values" || name.hasPrefix("values-") {
            return folder.deletingLastPathComponent().path
        }
        let ext = url.pathExtension.lowercased()
        guard ["arb", "po", "pot", "json"].contains(ext) else { return path }
        let inLocaleFolder =
            ext == "json" && StringCatalogReader.looksLikeLocale(name)
            && !StringCatalogReader.looksLikeLocale(url.deletingPathExtension().lastPathComponent)
        let root = inLocaleFolder ? folder.deletingLastPathComponent() : folder
        return root.standardizedFileURL.path == URL(fileURLWithPath: project).standardizedFileURL.path
            ? path : root.path
    }

    /// `roots` without those inside another of them (an `.xcstrings` in a folder listed already).
    static func outermost(_ roots: [String]) -> [String] {
        roots.filter { root in !roots.contains { $0 != root && root.hasPrefix($0 + "/") } }
    }

    /// `path` relative to the folder `root` (both absolute), with `..` where it lies outside.
    static func relative(_ path: String, to root: String) -> String {
        let target = path.split(separator: "/"), base = root.split(separator: "/")
        let common = zip(target, base).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: base.count - common) + target.dropFirst(common).map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The weight the family has nearest to `weight` (a variable face's range holds every
    /// weight in it; ties go heavier), so every style resolves exactly.
    /// Flutter's Material 3 text theme (``MaterialTextTheme``), each style by reference
    /// (`textTheme: material3`) in the app's family, with the Android template's line limits.
    static func flutterStyles(
        family: String, weights: [ClosedRange<Double>], quote: (String) -> String, samples: Bool
    ) -> [String] {
        MaterialTextTheme.styles.map { theme in
            let maxLines = android.first { MaterialTextTheme.style($0.name) == theme }?.maxLines ?? 3
            var style = "  - {name: \(theme.name), textTheme: material3, family: \(quote(family))"
            let weight = nearest(theme.weight, in: weights)
            if weight != theme.weight { style += ", weight: \(weight)" }
            style += ", limits: {maxWidth: \(compactNumber(width)), maxLines: \(maxLines)}"
            if samples { style += ", strings: {samples: [\"Settings\", \"Save changes to your profile\"]}" }
            return style + "}"
        }
    }

    static func nearest(_ weight: Int, in weights: [ClosedRange<Double>]) -> Int {
        let wanted = Double(weight)
        let candidates = weights.map { min(max(wanted, $0.lowerBound), $0.upperBound) }
        return Int((candidates.min { (abs($0 - wanted), -$0) < (abs($1 - wanted), -$1) } ?? wanted).rounded())
    }

    static func yaml(
        family: String, weights: [ClosedRange<Double>], fonts: [String], catalogs: [String],
        platforms: [PlatformID], settings: [String] = []
    ) -> String {
        let quote = { (text: String) in
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        var lines =
            [
                "# typefit.yml — written by `typefit init`; edit the limits to your layouts, then run `typefit check`.",
                "# Every key is explained in typefit's README (The style guide).",
                "version: 1",
                "fonts: [\(fonts.map(quote).joined(separator: ", "))]",
                "systemFonts: true                    # the machine's fonts draw characters \(family) lacks",
                "platforms: [\(platforms.map(\.rawValue).joined(separator: ", "))]",
            ] + settings
        if catalogs.isEmpty {
            lines.append(
                "# No string catalog was found: each style checks the samples below. Add your catalogs under strings:.")
        } else {
            lines.append("strings:                             # every catalog in these folders and files")
            lines += catalogs.map { "  - \(quote($0))" }
        }
        lines.append("styles:")
        let starter = starterStyles(platforms)
        if starter == .materialTextTheme {
            lines += flutterStyles(family: family, weights: weights, quote: quote, samples: catalogs.isEmpty)
            return lines.joined(separator: "\n") + "\n"
        }
        let templates = starter == .materialTypeScale ? android : ios
        for template in templates {
            let weight = nearest(template.weight, in: weights)
            var style =
                "  - {name: \(quote(template.name)), family: \(quote(family)), weight: \(weight), size: \(compactNumber(template.size))"
            if let curve = template.curve { style += ", scalesWith: \(curve)" }
            style += ", limits: {maxWidth: \(compactNumber(width)), maxLines: \(template.maxLines)}"
            if catalogs.isEmpty { style += ", strings: {samples: [\"Settings\", \"Save changes to your profile\"]}" }
            lines.append(style + "}")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
