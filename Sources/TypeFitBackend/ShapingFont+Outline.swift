internal import CHarfBuzz

extension ShapingFont {
    /// The outline of `glyph` at the font's current variation coordinates, in font units (the
    /// HarfBuzz font is at upem scale): HarfBuzz's glyf/CFF/CFF2 drawing, quadratic curves kept.
    package func outline(glyph: UInt32) -> GlyphOutline {
        let recorder = OutlineRecorder()
        let funcs = drawFuncs
        withExtendedLifetime(recorder) {
            chb_draw_glyph(hbFont, glyph, funcs, Unmanaged.passUnretained(recorder).toOpaque())
        }
        return GlyphOutline(commands: recorder.commands)
    }

    /// Draw callbacks that append to the ``OutlineRecorder`` passed as draw data.
    static func makeDrawFuncs() -> OpaquePointer? {
        guard let funcs = hb_draw_funcs_create() else { return nil }
        hb_draw_funcs_set_move_to_func(
            funcs,
            { _, data, _, x, y, _ in
                OutlineRecorder.from(data)?.commands.append(.move(x: Double(x), y: Double(y)))
            }, nil, nil)
        hb_draw_funcs_set_line_to_func(
            funcs,
            { _, data, _, x, y, _ in
                OutlineRecorder.from(data)?.commands.append(.line(x: Double(x), y: Double(y)))
            }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(
            funcs,
            { _, data, _, cx, cy, x, y, _ in
                OutlineRecorder.from(data)?.commands.append(
                    .quadratic(cx: Double(cx), cy: Double(cy), x: Double(x), y: Double(y)))
            }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(
            funcs,
            { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
                OutlineRecorder.from(data)?.commands.append(
                    .cubic(
                        c1x: Double(c1x), c1y: Double(c1y), c2x: Double(c2x), c2y: Double(c2y), x: Double(x),
                        y: Double(y)))
            }, nil, nil)
        hb_draw_funcs_set_close_path_func(
            funcs,
            { _, data, _, _ in
                OutlineRecorder.from(data)?.commands.append(.close)
            }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
        return funcs
    }
}

/// Collects HarfBuzz draw callbacks for one glyph.
final class OutlineRecorder {
    var commands: [GlyphOutline.Command] = []

    static func from(_ data: UnsafeMutableRawPointer?) -> OutlineRecorder? {
        data.map { Unmanaged<OutlineRecorder>.fromOpaque($0).takeUnretainedValue() }
    }
}
