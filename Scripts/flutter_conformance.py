#!/usr/bin/env python3
"""Lays out the same cases with Flutter's own SkParagraph and with `typefit measure --platform
flutter`, from the same font files, and compares them: the unwrapped advance, the widest line
(with the ellipsis), where each line starts (grapheme clusters), the height of the paragraph,
and where maxLines cut it. SkParagraph's numbers are computed now, never taken from typefit:
by the CanvasKit build that Flutter's web engine loads (the PyPI package flet-web, pinned in the
Makefile), run by Node (Scripts/flutter_paragraph.mjs).

Cases: UI strings in Latin with diacritics, Cyrillic, Greek, Arabic, Hebrew, Thai, Devanagari,
emoji, Korean, Japanese and Chinese, with soft hyphens, tabs, newlines (one at the end), a
no-break space, a URL and overlong words; in Inter and Roboto (bundled), DejaVu Sans and Noto Sans (Debian); at 11 to
53 px, fractional among them; in three widths; with TextStyle.height under both leading
distributions and TextHeightBehavior, maxLines with the ellipsis, and letter spacing. Characters
a case's font lacks come from one Noto font per script (CJK from Droid Sans Fallback), listed
after it in the style's families and given to typefit with --fallback-fonts.

Usage: Scripts/flutter_conformance.py TYPEFIT_BINARY CANVASKIT_FOLDER [--json OUT]
Prints one line per disagreement and a summary; exits 0 (the test reads the JSON).
"""
import json
import os
import subprocess
import sys

from conformance_report import report
from conformance_fonts import CJK, CJK_TEXTS, FALLBACKS, FONTS, ROOT, SIZES, TEXTS, WIDTHS, measure_all, missing_fonts

# The web's texts, and tabs, a no-break space, a final newline, a URL, symbols and Korean.
TEXTS = TEXTS + [
    "Name:\tMax Mustermann\tDatum:\t1. Mai",
    "Preis 12\u00a0345\u00a0Euro inklusive Versandkosten",
    "Ende mit Zeilenumbruch\n",
    "Visit https://example.com/settings/notifications?tab=all for more",
    "Version 2.0 — 100 % fertig (≈ 3 min), 1/2 übrig",
    "설정을 저장하고 앱을 종료하시겠습니까?",
] + CJK_TEXTS
FALLBACKS = FALLBACKS + [CJK]
# What each case sets beyond font, size and width: Flutter's defaults, TextStyle.height with
# either leading distribution (and TextHeightBehavior), maxLines with the ellipsis, letter spacing.
VARIANTS = [
    {},
    {"height": 1.43, "leadingDistribution": "even"},
    {"height": 1.5, "leadingDistribution": "proportional"},
    {"maxLines": 2},
    {"letterSpacing": 0.5},
    {"maxLines": 1, "height": 1.2, "leadingDistribution": "even"},
    {"height": 1.75, "leadingDistribution": "proportional", "textHeightBehavior": "DisableAll"},
    {"letterSpacing": -0.25, "maxLines": 3},
    {"height": 1.3, "leadingDistribution": "even", "textHeightBehavior": "DisableFirstAscent"},
    {"height": 0.9, "leadingDistribution": "proportional", "textHeightBehavior": "DisableLastDescent", "maxLines": 2},
]
BEHAVIOR = {"All": "all", "DisableFirstAscent": "no-first-ascent", "DisableLastDescent": "no-last-descent", "DisableAll": "neither"}


def cases():
    out = []
    for f, _ in enumerate(FONTS):
        for t, text in enumerate(TEXTS):
            for s, size in enumerate(SIZES):
                case = {"font": f, "text": text, "size": size, "width": WIDTHS[(f + t + s) % len(WIDTHS)]}
                case.update(VARIANTS[(f + 2 * t + s) % len(VARIANTS)])
                out.append(case)
    return out


