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
from conformance_fonts import CJK, CJK_TEXTS, FALLBACKS, FONTS, NOTO, ROOT, SIZES, TEXTS, WIDTHS, measure_all, missing_fonts

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
# Classes an independent set of cases found (issue 43), one example each and a variation or two:
# a hard break on the last line shown (no ellipsis), an ellipsis without maxLines (one line),
# how much the last line keeps before the ellipsis, an overlong word after other words, and the
# widths of emoji runs, an explicit bidi override, Arabic Bold and French no-break spaces.
CLASS_FONTS = [
    ("InterMedium", os.path.join(ROOT, "Fonts/Inter/Inter-Medium.otf")),
    ("NotoSansArabicBold", NOTO + "NotoSansArabic-Bold.ttf"),
    ("DroidSansFallback", CJK),
    ("NotoSerifHebrew", NOTO + "NotoSerifHebrew-Regular.ttf"),
]
INTER, ROBOTO, NOTO_SANS, INTER_MEDIUM, ARABIC_BOLD, DROID, SERIF_HEBREW = 0, 1, 3, 4, 5, 6, 7
EMOJI = "Hi 😀 emoji 👍🏽 ok, 🇩🇪 flags and 👨‍👩‍👧 families"
PERSIAN = "بعضی از تنظیمات در محاوره ناسازگارند"
ARABIC_PARAGRAPH = ("يمكنك تغيير إعدادات الإشعارات في أي وقت من صفحة الإعدادات، كما يمكنك إيقاف الأصوات "
                    "والاهتزاز أو تفعيلها لكل محادثة على حدة دون التأثير في المحادثات الأخرى")
CLASS_CASES = [
    # 1. The last line shown ends at a newline: no ellipsis, the paragraph is cut there.
    {"font": ROBOTO, "text": "Geben Sie einen oder mehrere Druckbereiche ein,\nz.B. 5-11,19", "size": 13, "width": 160, "maxLines": 2},
    {"font": ROBOTO, "text": "Short\nlines\nonly\nhere\nand more", "size": 11, "width": 160, "maxLines": 2},
    {"font": ROBOTO, "text": "Short\nlines\nonly\nhere\nand more", "size": 53, "width": 320, "maxLines": 3},
    {"font": NOTO_SANS, "text": "حفظ التغييرات\nقبل الخروج من التطبيق", "size": 17, "width": 160, "maxLines": 1},
    {"font": INTER, "text": "設定を保存\nしてからアプリを終了します", "size": 22.75, "width": 160, "maxLines": 1},
    # 2. An ellipsis without maxLines: one line.
    {"font": INTER_MEDIUM, "text": EMOJI, "size": 22.75, "width": 80, "ellipsis": "\u2026"},
    {"font": ROBOTO, "text": "Änderungen speichern und schließen", "size": 17, "width": 160, "ellipsis": "..."},
    # 3. How much the last line keeps before the ellipsis.
    {"font": ARABIC_BOLD, "text": PERSIAN, "size": 50.5, "width": 80, "maxLines": 2},
    {"font": DROID, "text": "指定された RGBA ピクセルフォーマットの利用可能な設定はありません", "size": 44.75, "width": 80, "maxLines": 2},
    {"font": DROID, "text": "指定された RGBA ピクセルフォーマットの利用可能な設定はありません", "size": 22.75, "width": 160, "maxLines": 3},
    # 4. An overlong word after other words (U+05BE maqaf between them).
    {"font": SERIF_HEBREW, "text": "דאי־פא־קאי", "size": 20, "width": 80},
    {"font": SERIF_HEBREW, "text": "דאי־פא־קאי שלום־עליכם־ורחמים", "size": 20, "width": 80},
    # 5. Widths.
    {"font": INTER, "text": EMOJI, "size": 17.5, "width": 320},
    # (Droid Sans Fallback has no Latin: the letters are .notdef in the font of the fallback that
    # drew the brackets of their word, as SkParagraph's OneLineShaper leaves them.)
    {"font": DROID, "text": "LRO \u202d左→右 Override(O)\u202c", "size": 22.75, "width": 320},
    {"font": DROID, "text": "Text (mit Klammern) und 左 e(O) x", "size": 17, "width": 80, "maxLines": 2},
    {"font": DROID, "text": "RLO \u202eOverride 左→右\u202c and \u2067isolated\u2069", "size": 22.75, "width": 320},
    {"font": ARABIC_BOLD, "text": ARABIC_PARAGRAPH, "size": 26.5, "width": 320},
    {"font": NOTO_SANS, "text": "Prix\u00a0:\u00a012\u00a0€ ; voulez-vous continuer\u00a0? « Oui »", "size": 11, "width": 80},
    # ... where CanvasKit's ICU 77 (Unicode 16) breaks otherwise than Debian's ICU 72: quotes with
    # spaces inside, a word-initial hyphen, " .5", Hebrew words joined by hyphens and maqafs.
    {"font": NOTO_SANS, "text": "Il a dit « bonjour » puis « au revoir » et « à demain ».", "size": 17, "width": 40},
    {"font": NOTO_SANS, "text": "Er sagte „ja“ und ‚nein‘, dann “quoted ” and ‘ single ’ ok", "size": 17, "width": 40},
    {"font": NOTO_SANS, "text": "Use -verbose or --quiet, -5 and \u2010word, a - b", "size": 17, "width": 40},
    {"font": NOTO_SANS, "text": "Value .5 or ,25 and x .75 %", "size": 17, "width": 40},
    {"font": SERIF_HEBREW, "text": "תל־אביב בית-ספר ירושלים־העתיקה \"שלום\" 5-6", "size": 20, "width": 40},
]
ALL_FONTS = FONTS + CLASS_FONTS
BEHAVIOR = {"All": "all", "DisableFirstAscent": "no-first-ascent", "DisableLastDescent": "no-last-descent", "DisableAll": "neither"}


