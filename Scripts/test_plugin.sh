#!/usr/bin/env bash
# `make test`'s check of the SwiftPM command plugin, as an app team uses it: a small package in a
# temporary folder depends on this one by path and runs `swift package plugin typefit check` on
# this repository's embedded default guide. SwiftPM builds typefit from source for it (in
# .build-plugin-test, kept between runs). Checks: the reports are written in the app's folder and
# typefit's exit code is the command's (0 with --fail-on never; a failure with --fail-on error).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
app=$(mktemp -d "${TMPDIR:-/tmp}/typefit-plugin-test.XXXXXX")
trap 'rm -rf "$app"' EXIT
mkdir -p "$app/Sources/App"
cat > "$app/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "$root")],
    targets: [.target(name: "App")]
)
SWIFT
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
