#!/usr/bin/env python3
"""Lays out the same cases with Android's own Minikin, as StaticLayout drives it, and with
`typefit measure --platform android`, from the same font files, and compares them: where each
line starts (grapheme clusters), each line's width, each line's height and the paragraph's,
and where maxLines cut it. Minikin's numbers are computed now, never taken from typefit: by
Android 15's Minikin built at test time (`make android-engine`, from ../shared/upstream/minikin)
under typefit's harness Scripts/minikin/static_layout.cpp, which follows StaticLayout.java for
the line metrics and the ellipsis.

Cases: the UI strings of the other conformance suites (Latin with diacritics, Cyrillic, Greek,
Arabic, Hebrew, Thai, Devanagari, emoji, Korean, Japanese, Chinese; soft hyphens, hyphens, a
URL, an email address, overlong words, newlines, a final newline), in Inter and Roboto (bundled),
DejaVu Sans and Noto Sans (Debian; Noto's glyph bounds reach far above and below its ascent), at
11 to 53 px, fractional among them, in three widths, under every break strategy, with font
padding and fallback line spacing on and off, line spacing multiplier and extra, maxLines with
the end ellipsis, and letter spacing; then each text once as Compose's Text lays it out (its
defaults, its LineBreak presets Heading and Paragraph) and under LineBreakConfig's strict and
loose styles and phrase breaking, Droid Sans Fallback as the CJK texts' own font among them.
Characters a case's font lacks come from one Noto font per
script (CJK from Droid Sans Fallback), after it in the harness's font collection and given to
typefit with --fallback-fonts.

Then each text in Compose with a lineHeight (Compose's LineHeightStyleSpan, transcribed from
androidx in Scripts/minikin/static_layout_compose.h, in every alignment, trim and mode), and
hyphenation — none, normal, full and the fast ones — in English and German, with the patterns
Android ships (hyph-utf8's, from `make hyphenation-patterns`), in every font.

Usage: Scripts/android_conformance.py TYPEFIT_BINARY STATIC_LAYOUT_BINARY HYPHENATION_FOLDER [--json OUT]
Prints one line per disagreement and a summary; exits 0 (the test reads the JSON).
"""
import json
import os
import subprocess
import sys

from conformance_report import report
from conformance_fonts import CJK, CJK_TEXTS, FALLBACKS, FONTS, SIZES, TEXTS, WIDTHS, measure_all, missing_fonts

TEXTS = TEXTS + [
    "Ende mit Zeilenumbruch\n",
    "Visit https://example.com/settings/notifications?tab=all for more",
    "Write to support.team@example.com if the well-known e-mail fails",
    "Version 2.0 — 100 % fertig (≈ 3 min), 1/2 übrig",
    "설정을 저장하고 앱을 종료하시겠습니까?",
    "Erste Zeile\n\nDritte Zeile nach einer leeren",
] + CJK_TEXTS
FALLBACKS = FALLBACKS + [CJK]
STRATEGIES = ["high_quality", "simple", "balanced"]
# What each case sets beyond font, size, width and strategy: a TextView's defaults, padding and
# fallback spacing off, line spacing, maxLines with the end ellipsis, letter spacing (em).
VARIANTS = [
    {},
    {"includePad": 0},
    {"fallbackSpacing": 0},
    {"maxLines": 2},
    {"spacingMult": 1.25},
    {"letterSpacing": 0.05},
    {"spacingAdd": 3, "includePad": 0},
    {"maxLines": 1, "fallbackSpacing": 0},
    {"spacingMult": 0.8, "spacingAdd": 1.5, "maxLines": 3},
    {"letterSpacing": -0.02, "includePad": 0, "fallbackSpacing": 0},
]
STRATEGY_OPTION = {"high_quality": "highQuality", "simple": "simple", "balanced": "balanced"}
# Droid Sans Fallback as a text's own font too, for the CJK texts: its glyph bounds stay inside
# its ascent and descent, so fallback line spacing pads its lines to those. (Not for Latin text:
# it lacks "-" and the digits, which several fallback fonts here draw, and which of them Minikin
# takes follows the collection's order, which --fallback-fonts, a folder, does not give.)
ANDROID_FONTS = FONTS + [("DroidFallback", CJK)]
DROID = len(ANDROID_FONTS) - 1
# Compose's Text and LineBreakConfig, each as StaticLayout is set up for it — read from androidx
# (AndroidParagraph.android.kt, ParagraphStyle.kt, LineBreak.android.kt), not from typefit:
# Compose resolves an unspecified lineBreak to LineBreak.Simple (greedy, strictness normal) and
# an unspecified hyphens to None, and lays out without font padding and with fallback spacing.
COMPOSE = {"includePad": 0, "fallbackSpacing": 1}
LINE_BREAK_PRESETS = {
    "simple": {"strategy": "simple", "lineBreakStyle": "normal"},
    "heading": {"strategy": "balanced", "lineBreakStyle": "loose", "lineBreakWordStyle": "phrase"},
    "paragraph": {"strategy": "high_quality", "lineBreakStyle": "strict"},
}
LAYOUT_VARIANTS = [
    {"layout": "compose"},
    {"layout": "compose", "lineBreak": "heading"},
    {"layout": "compose", "lineBreak": "paragraph", "maxLines": 2},
    {"layout": "compose", "spacingMult": 1.5},
    {"lineBreakStyle": "strict"},
    {"lineBreakStyle": "loose", "lineBreakWordStyle": "phrase"},
    {"lineHeightEm": 1.5},
    {"lineHeightEm": 1.25, "maxLines": 2},
    {"lineHeightEm": 0.9, "includePad": 0, "spacingMult": 1.3},
]


