#!/usr/bin/env python3
"""Reads font metrics with fontTools, independently of FreeType and HarfBuzz, for typefit's
cross-check tests. Prints JSON: {"<file name>#<face>": {...}} for every face of every file.

Cap height and x-height: OS/2 sCapHeight/sxHeight when the table is version 2 or later and the
value is not zero ("os2"), else the top of the outline of H / x ("glyph").

Usage: python3 Scripts/read_font_metrics.py FONT... > Tests/Fixtures/fonttools-metrics.json
"""
import json
import os
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTCollection, TTFont


def name(font, *ids):
    for name_id in ids:
        record = font["name"].getDebugName(name_id)
        if record:
            return record
    return None


def outline_top(font, char):
    glyph = font.getBestCmap().get(ord(char))
    if glyph is None:
        return None
    glyphs = font.getGlyphSet()
    pen = BoundsPen(glyphs)
    glyphs[glyph].draw(pen)
    return None if pen.bounds is None else int(round(pen.bounds[3]))


def sourced(font, os2, field, char):
    if os2 is not None and os2.version >= 2 and getattr(os2, field, 0):
        return {"value": getattr(os2, field), "source": "os2"}
    top = outline_top(font, char)
    return None if top is None else {"value": top, "source": "glyph"}


def read(font):
    hhea, head = font["hhea"], font["head"]
    os2 = font["OS/2"] if "OS/2" in font else None
    result = {
        "family": name(font, 16, 1), "style": name(font, 17, 2), "postscriptName": name(font, 6),
        "unitsPerEm": head.unitsPerEm, "glyphCount": font["maxp"].numGlyphs,
        "hhea": {"ascender": hhea.ascent, "descender": hhea.descent, "lineGap": hhea.lineGap},
        "numberOfHMetrics": hhea.numberOfHMetrics,
        "weight": os2.usWeightClass if os2 else 400,
        "italic": bool((os2.fsSelection & 1) if os2 else 0) or bool(head.macStyle & 2),
        "italicAngle": font["post"].italicAngle,
        "os2Version": os2.version if os2 else None,
        "typo": None if os2 is None else {
            "ascender": os2.sTypoAscender, "descender": os2.sTypoDescender, "lineGap": os2.sTypoLineGap,
            "useTypoMetrics": bool(os2.fsSelection & 0x80)},
        "win": None if os2 is None else {"ascent": os2.usWinAscent, "descent": os2.usWinDescent},
        "capHeight": sourced(font, os2, "sCapHeight", "H"),
        "xHeight": sourced(font, os2, "sxHeight", "x"),
        "axes": [], "namedInstances": [],
    }
    if "fvar" in font:
        fvar = font["fvar"]
        result["axes"] = [{"tag": a.axisTag, "min": a.minValue, "default": a.defaultValue, "max": a.maxValue}
                          for a in fvar.axes]
        result["namedInstances"] = [{"name": font["name"].getDebugName(i.subfamilyNameID),
                                     "coordinates": dict(i.coordinates)} for i in fvar.instances]
    return result


def main():
    out = {}
    for path in sys.argv[1:]:
        base = os.path.basename(path)
        if path.lower().endswith((".ttc", ".otc")):
            fonts = TTCollection(path).fonts
        else:
            fonts = [TTFont(path)]
        for index, font in enumerate(fonts):
            out["%s#%d" % (base, index)] = read(font)
    json.dump(out, sys.stdout, indent=2, sort_keys=True, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
