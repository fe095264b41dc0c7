#!/usr/bin/env python3
"""Seeds for typefit-fuzz-text: every catalog, token and guide fixture, prefixed with the selector
byte of its format (CatalogFuzzInput.formats), written to the corpus folder given.

Usage: make_text_fuzz_seeds.py CORPUS_DIR FILE_OR_FOLDER...
"""
import hashlib
import os
import sys

# The order of CatalogFuzzInput.formats.
SELECTORS = [".strings", ".xcstrings", ".xml", ".po", ".stringsdict", ".json", ".arb", ".csv", ".yml", "tokens.json"]


def selector(path):
    name = os.path.basename(path)
    if "token" in name and name.endswith(".json"):
        return SELECTORS.index("tokens.json")
    for index, suffix in enumerate(SELECTORS):
        if name.endswith(suffix):
            return index
    return None


def files(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, _, names in os.walk(path):
                for name in sorted(names):
                    yield os.path.join(root, name)
        elif os.path.isfile(path):
            yield path


def main():
    corpus, sources = sys.argv[1], sys.argv[2:]
    os.makedirs(corpus, exist_ok=True)
    written = 0
    for path in files(sources):
        index = selector(path)
        if index is None:
            continue
        with open(path, "rb") as handle:
            data = bytes([index]) + handle.read()
        if len(data) > 65536:
            continue
        with open(os.path.join(corpus, "text-" + hashlib.sha1(data).hexdigest()), "wb") as handle:
            handle.write(data)
        written += 1
    print(f"make_text_fuzz_seeds: {written} seeds in {corpus}")


if __name__ == "__main__":
    main()
