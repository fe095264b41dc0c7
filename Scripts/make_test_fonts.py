#!/usr/bin/env python3
"""Generates typefit's exact-metrics test fonts with fontTools' FontBuilder.

Every number here is what the tests expect back from FreeType, HarfBuzz and fontconfig, so the
fonts are small and their metrics are chosen to tell the engines' rules apart:

  TypeFitTest-TypoOn.ttf   hhea 800/-200/90, typo 750/-250/0, win 950/300, USE_TYPO_METRICS on
  TypeFitTest-TypoOff.ttf  the same tables with USE_TYPO_METRICS off
  TypeFitTest-OS2v1.ttf    OS/2 version 1: no sCapHeight/sxHeight, so they come from the outlines
                           of H (top 712) and x (top 523)
  TypeFitTest-VF.ttf       variable: wght 100…400…900 and opsz 8…12…72, named instances
                           Regular, Bold, Black, Caption; advances grow with wght and shrink with opsz,
                           and the outline of "H" widens with its advance
  TypeFitTest-Trak.ttf     an AAT trak table: tracking 0 at 12 pt, −50 units at 24 pt (per glyph)
  DiffFonts/v1, v2         "TypeFit Diff" before and after a release: v2 (Version 2.000) has a
                           wider W (800), a taller hhea ascender (900), no "x" and A V kerned −120
  DiffFonts/inter-wider    the bundled Inter Regular as a vendor's update might arrive: every hmtx
                           advance 4 % wider (rounded), Version 4.001 — nothing else changed glyph
  TypeFitTest.ttc          a two-face collection: "TypeFit Collection" Regular (400) and Bold (700)

Glyph advances (font units, upem 1000) in every font: space 250, a–z 500, A–Z 600, digits 550,
period and comma 250, hyphen 333, ellipsis 750, .notdef 500; plus a GPOS kern pair A V −80.

Usage: python3 Scripts/make_test_fonts.py OUTPUT_FOLDER   (deterministic: same bytes every run)
"""
import os
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, TTFont
from fontTools.ttLib.tables.TupleVariation import TupleVariation

UPM = 1000
HHEA = dict(ascent=800, descent=-200, lineGap=90)
TYPO = dict(sTypoAscender=750, sTypoDescender=-250, sTypoLineGap=0)
WIN = dict(usWinAscent=950, usWinDescent=300)
CAP_HEIGHT, X_HEIGHT = 700, 500          # OS/2 values (version ≥ 2)
H_TOP, X_TOP = 712, 523                   # outline tops, seen only when OS/2 lacks the fields
FIXED_TIMESTAMP = 0x7C259DC0              # head.created/modified, for reproducible bytes
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def glyph_set():
    """(name, code point, advance, top of its box) for every glyph."""
    glyphs = [(".notdef", None, 500, 700), ("space", 0x20, 250, None)]
    glyphs += [(chr(c), c, 600, H_TOP if chr(c) == "H" else 700) for c in range(ord("A"), ord("Z") + 1)]
    glyphs += [(chr(c), c, 500, X_TOP if chr(c) == "x" else 500) for c in range(ord("a"), ord("z") + 1)]
    glyphs += [("digit%d" % d, 0x30 + d, 550, 700) for d in range(10)]
    glyphs += [("period", 0x2E, 250, 100), ("comma", 0x2C, 250, 100), ("hyphen", 0x2D, 333, 300),
               ("ellipsis", 0x2026, 750, 100)]
    return glyphs


def box(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0)); pen.lineTo((x0, y1)); pen.lineTo((x1, y1)); pen.lineTo((x1, y0)); pen.closePath()
    return pen.glyph()


def build(family, style, *, weight=400, italic=False, use_typo=True, os2_version=4, variable=False,
          advances=None, ascender=None, drop=(), kern=-80, version="Version 1.000"):
    glyphs = [(name, code, (advances or {}).get(name, advance), top) for name, code, advance, top in glyph_set() if name not in drop]
    order = [g[0] for g in glyphs]
    fb = FontBuilder(UPM, isTTF=True)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({code: name for name, code, _, _ in glyphs if code is not None})
    outlines = {name: (TTGlyphPen(None).glyph() if top is None else box(40, 0, advance - 40, top))
                for name, _, advance, top in glyphs}
    fb.setupGlyf(outlines)
    fb.setupHorizontalMetrics({name: (advance, 0 if top is None else 40) for name, _, advance, top in glyphs})
    fb.setupHorizontalHeader(**dict(HHEA, **({"ascent": ascender} if ascender else {})))
    ps_family = family.replace(" ", "")
    fb.setupNameTable({
        "familyName": family, "styleName": style,
        "uniqueFontIdentifier": "%s-%s-1.000" % (ps_family, style.replace(" ", "")),
        "fullName": "%s %s" % (family, style), "psName": "%s-%s" % (ps_family, style.replace(" ", "")),
        "version": version,
    })
    fs_selection = (1 if italic else 0) | (0x20 if weight >= 700 and not italic else 0)
    fs_selection |= 0x40 if (weight == 400 and not italic) else 0
    if use_typo:
        fs_selection |= 0x80
    os2 = dict(TYPO, **WIN, usWeightClass=weight, fsSelection=fs_selection, achVendID="TFIT", version=os2_version)
    if os2_version >= 2:
        os2.update(sCapHeight=CAP_HEIGHT, sxHeight=X_HEIGHT)
    fb.setupOS2(**os2)
    fb.addOpenTypeFeatures("languagesystem DFLT dflt; languagesystem latn dflt;\n"
                           "feature kern { pos A V %d; } kern;" % kern)
    fb.setupPost(italicAngle=-12 if italic else 0)
    fb.font["head"].macStyle = (2 if italic else 0) | (1 if weight >= 700 else 0)
    fb.font["head"].created = fb.font["head"].modified = FIXED_TIMESTAMP
    if variable:
        add_variations(fb, glyphs)
    if os2_version < 2:
        # FontBuilder writes OS/2 version 4 fields; drop to version 1 explicitly.
        fb.font["OS/2"].version = os2_version
    return fb.font


