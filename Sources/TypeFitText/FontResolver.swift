import TypeFitSupport
import TypeFitBackend

/// Resolves "family + weight + italic" to a font file and face with fontconfig, and says how
/// well the chosen face fits and what iOS would synthesize.
package final class FontResolver {
    private let locator: FontconfigLocator
    private let library: FreeTypeLibrary
    private let cache: FontCache?
    /// Metrics of the faces resolved so far (each face opened once).
    private var opened: [String: FaceMetrics] = [:]

    /// A resolver over the fonts in `folders` only (plus the machine's fonts with
    /// `includeSystemFonts`); `cache` shares the files' bytes with the rest of a run.
    package init(folders: [String], includeSystemFonts: Bool = false, cache: FontCache? = nil) throws(FontError) {
        locator = try FontconfigLocator(folders: folders, includeSystemFonts: includeSystemFonts)
        library = try FreeTypeLibrary()
        self.cache = cache
    }

    /// The families available to this resolver.
    package func families() -> [String] { locator.families() }

    /// What the font folders held that is no file to open (FIFOs, sockets, devices): left out.
    package var skipped: [(path: String, kind: String)] { locator.skipped }

    /// The weights and italics a family offers, as "400", "700 italic", "100–900" (variable).
    package func styles(of family: String) -> [String] {
        let faces = locator.faces().filter { face in face.familyNames.contains { FontconfigFace.sameFamily($0, family) }
        }
        let labels = faces.filter { $0.namedInstance == 0 }.map { face -> (Double, String) in
            let weight =
                face.isVariable && face.weightRange.lowerBound != face.weightRange.upperBound
                ? "\(compactNumber(face.weightRange.lowerBound))–\(compactNumber(face.weightRange.upperBound))"
                : compactNumber(face.weight)
            return (face.weightRange.lowerBound + (face.isItalic ? 0.5 : 0), weight + (face.isItalic ? " italic" : ""))
        }
        var seen = Set<String>()
        return labels.sorted { $0.0 < $1.0 }.map(\.1).filter { seen.insert($0).inserted }
    }

    /// The face for `query`. Throws ``FontError/familyNotFound(family:available:)`` when the family is missing.
    package func resolve(_ query: FontQuery) throws(FontError) -> FontResolution {
        let face = try locator.match(query)
        // Opening the face also checks that the chosen font loads and is plausible.
        let key = "\(face.path)#\(face.faceIndex)"
        let metrics: FaceMetrics
        if let known = opened[key] {
            metrics = known
        } else {
            metrics = try FontFace(path: face.path, faceIndex: face.faceIndex, library: library, cache: cache).metrics
            opened[key] = metrics
        }
        let requested = Double(query.weight.value)
        let variation = variation(of: face, metrics: metrics, requestedWeight: requested)
        let weight = variation?["wght"] ?? face.weight
        let weightFits = face.isVariable ? face.weightRange.contains(requested) : weight.rounded() == requested
        // fontconfig gives the variable face itself no style name; say where on the axis it sits.
        let style = face.style.isEmpty ? "\(metrics.style) wght=\(compactNumber(weight))" : face.style
        return FontResolution(
            path: face.path, faceIndex: face.faceIndex, family: face.family, style: style,
            weight: Int(weight.rounded()), italic: face.isItalic,
            exact: weightFits && face.isItalic == query.italic,
            syntheticBold: query.weight.value >= 600 && weight < 600,
            syntheticOblique: query.italic && !face.isItalic,
            variation: variation)
    }

    /// Design coordinates for a variable font: a named instance's own; else the variations
    /// fontconfig set while matching (the requested weight clamped to `wght`) over the axis
    /// defaults; nil for a static font.
    private func variation(of face: FontconfigFace, metrics: FaceMetrics, requestedWeight: Double) -> [String: Double]?
    {
        guard metrics.isVariable else { return nil }
        let instance = face.namedInstance - 1
        if metrics.namedInstances.indices.contains(instance) {
            return metrics.namedInstances[instance].coordinates
        }
        var coordinates = Dictionary(uniqueKeysWithValues: metrics.axes.map { ($0.tag, $0.defaultValue) })
        guard face.isVariable else { return coordinates }
        for item in (face.variations ?? "").split(separator: ",") {
            let parts = item.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Double(parts[1]) {
                coordinates[String(parts[0])] = value
            }
        }
        if face.variations == nil, let axis = metrics.axes.first(where: { $0.tag == "wght" }) {
            coordinates["wght"] = min(max(requestedWeight, axis.minimum), axis.maximum)
        }
        return coordinates
    }
}
