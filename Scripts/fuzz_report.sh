#!/usr/bin/env bash
# Says what one libFuzzer run of `make fuzz` reached and fails it when the target was not
# instrumented (fewer than MIN_EDGES at start) or libFuzzer stopped on a crash, leak, timeout or
# the RSS limit (its exit status).
#
# Usage: Scripts/fuzz_report.sh NAME LOG MIN_EDGES STATUS
set -uo pipefail
name=$1 log=$2 minimum=$3 status=$4
start=$(sed -n 's/.*INITED cov: \([0-9]*\) ft: \([0-9]*\).*/\1 edges, \2 features/p' "$log" | head -1)
end=$(sed -n 's/.*DONE *cov: \([0-9]*\) ft: \([0-9]*\) corp: \([0-9]*\)\/\([^ ]*\).*/\1 edges, \2 features, corpus \3 inputs (\4)/p' "$log" | tail -1)
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log")
echo "make fuzz: $name: at start ${start:-nothing}; at the end ${end:-nothing}; ${runs:-0} inputs, ${speed:-0}/s, peak RSS ${rss:-?} MB"
grep -E "^==[0-9]+==ERROR|^SUMMARY|Test unit written|ERROR: libFuzzer" "$log" | head -5
edges=${start%% *}
if [ -z "$edges" ] || [ "$edges" -lt "$minimum" ]; then
  echo "make fuzz: $name is not instrumented (${edges:-no} edges at start; expected over $minimum); see $log" >&2
  exit 1
fi
if [ "$status" -ne 0 ]; then
  echo "make fuzz: $name stopped with status $status; the input is in .build-fuzz/artifacts/, the log in $log" >&2
fi
exit "$status"
