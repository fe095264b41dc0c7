#!/usr/bin/env bash
# The Action's fast start: when the Action runs at a release tag (`uses: OWNER/typefit@0.1.0`) on
# Linux, download that release's typefit (SHA256SUMS and the tarball for this machine's
# architecture), verify the tarball against the sums, unpack it, and name the binary in
# $GITHUB_OUTPUT — seconds instead of a four-minute build. A ref that is not a release tag (a
# branch, a commit), a macOS runner, or a release without this archive: no output, and build.sh
# builds from source. A tarball whose checksum differs fails the step, in words.
#
# Environment: ACTION_REPOSITORY and ACTION_REF (github.action_repository / github.action_ref);
# TYPEFIT_RELEASES_URL, the releases' base (default https://github.com/$ACTION_REPOSITORY/releases/download;
# a file:// folder in the tests), whose REF/ holds the release's files.
set -euo pipefail
root="${GITHUB_ACTION_PATH:-$(cd "$(dirname "$0")/../.." && pwd)}"
ref="${ACTION_REF:-}"
version=$("$root/Scripts/typefit_version.sh" "$root")
source_build() { echo "typefit: $1; building typefit $version from source"; exit 0; }

[[ "$ref" =~ ^v?[0-9]+\.[0-9]+\.[0-9]+$ ]] || source_build "the Action runs at ${ref:-an unknown ref}, not a release tag"
[ "${ref#v}" = "$version" ] || source_build "the Action's ref $ref is not its source's version $version"
[ "$(uname -s)" = Linux ] || source_build "release archives are for Linux; this runner is $(uname -s)"
arch=$(uname -m)
name="typefit-$version-linux-$arch"
base="${TYPEFIT_RELEASES_URL:-https://github.com/${ACTION_REPOSITORY:-}/releases/download}/$ref"
folder="${RUNNER_TEMP:-/tmp}/typefit-release-$version"
rm -rf "$folder" && mkdir -p "$folder"
fetch() { curl --fail --silent --show-error --location --retry 3 --max-time 300 -o "$folder/$1" "$base/$1" 2>"$folder/$1.err"; }
fetch SHA256SUMS || source_build "no SHA256SUMS in the release $ref ($(head -c 200 "$folder/SHA256SUMS.err"))"
expected=$(awk -v file="$name.tar.gz" '$2 == file || $2 == "*" file {print $1}' "$folder/SHA256SUMS")
[ -n "$expected" ] || source_build "the release $ref has no $name.tar.gz"
fetch "$name.tar.gz" || source_build "could not download $name.tar.gz ($(head -c 200 "$folder/$name.tar.gz.err"))"
actual=$(sha256sum "$folder/$name.tar.gz" | cut -d' ' -f1)
if [ "$actual" != "$expected" ]; then
  echo "::error title=typefit::$name.tar.gz from the release $ref does not match its SHA256SUMS (expected $expected, downloaded $actual): refusing to run it. Re-run the job; if it fails again, the release's files were changed after publishing — report it."
  exit 1
fi
tar -xzf "$folder/$name.tar.gz" -C "$folder"
binary="$folder/$name/typefit"
"$binary" --version | sed 's/^/  /' || { echo "::error title=typefit::the downloaded $name/typefit does not run on this runner"; exit 1; }
echo "typefit: downloaded the release $ref ($name.tar.gz, SHA-256 verified)"
echo "binary=$binary" >> "$GITHUB_OUTPUT"
