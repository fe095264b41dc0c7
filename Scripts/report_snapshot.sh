#!/usr/bin/env bash
# Every output a refactor must keep byte-identical, written by one built typefit into one folder:
# the embedded default's reports (iOS, web with text spacing, Flutter), the same guide on all four
# platforms (Roboto among the fonts, for fallback), every check format, and the single-text commands (measure,
# render, ladder) on each platform. Compare two snapshots with `diff -r` (or their SHA256SUMS).
#
#   Scripts/report_snapshot.sh .build/debug/typefit /tmp/snapshot-before
set -euo pipefail
bin=$(realpath "$1")
out=$(realpath -m "$2")
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -e "$out" ] && [ ! -f "$out/SHA256SUMS" ]; then
  echo "report_snapshot: $out exists and is not a snapshot; name a new folder" >&2
  exit 2
fi
rm -rf "$out"
mkdir -p "$out"
# A fixed working folder: report.sarif names the folder it was written from.
work=/tmp/typefit-report-snapshot
rm -rf "$work"
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
cp -r "$root/Fonts" "$root/Samples" "$work/"
cp "$root/typefit.yml" "$work/default.yml"
# Every platform in one guide: Android added, text spacing on all of them.
sed -e 's/^platforms: \[ios, web\]/platforms: [ios, android, web, flutter]/' \
    -e 's/^fonts: \[Fonts\/Inter\]/fonts: [Fonts\/Inter, Fonts\/Roboto]/' "$root/typefit.yml" > "$work/all.yml"
# Android alone in Roboto, under the platform's own line-height model.
sed -e 's/^platforms: \[ios, web\]/platforms: [android]/' -e '/^lineHeightModel:/d' -e 's/family: Inter/family: Roboto/' -e 's/weight: semibold/weight: medium/' \
    -e 's/^fonts: \[Fonts\/Inter\]/fonts: [Fonts\/Roboto]/' "$root/typefit.yml" > "$work/android.yml"
cd "$work"
mkdir reports
export FONTCONFIG_FILE="$root/Tests/Fixtures/machine-fonts.conf"
formats=json,csv,markdown,junit,html,sqlite,sarif,codequality
for guide in default all android; do
  status=0
  "$bin" check --guide "$guide.yml" --out "reports/$guide" --format "$formats" > "reports/$guide.stdout" 2>&1 || status=$?
  echo "exit $status" >> "reports/$guide.stdout"
done
text="Benachrichtigungen für alle Geräte verwalten"
for platform in ios android web flutter; do
  "$bin" measure --font Fonts/Roboto/Roboto-Regular.ttf --size 17 --width 200 --max-lines 2 \
    --platform "$platform" --format json "$text" > "reports/measure-$platform.json" 2>&1 || true
  "$bin" render --font Fonts/Roboto/Roboto-Regular.ttf --size 17 --width 200 --max-lines 2 \
    --platform "$platform" --out "reports/render-$platform.svg" "$text" > "reports/render-$platform.stdout" 2>&1 || true
done
for platform in ios android flutter; do
  "$bin" ladder --platform "$platform" --style body --font Fonts/Inter/Inter-Regular.otf > "reports/ladder-$platform.txt" 2>&1 || true
done
rm -f reports/*/.typefit.lock
cp -r reports/. "$out/"
cd "$out"
find . -type f ! -name SHA256SUMS -print0 | sort -z | xargs -0 sha256sum > SHA256SUMS
wc -l < SHA256SUMS | xargs echo "report_snapshot: files:"
