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
# coordinates, its plugins and the guard's settings added by the kit's Maven
# extension (guard/maven-extension, loaded with -Dmaven.ext.class.path),
# which win over the project's own PIT configuration; one minion JVM at a
# time (threads=1: timing assertions must not share the CPUs).
# Writes build/guard/<name>/: PIT's reports (pit-reports/<artifactId>/),
# the directories the assertions record their verdicts in
# (verdicts/<artifactId>/), Maven's output (mvn-output.txt) and
# kill-table.txt, one row per wait site and refactor: KILLED (by which test,
# and why: a kit verdict's mechanism, or other), TIMED_OUT, SURVIVED (or not
# measured), NO_COVERAGE.
# Prints "guard: N mutants at W wait sites: K killed (<by mechanism>), T
# timed out, S survived, C no coverage", then the time PIT took. Exit status 0 when PIT ran (survivors are the
# finding, not a failure of the command), 2 on bad input (refused before
# anything is built, installed or written) or when PIT could not judge the
# project (its tests fail without mutation, PIT found no test, PIT did not
# start). The project's build runs up to test-compile with the usual source
# formatters skipped; any file outside its target/ directories that the run
# created, changed or removed is named.

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"
# shellcheck source=make/maven.sh
. "$ROOT/make/maven.sh"

PIT_VERSION=$(pom_property pitest.version) || exit 2
JUNIT5_PLUGIN=org.pitest:pitest-junit5-plugin:$(pom_property pitest-junit5-plugin.version) || exit 2
TESTNG_PLUGIN=org.pitest:pitest-testng-plugin:$(pom_property pitest-testng-plugin.version) || exit 2
WAIT_PLUGIN=org.waitkit:waitkit-pitest-plugin:1.0

# The skip properties of the plugins that rewrite a project's sources or pom
# in the phases up to test-compile when a build binds them: formatter-maven-plugin's
# format, impsort's sort, fmt-maven-plugin's format (process-sources),
# sortpom's sort (validate), spotless's apply and license-maven-plugin's
# format (no phase of their own). Harmless to a build without them.
SOURCE_WRITERS_SKIPPED=(-Dformatter.skip=true -Dimpsort.skip=true -Dfmt.skip=true -Dsort.skip=true
    -Dspotless.apply.skip=true -Dlicense.skip=true)

# tree_listing <dir>: every file and symbolic link of a project's tree but
# those under its target/ directories and .git, with its size and time of
# modification, sorted.
tree_listing() {
    (cd "$1" && find . \( -type d \( -name target -o -name .git \) \) -prune -o \( -type f -o -type l \) \
        -printf '%p %s %T@\n' | LC_ALL=C sort)
}

# The input, refused before anything is built, installed or written.
[ -n "${PROJECT:-}" ] || die "make guard needs PROJECT=<directory of a Maven project>"
[ -d "$PROJECT" ] || die "PROJECT=$PROJECT: no such directory"
PROJECT=$(cd "$PROJECT" && pwd -P)
[ -f "$PROJECT/pom.xml" ] || die "PROJECT=$PROJECT has no pom.xml: make guard runs PIT on a Maven project"
command -v mvn >/dev/null 2>&1 || die "make guard needs Maven (Debian: apt-get install maven)"
resolve_jdk
build_tools || die "cannot build the kit's tools in make/src"
# MUTATORS=, TESTS= and MAVEN_ARGS= (make/src/GuardInputs.java): the words of
# MAVEN_ARGS for the project's build, and those of them the kit's builds need.
inputs=$("$JDK/bin/java" -cp "$ROOT/build/tools" GuardInputs "$ROOT" "$PIT_VERSION" 2>&1) || die "$inputs"
MAVEN_ARGV=()
KIT_MAVEN_ARGV=()
while IFS=$'\t' read -r build word; do
    case "$build" in
        project) MAVEN_ARGV+=("$word") ;;
        kit) KIT_MAVEN_ARGV+=("$word") ;;
    esac
done <<< "$inputs"
# Maven 3.9 adds the environment's MAVEN_ARGS to every mvn command line: the
# checked words above are what reaches Maven, and only the project's build.
unset MAVEN_ARGS

OUT=$ROOT/build/guard/$(basename "$PROJECT")${TESTS:+-$(echo "$TESTS" | tr -c 'A-Za-z0-9._\n-' '_')}
remove_under_build "$OUT"
mkdir -p "$OUT/verdicts"
LOG=$OUT/mvn-output.txt

# The wait mutators and the assertions, installed into the local Maven
# repository (the example's asserting tests depend on the assertions), and
# the extension jar (its unit tests run in make/CheckCli.sh). Built again only
# when a source of theirs (or of the kit's library and poms they build from) is newer
# than the last build on this JDK into the default local repository; with
# Maven options that name another repository or settings, always.
KIT_STAMP=$ROOT/build/guard-kit/$(printf '%s' "$JDK" | md5sum | cut -c1-16).built
if [ "${#KIT_MAVEN_ARGV[@]}" -eq 0 ] && [ -f "$KIT_STAMP" ] \
        && [ -f "$ROOT/guard/maven-extension/target/waitkit-guard-extension-1.0.jar" ] \
        && [ -f "$HOME/.m2/repository/org/waitkit/waitkit-pitest-plugin/1.0/waitkit-pitest-plugin-1.0.jar" ] \
        && [ -f "$HOME/.m2/repository/org/waitkit/waitkit-assertions/1.0/waitkit-assertions-1.0.jar" ] \
        && [ -z "$(find "$ROOT/pom.xml" "$ROOT/lib/pom.xml" "$ROOT/guard/pitest-plugin" "$ROOT/guard/assertions" \
            "$ROOT/guard/maven-extension" "$ROOT/lib/waitkit" -newer "$KIT_STAMP" -type f -not -path '*/target/*' \
            -print -quit)" ]; then
    echo "guard: the wait mutators, the assertions and the Maven extension are up to date on JDK $JDK_VERSION"
