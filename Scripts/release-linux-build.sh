#!/usr/bin/env bash
# `make release` on Linux, steps 1–3 of Scripts/release.sh: typefit linked with every library that
# decides a width (see release.sh for the decision), checked to need only the C and C++ runtimes,
# glibc ≤ 2.35 and libstdc++ ≤ GCC 12's (Ubuntu 22.04's). Writes WORK/swift/release/typefit and
# WORK/needs.txt (the shared libraries it needs, and the oldest glibc it runs on).
#
# Usage: Scripts/release-linux-build.sh WORK   (SWIFT: the swift command)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mkdir -p "$1" && cd "$1" && pwd)
swift=${SWIFT:-swift}
arch=$(uname -m)
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
# And its libstdc++ is GCC 12's (GLIBCXX_3.4.30), as Debian 12's.
glibcxx=$(objdump -T "$binary" | grep -o 'GLIBCXX_[0-9.]*' | sed 's/GLIBCXX_//' | sort -V -u | tail -1)
if [ "$(printf '%s\n' "$glibcxx" 3.4.30 | sort -V | tail -1)" != 3.4.30 ]; then
  echo "release: the binary needs libstdc++ GLIBCXX_$glibcxx; Ubuntu 22.04 has GLIBCXX_3.4.30" >&2
  exit 1
fi
printf "%s\n%s\n" "$needed" "$glibc" > "$work/needs.txt"
