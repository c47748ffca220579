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

# `make test TEST=micro:<regex>`: the JMH benchmarks of test/micro, built
# with Maven, and their claims report. Sourced after make/common.sh by
# make/RunTests.sh; uses its die, remove_under_build, JDK, JDK_VERSION and
# RESULTS.

# Reads MICRO="FORK=n;ITER=n;TIME=..;WARMUP_ITER=n;WARMUP_TIME=..;VM_OPTIONS=..;
# OPTIONS=..;PROFILE=quick|full" (OpenJDK's keys, plus PROFILE) into MICRO_ARGS,
# JMH command-line options. PROFILE=quick is one fork, one short warm-up and
# two short measurements per benchmark: every family in a few minutes, for a
# look, not for numbers. Keys given after PROFILE override it.
parse_micro_spec() {
    local spec=$1 part key value parts extra
    local valid="FORK, ITER, TIME, WARMUP_ITER, WARMUP_TIME, VM_OPTIONS, OPTIONS, PROFILE"
    MICRO_ARGS=()
    [ -n "$spec" ] || return 0
    IFS=';' read -r -a parts <<< "$spec"
    for part in "${parts[@]}"; do
        [ -n "${part// /}" ] || continue
        [[ "$part" == *=* ]] || die "malformed MICRO entry '$part' in MICRO=\"$spec\": expected KEY=value, KEY one of $valid"
        key=${part%%=*}
        key=${key// /}
        value=${part#*=}
        case "$key" in
            FORK|ITER|WARMUP_ITER)
                [[ "$value" =~ ^[0-9]+$ ]] || die "MICRO: $key must be a whole number, got '$value'"
                case "$key" in
                    FORK) MICRO_ARGS+=(-f "$value") ;;
                    ITER) MICRO_ARGS+=(-i "$value") ;;
                    WARMUP_ITER) MICRO_ARGS+=(-wi "$value") ;;
                esac ;;
            TIME|WARMUP_TIME)
                [[ "$value" =~ ^[0-9]+(ms|s|us)?$ ]] || die "MICRO: $key must be a time such as 500ms or 2s, got '$value'"
                [ "$key" = TIME ] && MICRO_ARGS+=(-r "$value") || MICRO_ARGS+=(-w "$value") ;;
            VM_OPTIONS) MICRO_ARGS+=(-jvmArgsAppend "$value") ;;
            OPTIONS) read -r -a extra <<< "$value"; MICRO_ARGS+=("${extra[@]}") ;;
            PROFILE)
                case "$value" in
                    quick) MICRO_ARGS+=(-f 1 -wi 1 -w 200ms -i 2 -r 300ms) ;;
                    full) ;;
                    *) die "MICRO: PROFILE must be quick or full, got '$value'" ;;
                esac ;;
            *) die "unknown MICRO key '$key' in MICRO=\"$spec\"; valid keys: $valid" ;;
        esac
    done
}

# Builds test/micro/target/benchmarks.jar with Maven when it is missing or
# older than the benchmarks, the report or the kit's library.
build_micro() {
    local micro=$ROOT/test/micro jar=$ROOT/test/micro/target/benchmarks.jar newer
    command -v mvn >/dev/null 2>&1 || die "micro: needs Maven to build test/micro (Debian: apt-get install maven)"
    if [ -f "$jar" ]; then
        newer=$(find "$ROOT/pom.xml" "$micro/pom.xml" "$micro/src" "$ROOT/lib/pom.xml" "$ROOT/lib/waitkit" \
            -newer "$jar" -type f | head -n 1)
        [ -n "$newer" ] || return 0
    fi
    echo "micro: building $jar with Maven (artifacts from Maven Central)"
    mvn -q -B -f "$ROOT/pom.xml" -pl test/micro -am clean package \
        || die "micro: the Maven build of test/micro failed"
}

# run_micro <results dir> <regex>: runs the matching benchmarks on $JDK with
# MICRO_ARGS, writes jmh-result.json, output.txt and the claims report, and
# sets R_* like count_results: a benchmark with a score passes, one that
# failed is a FAIL, no match at all is an ERROR.
run_micro() {
    local dir=$1 regex=$2 jar=$ROOT/test/micro/target/benchmarks.jar status
    remove_under_build "$dir"
    mkdir -p "$dir"
    echo "Running benchmarks matching '$regex' on JDK $JDK_VERSION ($JDK) with JMH ${MICRO:+(MICRO=$MICRO)}"
    set +e
    "$JDK/bin/java" -jar "$jar" "$regex" "${MICRO_ARGS[@]}" -foe false -rf json -rff "$dir/jmh-result.json" 2>&1 \
        | tee "$dir/output.txt"
    status=${PIPESTATUS[0]}
    set -e
    R_PASS=0; R_FAIL=0; R_ERROR=0; R_SKIP=0
    if [ -s "$dir/jmh-result.json" ]; then
        R_PASS=$(grep -c '"benchmark"' "$dir/jmh-result.json" || true)
        # The wait suite's figures for the same claims, when a run of it is here;
        # the report keeps only lines measured on this JDK.
        local suite="" candidate
        for candidate in "$RESULTS/waits/evidence.jsonl" "$RESULTS/tier1/evidence.jsonl"; do
            if [ -s "$candidate" ]; then suite=$candidate; break; fi
        done
        "$JDK/bin/java" -cp "$jar" waitkit.micro.report.ClaimsReport "$dir/jmh-result.json" "$dir" $suite \
            || echo "waitkit: warning: could not write the claims report in $dir" >&2
    fi
    R_FAIL=$(grep -c '^<failure>' "$dir/output.txt" || true)
    if [ "$R_PASS" -eq 0 ] && [ "$R_FAIL" -eq 0 ]; then
        R_ERROR=1
        grep -q 'No matching benchmarks' "$dir/output.txt" && echo "micro: no benchmark matches '$regex'"
    elif [ "$status" -ne 0 ] && [ "$R_FAIL" -eq 0 ]; then
        R_ERROR=1
    fi
    R_TOTAL=$(( R_PASS + R_FAIL + R_ERROR ))
}
