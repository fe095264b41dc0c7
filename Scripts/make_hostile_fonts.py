#!/usr/bin/env python3
"""Writes typefit's hostile font corpus (Tests/Fixtures/hostile/): malformed variants of small
generated fonts, deterministic, each named after what is wrong with it.

  trunc-<table>-start / -mid   the file cut where a table starts, or halfway through it
  zero-<table>                 the table's length set to 0
  overlap-<table>              the table's offset set to the previous table's
  pasteof-<table>              the table's offset past the end of the file
  huge-<table>                 the table's length 0xFFFFFFF0
  header and count fields      numGlyphs 0/65535, numberOfHMetrics 0/65535, unitsPerEm 0/1/65535,
                               indexToLocFormat 7, a wrong head magic, numTables 0/65535,
                               cmap and GPOS sub-offsets out of range, fvar with 65535 axes or
                               instances, TTC headers with 2^32−1 fonts or an offset past the end
  composite-self, composite-cycle   glyf composites that refer to themselves or to each other
  flip-<n>                     seeded random byte flips
  empty, text                  not fonts at all

Base fonts: TypeFitTest-TypoOn.ttf, TypeFitTest-VF.ttf and TypeFitTest.ttc from
Scripts/make_test_fonts.py, and a small CFF font built here.

Usage: python3 Scripts/make_hostile_fonts.py Tests/Fixtures/Fonts Tests/Fixtures/hostile
"""
import os
import random
import struct
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables._g_l_y_f import GlyphComponent


def tables(data, base=0):
    count = struct.unpack_from(">H", data, base + 4)[0]
    result = []
    for index in range(count):
        record = base + 12 + 16 * index
        tag, _, offset, length = struct.unpack_from(">4sIII", data, record)
        result.append((tag.decode("latin-1"), record, offset, length))
    return result


def patched(data, offset, fmt, value):
    out = bytearray(data)
    struct.pack_into(fmt, out, offset, value)
    return bytes(out)


def table_offset(data, tag):
    for name, _, offset, _ in tables(data):
        if name == tag:
            return offset
    return None


def cff_font():
    fb = FontBuilder(1000, isTTF=False)
    order = [".notdef", "space", "A", "V"]
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({0x20: "space", 0x41: "A", 0x56: "V"})
    charstrings = {}
    for name in order:
        pen = T2CharStringPen(600, None)
        if name != "space":
            pen.moveTo((50, 0)); pen.lineTo((50, 700)); pen.lineTo((550, 700)); pen.lineTo((550, 0)); pen.closePath()
        charstrings[name] = pen.getCharString()
    fb.setupCFF("TypeFitHostileCFF", {"FullName": "TypeFit Hostile CFF"}, charstrings, {})
    fb.setupHorizontalMetrics({name: (600, 50) for name in order})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "TypeFit Hostile CFF", "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    fb.setupPost()
    fb.font["head"].created = fb.font["head"].modified = 0x7C259DC0
    path = "/tmp/typefit-hostile-cff.otf"
    fb.save(path)
    return open(path, "rb").read()


def composite(ttf_path, cycle):
    font = TTFont(ttf_path, recalcBBoxes=False)
    glyf = font["glyf"]
    def refer(name, target):
        glyph = glyf[name]
        component = GlyphComponent()
        component.glyphName, component.x, component.y, component.flags = target, 0, 0, 0
        glyph.numberOfContours, glyph.components = -1, [component]
        glyph.xMin, glyph.yMin, glyph.xMax, glyph.yMax = 0, 0, 600, 700
    refer("A", "B" if cycle else "A")
    if cycle:
        refer("B", "A")
    path = "/tmp/typefit-hostile-composite.ttf"
    font.save(path)
    return open(path, "rb").read()


