#!/usr/bin/env bash
# `make bench`'s Android stage: the speed of Android's layout (StaticLayout over Minikin, issue 42)
# per measurement against the Android path before it (commit BASE, 0955601 unless given: the
# greedy model with no glyphs kept), on a real app's catalog — AntennaPod's strings.xml in every
# locale (../shared/fixtures), Roboto Body 14 sp and Title 22 sp at Android's font scales, each
# checked as a TextView and as Compose. The base is built once from git into .build-bench
# (release); without git history or the fixture the stage says so and is skipped. Five runs of
# each, in turns, medians of wall time and of processor time (user + system) per measurement.
#
# Usage: Scripts/bench_android.sh TYPEFIT_BINARY [BASE]
set -euo pipefail
typefit=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
base_commit=${2:-0955601}
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/.build-bench/android"
catalog="$root/../shared/fixtures/real-catalogs/antennapod/res"
if [ ! -d "$catalog" ]; then
  echo "bench: android skipped: $catalog is absent (../shared/fixtures)"; exit 0
fi
rm -rf "$work/check" && mkdir -p "$work/check"
base_binary="$root/.build-bench/android-base-$base_commit/.build/release/typefit"
if [ ! -x "$base_binary" ]; then
  if ! git -C "$root" cat-file -e "$base_commit^{commit}" 2>/dev/null; then
    echo "bench: android: no commit $base_commit here (a shallow clone?): HEAD alone"; base_binary=""
  else
    echo "bench: android: building the base $base_commit (release, once, into .build-bench)"
    rm -rf "$root/.build-bench/android-base-$base_commit"
    git -C "$root" archive --prefix="android-base-$base_commit/" "$base_commit" | tar -x -C "$root/.build-bench"
    (cd "$root/.build-bench/android-base-$base_commit" && swift build -c release --product typefit > build.log 2>&1) \
      || { echo "bench: android: the base did not build (see .build-bench/android-base-$base_commit/build.log)"; base_binary=""; }
  fi
fi
guide() {   # file, the android keys beyond scales, [other guide lines]
  cat > "$1" <<YAML
fonts: [$root/Fonts/Roboto]
systemFonts: false
platforms: [android]
android: {$2}
strings: [$catalog]
${3:-}
styles:
  - {name: Body, family: Roboto, size: 14, limits: {maxWidth: 320, maxLines: 2}}
  - {name: Title, family: Roboto, size: 22, limits: {maxWidth: 320, maxLines: 1}}
YAML
}
guide "$work/check/textview.yml" "scales: [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2]"
guide "$work/check/compose.yml" "scales: [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2], layout: compose"
# Hyphenation (normal) where this machine has Android's patterns (make hyphenation-patterns):
# the English and German strings, against the same strings unhyphenated.
patterns="$root/.build-tools/hyphenation"
if [ -f "$patterns/hyph-de-1996.pat.txt" ]; then
  guide "$work/check/hyphenated.yml" \
    "scales: [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2], hyphenation: normal, hyphenationPatterns: $patterns" "locales: [en, de]"
  guide "$work/check/unhyphenated.yml" "scales: [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2]" "locales: [en, de]"
else
  patterns=""
  echo "bench: android hyphenation skipped: no patterns (make hyphenation-patterns)"
fi
once() {   # label binary guide: appends "wall cpu" of one run to $work/check/label.runs
  local label=$1 binary=$2 file=$3
  /usr/bin/time -f "%e %U %S" -o "$work/time.txt" "$binary" check --guide "$file" --fail-on never \
    --format markdown --out "$work/check/out-$label" > "$work/check/$label.out" 2> "$work/check/$label.err" || true
  read -r wall user sys < "$work/time.txt"
  echo "$wall $(python3 -c "print(round($user + $sys, 2))")" >> "$work/check/$label.runs"
}
report() {   # label title: prints the medians per measurement, and sets "wall cpu count" in $result
  local runs="$work/check/$1.runs" count wall cpu
  count=$(sed -n 's/^typefit check: \([0-9]*\) measurements.*/\1/p' "$work/check/$1.out")
  wall=$(cut -d' ' -f1 "$runs" | sort -n | sed -n 3p); cpu=$(cut -d' ' -f2 "$runs" | sort -n | sed -n 3p)
  result="$wall $cpu ${count:-0}"
  python3 -c "w, c, n = $wall, $cpu, max(${count:-0}, 1); print(f'bench: android $2: {n} measurements, {w} s wall, {c} s processor (median of 5): {1e6 * w / n:.1f} µs wall, {1e6 * c / n:.1f} µs processor per measurement')"
}
# Five runs of each, in turns, so a slower stretch of this shared machine falls on all of them.
rm -f "$work"/check/*.runs
for n in 1 2 3 4 5; do
  once textview "$typefit" "$work/check/textview.yml"
  once compose "$typefit" "$work/check/compose.yml"
  if [ -n "$base_binary" ]; then once base "$base_binary" "$work/check/textview.yml"; fi
  if [ -n "$patterns" ]; then
    once hyphenated "$typefit" "$work/check/hyphenated.yml"
    once unhyphenated "$typefit" "$work/check/unhyphenated.yml"
  fi
done
report textview "textView (HEAD)"; read -r tv_wall tv_cpu tv_count <<< "$result"
report compose "compose (HEAD)"; read -r co_wall co_cpu co_count <<< "$result"
if [ -n "$base_binary" ]; then
  report base "before issue 42 ($base_commit)"; read -r b_wall b_cpu b_count <<< "$result"
  python3 -c "
tv, co, b = ($tv_wall / $tv_count, $tv_cpu / $tv_count), ($co_wall / $co_count, $co_cpu / $co_count), ($b_wall / $b_count, $b_cpu / $b_count)
print(f'bench: android per measurement against $base_commit: textView {tv[0] / b[0]:.2f}× wall, {tv[1] / b[1]:.2f}× processor; compose {co[0] / b[0]:.2f}× wall, {co[1] / b[1]:.2f}× processor (at most 1.5×)')"
fi
if [ -n "$patterns" ]; then
  report hyphenated "textView, hyphenation normal, en and de"; read -r h_wall h_cpu h_count <<< "$result"
  report unhyphenated "textView, the same strings unhyphenated"; read -r u_wall u_cpu u_count <<< "$result"
  python3 -c "
h, u = ($h_wall / max($h_count, 1), $h_cpu / max($h_count, 1)), ($u_wall / max($u_count, 1), $u_cpu / max($u_count, 1))
print(f'bench: android hyphenation normal against none, per measurement: {h[0] / u[0]:.2f}× wall, {h[1] / u[1]:.2f}× processor')"
fi
