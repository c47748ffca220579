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

# `make assertions`: builds guard/assertions, waitkit's assertions for a
# library's own tests (waitkit.assertions.WaitAssertions, with the kit's
# library, the module waitkit-lib, shaded in), with Maven on the JDK under test (JDK=,
# else JAVA_HOME, else the java on PATH), runs its unit tests one at a time
# (BOUND_FACTOR= widens their measured bounds), checks the jar (the API, the
# library, nothing else) and installs it into the local Maven repository as
# org.waitkit:waitkit-assertions:1.0, for a library's pom to use in test scope.
# Maven's own output is in build/assertions/mvn-output.txt.
#
# Ends with one line, "assertions: PASS: N tests, jar <path>" (with
# "(M skipped)" after N when tests were skipped, such as the virtual-thread
# ones before JDK 21) or "assertions: FAIL: <why>". Exit status: 0 on PASS,
# 1 on FAIL, 2 when Maven or a JDK is missing or BOUND_FACTOR= is bad.

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"
# shellcheck source=make/maven.sh
. "$ROOT/make/maven.sh"

MODULE=$ROOT/guard/assertions
ARTIFACT=waitkit-assertions
VERSION=1.0
JAR=$MODULE/target/$ARTIFACT-$VERSION.jar

# Every way out prints the closing line: common.sh's die (no JDK, a path
# outside build/) included.
closed=""
trap 'exit_status=$?; [ -n "$closed" ] || echo "assertions: FAIL: stopped (exit $exit_status), see the message above"' EXIT

fail() {
    closed=1
    echo "assertions: FAIL: $1"
    exit "${2:-1}"
}

command -v mvn >/dev/null 2>&1 || fail "needs Maven (Debian: apt-get install maven)" 2
resolve_jdk

# BOUND_FACTOR is checked here as the tests would check it, so that a bad
# value stops before the build instead of failing every timing test.
FACTOR=${BOUND_FACTOR:-1}
[[ "$FACTOR" =~ ^[0-9]+(\.[0-9]+)?$ ]] && awk "BEGIN { exit !($FACTOR >= 1 && $FACTOR <= 5) }" \
    || fail "BOUND_FACTOR must be a number from 1 to 5, got '$FACTOR'" 2

OUT=$(under_build "$ROOT/build/assertions") || exit 2
remove_under_build "$OUT"
mkdir -p "$OUT"

# clean: the test count is read from the reports of this run only, and the
# jar holds only what this run compiled.
kit_maven guard/assertions -Dwaitkit.bound.factor="$FACTOR" clean install \
    > "$OUT/mvn-output.txt" 2>&1
status=$?

surefire_counts "$MODULE"

if [ "$status" -ne 0 ]; then
    grep -E 'Tests run:|FAIL|ERROR|^(CPU_USE|STARVATION|BUDGET_COLLAPSE|INSENSITIVE):' "$OUT/mvn-output.txt" | head -n 40
    fail "Maven exited $status (JDK $JDK_VERSION): $tests tests, $failures failed, $errors errors; see $OUT/mvn-output.txt"
fi
[ "$tests" -gt 0 ] || fail "no unit test ran (no surefire report in $MODULE/target/surefire-reports)"
[ $(( failures + errors )) -eq 0 ] || fail "$failures tests failed, $errors errors; see $OUT/mvn-output.txt"
[ "$skipped" -lt "$tests" ] || fail "all $tests tests were skipped: nothing was checked"
[ -f "$JAR" ] || fail "Maven succeeded but $JAR is missing"

# The jar: the API package and the kit's library (the classes the assertions
# measure and judge with), and nothing of another package.
"$JDK/bin/jar" tf "$JAR" > "$OUT/jar-contents.txt" || fail "cannot list $JAR"
for class in waitkit/assertions/WaitAssertions.class waitkit/Verdict.class waitkit/judge/Bounds.class \
        waitkit/measure/ThreadCpu.class waitkit/judge/GiveUpVerdict.class waitkit/WaitMethod.class; do
    grep -qx "$class" "$OUT/jar-contents.txt" || fail "$JAR lacks $class"
done
# The library's packages (the directories of lib/waitkit) and the assertions'
# own, nothing else.
packages=$(cd "$ROOT/lib/waitkit" && find . -mindepth 1 -type d | sed 's|^\./||' | sort | paste -sd '|')
stray=$(grep '\.class$' "$OUT/jar-contents.txt" \
    | grep -v -E "^waitkit/((assertions|$packages)/)?[^/]*\\.class\$" || true)
[ -z "$stray" ] || fail "$JAR holds classes outside the library's packages and waitkit/assertions/: $(echo $stray)"

# No dependency reaches a user's test class path: every one the installed
# pom names (outside <build>, whose plugins have dependencies of their own)
# is test scope. The installed pom is the shade plugin's reduced one, without
# waitkit-lib, which the jar holds; its parent, waitkit-parent, which it
# inherits from, names none (its <dependencyManagement> only sets versions).
installed=$HOME/.m2/repository/org/waitkit/$ARTIFACT/$VERSION/$ARTIFACT-$VERSION.pom
[ -f "$installed" ] || fail "mvn install did not put $installed in the local Maven repository"
deps=$(sed '/<build>/,/<\/build>/d' "$installed" | sed -n '/<dependencies>/,/<\/dependencies>/p')
[ -n "$deps" ] || fail "$installed names no dependency at all, not even its test frameworks: not the pom this build installs"
parent=$HOME/.m2/repository/org/waitkit/waitkit-parent/$VERSION/waitkit-parent-$VERSION.pom
[ -f "$parent" ] || fail "mvn install did not put $parent, the parent $installed names, in the local Maven repository"
inherited=$(sed '/<dependencyManagement>/,/<\/dependencyManagement>/d; /<build>/,/<\/build>/d' "$parent" \
    | grep -c '<dependency>' || true)
[ "$inherited" -eq 0 ] || fail "$parent names $inherited dependencies, which every user of the assertions would inherit"
named=$(echo "$deps" | grep -c '<dependency>' || true)
tested=$(echo "$deps" | grep -c '<scope>test</scope>' || true)
[ "$named" -eq "$tested" ] || fail "$installed names $(( named - tested )) dependencies outside test scope: the jar must need none"

closed=1
note=""
[ "$skipped" -eq 0 ] || note=" ($skipped skipped)"
echo "assertions: PASS: $tests tests$note, jar $JAR"
