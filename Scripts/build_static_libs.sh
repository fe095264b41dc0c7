#!/usr/bin/env bash
# Builds FreeType and HarfBuzz as static libraries from Debian's own source packages of the
# installed versions (Debian's patches applied), with pkg-config files that a build finds through
# PKG_CONFIG_PATH. Two flavours:
# - fuzz: for `make fuzz`, as OSS-Fuzz does: -fsanitize=fuzzer-no-link,address (FreeType without
#   PNG or bzip2).
# - release: for `make release`, optimized and position-independent, FreeType with PNG and bzip2
#   as Debian builds it; the libraries named *_release, so the linker cannot take the shared ones.
# Everything happens under OUT (a scratch folder): the machine's apt sources and the normal build
# are not touched. A second run with the same versions and flavour does nothing.
#
# Usage: Scripts/build_static_libs.sh OUT fuzz|release
set -euo pipefail
out=$(mkdir -p "$1" && cd "$1" && pwd)
flavor=${2:?"usage: $0 OUT fuzz|release"}
export PATH="/opt/swift/usr/bin:$PATH"
ft_version=$(dpkg-query -W -f='${source:Version}' libfreetype6)
hb_version=$(dpkg-query -W -f='${source:Version}' libharfbuzz0b)
case "$flavor" in
  fuzz) flags="-O1 -g -fsanitize=fuzzer-no-link,address"; ft_extra="--without-png --without-bzip2" ;;
  release) flags="-O2 -fPIC -DNDEBUG"; ft_extra="--with-png=yes --with-bzip2=yes" ;;
  *) echo "build_static_libs: flavour is fuzz or release, not $flavor" >&2; exit 2 ;;
esac
stamp="freetype $ft_version, harfbuzz $hb_version, $flavor: $flags"
if [ -f "$out/stamp" ] && [ "$(cat "$out/stamp")" = "$stamp" ]; then
  echo "build_static_libs: cached ($stamp)"
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
  || { echo "build_static_libs: could not unpack the sources; see $out/unpack.log" >&2; exit 1; }

# FreeType: its own configure, static, with zlib and brotli (WOFF2) as Debian builds it (PNG and
# bzip2 in the release flavour), and no HarfBuzz (the auto-hinter's use of it would be a cycle).
(cd "$out/src/freetype" && ./configure CC=clang CFLAGS="$flags" --prefix="$out/ft" --disable-shared --enable-static \
   --with-zlib=yes --with-brotli=yes $ft_extra --without-harfbuzz >"$out/freetype-build.log" 2>&1 \
   && make -j"$(nproc)" >>"$out/freetype-build.log" 2>&1 && make install >>"$out/freetype-build.log" 2>&1) \
  || { echo "build_static_libs: FreeType did not build; see $out/freetype-build.log" >&2; exit 1; }
# Named apart from the system's libfreetype so the linker cannot pick the shared one instead.
cp "$out/ft/lib/libfreetype.a" "$out/lib/libfreetype_$flavor.a"
cp -r "$out/ft/include/freetype2" "$out/include/"

# HarfBuzz: its single-file build (src/harfbuzz.cc) with FreeType support.
mkdir -p "$out/include/harfbuzz"
cp "$out/src/harfbuzz/src/"hb*.h "$out/include/harfbuzz/"
clang++ -std=c++11 $flags -fno-exceptions -fno-rtti -fno-threadsafe-statics \
  -DHAVE_FREETYPE=1 -DHAVE_FT_GET_VAR_BLEND_COORDINATES=1 -DHAVE_FT_SET_VAR_BLEND_COORDINATES=1 -DHAVE_FT_DONE_MM_VAR=1 \
  -DHAVE_FT_GET_TRANSFORM=1 -I"$out/include/freetype2" -c "$out/src/harfbuzz/src/harfbuzz.cc" -o "$out/harfbuzz.o" 2>"$out/harfbuzz-build.log" \
  || { echo "build_static_libs: HarfBuzz did not build; see $out/harfbuzz-build.log" >&2; exit 1; }
ar rcs "$out/lib/libharfbuzz_$flavor.a" "$out/harfbuzz.o"

cat > "$out/lib/pkgconfig/freetype2.pc" <<PC
Name: FreeType 2 ($flavor build)
Description: FreeType $ft_version from Debian's sources, $flags
Version: 24.3.18
Requires: zlib, libbrotlidec
Libs: -L$out/lib -lfreetype_$flavor
Cflags: -I$out/include/freetype2
PC
cat > "$out/lib/pkgconfig/harfbuzz.pc" <<PC
Name: harfbuzz ($flavor build)
Description: HarfBuzz $hb_version from Debian's sources, $flags
Version: 6.0.0
Requires: freetype2
Libs: -L$out/lib -lharfbuzz_$flavor -lstdc++ -lm
Cflags: -I$out/include/harfbuzz
PC
rm -rf "$out/src" "$out/ft" "$out/harfbuzz.o" "$out/apt"
echo "$stamp" > "$out/stamp"
echo "build_static_libs: built ($stamp)"
