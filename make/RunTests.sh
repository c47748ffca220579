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

# `make test`: resolves the JDK under test and jtreg, checks every input
# before anything is written, runs jtreg once per selector, gathers the
# evidence the tests wrote, and prints OpenJDK's "Test summary".
#
# Inputs (environment): TEST, JDK, JTREG, MICRO, BOUND_FACTOR, WAIT, CP, PATCH,
# JT_HOME, JTREG_JAVA.
# Exit status: 0 when every selected test passed, 1 when a test failed or a
# selector checked nothing (every test skipped or not run), 2 for bad input or
# a missing tool.

set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"
# shellcheck source=make/micro.sh
. "$ROOT/make/micro.sh"

resolve_jdk
resolve_jtreg

# --- JTREG="KEY=value;..." -------------------------------------------------
JOBS=""
TIMEOUT_FACTOR=1
VM_OPTIONS=""
JAVA_OPTIONS=""
OPTIONS=""
parse_jtreg_spec "${JTREG:-}"
# Without JOBS= or keywords of the user's, the tests run in two passes: those
# without the timing keyword (TEST.ROOT), which measure no time, as many at a
# time as there are CPUs; then the timing tests one at a time.
PASSES=(untimed timed)
if [ -n "$JOBS" ] || [[ " $OPTIONS " == *" -k"* ]]; then
    PASSES=(all)
fi
JOBS=${JOBS:-1}

# make compare puts each JDK's results in a directory of its own, under build/
# like every directory the kit writes.
RESULTS=$(under_build "${WAITKIT_RESULTS:-$ROOT/build/test-results}") || exit 2

# The tests' own rule (waitkit.Bounds), maximum and reason included; the
# factor it prints is what the tests are given.
if [ -n "${BOUND_FACTOR:-}" ]; then
    build_tools || die "cannot build the kit's tools in make/src"
    factor_errors=$(mktemp)
    factor=$("$JDK/bin/java" -cp "$ROOT/build/tools" BoundFactorCheck "$BOUND_FACTOR" 2>"$factor_errors") \
        || die "$(cat "$factor_errors")"
    rm -f "$factor_errors"
    JAVA_OPTIONS="$JAVA_OPTIONS -Dwaitkit.bound.factor=$factor"
fi

# --- WAIT= and CP=: a user's wait run through the scenarios ------------------------
USER_CP=""
if [ -n "${CP:-}" ]; then
    [ -n "${WAIT:-}" ] || die "CP= is the class path of a WAIT=class:<name>; it means nothing without WAIT="
    IFS=':' read -r -a cp_parts <<< "$CP"
    for part in "${cp_parts[@]}"; do
        [ -e "$part" ] || die "CP=$CP: $part does not exist"
        USER_CP="$USER_CP${USER_CP:+:}$(cd "$(dirname "$part")" && pwd -P)/$(basename "$part")"
    done
fi
if [ -n "${WAIT:-}" ]; then
    [[ "$WAIT$USER_CP" != *[[:space:]]* ]] || die "WAIT= and CP= cannot contain spaces"
    build_tools || die "cannot build the kit's tools in make/src"
    wait_check=$("$JDK/bin/java" -cp "$ROOT/build/tools${USER_CP:+:$USER_CP}" WaitCheck "$WAIT" 2>&1) || die "$wait_check"
    echo "waitkit: $wait_check"
    JAVA_OPTIONS="$JAVA_OPTIONS -Dwaitkit.user.wait=$WAIT"
    [ -z "$USER_CP" ] || JAVA_OPTIONS="$JAVA_OPTIONS -Dwaitkit.user.cp=$USER_CP"
fi

