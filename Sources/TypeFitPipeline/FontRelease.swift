import TypeFitSupport
import TypeFitBackend
import TypeFitCheck
import TypeFitReports
import TypeFitText

/// What changed in each face whose bytes changed between two runs over two font folders — as
/// diffenator2 reports a font release, but only for what the app's texts meet: the file's
/// SHA-256, its version and PostScript name, the characters it gained or lost (those the texts
/// use first), the advances of the characters the texts use, and the kerning of the pairs they
/// use. Numbers are in em (font units over unitsPerEm), at the style's variation.
package enum FontRelease {
    /// At most this many of the texts' character pairs are shaped per face, the most used first.
    package static let maximumPairs = 20_000
    /// At most this many characters or pairs are named in one change.
    static let named = 5

    /// The characters and adjacent character pairs the texts of a set of styles use, with how
    /// many distinct texts use each.
    struct Usage {
        var characters: [Unicode.Scalar: Int] = [:]
        var pairs: [String: Int] = [:]

        mutating func add(_ text: String) {
            var seenCharacters = Set<Unicode.Scalar>()
            var seenPairs = Set<String>()
            var previous: Unicode.Scalar?
            for scalar in text.unicodeScalars {
                if scalar.properties.generalCategory == .control {
                    previous = nil
                    continue
                }
                if seenCharacters.insert(scalar).inserted { characters[scalar, default: 0] += 1 }
                if let previous {
                    let pair = String(String.UnicodeScalarView([previous, scalar]))
                    if seenPairs.insert(pair).inserted { pairs[pair, default: 0] += 1 }
                }
                previous = scalar
            }
        }

        /// The characters, most used first (then by code point).
        var charactersByUse: [Unicode.Scalar] {
            characters.sorted { ($1.value, $0.key.value) < ($0.value, $1.key.value) }.map(\.key)
        }
    }

    /// The font changes of every face the styles of `base` and `new` drew with whose file
    /// changed, per pair of faces; none when the bytes are the same.
    package static func changes(base: CheckReport, new: CheckReport) -> [ReportDiff.FontChange] {
        let newFonts = Dictionary(new.fonts.map { ($0.style, $0) }, uniquingKeysWith: { first, _ in first })
        // Pairs of faces (base, new), each with the styles that moved from one to the other.
        var faces: [String: (base: FontReport, new: FontReport, styles: [String])] = [:]
        var order: [String] = []
        for old in base.fonts {
            guard let now = newFonts[old.style], old.metrics != nil, now.metrics != nil else { continue }
            let key = [old.path, "\(old.faceIndex)", now.path, "\(now.faceIndex)", "\(old.variation ?? [:])"]
                .joined(separator: "\u{0}")
            if faces[key] == nil { order.append(key) }
            faces[key, default: (old, now, [])].styles.append(old.style)
        }
        var hashes: [String: String] = [:]
        let hash = { (path: String) -> String? in
            if let known = hashes[path] { return known }
            let digest = try? SHA256.hexDigest(ofFile: path)
            hashes[path] = digest
            return digest
        }
        var result: [ReportDiff.FontChange] = []
        // The texts of each style, read in one pass over the base's rows (one per size).
        var textsByStyle: [String: Set<String>] = [:]
        if !order.isEmpty {
            for row in base.results { textsByStyle[row.style, default: []].insert(row.text) }
        }
        for key in order {
            guard let pair = faces[key], let before = hash(pair.base.path), let after = hash(pair.new.path),
                before != after || pair.base.faceIndex != pair.new.faceIndex
            else { continue }
            var usage = Usage()
            for text in pair.styles.reduce(into: Set<String>(), { $0.formUnion(textsByStyle[$1] ?? []) }) {
                usage.add(text)
            }
            let label = pair.styles.joined(separator: ", ")
            result.append(
                .init(
                    style: label, field: "file", base: "sha256 \(before.prefix(12)) (\(fileName(pair.base.path)))",
                    new: "sha256 \(after.prefix(12)) (\(fileName(pair.new.path)))"))
            result += compare(pair.base, pair.new, usage: usage).map {
                ReportDiff.FontChange(style: label, field: $0.field, base: $0.base, new: $0.new)
            }
        }
        return result
    }

    /// The changes between two faces for `usage`: version and names, coverage, advances, kerning.
    static func compare(_ base: FontReport, _ new: FontReport, usage: Usage) -> [(
        field: String, base: String, new: String
    )] {
        var changes: [(field: String, base: String, new: String)] = []
        let (a, b) = (base.metrics, new.metrics)
        if a?.version != b?.version { changes.append(("version", a?.version ?? "–", b?.version ?? "–")) }
        if a?.postscriptName != b?.postscriptName {
            changes.append(("postscriptName", a?.postscriptName ?? "–", b?.postscriptName ?? "–"))
        }
        guard let library = try? FreeTypeLibrary(), let old = open(base, library), let now = open(new, library) else {
            return changes + [("glyphs", "", "not compared: a font did not open again")]
        }
        changes += coverage(old, now, usage: usage)
        if let advances = FontReleaseMetrics.advances(old, now, usage: usage) { changes.append(advances) }
        if let kerning = FontReleaseMetrics.kerning(old, now, usage: usage) { changes.append(kerning) }
        return changes
    }

    static func open(_ report: FontReport, _ library: FreeTypeLibrary) -> ShapingFont? {
        guard let face = try? FontFace(path: report.path, faceIndex: report.faceIndex, library: library) else {
            return nil
        }
        return try? ShapingFont(face: face, variation: report.variation ?? [:])
    }

    /// Characters the face gained and lost: those the texts use named first, then a count.
    static func coverage(_ old: ShapingFont, _ now: ShapingFont, usage: Usage) -> [(
        field: String, base: String, new: String
    )] {
        let (before, after) = (Set(old.face.codePoints), Set(now.face.codePoints))
        var changes: [(field: String, base: String, new: String)] = []
        for (field, set) in [
            ("coverage added", after.subtracting(before)), ("coverage removed", before.subtracting(after)),
        ]
        where !set.isEmpty {
            let used = usage.charactersByUse.filter { set.contains($0.value) }
            var text =
                used.isEmpty
                ? "none the texts use"
                : "\(used.count) the texts use: " + used.prefix(named).map(label).joined(separator: ", ")
            if used.count > named { text += ", …" }
            text += "; \(set.count) in all"
            changes.append((field, "\(before.count) characters mapped", text))
        }
        return changes
    }

    /// "«W»" or, for a character that does not print, "U+0301".
    static func label(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .nonspacingMark, .enclosingMark, .unassigned, .privateUse:
            scalar.codePointLabel
        default: "«\(scalar)»"
        }
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
