#!/usr/bin/env bash
# `make release`: typefit built for people who do not build it. Writes, under
# .build/release-artifacts/:
# - typefit-VERSION-linux-ARCH.tar.gz: a folder with `typefit`, README.txt (what it needs),
#   LICENSE, and example/ (the embedded default: typefit.yml, the bundled Inter and its licence,
#   the sample strings) — `cd example && ../typefit check`.
# - typefit.artifactbundle.zip: SwiftPM's artifact bundle (info.json, one variant per triple),
#   for a `binaryTarget` (Plugins/…, docs/install.md); the macOS job adds its variant.
# - SHA256SUMS over both.
#
# Linking, decided: everything that decides a width is inside the binary — Swift's standard
# library and Foundation (--static-swift-stdlib), FreeType and HarfBuzz (built from Debian's
# sources of the versions `make deps` installs, Scripts/build_static_libs.sh), ICU, fontconfig,
# SQLite and their own dependencies (PNG, zlib, bzip2, Brotli, Expat, and libxml2 with xz for
# Foundation's XML parser: Debian's static archives).
# Only the C and C++ runtimes (glibc ≥ the version printed below, libstdc++, libgcc) come from
# the machine, as on every Debian and Ubuntu base image. So a release measures with exactly the
# library versions its --version names, on any distribution.
#
# Usage: Scripts/release.sh [OUT]   (OUT defaults to .build/release-artifacts)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mkdir -p "${1:-$root/.build/release-artifacts}" && cd "${1:-$root/.build/release-artifacts}" && pwd)
work="$root/.build-release"
swift=${SWIFT:-swift}
arch=$(uname -m)
case "$arch" in
  x86_64 | aarch64) ;;
  *) echo "release: no release build for $arch (x86_64 and aarch64 only)" >&2; exit 2 ;;
esac
version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' "$root/Sources/TypeFitCheck/Checker.swift")
[ -n "$version" ] || { echo "release: no version in Sources/TypeFitCheck/Checker.swift" >&2; exit 1; }
triple="$arch-unknown-linux-gnu"
libdir="/usr/lib/$arch-linux-gnu"

# 1. FreeType and HarfBuzz from source (Debian ships no static HarfBuzz), cached by version.
"$root/Scripts/build_static_libs.sh" "$work/libs" release

# 2. Every C library in one archive (the linker then resolves their dependencies on one another
#    in any order), and pkg-config files that give it to each of Package.swift's system libraries.
static="$work/static"
rm -rf "$static" && mkdir -p "$static/pkgconfig"
cc -O2 -fPIC -c "$root/Scripts/release-glibc-compat.c" -o "$static/glibc-compat.o"
{
  echo "CREATE $static/libtypefit_c.a"
  echo "ADDMOD $static/glibc-compat.o"
  echo "ADDLIB $work/libs/lib/libharfbuzz_release.a"
  echo "ADDLIB $work/libs/lib/libfreetype_release.a"
  for lib in fontconfig expat xml2 lzma icui18n icuuc icudata sqlite3 png16 z bz2 brotlidec brotlicommon; do
    [ -f "$libdir/lib$lib.a" ] || { echo "release: $libdir/lib$lib.a is missing (make deps installs it)" >&2; exit 1; }
    echo "ADDLIB $libdir/lib$lib.a"
  done
  echo "SAVE"
  echo "END"
} | ar -M
# Foundation's XML parser (Android's strings.xml) asks for -lxml2: found here first, as the same archive.
ln -s libtypefit_c.a "$static/libxml2.a"
libs="-L$static -ltypefit_c -lstdc++ -lm -ldl -lpthread"
for pc in freetype2:"-I$work/libs/include/freetype2" harfbuzz:"-I$work/libs/include/harfbuzz" \
  fontconfig:"$(pkg-config --cflags fontconfig)" sqlite3:"$(pkg-config --cflags sqlite3)" icu-uc:"$(pkg-config --cflags icu-uc)"; do
  name=${pc%%:*}
  printf 'Name: %s (typefit release, static)\nDescription: linked from %s\nVersion: %s\nLibs: %s\nCflags: %s\n' \
    "$name" "$static/libtypefit_c.a" "$(pkg-config --modversion "$name")" "$libs" "${pc#*:}" > "$static/pkgconfig/$name.pc"
done

# 3. The binary: its own scratch folder, so the normal build (linked to the shared libraries) stays.
#    Linked again every time (SwiftPM does not see the archive change).
rm -f "$work/swift/release/typefit"
PKG_CONFIG_PATH="$static/pkgconfig" "$swift" build -c release --product typefit --static-swift-stdlib \
  --scratch-path "$work/swift"
binary="$work/swift/release/typefit"
needed=$(objdump -p "$binary" | awk '/NEEDED/ {print $2}' | sort | tr '\n' ' ')
for lib in $needed; do
  case "$lib" in
    libc.so.* | libm.so.* | libstdc++.so.* | libgcc_s.so.* | ld-linux*) ;;
    *) echo "release: the binary still needs $lib (only the C and C++ runtimes may come from the machine)" >&2; exit 1 ;;
  esac
done
glibc=$(objdump -T "$binary" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -V -u | tail -1)
# Ubuntu 22.04's glibc is 2.35: a newer symbol would keep the release from starting there.
if [ "$(printf '%s\n' "$glibc" 2.35 | sort -V | tail -1)" != 2.35 ]; then
  echo "release: the binary needs glibc $glibc ($(objdump -T "$binary" | grep "GLIBC_$glibc" | awk '{print $NF}' | sort -u | tr '\n' ' ')); Ubuntu 22.04 has 2.35" >&2
  exit 1
fi
echo "release: typefit $version for $triple needs only: $needed(glibc $glibc or later)"

# 4. The tarball: the binary (stripped), what it needs, its licence, and the embedded default.
name="typefit-$version-linux-$arch"
stage="$work/stage"
rm -rf "$stage" && mkdir -p "$stage/$name/example/Fonts"
strip -o "$stage/$name/typefit" "$binary"
cp "$root/LICENSE" "$stage/$name/LICENSE"
cp "$root/typefit.yml" "$stage/$name/example/"
cp -R "$root/Samples" "$stage/$name/example/"
cp -R "$root/Fonts/Inter" "$stage/$name/example/Fonts/"
sed -e "s/@VERSION@/$version/g" -e "s/@ARCH@/$arch/g" -e "s/@GLIBC@/$glibc/g" -e "s/@NEEDED@/$needed/g" \
  "$root/Scripts/release-readme.txt" > "$stage/$name/README.txt"
versions=$("$stage/$name/typefit" --version | tr '\n' ';' | sed 's/;$//; s/;/, /g')
sed -i "s/@VERSIONS@/$versions/" "$stage/$name/README.txt"
# Reproducible: fixed owner, order and times (the commit's time when there is one).
epoch=$(git -C "$root" log -1 --format=%ct 2>/dev/null || echo 0)
tarball="$out/$name.tar.gz"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -C "$stage" -cf - "$name" \
  | gzip -n -9 > "$tarball.partial"
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

(cd "$out" && sha256sum -- "typefit-$version"-*.tar.gz typefit.artifactbundle.zip > SHA256SUMS.partial \
  && mv SHA256SUMS.partial SHA256SUMS)
echo "release: wrote $out:"
(cd "$out" && ls -l -- "typefit-$version"-*.tar.gz typefit.artifactbundle.zip SHA256SUMS | awk '{printf "  %s (%d KB)\n", $9, $5 / 1024}')
