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

# The mutators and groups of PIT at the version the parent pom names
# (pitest.version, 1.30.2), as its Mutator.allMutatorIds() names them; a
# name may be given with a leading - to leave it out. A new PIT's list goes
# here with its version.
PIT_MUTATORS="CONDITIONALS_BOUNDARY CONSTRUCTOR_CALLS DEFAULTS EMPTY_RETURNS EXPERIMENTAL_ARGUMENT_PROPAGATION
EXPERIMENTAL_BIG_DECIMAL EXPERIMENTAL_BIG_INTEGER EXPERIMENTAL_MEMBER_VARIABLE EXPERIMENTAL_NAKED_RECEIVER
EXPERIMENTAL_SWITCH FALSE_RETURNS INCREMENTS INLINE_CONSTS INVERT_NEGS MATH NEGATE_CONDITIONALS
NON_VOID_METHOD_CALLS NULL_RETURNS PRIMITIVE_RETURNS REMOVE_CONDITIONALS REMOVE_CONDITIONALS_EQUAL_ELSE
REMOVE_CONDITIONALS_EQUAL_IF REMOVE_CONDITIONALS_ORDER_ELSE REMOVE_CONDITIONALS_ORDER_IF REMOVE_INCREMENTS
REMOVE_SWITCH RETURNS STRONGER TRUE_RETURNS VOID_METHOD_CALLS"

# The pitest-maven properties whose parameters the extension sets or drops
# for the guard's run (GuardSettings): a -D of one of them would not reach
# PIT, or would add threads or reuse an earlier run's results, so it is
# refused with what to use instead. (A -D of targetClasses, excludedClasses,
# excludedMethods, avoidCallsTo or includedTestMethods is taken: a choice
# made for the guard's run, which the extension's line names.)
GUARD_OWNED="mutators targetTests threads crossModule skipFailingTests outputFormats reportsDirectory timestampedReports failWhenNoMutations
skipPitest skipTests pit.dryRun withHistory mutationThreshold coverageThreshold testStrengthThreshold maxSurviving
maxMutationsPerClass mutationEngine detectInlinedCode verbosity features extraFeatures historyInputFile
historyOutputFile maven.ext.class.path"

# The skip properties of the plugins that rewrite a project's sources or pom
# in the phases up to test-compile when a build binds them: formatter-maven-plugin's
# format, impsort's sort, fmt-maven-plugin's format (process-sources),
# sortpom's sort (validate), spotless's apply and license-maven-plugin's
# format (no phase of their own). Harmless to a build without them.
SOURCE_WRITERS_SKIPPED=(-Dformatter.skip=true -Dimpsort.skip=true -Dfmt.skip=true -Dsort.skip=true
    -Dspotless.apply.skip=true -Dlicense.skip=true)

