import Foundation
internal import CFontconfig
import TypeFitSupport

/// Finds the face for a family, weight and italic with fontconfig, over a private configuration.
///
/// The configuration holds only the given font folders (and the machine's fonts only when asked),
/// so results do not depend on what happens to be installed. Its cache lives in a folder under the
/// temporary directory (``cacheDirectory``). Not `Sendable`: use one locator per task.
package final class FontconfigLocator {
    /// The fontconfig library's version ("2.14.1"), from `FcGetVersion`.
    package static var version: String {
        let number = Int(FcGetVersion())
        return "\(number / 10000).\(number / 100 % 100).\(number % 100)"
    }

    let config: OpaquePointer
    /// The folders searched.
    package let folders: [String]
    /// What the folders held that is no file fontconfig may open (a FIFO, a socket, a device),
    /// left out, with what each is.
    package let skipped: [(path: String, kind: String)]
    /// What the configuration's fonts cover, gathered on first use: a character no font has is
    /// answered without sorting every font for it (CJK text on a machine without CJK fonts asked
    /// that of each of its thousands of characters).
    private var coverage: Coverage?

    private struct Coverage {
        /// The union of every face's characters.
        var characters: OpaquePointer
        /// Every family name, compared as fontconfig does (``FontconfigFace/sameFamily(_:_:)``).
        var families: Set<String>
    }

    /// Builds a configuration over `folders` (font folders, or single font files); with
    /// `includeSystemFonts`, the machine's own fontconfig configuration (and so its fonts) is loaded too
    /// (``machineConfiguration``: `FONTCONFIG_FILE` pins it, as for any fontconfig program).
    package init(folders: [String], includeSystemFonts: Bool = false) throws(FontError) {
        let absolute = folders.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        var folders: [String] = []
        var files: [String] = []
        var scanned: [String] = []
        var skipped: [(path: String, kind: String)] = []
        for path in absolute {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw FontError.unreadable(path: path, reason: "no such font file or folder")
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                // A folder with a FIFO (or a socket, a device) in it is given file by file:
                // fontconfig would open the FIFO and wait for ever.
                let scan = try FontFolderScan(path)
                if scan.isPlain { folders.append(path) } else { scanned += scan.files }
                skipped += scan.skipped
            } else if let kind = InputFile.notRegular(info.st_mode) {
                throw FontError.unreadable(path: path, reason: "\(kind), not a regular file")
            } else {
                files.append(path)
            }
        }
        // No FcInit: it would load the machine's configuration, which a private one does not need.
        guard let config = FcConfigCreate() else {
            throw FontError.fontconfig(operation: "FcConfigCreate", detail: "could not create a configuration")
        }
        let xml = Self.configurationXML(folders: folders, includeSystemFonts: includeSystemFonts)
        guard FcConfigParseAndLoadFromMemory(config, xml, 1) != 0 else {
            FcConfigDestroy(config)
            throw FontError.fontconfig(
                operation: "FcConfigParseAndLoadFromMemory", detail: "the private configuration was rejected")
        }
        guard FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw FontError.fontconfig(
                operation: "FcConfigBuildFonts", detail: "could not scan \(absolute.joined(separator: ", "))")
        }
        for file in files where FcConfigAppFontAddFile(config, file) == 0 {
            FcConfigDestroy(config)
            throw FontError.unreadable(path: file, reason: "fontconfig found no font in it")
        }
        // Files of a scanned folder that are no fonts are passed over, as a folder scan would.
        for file in scanned { _ = FcConfigAppFontAddFile(config, file) }
        self.config = config
        self.folders = absolute
        self.skipped = skipped
    }

    deinit {
        if let coverage { FcCharSetDestroy(coverage.characters) }
        FcConfigDestroy(config)
    }

    private func covered() -> Coverage? {
        if let coverage { return coverage }
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_CHARSET)
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let set = FcFontList(config, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(set) }
        guard let characters = FcCharSetCreate() else { return nil }
        var families = Set<String>()
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index] else { continue }
            var charset: OpaquePointer?
            if FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset {
                FcCharSetMerge(characters, charset, nil)
            }
            var name: UnsafeMutablePointer<FcChar8>?
            var nameIndex: Int32 = 0
            while FcPatternGetString(font, FC_FAMILY, nameIndex, &name) == FcResultMatch, let name {
                families.insert(FontconfigFace.familyKey(String(cString: name)))
                nameIndex += 1
            }
        }
        coverage = Coverage(characters: characters, families: families)
        return coverage
    }

    /// Whether some font of the configuration has a glyph for `scalar`.
    package func covers(_ scalar: Unicode.Scalar) -> Bool {
        guard let coverage = covered() else { return true }
        return FcCharSetHasChar(coverage.characters, scalar.value) != 0
    }

    /// Whether a face of `family` is in the configuration (names compared as fontconfig does).
    package func hasFamily(_ family: String) -> Bool {
        guard let coverage = covered() else { return true }
        return coverage.families.contains(FontconfigFace.familyKey(family))
    }

    /// The folder fontconfig writes its cache to: one per user under the temporary directory
    /// (`TMPDIR`), else under /tmp — when the user may not write `TMPDIR` (a build's folder, a
    /// job run as another user) fontconfig printed "No writable cache directories" to stderr
    /// twice and read every font folder again at each run.
    static var cacheDirectory: String {
        let name = "typefit-fontconfig-\(getuid())"
        let candidates = [NSTemporaryDirectory(), "/tmp"].map {
            URL(fileURLWithPath: $0).appendingPathComponent(name).path
        }
        return candidates.first(where: isWritableFolderOfOurs) ?? candidates[0]
    }

    /// Whether `path` is, or has just been made, a folder this user owns and may write (one of
    /// another user's in a shared /tmp is not used: they could change the cache under us).
    static func isWritableFolderOfOurs(_ path: String) -> Bool {
        if mkdir(path, 0o700) != 0, errno != EEXIST { return false }
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid() else {
            return false
        }
        return access(path, W_OK | X_OK) == 0
    }

    /// The machine's own fontconfig configuration, as fontconfig finds it: `FONTCONFIG_FILE` when
    /// set, else the file fontconfig was built with (`/etc/fonts/fonts.conf` on Debian,
    /// Homebrew's under its prefix on a Mac).
    static var machineConfiguration: String {
        guard let name = FcConfigFilename(nil) else { return "/etc/fonts/fonts.conf" }
        defer { FcStrFree(name) }
        return String(cString: name)
    }

    static func configurationXML(folders: [String], includeSystemFonts: Bool) -> String {
        var lines = [
            "<?xml version=\"1.0\"?>", "<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">", "<fontconfig>",
        ]
        if includeSystemFonts {
            lines.append("<include ignore_missing=\"yes\">\(xmlEscaped(machineConfiguration))</include>")
        }
        lines += folders.map { "<dir>\(xmlEscaped($0))</dir>" }
        lines.append("<cachedir>\(xmlEscaped(cacheDirectory))</cachedir>")
        lines.append("</fontconfig>")
        return lines.joined(separator: "\n")
    }

    /// Every face fontconfig knows in this configuration (named instances of variable fonts included).
    package func faces() -> [FontconfigFace] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = cfc_object_set_for_listing() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        return (0..<Int(set.pointee.nfont)).compactMap { index in
            set.pointee.fonts[index].flatMap(FontconfigFace.init(pattern:))
        }
    }

    /// The family names available, sorted and without duplicates.
    package func families() -> [String] {
        Array(Set(faces().map(\.family))).sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    }

    /// fontconfig's best match for `query`, or a ``FontError/familyNotFound(family:available:)``
    /// when the family is not there (fontconfig itself always returns some font).
    package func match(_ query: FontQuery) throws(FontError) -> FontconfigFace {
        guard let pattern = FcPatternCreate() else {
            throw FontError.fontconfig(operation: "FcPatternCreate", detail: "out of memory")
        }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, query.family)
        FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(query.weight.value)))
        FcPatternAddInteger(pattern, FC_SLANT, query.italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        // Without this, FcDefaultSubstitute asks for static faces and a variable font's named
        // instance wins over the variable face that covers the exact weight.
        FcPatternAddBool(pattern, FC_VARIABLE, FcBool(FcDontCare))
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, pattern, &result) else {
            throw FontError.familyNotFound(family: query.family, available: families())
        }
        defer { FcPatternDestroy(matched) }
        guard let face = FontconfigFace(pattern: matched),
            face.familyNames.contains(where: { FontconfigFace.sameFamily($0, query.family) })
        else {
            throw FontError.familyNotFound(family: query.family, available: families())
        }
        return face
    }
}

