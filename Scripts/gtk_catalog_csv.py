#!/usr/bin/env python3
"""Writes GTK 3's own UI strings (Debian's libgtk-3-common gettext catalogs) as one typefit CSV
catalog: key (the English original), locale, text — the English originals plus the translations
of the languages given. The corpus of `make bench`'s check at scale.

Usage: gtk_catalog_csv.py OUT.csv LANG...   (e.g. de fr es it pt_BR ja ru pl nl)
"""
import csv
import gettext
import sys

LOCALE_DIR = "/usr/share/locale"


def main():
    out, languages = sys.argv[1], sys.argv[2:]
    rows = {}
    for language in languages:
        path = f"{LOCALE_DIR}/{language}/LC_MESSAGES/gtk30.mo"
        with open(path, "rb") as handle:
            catalog = gettext.GNUTranslations(handle)._catalog
        for key, text in catalog.items():
            if isinstance(key, tuple):          # plural forms: the first
                if key[1] != 0:
                    continue
                key = key[0]
            if not key or not text or "\x04" in key:   # the header, and context-qualified ids
                continue
            rows.setdefault(key, {})[language.replace("_", "-")] = text
    with open(out, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["key", "locale", "text"])
        count = 0
        for key in sorted(rows):
            writer.writerow([key, "en", key])
            count += 1
            for language, text in sorted(rows[key].items()):
                writer.writerow([key, language, text])
                count += 1
    print(f"gtk_catalog_csv: {count} strings ({len(rows)} keys, {len(languages)} languages + en) in {out}")


if __name__ == "__main__":
    main()
