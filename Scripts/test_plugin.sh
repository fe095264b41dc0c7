#!/usr/bin/env bash
# `make test`'s check of the SwiftPM command plugin, as an app team uses it: a small package in a
# temporary folder depends on this one by path and runs `swift package plugin typefit check` on
# this repository's embedded default guide. SwiftPM builds typefit from source for it (in
# .build-plugin-test, kept between runs). Checks: the reports are written in the app's folder and
# typefit's exit code is the command's (0 with --fail-on never; a failure with --fail-on error).
# Then the binary plugin (Scripts/binary_plugin_package.sh) on `make release`'s artifact bundle as
# a local path: it must run typefit without compiling it (no build folder at all in its scratch
# path) — and SwiftPM must accept the bundle's info.json to run it at all.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
app=$(mktemp -d "${TMPDIR:-/tmp}/typefit-plugin-test.XXXXXX")
trap 'rm -rf "$app"' EXIT
# SwiftPM leaves lock files named after its scratch paths in TMPDIR: in this folder, which the
# trap removes, not in the machine's /tmp.
mkdir -p "$app/tmp"
export TMPDIR="$app/tmp"
mkdir -p "$app/Sources/App"
# The app's manifest, depending on the package at $1 by path.
app_depends_on() {
  cat > "$app/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "$1")],
    targets: [.target(name: "App")]
)
SWIFT
}
app_depends_on "$root"
echo 'public let greeting = "Hello"' > "$app/Sources/App/App.swift"
plugin() {
  (cd "$app" && swift package --scratch-path "$root/.build-plugin-test" plugin --allow-writing-to-package-directory \
    typefit check --guide "$root/typefit.yml" --format markdown "$@")
}
plugin --fail-on never > "$app/pass.log" 2>&1 || { tail -20 "$app/pass.log"; echo "test-plugin: the plugin failed with --fail-on never" >&2; exit 1; }
head -1 "$app/Reports/summary.md" | grep -qx "# typefit check" \
  || { echo "test-plugin: no Reports/summary.md in the app's folder" >&2; exit 1; }
if plugin --fail-on error > "$app/fail.log" 2>&1; then
  echo "test-plugin: the embedded default has failures, yet the plugin passed with --fail-on error" >&2; exit 1
fi
grep -q "typefit exited with 1" "$app/fail.log" \
  || { tail -20 "$app/fail.log"; echo "test-plugin: the plugin did not say typefit's exit code" >&2; exit 1; }
echo "test-plugin: swift package plugin typefit check wrote Reports/summary.md in the app's package; --fail-on error failed it with typefit's exit 1"

bundle="$root/.build/release-artifacts/typefit.artifactbundle.zip"
if [ ! -f "$bundle" ]; then
  if [ "${TYPEFIT_REQUIRE_TOOLS:-}" = 1 ]; then echo "test-plugin: no $bundle (make release) — CI must test the binary plugin" >&2; exit 1; fi
  echo "test-plugin: binary plugin skipped: no $bundle (run make release)"
  exit 0
fi
"$root/Scripts/binary_plugin_package.sh" "$app/TypefitPlugins" --path "$bundle" > /dev/null
app_depends_on "$app/TypefitPlugins"
rm -rf "$app/Reports"
SECONDS=0
(cd "$app" && swift package --scratch-path "$app/.build" plugin --allow-writing-to-package-directory \
  typefit check --guide "$root/typefit.yml" --format markdown --fail-on never) > "$app/binary.log" 2>&1 \
  || { tail -20 "$app/binary.log"; echo "test-plugin: the binary plugin failed with --fail-on never" >&2; exit 1; }
seconds=$SECONDS
head -1 "$app/Reports/summary.md" | grep -qx "# typefit check" \
  || { echo "test-plugin: the binary plugin wrote no Reports/summary.md in the app's folder" >&2; exit 1; }
# A source build would leave debug/ (a link) and the triple's folder (x86_64-unknown-linux-gnu/).
built=$(find "$app/.build" -mindepth 1 -maxdepth 1 \( -name debug -o -name release -o -name '*-*-*' \) | head -3)
[ -z "$built" ] || { echo "test-plugin: the binary plugin compiled something besides the plugin: $built" >&2; exit 1; }
echo "test-plugin: the binary plugin (TypefitPlugins, bundle by path) ran typefit without compiling it, ${seconds} s (whole seconds) from a cold scratch folder"
