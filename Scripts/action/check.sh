#!/usr/bin/env bash
# The Action's check: typefit with the Action's inputs (INPUT_*), annotations on the pull
# request, summary.md (and diff.md) appended to the job summary by typefit itself, report.sarif
# for code scanning. With INPUT_SHARD (K/N) one part of a job matrix, its report.sqlite only;
# with INPUT_MERGE (the parts' folders) `typefit merge` of them, in place of the check. Never fails the step: the outputs (failures, regressions, report-dir,
# exit-code) go to $GITHUB_OUTPUT and the last step of the Action fails the job, once the reports
# are uploaded and the comment posted.
set -uo pipefail
out="typefit-reports"
suffix=""
args=(check)
if [ -n "${INPUT_SHARD:-}" ]; then
  # One part of a job matrix (K/N): only its report.sqlite matters, for the merge job; the merge
  # annotates, summarizes and decides.
  suffix="-part-${INPUT_SHARD%%/*}"
  out="typefit-part${suffix#-part}"
  args+=(--shard "$INPUT_SHARD")
elif [ -n "${INPUT_MERGE:-}" ]; then
  # The parts' folders (downloaded artifacts), one per line, each a folder or a glob.
  args=(merge)
  while IFS= read -r line; do
    [ -z "$line" ] && continue
    # shellcheck disable=SC2206 # the line is a glob, expanded here on purpose
    matched=($line)
    args+=("${matched[@]}")
  done <<< "$INPUT_MERGE"
fi
args+=(--guide "${INPUT_GUIDE:-typefit.yml}" --out "$out")
if [ -n "${INPUT_SHARD:-}" ]; then
  args+=(--format sqlite --fail-on never -q)
else
  args+=(--format csv,markdown,junit,html,sqlite,sarif --fail-on "${INPUT_FAIL_ON:-error}" --annotations github
    --annotations-max "${INPUT_ANNOTATIONS_MAX:-10}")
fi
while IFS= read -r line; do
  [ -n "$line" ] && args+=(--strings "$line")
done <<< "${INPUT_STRINGS:-}"
if [ -n "${INPUT_BASELINE:-}" ] && [ -z "${INPUT_SHARD:-}" ]; then
  args+=(--baseline "$INPUT_BASELINE" --tolerance "${INPUT_TOLERANCE:-0.5pt}")
fi
log="${RUNNER_TEMP:-/tmp}/typefit-check-$$.out"
"${TYPEFIT:-typefit}" "${args[@]}" | tee "$log"
status=${PIPESTATUS[0]}
failures=$(sed -n 's/^typefit check: .*: \([0-9]*\) failed,.*/\1/p' "$log" | head -1)
regressions=$(sed -n 's/^typefit diff: \([0-9]*\) regressions.*/\1/p' "$log" | head -1)
{
  echo "failures=${failures:-0}"
  echo "regressions=${regressions:-0}"
  echo "report-dir=$out"
  echo "exit-code=$status"
  echo "artifact-suffix=$suffix"
} >> "$GITHUB_OUTPUT"
rm -f "$log"
exit 0
