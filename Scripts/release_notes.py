#!/usr/bin/env python3
"""Prints CHANGELOG.md's section for VERSION (its `## VERSION …` heading to the next `## `), the
release's notes; exits 1, naming the headings there are, when the changelog has no such section —
a release is not cut without one.

Usage: Scripts/release_notes.py VERSION [CHANGELOG]
"""
import os
import re
import sys


def section(text, version):
    lines = text.split("\n")
    heading = re.compile(r"^## " + re.escape(version) + r"(\s|$)")
    for start, line in enumerate(lines):
        if heading.match(line):
            end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
            return "\n".join(lines[start + 1 : end]).strip() + "\n"
    return None


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: release_notes.py VERSION [CHANGELOG]")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = sys.argv[2] if len(sys.argv) == 3 else os.path.join(root, "CHANGELOG.md")
    text = open(path, encoding="utf-8").read()
    notes = section(text, sys.argv[1])
    if notes is None:
        headings = [line[3:] for line in text.split("\n") if line.startswith("## ")]
        print(f"release_notes: {path} has no section '## {sys.argv[1]}' (its sections: {', '.join(headings[:5])})",
              file=sys.stderr)
        sys.exit(1)
    sys.stdout.write(notes)


if __name__ == "__main__":
    main()