def cases():
    out = []
    if "--classes" in sys.argv:
        return list(CLASS_CASES)
    for f, _ in enumerate(FONTS):
        for t, text in enumerate(TEXTS):
            for s, size in enumerate(SIZES):
                case = {"font": f, "text": text, "size": size, "width": WIDTHS[(f + t + s) % len(WIDTHS)]}
                case.update(VARIANTS[(f + 2 * t + s) % len(VARIANTS)])
                out.append(case)
    return out + CLASS_CASES


def skparagraph(node, canvaskit, all_cases):
    fonts = [path for _, path in ALL_FONTS] + FALLBACKS
    fallbacks = list(range(len(ALL_FONTS), len(fonts)))
    request = {"fonts": fonts, "cases": [dict(c, families=[c["font"]] + fallbacks) for c in all_cases]}
    run = subprocess.run([node, os.path.join(ROOT, "Scripts/flutter_paragraph.mjs"), canvaskit],
                         input=json.dumps(request), capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        sys.exit("SkParagraph (CanvasKit in Node) failed: " + run.stderr.strip()[-2000:])
    return json.loads(run.stdout)


def typefit(binary, case, fallback_folder):
    command = [binary, "measure", "--platform", "flutter", "--format", "json", "--font", ALL_FONTS[case["font"]][1],
               "--fallback-fonts", fallback_folder, "--size", str(case["size"]), "--width", str(case["width"])]
    if "height" in case:
        command += ["--height", str(case["height"]), "--leading-distribution", case["leadingDistribution"]]
    if "textHeightBehavior" in case:
        command += ["--text-height-behavior", BEHAVIOR[case["textHeightBehavior"]]]
    if "maxLines" in case:
        command += ["--max-lines", str(case["maxLines"])]
    if "ellipsis" in case:
        command += ["--ellipsis", case["ellipsis"]]
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
    ellipsis = case.get("ellipsis", "\u2026")
    if got["truncated"] is not None and texts and texts[-1].endswith(ellipsis):
        texts[-1] = texts[-1][:-len(ellipsis)]  # (none where the last line shown ends at a newline)
    # (SkParagraph's empty line after a final newline reports the newline as its text.)
    expected_texts = [line["text"].replace("\t", " ").replace("\n", "") for line in want["lines"]]
    if texts != expected_texts:
        problems.append(f"line texts {texts} vs SkParagraph {expected_texts}")
    if abs(got["width"] - want["longestLine"]) > 1 / 64:
        problems.append(f"width {got['width']:.4f} vs SkParagraph {want['longestLine']:.4f}")
    if abs(got["height"] - want["height"]) > 0.01:
        problems.append(f"height {got['height']:.4f} vs SkParagraph {want['height']:.4f}")
    # Cut: maxLines was reached with more than white space after the last line shown (after its
    # ellipsis, or after the newline it ends at).
    last = want["lines"][-1] if want["lines"] else None
    rest = case["text"].encode("utf-16-le")[2 * last["endOffset"]:].decode("utf-16-le") if last else ""
    cut = want["exceeded"] and rest.strip() != ""
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
    missing = missing_fonts(FALLBACKS) + [path for _, path in CLASS_FONTS if not os.path.exists(path)]
    if missing:
        sys.exit("missing fonts (make deps installs them): " + ", ".join(missing))
    all_cases = cases()
    expected = skparagraph(node, canvaskit, all_cases)
    actual = measure_all(lambda case, folder: typefit(binary, case, folder), all_cases, FALLBACKS)
    keys = ("height", "leadingDistribution", "textHeightBehavior", "maxLines", "ellipsis", "letterSpacing")
    problems = [compare(case, want, got) for case, want, got in zip(all_cases, expected, actual)]
    report("flutter", "SkParagraph", all_cases, ALL_FONTS, problems, keys, out_json)

if __name__ == "__main__":
    main()