def add_variations(fb, glyphs):
    fb.setupFvar(
        axes=[("wght", 100, 400, 900, "Weight"), ("opsz", 8, 12, 72, "Optical Size")],
        instances=[{"location": {"wght": 400, "opsz": 12}, "stylename": "Regular"},
                   {"location": {"wght": 700, "opsz": 12}, "stylename": "Bold"},
                   {"location": {"wght": 900, "opsz": 12}, "stylename": "Black"},
                   {"location": {"wght": 400, "opsz": 8}, "stylename": "Caption"}])
    variations = {}
    for name, _, _, top in glyphs:
        points = 0 if top is None else 4
        # Phantom point 1 (index points + 1) is the advance: +100 at wght 900, −50 at opsz 72,
        # +20 at opsz 8 (each relative to the default instance).
        # "H" also widens with the advance (its right edge, points 2 and 3), so outline tests see
        # a glyph whose points move.
        def deltas(dx):
            outline = [(0, 0), (0, 0), (dx, 0), (dx, 0)] if name == "H" else [(0, 0)] * points
            return outline + [(0, 0), (dx, 0), (0, 0), (0, 0)]
        variations[name] = [
            TupleVariation({"wght": (0.0, 1.0, 1.0)}, deltas(100)),
            TupleVariation({"opsz": (0.0, 1.0, 1.0)}, deltas(-50)),
            TupleVariation({"opsz": (-1.0, -1.0, 0.0)}, deltas(20)),
        ]
    fb.setupGvar(variations)
    fb.setupStat([
        dict(tag="wght", name="Weight", values=[dict(value=400, name="Regular", flags=0x2),
                                                dict(value=700, name="Bold"), dict(value=900, name="Black")]),
        dict(tag="opsz", name="Optical Size", values=[dict(value=12, name="Text", flags=0x2),
                                                      dict(value=8, name="Caption")]),
    ])


def add_tracking(font):
    from fontTools.ttLib import newTable
    from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
    font["name"].setName("Normal", 256, 3, 1, 0x409)
    trak = newTable("trak")
    trak.version, trak.format = 1.0, 0
    trak.horizData = TrackData({0.0: TrackTableEntry({12.0: 0, 24.0: -50}, nameIndex=256)})
    trak.vertData = TrackData()
    font["trak"] = trak
    return font


def wider(path, factor, version):
    """The font at `path` with every advance `factor` times as wide (rounded) and a new version."""
    font = TTFont(path, recalcTimestamp=False)
    hmtx = font["hmtx"]
    for name, (advance, lsb) in hmtx.metrics.items():
        hmtx.metrics[name] = (round(advance * factor), lsb)
    for record in font["name"].names:
        if record.nameID == 5:
            record.string = version
    font["head"].fontRevision = float(version.split(" ")[1])
    return font


def save(font, path):
    font.save(path, reorderTables=True)
    print("wrote", path, os.path.getsize(path), "bytes")


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "Tests/Fixtures/Fonts"
    os.makedirs(out, exist_ok=True)
    save(build("TypeFit TypoOn", "Regular", use_typo=True), os.path.join(out, "TypeFitTest-TypoOn.ttf"))
    save(build("TypeFit TypoOff", "Regular", use_typo=False), os.path.join(out, "TypeFitTest-TypoOff.ttf"))
    save(build("TypeFit OS2v1", "Regular", use_typo=False, os2_version=1), os.path.join(out, "TypeFitTest-OS2v1.ttf"))
    save(build("TypeFit Variable", "Regular", variable=True), os.path.join(out, "TypeFitTest-VF.ttf"))
    save(add_tracking(build("TypeFit Tracked", "Regular")), os.path.join(out, "TypeFitTest-Trak.ttf"))

    diff_root = os.path.join(os.path.dirname(os.path.abspath(out)), "DiffFonts")
    v2 = {"advances": {"W": 800}, "ascender": 900, "drop": ("x",), "kern": -120, "version": "Version 2.000"}
    for version, options in (("v1", {}), ("v2", v2)):
        os.makedirs(os.path.join(diff_root, version), exist_ok=True)
        save(build("TypeFit Diff", "Regular", **options), os.path.join(diff_root, version, "TypeFitDiff-Regular.ttf"))
    os.makedirs(os.path.join(diff_root, "inter-wider"), exist_ok=True)
    save(wider(os.path.join(ROOT, "Fonts/Inter/Inter-Regular.otf"), 1.04, "Version 4.001"),
         os.path.join(diff_root, "inter-wider", "Inter-Regular.otf"))

    regular = build("TypeFit Collection", "Regular", weight=400)
    bold = build("TypeFit Collection", "Bold", weight=700)
    collection = TTCollection()
    tmp = []
    for index, font in enumerate((regular, bold)):
        path = os.path.join(out, ".collection-%d.ttf" % index)
        font.save(path, reorderTables=True)
        tmp.append(path)
        collection.fonts.append(TTFont(path, recalcTimestamp=False))
    collection.save(os.path.join(out, "TypeFitTest.ttc"))
    print("wrote", os.path.join(out, "TypeFitTest.ttc"))
    for path in tmp:
        os.remove(path)


if __name__ == "__main__":
    main()
