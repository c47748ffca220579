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

# The command-line checks of make test, make compare and make guard:
#   - bad input is refused: each case, a row of make/cli-refusals.tsv, must
#     exit with status 2, print a message that holds the expected words,
#     write nothing under build/test-results, and leave make/ in place; make
#     guard's (MUTATORS=, TESTS=, MAVEN_ARGS=) also before Maven runs and
#     before its output directory is made;
#   - a few runs of throwaway tests that can check nothing (every test skips
#     itself or cannot meet its @requires), which must not pass: make test
#     ends in TEST FAILURE, make compare stops with status 2; one of them
#     also shows that make hands WAIT= on unexpanded;
#   - make guard on projects library authors have: the Maven extension's unit
#     tests; a copy of examples/wait-loops whose pom configures PIT itself
#     (the guard's settings must win); a reactor whose JUnit 5 comes through
#     another dependency and whose build writes outside target/ (JUnit 5 must
#     be found, the write named), and the same with tests that match nothing
#     (exit 2). Only the example's plain tests run, no timing test.
# Ends with "cli: N passed, N failed".

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"
# shellcheck source=make/maven.sh
. "$ROOT/make/maven.sh"

RESULTS_DIR=$ROOT/build/test-results
mkdir -p "$ROOT/build"
SCRATCH=$(mktemp -d "$ROOT/build/cli-check.XXXXXX")
# The files the checks run on: tests, a JDK that is too old, users' waits, a
# class to patch in, a stand-in for Maven, a Maven reactor.
FIXTURES=$ROOT/make/cli-fixtures
# A checkout reached through a symbolic link, as from a symlinked home directory.
LINKS=$(mktemp -d)
LINK=$LINKS/waitkit
ln -s "$ROOT" "$LINK"

