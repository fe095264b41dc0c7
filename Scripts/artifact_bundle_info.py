#!/usr/bin/env python3
"""Writes an artifact bundle's info.json (SwiftPM's schema 1.0) from the variants it holds.

A variant is a folder `typefit-VERSION-TRIPLE/bin/typefit` (Linux: one triple) or
`typefit-VERSION-macos/bin/typefit` (one universal binary for both Mac triples). The Linux and
macOS release jobs each add their variant and run this again, so info.json always lists exactly
the binaries the bundle holds.

With ZIP, it then writes the bundle as SwiftPM takes it from a URL or a path: a zip holding the
`NAME.artifactbundle` folder, entries sorted, times fixed at EPOCH (reproducible), executables
kept executable; written beside ZIP and renamed into place.

Usage: Scripts/artifact_bundle_info.py BUNDLE VERSION [ZIP EPOCH]
"""
import json
import os
import sys
import time
import zipfile

MAC_TRIPLES = ["arm64-apple-macosx", "x86_64-apple-macosx"]


def variants(bundle, version):
    prefix = f"typefit-{version}-"
    found = []
    for name in sorted(os.listdir(bundle)):
        binary = os.path.join(bundle, name, "bin", "typefit")
        if not name.startswith(prefix) or not os.path.isfile(binary):
            continue
        target = name[len(prefix):]
        triples = MAC_TRIPLES if target == "macos" else [target]
        found.append({"path": f"{name}/bin/typefit", "supportedTriples": triples})
    return found


def write_zip(bundle, target, epoch):
    top = os.path.dirname(os.path.abspath(bundle))
    stamp = time.gmtime(max(epoch, 315532800))[:6]  # zip's dates start in 1980
    paths = []
    for folder, folders, files in os.walk(bundle):
        folders.sort()
        paths += [folder] + [os.path.join(folder, name) for name in files]
    partial = target + ".partial"
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(paths):
            name = os.path.relpath(path, top)
            entry = zipfile.ZipInfo(name + "/" if os.path.isdir(path) else name, stamp)
            mode = os.stat(path).st_mode
            entry.external_attr = (mode & 0o777 | (0o040000 if os.path.isdir(path) else 0o100000)) << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            if os.path.isdir(path):
                archive.writestr(entry, b"")
            else:
                with open(path, "rb") as source:
                    archive.writestr(entry, source.read())
    os.replace(partial, target)


def main():
    if len(sys.argv) not in (3, 5):
        sys.exit("usage: artifact_bundle_info.py BUNDLE VERSION [ZIP EPOCH]")
    bundle, version = sys.argv[1], sys.argv[2]
    found = variants(bundle, version)
    if not found:
        sys.exit(f"artifact_bundle_info: no typefit-{version}-*/bin/typefit in {bundle}")
    info = {
        "schemaVersion": "1.0",
        "artifacts": {"typefit": {"version": version, "type": "executable", "variants": found}},
    }
    with open(os.path.join(bundle, "info.json.partial"), "w") as out:
        json.dump(info, out, indent=2, sort_keys=True)
        out.write("\n")
    os.replace(os.path.join(bundle, "info.json.partial"), os.path.join(bundle, "info.json"))
    if len(sys.argv) == 5:
        write_zip(bundle, sys.argv[3], int(sys.argv[4]))


if __name__ == "__main__":
    main()
