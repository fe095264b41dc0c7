#!/usr/bin/env bash
# After a `make fuzz` run: its corpus replayed once with leak detection and -print_coverage=1.
# Says the edges covered by origin (our Sources/, FreeType, HarfBuzz, the rest) and fails when
# the replay found a leak or a crash (its exit status).
#
# Usage: Scripts/fuzz_coverage.sh NAME REPLAY_LOG STATUS
set -uo pipefail
name=$1 log=$2 status=$3
awk -v name="$name" '
  /COVERED_FUNC: hits:/ {
    split($5, edges, "/"); file = $NF
    if (file ~ /\/Sources\//) ours += edges[1]
    else if (file ~ /freetype/) ft += edges[1]
    else if (file ~ /harfbuzz/) hb += edges[1]
    else rest += edges[1]
  }
  END { printf "make fuzz: %s: its corpus replayed with leak detection covers %d edges: %d in typefit (Sources/), %d in FreeType, %d in HarfBuzz, %d elsewhere\n", name, ours + ft + hb + rest, ours, ft, hb, rest }
' "$log"
if [ "$status" -ne 0 ]; then
  grep -E "^==[0-9]+==ERROR|^SUMMARY|Test unit written" "$log" | head -5
  echo "make fuzz: replaying $name's corpus failed (status $status: a leak or a crash); see $log" >&2
fi
exit "$status"
