internal import CHarfBuzz

/// A font instance ready to shape: a ``FontFace`` plus a HarfBuzz font at upem scale (font
/// units, no hinting), with its variation coordinates and OpenType features.
///
/// `opsz` follows the point size (Apple's behaviour) unless the variation pins it; HarfBuzz 6.0
/// applies a `trak` table only after `hb_font_set_ptem`, so a font with `opsz` or `trak` is
/// shaped again at each point size (``isSizeDependent``). Not `Sendable`.
package final class ShapingFont {
    package let face: FontFace
    let hbFont: OpaquePointer
    /// HarfBuzz draw callbacks for ``outline(glyph:)``, made on first use.
    private var drawFuncsStorage: OpaquePointer?
    private var ellipsisStorage: (pointSize: Double?, advance: Int)?
    /// One buffer reused for every shaping call (cleared each time).
    private let buffer: OpaquePointer
    /// The language last shaped in and HarfBuzz's for it (interned by HarfBuzz, valid for the
    /// process): a Swift string handed to C as a pointer was copied into an array (an
    /// allocation) at every shaping call.
    private var lastLanguage: (name: String, language: hb_language_t?)?
    private var features: [hb_feature_t]
    /// The variation coordinates the caller set (without the automatic `opsz`).
    package let variation: [String: Double]
    /// Whether `opsz` is set from the point size.
    package let followsOpticalSize: Bool
    /// Whether the font has an AAT `trak` table.
    package let hasTrackingTable: Bool
    /// The point size last set with ``setPointSize(_:)`` (nil until then).
    package private(set) var pointSize: Double?
    /// The variation coordinates in effect: ``variation`` plus `opsz` when it follows the size.
    package private(set) var coordinates: [String: Double] = [:]

    /// Opens a shaping font over `face`. `features` are HarfBuzz feature strings ("tnum", "-liga",
    /// "ss01=1"); `variation` axis values ("wght": 600).
    package init(face: FontFace, variation: [String: Double] = [:], features: [String] = []) throws(FontError) {
        var parsed: [hb_feature_t] = []
        for text in features {
            var feature = hb_feature_t()
            guard hb_feature_from_string(text, Int32(text.utf8.count), &feature) != 0 else {
                throw FontError.invalidVariation(
                    path: face.path, detail: "'\(text)' is not an OpenType feature setting (e.g. tnum, -liga, ss01=1)")
            }
            parsed.append(feature)
        }
        try face.setVariation(variation)
        guard let font = hb_font_create(face.hbFace) else {
            throw FontError.implausible(
                path: face.path, faceIndex: face.faceIndex, check: .glyphCountAgreement,
                detail: "HarfBuzz could not create a font")
        }
        guard let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else {
            hb_font_destroy(font)
            throw FontError.implausible(
                path: face.path, faceIndex: face.faceIndex, check: .glyphCountAgreement,
                detail: "HarfBuzz could not create a buffer")
        }
        self.face = face
        self.hbFont = font
        self.buffer = buffer
        self.features = parsed
        self.variation = variation
        self.followsOpticalSize = face.metrics.axes.contains { $0.tag == "opsz" } && variation["opsz"] == nil
        self.hasTrackingTable = ShapingFont.hasTable("trak", in: face.hbFace)
        applyVariations(opticalSize: nil)
    }

    deinit {
        hb_buffer_destroy(buffer)
        if let drawFuncsStorage { hb_draw_funcs_destroy(drawFuncsStorage) }
        hb_font_destroy(hbFont)
    }

    /// Whether widths change with the point size other than in proportion to it.
    package var isSizeDependent: Bool { followsOpticalSize || hasTrackingTable }

    /// Sets the point size that `opsz` and `trak` follow. A no-op for size-independent fonts.
    package func setPointSize(_ size: Double) {
        guard isSizeDependent, size != pointSize else { return }
        pointSize = size
        if hasTrackingTable {
            hb_font_set_ptem(hbFont, Float(size))
        }
        if followsOpticalSize {
            applyVariations(opticalSize: size)
        }
    }

    private func applyVariations(opticalSize: Double?) {
        var coordinates = variation
        if let opticalSize, let axis = face.metrics.axes.first(where: { $0.tag == "opsz" }) {
            coordinates["opsz"] = min(max(opticalSize, axis.minimum), axis.maximum)
        }
        self.coordinates = coordinates
        var settings = coordinates.sorted { $0.key < $1.key }.map {
            hb_variation_t(tag: tagValue($0.key), value: Float($0.value))
        }
        hb_font_set_variations(hbFont, &settings, UInt32(settings.count))
    }

    /// The draw callbacks, created once per font.
    var drawFuncs: OpaquePointer? {
        if drawFuncsStorage == nil { drawFuncsStorage = Self.makeDrawFuncs() }
        return drawFuncsStorage
    }

    /// Units per em of the face.
    package var unitsPerEm: Int { face.metrics.unitsPerEm }

    /// The advance of "…" in font units, or of "..." when the font has no ellipsis glyph: shaped
    /// once per instance and point size (every prepared string needs it; shaping it each time
    /// was a second HarfBuzz call per string).
    package var ellipsisAdvance: Int {
        if let stored = ellipsisStorage, stored.pointSize == pointSize { return stored.advance }
        let advance = advance(of: hasGlyph(for: "\u{2026}") ? "\u{2026}" : "...")
        ellipsisStorage = (pointSize, advance)
        return advance
    }

    /// The advance in font units of the hyphen a soft hyphen shows where a line breaks at it:
    /// U+2010 HYPHEN when the font has it, else U+002D — Blink's `ComputedStyle::HyphenString`
    /// and Minikin's `determineHyphenChar` both choose so.
    package var hyphenAdvance: Int {
        advance(of: String(hyphen()))
    }

    /// The hyphen this font draws for `preferred` (Minikin's `determineHyphenChar`): an Armenian
    /// hyphen, maqaf or Canadian syllabics hyphen it lacks becomes U+2010 HYPHEN, and a U+2010 it
    /// lacks U+002D.
    package func hyphen(_ preferred: Unicode.Scalar = "\u{2010}") -> Unicode.Scalar {
        var scalar = preferred
        if ["\u{058A}", "\u{05BE}", "\u{1400}"].contains(scalar), !hasGlyph(for: scalar) { scalar = "\u{2010}" }
        return scalar == "\u{2010}" && !hasGlyph(for: scalar) ? "-" : scalar
    }

    /// The advance in font units of `text` shaped alone, left to right.
    package func advance(of text: String) -> Int {
        let bytes = Array(text.utf8)
        let glyphs = bytes.withUnsafeBufferPointer {
            shape($0, range: 0..<bytes.count, rightToLeft: false, script: Self.commonScript, language: nil)
        }
        return glyphs.reduce(0) { $0 + $1.advance }
    }

    /// The glyph's advance in font units before shaping (hmtx, or HVAR-varied): what a
    /// renderer's own advance callback gives HarfBuzz (Blink's comes from FreeType), to which
    /// shaping adds kerning and other positioning.
    package func nominalAdvance(_ glyph: UInt32) -> Int {
        Int(hb_font_get_glyph_h_advance(hbFont, glyph))
    }

    /// Whether the font maps `scalar` to a glyph.
    package func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        glyph(for: scalar) != nil
    }

    /// The glyph the font's cmap maps `scalar` to, if any.
    package func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// Shapes `range` (UTF-8 byte offsets) of `utf8`, with the whole text as context. Returns each
    /// glyph's cluster (UTF-8 offset into `utf8`), advance and offsets in font units, in HarfBuzz's
    /// output order (visual: right to left runs come out reversed).
    /// With `characterClusters`, marks and other characters that HarfBuzz does not merge into
    /// one glyph keep clusters of their own (`HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS`, as
    /// SkShaper asks), else a grapheme's characters share its cluster.
    package func shape(
        _ utf8: UnsafeBufferPointer<UInt8>, range: Range<Int>, rightToLeft: Bool, script: UInt32, language: String?,
        characterClusters: Bool = false
    ) -> [ShapedGlyph] {
        hb_buffer_clear_contents(buffer)
        hb_buffer_set_cluster_level(
            buffer,
            characterClusters ? HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS : HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES
        )
        utf8.withMemoryRebound(to: CChar.self) { chars in
            hb_buffer_add_utf8(
                buffer, chars.baseAddress, Int32(utf8.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(script))
        if let language {
            if lastLanguage?.name != language { lastLanguage = (language, hb_language_from_string(language, -1)) }
            hb_buffer_set_language(buffer, lastLanguage?.language)
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(hbFont, buffer, &features, UInt32(features.count))
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            var glyph = ShapedGlyph(
                glyph: infos[index].codepoint, cluster: Int(infos[index].cluster),
                advance: Int(positions[index].x_advance),
                xOffset: Int(positions[index].x_offset), yOffset: Int(positions[index].y_offset))
            glyph.unsafeToBreak =
                hb_glyph_info_get_glyph_flags(infos + index).rawValue & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0
            glyphs.append(glyph)
        }
        return glyphs
    }

    private static func hasTable(_ tag: String, in face: OpaquePointer) -> Bool {
        guard let blob = hb_face_reference_table(face, tagValue(tag)) else { return false }
        defer { hb_blob_destroy(blob) }
        return hb_blob_get_length(blob) > 0
    }

    /// HarfBuzz's version, e.g. "6.0.0".
    package static var harfBuzzVersion: String {
        String(cString: hb_version_string())
    }

    /// The Unicode script of a scalar as an OpenType-style ISO 15924 tag value (HarfBuzz's).
    package static func script(of scalar: Unicode.Scalar) -> UInt32 {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value).rawValue
    }

    package static let commonScript = HB_SCRIPT_COMMON.rawValue
    package static let inheritedScript = HB_SCRIPT_INHERITED.rawValue
    package static let unknownScript = HB_SCRIPT_UNKNOWN.rawValue
}

/// One shaped glyph: id, cluster (UTF-8 offset), advance and offsets in font units.
package struct ShapedGlyph: Hashable, Sendable {
    package var glyph: UInt32
    package var cluster: Int
    package var advance: Int
    package var xOffset: Int = 0
    package var yOffset: Int = 0
    /// HarfBuzz's `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`: text broken before this glyph's cluster and
    /// shaped in two pieces would not give the same glyphs (a kerning pair, a ligature).
    package var unsafeToBreak = false

    package init(glyph: UInt32, cluster: Int, advance: Int, xOffset: Int = 0, yOffset: Int = 0) {
        self.glyph = glyph
        self.cluster = cluster
        self.advance = advance
        self.xOffset = xOffset
        self.yOffset = yOffset
    }
}

/// The integer value of a four-letter tag.
package func tagValue(_ tag: String) -> UInt32 {
    var value: UInt32 = 0
    for byte in (tag.utf8 + [32, 32, 32, 32]).prefix(4) {
        value = value << 8 | UInt32(byte)
    }
    return value
}