def skparagraph(node, canvaskit, all_cases):
    fonts = [path for _, path in FONTS] + FALLBACKS
    fallbacks = list(range(len(FONTS), len(fonts)))
    request = {"fonts": fonts, "cases": [dict(c, families=[c["font"]] + fallbacks) for c in all_cases]}
    run = subprocess.run([node, os.path.join(ROOT, "Scripts/flutter_paragraph.mjs"), canvaskit],
                         input=json.dumps(request), capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        sys.exit("SkParagraph (CanvasKit in Node) failed: " + run.stderr.strip()[-2000:])
    return json.loads(run.stdout)


def typefit(binary, case, fallback_folder):
    command = [binary, "measure", "--platform", "flutter", "--format", "json", "--font", FONTS[case["font"]][1],
               "--fallback-fonts", fallback_folder, "--size", str(case["size"]), "--width", str(case["width"])]
    if "height" in case:
        command += ["--height", str(case["height"]), "--leading-distribution", case["leadingDistribution"]]
    if "textHeightBehavior" in case:
        command += ["--text-height-behavior", BEHAVIOR[case["textHeightBehavior"]]]
    if "maxLines" in case:
        command += ["--max-lines", str(case["maxLines"])]
    if "letterSpacing" in case:
        command += ["--letter-spacing", str(case["letterSpacing"])]
    command += ["--text-file", "-"]
    result = subprocess.run(command, input=case["text"] + "\n", capture_output=True, text=True)
    if result.returncode != 0:
        return {"error": result.stderr.strip()}
    return json.loads(result.stdout)


def compare(case, want, got):
    if "error" in got:
        return ["typefit: " + got["error"]]
    problems = []
    if abs(got["advance"] - want["advance"]) > 1 / 64:
        problems.append(f"advance {got['advance']:.4f} vs SkParagraph {want['advance']:.4f}")
    starts, expected_starts = [line["start"] for line in got["lines"]], [line["start"] for line in want["lines"]]
    if starts != expected_starts:
        problems.append(f"line starts {starts} vs SkParagraph {expected_starts}")
        return problems
    # The lines' text too, which a line starting inside a grapheme (a Thai mark) changes.
    texts = [line["text"] for line in got["lines"]]
    if got["truncated"] is not None and texts:
        texts[-1] = texts[-1][:-1]  # the ellipsis
    # (SkParagraph's empty line after a final newline reports the newline as its text.)
    expected_texts = [line["text"].replace("\t", " ").replace("\n", "") for line in want["lines"]]
    if texts != expected_texts:
        problems.append(f"line texts {texts} vs SkParagraph {expected_texts}")
    if abs(got["width"] - want["longestLine"]) > 1 / 64:
        problems.append(f"width {got['width']:.4f} vs SkParagraph {want['longestLine']:.4f}")
    if abs(got["height"] - want["height"]) > 0.01:
        problems.append(f"height {got['height']:.4f} vs SkParagraph {want['height']:.4f}")
    last = want["lines"][-1] if want["lines"] else None
    cut = want["exceeded"] and last is not None and not last["newline"] and last["end"] > last["start"]
    got_cut = got["truncated"] is not None
    if cut != got_cut:
        problems.append(f"cut {got_cut} vs SkParagraph {cut}")
    elif cut and got["truncated"]["index"] != last["end"]:
        problems.append(f"cut before {got['truncated']['index']} vs SkParagraph {last['end']}")
    return problems


def main():
    binary, canvaskit = sys.argv[1], sys.argv[2]
    out_json = sys.argv[sys.argv.index("--json") + 1] if "--json" in sys.argv else None
    node = os.environ.get("NODE", "node")
    missing = missing_fonts(FALLBACKS)
    if missing:
        sys.exit("missing fonts (make deps installs them): " + ", ".join(missing))
    all_cases = cases()
    expected = skparagraph(node, canvaskit, all_cases)
    actual = measure_all(lambda case, folder: typefit(binary, case, folder), all_cases, FALLBACKS)
    keys = ("height", "leadingDistribution", "textHeightBehavior", "maxLines", "letterSpacing")
    problems = [compare(case, want, got) for case, want, got in zip(all_cases, expected, actual)]
    report("flutter", "SkParagraph", all_cases, FONTS, problems, keys, out_json)

if __name__ == "__main__":
    main()
