#!/usr/bin/env python3
"""Lays out the same cases in headless Chromium and with `typefit measure --platform web`, from
the same font files, and compares them: the advance of the unwrapped text, where each line
starts (grapheme clusters, `Range.getClientRects()` per cluster), the number of lines and the
height of the block. Chromium's numbers are measured now, never taken from typefit.

Cases: UI strings in Latin with diacritics, Cyrillic, Greek, Arabic, Hebrew, Thai, Devanagari and
emoji and CJK (Japanese and Chinese, drawn by Droid Sans Fallback from fonts-droid-fallback, on
every machine), with soft hyphens, long words and URL-like
punctuation; in Inter and Roboto (bundled), DejaVu Sans and Noto Sans (Debian); at sizes from 11
to 53 px, fractional among them; in three widths; with `overflow-wrap: normal` and `anywhere`,
and `white-space` `normal`, `pre-line` and `pre-wrap` (a text with a newline among them). Characters a case's font lacks come from one Noto font
per script, listed after it in `font-family` and given to typefit with `--fallback-fonts`.

Usage: Scripts/web_conformance.py TYPEFIT_BINARY CHROMIUM [--json OUT]
Prints one line per disagreement and a summary; exits 0 (the test reads the JSON).
"""
import concurrent.futures
import html
import json
import os
import subprocess
import sys
import tempfile

from conformance_fonts import CJK, CJK_TEXTS, FALLBACKS, FONTS, SIZES, TEXTS, WIDTHS, missing_fonts


def cases():
    texts = TEXTS + CJK_TEXTS
    out = []
    for f, _ in enumerate(FONTS):
        for t, text in enumerate(texts):
            for s, size in enumerate(SIZES):
                for wrap in ("normal", "anywhere"):
                    width = WIDTHS[(f + t + s) % len(WIDTHS)]
                    space = ["normal", "normal", "pre-line", "pre-wrap"][(f + t + s) % 4]
                    word = ["normal", "break-all", "normal", "keep-all"][(f + t + 2 * s) % 4]
                    out.append({"font": f, "text": text, "size": size, "width": width, "overflowWrap": wrap, "whiteSpace": space,
                                "wordBreak": word})
    return out


def page(cases, fallbacks):
    faces = [f'@font-face {{ font-family: "F{i}"; src: url("file://{path}"); }}' for i, (_, path) in enumerate(FONTS)]
    faces += [f'@font-face {{ font-family: "B{i}"; src: url("file://{path}"); }}' for i, path in enumerate(fallbacks)]
    stack = ", ".join(f"'B{i}'" for i in range(len(fallbacks)))
    body = []
    for i, case in enumerate(cases):
        style = (f"font-family: 'F{case['font']}', {stack}; font-size: {case['size']}px; "
                 f"overflow-wrap: {case['overflowWrap']}; white-space: {case['whiteSpace']}; word-break: {case['wordBreak']}")
        text = html.escape(case["text"])
        body.append(f'<div class="c" id="c{i}" style="{style}; width: {case["width"]}px">{text}</div>')
        body.append(f'<div><span id="n{i}" style="{style}; white-space: nowrap">{text}</span></div>')
    script = """
const seg = new Intl.Segmenter(undefined, {granularity: "grapheme"});
document.fonts.ready.then(() => {
  const out = [];
  for (let i = 0; ; i++) {
    const box = document.getElementById("c" + i);
    if (!box) break;
    const node = box.firstChild, range = document.createRange();
    const starts = [];
    let index = 0, lastTop = null;
    for (const g of seg.segment(node.data)) {
      range.setStart(node, g.index); range.setEnd(node, g.index + g.segment.length);
      // A cluster after a soft hyphen where the line breaks also gets the hyphen's box, on the
      // line before: its own box is the lowest. A space where the line breaks has no width.
      const tops = [...range.getClientRects()].filter(r => r.width > 0).map(r => r.top);
      const top = tops.length ? Math.max(...tops) : null;
      if (top !== null && (lastTop === null || top > lastTop + 0.5)) { starts.push(index); lastTop = top; }
      index++;
    }
    out.push({advance: document.getElementById("n" + i).getBoundingClientRect().width,
              height: box.getBoundingClientRect().height, starts});
  }
  document.getElementById("out").textContent = JSON.stringify(out);
});
"""
    return ("<!doctype html><html><head><meta charset=\"utf-8\"><style>" + "\n".join(faces)
            + "\nbody { margin: 0 } .c { line-height: normal; hyphens: manual; word-break: normal }</style></head><body>\n"
            + "\n".join(body) + "\n<pre id=\"out\"></pre><script>" + script + "</script></body></html>\n")


