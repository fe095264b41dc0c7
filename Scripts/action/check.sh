#!/usr/bin/env bash
# The Action's check: typefit with the Action's inputs (INPUT_*), annotations on the pull
# request, summary.md (and diff.md) appended to the job summary by typefit itself, report.sarif
# for code scanning. Never fails the step: the outputs (failures, regressions, report-dir,
# exit-code) go to $GITHUB_OUTPUT and the last step of the Action fails the job, once the reports
# are uploaded and the comment posted.
set -uo pipefail
out="typefit-reports"
args=(check --guide "${INPUT_GUIDE:-typefit.yml}" --out "$out" --format csv,markdown,junit,html,sqlite,sarif
  --fail-on "${INPUT_FAIL_ON:-error}" --annotations github --annotations-max "${INPUT_ANNOTATIONS_MAX:-10}")
while IFS= read -r line; do
  [ -n "$line" ] && args+=(--strings "$line")
done <<< "${INPUT_STRINGS:-}"
if [ -n "${INPUT_BASELINE:-}" ]; then
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
} >> "$GITHUB_OUTPUT"
rm -f "$log"
exit 0