# Hyphenation (android:hyphenationFrequency) in English and German, with Android's patterns for
# the case's locale (hyph-utf8's, compiled into .hyb for Minikin by Scripts/minikin/mk_hyb.py;
# read as text by typefit): long words, exceptions, hard and soft hyphens, quotes, ß and umlauts,
# and a language without patterns whose soft hyphens still break.
HYPHENATION_TEXTS = [
    ("en-US", "Internationalization and localization requirements are unquestionably overwhelming"),
    ("en-US", "The project presents associate universities; however, the table is incomprehensible"),
    ("en-GB", "Automatic hyphenation of extraordinarily characteristic, uncharacteristically long words"),
    ("en-US", "Ex\u00adtra\u00ador\u00addi\u00adnary soft\u00adhyphen\u00adated text"),
    ("de-DE", "Benachrichtigungseinstellungen wurden erfolgreich aktualisiert"),
    ("de-DE", "Datenschutzgrundverordnung und Geschwindigkeitsbegrenzung"),
    ("de-DE", "Selbstverständlich: Straßenbahnhaltestelle „Hauptbahnhof“ (Überprüfung läuft)"),
    ("de-AT", "WLAN-Einstellungen und E-Mail-Benachrichtigungen für Bildschirmaufnahmen"),
    ("de", "Sicherheitsüberprüfung\nKontoeinstellungen zurücksetzen?"),
    ("ja", "Lo\u00adrem ip\u00adsum do\u00adlor sit amet, con\u00adsec\u00adte\u00adtur"),
]
HYPHENATIONS = ["normal", "full", "normalFast", "fullFast", "none"]
# Compose's lineHeight: a LineHeightStyleSpan (androidx LineHeightStyleSpan.kt, transcribed in
# Scripts/minikin/static_layout_compose.h) in Material 3's style (center, no trim) and others,
# taller and shorter than the font's lines. (Not on a text ending in a newline: Compose measures
# its empty last line apart, `lastLineExtra`, which neither side models.)
COMPOSE_LINE_HEIGHTS = [
    {"lineHeightEm": 1.5},
    {"lineHeightEm": 1.2, "lineHeightAlignment": "proportional", "lineHeightTrim": "both"},
    {"lineHeightEm": 0.9},
    {"lineHeightEm": 1.35, "lineHeightAlignment": "top", "lineHeightTrim": "firstLineTop", "maxLines": 2},
    {"lineHeightEm": 1.1, "lineHeightAlignment": "bottom", "lineHeightTrim": "lastLineBottom", "lineHeightMode": "minimum"},
    {"lineHeightEm": 0.8, "lineHeightTrim": "both", "lineHeightMode": "tight"},
    {"lineHeightEm": 0.95, "lineHeightAlignment": "proportional", "lineHeightMode": "minimum"},
    {"lineHeightEm": 1.25, "lineHeightTrim": "none", "lineHeightMode": "tight", "fallbackSpacing": 0},
]
HYPHENATION_WIDTHS = [72, 100, 140, 200]


