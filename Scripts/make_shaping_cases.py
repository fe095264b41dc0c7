#!/usr/bin/env python3
"""Writes Tests/Fixtures/shaping-cases.txt: one case per line, `font;variations;features;text;advance`,
where advance is the sum of x advances (font units) that `hb-shape --font-size=upem` prints.
typefit's ShaperTests compare their own sums with this file and with hb-shape run live.

Fonts are named relative to the repository (Fonts/…, Tests/…) or absolute (Debian font packages).
Usage: python3 Scripts/make_shaping_cases.py > Tests/Fixtures/shaping-cases.txt
"""
import json
import subprocess

NOTO = "/usr/share/fonts/truetype/noto/"
CASES = [
    ("Fonts/Inter/Inter-Regular.otf", "", "", "AV"),                    # GPOS kerning
    ("Fonts/Inter/Inter-Regular.otf", "", "", "office ffi"),            # ligatures
    ("Fonts/Inter/Inter-Regular.otf", "", "-liga", "office ffi"),       # ligatures off
    ("Fonts/Inter/Inter-Regular.otf", "", "tnum", "1111 0000"),         # tabular figures
    ("Fonts/Inter/Inter-SemiBold.otf", "", "", "Änderungen speichern"),
    ("Fonts/Roboto/Roboto-Regular.ttf", "", "", "Save changes, AVAST"),
    ("Fonts/Roboto/Roboto-Italic.ttf", "", "", "Welcome back"),
    ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "", "", "مرحبا بالعالم"),
    ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "", "", "Привет, мир"),
    (NOTO + "NotoSansArabic-Regular.ttf", "", "", "مرحبا بالعالم"),
    (NOTO + "NotoSansDevanagari-Regular.ttf", "", "", "नमस्ते दुनिया"),
    (NOTO + "NotoSansThai-Regular.ttf", "", "", "สวัสดีครับ"),
    (NOTO + "NotoColorEmoji.ttf", "", "", "👍🏽"),
    ("Tests/Fixtures/Fonts/TypeFitTest-VF.ttf", "wght=900", "", "AVx"),
    ("Tests/Fixtures/Fonts/TypeFitTest-VF.ttf", "opsz=72", "", "AVx"),
    ("Tests/Fixtures/Fonts/TypeFitTest-VF.ttf", "", "-kern", "AV"),
]


def advance(font, variations, features, text):
    command = ["hb-shape", "--font-size=upem", "--output-format=json", font, text]
    if variations:
        command.insert(1, "--variations=" + variations)
    if features:
        command.insert(1, "--features=" + features)
    glyphs = json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
    return sum(g["ax"] for g in glyphs)


def main():
    print("# font;variations;features;text;advance (font units, from hb-shape --font-size=upem)")
    for font, variations, features, text in CASES:
        print("%s;%s;%s;%s;%d" % (font, variations, features, text, advance(font, variations, features, text)))


if __name__ == "__main__":
    main()
