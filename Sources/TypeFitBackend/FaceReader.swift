internal import CFreeType
internal import CHarfBuzz

/// Reads ``FaceMetrics`` from an open FreeType face and the HarfBuzz face over the same bytes,
/// and makes the plausibility checks the libraries do not make.
struct FaceReader {
    let face: FT_Face
    let hbFace: OpaquePointer
    let label: String
    let faceIndex: Int

    /// At most this many named instances are read from `fvar`.
    static let maximumNamedInstances = 256
    /// At most this many axes are read from `fvar`.
    static let maximumAxes = 64

    func read() throws(FontError) -> FaceMetrics {
        // Bitmap-only sfnt fonts (color emoji) are accepted: widths come from hmtx through HarfBuzz.
        guard cft_is_sfnt(face) != 0 else {
            throw implausible(.sfnt, "not a TrueType or OpenType font")
        }
        // From head itself: FreeType reports 0 for bitmap-only fonts such as color emoji.
        let head = table(FT_SFNT_HEAD, as: TT_Header.self)
        let unitsPerEm = Int(head?.Units_Per_EM ?? face.pointee.units_per_EM)
        guard (16...16384).contains(unitsPerEm) else {
            throw implausible(.unitsPerEm, "unitsPerEm is \(unitsPerEm), outside 16…16384")
        }
        let glyphCount = Int(face.pointee.num_glyphs)
        guard glyphCount > 0 else {
            throw implausible(.glyphCount, "the font has no glyphs")
        }
        let harfBuzzGlyphs = Int(hb_face_get_glyph_count(hbFace))
        guard harfBuzzGlyphs == glyphCount else {
            throw implausible(.glyphCountAgreement, "FreeType counts \(glyphCount) glyphs, HarfBuzz \(harfBuzzGlyphs)")
        }
        guard let hheaTable = table(FT_SFNT_HHEA, as: TT_HoriHeader.self) else {
            throw implausible(.numberOfHMetrics, "the font has no hhea table")
        }
        let numberOfHMetrics = Int(hheaTable.number_Of_HMetrics)
        guard numberOfHMetrics >= 1 else {
            throw implausible(.numberOfHMetrics, "hhea.numberOfHMetrics is 0, so every advance would read as 0")
        }
        let hhea = LineMetrics(
            ascender: Int(hheaTable.Ascender), descender: Int(hheaTable.Descender), lineGap: Int(hheaTable.Line_Gap))

        let os2 = table(FT_SFNT_OS2, as: TT_OS2.self).flatMap { $0.version == 0xFFFF ? nil : $0 }
        let post = table(FT_SFNT_POST, as: TT_Postscript.self)

        let typo = os2.map {
            TypoMetrics(
                metrics: LineMetrics(
                    ascender: Int($0.sTypoAscender), descender: Int($0.sTypoDescender), lineGap: Int($0.sTypoLineGap)),
                useTypoMetrics: $0.fsSelection & (1 << 7) != 0)
        }
        let win = os2.map { WinMetrics(ascent: Int($0.usWinAscent), descent: Int($0.usWinDescent)) }
        let italic = ItalicInfo(
            fsSelection: (os2?.fsSelection ?? 0) & 1 != 0,
            macStyle: (head?.Mac_Style ?? 0) & 2 != 0,
            angle: Double(post?.italicAngle ?? 0) / 65536)
        let os2Version = os2.map { Int($0.version) }
        let capHeight = sourcedMetric(os2Value: os2.flatMap { $0.version >= 2 ? Int($0.sCapHeight) : nil }, glyph: "H")
        let xHeight = sourcedMetric(os2Value: os2.flatMap { $0.version >= 2 ? Int($0.sxHeight) : nil }, glyph: "x")

        var metrics = FaceMetrics(
            path: label, faceIndex: faceIndex,
            family: name(16) ?? name(1) ?? face.pointee.family_name.map { String(cString: $0) } ?? "",
            style: name(17) ?? name(2) ?? face.pointee.style_name.map { String(cString: $0) } ?? "",
            postscriptName: FT_Get_Postscript_Name(face).map { String(cString: $0) },
            weight: os2.map { Int($0.usWeightClass) } ?? 400,
            italic: italic, unitsPerEm: unitsPerEm, hhea: hhea, numberOfHMetrics: numberOfHMetrics,
            typo: typo, win: win, os2Version: os2Version, capHeight: capHeight, xHeight: xHeight,
            glyphCount: glyphCount, glyphBounds: head.map { VerticalBounds(yMin: Int($0.yMin), yMax: Int($0.yMax)) },
            axes: axes(), namedInstances: namedInstances())
        metrics.bitmapStrike = strikeLineMetrics()
        metrics.version = name(5)
        for model in [LineHeightModel.apple, .android] {
            let line = metrics.lineMetrics(for: model)
            guard line.ascender > line.descender else {
                throw implausible(
                    .ascenderAboveDescender,
                    "\(model.rawValue) ascender \(line.ascender) is not above descender \(line.descender)")
            }
        }
        return metrics
    }