extension FontconfigLocator {
    /// The best face (by fontconfig's order for `family`, weight and italic) that has a glyph for
    /// `scalar` — a colour font's when `color` — or nil when no font in the configuration covers it.
    /// One `FcFontSort` of every face per character: the definition ``FallbackCandidates``
    /// answers sorting only the faces that have the character (its test compares the two).
    package func fallback(for scalar: Unicode.Scalar, near query: FontQuery, color: Bool = false) -> FontconfigFace? {
        guard covers(scalar) else { return nil }
        guard let charset = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(charset) }
        FcCharSetAddChar(charset, scalar.value)
        guard let pattern = fallbackPattern(near: query, characters: charset) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(config, pattern, 1, nil, &result) else { return nil }
        defer { FcFontSetDestroy(sorted) }
        return firstFace(in: sorted, covering: scalar, color: color)
    }

    /// The first face of `sorted` that has a glyph for `scalar` (a colour font when `color`).
    func firstFace(in sorted: UnsafeMutablePointer<FcFontSet>, covering scalar: Unicode.Scalar, color: Bool)
        -> FontconfigFace?
    {
        for index in 0..<Int(sorted.pointee.nfont) {
            guard let font = sorted.pointee.fonts[index] else { continue }
            var fontCharset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &fontCharset) == FcResultMatch,
                let fontCharset, FcCharSetHasChar(fontCharset, scalar.value) != 0
            else { continue }
            guard let face = FontconfigFace(pattern: font), face.isColor || !color else { continue }
            return face
        }
        return nil
    }

    /// The configuration's faces and their characters, to answer fallbacks from (see
    /// ``FallbackCandidates``).
    package func fallbackCandidates() -> FallbackCandidates { FallbackCandidates(self) }

    /// The pattern a fallback is sorted by: `query`'s family, weight and italic (static or
    /// variable faces alike), with `characters` when given, substituted as fontconfig does.
    /// The caller destroys it.
    func fallbackPattern(near query: FontQuery, characters: OpaquePointer? = nil) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        FcPatternAddString(pattern, FC_FAMILY, query.family)
        FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(query.weight.value)))
        FcPatternAddInteger(pattern, FC_SLANT, query.italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        if let characters { FcPatternAddCharSet(pattern, FC_CHARSET, characters) }
        FcPatternAddBool(pattern, FC_VARIABLE, FcBool(FcDontCare))
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }
}