else
    echo "guard: building the wait mutators and the Maven extension on JDK $JDK_VERSION"
    rm -f "$KIT_STAMP"
    kit_maven guard/pitest-plugin,guard/assertions,guard/maven-extension "${KIT_MAVEN_ARGV[@]}" \
        -Dmaven.test.skip=true clean install > "$OUT/build-output.txt" 2>&1 \
        || die "could not build the guard's modules (guard/pitest-plugin, guard/assertions, guard/maven-extension):" \
            "see $OUT/build-output.txt"
    if [ "${#KIT_MAVEN_ARGV[@]}" -eq 0 ]; then
        mkdir -p "$(dirname "$KIT_STAMP")"
        touch "$KIT_STAMP"
    fi
fi
EXTENSION=$ROOT/guard/maven-extension/target/waitkit-guard-extension-1.0.jar

echo "guard: PIT $PIT_VERSION with mutators ${MUTATORS:-WAITS} on $PROJECT${TESTS:+, tests $TESTS} (Maven output: $LOG)"
tree_listing "$PROJECT" > "$OUT/tree-before.txt"
start=$(date +%s)
(cd "$PROJECT" && JAVA_HOME=$JDK mvn -B -T 1 \
    -Dmaven.ext.class.path="$EXTENSION" \
    -Dwaitkit.guard.pitVersion="$PIT_VERSION" \
    -Dwaitkit.guard.dependencies="$WAIT_PLUGIN" -Dwaitkit.guard.junit5Dependencies="$JUNIT5_PLUGIN" \
    -Dwaitkit.guard.testngDependencies="$TESTNG_PLUGIN" \
    -Dwaitkit.guard.reports="$OUT/pit-reports" -Dwaitkit.guard.verdictRoot="$OUT/verdicts" \
    -Dwaitkit.guard.mutators="${MUTATORS:-WAITS}" ${TESTS:+"-Dwaitkit.guard.targetTests=$TESTS"} \
    "${SOURCE_WRITERS_SKIPPED[@]}" "${MAVEN_ARGV[@]}" \
    test-compile "org.pitest:pitest-maven:$PIT_VERSION:mutationCoverage") > "$LOG" 2>&1
status=$?
secs=$(( $(date +%s) - start ))
tree_listing "$PROJECT" > "$OUT/tree-after.txt"
# What the build did outside target/: a file created, changed or removed.
diff "$OUT/tree-before.txt" "$OUT/tree-after.txt" | sed -n 's/^[<>] \(.*\) [0-9]* [0-9.]*$/\1/p' | sort -u \
    > "$OUT/tree-changes.txt"
if [ -s "$OUT/tree-changes.txt" ]; then
    echo "guard: warning: the project's build changed $(wc -l < "$OUT/tree-changes.txt") file(s) of $PROJECT outside its target/ directories:" \
        "$(head -n 5 "$OUT/tree-changes.txt" | tr '\n' ' ')(all in $OUT/tree-changes.txt); a plugin bound to a phase up to test-compile wrote them"
fi
# What the guard's settings replaced in the project's own PIT configuration,
# and what of it was kept.
sed -n 's/^\[INFO\] waitkit guard: \(.*: the \(guard.s settings replace\|project.s own PIT settings kept\) .*\)/guard: \1/p' "$LOG"
sed -n 's/^\[WARNING\] waitkit guard: \(.*\)/guard: warning: \1/p' "$LOG"
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
# PIT's statistics say, per project it mutated, ">> N tests examined". With
# wait mutants and no test at all, every row would read NO_COVERAGE, which
# is not a verdict on the project's tests.
examined=$(sed -n 's/^>> \([0-9][0-9]*\) tests examined$/\1/p' "$LOG" | awk '{ n += $1 } END { print n + 0 }')
if [ "$examined" -eq 0 ]; then
    die "PIT found no test to run on the wait mutants$( [ -z "${TESTS:-}" ] || echo " among TESTS=$TESTS" ):" \
        "$(grep -m 1 -o 'No test classes identified to scan\|is on the classpath but the pitest .* plugin is not installed' "$LOG" \
        || echo "no test class of a framework PIT knows (JUnit 4, JUnit 5, TestNG) in the test build directory")" \
        "(see $LOG)"
fi
"$JDK/bin/java" -cp "$ROOT/build/tools" GuardTable "$OUT/pit-reports" "$OUT/verdicts" "$OUT/kill-table.txt"
table=$?
echo "guard: PIT took ${secs} s; table in $OUT/kill-table.txt, PIT's report in $OUT/pit-reports/"
[ "$table" -eq 0 ] || exit 2
