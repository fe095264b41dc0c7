/// Finds and opens fonts for code points the primary font lacks, through fontconfig over a
/// private configuration (the folders given, plus `--fallback-fonts`). Caches per code point and
/// per file. Not `Sendable`: one per task.
public final class FallbackFonts {
    private let locator: FontconfigLocator
    private let library: FreeTypeLibrary
    private let near: FontQuery
    private let gate: FontGate?
    private var byScalar: [UInt32: Int] = [:]
    private var fonts: [ShapingFont] = []
    private var families: [String] = []
    private var indexByFile: [String: Int] = [:]

    /// Fallbacks from the fonts in `directories`, preferring faces near `near` (family, weight, italic).
    public convenience init(
        directories: [String], near: FontQuery, includeSystemFonts: Bool = false, library: FreeTypeLibrary, gate: FontGate? = nil
    ) throws(FontError) {
        self.init(locator: try FontconfigLocator(directories: directories, includeSystemFonts: includeSystemFonts), near: near, library: library, gate: gate)
    }

    /// Fallbacks over an existing configuration (one per task, shared by the styles it checks:
    /// building one scans every font folder).
    init(locator: FontconfigLocator, near: FontQuery, library: FreeTypeLibrary, gate: FontGate?) {
        self.locator = locator
        self.library = library
        self.near = near
        self.gate = gate
    }

    /// The index of a font that covers `scalar`, or nil.
    func fontIndex(for scalar: Unicode.Scalar) -> Int? {
        if let known = byScalar[scalar.value] { return known < 0 ? nil : known }
        var found: Int?
        if let face = locator.fallback(for: scalar, near: near) {
            let key = "\(face.path)#\(face.faceIndex)"
            if let index = indexByFile[key] {
                found = index
            } else if gate?.admit(face.path) == nil, let opened = try? FontFace(path: face.path, faceIndex: face.faceIndex, library: library),
                      let font = try? ShapingFont(face: opened) {
                fonts.append(font)
                families.append(face.family)
                indexByFile[key] = fonts.count - 1
                found = fonts.count - 1
            }
        }
        byScalar[scalar.value] = found ?? -1
        return found
    }

    var count: Int { fonts.count }
    func font(_ index: Int) -> ShapingFont { fonts[index] }
    func family(_ index: Int) -> String { families[index] }
}
