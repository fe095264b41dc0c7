#!/usr/bin/env bash
# The Action's last step: the job fails as typefit's exit code says (1 a limit or a regression,
# 2 bad input), after the reports were uploaded and the comment posted.
set -euo pipefail
code="${EXIT_CODE:-2}"
case "$code" in
  0) echo "typefit: passed" ;;
  1) echo "::error title=typefit::a limit failed or a regression against the baseline (see the annotations and the job summary)"; exit 1 ;;
  *) echo "::error title=typefit::typefit could not check (exit $code): see the check step's log"; exit "$code" ;;
esac
