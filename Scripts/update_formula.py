#!/usr/bin/env python3
"""Writes Formula/typefit.rb for a release: its `url` set to the tag's source archive and its
`sha256` to that archive's (the release workflow downloads it from GitHub and passes the sum).
Everything else — dependencies, install, test — stays as committed.

Usage: Scripts/update_formula.py FORMULA OUT URL SHA256
"""
import re
import sys


def main():
    if len(sys.argv) != 5:
        sys.exit("usage: update_formula.py FORMULA OUT URL SHA256")
    source, out, url, checksum = sys.argv[1:]
    if not re.fullmatch(r"[0-9a-f]{64}", checksum):
        sys.exit(f"update_formula: {checksum!r} is not a SHA-256 in hex")
    text = open(source, encoding="utf-8").read()
    text, urls = re.subn(r'^(  url )"[^"]*"', lambda m: f'{m.group(1)}"{url}"', text, count=1, flags=re.M)
    text, sums = re.subn(r'^(  sha256 )"[^"]*"', lambda m: f'{m.group(1)}"{checksum}"', text, count=1, flags=re.M)
    if urls != 1 or sums != 1:
        sys.exit(f"update_formula: {source} has no `url` or `sha256` line to fill")
    open(out, "w", encoding="utf-8").write(text)


if __name__ == "__main__":
    main()
