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

# `make compare BASELINE=<jdk> JDK=<jdk> [TEST=waits] [PATCH=...]`: runs the
# selection on both JDKs (PATCH= applies to JDK only, so BASELINE=JDK with a
# PATCH= compares a JDK with and without the patch), keeps both result
# directories, and prints jtreg's jtdiff of the verdicts and the kit's
# evidence figures side by side, marking what changed.
# Exit status: 0 when the verdicts agree, 1 when a test's verdict or a
# recorded state changed, 2 for bad input, a run that could not start or
# checked nothing (jtreg ran no test, every test was skipped, or the run
# died), or figures that were not compared (EvidenceCompare failed, or a
# thread-state histogram holds no samples; see figures_outcome in
# make/common.sh): two runs of which one proves nothing cannot agree, and a
# comparison that was not made is no agreement.

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"

[ -n "${BASELINE:-}" ] || die "make compare needs BASELINE=<path to a JDK>, the JDK to compare JDK= against"
[ -n "${JDK:-}" ] || die "make compare needs JDK=<path to a JDK>, the candidate to compare with BASELINE=$BASELINE"
CANDIDATE_IN=$JDK
JDK=$BASELINE JDK_LABEL=BASELINE
resolve_jdk
BASE_JDK=$JDK BASE_VERSION=$JDK_VERSION
JDK=$CANDIDATE_IN JDK_LABEL=JDK
resolve_jdk
CAND_JDK=$JDK CAND_VERSION=$JDK_VERSION
if [ "$BASE_JDK" = "$CAND_JDK" ] && [ -z "${PATCH:-}" ]; then
    die "BASELINE and JDK are the same JDK ($CAND_JDK): compare two JDKs, or give PATCH= to compare one with and without a patch"
fi
resolve_jtreg
build_tools || die "cannot build the kit's tools in make/src"

read -r -a SELECTORS <<< "${TEST:-waits}"
resolved=$("$JDK/bin/java" -cp "$ROOT/build/tools" Selectors "$ROOT" "${SELECTORS[@]}" 2>&1) || die "$resolved"
NAMES=()
while IFS=$'\t' read -r kind _ name; do
    [ "$kind" = jtreg ] || die "make compare compares jtreg runs; run micro: selectors with make test on each JDK"
    NAMES+=("$name")
done <<< "$resolved"
OUT="$ROOT/build/test-results/compare-$(IFS=_; echo "${NAMES[*]}")"
remove_under_build "$OUT"
mkdir -p "$OUT"

# run_side <side> <jdk> <patch>: make test into $OUT/<side>; dies on bad input
# and when a selector's run checked nothing.
run_side() {
    local side=$1 jdk=$2 patch=$3 status i reason
    echo "compare: running TEST=\"${TEST:-waits}\" on $side $jdk${patch:+ with PATCH=$patch}"
    WAITKIT_RESULTS="$OUT/$side" JDK="$jdk" PATCH="$patch" TEST="${TEST:-waits}" \
        bash "$ROOT/make/RunTests.sh" > "$OUT/$side.txt" 2>&1
    status=$?
    sed -n '/^Test summary/,$p' "$OUT/$side.txt" | sed '/^$/d; /^=*$/d'
    [ "$status" -ne 2 ] || die "the $side run did not start: see $OUT/$side.txt"
    for i in "${!NAMES[@]}"; do
        count_results "$OUT/$side/${NAMES[$i]}/output.txt" "$status"
        reason=$R_EMPTY
        [ -z "$reason" ] || die "the $side run ($jdk${patch:+ with PATCH=$patch}) produced no results for" \
            "'${SELECTORS[$i]}': $reason; there is nothing to compare (see $OUT/$side.txt)"
    done
}
run_side baseline "$BASE_JDK" ""
run_side candidate "$CAND_JDK" "${PATCH:-}"

base_name="base $BASE_VERSION"
cand_name="cand $CAND_VERSION${PATCH:+ +PATCH}"
changed=0
not_compared=()
for name in "${NAMES[@]}"; do
    echo
    echo "=== $name: verdicts (jtdiff; rows only where the two runs differ) ==="
    "$JTREG_JAVA" -cp "$JT_HOME/lib/jtreg.jar" com.sun.javatest.diff.Main \
        "$OUT/baseline/$name/work" "$OUT/candidate/$name/work" | tee "$OUT/$name-jtdiff.txt"
    # A test that ran on both sides with another result; "---" means not run.
    if awk '$NF ~ /^test\// && $1 != "---" && $2 != "---" && $1 != $2 { found = 1 } END { exit !found }' \
            "$OUT/$name-jtdiff.txt"; then
        changed=1
    fi
    echo
    echo "=== $name: measured figures (kit evidence) ==="
    "$JDK/bin/java" -cp "$ROOT/build/tools" EvidenceCompare "$OUT/baseline/$name/evidence.jsonl" \
        "$OUT/candidate/$name/evidence.jsonl" "$base_name" "$cand_name" 2>&1 | tee "$OUT/$name-figures.txt"
    status=${PIPESTATUS[0]}
    reason=$(figures_outcome "$status" "$OUT/$name-figures.txt")
    case $? in
        1) changed=1 ;;
        2) not_compared+=("$name: $reason;") ;;
    esac
done
echo
echo "compare: results kept in $OUT/baseline and $OUT/candidate; tables in $OUT/*-jtdiff.txt, $OUT/*-figures.txt"
if [ "${#not_compared[@]}" -gt 0 ]; then
    [ "$changed" -eq 0 ] || not_compared+=("besides, a verdict or a state changed (see the tables above)")
    die "the two runs cannot be said to agree, as their figures were not compared:" "${not_compared[@]}"
fi
exit "$changed"
