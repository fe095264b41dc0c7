#!/usr/bin/env bash
# One sticky pull-request comment: updated in place when a comment with the marker exists (found
# through the GitHub API with the gh CLI the runners have), created otherwise.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
body="${RUNNER_TEMP:-/tmp}/typefit-comment-$$.md"
"$here/comment-body.sh" "$REPORT_DIR" > "$body"
marker=$(head -1 "$body")
repo="${GITHUB_REPOSITORY:?}"
existing=$(gh api "repos/$repo/issues/$PULL_REQUEST/comments" --paginate \
  --jq ".[] | select(.body | startswith(\"$marker\")) | .id" | head -1)
if [ -n "$existing" ]; then
  gh api --method PATCH "repos/$repo/issues/comments/$existing" -F "body=@$body" >/dev/null
  echo "typefit: updated comment $existing"
else
  gh api --method POST "repos/$repo/issues/$PULL_REQUEST/comments" -F "body=@$body" >/dev/null
  echo "typefit: commented on #$PULL_REQUEST"
fi
rm -f "$body"
