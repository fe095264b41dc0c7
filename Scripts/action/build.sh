#!/usr/bin/env bash
# Builds typefit (release) from the Action's own checkout and names the binary in $GITHUB_OUTPUT.
# Installs the C libraries it links (FreeType, HarfBuzz, fontconfig, ICU, SQLite) when missing:
# apt-get on Debian and Ubuntu (with sudo when not root), Homebrew on a Mac.
set -euo pipefail
root="${GITHUB_ACTION_PATH:-$(cd "$(dirname "$0")/../.." && pwd)}"
if ! command -v swift >/dev/null 2>&1; then
  echo "::error title=typefit::typefit needs Swift 6 to build: run on ubuntu-latest or macos-latest, or in the swift:6.1-bookworm container"
  exit 2
fi
case "$(uname -s)" in
  Linux)
    if ! pkg-config --exists freetype2 harfbuzz fontconfig icu-uc sqlite3 2>/dev/null; then
      sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
      $sudo apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
        pkg-config libfreetype-dev libharfbuzz-dev libfontconfig-dev libicu-dev libsqlite3-dev fontconfig >/dev/null
    fi ;;
  Darwin)
    brew list harfbuzz freetype fontconfig icu4c sqlite pkg-config >/dev/null 2>&1 \
      || brew install harfbuzz freetype fontconfig icu4c sqlite pkg-config >/dev/null ;;
esac
swift build -c release --product typefit --package-path "$root" 2>&1 | tail -3
binary="$root/.build/release/typefit"
"$binary" --version | sed 's/^/  /'
echo "binary=$binary" >> "$GITHUB_OUTPUT"
