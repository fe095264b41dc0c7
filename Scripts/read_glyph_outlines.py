#!/usr/bin/env python3
"""Reads glyph outlines with fontTools, independently of HarfBuzz, for typefit's outline tests.
Prints JSON: [{"font", "char", "location", "commands"}] where commands are [op, x, y, ...] in font
units, y up: M, L, Q (control, end), C (control 1, control 2, end), Z. TrueType contours are split
as fontTools' pens split them (implied on-curve points at midpoints); a final line back to the
contour's start just before Z is dropped, as typefit's SVG writer drops it.

Usage: python3 Scripts/read_glyph_outlines.py > Tests/Fixtures/fonttools-outlines.json
"""
import json

from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont

CASES = [
    ("Tests/Fixtures/Fonts/TypeFitTest-TypoOn.ttf", "H", {}),
    ("Tests/Fixtures/Fonts/TypeFitTest-VF.ttf", "H", {"wght": 700}),
    ("Fonts/Roboto/Roboto-Regular.ttf", "O", {}),
    ("Fonts/Roboto/Roboto-Regular.ttf", "g", {}),
    ("Fonts/Inter/Inter-Regular.otf", "O", {}),
    ("Fonts/Inter/Inter-Bold.otf", "&", {}),
]


class Recorder(BasePen):
    def __init__(self, glyph_set):
        super().__init__(glyph_set)
        self.commands = []
        self.start = None

    def _moveTo(self, p):
        self.start = p
        self.commands.append(["M", p[0], p[1]])

    def _lineTo(self, p):
        self.commands.append(["L", p[0], p[1]])

    def _qCurveToOne(self, c, p):
        self.commands.append(["Q", c[0], c[1], p[0], p[1]])

    def _curveToOne(self, c1, c2, p):
        self.commands.append(["C", c1[0], c1[1], c2[0], c2[1], p[0], p[1]])

    def _closePath(self):
        last = self.commands[-1]
        if last[0] == "L" and (last[1], last[2]) == tuple(self.start):
            self.commands.pop()
        self.commands.append(["Z"])

    _endPath = _closePath


def number(value):
    return int(value) if float(value).is_integer() else round(float(value), 4)


def main():
    cases = []
    for path, char, location in CASES:
        font = TTFont(path)
        glyph_set = font.getGlyphSet(location=location or None)
        pen = Recorder(glyph_set)
        glyph_set[font.getBestCmap()[ord(char)]].draw(pen)
        commands = [[op] + [number(v) for v in args] for op, *args in pen.commands]
        cases.append({"font": path, "char": char, "location": location, "commands": commands})
    print(json.dumps(cases, indent=1))


if __name__ == "__main__":
    main()
