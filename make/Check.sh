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
#   1. make test and make guard refuse bad input with a clear message, exit
#      status 2, and nothing written, neither make test nor make compare
#      passes a selection that checks nothing, and make guard runs the
#      guard's PIT on projects that configure PIT themselves or get JUnit 5
#      through another dependency (make/CheckCli.sh);
#   2. TEST="tier1 tier2" (library unit tests, the wait suite, the scenarios
#      and the mutants; then the latency tests under other VM flags and the
#      catalogue's other waits through the scenarios) on the default
#      JDK, or on JDK= if given;
#   3. a smoke run of one JMH benchmark, with its report;
#   4. the wait mutators for PIT and the assertions for a library's tests:
#      their builds, unit tests and installs (make/PitPlugin.sh,
#      make/Assertions.sh);
#   5. the guard on the example (examples/wait-loops): the deadline poll's
#      wait mutants must survive its plain tests, the gap the example exists
#      to show, and every wait mutant must die of its asserting tests, each by
#      the assertion of its mechanism (make/Guard.sh);
#   6. HikariCP's ConcurrentBag (examples/hikaricp-bag): its issues 2329 and
#      2398 on a fixed and a yielding release (make/HikariBag.sh), and the
#      guard on the fixed release, every wait mutant killed by its poll test.
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

TEST="tier1 tier2" bash "$ROOT/make/RunTests.sh"
status=$?
# The JDK make test ran on, whose java reads its results (JtregResults); the
# guard's checks below keep choosing theirs from JDK= as given.
results_jdk=$(resolve_jdk > /dev/null 2>&1 && echo "$JDK")
tests_pass=0
tests_fail=0
tests_skip=0
for group in tier1 tier2; do
    JDK=$results_jdk count_results "$ROOT/build/test-results/$group/output.txt" "$status"
    tests_pass=$(( tests_pass + R_PASS ))
    tests_fail=$(( tests_fail + R_FAIL + R_ERROR ))
    tests_skip=$(( tests_skip + R_SKIP ))
done
failed=$(( cli_fail + tests_fail ))
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
# The wait mutators for PIT (guard/pitest-plugin): Maven builds the plugin on
# the JDK under test, runs its unit tests, checks the jar and installs it.
bash "$ROOT/make/PitPlugin.sh"
pit_status=$?
if [ "$pit_status" -eq 0 ]; then
    echo "check: PASS: PIT plugin build, unit tests and install (make pit-plugin)"
    cli_pass=$(( cli_pass + 1 ))
else
    echo "check: FAIL: PIT plugin (make pit-plugin exit $pit_status; see its pit-plugin: line above)"
    failed=$(( failed + 1 ))
fi

# The assertions for a library's own tests (guard/assertions): Maven builds
# them on the JDK under test, runs their unit tests (each assertion fails on
# the mutant it claims to kill and passes on the original) and installs them.
bash "$ROOT/make/Assertions.sh"
assertions_status=$?
if [ "$assertions_status" -eq 0 ]; then
    echo "check: PASS: the assertions' build, unit tests and install (make assertions)"
    cli_pass=$(( cli_pass + 1 ))
else
    echo "check: FAIL: the assertions (make assertions exit $assertions_status; see its assertions: line above)"
    failed=$(( failed + 1 ))
fi

# expect_rows <kill table> <class> <status> <why> <count>: prints what is
# wrong when the table has not exactly <count> rows of the class's wait
# mutants with that status and that why (a mechanism, other, or - for none).
expect_rows() {
    local n
    n=$(grep -cE "^$2 .* $3 +$4 " "$1" 2>/dev/null)
    [ "${n:-0}" -eq "$5" ] || printf ' %s: %s of its wait mutants %s with why %s, expected %s;' "$2" "${n:-0}" "$3" "$4" "$5"
}