/// One face as fontconfig describes it.
package struct FontconfigFace: Hashable, Sendable {
    /// The font file.
    package var path: String
    /// The face index in the file (low 16 bits of fontconfig's index).
    package var faceIndex: Int
    /// The named instance (1-based, as in FreeType's face index) or 0 for none.
    package var namedInstance: Int
    /// Every family name fontconfig lists; the first is the typographic family.
    package var familyNames: [String]
    /// The first style name.
    package var style: String
    /// The weight on the OpenType scale. For a variable face, the matched value on its axis.
    package var weight: Double
    /// The lightest and heaviest weight a variable face covers (equal to `weight` for static faces).
    package var weightRange: ClosedRange<Double>
    /// Slant: 0 roman, 100 italic, 110 oblique (fontconfig's values).
    package var slant: Int
    /// Whether this is the variable face itself rather than a static face or named instance.
    package var isVariable: Bool
    /// fontconfig's font variations string ("wght=550") set by matching, if any.
    package var variations: String?
    /// A colour font (COLR, CBDT, sbix or SVG glyphs): emoji fonts are.
    package var isColor: Bool

    /// The first family name.
    package var family: String { familyNames.first ?? "" }
    /// Italic or oblique.
    package var isItalic: Bool { slant != 0 }

    init?(pattern: OpaquePointer) {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        path = String(cString: file)
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        faceIndex = Int(index & 0xFFFF)
        namedInstance = Int(index >> 16)
        familyNames = Self.strings(pattern, FC_FAMILY)
        style = Self.strings(pattern, FC_STYLE).first ?? ""
        var slant: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
        self.slant = Int(slant)
        var variable: FcBool = 0
        _ = FcPatternGetBool(pattern, FC_VARIABLE, 0, &variable)
        isVariable = variable != 0
        var color: FcBool = 0
        _ = FcPatternGetBool(pattern, FC_COLOR, 0, &color)
        isColor = color != 0
        var variationText: UnsafeMutablePointer<FcChar8>?
        variations =
            FcPatternGetString(pattern, FC_FONT_VARIATIONS, 0, &variationText) == FcResultMatch
            ? variationText.map { String(cString: $0) } : nil
        let range = Self.weightRange(pattern)
        weightRange = range
        weight = range.lowerBound
        if let setWeight = Self.variationValue(variations, tag: "wght") {
            weight = setWeight
        }
    }

    /// Compares family names as fontconfig does: ignoring case and blanks.
    package static func sameFamily(_ a: String, _ b: String) -> Bool {
        familyKey(a) == familyKey(b)
    }

    /// A family name as fontconfig compares it: lowercased, without blanks.
    static func familyKey(_ name: String) -> String {
        name.lowercased().filter { !$0.isWhitespace }
    }

    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        while FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value {
            values.append(String(cString: value))
            index += 1
        }
        return values
    }

    private static func weightRange(_ pattern: OpaquePointer) -> ClosedRange<Double> {
        var value = FcValue()
        guard FcPatternGet(pattern, FC_WEIGHT, 0, &value) == FcResultMatch else { return 400...400 }
        switch value.type {
        case FcTypeInteger:
            let w = FcWeightToOpenTypeDouble(Double(value.u.i))
            return w...w
        case FcTypeDouble:
            let w = FcWeightToOpenTypeDouble(value.u.d)
            return w...w
        case FcTypeRange:
            var begin = 0.0, end = 0.0
            guard let range = value.u.r, FcRangeGetDouble(range, &begin, &end) != 0 else { return 400...400 }
            let low = FcWeightToOpenTypeDouble(begin), high = FcWeightToOpenTypeDouble(end)
            return min(low, high)...max(low, high)
        default:
            return 400...400
        }
    }

    /// The value of `tag` in a fontconfig variations string such as "wght=550,opsz=12".
    static func variationValue(_ variations: String?, tag: String) -> Double? {
        guard let variations else { return nil }
        for item in variations.split(separator: ",") {
            let parts = item.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == tag {
                return Double(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }
}
