#!/usr/bin/env bash
# `make bench`'s check at scale: GTK 3's UI strings (Debian's catalogs: English and 8 languages,
# ~7,800 strings) as one CSV catalog × Apple's 11 text styles in Inter (`typefit init`) × the 12
# content-size categories — about a million measurements — through `typefit check` with every
# default report, then `typefit diff` of that report against itself. Prints each stage's time
# (`--timings`), wall time, peak RSS and the reports' sizes. Scratch folder: .build-bench.
#
# Usage: Scripts/bench_check_at_scale.sh TYPEFIT_BINARY
set -euo pipefail
typefit=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/.build-bench"
rm -rf "$work" && mkdir -p "$work/fonts"
cp "$root"/Fonts/Inter/*.otf "$work/fonts/"
python3 "$root/Scripts/gtk_catalog_csv.py" "$work/gtk.csv" de fr es it pt_BR ja ru pl
cd "$work"
"$typefit" init . --family Inter --force >/dev/null
measure() {   # label, command...
  local label=$1; shift
  /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" > "$work/$label.out" 2> "$work/$label.err" || true
  read -r wall rss < "$work/time.txt"
  echo "bench: $label: ${wall} s wall, peak RSS $((rss / 1024)) MB"
}
measure check "$typefit" check --fail-on never --timings --out reports
grep -A30 "^timings:" check.err | sed 's/^/  /'
grep "^typefit check:" check.out | sed 's/^/  /'
echo "  reports: $(cd reports && for f in *; do printf '%s %s MB, ' "$f" "$(du -m "$f" | cut -f1)"; done | sed 's/, $//')"
# The measuring stage on one core and on all of them (summary.md only, so the writers stay out).
one=$("$typefit" check --fail-on never --timings --format markdown --out jobs --jobs 1 2>&1 | sed -n 's/^  measure (1 task) *\([0-9.]*\) s.*/\1/p')
all=$("$typefit" check --fail-on never --timings --format markdown --out jobs 2>&1 | sed -n 's/^  measure ([0-9]* tasks) *\([0-9.]*\) s.*/\1/p')
echo "bench: measuring on 1 core ${one} s, on $(nproc) cores ${all} s: $(python3 -c "print(round($one / $all, 2))")× "
measure diff "$typefit" diff reports/report.json reports/report.json --out diff
grep "^typefit diff" diff.out | sed 's/^/  /' || true