# guard_example <tests glob> <label>: make guard on the example with those
# tests; sets guard_status, table and log.
guard_example() {
    log=$ROOT/build/check-guard-$2.txt
    PROJECT="$ROOT/examples/wait-loops" TESTS="$1" JDK="$guard_jdk" bash "$ROOT/make/Guard.sh" > "$log" 2>&1
    guard_status=$?
    table=$ROOT/build/guard/wait-loops-$(echo "$1" | tr -c 'A-Za-z0-9._\n-' '_')/kill-table.txt
    grep "^guard: [0-9]* mutants" "$log"
}

# The guard on the example. The example uses virtual threads, so it needs a
# JDK 21 or later: the JDK under test when it is one, else the newest JDK 21+
# under /usr/lib/jvm; without one the check is skipped, with the reason.
guard_skipped=0
guard_jdk=$(jdk_at_least 21 "$JDK")
# The guard makes one wait mutant of a wait site per refactor; the example
# has 4 wait sites (Retry, DeadlinePoll, HandOff, Mailbox), HikariCP's bag 3
# (requite, unreserve, borrow).
per_site=$("$results_jdk/bin/java" -cp "$ROOT/build/tools" GuardTable --mutants-per-site 2>&1)
if ! [[ "$per_site" =~ ^[1-9][0-9]*$ ]]; then
    echo "check: FAIL: the guard's mutants per wait site: GuardTable --mutants-per-site said '$per_site'"
    failed=$(( failed + 1 ))
    per_site=0
fi
example_mutants=$(( 4 * per_site ))
bag_mutants=$(( 3 * per_site ))
if [ -z "$guard_jdk" ]; then
    echo "check: SKIP: the guard on examples/wait-loops and examples/hikaricp-bag needs a JDK 21 or later (virtual threads); none found"
    guard_skipped=4
