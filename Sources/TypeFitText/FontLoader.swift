import TypeFitBackend

/// Which font to measure with: a file (and face), or a family resolved with fontconfig; plus
/// variation coordinates and OpenType features.
package struct FontSpecifier: Hashable, Sendable {
    package enum Source: Hashable, Sendable {
        case file(path: String, faceIndex: Int)
        case family(FontQuery)
    }

    package var source: Source
    /// Axis values set explicitly; they override a resolved named instance's.
    package var variation: [String: Double]
    /// HarfBuzz feature strings ("tnum", "-liga").
    package var features: [String]

    package init(source: Source, variation: [String: Double] = [:], features: [String] = []) {
        self.source = source
        self.variation = variation
        self.features = features
    }
}

/// Opens ``ShapingFont``s for specifiers, resolving families over the given folders and caching
/// what it opened. Not `Sendable`: one per task.
package final class FontLoader {
    package let library: FreeTypeLibrary
    private let folders: [String]
    private let includeSystemFonts: Bool
    private var resolver: FontResolver?
    /// Probes fonts before they are loaded here (nil: trust them).
    package let gate: FontGate?
    private var opened: [FontSpecifier: ShapingFont] = [:]
    /// The run's shared font bytes, when there is one.
    package let cache: FontCache?
    /// The resolutions made, by query (for reports).
    package private(set) var resolutions: [FontQuery: FontResolution] = [:]

    package init(
        folders: [String], includeSystemFonts: Bool = false, gate: FontGate? = nil, cache: FontCache? = nil
    ) throws(FontError) {
        library = try FreeTypeLibrary()
        self.gate = gate
        self.cache = cache
        self.folders = folders
        self.includeSystemFonts = includeSystemFonts
    }

    /// The shaping font for `specifier`.
    package func font(_ specifier: FontSpecifier) throws(FontError) -> ShapingFont {
        if let font = opened[specifier] { return font }
        let font: ShapingFont
        switch specifier.source {
        case let .file(path, faceIndex):
            if let refused = gate?.admit(path) { throw refused }
            let face = try FontFace(path: path, faceIndex: faceIndex, library: library, cache: cache)
            font = try ShapingFont(face: face, variation: specifier.variation, features: specifier.features)
        case let .family(query):
            let resolution = try resolve(query)
            if let refused = gate?.admit(resolution.path) { throw refused }
            let face = try FontFace(
                path: resolution.path, faceIndex: resolution.faceIndex, library: library, cache: cache)
            let variation = (resolution.variation ?? [:]).merging(specifier.variation) { $1 }
            font = try ShapingFont(face: face, variation: variation, features: specifier.features)
        }
        opened[specifier] = font
        return font
    }

    /// fontconfig's face for `query` over this loader's folders.
    package func resolve(_ query: FontQuery) throws(FontError) -> FontResolution {
        if let known = resolutions[query] { return known }
        if resolver == nil {
            guard !folders.isEmpty else {
                throw FontError.familyNotFound(family: query.family, available: [])
            }
            resolver = try FontResolver(folders: folders, includeSystemFonts: includeSystemFonts, cache: cache)
        }
        guard let resolver else { throw FontError.familyNotFound(family: query.family, available: []) }
        let resolution = try resolver.resolve(query)
        resolutions[query] = resolution
        return resolution
    }
}