# The selector test/cli-check-must-not-exist would name the results directory
# test_cli-check-must-not-exist if any of the bad inputs got as far as
# running jtreg. test/cli-check-skip-only holds only tests that cannot check
# anything here.
GOOD_TEST=test/cli-check-must-not-exist
SKIP_TEST=test/cli-check-skip-only
cleanup() {
    rm -f "$ROOT/$SKIP_TEST/NoSuchOs.java" "$ROOT/$SKIP_TEST/SkipsItself.java" "$LINK"
    rmdir "$ROOT/$GOOD_TEST" "$ROOT/$SKIP_TEST" "$LINKS"
    remove_under_build "$RESULTS_DIR/test_cli-check-skip-only"
    remove_under_build "$RESULTS_DIR/compare-test_cli-check-skip-only"
    remove_under_build "$SCRATCH"
    for dir in "$ROOT"/build/guard/guard-input* "$ROOT"/build/guard/wait-loops-with-pit-config* \
            "$ROOT"/build/guard/wait-loops-untouched* "$ROOT"/build/guard/junit5-through-a-dependency*; do
        [ ! -e "$dir" ] || remove_under_build "$dir"
    done
}
trap cleanup EXIT
mkdir -p "$ROOT/$GOOD_TEST" "$ROOT/$SKIP_TEST"
cp "$FIXTURES"/skip-only/*.java "$ROOT/$SKIP_TEST/"

# A directory that looks like a JDK 11: bin/java answers like an old JDK.
OLD_JDK=$FIXTURES/old-jdk

# Compiled with the JDK make test would use: users' waits, one a nested
# class (its name holds a $, which make must not expand) and one whose accept
# throws; and a class added to java.base, so that make compare can compare
# the JDK with and without a PATCH= when there is one JDK.
USER_CP=$SCRATCH/user-classes
THE_JDK=$(resolve_jdk >/dev/null && echo "$JDK")
if [ -n "$THE_JDK" ]; then
    "$THE_JDK/bin/javac" --release "$MIN_JDK" -d "$USER_CP" "$FIXTURES"/user-src/com/acme/*.java
    "$THE_JDK/bin/javac" --patch-module java.base="$FIXTURES/patch-src" -d "$SCRATCH/patch-classes" \
        "$FIXTURES/patch-src/java/util/WaitkitCliCheck.java"
fi

passed=0
failed=0

# verdict <description> <problems, empty if none> <output> <line shown on success>
verdict() {
    if [ -z "$2" ]; then
        passed=$((passed + 1))
        echo "cli: PASS: $1: $4"
    else
        failed=$((failed + 1))
        echo "cli: FAIL: $1: $2 output was:"
        sed 's/^/    /' <<< "$3"
    fi
}

# missing_phrases <output> <phrases separated by |>: what the output lacks.
missing_phrases() {
    local phrase
    local -a phrases
    IFS='|' read -r -a phrases <<< "$2"
    for phrase in "${phrases[@]}"; do
        grep -qiF -- "$phrase" <<< "$1" || printf " message lacks '%s';" "$phrase"
    done
}

# as_user <dir> [NAME=value...] <command...>: the command run from <dir> with
# those environment variables, as a user runs it: a make is not a sub-make of
# a make that may be running this script.
as_user() {
    local dir=$1
    shift
    (cd "$dir" && env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL "$@")
}

# refused <description> <phrases expected in the message, separated by |> <command...>
refused() {
    local what=$1 words=$2
    shift 2
    local out status before written problems=""
    before=$(ls -A "$RESULTS_DIR" 2>/dev/null | sort)
    out=$("$@" 2>&1)
    status=$?
    [ "$status" -eq 2 ] || problems="exit status $status, expected 2;"
    problems="$problems$(missing_phrases "$out" "$words")"
    # New entries only: another make test running meanwhile may remove and
    # write again a results directory of its own.
    written=$(comm -13 <(echo "$before") <(ls -A "$RESULTS_DIR" 2>/dev/null | sort) | tr '\n' ' ')
    [ -z "$written" ] || problems="$problems it wrote $written under build/test-results;"
    if [ -d "$RESULTS_DIR/test_cli-check-must-not-exist" ]; then
        problems="$problems a results directory was written;"
    fi
    [ -f "$ROOT/make/common.sh" ] || problems="$problems make/ is gone;"
    verdict "$what" "$problems" "$out" "$(head -n 1 <<< "$out")"
}

# make guard's refusals run on a project of nothing, with a stand-in for
# Maven on PATH that writes down each call and its words, and fails the
# project's build (a call without -f); the guard's output directory for the
# project must not appear.
GUARD_INPUT=$SCRATCH/guard-input
mkdir -p "$GUARD_INPUT"
echo '<project/>' > "$GUARD_INPUT/pom.xml"
MAVEN_CALLS=$SCRATCH/maven-calls
# guard_input <NAME=value...>: make guard on $GUARD_INPUT with the stand-in
# Maven; sets out, status and problems (Maven run, an output directory made).
guard_input() {
    local before written
    rm -f "$MAVEN_CALLS"
    before=$(ls -A "$ROOT/build/guard" 2>/dev/null | sort)
    out=$(env PATH="$FIXTURES/fake-maven:$PATH" MAVEN_CALLS="$MAVEN_CALLS" PROJECT="$GUARD_INPUT" JDK="$THE_JDK" "$@" bash "$ROOT/make/Guard.sh" 2>&1)
    status=$?
    written=$(comm -13 <(echo "$before") <(ls -A "$ROOT/build/guard" 2>/dev/null | sort) | grep '^guard-input' | tr '\n' ' ')
    problems=""
    [ ! -f "$MAVEN_CALLS" ] || problems="Maven was run ($(sed -n 2p "$MAVEN_CALLS") ...);"
    [ -z "$written" ] || problems="$problems it wrote build/guard/$written;"
}
# guard_refused <phrases expected, separated by |> <NAME=value...>
guard_refused() {
    local words=$1
    shift
    guard_input "$@"
    [ "$status" -eq 2 ] || problems="exit status $status, expected 2; $problems"
    problems="$problems$(missing_phrases "$out" "$words")"
    verdict "make guard refuses $*" "$problems" "$out" "$(head -n 1 <<< "$out" | cut -c1-200)"
}

# The inputs the refusals of make/cli-refusals.tsv use: PATCH= directories,
# one empty and one with a class of another module than the one named, and a
# JTREG= that make must hand on as written, from its command line as from
# the environment: a $, spaces and single quotes included.
mkdir -p "$SCRATCH/patch-empty" "$SCRATCH/patch-other/com/example"
: > "$SCRATCH/patch-other/com/example/Foo.class"
# shellcheck disable=SC2016
AS_WRITTEN='VM_OPTIONS=-Dwaitkit.cli=it'\''s $B, $(B) and $$B;COLOUR=blue'

# with_values <text>: the text with each ${NAME} of the table's names replaced
# by its value here, and nothing else expanded.
with_values() {
    local text=$1 name
    for name in GOOD_TEST SCRATCH ROOT LINKS LINK OLD_JDK USER_CP AS_WRITTEN THE_JDK; do
        text=${text//"\${$name}"/"${!name}"}
    done
    printf '%s' "$text"
}

# The refusals, one a row of make/cli-refusals.tsv (its head says how to read
# one); read from descriptor 3, so that the commands keep this script's stdin.
shopt -u patsub_replacement 2>/dev/null || true
while IFS=$'\t' read -r -a row <&3; do
    [ "${#row[@]}" -ge 3 ] && [[ "${row[0]}" != "#"* ]] || continue
    args=()
    for word in "${row[@]:3}"; do
        args+=("$(with_values "$word")")
    done
    case "${row[0]}" in
        test) refused "$(with_values "${row[1]}")" "$(with_values "${row[2]}")" env "${args[@]}" \
                bash "$ROOT/make/RunTests.sh" ;;
        guard) guard_refused "$(with_values "${row[2]}")" "${args[@]}" ;;
        cmd) refused "$(with_values "${row[1]}")" "$(with_values "${row[2]}")" "${args[@]}" ;;
        *) verdict "make/cli-refusals.tsv: ${row[1]}" "its kind '${row[0]}' is none of test, guard, cmd;" "" "" ;;
    esac
done 3< "$ROOT/make/cli-refusals.tsv"
# What is right reaches Maven: the project's build gets the checked words,
# a quoted value as one word, and the kit's build (one reactor) only -o.
guard_input MUTATORS=WAITS,-WAIT_REMOVED,DEFAULTS 'TESTS=org.acme.**.Pool?Test,~org\.acme\..*IT' \
    "MAVEN_ARGS=-DargLine='-Xmx1g -Da=b' -P ci -o -e"
problems=""
grep -qxF -- "-DargLine=-Xmx1g -Da=b" "$MAVEN_CALLS" 2>/dev/null || problems="-DargLine='-Xmx1g -Da=b' did not reach Maven as one word;"
for word in -Dwaitkit.guard.mutators=WAITS,-WAIT_REMOVED,DEFAULTS '-Dwaitkit.guard.targetTests=org.acme.**.Pool?Test,~org\.acme\..*IT' ci; do
    grep -qxF -- "$word" "$MAVEN_CALLS" 2>/dev/null || problems="$problems '$word' did not reach Maven;"
done
[ "$(grep -c -- '^-o$' "$MAVEN_CALLS" 2>/dev/null)" -eq 2 ] || problems="$problems -o did not reach the kit's build (one reactor of its modules) and the project's;"
verdict "make guard takes right MUTATORS=, TESTS= and MAVEN_ARGS= and hands them to Maven" "$problems" \
    "$out"$'\n'"$(cat "$MAVEN_CALLS" 2>/dev/null)" "$(grep -c -- '^-- mvn$' "$MAVEN_CALLS" 2>/dev/null) Maven calls, the words as given"
for dir in "$ROOT"/build/guard/guard-input*; do
    [ ! -e "$dir" ] || remove_under_build "$dir"
done

# --- runs that check nothing must not pass (each runs jtreg on $SKIP_TEST) ----
# make itself exits 2 whenever its recipe fails, so the exit status 1 of a
# failed run is the script's.

out=$(env TEST=$SKIP_TEST bash "$ROOT/make/RunTests.sh" 2>&1)
status=$?
problems=""
[ "$status" -eq 1 ] || problems="exit status $status, expected 1;"
problems="$problems$(missing_phrases "$out" "nothing was checked|TEST FAILURE")"
! grep -q 'TEST SUCCESS' <<< "$out" || problems="$problems it says TEST SUCCESS;"
verdict "tests that all skip or cannot run fail the run" "$problems" "$out" \
    "$(grep 'nothing was checked' <<< "$out" | sed 's/^ *//')"