def chromium(browser, cases, fallbacks, folder):
    path = os.path.join(folder, "cases.html")
    with open(path, "w", encoding="utf-8") as f:
        f.write(page(cases, fallbacks))
    dom = subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         f"--user-data-dir={os.path.join(folder, 'profile')}", "--virtual-time-budget=20000", "--dump-dom", "file://" + path],
        capture_output=True, text=True, timeout=300).stdout
    start = dom.index('<pre id="out">') + len('<pre id="out">')
    return json.loads(html.unescape(dom[start:dom.index("</pre>", start)]))


def typefit(binary, case, fallback_folder):
    command = [binary, "measure", "--platform", "web", "--format", "json", "--font", FONTS[case["font"]][1],
               "--fallback-fonts", fallback_folder, "--size", str(case["size"]), "--width", str(case["width"]),
               "--overflow-wrap", case["overflowWrap"], "--white-space", case["whiteSpace"], "--word-break", case["wordBreak"], case["text"]]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        return {"error": result.stderr.strip()}
    m = json.loads(result.stdout)
    return {"advance": m["advance"], "height": m["height"], "starts": [line["start"] for line in m["lines"]]}


def main():
    binary, browser = sys.argv[1], sys.argv[2]
    out_json = sys.argv[sys.argv.index("--json") + 1] if "--json" in sys.argv else None
    fallbacks = FALLBACKS + [CJK]
    missing = missing_fonts(fallbacks)
    if missing:
        sys.exit("missing fonts (make deps installs them): " + ", ".join(missing))
    all_cases = cases()
    with tempfile.TemporaryDirectory() as folder:
        fallback_folder = os.path.join(folder, "fallback")
        os.mkdir(fallback_folder)
        for path in fallbacks:
            os.symlink(path, os.path.join(fallback_folder, os.path.basename(path)))
        expected = chromium(browser, all_cases, fallbacks, folder)
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            actual = list(pool.map(lambda case: typefit(binary, case, fallback_folder), all_cases))
    report = []
    for case, want, got in zip(all_cases, expected, actual):
        problems = []
        if "error" in got:
            problems.append("typefit: " + got["error"])
        else:
            # A text with a newline kept (pre-line, pre-wrap) has no one-line advance to compare:
            # Chromium's nowrap span turns the newline into a space.
            keeps_newline = "\n" in case["text"] and case["whiteSpace"] in ("pre-line", "pre-wrap")
            if not keeps_newline and abs(got["advance"] - want["advance"]) > 1 / 64:
                problems.append(f"advance {got['advance']:.4f} vs Chromium {want['advance']:.4f}")
            if got["starts"] != want["starts"]:
                problems.append(f"line starts {got['starts']} vs Chromium {want['starts']}")
            elif abs(got["height"] - want["height"]) > 1 / 64:
                problems.append(f"height {got['height']:.4f} vs Chromium {want['height']:.4f}")
        report.append({"case": case, "font": FONTS[case["font"]][0], "problems": problems})
    disagree = [r for r in report if r["problems"]]
    for r in disagree:
        c = r["case"]
        print(f'{r["font"]} {c["size"]}px w{c["width"]} {c["overflowWrap"]}/{c["whiteSpace"]}/{c["wordBreak"]} {c["text"]!r}: ' + "; ".join(r["problems"]))
    kinds = {}
    for r in disagree:
        for p in r["problems"]:
            kinds[p.split(" ")[0]] = kinds.get(p.split(" ")[0], 0) + 1
    print(f"web conformance: {len(report) - len(disagree)} of {len(report)} cases agree with Chromium; disagreements by kind: {kinds}")
    if out_json:
        with open(out_json, "w", encoding="utf-8") as f:
            json.dump({"cases": len(report), "agree": len(report) - len(disagree), "disagreements": disagree}, f, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