def line_height(case):
    """A case's android:lineHeight in px (0: none): a multiple of its size, to 1/4 px."""
    return round(case["size"] * case["lineHeightEm"] * 4) / 4 if "lineHeightEm" in case else 0


def harness_settings(case):
    """What StaticLayout is given for a case: a TextView's defaults or Compose's, then its own."""
    settings = {"strategy": case.get("strategy", "high_quality"), "includePad": 1, "fallbackSpacing": 1}
    if case.get("layout") == "compose":
        settings.update(COMPOSE)
        settings.update(LINE_BREAK_PRESETS[case.get("lineBreak", "simple")])
    for key in ("includePad", "fallbackSpacing", "lineBreakStyle", "lineBreakWordStyle"):
        if key in case:
            settings[key] = case[key]
    return settings


def cases():
    out = []
    for f, _ in enumerate(FONTS):
        for t, text in enumerate(TEXTS):
            for s, size in enumerate(SIZES):
                case = {"font": f, "text": text, "size": size, "width": WIDTHS[(f + t + s) % len(WIDTHS)],
                        "strategy": STRATEGIES[(f + t + 2 * s) % len(STRATEGIES)]}
                case.update(VARIANTS[(f + 2 * t + s) % len(VARIANTS)])
                out.append(case)
    # Compose's layouts and line-break styles: every font (Droid Sans Fallback too) and text once.
    for f, _ in enumerate(ANDROID_FONTS):
        for t, text in enumerate(TEXTS):
            if f == DROID and text not in CJK_TEXTS:
                continue
            case = {"font": f, "text": text, "size": SIZES[(f + t) % len(SIZES)],
                    "width": WIDTHS[(2 * f + t) % len(WIDTHS)]}
            variant = LAYOUT_VARIANTS[(f + t) % len(LAYOUT_VARIANTS)]
            if "layout" not in variant:
                case["strategy"] = STRATEGIES[(f + 2 * t) % len(STRATEGIES)]
            case.update(variant)
            out.append(case)
    # Compose's lineHeight: every font and text once (Droid Sans Fallback for the CJK texts).
    for f, _ in enumerate(ANDROID_FONTS):
        for t, text in enumerate(TEXTS):
            if (f == DROID and text not in CJK_TEXTS) or text.endswith("\n"):
                continue
            case = {"font": f, "text": text, "size": SIZES[(f + 2 * t) % len(SIZES)],
                    "width": WIDTHS[(f + t + 1) % len(WIDTHS)], "layout": "compose"}
            case.update(COMPOSE_LINE_HEIGHTS[(f + t) % len(COMPOSE_LINE_HEIGHTS)])
            out.append(case)
    # Hyphenation: every font, text and frequency, the strategies, sizes and widths in turn.
    for f, _ in enumerate(FONTS):
        for t, (locale, text) in enumerate(HYPHENATION_TEXTS):
            for h, hyphenation in enumerate(HYPHENATIONS):
                case = {"font": f, "text": text,
                        "locale": locale, "hyphenation": hyphenation,
                        "size": [13.5, 17, 22.75][(f + t + h) % 3],
                        "width": HYPHENATION_WIDTHS[(f + 2 * t + h) % len(HYPHENATION_WIDTHS)],
                        "strategy": STRATEGIES[(f + t + 2 * h) % len(STRATEGIES)]}
                if (f + t + h) % 7 == 3:
                    case["letterSpacing"] = 0.04
                if (f + t + h) % 9 == 4:
                    case["maxLines"] = 2
                if (f + 3 * t + h) % 11 == 5:
                    case["layout"] = "compose"
                    del case["strategy"]
                out.append(case)
    return out