remove_under_build "$RESULTS_DIR/test_cli-check-skip-only"

# Without JOBS= each selector runs in two passes, the untimed tests first; a
# pass that selects nothing is no error, and the summary counts both passes.
TIMED_TEST=test/waits/contract/NegativeTimeoutContract.java#sleep
UNTIMED_TEST=test/waits/sleepNanos/SleepNanosArguments.java
out=$(env TEST="$TIMED_TEST $UNTIMED_TEST" bash "$ROOT/make/RunTests.sh" 2>&1)
status=$?
problems=""
[ "$status" -eq 0 ] || problems="exit status $status, expected 0;"
problems="$problems$(missing_phrases "$out" "Pass: the tests without the timing keyword|Pass: the tests with the timing keyword|Both passes:|TEST SUCCESS")"
verdict "a timing and an untimed test, each in its pass; the pass that selects nothing is no error" "$problems" "$out" \
    "$(grep -c '^Both passes:' <<< "$out") selectors summed over two passes"
while IFS=$'\t' read -r _ _ name; do
    remove_under_build "$RESULTS_DIR/$name"
done < <("$THE_JDK/bin/java" -cp "$ROOT/build/tools" Selectors "$ROOT" "$TIMED_TEST" "$UNTIMED_TEST")

# The run goes on to fail, as it checks nothing; what counts is that it ran.
# shellcheck disable=SC2016
out=$(as_user "$ROOT" make test 'WAIT=class:com.acme.Waits$Backoff' CP="$USER_CP" TEST=$SKIP_TEST 2>&1)
# shellcheck disable=SC2016
problems="$(missing_phrases "$out" 'waitkit: WAIT=class:com.acme.Waits$Backoff: com.acme.Waits$Backoff.accept(nanos)|Scenario verdicts for WAIT=class:com.acme.Waits$Backoff')"
! grep -q 'Waitsackoff' <<< "$out" || problems="$problems make expanded \$B in the WAIT= value;"
verdict "make hands WAIT=class:com.acme.Waits\$Backoff (a nested class) on unexpanded" "$problems" "$out" \
    "$(grep '^waitkit: WAIT=' <<< "$out")"