# The wait plugin's mutator names, read from its sources: the constants of
# WaitMutator, and the names (NAME = "...") of its groups, each taken to
# select every wait mutator, as WAITS does.
wait_mutators() {
    sed -n 's/^    \([A-Z][A-Z0-9_]*\)(.*)[,;]$/\1/p' "$ROOT/guard/pitest-plugin/src/main/java/waitkit/pit/WaitMutator.java"
}
wait_groups() {
    grep -ho 'String NAME = "[A-Z0-9_]*"' "$ROOT"/guard/pitest-plugin/src/main/java/waitkit/pit/*.java \
        | sed 's/.*"\(.*\)"$/\1/'
}

# check_mutators <list>: PIT's mutators as MUTATORS= gives them: names PIT
# or the wait plugin knows, separated by commas, each may be -NAME to leave
# it out; at least one wait mutator must remain, since the kill table counts
# only theirs.
check_mutators() {
    local list=$1 entry name known waits groups selected="" excluded="" w included="" entries
    waits=$(wait_mutators | tr '\n' ' ')
    groups=$(wait_groups | tr '\n' ' ')
    known=" $(echo $PIT_MUTATORS) $waits$groups"
    [[ "$list" != *[[:space:]]* ]] || die "MUTATORS='$list' holds a space: name PIT's mutators separated by commas, e.g. MUTATORS=WAITS,DEFAULTS"
    [[ "$list" != ,* && "$list" != *, && "$list" != *,,* ]] || die "MUTATORS='$list' has an empty entry: name PIT's mutators separated by single commas"
    IFS=',' read -r -a entries <<< "$list"
    for entry in "${entries[@]}"; do
        name=${entry#-}
        if [[ "$known " != *" $name "* ]]; then
            local hint=""
            [[ "$known " != *" ${name^^} "* ]] || hint=" (names are upper case: ${name^^})"
            die "MUTATORS='$list': unknown mutator '$name'$hint; the wait plugin's are $groups$waits(doc/guard.md), PIT $PIT_VERSION's are $(echo $PIT_MUTATORS | sed 's/ /, /g')"
        fi
        if [[ " $groups" == *" $name "* ]]; then
            w=$waits
        elif [[ " $waits" == *" $name "* ]]; then
            w=$name
        else
            w=""
        fi
        if [ "$entry" != "$name" ]; then
            excluded="$excluded $w"
        else
            selected="$selected $w"
            included=1
        fi
    done
    [ -n "$included" ] || die "MUTATORS='$list' only leaves mutators out: name the mutators to run, e.g. MUTATORS=WAITS,-WAIT_REMOVED"
    for w in $selected; do
        [[ "$excluded " == *" $w "* ]] || return 0
    done
    die "MUTATORS='$list' selects no wait mutator ($groups$waits): the guard's kill table counts only theirs; add WAITS, e.g. MUTATORS=WAITS,DEFAULTS"
}

# check_tests <globs>: PIT's targetTests as TESTS= gives them: globs of test
# class names separated by commas (* any characters, ? one, **. any number
# of packages), or ~<regex>, PIT's own form of a regular expression.
check_tests() {
    local tests=$1 glob globs re='^[[:alnum:]_$.*?]+$'
    [ -n "$tests" ] || return 0
    [[ "$tests" != *[[:space:]]* ]] || die "TESTS='$tests' holds a space: give globs of test class names separated by commas, e.g. TESTS='org.acme.pool.*,org.acme.RetryTest'"
    [[ "$tests" != ,* && "$tests" != *, && "$tests" != *,,* ]] || die "TESTS='$tests' has an empty entry: give globs separated by single commas"
    IFS=',' read -r -a globs <<< "$tests"
    for glob in "${globs[@]}"; do
        case "$glob" in
            "~") die "TESTS='$tests': '~' with no regular expression after it" ;;
            "~"*) continue ;;
            */*|*.java|*.class) die "TESTS='$tests': '$glob' is a file; PIT's targetTests takes test class names, e.g. org.acme.pool.*Test" ;;
            *"#"*) die "TESTS='$tests': '$glob' names a method; PIT's targetTests selects test classes, e.g. org.acme.pool.PoolTest" ;;
        esac
        [[ "$glob" =~ $re ]] || die "TESTS='$tests': '$glob' is not a glob of a class name: letters, digits, _, \$, dots, * and ? only"
        [[ "$glob" != .* && "$glob" != *. && "$glob" != *..* ]] \
            || die "TESTS='$tests': '$glob' has an empty package or class name (a leading, trailing or double dot)"
    done
}

