#!/usr/bin/env bash
#
# Copyright (c) 2026, the waitkit authors. All rights reserved.
# DO NOT ALTER OR REMOVE COPYRIGHT NOTICES OR THIS FILE HEADER.
#
# This code is free software; you can redistribute it and/or modify it
# under the terms of the GNU General Public License version 2 only, as
# published by the Free Software Foundation.
#
# This code is distributed in the hope that it will be useful, but WITHOUT
# ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or
# FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public License
# version 2 for more details (a copy is included in the LICENSE file that
# accompanied this code).
#

# `make check`: the kit's own checks.
#   1. make test refuses bad input with a clear message, exit status 2, and
#      nothing written, and neither make test nor make compare passes a
#      selection that checks nothing (make/CheckCli.sh);
#   2. TEST=tier1 (library unit tests, the wait suite, the scenarios and the
#      mutants) on the default JDK, or on JDK= if given;
#   3. a smoke run of one JMH benchmark, with its report.
# Ends with one line "check: N passed, N failed, N skipped".

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"

mkdir -p "$ROOT/build"
bash "$ROOT/make/CheckCli.sh" | tee "$ROOT/build/check-cli.txt"
cli_line=$(grep -E '^cli: [0-9]+ passed, [0-9]+ failed' "$ROOT/build/check-cli.txt" | tail -n 1)
cli_pass=$(echo "$cli_line" | sed -n 's/^cli: \([0-9]*\) passed.*/\1/p')
cli_fail=$(echo "$cli_line" | sed -n 's/.* \([0-9]*\) failed.*/\1/p')
# No closing line means the CLI checks themselves broke: count that as a failure.
cli_pass=${cli_pass:-0}
cli_fail=${cli_fail:-1}

TEST=tier1 bash "$ROOT/make/RunTests.sh"
status=$?
count_results "$ROOT/build/test-results/tier1/output.txt" "$status"
failed=$(( cli_fail + R_FAIL + R_ERROR ))
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
    failed=1
fi

# A smoke run of one benchmark: Maven builds test/micro, JMH runs on the JDK
# under test, and the claims report is written.
smoke=micro-PlainWaitCosts_nanoTime
TEST=micro:PlainWaitCosts.nanoTime MICRO="FORK=1;WARMUP_ITER=1;WARMUP_TIME=100ms;ITER=1;TIME=200ms" \
    bash "$ROOT/make/RunTests.sh"
smoke_status=$?
if [ "$smoke_status" -eq 0 ] && [ -s "$ROOT/build/test-results/$smoke/report.html" ]; then
    echo "check: PASS: JMH smoke run and its report ($ROOT/build/test-results/$smoke/report.html)"
    cli_pass=$(( cli_pass + 1 ))
else
    echo "check: FAIL: JMH smoke run (exit $smoke_status, report missing or empty?)"
    failed=$(( failed + 1 ))
fi
echo "check: $(( cli_pass + R_PASS )) passed, $failed failed, $R_SKIP skipped"
[ "$failed" -eq 0 ]
