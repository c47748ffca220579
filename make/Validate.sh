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

# `make validate`: runs TEST (default waits) RUNS times (default 20) on JDK,
# with a CPU burner pinned to the last allowed CPU when BURN=1 (the default),
# and prints for each test the runs that judged it, those it failed and the
# 95 % upper bound of its failure rate per run (make/src/FailureRates.java),
# and how long the runs took.
# The burner is killed however this script ends.

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"
# shellcheck source=make/burner.sh
. "$ROOT/make/burner.sh"

RUNS=${RUNS:-20}
BURN=${BURN:-1}
SELECTOR=${TEST:-waits}
[[ "$RUNS" =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a positive whole number, got '$RUNS'"
[[ "$BURN" =~ ^[01]$ ]] || die "BURN must be 0 or 1, got '$BURN'"
[[ "$SELECTOR" != *" "* ]] || die "make validate takes one selector, got '$SELECTOR'"
resolve_jdk
build_tools || die "cannot build the kit's tools in make/src"
resolved=$("$JDK/bin/java" -cp "$ROOT/build/tools" Selectors "$ROOT" "$SELECTOR" 2>&1) || die "$resolved"
IFS=$'\t' read -r SELECTOR_KIND _ SELECTOR_NAME <<< "$resolved"
[ "$SELECTOR_KIND" = jtreg ] || die "make validate repeats jtreg tests; JMH repeats benchmarks itself (MICRO=\"FORK=n\")"

OUT="$ROOT/build/validate/$SELECTOR_NAME"
remove_under_build "$OUT"
mkdir -p "$OUT"

trap stop_burner EXIT
trap 'exit 130' INT TERM
start_burner validate

: > "$OUT/failures.txt"
: > "$OUT/seconds.txt"
: > "$OUT/test-seconds.txt"
: > "$OUT/evidence-all.jsonl"
: > "$OUT/outcomes.txt"
failed_runs=0
for run in $(seq 1 "$RUNS"); do
    start=$(date +%s)
    TEST=$SELECTOR bash "$ROOT/make/RunTests.sh" > "$OUT/run-$run.txt" 2>&1
    status=$?
    secs=$(( $(date +%s) - start ))
    echo "$secs" >> "$OUT/seconds.txt"
    summary="$ROOT/build/test-results/$SELECTOR_NAME/report/text/summary.txt"
    bad=$(grep -v -E ' (Passed|Not run)\.' "$summary" 2>/dev/null | awk '{print $1}')
    if [ "$status" -ne 0 ]; then
        failed_runs=$((failed_runs + 1))
        [ -n "$bad" ] || bad="(run-$run: make test exited $status, see $OUT/run-$run.txt)"
        cp -r "$ROOT/build/test-results/$SELECTOR_NAME" "$OUT/failed-run-$run"
    fi
    [ -z "$bad" ] || echo "$bad" >> "$OUT/failures.txt"
    # Each test's outcome in this run, for its failure rate: a test skipped
    # or not run was not judged.
    awk -v run="$run" '{ test = $1; $1 = ""; sub(/^ +/, "")
            outcome = /^Passed\. Skipped/ || /^Not run/ ? "skipped" : /^Passed\./ ? "passed" : "failed"
            print run "\t" test "\t" outcome }' "$summary" >> "$OUT/outcomes.txt" 2>/dev/null
    cat "$ROOT/build/test-results/$SELECTOR_NAME/evidence.jsonl" >> "$OUT/evidence-all.jsonl" 2>/dev/null
    # Each test's time to a verdict: jtreg's "elapsed=<ms>" in its .jtr file,
    # and of that the time of its @run actions (the sections main, driver,
    # testng, junit, shell), without the builds: the first test of a run also
    # compiles the library.
    find "$ROOT/build/test-results/$SELECTOR_NAME/work" -name '*.jtr' -print0 2>/dev/null \
        | xargs -0 -r awk -v prefix="$ROOT/build/test-results/$SELECTOR_NAME/work/" '
            FNR == 1 { if (name != "") print name, total, int(run + 0.5); name = FILENAME; sub("^" prefix, "", name);
                       sub(/\.jtr$/, "", name); total = ""; run = 0; inrun = 0 }
            /^elapsed=/ && total == "" { split($0, e, /[= ]/); total = e[2] }
            /^#section:/ { inrun = ($0 ~ /^#section:(main|driver|testng|junit|shell)$/) }
            inrun && /^elapsed time \(seconds\): / { run += $4 * 1000 }
            END { if (name != "") print name, total, int(run + 0.5) }' >> "$OUT/test-seconds.txt"
    line=$(grep -E '^Test results: ' "$OUT/run-$run.txt" | tail -n 1)
    echo "validate: run $run/$RUNS: ${line:-no jtreg results} (${secs} s)"
done
stop_burner

median=$(sort -n "$OUT/seconds.txt" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
echo
echo "validate: $SELECTOR on JDK $JDK_VERSION, $RUNS runs, burner $( [ "$BURN" = 1 ] && echo on || echo off )"
echo "validate: runs with a failure: $failed_runs of $RUNS; median run time ${median} s"
if [ -s "$OUT/test-seconds.txt" ]; then
    echo "validate: time to a verdict per test, median of $RUNS runs (ms): in all, and of that its @run actions"
    sort -k1,1 -k2,2n "$OUT/test-seconds.txt" | awk '
        { t[$1] = t[$1] " " $2; n[$1]++ }
        END { for (k in t) { split(substr(t[k], 2), a, " "); print k, a[int((n[k] + 1) / 2)] } }' | sort > "$OUT/.total"
    sort -k1,1 -k3,3n "$OUT/test-seconds.txt" | awk '
        { t[$1] = t[$1] " " $3; n[$1]++ }
        END { for (k in t) { split(substr(t[k], 2), a, " "); print k, a[int((n[k] + 1) / 2)] } }' | sort > "$OUT/.run"
    join "$OUT/.total" "$OUT/.run" | awk '{ printf "    %8d %8d  %s\n", $2, $3, $1 }'
    rm -f "$OUT/.total" "$OUT/.run"
fi
if [ -s "$OUT/outcomes.txt" ] && build_tools; then
    "$JDK/bin/java" -cp "$ROOT/build/tools" FailureRates "$OUT/outcomes.txt" | tee "$OUT/failure-rates.txt"
fi
if [ -s "$OUT/failures.txt" ]; then
    echo "validate: failures per test:"
    sort "$OUT/failures.txt" | uniq -c | sort -rn | sed 's/^/    /'
fi
if grep -q '"loop"' "$OUT/evidence-all.jsonl" && build_tools; then
    "$JDK/bin/java" -cp "$ROOT/build/tools" EvidenceTable --kill-rates "$OUT/evidence-all.jsonl"
fi
echo "validate: details in $OUT"
[ "$failed_runs" -eq 0 ]