# check_maven_args <text>: splits MAVEN_ARGS into words as the shell would
# (quotes group, nothing is expanded) into MAVEN_ARGV, the options for the
# project's build, and KIT_MAVEN_ARGV, those of them that say where and how
# Maven finds artifacts, which the kit's own builds need too. Only options
# are taken, and only those that leave the build what make guard runs: no
# goal or phase, nothing that changes the projects, the threads, the output
# the guard reads or the outcome Maven reports.
check_maven_args() {
    local text=$1 words word name i next
    MAVEN_ARGV=()
    KIT_MAVEN_ARGV=()
    [ -n "$text" ] || return 0
    words=$(printf '%s\n' "$text" | xargs printf '%s\n' 2>&1) || die "MAVEN_ARGS='$text': cannot split it into words: $words"
    mapfile -t words <<< "$words"
    for (( i = 0; i < ${#words[@]}; i++ )); do
        word=${words[i]}
        next=${words[i + 1]:-}
        case "$word" in
            "") ;;
            -D) die "MAVEN_ARGS: write -Dname=value as one word" ;;
            -D*)
                name=${word#-D}
                name=${name%%=*}
                case " $(echo $GUARD_OWNED) " in
                    *" $name "*)
                        case "$name" in
                            mutators) die "MAVEN_ARGS: -D$name: give PIT's mutators as MUTATORS=" ;;
                            targetTests) die "MAVEN_ARGS: -D$name: give PIT's target tests as TESTS=" ;;
                            skipTests|skipPitest) die "MAVEN_ARGS: -D$name would skip PIT's run, which is what make guard is for" ;;
                            *) die "MAVEN_ARGS: -D$name: make guard sets PIT's $name itself, whatever the project or -D says (doc/guard.md, 'Your PIT configuration')" ;;
                        esac ;;
                esac
                case "$name" in
                    maven.test.skip|maven.test.skip.exec) die "MAVEN_ARGS: -D$name would skip compiling or running the tests that judge the mutants" ;;
                    waitkit.guard.*) die "MAVEN_ARGS: -D$name is make guard's own property" ;;
                    maven.repo.local) KIT_MAVEN_ARGV+=("$word") ;;
                esac
                MAVEN_ARGV+=("$word") ;;
            -o|--offline|-U|--update-snapshots|-nsu|--no-snapshot-updates|-C|--strict-checksums|-c|--lax-checksums)
                MAVEN_ARGV+=("$word")
                KIT_MAVEN_ARGV+=("$word") ;;
            -e|--errors|-X|--debug|-B|--batch-mode|-ntp|--no-transfer-progress|-V|--show-version|-fae|--fail-at-end)
                MAVEN_ARGV+=("$word") ;;
            -P?*) MAVEN_ARGV+=("$word") ;;
            -P|--activate-profiles)
                [ -n "$next" ] && [[ "$next" != -* ]] || die "MAVEN_ARGS: $word needs the profiles after it"
                MAVEN_ARGV+=("$word" "$next")
                i=$(( i + 1 )) ;;
            -s|--settings|-gs|--global-settings|-t|--toolchains)
                [ -n "$next" ] || die "MAVEN_ARGS: $word needs a file after it"
                [ -f "$next" ] || die "MAVEN_ARGS: $word $next: no such file"
                next=$(physical_path "$next")
                MAVEN_ARGV+=("$word" "$next")
                [[ "$word" == -t* || "$word" == --t* ]] || KIT_MAVEN_ARGV+=("$word" "$next")
                i=$(( i + 1 )) ;;
            -f|--file|-pl|--projects|-am|--also-make|-amd|--also-make-dependents|-rf|--resume-from|-N|--non-recursive)
                die "MAVEN_ARGS: $word changes which projects the build holds; make guard runs every project under PROJECT=, so give PROJECT= the directory of the project to guard" ;;
            -T|--threads|-T?*)
                die "MAVEN_ARGS: $word would build modules in parallel, and PIT's minion JVMs of two modules would share the CPUs the assertions measure" ;;
            -q|--quiet|-l|--log-file|-l?*)
                die "MAVEN_ARGS: $word would take away Maven's output, which make guard reads (PIT's test count, its errors)" ;;
            -fn|--fail-never)
                die "MAVEN_ARGS: $word would hide a PIT run that failed" ;;
            -h|--help|-v|--version)
                die "MAVEN_ARGS: $word would not run the build" ;;
            -*)
                die "MAVEN_ARGS: '$word' is not an option make guard passes on; it takes -Dname=value, -P <profiles>, -s <settings>, -gs <settings>, -t <toolchains>, -o, -U, -nsu, -C, -c, -e, -X, -B, -ntp, -V, -fae" ;;
            *)
                die "MAVEN_ARGS: '$word' is a goal, a phase or a stray word; make guard runs test-compile and PIT's mutationCoverage and nothing else, so MAVEN_ARGS takes options only" ;;
        esac
    done
}

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
check_mutators "${MUTATORS:-WAITS}"
check_tests "${TESTS:-}"
check_maven_args "${MAVEN_ARGS:-}"
resolve_jdk
# Maven 3.9 adds the environment's MAVEN_ARGS to every mvn command line: the
# checked words above are what reaches Maven, and only the project's build.
unset MAVEN_ARGS
build_tools || die "cannot build the kit's tools in make/src"

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
