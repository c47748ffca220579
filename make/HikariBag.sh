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

# `make hikari-bag [RUNS=1] [BURN=0] [JDK=<jdk 21+>]`: HikariCP issues 2329
# and 2398 as regression tests (examples/hikaricp-bag), run RUNS times against
# two of HikariCP's released jars, with a CPU burner pinned to the last allowed
# CPU when BURN=1 (killed however this script ends):
#   7.1.0, whose returning loops park 10 µs a round on a virtual thread: they
#     cost no more than their 10 µs poll (PASS), the borrower's wait leaves
#     its carrier (PASS), a borrower with nothing free waits its timeout
#     (PASS), the carrier tests skip;
#   7.0.2, the last release that yields there: its loops hold their carriers
#     (CPU_USE, expected: the positive control), the poll tests skip, the
#     borrower's wait leaves its carrier and waits its timeout (PASS).
# A run counts as a false failure when a test fails (a control passed, or was
# detected by another mechanism, or a negative control failed); the summary
# gives both counts and the figures of every verdict line.

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"
# shellcheck source=make/maven.sh
. "$ROOT/make/maven.sh"
# shellcheck source=make/burner.sh
. "$ROOT/make/burner.sh"

RUNS=${RUNS:-1}
BURN=${BURN:-0}
[[ "$RUNS" =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a positive whole number, got '$RUNS'"
[[ "$BURN" =~ ^[01]$ ]] || die "BURN must be 0 or 1, got '$BURN'"
command -v mvn >/dev/null 2>&1 || die "make hikari-bag needs Maven (Debian: apt-get install maven)"
resolve_jdk
[ "${JDK_VERSION%%[.+-]*}" -ge 21 ] 2>/dev/null \
    || die "make hikari-bag needs a JDK 21 or later (virtual threads); JDK=$JDK is $JDK_VERSION"

PROJECT=$ROOT/examples/hikaricp-bag
FIXED=7.1.0
YIELDING=7.0.2
OUT=$ROOT/build/hikari-bag
remove_under_build "$OUT"
mkdir -p "$OUT"

echo "hikari-bag: installing the kit's assertions on JDK $JDK_VERSION"
install_assertions "$OUT/build-output.txt" || die "could not build guard/assertions: see $OUT/build-output.txt"

trap stop_burner EXIT
trap 'exit 130' INT TERM
start_burner hikari-bag

# run_release <version> <run>: mvn test against that release; prints what
# went wrong, nothing when every test gave its expected outcome.
run_release() {
    local version=$1 log=$OUT/run-$2-$1.txt
    (cd "$PROJECT" && JAVA_HOME=$JDK mvn -B clean test -Dhikaricp.version="$version") > "$log" 2>&1
    local status=$? detected passed
    detected=$(grep -c '^DETECTED, as expected: ' "$log")
    passed=$(grep -c '^PASS: ' "$log")
    surefire_counts "$PROJECT"
    grep -E '^(PASS|CPU_USE|INSENSITIVE|ERROR|STARVATION|BUDGET_COLLAPSE): ' "$log" | sed "s/^/$version /" >> "$OUT/verdicts.txt"
    if [ "$status" -ne 0 ]; then
        echo "$version: Maven exit $status: $(grep -m 3 -E '^\[ERROR\] +[A-Za-z]+Test\.' "$log" | tr '\n' ' ') (see $log)"
    elif [ "$version" = "$FIXED" ] && { [ "$detected" -ne 0 ] || [ "$passed" -ne 4 ] || [ "$skipped" -ne 2 ]; }; then
        echo "$version: expected 0 detections, 4 passes, 2 skipped; got $detected, $passed, $skipped (see $log)"
    elif [ "$version" = "$YIELDING" ] && { [ "$detected" -ne 2 ] || [ "$passed" -ne 2 ] || [ "$skipped" -ne 2 ]; }; then
        echo "$version: expected 2 detections by CPU_USE, 2 passes, 2 skipped; got $detected, $passed, $skipped (see $log)"
    fi
}

: > "$OUT/verdicts.txt"
false_runs=0
for run in $(seq 1 "$RUNS"); do
    start=$(date +%s)
    problems=""
    for version in "$FIXED" "$YIELDING"; do
        p=$(run_release "$version" "$run")
        [ -z "$p" ] || problems="$problems $p;"
    done
    secs=$(( $(date +%s) - start ))
    if [ -n "$problems" ]; then
        false_runs=$(( false_runs + 1 ))
        echo "hikari-bag: run $run/$RUNS: FAIL:$problems (${secs} s)"
    else
        echo "hikari-bag: run $run/$RUNS: $FIXED as expected (its loops no costlier than their poll, the borrower off its carrier and waiting its timeout), $YIELDING as expected (its loops hold their carriers: CPU_USE) (${secs} s)"
    fi
done
stop_burner

# The figures: each verdict's measured share against its bound, per release and test kind.
echo
echo "hikari-bag: JDK $JDK_VERSION, $RUNS runs, burner $( [ "$BURN" = 1 ] && echo on || echo off )"
awk '
    { v = $1; kind = ($0 ~ /halfway from a poll/) ? "against-its-poll" : ($0 ~ /a tenth of the way/ ? "on-its-carriers" : "other") }
    match($0, / was [0-9.]+, expected at most [0-9.]+/) {
        split(substr($0, RSTART, RLENGTH), f, " "); sub(/,$/, "", f[2])
        key = v " " $2 " " kind
        n[key]++; if (!(key in lo) || f[2] < lo[key]) lo[key] = f[2]; if (f[2] > hi[key]) hi[key] = f[2]
        if (!(key in blo) || f[6] < blo[key]) blo[key] = f[6]; if (f[6] > bhi[key]) bhi[key] = f[6]
    }
    END { for (k in n) printf "    %-36s %3d verdicts: measured %s-%s, bound %s-%s\n", k, n[k], lo[k], hi[k], blo[k], bhi[k] }
' "$OUT/verdicts.txt" | sort
echo "hikari-bag: runs with a false failure: $false_runs of $RUNS; details in $OUT"
[ "$false_runs" -eq 0 ]
