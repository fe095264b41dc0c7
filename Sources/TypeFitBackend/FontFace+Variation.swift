internal import CFreeType
import TypeFitSupport

extension FontFace {
    /// Sets the design coordinates of a variable face, by axis tag ("wght": 600). Axes not named
    /// keep their default. The corresponding C function is `FT_Set_Var_Design_Coordinates`.
    ///
    /// Throws ``FontError/invalidVariation(path:detail:)`` for a static face, an unknown tag or a
    /// value outside the axis range.
    package func setVariation(_ coordinates: [String: Double]) throws(FontError) {
        let axes = metrics.axes
        guard !axes.isEmpty else {
            if coordinates.isEmpty { return }
            throw FontError.invalidVariation(
                path: path,
                detail: "not a variable font, so it has no axis \(coordinates.keys.sorted().joined(separator: ", "))")
        }
        for (tag, value) in coordinates.sorted(by: { $0.key < $1.key }) {
            guard let axis = axes.first(where: { $0.tag == tag }) else {
                throw FontError.invalidVariation(
                    path: path, detail: "no axis '\(tag)'; the font has \(axes.map(\.tag).joined(separator: ", "))")
            }
            guard (axis.minimum...axis.maximum).contains(value) else {
                throw FontError.invalidVariation(
                    path: path,
                    detail:
                        "\(tag)=\(compactNumber(value)) is outside the axis range \(compactNumber(axis.minimum))…\(compactNumber(axis.maximum))"
                )
            }
        }
        var fixed = axes.map { FT_Fixed(((coordinates[$0.tag] ?? $0.defaultValue) * 65536).rounded()) }
        let error = FT_Set_Var_Design_Coordinates(face, FT_UInt(fixed.count), &fixed)
        guard error == 0 else {
            throw freeTypeError("FT_Set_Var_Design_Coordinates", path: path, code: error)
        }
        variation = Dictionary(uniqueKeysWithValues: axes.map { ($0.tag, coordinates[$0.tag] ?? $0.defaultValue) })
    }

    /// The unhinted advance width of the glyph for `scalar`, in font units, at the current
    /// variation; nil when the font has no glyph for it.
    package func advance(of scalar: Unicode.Scalar) -> Int? {
        let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        guard glyph != 0 else { return nil }
        var advance: FT_Fixed = 0
        guard FT_Get_Advance(face, glyph, FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING), &advance) == 0 else {
            return nil
        }
        return Int(advance)
    }
}
