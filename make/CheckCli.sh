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

# Checks that `make test` refuses bad input: each case must exit with status 2,
# print a message that contains the expected words, and leave no results
# directory behind. Ends with "cli: N passed, N failed".

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT

# A directory that looks like a JDK 11: bin/java answers like an old JDK.
OLD_JDK=$SCRATCH/old-jdk
mkdir -p "$OLD_JDK/bin"
cat > "$OLD_JDK/bin/java" <<'SH'
#!/bin/sh
echo "    java.runtime.version = 11.0.99+1" >&2
echo "    java.specification.version = 11" >&2
SH
cp "$OLD_JDK/bin/java" "$OLD_JDK/bin/javac"
chmod +x "$OLD_JDK/bin/java" "$OLD_JDK/bin/javac"

passed=0
failed=0

# expect_refusal <description> <words expected in the message> <env assignments...>
expect_refusal() {
    local what=$1 words=$2
    shift 2
    local out status
    out=$(env "$@" bash "$ROOT/make/RunTests.sh" 2>&1)
    status=$?
    local problems=""
    [ "$status" -eq 2 ] || problems="exit status $status, expected 2;"
    if ! grep -qiF -- "$words" <<< "$out"; then
        problems="$problems message lacks '$words';"
    fi
    if [ -d "$ROOT/build/test-results/test_cli-check-must-not-exist" ]; then
        problems="$problems a results directory was written;"
    fi
    if [ -z "$problems" ]; then
        passed=$((passed + 1))
        echo "cli: PASS: $what: $(head -n 1 <<< "$out")"
    else
        failed=$((failed + 1))
        echo "cli: FAIL: $what: $problems output was:"
        sed 's/^/    /' <<< "$out"
    fi
}

# The selector below would name the results directory "test_cli-check-must-not-exist"
# if any of the bad inputs got as far as running jtreg.
mkdir -p "$ROOT/test/cli-check-must-not-exist"
trap 'rm -rf "$SCRATCH" "$ROOT/test/cli-check-must-not-exist"' EXIT
GOOD_TEST=test/cli-check-must-not-exist

expect_refusal "unknown selector lists the groups" "tier1" TEST=no-such-group
expect_refusal "unknown selector prefix" "unknown test selector prefix" TEST=gtest:foo
expect_refusal "micro: with no pattern" "empty benchmark pattern" TEST=micro:
expect_refusal "MICRO without a micro: selector" "has none" MICRO="FORK=1" TEST=$GOOD_TEST
expect_refusal "MICRO unknown key" "valid keys" MICRO="FORKS=1" TEST=micro:ParkNanos
expect_refusal "MICRO bad ITER" "ITER must be a whole number" MICRO="ITER=many" TEST=micro:ParkNanos
expect_refusal "MICRO bad PROFILE" "PROFILE must be quick or full" MICRO="PROFILE=fast" TEST=micro:ParkNanos
expect_refusal "selector outside test/" "outside the test directory" TEST=lib
expect_refusal "JDK that does not exist" "no such directory" JDK=/no/such/jdk TEST=$GOOD_TEST
expect_refusal "JDK that is not a JDK" "is not a JDK" JDK="$SCRATCH" TEST=$GOOD_TEST
expect_refusal "JDK older than 17" "needs JDK 17 or later" JDK="$OLD_JDK" TEST=$GOOD_TEST
expect_refusal "JTREG entry without =" "expected KEY=value" "JTREG=JOBS" TEST=$GOOD_TEST
expect_refusal "JTREG unknown key" "valid keys" "JTREG=JOBS=1;COLOUR=blue" TEST=$GOOD_TEST
expect_refusal "JTREG bad JOBS" "JOBS must be a positive whole number" "JTREG=JOBS=two" TEST=$GOOD_TEST
expect_refusal "JTREG bad TIMEOUT_FACTOR" "TIMEOUT_FACTOR must be a positive number" "JTREG=TIMEOUT_FACTOR=-1" TEST=$GOOD_TEST
expect_refusal "BOUND_FACTOR below 1" "BOUND_FACTOR must be a number >= 1" BOUND_FACTOR=0.5 TEST=$GOOD_TEST
expect_refusal "unknown wait name lists the catalogue" "known wait methods: sleep, sleepNanos" WAIT=snooze TEST=$GOOD_TEST
expect_refusal "user wait class not on CP" "class not found" WAIT=class:com.example.NoSuchWait TEST=$GOOD_TEST
expect_refusal "CP without WAIT" "means nothing without WAIT" CP=/tmp TEST=$GOOD_TEST
expect_refusal "CP entry that does not exist" "does not exist" WAIT=sleep CP=/no/such.jar TEST=$GOOD_TEST
mkdir -p "$SCRATCH/patch-empty" "$SCRATCH/patch-other/com/example"
: > "$SCRATCH/patch-other/com/example/Foo.class"
expect_refusal "PATCH without module=" "is not <module>=<dir>" PATCH="$SCRATCH/patch-empty" TEST=$GOOD_TEST
expect_refusal "PATCH of an unknown module" "is not a module of" PATCH=java.nonesuch="$SCRATCH/patch-empty" TEST=$GOOD_TEST
expect_refusal "PATCH directory missing" "is not a directory" PATCH=java.base=/no/such/classes TEST=$GOOD_TEST
expect_refusal "PATCH directory with no classes" "no .class files" PATCH=java.base="$SCRATCH/patch-empty" TEST=$GOOD_TEST
expect_refusal "PATCH classes of another module" "holds no classes of module java.base" PATCH=java.base="$SCRATCH/patch-other" TEST=$GOOD_TEST
expect_refusal "PATCH module named twice" "named twice" PATCH=java.base="$SCRATCH/patch-other",java.base="$SCRATCH/patch-empty" TEST=$GOOD_TEST
expect_refusal "JT_HOME without jtreg" "holds no lib/jtreg.jar" JT_HOME="$SCRATCH" TEST=$GOOD_TEST

echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
