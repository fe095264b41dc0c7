/// Resolves "family + weight + italic" to a font file and face with fontconfig, and says how
/// well the chosen face fits and what iOS would synthesize.
public final class FontResolver {
    private let locator: FontconfigLocator
    private let library: FreeTypeLibrary

    /// A resolver over the fonts in `directories` only (plus the machine's fonts with `includeSystemFonts`).
    public init(directories: [String], includeSystemFonts: Bool = false) throws(FontError) {
        locator = try FontconfigLocator(directories: directories, includeSystemFonts: includeSystemFonts)
        library = try FreeTypeLibrary()
    }

    /// The families available to this resolver.
    public func families() -> [String] { locator.families() }

    /// The face for `query`. Throws ``FontError/familyNotFound(family:available:)`` when the family is missing.
    public func resolve(_ query: FontQuery) throws(FontError) -> FontResolution {
        let face = try locator.match(query)
        let requested = Double(query.weight.value)
        let variation = try variation(of: face, requestedWeight: requested)
        let weight = variation?["wght"] ?? face.weight
        let weightFits = face.isVariable ? face.weightRange.contains(requested) : weight.rounded() == requested
        return FontResolution(
            path: face.path, faceIndex: face.faceIndex, family: face.family, style: face.style,
            weight: Int(weight.rounded()), italic: face.isItalic,
            exact: weightFits && face.isItalic == query.italic,
            syntheticBold: query.weight.value >= 600 && weight < 600,
            syntheticOblique: query.italic && !face.isItalic,
            variation: variation)
    }

    /// Design coordinates for a variable face: a named instance's own, or the variations
    /// fontconfig set while matching, or the requested weight clamped to the `wght` axis.
    private func variation(of face: FontconfigFace, requestedWeight: Double) throws(FontError) -> [String: Double]? {
        if face.namedInstance > 0 {
            let metrics = try FontFace(path: face.path, faceIndex: face.faceIndex, library: library).metrics
            let index = face.namedInstance - 1
            return metrics.namedInstances.indices.contains(index) ? metrics.namedInstances[index].coordinates : nil
        }
        guard face.isVariable else { return nil }
        var coordinates: [String: Double] = [:]
        for item in (face.variations ?? "").split(separator: ",") {
            let parts = item.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Double(parts[1]) {
                coordinates[String(parts[0])] = value
            }
        }
        if coordinates["wght"] == nil {
            coordinates["wght"] = min(max(requestedWeight, face.weightRange.lowerBound), face.weightRange.upperBound)
        }
        return coordinates
    }
}