remove_under_build "$RESULTS_DIR/test_cli-check-skip-only"

out=$(env BASELINE="$THE_JDK" JDK="$THE_JDK" PATCH=java.base="$SCRATCH/patch-classes" TEST=$SKIP_TEST \
    bash "$ROOT/make/Compare.sh" 2>&1)
status=$?
problems=""
[ "$status" -eq 2 ] || problems="exit status $status, expected 2;"
problems="$problems$(missing_phrases "$out" "the baseline run|produced no results|skipped")"
verdict "make compare of tests that all skip or cannot run is an error" "$problems" "$out" \
    "$(grep 'produced no results' <<< "$out")"
remove_under_build "$RESULTS_DIR/compare-test_cli-check-skip-only"

# --- make guard on projects library authors have ----------------------------

# The Maven extension's unit tests: the guard's settings over a pom's, and
# JUnit 5 or TestNG found through another dependency.
out=$(JAVA_HOME=$THE_JDK mvn -B -f "$ROOT/guard/maven-extension/pom.xml" verify 2>&1)
status=$?
problems=""
[ "$status" -eq 0 ] || problems="mvn verify exit $status;"
verdict "the Maven extension's unit tests (guard/maven-extension)" "$problems" "$(tail -n 40 <<< "$out")" \
    "$(grep -E 'Tests run: [0-9]+, Failures' <<< "$out" | tail -n 1 | sed 's/^\[INFO\] //')"

# guard_project <dir> <NAME=value...>: make guard on a project; sets out, status.
guard_project() {
    local dir=$1
    shift
    out=$(env PROJECT="$dir" "$@" bash "$ROOT/make/Guard.sh" 2>&1)
    status=$?
}

# A project that configures PIT itself, in the plugin's configuration and in
# an execution's: the example with a pom that asks for PIT's defaults, four
# minion JVMs at a time, HTML only, tests that do not exist and its own
# reports directory. The guard's run must be that of the untouched example:
# the same wait mutants (rows of the kill table, status aside), the deadline
# poll's 4 surviving the plain tests, reports where the guard reads them,
# one minion JVM at a time (the threads Maven's debug output shows PIT's
# mojo was given), the project's jvmArgs kept beside the verdicts directory.
# Both run on copies in the scratch directory, removed at the end. The
# example needs a JDK 21.
guard_jdk=$(jdk_at_least 21 "$THE_JDK")
# mutant_rows <kill table>: its rows without status and killer.
mutant_rows() {
    sed -nE '/^org\./s/ +(KILLED|SURVIVED|TIMED_OUT|NO_COVERAGE|[A-Z_]+_ERROR|NON_VIABLE|NOT_STARTED|STARTED)( .*)?$//p' "$1" \
        2>/dev/null | sort
}
UNTOUCHED=$SCRATCH/wait-loops-untouched
CONFIGURED=$SCRATCH/wait-loops-with-pit-config
if [ -z "$guard_jdk" ]; then
    echo "cli: SKIP: make guard on examples/wait-loops with a pom that configures PIT needs a JDK 21 or later; none found"