def table_variants(prefix, data):
    out = {}
    records = tables(data)
    for index, (tag, record, offset, length) in enumerate(records):
        name = tag.strip().replace("/", "_")
        out["%s-trunc-%s-start" % (prefix, name)] = data[:offset]
        out["%s-trunc-%s-mid" % (prefix, name)] = data[:offset + max(1, length // 2)]
        out["%s-zero-%s" % (prefix, name)] = patched(data, record + 12, ">I", 0)
        previous = records[index - 1][2] if index > 0 else 12
        out["%s-overlap-%s" % (prefix, name)] = patched(data, record + 8, ">I", previous)
        out["%s-pasteof-%s" % (prefix, name)] = patched(data, record + 8, ">I", len(data) + 4096)
        out["%s-huge-%s" % (prefix, name)] = patched(data, record + 12, ">I", 0xFFFFFFF0)
    return out


def field_variants(prefix, data):
    out = {}
    fields = [("maxp", 4, ">H", [0, 65535], "numGlyphs"), ("hhea", 34, ">H", [0, 65535], "numberOfHMetrics"),
              ("head", 18, ">H", [0, 1, 65535], "unitsPerEm"), ("head", 50, ">h", [7], "indexToLocFormat"),
              ("head", 12, ">I", [0xDEADBEEF], "magic"), ("cmap", 8, ">I", [0xFFFFFF], "subtableOffset"),
              ("GPOS", 8, ">H", [0xFFFF], "lookupListOffset"), ("fvar", 8, ">H", [65535], "axisCount"),
              ("fvar", 12, ">H", [65535], "instanceCount"), ("hhea", 4, ">h", [-32768], "ascender")]
    for tag, at, fmt, values, label in fields:
        offset = table_offset(data, tag)
        if offset is None:
            continue
        for value in values:
            out["%s-%s-%d" % (prefix, label, value)] = patched(data, offset + at, fmt, value)
    out["%s-numTables-0" % prefix] = patched(data, 4, ">H", 0)
    out["%s-numTables-65535" % prefix] = patched(data, 4, ">H", 65535)
    return out


def main():
    fonts, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    for name in os.listdir(out):
        if name.endswith((".ttf", ".otf", ".ttc", ".bin")):
            os.remove(os.path.join(out, name))
    files = {}
    ttf = open(os.path.join(fonts, "TypeFitTest-TypoOn.ttf"), "rb").read()
    vf = open(os.path.join(fonts, "TypeFitTest-VF.ttf"), "rb").read()
    ttc = open(os.path.join(fonts, "TypeFitTest.ttc"), "rb").read()
    cff = cff_font()
    for prefix, data, ext in (("ttf", ttf, "ttf"), ("vf", vf, "ttf"), ("cff", cff, "otf")):
        files.update({"%s.%s" % (k, ext): v for k, v in table_variants(prefix, data).items()})
        files.update({"%s.%s" % (k, ext): v for k, v in field_variants(prefix, data).items()})
    files["ttc-numFonts-huge.ttc"] = patched(ttc, 8, ">I", 0xFFFFFFFF)
    files["ttc-offset-pasteof.ttc"] = patched(ttc, 12, ">I", len(ttc) + 100)
    files["ttc-second-offset-zero.ttc"] = patched(ttc, 16, ">I", 0)
    files["ttc-truncated-header.ttc"] = ttc[:14]
    files["composite-self.ttf"] = composite(os.path.join(fonts, "TypeFitTest-TypoOn.ttf"), cycle=False)
    files["composite-cycle.ttf"] = composite(os.path.join(fonts, "TypeFitTest-TypoOn.ttf"), cycle=True)
    files["empty.ttf"] = b""
    files["text.ttf"] = b"This is not a font.\n"
    files["otto-only.otf"] = b"OTTO"
    rng = random.Random(20261122)
    for index in range(40):
        base = [ttf, vf, cff][index % 3]
        data = bytearray(base)
        for _ in range(rng.randint(1, 24)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        files["flip-%02d.%s" % (index, "otf" if base is cff else "ttf")] = bytes(data)
    for name, data in sorted(files.items()):
        with open(os.path.join(out, name), "wb") as handle:
            handle.write(data)
    print("wrote %d files to %s" % (len(files), out))


if __name__ == "__main__":
    main()