def minikin(binary, all_cases, hyphenation_folder):
    lines = []
    for c in all_cases:
        settings = harness_settings(c)
        fields = {"fonts": ",".join([ANDROID_FONTS[c["font"]][1]] + FALLBACKS), "size": c["size"],
                  "width": c["width"], "strategy": settings["strategy"], "letterSpacing": c.get("letterSpacing", 0),
                  "includePad": settings["includePad"], "fallbackSpacing": settings["fallbackSpacing"],
                  "lineBreakStyle": settings.get("lineBreakStyle", "none"),
                  "lineBreakWordStyle": settings.get("lineBreakWordStyle", "none"),
                  "lineHeight": 0 if c.get("layout") == "compose" else line_height(c),
                  "composeLineHeight": line_height(c) if c.get("layout") == "compose" else 0,
                  "lineHeightAlignment": c.get("lineHeightAlignment", "center"),
                  "lineHeightTrim": {"both": "both", "firstLineTop": "first", "lastLineBottom": "last"}.get(
                      c.get("lineHeightTrim", "none"), "none"),
                  "lineHeightMode": c.get("lineHeightMode", "fixed"),
                  "spacingMult": c.get("spacingMult", 1), "spacingAdd": c.get("spacingAdd", 0),
                  "maxLines": c.get("maxLines", 0), "ellipsize": 1 if "maxLines" in c else 0,
                  "hyphenation": c.get("hyphenation", "none"), "locale": c.get("locale", "en-US"),
                  "text": c["text"].encode("utf-8").hex()}
        lines.append("\t".join(f"{k}={v}" for k, v in fields.items()))
    run = subprocess.run([binary, hyphenation_folder], input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        sys.exit("Minikin (static_layout) failed: " + run.stderr.strip()[-2000:])
    results = [json.loads(line) for line in run.stdout.splitlines() if line.strip()]
    if len(results) != len(all_cases):
        sys.exit(f"Minikin (static_layout) answered {len(results)} of {len(all_cases)} cases")
    return results


def typefit(binary, case, fallback_folder, hyphenation_folder):
    command = [binary, "measure", "--platform", "android", "--format", "json", "--font",
               ANDROID_FONTS[case["font"]][1], "--fallback-fonts", fallback_folder, "--size", str(case["size"]),
               "--width", str(case["width"])]
    if "strategy" in case:
        command += ["--break-strategy", STRATEGY_OPTION[case["strategy"]]]
    if "lineHeightEm" in case:
        command += ["--android-line-height", str(line_height(case))]
    for key, option in (("layout", "--android-layout"), ("lineBreak", "--line-break"),
                        ("lineBreakStyle", "--line-break-style"), ("lineBreakWordStyle", "--line-break-word-style"),
                        ("lineHeightAlignment", "--line-height-alignment"), ("lineHeightTrim", "--line-height-trim"),
                        ("lineHeightMode", "--line-height-mode")):
        if key in case:
            command += [option, case[key]]
    if case.get("includePad") == 0:
        command.append("--no-font-padding")
    if case.get("fallbackSpacing") == 0:
        command.append("--no-fallback-line-spacing")
    if "spacingMult" in case:
        command += ["--line-spacing-multiplier", str(case["spacingMult"])]
    if "spacingAdd" in case:
        command += ["--line-spacing-extra", str(case["spacingAdd"])]
    if "maxLines" in case:
        command += ["--max-lines", str(case["maxLines"])]
    if "letterSpacing" in case:
        command += ["--letter-spacing", repr(case["letterSpacing"] * case["size"])]
    if "hyphenation" in case:
        command += ["--hyphenation", case["hyphenation"], "--hyphenation-patterns", hyphenation_folder,
                    "--language", case["locale"]]
    command += ["--text-file", "-"]
    result = subprocess.run(command, input=case["text"] + "\n", capture_output=True, text=True)
    if result.returncode != 0:
        return {"error": result.stderr.strip()}
    return json.loads(result.stdout)


def compare(case, want, got):
    if "error" in got:
        return ["typefit: " + got["error"]]
    problems = []
    text = case["text"]
    # Minikin's offsets are UTF-16 code units; typefit's starts are grapheme clusters: compare the
    # texts the lines start with instead.
    units = text.encode("utf-16-le")

    def utf16_prefix(offset):
        return units[:2 * offset].decode("utf-16-le", errors="replace")

    want_lines = want["lines"]
    got_lines = got["lines"]
    want_starts = [len(utf16_prefix(line["start"])) for line in want_lines]
    # typefit's line starts as character offsets: its lines' texts follow each other in the text.
    got_starts = []
    position = 0
    got_hyphens = []
    line_end = 0
    for line in got_lines:
        body = line["text"].removesuffix("…")
        found = text.find(body, position) if body else position
        # A hyphenated line shows a hyphen the text does not have there (or in a soft hyphen's place).
        hyphenated = body.endswith("-") and text.find(body, position) != position
        if hyphenated:
            body = body[:-1]
            found = text.find(body, position)
            if found >= 0 and text[found + len(body):found + len(body) + 1] == "\u00ad":
                body += "\u00ad"
        got_hyphens.append(hyphenated)
        if found < 0 and body.startswith(" "):
            # A line may start with the space after a closing quote (ICU breaks before it).
            found = text.find(body, line_end)
        got_starts.append(found if found >= 0 else -1)
        position = max(position, found + len(body)) if found >= 0 else position
        line_end = position
        # The line's trailing spaces and its newline belong to it.
        while position < len(text) and text[position] == " ":
            position += 1
        if position < len(text) and text[position] == "\n":
            position += 1
    if want_starts != got_starts:
        problems.append(f"line starts {got_starts} vs Minikin {want_starts}")
        return problems
    cut = any(line["ellipsisCount"] > 0 for line in want_lines)
    # (The line maxLines cuts shows the ellipsis, whatever its break's hyphen.)
    want_hyphens = [line.get("hyphen", 0) != 0 for line in want_lines][:len(want_lines) - 1 if cut else None]
    if want_hyphens != got_hyphens[:len(want_hyphens)]:
        problems.append(f"hyphens {got_hyphens} vs Minikin {want_hyphens}")
    cut = any(line["ellipsisCount"] > 0 for line in want_lines)
    # Compose's TextLayout pads its first line's top and last line's bottom (lineHeight paddings).
    top_padding, bottom_padding = want.get("topPadding", 0), want.get("bottomPadding", 0)
    for index, (w, g) in enumerate(zip(want_lines, got_lines)):
        # (A line with nothing drawn on it — a paragraph that is only its newline — has Minikin's
        # width of minus the letter spacing, which nothing draws; typefit says 0.)
        empty = not g["text"]
        if not empty and not (cut and index == len(want_lines) - 1) and abs(g["width"] - w["width"]) > 1 / 64:
            problems.append(f"line {index + 1} width {g['width']:.4f} vs Minikin {w['width']:.4f}")
        height = w["bottom"] - w["top"] + (top_padding if index == 0 else 0) + (
            bottom_padding if index == len(want_lines) - 1 else 0)
        if g["height"] != height:
            problems.append(f"line {index + 1} height {g['height']} vs Minikin {height}")
    want_height = want["height"] + top_padding + bottom_padding
    if got["height"] != want_height:
        problems.append(f"height {got['height']} vs Minikin {want_height}")
    got_cut = got["truncated"] is not None
    if cut != got_cut:
        problems.append(f"cut {got_cut} vs Minikin {cut}")
    elif cut:
        last = want_lines[-1]
        kept = len(utf16_prefix(last["start"] + last["ellipsisStart"]))
        shown = got["truncated"]["visibleText"].removesuffix("…").split("\n")[-1]
        if kept != got_starts[-1] + len(shown):
            problems.append(f"cut after {got_starts[-1] + len(shown)} vs Minikin {kept}")
    return problems


def main():
    binary, static_layout = sys.argv[1], sys.argv[2]
    hyphenation_folder = sys.argv[3] if len(sys.argv) > 3 and not sys.argv[3].startswith("--") else ""
    if not all(os.path.exists(os.path.join(hyphenation_folder, f"hyph-{name}.{kind}"))
               for name in ("en-us", "en-gb", "de-1996") for kind in ("hyb", "pat.txt")):
        sys.exit(f"no hyphenation patterns in '{hyphenation_folder}' (make hyphenation-patterns)")
    out_json = sys.argv[sys.argv.index("--json") + 1] if "--json" in sys.argv else None
    missing = missing_fonts(FALLBACKS)
    if missing:
        sys.exit("missing fonts (make deps installs them): " + ", ".join(missing))
    all_cases = cases()
    expected = minikin(static_layout, all_cases, hyphenation_folder)
    actual = measure_all(lambda case, folder: typefit(binary, case, folder, hyphenation_folder), all_cases, FALLBACKS)
    keys = ("locale", "hyphenation", "lineHeightAlignment", "lineHeightTrim", "lineHeightMode", "layout", "lineBreak", "lineBreakStyle", "lineBreakWordStyle", "lineHeightEm", "strategy", "includePad", "fallbackSpacing", "spacingMult", "spacingAdd", "maxLines", "letterSpacing")
    problems = [compare(case, want, got) for case, want, got in zip(all_cases, expected, actual)]
    report("android", "Minikin", all_cases, ANDROID_FONTS, problems, keys, out_json)


if __name__ == "__main__":
    main()
