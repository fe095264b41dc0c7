#!/usr/bin/env bash
# Builds Android's own text layout engine, Minikin (Android 15, from ../shared/upstream/minikin:
# never copied into the project), and typefit's harness over it, into OUT:
#
#   Scripts/minikin/build.sh .build-tools/minikin    →  OUT/static_layout
#
# With Debian's Android 10 libraries (android-lib{base,utils,log,cutils}-dev, which `make
# android-engine` installs), ICU, HarfBuzz and FreeType. What Android 15 adds beyond those is
# stood in for at build time, in OUT, the sources themselves unchanged:
# - Scripts/minikin/standin/FeatureFlags.h: Android 15's flag values (the Rust hyphenator and
#   the typeface redesign off). Minikin includes its FeatureFlags.h with quotes from its own
#   folder, so the build compiles a copy of the sources in OUT with this file in its place.
# - Scripts/minikin/standin/minikin_cxx_bridge.rs.h: the Rust bridge's declarations, never
#   reached with the Rust hyphenator off; gtest/gtest_prod.h: FRIEND_TEST, empty.
# - utils/LruCache.h: Debian's, with Android 15's value-initialised null value (Debian's writes
#   `mNullValue(0)`, which Minikin's cache values cannot take), made from the installed header.
# - Standard headers Android's libc++ brings in indirectly, included on the command line.
# Debug.cpp (string dumps) and ffi/IcuBridge.cpp (the Rust bridge's ICU side) are left out.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
src=${MINIKIN_SRC:-$root/../shared/upstream/minikin}
out=${1:?usage: build.sh OUT}
if [ ! -d "$src/libs/minikin" ]; then
  echo "minikin: no Minikin sources at $src (../shared/upstream/minikin)" >&2
  exit 3
fi
if [ ! -f /usr/include/android/utils/LruCache.h ]; then
  echo "minikin: Debian's Android libraries are not installed (android-lib{base,utils,log,cutils}-dev; Debian and Ubuntu only)" >&2
  exit 3
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)
rm -rf "$out/src" "$out/standin" "$out/obj"
mkdir -p "$out/obj" "$out/standin/utils"
cp -r "$src" "$out/src"
chmod -R u+w "$out/src"
cp "$root/Scripts/minikin/standin/FeatureFlags.h" "$out/src/libs/minikin/FeatureFlags.h"
cp -r "$root/Scripts/minikin/standin/." "$out/standin/"
rm "$out/standin/FeatureFlags.h"
sed 's/mNullValue(0)/mNullValue()/' /usr/include/android/utils/LruCache.h > "$out/standin/utils/LruCache.h"
flags="-std=c++17 -O2 -w -include cstring -include cstdlib -include climits -include limits -include bitset
  -include optional -I$out/src/include -I$out/src/libs/minikin -I$out/src/tests/util -I$out/standin -I$root/Scripts/minikin
  -I/usr/include/android $(pkg-config --cflags harfbuzz freetype2 icu-uc)"
sources=$(ls "$out"/src/libs/minikin/*.cpp | grep -v '/Debug\.cpp$')
sources="$sources $out/src/tests/util/FreeTypeMinikinFontForTest.cpp $root/Scripts/minikin/static_layout.cpp"
# One compiler per core.
printf '%s\n' $sources | xargs -P "$(nproc)" -I{} sh -c \
  'g++ '"$(echo $flags)"' -c "{}" -o "'"$out"'/obj/$(basename "{}" .cpp).o"'
g++ -o "$out/static_layout" "$out"/obj/*.o -L/usr/lib/x86_64-linux-gnu/android -L/usr/lib/aarch64-linux-gnu/android \
  -Wl,-rpath,/usr/lib/x86_64-linux-gnu/android -Wl,-rpath,/usr/lib/aarch64-linux-gnu/android \
  -lutils -lcutils -llog -lbase $(pkg-config --libs harfbuzz freetype2 icu-uc) -lpthread
revision=$(grep -o '[0-9a-f]\{40\}' "$src/SOURCE.md" | head -1 || true)
echo "minikin: built $out/static_layout from Android 15's Minikin (commit $revision)"
