import ArgumentParser
import TypeFitBackend
import TypeFitText

/// How a command names its font: a file, or a family resolved over font folders.
struct FontOptions: ParsableArguments {
    @Option(
        help: "A font file to measure with.",
        completion: .file(extensions: ["ttf", "otf", "ttc", "otc", "woff", "woff2"]))
    var font: String?

    @Option(parsing: .unconditional, help: "The face index in a TTC/OTC collection.")
    var faceIndex: Int = 0

    @Option(help: "Variation coordinates, e.g. wght=600,opsz=12.")
    var variation: String?

    @Option(help: "A family to resolve over --fonts, e.g. \"Inter\".")
    var family: String?

    @Option(help: "The weight for --family: 1–1000 or a name such as semibold.")
    var weight: String = "regular"

    @Flag(help: "Ask for the italic face of --family.")
    var italic = false

    @Option(
        name: .customLong("fonts"), help: "A folder of fonts for --family and for fallback (repeatable).",
        completion: .directory)
    var fontFolders: [String] = []

    @Option(
        name: .customLong("fallback-fonts"),
        help: "A folder of fallback fonts for characters the font lacks (repeatable).", completion: .directory)
    var fallbackFolders: [String] = []

    @Flag(help: "Search the machine's fonts too.")
    var systemFonts = false

    @Option(help: "OpenType features, e.g. \"tnum,-liga\".")
    var features: String?

    func validate() throws {
        guard (font == nil) != (family == nil) else {
            throw ValidationError("Give either --font FILE or --family NAME with --fonts DIR.")
        }
        if family != nil, fontFolders.isEmpty, !systemFonts {
            throw ValidationError("--family needs at least one --fonts folder.")
        }
        guard FontWeight(parsing: weight) != nil else {
            throw ValidationError("--weight must be 1–1000 or a weight name such as semibold, not '\(weight)'.")
        }
        _ = try parsedVariation()
    }

    func parsedVariation() throws -> [String: Double] {
        var coordinates: [String: Double] = [:]
        for item in (variation ?? "").split(separator: ",") {
            let parts = item.split(separator: "=")
            guard parts.count == 2, parts[0].count == 4, let value = Double(parts[1]) else {
                throw ValidationError(
                    "--variation takes tag=value pairs such as wght=600,opsz=12, not '\(variation ?? "")'.")
            }
            coordinates[String(parts[0])] = value
        }
        return coordinates
    }

    func specifier() throws -> FontSpecifier {
        let source: FontSpecifier.Source =
            if let font {
                .file(path: font, faceIndex: faceIndex)
            } else {
                .family(
                    FontQuery(
                        family: family ?? "", weight: FontWeight(parsing: weight) ?? FontWeight(400), italic: italic))
            }
        let featureList = (features ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return FontSpecifier(source: source, variation: try parsedVariation(), features: featureList)
    }
}
