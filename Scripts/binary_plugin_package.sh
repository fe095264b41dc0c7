#!/usr/bin/env bash
# Writes TypefitPlugins: a package whose `TypefitPlugin` command plugin runs the released typefit
# binary (typefit.artifactbundle.zip as a SwiftPM `binaryTarget`) instead of building typefit from
# source, so `swift package plugin typefit check` starts at once — SwiftLintPlugins' arrangement.
# The plugin's code is this repository's Plugins/TypefitPlugin (the same in both packages); the
# product has the same name, so an app switches by changing only its package dependency.
#
# It is a package of its own, not a second product of typefit's: SwiftPM downloads every remote
# binary target of every package in a graph, so a release URL in typefit's own manifest would be
# fetched by every build of it, offline ones and those before the release exists included.
#
# Usage: Scripts/binary_plugin_package.sh OUT --path ZIP          (a local bundle, copied into OUT)
#        Scripts/binary_plugin_package.sh OUT --url URL CHECKSUM  (the release's, for publishing)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?"usage: $0 OUT --path ZIP | --url URL CHECKSUM"}
case "${2:-}" in
  --path)
    zip=${3:?"--path needs the bundle's zip"}
    [ -f "$zip" ] || { echo "binary_plugin_package: no bundle at $zip (make release writes it)" >&2; exit 2; }
    source='path: "typefit.artifactbundle.zip"' ;;
  --url)
    url=${3:?"--url needs the bundle's URL"}; checksum=${4:?"--url needs the zip's SHA-256 (swift package compute-checksum)"}
    [[ "$checksum" =~ ^[0-9a-f]{64}$ ]] || { echo "binary_plugin_package: $checksum is not a SHA-256 in hex" >&2; exit 2; }
    source="url: \"$url\", checksum: \"$checksum\"" ;;
  *) echo "usage: $0 OUT --path ZIP | --url URL CHECKSUM" >&2; exit 2 ;;
esac
version=$("$root/Scripts/typefit_version.sh" "$root")
mkdir -p "$out/Plugins/TypefitPlugin"
cp "$root/Plugins/TypefitPlugin/TypefitPlugin.swift" "$out/Plugins/TypefitPlugin/"
cp "$root/LICENSE" "$out/LICENSE"
if [ "${2}" = --path ]; then cp "$zip" "$out/typefit.artifactbundle.zip"; fi
cat > "$out/Package.swift" <<SWIFT
// swift-tools-version: 6.0
// typefit $version's command plugin on its released binary: \`swift package plugin typefit check\`
// without compiling typefit. Written by typefit's Scripts/binary_plugin_package.sh.
import PackageDescription

let package = Package(
    name: "TypefitPlugins",
    products: [
        .plugin(name: "TypefitPlugin", targets: ["TypefitPlugin"])
    ],
    targets: [
        .binaryTarget(name: "TypefitBinary", $source),
        .plugin(
            name: "TypefitPlugin",
            capability: .command(
                intent: .custom(
                    verb: "typefit", description: "Check that typography fits at every text size (typefit check …)"),
                permissions: [.writeToPackageDirectory(reason: "typefit writes its reports to Reports/ (or --out)")]),
            dependencies: ["TypefitBinary"]),
    ]
)
SWIFT
echo "binary_plugin_package: wrote $out (TypefitPlugin on typefit $version's artifact bundle)"
