import TypeFitBackend

/// Finds and opens fonts for code points the primary font lacks, through fontconfig over a
/// private configuration (the folders given, plus `--fallback-fonts` or the machine's fonts),
/// in the fallback order of a platform (``FallbackPlatform``). fontconfig's answers come from the
/// run's ``FallbackSearch``; the faces are opened here, once per file. Not `Sendable`: one per task.
package final class FallbackFonts {
    private let search: FallbackSearch
    private let library: FreeTypeLibrary
    private let near: FontQuery
    private let gate: FontGate?
    private let cache: FontCache?
    /// Whose fallback order is followed.
    package let platform: FallbackPlatform
    /// Families asked first, in order, for any character (a CSS font stack's later families:
    /// Blink tries them before the system's fallback).
    package let stack: [String]
    /// Whether a character no font covers is drawn by the font of its decomposition's first
    /// character, as Minikin's `FontCollection::getFamilyForChar` chooses (Android): "설" by a
    /// font with the Hangul jamo "ᄉ", "ṩ" by one with "ṣ" or "s".
    package let followsDecomposition: Bool
    private var chosen: [CacheKey: Int] = [:]
    private var fonts: [ShapingFont] = []
    private var families: [String] = []
    private var platformFonts: [String?] = []
    private var indexByFile: [String: Int] = [:]
    /// Each (script, language)'s chain, made once (a string of a script no font here has asks
    /// for it at every character).
    private var chains: [String: PlatformFallback.Chain?] = [:]

    private struct CacheKey: Hashable {
        var scalar: UInt32
        var chain: PlatformFallback.Chain?
        var strict: Bool
        /// Only a colour font would do (``emojiFontIndex(for:)`` in fontconfig's order).
        var color = false
    }

    /// Fallbacks from the fonts in `folders`, preferring faces near `near` (family, weight, italic).
    package convenience init(
        folders: [String], near: FontQuery, includeSystemFonts: Bool = false, library: FreeTypeLibrary,
        gate: FontGate? = nil,
        platform: FallbackPlatform = .generic, followsDecomposition: Bool = false
    ) throws(FontError) {
        self.init(
            search: FallbackSearch(folders: folders, includeSystemFonts: includeSystemFonts), near: near,
            library: library,
            gate: gate, platform: platform, followsDecomposition: followsDecomposition)
    }

    /// Fallbacks through the run's search (shared by every task and style: one fontconfig
    /// configuration, each question asked once).
    package init(
        search: FallbackSearch, near: FontQuery, library: FreeTypeLibrary, gate: FontGate?,
        platform: FallbackPlatform = .generic,
        cache: FontCache? = nil, stack: [String] = [], followsDecomposition: Bool = false
    ) {
        self.stack = stack
        self.followsDecomposition = followsDecomposition
        self.search = search
        self.library = library
        self.near = near
        self.gate = gate
        self.platform = platform
        self.cache = cache
    }

    /// The index of a font that covers `scalar`, or nil. `script` is the ISO 15924 code the
    /// choice follows ("Zyyy" for punctuation and symbols, "Zsye" for emoji), `language` the
    /// text's (it picks the CJK region); `strict` when `script` is the character's own, so
    /// only its script's fonts may draw it.
    func fontIndex(for scalar: Unicode.Scalar, script: String = "Zyyy", language: String? = nil, strict: Bool = true)
        -> Int?
    {
        // Emoji in fontconfig's order: the first colour font that has them (else "👍" went to a
        // monochrome symbols font that sorts before it).
        if script == "Zsye", platform == .generic, let emoji = emojiFontIndex(for: scalar) { return emoji }
        let chainKey = script + "\u{0}" + (language ?? "")
        let chain: PlatformFallback.Chain?
        if let known = chains[chainKey] {
            chain = known
        } else {
            chain = PlatformFallback.chain(script: script, language: language, platform: platform)
            chains[chainKey] = chain
        }
        let key = CacheKey(scalar: scalar.value, chain: chain, strict: strict)
        if let known = chosen[key] { return known < 0 ? nil : known }
        var found: Int?
        for family in stack where found == nil && ((try? search.hasFamily(family)) ?? false) {
            guard
                let face = try? search.fallback(
                    for: scalar, near: FontQuery(family: family, weight: near.weight, italic: near.italic)),
                face.familyNames.contains(where: { FontconfigFace.sameFamily($0, family) })
            else { continue }
            found = open(face, platformFont: nil)
        }
        if found == nil, let chain {
            for family in chain.families where (try? search.hasFamily(family)) ?? false {
                guard
                    let face = try? search.fallback(
                        for: scalar, near: FontQuery(family: family, weight: near.weight, italic: near.italic)),
                    face.familyNames.contains(where: { FontconfigFace.sameFamily($0, family) })
                else { continue }
                found = open(face, platformFont: chain.platformFont)
                if found != nil { break }
            }
        }
        // A script with its own fonts is drawn by them or not at all; the rest by fontconfig's order.
        if found == nil, chain == nil || !strict || !PlatformFallback.isPackaged(script),
            let face = try? search.fallback(for: scalar, near: near)
        {
            found = open(face, platformFont: nil)
        }
        if found == nil, followsDecomposition, let first = TextBoundaries.rawDecompositionFirst(of: scalar) {
            found = fontIndex(for: first, script: script, language: language, strict: strict)
        }
        chosen[key] = found ?? -1
        return found
    }

    /// The index of a colour emoji font that has `scalar`, for a cluster that asks for emoji
    /// presentation (VS16): the platform's emoji chain, or — in fontconfig's order
    /// (``FallbackPlatform/generic``) — the first colour font that has it.
    func emojiFontIndex(for scalar: Unicode.Scalar) -> Int? {
        guard platform == .generic else { return fontIndex(for: scalar, script: "Zsye", strict: true) }
        let key = CacheKey(scalar: scalar.value, chain: nil, strict: true, color: true)
        if let known = chosen[key] { return known < 0 ? nil : known }
        var found: Int?
        if let face = try? search.fallback(for: scalar, near: near, color: true) {
            found = open(face, platformFont: nil)
        }
        chosen[key] = found ?? -1
        return found
    }

    private func open(_ face: FontconfigFace, platformFont: String?) -> Int? {
        open(path: face.path, faceIndex: face.faceIndex, family: face.family, platformFont: platformFont)
    }

    private func open(path: String, faceIndex: Int, family: String, platformFont: String?) -> Int? {
        let key = "\(path)#\(faceIndex)"
        if let index = indexByFile[key] { return index }
        guard gate?.admit(path) == nil,
            let opened = try? FontFace(path: path, faceIndex: faceIndex, library: library, cache: cache),
            let font = try? ShapingFont(face: opened)
        else { return nil }
        fonts.append(font)
        families.append(family)
        platformFonts.append(platformFont == family ? nil : platformFont)
        indexByFile[key] = fonts.count - 1
        return fonts.count - 1
    }

    var count: Int { fonts.count }
    /// The font a prepared text drew some graphemes with (`use`), opened here if it is not yet:
    /// the text may have been prepared by another task, whose fallback fonts are its own (asked
    /// only for the fonts this task had opened, a Flutter cut's ellipsis was measured in the
    /// text's own font or the fallback's, as the tasks happened to go: a report that changed from
    /// run to run).
    func font(of use: FallbackUse) -> ShapingFont? {
        open(path: use.path, faceIndex: use.faceIndex, family: use.family, platformFont: use.standsInFor)
            .map { fonts[$0] }
    }
    func font(_ index: Int) -> ShapingFont { fonts[index] }
    func family(_ index: Int) -> String { families[index] }
    /// The platform's own font this one stands in for (Thonburi for Noto Sans Thai on iOS), if any.
    func platformFont(_ index: Int) -> String? { platformFonts[index] }
}
