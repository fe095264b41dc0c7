#!/usr/bin/env bash
# The Action's build cache key: the runner's OS and architecture, the Swift toolchain, and a digest
# of Package.swift and every source file of this checkout of typefit — its commit, in effect (the
# runner downloads an Action without its git history).
set -euo pipefail
cd "${GITHUB_ACTION_PATH:-$(dirname "$0")/../..}"
swift_version=$(swift --version 2>/dev/null | head -1 | tr -c 'A-Za-z0-9.\n' '-' || echo none)
digest=$(find Package.swift Sources -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)
echo "key=typefit-${RUNNER_OS:-$(uname -s)}-${RUNNER_ARCH:-$(uname -m)}-${swift_version}-${digest}" >> "$GITHUB_OUTPUT"
