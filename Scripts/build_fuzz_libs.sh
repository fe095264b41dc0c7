#!/usr/bin/env bash
# Builds FreeType and HarfBuzz for `make fuzz` as OSS-Fuzz does: from Debian's own source packages
# of the installed versions (Debian's patches applied), compiled with
# -fsanitize=fuzzer-no-link,address, as static libraries with pkg-config files that the fuzz build
# finds through PKG_CONFIG_PATH. Everything happens under OUT (a scratch folder): the machine's apt
# sources and the normal build are not touched. A second run with the same versions does nothing.
#
# Usage: Scripts/build_fuzz_libs.sh OUT
set -euo pipefail
out=$(mkdir -p "$1" && cd "$1" && pwd)
export PATH="/opt/swift/usr/bin:$PATH"
ft_version=$(dpkg-query -W -f='${source:Version}' libfreetype6)
hb_version=$(dpkg-query -W -f='${source:Version}' libharfbuzz0b)
flags="-O1 -g -fsanitize=fuzzer-no-link,address"
stamp="freetype $ft_version, harfbuzz $hb_version, $flags"
if [ -f "$out/stamp" ] && [ "$(cat "$out/stamp")" = "$stamp" ]; then
  echo "build_fuzz_libs: cached ($stamp)"
  exit 0
fi
rm -rf "$out/apt" "$out/src" "$out/lib" "$out/include"
mkdir -p "$out/apt/lists/partial" "$out/apt/cache/archives/partial" "$out/src" "$out/lib/pkgconfig" "$out/include"

# Debian's source packages, through a private apt configuration (deb-src lines of its own).
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
cat > "$out/apt/sources.list" <<SOURCES
deb-src [signed-by=$keyring] http://deb.debian.org/debian bookworm main
deb-src [signed-by=$keyring] http://deb.debian.org/debian bookworm-updates main
deb-src [signed-by=$keyring] http://deb.debian.org/debian-security bookworm-security main
SOURCES
apt=(-o "Dir::Etc::SourceList=$out/apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
     -o "Dir::State::Lists=$out/apt/lists" -o "Dir::Cache=$out/apt/cache" -o Debug::NoLocking=1)
apt-get "${apt[@]}" -qq update
(cd "$out/src" && apt-get "${apt[@]}" -qq source --download-only "freetype=$ft_version" "harfbuzz=$hb_version" 2>&1 | grep -v "unsandboxed" || true)
# apt checked each file against the signed Sources index; dpkg-source's own check of the .dsc's
# inline signature needs the uploaders' keys, which this machine need not have (its warning is kept
# in the log).
(cd "$out/src" && dpkg-source -x freetype_*.dsc freetype >"$out/unpack.log" 2>&1 && dpkg-source -x harfbuzz_*.dsc harfbuzz >>"$out/unpack.log" 2>&1) \
  || { echo "build_fuzz_libs: could not unpack the sources; see $out/unpack.log" >&2; exit 1; }

# FreeType: its own configure, static, with zlib and brotli (WOFF2) as Debian builds it; no PNG
# or bzip2, and no HarfBuzz (the auto-hinter's use of it would be a cycle).
(cd "$out/src/freetype" && ./configure CC=clang CFLAGS="$flags" --prefix="$out/ft" --disable-shared --enable-static \
   --with-zlib=yes --with-brotli=yes --without-png --without-harfbuzz --without-bzip2 >"$out/freetype-build.log" 2>&1 \
   && make -j"$(nproc)" >>"$out/freetype-build.log" 2>&1 && make install >>"$out/freetype-build.log" 2>&1) \
  || { echo "build_fuzz_libs: FreeType did not build; see $out/freetype-build.log" >&2; exit 1; }
# Named apart from the system's libfreetype so the linker cannot pick the shared one instead.
cp "$out/ft/lib/libfreetype.a" "$out/lib/libfreetype_fuzz.a"
cp -r "$out/ft/include/freetype2" "$out/include/"

# HarfBuzz: its single-file build (src/harfbuzz.cc) with FreeType support.
mkdir -p "$out/include/harfbuzz"
cp "$out/src/harfbuzz/src/"hb*.h "$out/include/harfbuzz/"
clang++ -std=c++11 $flags -fno-exceptions -fno-rtti -fno-threadsafe-statics \
  -DHAVE_FREETYPE=1 -DHAVE_FT_GET_VAR_BLEND_COORDINATES=1 -DHAVE_FT_SET_VAR_BLEND_COORDINATES=1 -DHAVE_FT_DONE_MM_VAR=1 \
  -DHAVE_FT_GET_TRANSFORM=1 -I"$out/include/freetype2" -c "$out/src/harfbuzz/src/harfbuzz.cc" -o "$out/harfbuzz.o" 2>"$out/harfbuzz-build.log" \
  || { echo "build_fuzz_libs: HarfBuzz did not build; see $out/harfbuzz-build.log" >&2; exit 1; }
ar rcs "$out/lib/libharfbuzz_fuzz.a" "$out/harfbuzz.o"

cat > "$out/lib/pkgconfig/freetype2.pc" <<PC
Name: FreeType 2 (instrumented for fuzzing)
Description: FreeType $ft_version from Debian's sources, $flags
Version: 24.3.18
Requires: zlib, libbrotlidec
Libs: -L$out/lib -lfreetype_fuzz
Cflags: -I$out/include/freetype2
PC
cat > "$out/lib/pkgconfig/harfbuzz.pc" <<PC
Name: harfbuzz (instrumented for fuzzing)
Description: HarfBuzz $hb_version from Debian's sources, $flags
Version: 6.0.0
Requires: freetype2
Libs: -L$out/lib -lharfbuzz_fuzz -lstdc++ -lm
Cflags: -I$out/include/harfbuzz
PC
rm -rf "$out/src" "$out/ft" "$out/harfbuzz.o" "$out/apt"
echo "$stamp" > "$out/stamp"
echo "build_fuzz_libs: built ($stamp)"