# --- PATCH=: classes patched into the JDK under test ---------------------------------
PATCH_LINES=""
if [ -n "${PATCH:-}" ]; then
    [[ "$PATCH" != *[[:space:]]* ]] || die "PATCH= cannot contain spaces"
    build_tools || die "cannot build the kit's tools in make/src"
    PATCH_LINES=$("$JDK/bin/java" -cp "$ROOT/build/tools" PatchCheck "$PATCH" 2>&1) || die "$PATCH_LINES"
    # One token per module, so that jtreg hands it on whole to the tests' JVMs
    # and, through test.java.opts, to every child JVM the library starts.
    while read -r line; do
        JAVA_OPTIONS="$JAVA_OPTIONS --patch-module=${line%% (*}"
        echo "waitkit: PATCH in force: $line"
    done <<< "$PATCH_LINES"
    # Every evidence line, also those of child JVMs, records the patch.
    JAVA_OPTIONS="$JAVA_OPTIONS -Dwaitkit.user.patch=$PATCH"
fi

# --- selectors ---------------------------------------------------------------
read -r -a SELECTORS <<< "${TEST:-tier1}"
[ "${#SELECTORS[@]}" -gt 0 ] || SELECTORS=(tier1)
TARGETS=()
NAMES=()
KINDS=()
for sel in "${SELECTORS[@]}"; do
    resolve_selector "$sel"
    TARGETS+=("$SELECTOR_TARGET")
    NAMES+=("$SELECTOR_NAME")
    KINDS+=("$SELECTOR_KIND")
done
if [[ " ${KINDS[*]} " == *" micro "* ]]; then
    parse_micro_spec "${MICRO:-}"
    build_micro
elif [ -n "${MICRO:-}" ]; then
    die "MICRO= sets JMH options for micro: selectors, and TEST=\"${TEST:-tier1}\" has none"
fi

# --- run ---------------------------------------------------------------------
mkdir -p "$RESULTS"

# The kit's tools read jtreg's results and tabulate the evidence; their
# build (make/src with the library, into build/tools) is also the one
# compilation of the library a run needs. jtreg compiles by itself, into its work directory, the
# classes of TEST.ROOT's requires.extraPropDefns (extraPropDefns/classes) and
# a test's @library: once per worker of a pass at several tests at a time
# (classes/<n>/lib) and once more for a pass at one test at a time
# (classes/lib), each a cold javac, four in all for the two passes. Copies of
# build/tools' classes in those directories are newer than their sources, so
# jtreg takes them as up to date and compiles only the tests. A jtreg that
# lays out its work directory otherwise compiles them itself, as before:
# slower, never stale.
#
# The build is a background job, javac itself, so that a run stopped before
# it is over stops it. The JDK's sources are fetched after it: TestGroups, one
# of the tools, tells which tests a group holds.
TOOLS_JOB=""
if ! tools_up_to_date; then
    tools_javac > "$RESULTS/tools-build.txt" 2>&1 &
    TOOLS_JOB=$!
fi
trap '[ -z "$TOOLS_JOB" ] || kill "$TOOLS_JOB" 2>/dev/null || true' EXIT
trap 'exit 143' TERM
trap 'exit 130' INT
if [ -n "$TOOLS_JOB" ]; then
    if ! wait "$TOOLS_JOB"; then
        TOOLS_JOB=""
        die "the kit's tools (make/src, with the library) did not compile: see $RESULTS/tools-build.txt"
    fi
    tools_stamp
    TOOLS_JOB=""
fi
JTREG_TARGETS=()
for i in "${!TARGETS[@]}"; do
    [ "${KINDS[$i]}" != jtreg ] || JTREG_TARGETS+=("${TARGETS[$i]}")
done
if needs_jdk_sources "${JTREG_TARGETS[@]}"; then
    ensure_jdk_sources
    [ -z "$JDK_SOURCES" ] || JAVA_OPTIONS="$JAVA_OPTIONS -Dwaitkit.jdk.sources=$JDK_SOURCES"
