import Foundation
import TypeFitSupport

/// A font face an app declares for itself, as its platform registers it: Flutter's
/// `pubspec.yaml` (`flutter: fonts:`), an Android font family (`res/font/NAME.xml`), an iOS
/// `Info.plist`'s `UIAppFonts`. A style whose family the app declares resolves through the
/// declaration — the declared weight and style pick the file, as the app's engine picks it —
/// before fontconfig.
package struct DeclaredFace: Hashable, Sendable {
    /// The family as the app names it ("Brand"; `@font/brand` is "brand"); nil for `UIAppFonts`,
    /// where iOS reads the family from the file itself.
    package var family: String?
    /// The asset's path (absolute).
    package var path: String
    /// The declared weight (Flutter's `weight:`, Android's `fontWeight`; 400 when not said).
    package var weight: Int
    package var italic: Bool
    /// Where it is declared.
    package var declaration: FileLocation

    package init(family: String?, path: String, weight: Int = 400, italic: Bool = false, declaration: FileLocation) {
        self.family = family
        self.path = path
        self.weight = weight
        self.italic = italic
        self.declaration = declaration
    }

    /// The face relative to `folder` (the guide's): its asset's path and its declaration.
    package func relative(to folder: String) -> DeclaredFace {
        var face = self
        face.path = FileLocation.relative(path, to: folder)
        face.declaration.file = FileLocation.relative(declaration.file, to: folder)
        return face
    }

    /// Whether the asset is a file that exists.
    package var exists: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}

/// Reads the font declarations a guide's `fonts:` names.
package enum FontDeclarations {
    /// Declarations are small: larger files are refused before reading.
    static let maximumFileSize = 4 << 20

    /// Whether `path` names a declaration file rather than a font or a folder of fonts.
    package static func isDeclaration(_ path: String) -> Bool {
        let name = URL(fileURLWithPath: path).lastPathComponent.lowercased()
        return name == "pubspec.yaml" || name.hasSuffix(".plist") || name.hasSuffix(".xml")
    }

    /// The faces `path` declares.
    package static func read(_ path: String) throws(InputError) -> [DeclaredFace] {
        let name = URL(fileURLWithPath: path).lastPathComponent.lowercased()
        if name == "pubspec.yaml" { return try pubspec(path) }
        if name.hasSuffix(".plist") { return try appFonts(path) }
        return try AndroidFontFamily.read(path)
    }

    /// `flutter: fonts: [{family, fonts: [{asset, weight, style}]}]`: assets relative to the
    /// pubspec's folder, weight 100–900 (400 when not said), style `normal` or `italic`.
    static func pubspec(_ path: String) throws(InputError) -> [DeclaredFace] {
        let root = try DocumentNode.parse(readText(path, maximumSize: maximumFileSize), file: path)
        guard root.isMapping, let flutter = try root.entries().first(where: { $0.key == "flutter" })?.value,
            flutter.isMapping, let fonts = try flutter.entries().first(where: { $0.key == "fonts" })?.value
        else { return [] }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var faces: [DeclaredFace] = []
        for family in try fonts.items() {
            let fields = try family.fields(allowed: ["family", "fonts"])
            guard let nameNode = fields["family"] else { throw family.error("family is required") }
            let name = try nameNode.string()
            for asset in try fields["fonts"]?.items() ?? [] {
                let entry = try asset.fields(allowed: ["asset", "weight", "style"])
                guard let file = entry["asset"] else { throw asset.error("asset is required") }
                var face = DeclaredFace(
                    family: name, path: folder.appendingPathComponent(try file.string()).standardizedFileURL.path,
                    declaration: FileLocation(file: path, line: file.line))
                if let weight = entry["weight"] {
                    face.weight = try weight.integer(minimum: 100)
                    guard face.weight <= 900, face.weight % 100 == 0 else {
                        throw weight.error("Flutter's font weights are 100, 200, … 900")
                    }
                }
                if let style = entry["style"] {
                    let text = try style.string()
                    guard text == "normal" || text == "italic" else { throw style.error("expected normal or italic") }
                    face.italic = text == "italic"
                }
                faces.append(face)
            }
        }
        return faces
    }

    /// An iOS `Info.plist`'s `UIAppFonts`: file names relative to the app's bundle, found under
    /// the plist's folder (its own name first, then anywhere below, the nearest first).
    static func appFonts(_ path: String) throws(InputError) -> [DeclaredFace] {
        let data = try readData(path, maximumSize: maximumFileSize)
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw InputError(file: path, line: nil, message: "not a valid property list")
        }
        guard let plist = object as? [String: Any] else {
            throw InputError(file: path, line: nil, message: "the property list is not a dictionary")
        }
        guard let names = plist["UIAppFonts"] else { return [] }
        guard let files = names as? [String] else {
            throw InputError(file: path, line: nil, message: "UIAppFonts: expected an array of font file names")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let below = fontFiles(under: folder.path)
        return files.map { name in
            let direct = folder.appendingPathComponent(name).standardizedFileURL.path
            let found =
                FileManager.default.fileExists(atPath: direct)
                ? direct : below.first { $0.hasSuffix("/" + name) } ?? direct
            return DeclaredFace(family: nil, path: found, declaration: FileLocation(file: path))
        }
    }

    /// Font files under `folder`, nearest first (at most 10,000 looked at).
    static func fontFiles(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        var seen = 0
        while let next = walker.nextObject() as? String, seen < 10_000 {
            seen += 1
            let lower = next.lowercased()
            if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") {
                found.append(folder + "/" + next)
            }
        }
        return found.sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
    }
}