else
    mkdir -p "$UNTOUCHED" "$CONFIGURED"
    cp -R "$ROOT/examples/wait-loops/pom.xml" "$ROOT/examples/wait-loops/src" "$UNTOUCHED/"
    cp -R "$ROOT/examples/wait-loops/src" "$CONFIGURED/"
    awk -v pit="$(pom_property pitest.version)" '
        /<\/plugins>/ && !done {
            print "            <plugin>"
            print "                <groupId>org.pitest</groupId>"
            print "                <artifactId>pitest-maven</artifactId>"
            print "                <version>" pit "</version>"
            print "                <configuration>"
            print "                    <mutators><mutator>DEFAULTS</mutator></mutators>"
            print "                    <threads>4</threads>"
            print "                    <outputFormats><outputFormat>HTML</outputFormat></outputFormats>"
            print "                    <targetTests><targetTest>org.nothing.*</targetTest></targetTests>"
            print "                    <reportsDirectory>${project.basedir}/pit-elsewhere</reportsDirectory>"
            print "                    <jvmArgs><jvmArg>-Dwaitkit.check.kept=yes</jvmArg></jvmArgs>"
            print "                </configuration>"
            print "                <executions>"
            print "                    <execution>"
            print "                        <id>default-cli</id>"
            print "                        <configuration><threads>4</threads></configuration>"
            print "                    </execution>"
            print "                </executions>"
            print "            </plugin>"
            done = 1
        }
        { print }' "$ROOT/examples/wait-loops/pom.xml" > "$CONFIGURED/pom.xml"
    guard_project "$UNTOUCHED" JDK="$guard_jdk" TESTS='org.waitkit.examples.plain.*'
    untouched_out=$out
    untouched_rows=$(mutant_rows "$ROOT/build/guard/wait-loops-untouched-org.waitkit.examples.plain._/kill-table.txt")
    guard_project "$CONFIGURED" JDK="$guard_jdk" TESTS='org.waitkit.examples.plain.*' MAVEN_ARGS=-X
    OUT_DIR=$ROOT/build/guard/wait-loops-with-pit-config-org.waitkit.examples.plain._
    table=$OUT_DIR/kill-table.txt
    log=$OUT_DIR/mvn-output.txt
    problems=""
    [ "$status" -eq 0 ] || problems="exit status $status, expected 0;"
    if [ -z "$untouched_rows" ]; then
        problems="$problems the untouched example gave no wait mutant: $(grep -m 1 -E '^(guard: [0-9]|waitkit: error)' <<< "$untouched_out");"
    elif [ "$(mutant_rows "$table")" != "$untouched_rows" ]; then
        problems="$problems not the untouched example's wait mutants: $(diff <(echo "$untouched_rows") <(mutant_rows "$table") | grep -c '^[<>]') rows differ;"
    fi
    [ "$(grep -c 'DeadlinePoll .*WAIT_[A-Z0-9_]* *SURVIVED' "$table" 2>/dev/null)" -eq 4 ] \
        || problems="$problems the deadline poll's 4 wait mutants not SURVIVED (see $table);"
    for line in "(f) threads = 1" "(f) mutators = [WAITS]" "(f) outputFormats = [XML, HTML]" \
            "(s) targetTests = [org.waitkit.examples.plain.*]" "(f) reportsDirectory = $OUT_DIR/pit-reports/wait-loops" \
            "(f) jvmArgs = [-Dwaitkit.check.kept=yes, -Dwaitkit.guard.verdicts=$OUT_DIR/verdicts/wait-loops]"; do
        grep -qF -- "[DEBUG]   $line" "$log" 2>/dev/null || problems="$problems PIT's mojo was not given '$line' (see $log);"
    done
    [ ! -e "$CONFIGURED/pit-elsewhere" ] || problems="$problems PIT wrote to the pom's reportsDirectory;"
    problems="$problems$(missing_phrases "$out" "the guard's settings replace the project's|mutators DEFAULTS -> WAITS|threads 4 -> 1|kept: jvmArgs")"
    verdict "make guard on examples/wait-loops whose pom configures PIT (DEFAULTS, threads 4, HTML, wrong tests, its own reports)" \
        "$problems" "$out" "$(echo "$untouched_rows" | grep -c .) wait mutants as untouched, the deadline poll's 4 SURVIVED, threads = 1"
    for dir in "$ROOT"/build/guard/wait-loops-untouched* "$OUT_DIR"; do
        [ ! -e "$dir" ] || remove_under_build "$dir"
    done