fi
seed_library_classes() {
    local work=$1 jobs=$2 n target
    local targets=("$work/classes/lib")
    if [ "$jobs" -gt 1 ]; then
        targets=()
        for (( n = 0; n < jobs; n++ )); do targets+=("$work/classes/$n/lib"); done
    fi
    for target in "${targets[@]}"; do
        mkdir -p "$target"
        cp -pR "$ROOT/build/tools/waitkit" "$ROOT/build/tools/jtreg" "$target/"
    done
    if [ ! -d "$work/extraPropDefns" ]; then
        mkdir -p "$work/extraPropDefns/classes"
        cp -pR "$ROOT/build/tools/waitkit" "$ROOT/build/tools/requires" "$work/extraPropDefns/classes/"
    fi
}
declare -a ROW_TOTAL ROW_PASS ROW_FAIL ROW_ERROR ROW_SKIP ROW_EMPTY
overall=0
for i in "${!TARGETS[@]}"; do
    name=${NAMES[$i]}
    dir="$RESULTS/$name"
    if [ "${KINDS[$i]}" = micro ]; then
        run_micro "$dir" "${TARGETS[$i]}"
        ROW_TOTAL[$i]=$R_TOTAL; ROW_PASS[$i]=$R_PASS; ROW_FAIL[$i]=$R_FAIL; ROW_ERROR[$i]=$R_ERROR; ROW_SKIP[$i]=$R_SKIP
        ROW_EMPTY[$i]=""
        if [ "$R_FAIL" -ne 0 ] || [ "$R_ERROR" -ne 0 ]; then
            overall=1
        fi
        echo "Results: $dir (JMH: jmh-result.json; report: $dir/report.html, $dir/report.md)"
        continue
    fi
    remove_under_build "$dir"
    mkdir -p "$dir/work" "$dir/report"
    args=(-jdk:"$JDK" -dir:"$ROOT" -w:"$dir/work" -timeoutFactor:"$TIMEOUT_FACTOR" -retain:all -verbose:summary -automatic)
    for o in $VM_OPTIONS; do args+=(-vmoption:"$o"); done
    for o in $JAVA_OPTIONS; do args+=(-javaoption:"$o"); done
    # shellcheck disable=SC2206
    [ -z "$OPTIONS" ] || args+=($OPTIONS)
    echo "Running test '${SELECTORS[$i]}' on JDK $JDK_VERSION ($JDK) with jtreg $JTREG_VERSION"
    : > "$dir/output.txt"
    jtreg_status=0
    for pass in "${PASSES[@]}"; do
        case "$pass" in
            untimed) pass_jobs=$(nproc); pass_args=(-k:'!timing' -noreport) ;;
            # The report covers both passes: every test run in this work directory.
            timed) pass_jobs=1; pass_args=(-k:timing -report:all-executed -r:"$dir/report") ;;
            all) pass_jobs=$JOBS; pass_args=(-r:"$dir/report") ;;
        esac
        pass_args+=(-conc:"$pass_jobs")
        seed_library_classes "$dir/work" "$pass_jobs"
        [ "$pass" = all ] || echo "Pass: the tests $( [ "$pass" = timed ] && echo "with" || echo "without" ) the timing keyword" \
            | tee -a "$dir/output.txt"
        set +e
        "$JTREG_JAVA" -jar "$JT_HOME/lib/jtreg.jar" "${args[@]}" "${pass_args[@]}" "${TARGETS[$i]}" 2>&1 \
            | tee "$dir/output-$pass.txt" | tee -a "$dir/output.txt"
        status=${PIPESTATUS[0]}
        set -e
        # A pass that selects nothing exits 1 and says so; the other pass may not.
        if ! grep -qx 'Test results: no tests selected' "$dir/output-$pass.txt" && [ "$status" -ne 0 ]; then
            jtreg_status=$status
        fi
    done
    if [ "${#PASSES[@]}" -gt 1 ]; then
        { echo "Both passes:"; jtreg_results combined "$dir"/output-*.txt || true; } | tee -a "$dir/output.txt"
    fi
    collect_evidence "$dir"
    count_results "$dir/output.txt" "$jtreg_status"
    ROW_TOTAL[$i]=$R_TOTAL; ROW_PASS[$i]=$R_PASS; ROW_FAIL[$i]=$R_FAIL; ROW_ERROR[$i]=$R_ERROR; ROW_SKIP[$i]=$R_SKIP
    ROW_EMPTY[$i]=$R_EMPTY
    if [ "$R_FAIL" -ne 0 ] || [ "$R_ERROR" -ne 0 ] || [ -n "${ROW_EMPTY[$i]}" ]; then
        overall=1
    fi
    if [ "$R_FAIL" -ne 0 ] || [ "$R_ERROR" -ne 0 ]; then
        echo "Failed, and why:"
        jtreg_results reasons "$dir" failed || true
    fi
    skipped_reasons=$(jtreg_results reasons "$dir" skipped || true)
    if [ -n "$skipped_reasons" ]; then
        echo "Not run, and why:"
        echo "$skipped_reasons"
    fi
    echo "Results: $dir (report: $dir/report/html/report.html)"
