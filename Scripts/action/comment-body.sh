#!/usr/bin/env bash
# The pull-request comment's body on stdout: a hidden marker (how the next push finds the comment
# to update), then diff.md when the check compared with a baseline, else summary.md — cut to fit
# GitHub's 65,536 characters with a line saying where the rest is.
set -euo pipefail
dir="${1:?usage: comment-body.sh REPORT_DIR}"
marker="<!-- typefit:comment -->"
source="$dir/summary.md"
[ -f "$dir/diff.md" ] && source="$dir/diff.md"
python3 - "$source" "$marker" <<'PY'
import sys
text = open(sys.argv[1], encoding="utf-8").read()
marker = sys.argv[2]
limit = 65536 - len(marker) - 200
if len(text) > limit:
    cut = text.rfind("\n", 0, limit)
    text = text[: cut if cut > 0 else limit] + "\n\n…cut to fit a comment: the whole file is in the workflow's artifact.\n"
sys.stdout.write(marker + "\n" + text)
PY