    /// The first strike's line metrics of a font without outlines.
    private func strikeLineMetrics() -> StrikeLineMetrics? {
        guard cft_is_scalable(face) == 0, face.pointee.num_fixed_sizes > 0, FT_Select_Size(face, 0) == 0,
            let size = face.pointee.size
        else { return nil }
        let line = size.pointee.metrics
        return StrikeLineMetrics(
            ascender: Int(line.ascender), descender: Int(line.descender), height: Int(line.height),
            ppem: Int(line.y_ppem))
    }

    private func implausible(_ check: PlausibilityCheck, _ detail: String) -> FontError {
        .implausible(path: label, faceIndex: faceIndex, check: check, detail: detail)
    }

    private func table<T>(_ tag: FT_Sfnt_Tag, as type: T.Type) -> T? {
        FT_Get_Sfnt_Table(face, tag).map { $0.assumingMemoryBound(to: T.self).pointee }
    }

    /// The OS/2 value when present and non-zero, else the top of the glyph's outline.
    private func sourcedMetric(os2Value: Int?, glyph character: Character) -> SourcedMetric? {
        if let os2Value, os2Value != 0 {
            return SourcedMetric(value: os2Value, source: .os2)
        }
        return outlineTop(of: character).map { SourcedMetric(value: $0, source: .glyph) }
    }

    /// The highest point of a character's outline in font units, unhinted.
    private func outlineTop(of character: Character) -> Int? {
        guard let scalar = character.unicodeScalars.first else { return nil }
        let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        guard glyph != 0 else { return nil }
        let flags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, slot.pointee.outline.n_points > 0
        else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        return Int(box.yMax)
    }

    /// An English name-table string (HarfBuzz picks the best English record), nil when absent or empty.
    private func name(_ id: UInt32) -> String? {
        let language = hb_language_from_string("en", -1)
        var size: UInt32 = 0
        let length = hb_ot_name_get_utf8(hbFace, id, language, &size, nil)
        guard length > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        size = UInt32(buffer.count)
        _ = hb_ot_name_get_utf8(hbFace, id, language, &size, &buffer)
        // Control characters from a hostile name table would reach terminals and reports.
        let text = String(
            String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                .unicodeScalars.filter { $0.properties.generalCategory != .control })
        return text.isEmpty ? nil : text
    }

    private func axes() -> [VariationAxis] {
        var count = min(hb_ot_var_get_axis_count(hbFace), UInt32(Self.maximumAxes))
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        _ = hb_ot_var_get_axis_infos(hbFace, 0, &count, &infos)
        return infos.prefix(Int(count)).map {
            VariationAxis(
                tag: tagString($0.tag), minimum: Double($0.min_value),
                defaultValue: Double($0.default_value), maximum: Double($0.max_value))
        }
    }

    private func namedInstances() -> [NamedInstance] {
        let axisTags = axes().map(\.tag)
        guard !axisTags.isEmpty else { return [] }
        let count = min(hb_ot_var_get_named_instance_count(hbFace), UInt32(Self.maximumNamedInstances))
        return (0..<count).map { index in
            var length = UInt32(axisTags.count)
            var coordinates = [Float](repeating: 0, count: axisTags.count)
            _ = hb_ot_var_named_instance_get_design_coords(hbFace, index, &length, &coordinates)
            let nameID = hb_ot_var_named_instance_get_subfamily_name_id(hbFace, index)
            var byTag: [String: Double] = [:]
            for (tag, value) in zip(axisTags, coordinates.prefix(Int(length))) {
                byTag[tag] = Double(value)
            }
            return NamedInstance(name: name(nameID) ?? "Instance \(index)", coordinates: byTag)
        }
    }
}

/// The four-letter string of an OpenType tag.
package func tagString(_ tag: UInt32) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
    return String(decoding: bytes, as: UTF8.self)
}
