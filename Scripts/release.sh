#!/usr/bin/env bash
# `make release`: typefit built for people who do not build it. Writes, under
# .build/release-artifacts/:
# - typefit-VERSION-SYSTEM-ARCH.tar.gz (linux-x86_64, linux-aarch64, macos-arm64): a folder with
#   `typefit`, README.txt (what it needs),
#   LICENSE, and example/ (the embedded default: typefit.yml, the bundled Inter and its licence,
#   the sample strings) — `cd example && ../typefit check`.
# - typefit.artifactbundle.zip: SwiftPM's artifact bundle (info.json, one variant per triple),
#   for a `binaryTarget` (Scripts/binary_plugin_package.sh, docs/install.md); the release
#   workflow joins every system's variant into one.
# - SHA256SUMS over both.
#
# Linking on Linux, decided (Scripts/release-linux-build.sh): everything that decides a width is
# inside the binary — Swift's standard library and Foundation (--static-swift-stdlib), FreeType
# and HarfBuzz (built from Debian's sources of the versions `make deps` installs,
# Scripts/build_static_libs.sh), ICU, fontconfig, SQLite and their own dependencies (PNG, zlib,
# bzip2, Brotli, Expat, and libxml2 with xz for Foundation's XML parser: Debian's static
# archives). Only the C and C++ runtimes (glibc ≥ 2.35, libstdc++, libgcc) come from the
# machine, as on every Debian 12 and Ubuntu 22.04+ image. So a release measures with exactly the library
# versions its --version names, on any distribution. On macOS the libraries are Homebrew's,
# shared (Homebrew ships no static HarfBuzz).
#
# Usage: Scripts/release.sh [OUT]   (OUT defaults to .build/release-artifacts)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mkdir -p "${1:-$root/.build/release-artifacts}" && cd "${1:-$root/.build/release-artifacts}" && pwd)
work="$root/.build-release"
swift=${SWIFT:-swift}
arch=$(uname -m)
version=$("$root/Scripts/typefit_version.sh" "$root")

# 1–3. The binary.
case "$(uname -s)-$arch" in
  Linux-x86_64 | Linux-aarch64)
    SWIFT="$swift" "$root/Scripts/release-linux-build.sh" "$work"
    system=linux; triple="$arch-unknown-linux-gnu"
    { read -r needed; read -r glibc; } < "$work/needs.txt"
    linking="Everything that decides a width is inside the binary: FreeType, HarfBuzz, ICU, fontconfig and SQLite are linked statically, with Swift's standard library and Foundation, so the numbers are the same on every machine that runs this release:"
    runtime="From the machine it takes only the C and C++ runtimes: $needed (glibc $glibc or later), present on Debian 12, Ubuntu 22.04 and later, and their container images; on a slimmer image: apt-get install -y libstdc++6 libgcc-s1"
    strip_to() { strip -o "$2" "$1"; }
    sha256() { sha256sum -- "$@"; } ;;
  Darwin-arm64 | Darwin-x86_64)
    # macOS: Swift's runtime is the system's; the C libraries are Homebrew's, linked as shared
    # libraries (Homebrew ships no static HarfBuzz), so the Mac binary needs them installed.
    rm -f "$work/swift/release/typefit"
    "$swift" build -c release --product typefit --scratch-path "$work/swift"
    system=macos; triple="$arch-apple-macosx"
    linking="Swift's runtime is macOS's own; FreeType, HarfBuzz, ICU, fontconfig and SQLite are Homebrew's shared libraries. Built with:"
    runtime="It needs Homebrew's libraries (the versions above are the ones it was built with; Homebrew's current ones are used): brew install freetype harfbuzz fontconfig icu4c sqlite"
    strip_to() { cp "$1" "$2" && strip -x "$2"; }
    sha256() { shasum -a 256 -- "$@"; } ;;
  *) echo "release: no release build for $(uname -s) $arch (Linux x86_64/aarch64, macOS arm64/x86_64)" >&2; exit 2 ;;
esac
binary="$work/swift/release/typefit"
echo "release: typefit $version for $triple"

# 4. The tarball: the binary (stripped), what it needs, its licence, and the embedded default.
name="typefit-$version-$system-$arch"
stage="$work/stage"
rm -rf "$stage" && mkdir -p "$stage/$name/example/Fonts"
strip_to "$binary" "$stage/$name/typefit"
cp "$root/LICENSE" "$stage/$name/LICENSE"
cp "$root/typefit.yml" "$stage/$name/example/"
cp -R "$root/Samples" "$stage/$name/example/"
cp -R "$root/Fonts/Inter" "$stage/$name/example/Fonts/"
VERSIONS=$("$stage/$name/typefit" --version | tr '\n' ';' | sed 's/;$//; s/;/, /g') \
  VERSION=$version SYSTEM=$([ $system = linux ] && echo Linux || echo macOS) ARCH=$arch LINKING=$linking RUNTIME=$runtime \
  python3 - "$root/Scripts/release-readme.txt" "$stage/$name/README.txt" <<'PY'
import os, sys, textwrap
text = open(sys.argv[1], encoding="utf-8").read()
for key in ["VERSIONS", "VERSION", "SYSTEM", "ARCH"]:
    text = text.replace(f"@{key}@", os.environ[key])
for key in ["LINKING", "RUNTIME"]:
    text = text.replace(f"@{key}@", textwrap.fill(os.environ[key], 92))
open(sys.argv[2], "w", encoding="utf-8").write(text)
PY
# Reproducible: fixed owner, order and times (the commit's time when there is one).
epoch=$(git -C "$root" log -1 --format=%ct 2>/dev/null || echo 0)
tarball="$out/$name.tar.gz"
if [ $system = linux ]; then
  tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -C "$stage" -cf - "$name" \
    | gzip -n -9 > "$tarball.partial"
else
  tar -C "$stage" -cf - "$name" | gzip -n -9 > "$tarball.partial"  # bsdtar: not byte-reproducible
fi
mv "$tarball.partial" "$tarball"

# 5. The artifact bundle: this triple's variant beside any the folder already holds (the macOS
#    job runs this script's bundle step with its own triple into the same bundle folder).
bundle="$work/typefit.artifactbundle"
mkdir -p "$bundle/typefit-$version-$triple/bin"
# Another version's variants (an earlier run of this scratch folder) do not belong in this bundle.
find "$bundle" -mindepth 1 -maxdepth 1 -name 'typefit-*' ! -name "typefit-$version-*" -exec rm -rf {} +
cp "$stage/$name/typefit" "$bundle/typefit-$version-$triple/bin/typefit"
cp "$root/LICENSE" "$bundle/LICENSE"
python3 "$root/Scripts/artifact_bundle_info.py" "$bundle" "$version" "$out/typefit.artifactbundle.zip" "$epoch"

(cd "$out" && sha256 "typefit-$version"-*.tar.gz typefit.artifactbundle.zip > SHA256SUMS.partial \
  && mv SHA256SUMS.partial SHA256SUMS)
echo "release: wrote $out:"
(cd "$out" && ls -l -- "typefit-$version"-*.tar.gz typefit.artifactbundle.zip SHA256SUMS | awk '{printf "  %s (%d KB)\n", $9, $5 / 1024}')