fi

# A reactor whose JUnit 5 comes only through another dependency, as Spring
# Boot's starter brings it: a pom-packaged module of the reactor depends on
# junit-jupiter, the library depends on that module. Its build also copies a
# file into the library's sources at generate-resources, as a code generator
# might. PIT must run the library's JUnit 5 tests on its wait mutants, and
# the guard must name the file its build wrote outside target/.
J5=$SCRATCH/junit5-through-a-dependency
cp -R "$FIXTURES/junit5-through-a-dependency" "$J5"
guard_project "$J5" JDK="$THE_JDK"
problems=""
[ "$status" -eq 0 ] || problems="exit status $status, expected 0;"
grep -q '^guard: 4 mutants at 1 wait sites: .* 0 no coverage' <<< "$out" \
    || problems="$problems not the library's 4 wait mutants, each run by its tests;"
grep -q 'waitkit guard: lib gets .*pitest-junit5-plugin' "$ROOT/build/guard/junit5-through-a-dependency/mvn-output.txt" 2>/dev/null \
    || problems="$problems the library did not get PIT's JUnit 5 plugin;"
verdict "make guard on a reactor whose JUnit 5 comes through another dependency" "$problems" "$out" \
    "$(grep '^guard: 4 mutants' <<< "$out")"
problems="$(missing_phrases "$out" "changed 1 file(s)|outside its target/ directories|./lib/src/generated/made-by-the-build.txt")"
verdict "make guard names the file its project's build wrote outside target/" "$problems" "$out" \
    "$(grep -m 1 -o 'the project.s build changed .* directories' <<< "$out")"
# The same with tests that match no test class: PIT finds no test, and the
# guard stops instead of calling every mutant NO_COVERAGE.
guard_project "$J5" JDK="$THE_JDK" TESTS='org.nothing.*'
problems=""
[ "$status" -eq 2 ] || problems="exit status $status, expected 2;"
problems="$problems$(missing_phrases "$out" "PIT found no test|TESTS=org.nothing.*")"
verdict "make guard stops with status 2 when PIT finds no test" "$problems" "$out" \
    "$(grep -m 1 'PIT found no test' <<< "$out" | cut -c1-160)"

# --- a JDK without its sources ---------------------------------------------
# A JDK without lib/src.zip that no Debian package installed: the mutants of
# its wait loops cannot be built, so their tests are reported not run, with
# the reason, and the rest of the selection runs: the original of the
# Process.waitFor loop passes, its four mutants are not run, and the
# selector, which checked the original, passes. The JDK is a copy of the
# default one (hard links where the file system allows) without lib/src.zip.
if [ -n "$THE_JDK" ]; then
    NO_SRC_JDK=$SCRATCH/jdk-without-sources
    cp -al "$THE_JDK" "$NO_SRC_JDK" 2>/dev/null || { rm -rf "$NO_SRC_JDK"; cp -a "$THE_JDK" "$NO_SRC_JDK"; }
    rm -f "$NO_SRC_JDK/lib/src.zip"
    out=$(as_user "$ROOT" make test TEST=test/mutants/process JDK="$NO_SRC_JDK" 2>&1)
    status=$?
    problems=""
    [ "$status" -eq 0 ] || problems="exit status $status, expected 0;"
    problems="$problems$(missing_phrases "$out" "Not run, and why:|has no readable lib/src.zip|TEST SUCCESS")"
    [ "$(grep -cE 'WaitForMutants(Catalogue)?.java#[a-zA-Z0-9]*: .*has no readable lib/src.zip' <<< "$out")" -eq 4 ] \
        || problems="$problems not the 4 mutants reported not run for want of sources;"
    [ "$(grep -cE 'Process.waitFor.* (onSpinWait|yield|sleep0|emptySpin) +no sources' <<< "$out")" -eq 4 ] \
        || problems="$problems the kill table does not say 'no sources' for the 4 mutants;"
    grep -qE 'Process.waitFor.* original +PASS' <<< "$out" || problems="$problems the original did not pass;"
    verdict "make test on a JDK without sources: its mutants reported not run, the rest runs" "$problems" "$out" \
        "$(grep -m 1 'jtreg:test/mutants/process' <<< "$out" | tr -s ' ')"
    rm -rf "$NO_SRC_JDK"
    remove_under_build "$RESULTS_DIR/test_mutants_process"
fi

echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
