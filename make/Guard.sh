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

# `make guard PROJECT=<dir> [TESTS=<glob>] [MUTATORS=WAITS] [MAVEN_ARGS=...] [JDK=<jdk>]`:
# runs PIT with
# waitkit's wait mutators on a user's Maven project, judged by the project's
# own tests, without an edit of its pom: pitest-maven's goal by its full
# coordinates, its plugins added by the kit's Maven extension
# (guard/maven-extension, loaded with -Dmaven.ext.class.path), one minion JVM
# at a time (threads=1: timing assertions must not share the CPUs).
# Writes build/guard/<name>/: PIT's reports (pit-reports/<artifactId>/),
# Maven's output (mvn-output.txt) and kill-table.txt, one row per wait site
# and refactor: KILLED (by which test), TIMED_OUT, SURVIVED, NO_COVERAGE.
# Ends with "guard: N mutants at W wait sites: K killed, T timed out, S
# survived, C no coverage". Exit status 0 when PIT ran (survivors are the
# finding, not a failure of the command), 2 on bad input or when PIT could
# not judge the project (its tests fail without mutation, PIT did not start).

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"
# shellcheck source=make/maven.sh
. "$ROOT/make/maven.sh"

PIT_VERSION=1.30.2
JUNIT5_PLUGIN=org.pitest:pitest-junit5-plugin:1.2.3
TESTNG_PLUGIN=org.pitest:pitest-testng-plugin:1.0.0
WAIT_PLUGIN=org.waitkit:waitkit-pitest-plugin:1.0

[ -n "${PROJECT:-}" ] || die "make guard needs PROJECT=<directory of a Maven project>"
[ -d "$PROJECT" ] || die "PROJECT=$PROJECT: no such directory"
PROJECT=$(cd "$PROJECT" && pwd -P)
[ -f "$PROJECT/pom.xml" ] || die "PROJECT=$PROJECT has no pom.xml: make guard runs PIT on a Maven project"
command -v mvn >/dev/null 2>&1 || die "make guard needs Maven (Debian: apt-get install maven)"
resolve_jdk
build_tools || die "cannot build the kit's tools in make/src"

OUT=$ROOT/build/guard/$(basename "$PROJECT")${TESTS:+-$(echo "$TESTS" | tr -c 'A-Za-z0-9._\n-' '_')}
remove_under_build "$OUT"
mkdir -p "$OUT"
LOG=$OUT/mvn-output.txt

# The wait mutators and the assertions, installed into the local Maven
# repository (the example's asserting tests depend on the assertions), and
# the extension jar.
echo "guard: building the wait mutators and the Maven extension on JDK $JDK_VERSION"
JAVA_HOME=$JDK mvn -q -B -f "$ROOT/guard/pitest-plugin/pom.xml" -Dmaven.test.skip=true install > "$OUT/build-output.txt" 2>&1 \
    || die "could not build guard/pitest-plugin: see $OUT/build-output.txt"
install_assertions "$OUT/build-output.txt" \
    || die "could not build guard/assertions: see $OUT/build-output.txt"
JAVA_HOME=$JDK mvn -q -B -f "$ROOT/guard/maven-extension/pom.xml" package >> "$OUT/build-output.txt" 2>&1 \
    || die "could not build guard/maven-extension: see $OUT/build-output.txt"
EXTENSION=$ROOT/guard/maven-extension/target/waitkit-guard-extension-1.0.jar

echo "guard: PIT $PIT_VERSION with mutators ${MUTATORS:-WAITS} on $PROJECT${TESTS:+, tests $TESTS} (Maven output: $LOG)"
start=$(date +%s)
(cd "$PROJECT" && JAVA_HOME=$JDK mvn -B \
    -Dmaven.ext.class.path="$EXTENSION" \
    -Dwaitkit.guard.pitVersion="$PIT_VERSION" \
    -Dwaitkit.guard.dependencies="$WAIT_PLUGIN" -Dwaitkit.guard.junit5Dependencies="$JUNIT5_PLUGIN" \
    -Dwaitkit.guard.testngDependencies="$TESTNG_PLUGIN" \
    -Dwaitkit.guard.reports="$OUT/pit-reports" \
    -Dmutators="${MUTATORS:-WAITS}" -Dthreads=1 -DoutputFormats=XML,HTML -DtimestampedReports=false \
    -DfailWhenNoMutations=false ${TESTS:+"-DtargetTests=$TESTS"} ${MAVEN_ARGS:-} \
    test-compile "org.pitest:pitest-maven:$PIT_VERSION:mutationCoverage") > "$LOG" 2>&1
status=$?
secs=$(( $(date +%s) - start ))
if [ "$status" -ne 0 ]; then
    if grep -q "did not pass without mutation" "$LOG"; then
        die "the project's tests fail without any mutation, so PIT cannot judge them: $(grep -m 1 -o 'Description.*' "$LOG" || true) (see $LOG)"
    fi
    die "PIT did not complete (Maven exit $status after ${secs} s): $(grep -m 3 '^\[ERROR\]' "$LOG" | tr '\n' ' ') (see $LOG)"
fi
if ! find "$OUT/pit-reports" -name mutations.xml 2>/dev/null | grep -q .; then
    echo "guard: no wait site in $PROJECT: PIT found nothing to mutate with ${MUTATORS:-WAITS} (${secs} s)"
    echo "guard: 0 mutants at 0 wait sites: 0 killed, 0 timed out, 0 survived, 0 no coverage"
    exit 0
fi
"$JDK/bin/java" -cp "$ROOT/build/tools" GuardTable "$OUT/pit-reports" "$OUT/kill-table.txt"
table=$?
echo "guard: PIT took ${secs} s; table in $OUT/kill-table.txt, PIT's report in $OUT/pit-reports/"
[ "$table" -eq 0 ] || exit 2
