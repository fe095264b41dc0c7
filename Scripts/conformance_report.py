"""What a conformance script prints and writes once its engine and typefit have laid every case
out: one line per case that disagrees (its font, size, width, settings and text, then what
differs), a summary with the disagreements by kind, and the JSON the Swift test reads
(`cases`, `agree`, `disagreements`)."""
import json


def report(name, engine, all_cases, fonts, problems, settings_keys, out_json=None):
    """`problems[i]` lists case i's disagreements; `fonts` names each case's font index."""
    rows = [{"case": case, "font": fonts[case["font"]][0], "problems": found}
            for case, found in zip(all_cases, problems)]
    disagree = [row for row in rows if row["problems"]]
    kinds = {}
    for row in disagree:
        c = row["case"]
        settings = " ".join(f"{k}={c[k]}" for k in settings_keys if k in c)
        print(f'{row["font"]} {c["size"]}px w{c["width"]} {settings} {c["text"]!r}: ' + "; ".join(row["problems"]))
        for problem in row["problems"]:
            words = problem.split(" ") + [""]
            kind = words[0] if words[0] != "line" else "line " + (words[2] if words[1].isdigit() else words[1])
            kinds[kind] = kinds.get(kind, 0) + 1
    print(f"{name} conformance: {len(rows) - len(disagree)} of {len(rows)} cases agree with {engine}; "
          f"disagreements by kind: {kinds}")
    if out_json:
        with open(out_json, "w", encoding="utf-8") as f:
            json.dump({"cases": len(rows), "agree": len(rows) - len(disagree), "disagreements": disagree}, f,
                      ensure_ascii=False, indent=1)
