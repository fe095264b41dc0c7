internal import CFontconfig

/// A configuration's faces with their character sets, in fontconfig's own order (its system set,
/// then its application set), gathered once to answer fallback questions without scoring every
/// face for every character.
///
/// ``FontconfigLocator/fallback(for:near:color:)`` sorts all of them per character
/// (`FcFontSort` with the character in the pattern) and takes the first that has it. Here only
/// the faces that have the character are sorted (`FcFontSetSort`, the same pattern, trimmed the
/// same way): a face's score does not depend on the others, the faces without the character
/// score worse on it than every face with it (fontconfig compares character sets before
/// families), and trimming keeps every face that adds the character — so the first face is the
/// same. (A test holds the two equal over the machine's fonts.) Sorting every face for each
/// character of a Japanese catalog was a third of a web check's time, under one lock.
package final class FallbackCandidates {
    /// Keeps the configuration, which owns the faces' patterns, alive.
    private let locator: FontconfigLocator
    private let fonts: [OpaquePointer]
    private let characters: [OpaquePointer]

    init(_ locator: FontconfigLocator) {
        self.locator = locator
        var fonts: [OpaquePointer] = []
        var characters: [OpaquePointer] = []
        for kind in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(locator.config, kind) else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[index] else { continue }
                var charset: OpaquePointer?
                guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else {
                    continue
                }
                fonts.append(font)
                characters.append(charset)
            }
        }
        (self.fonts, self.characters) = (fonts, characters)
    }

    /// The first face, by fontconfig's order for `query`, that has a glyph for `scalar` (a
    /// colour font when `color`), or nil.
    package func fallback(for scalar: Unicode.Scalar, near query: FontQuery, color: Bool = false) -> FontconfigFace? {
        let covering = characters.indices.filter { FcCharSetHasChar(characters[$0], scalar.value) != 0 }
        guard !covering.isEmpty, let candidates = FcFontSetCreate() else { return nil }
        defer { FcFontSetDestroy(candidates) }
        for index in covering {
            // The set releases what it holds: each face is referenced for it.
            FcPatternReference(fonts[index])
            FcFontSetAdd(candidates, fonts[index])
        }
        guard let charset = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(charset) }
        FcCharSetAddChar(charset, scalar.value)
        guard let pattern = locator.fallbackPattern(near: query, characters: charset) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var sets: [UnsafeMutablePointer<FcFontSet>?] = [candidates]
        var result = FcResultNoMatch
        guard let sorted = FcFontSetSort(locator.config, &sets, 1, pattern, 1, nil, &result) else { return nil }
        defer { FcFontSetDestroy(sorted) }
        return locator.firstFace(in: sorted, covering: scalar, color: color)
    }
}
