#!/usr/bin/env sh
# Prints typefit's version as its source states it (`Checker.version`): what the release scripts
# name archives after and the Action compares its release tag with.
#
# Usage: Scripts/typefit_version.sh [ROOT]   (the repository; this script's by default)
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' "$root/Sources/TypeFitCheck/Checker.swift")
[ -n "$version" ] || { echo "typefit_version: no version in $root/Sources/TypeFitCheck/Checker.swift" >&2; exit 1; }
echo "$version"
