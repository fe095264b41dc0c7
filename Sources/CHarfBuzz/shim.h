#ifndef TYPEFIT_CHARFBUZZ_SHIM_H
#define TYPEFIT_CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ot.h>

/// HB_TAG as a function (function-like macros do not import into Swift).
static inline hb_tag_t chb_tag(char a, char b, char c, char d) {
    return HB_TAG(a, b, c, d);
}

/// Draws a glyph's outline through `funcs`: `hb_font_draw_glyph` from HarfBuzz 7.0, its
/// predecessor `hb_font_get_glyph_shape` (4.0–6.x, Debian 12) before.
static inline void chb_draw_glyph(hb_font_t *font, hb_codepoint_t glyph, hb_draw_funcs_t *funcs, void *data) {
#if HB_VERSION_ATLEAST(7, 0, 0)
    hb_font_draw_glyph(font, glyph, funcs, data);
#else
    hb_font_get_glyph_shape(font, glyph, funcs, data);
#endif
}

#endif
