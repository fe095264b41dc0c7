#!/usr/bin/env bash
# Fetches the hyphenation patterns Android ships for English and German — hyph-utf8's, as TeX
# Live packages them in Debian 12 (texlive-lang-english, texlive-lang-german) — into OUT, and
# compiles each into Minikin's .hyb format for the Android harness (Scripts/minikin/mk_hyb.py):
#
#   Scripts/hyphenation_patterns.sh .build-tools/hyphenation
#     → OUT/hyph-{en-us,en-gb,de-1996}.pat.txt (+ .hyp.txt), OUT/hyph-*.hyb
#
# Only the two packages' files are downloaded (`apt-get download`, no dependencies, nothing
# installed); the pattern files are extracted and the packages deleted. Test data, never part of
# the project. Exit 3 when apt cannot fetch them (the tests that need them skip, or fail under
# TYPEFIT_REQUIRE_TOOLS=1).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: hyphenation_patterns.sh OUT}
names=(hyph-en-us hyph-en-gb hyph-de-1996)
compile() {
  for name in "${names[@]}"; do
    local exceptions=()
    [ -f "$out/$name.hyp.txt" ] && exceptions=("$out/$name.hyp.txt")
    python3 "$root/Scripts/minikin/mk_hyb.py" "$out/$name.pat.txt" "$out/$name.hyb.new" "${exceptions[@]}"
    mv "$out/$name.hyb.new" "$out/$name.hyb"
  done
}
if [ -f "$out/hyph-de-1996.pat.txt" ] && [ -f "$out/hyph-en-us.pat.txt" ] && [ -f "$out/hyph-en-gb.pat.txt" ]; then
  compile
  exit 0
fi
if ! command -v apt-get > /dev/null; then
  echo "hyphenation: apt-get is not available; the patterns come from Debian's texlive-lang-english and texlive-lang-german" >&2
  exit 3
fi
mkdir -p "$out"
work=$(mktemp -d "$out/.fetch.XXXXXX")
trap 'rm -rf "$work"' EXIT
if ! (cd "$work" && apt-get download texlive-lang-english texlive-lang-german > /dev/null 2>&1); then
  echo "hyphenation: apt-get download texlive-lang-english texlive-lang-german failed (no network or no package lists: apt-get update)" >&2
  exit 3
fi
txt=./usr/share/texlive/texmf-dist/tex/generic/hyph-utf8/patterns/txt
for deb in "$work"/*.deb; do
  dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$work" --wildcards "$txt/hyph-en-us.*" "$txt/hyph-en-gb.*" \
    "$txt/hyph-de-1996.*" 2> /dev/null || true
done
for name in "${names[@]}"; do
  if [ ! -f "$work/$txt/$name.pat.txt" ]; then
    echo "hyphenation: $name.pat.txt is not in the packages" >&2
    exit 3
  fi
  # The exceptions first: a folder with the patterns is a complete one.
  for kind in hyp pat; do
    if [ -f "$work/$txt/$name.$kind.txt" ]; then
      mv "$work/$txt/$name.$kind.txt" "$work/$name.$kind.txt.new"
      mv "$work/$name.$kind.txt.new" "$out/$name.$kind.txt"
    fi
  done
done
compile
echo "hyphenation: ${names[*]} in $out (Debian's texlive-lang-english and texlive-lang-german)"