done

# --- summary -------------------------------------------------------------------
if [ -n "${WAIT:-}" ]; then
    echo
    echo "Scenario verdicts for WAIT=$WAIT (negative controls replaced by it, positive controls skipped):"
    for i in "${!TARGETS[@]}"; do
        evidence="$RESULTS/${NAMES[$i]}/evidence.jsonl"
        if [ -s "$evidence" ]; then
            "$JDK/bin/java" -cp "$ROOT/build/tools" EvidenceTable --scenarios "$evidence"
        fi
    done
fi

for i in "${!TARGETS[@]}"; do
    evidence="$RESULTS/${NAMES[$i]}/evidence.jsonl"
    if [ -s "$evidence" ] && grep -q '"loop"' "$evidence"; then
        echo
        "$JDK/bin/java" -cp "$ROOT/build/tools" EvidenceTable --mutants "$evidence"
    fi
done

echo
echo "=============================="
echo "Test summary"
echo "=============================="
width=40
for sel in "${SELECTORS[@]}"; do
    [ $(( ${#sel} + 6 )) -le "$width" ] || width=$(( ${#sel} + 6 ))
done
if [ -n "$PATCH_LINES" ]; then
    while read -r line; do
        echo "   PATCH in force: $line"
    done <<< "$PATCH_LINES"
fi
printf '   %-*s %5s %5s %5s %5s %5s\n' "$width" TEST TOTAL PASS FAIL ERROR SKIP
for i in "${!TARGETS[@]}"; do
    mark_l="  "; mark_r=""
    if [ "${ROW_FAIL[$i]}" -ne 0 ] || [ "${ROW_ERROR[$i]}" -ne 0 ] || [ -n "${ROW_EMPTY[$i]}" ]; then
        mark_l=">>"; mark_r=" <<"
    fi
    label="jtreg:${SELECTORS[$i]#jtreg:}"
    [ "${KINDS[$i]}" = jtreg ] || label=${SELECTORS[$i]}
    printf '%s %-*s %5d %5d %5d %5d %5d%s\n' "$mark_l" "$width" "$label" \
        "${ROW_TOTAL[$i]}" "${ROW_PASS[$i]}" "${ROW_FAIL[$i]}" "${ROW_ERROR[$i]}" "${ROW_SKIP[$i]}" "$mark_r"
    if [ -n "${ROW_EMPTY[$i]}" ]; then
        echo "   (nothing was checked for this selector: ${ROW_EMPTY[$i]}; a selector that checks nothing fails)"
    fi
done
echo "=============================="
if [ "$overall" -eq 0 ]; then
    echo "TEST SUCCESS"
else
    echo "TEST FAILURE"
fi
echo
exit "$overall"