else
    # The plain tests: the deadline poll's wait mutants survive them, the gap
    # the example shows; the mailbox's die of its functional test, whose taker
    # gets nothing while the putter waits for the monitor, a failure that is
    # no kit verdict (other, with what the test threw).
    guard_example "org.waitkit.examples.plain.*" plain
    problems=""
    [ "$guard_status" -eq 0 ] || problems="exit $guard_status;"
    problems="$problems$(expect_rows "$table" org.waitkit.examples.DeadlinePoll SURVIVED - "$per_site")"
    problems="$problems$(expect_rows "$table" org.waitkit.examples.Mailbox KILLED other "$per_site")"
    grep -q 'Mailbox.take:.*: other: org.opentest4j.AssertionFailedError' "$table" \
        || problems="$problems the mailbox's kills do not name the test's AssertionFailedError;"
    if [ -z "$problems" ]; then
        echo "check: PASS: make guard on examples/wait-loops, plain tests (JDK $guard_jdk): the deadline poll's $per_site wait mutants survive them, the gap the example shows; the mailbox's $per_site die of a failure that is no kit verdict, named"
        cli_pass=$(( cli_pass + 1 ))
    else
        echo "check: FAIL: make guard on examples/wait-loops, plain tests:$problems (see $log and $table)"
        failed=$(( failed + 1 ))
    fi
    # Every wait mutant killed by the asserting tests, each by the verdict of
    # the mechanism its loop's shape predicts, as the kill table reads it from
    # the verdicts the assertions recorded: the counted retry's budget
    # (BUDGET_COLLAPSE), the deadline poll's and the hand-off's CPU (CPU_USE),
    # the mailbox's monitor, kept by a spin in place of its wait (CONTRACT).
    guard_example "org.waitkit.examples.asserting.*" asserting
    problems=""
    [ "$guard_status" -eq 0 ] || problems="exit $guard_status;"
    problems="$problems$(expect_rows "$table" org.waitkit.examples.Retry KILLED BUDGET_COLLAPSE "$per_site")"
    problems="$problems$(expect_rows "$table" org.waitkit.examples.DeadlinePoll KILLED CPU_USE "$per_site")"
    problems="$problems$(expect_rows "$table" org.waitkit.examples.HandOff KILLED CPU_USE "$per_site")"
    problems="$problems$(expect_rows "$table" org.waitkit.examples.Mailbox KILLED CONTRACT "$per_site")"
    [ "$(grep -cE ' KILLED +(BUDGET_COLLAPSE|CPU_USE|CONTRACT) ' "$table")" -eq "$example_mutants" ] \
        || problems="$problems not all $example_mutants wait mutants killed by the verdict of a mechanism;"
    if [ -z "$problems" ]; then
        echo "check: PASS: make guard on examples/wait-loops, asserting tests (JDK $guard_jdk): all $example_mutants wait mutants killed, each by the verdict of its mechanism (BUDGET_COLLAPSE, CPU_USE, CONTRACT)"
        cli_pass=$(( cli_pass + 1 ))
    else
        echo "check: FAIL: make guard on examples/wait-loops, asserting tests:$problems (see $log and $table)"
        failed=$(( failed + 1 ))
    fi
    # HikariCP's ConcurrentBag (examples/hikaricp-bag): issues 2329 and 2398 on
    # the fixed and the yielding release, then the guard on the fixed one,
    # whose every wait mutant its poll tests must kill (CPU_USE).
    log=$ROOT/build/check-hikari-bag.txt
    RUNS=1 BURN=0 JDK="$guard_jdk" bash "$ROOT/make/HikariBag.sh" > "$log" 2>&1
    if [ $? -eq 0 ]; then
        echo "check: PASS: make hikari-bag (JDK $guard_jdk): $(grep -m 1 '^hikari-bag: run 1/1: ' "$log" | sed 's/^hikari-bag: run 1\/1: //')"
        cli_pass=$(( cli_pass + 1 ))
    else
        echo "check: FAIL: make hikari-bag: $(grep -m 1 -E '^hikari-bag: (run 1/1: FAIL|ERROR)' "$log") (see $log)"
        failed=$(( failed + 1 ))
    fi
    log=$ROOT/build/check-guard-hikaricp-bag.txt
    PROJECT="$ROOT/examples/hikaricp-bag" JDK="$guard_jdk" bash "$ROOT/make/Guard.sh" > "$log" 2>&1
    guard_status=$?
    table=$ROOT/build/guard/hikaricp-bag/kill-table.txt
    grep "^guard: [0-9]* mutants" "$log"
    problems=""
    [ "$guard_status" -eq 0 ] || problems="exit $guard_status;"
    [ "$(grep -c ' KILLED ' "$table" 2>/dev/null)" -eq "$bag_mutants" ] \
        || problems="$problems not all $bag_mutants wait mutants KILLED;"
    for loop in requite unreserve; do
        [ "$(grep -cE "^com.zaxxer.hikari.util.ConcurrentBag +$loop .* KILLED +CPU_USE +ReturnOnVirtualThreadsTest.${loop}PollsRatherThanSpinsFrom710 " "$table")" -eq "$per_site" ] \
            || problems="$problems $loop's mutants not all killed by the CPU_USE verdict of its poll assertion;"
    done
    [ "$(grep -cE "^com.zaxxer.hikari.util.ConcurrentBag +borrow .* KILLED +BUDGET_COLLAPSE +BorrowGivesUpTest.aBorrowerWithNothingFreeGivesUpNoSoonerThanItsTimeout " "$table")" -eq "$per_site" ] \
        || problems="$problems borrow's mutants not all killed by the BUDGET_COLLAPSE verdict of its give-up assertion;"
    if [ -z "$problems" ]; then
        echo "check: PASS: make guard on examples/hikaricp-bag (HikariCP 7.1.0's ConcurrentBag, JDK $guard_jdk): all $bag_mutants wait mutants killed, each by the assertion of its loop (CPU_USE of the returning loops' poll, BUDGET_COLLAPSE of borrow's give-up)"
        cli_pass=$(( cli_pass + 1 ))
    else
        echo "check: FAIL: make guard on examples/hikaricp-bag:$problems (see $log and $table)"
        failed=$(( failed + 1 ))
    fi
fi
echo "check: $(( cli_pass + tests_pass )) passed, $failed failed, $(( tests_skip + guard_skipped )) skipped"
[ "$failed" -eq 0 ]
