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

# `make pit-plugin`: builds guard/pitest-plugin, waitkit's wait mutators for
# PIT and the guard's test listeners, with Maven on the JDK under test (JDK=,
# else JAVA_HOME, else the java on PATH), runs its unit tests, checks the jar
# (the two classes it takes from lib/, the manifest pitest-maven reads, the
# services files) and installs it
# into the local Maven repository as org.waitkit:waitkit-pitest-plugin:1.0.
# Maven's own output is in build/pit-plugin/mvn-output.txt.
#
# Ends with one line, "pit-plugin: PASS: N tests, jar <path>" or
# "pit-plugin: FAIL: <why>". Exit status: 0 on PASS, 1 on FAIL, 2 when Maven
# or a JDK is missing.

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"
# shellcheck source=make/maven.sh
. "$ROOT/make/maven.sh"

MODULE=$ROOT/guard/pitest-plugin
ARTIFACT=waitkit-pitest-plugin
GROUP=org.waitkit
VERSION=1.0
JAR=$MODULE/target/$ARTIFACT-$VERSION.jar

# Every way out prints the closing line: common.sh's die (no JDK, a path
# outside build/) included.
closed=""
trap 'rc=$?; [ -n "$closed" ] || echo "pit-plugin: FAIL: stopped (exit $rc), see the message above"' EXIT

fail() {
    closed=1
    echo "pit-plugin: FAIL: $1"
    exit "${2:-1}"
}

command -v mvn >/dev/null 2>&1 || fail "needs Maven (Debian: apt-get install maven)" 2
resolve_jdk

OUT=$(under_build "$ROOT/build/pit-plugin") || exit 2
remove_under_build "$OUT"
mkdir -p "$OUT"

# clean: the test count is read from the reports of this run only, and the
# jar holds only what this run compiled.
kit_maven guard/pitest-plugin clean install > "$OUT/mvn-output.txt" 2>&1
status=$?

surefire_counts "$MODULE"

if [ "$status" -ne 0 ]; then
    grep -E 'Tests run:|FAIL|ERROR' "$OUT/mvn-output.txt" | head -n 40
    fail "Maven exited $status (JDK $JDK_VERSION): $tests tests, $failures failed, $errors errors; see $OUT/mvn-output.txt"
fi
[ "$tests" -gt 0 ] || fail "no unit test ran (no surefire report in $MODULE/target/surefire-reports)"
[ $(( failures + errors )) -eq 0 ] || fail "$failures tests failed, $errors errors; see $OUT/mvn-output.txt"
[ -f "$JAR" ] || fail "Maven succeeded but $JAR is missing"

# The jar: waitkit/mutant/Refactor and waitkit/VerdictRecord (and their
# nested classes) are all it takes from lib/.
"$JDK/bin/jar" tf "$JAR" > "$OUT/jar-contents.txt" || fail "cannot list $JAR"
for class in waitkit/mutant/Refactor waitkit/VerdictRecord; do
    grep -qx "$class.class" "$OUT/jar-contents.txt" || fail "$JAR lacks $class.class"
done
stray=$(grep '^waitkit/.*\.class$' "$OUT/jar-contents.txt" | grep -v '^waitkit/pit/' \
    | grep -v -E '^waitkit/(mutant/Refactor|VerdictRecord)(\$[^/]*)?\.class$' || true)
[ -z "$stray" ] || fail "$JAR holds classes of lib/ besides waitkit/mutant/Refactor and waitkit/VerdictRecord: $(echo $stray)"
# Every class of the library that the jar's code refers to is in it: jdeps
# says "not found" of a class it cannot find (PIT and the test frameworks,
# provided, are found where the plugin runs). -verbose lists the references
# within a package too, which -verbose:class leaves out.
deps=$("$JDK/bin/jdeps" -verbose "$JAR" 2>&1) || fail "jdeps could not read $JAR: $(tail -n 1 <<< "$deps")"
grep -qE '^ *waitkit\.pit\.[A-Za-z]+ +->' <<< "$deps" \
    || fail "jdeps listed no class of waitkit.pit in $JAR, so it checked nothing: $(head -n 2 <<< "$deps")"
unresolved=$(awk '$2 == "->" && $3 ~ /^waitkit\./ && /not found$/ { print $3 }' <<< "$deps" | sort -u)
[ -z "$unresolved" ] || fail "$JAR refers to classes of lib/ it does not hold (the shade filter in $MODULE/pom.xml): $(echo $unresolved)"
# the mutators and their group for PIT; the test listeners for the JUnit Platform and TestNG
for service in org.pitest.mutationtest.engine.gregor.MethodMutatorFactory \
        org.pitest.mutationtest.engine.gregor.config.MutatorGroup \
        org.junit.platform.launcher.TestExecutionListener org.testng.ITestNGListener; do
    grep -qx "META-INF/services/$service" "$OUT/jar-contents.txt" || fail "$JAR lacks META-INF/services/$service"
done

# pitest-maven adds a plugin to the mutation test's class path only when its
# manifest names it: Implementation-Title the artifactId, Implementation-Vendor
# (or -Vendor-Id) the groupId.
(cd "$OUT" && "$JDK/bin/jar" xf "$JAR" META-INF/MANIFEST.MF) || fail "cannot read the manifest of $JAR"
manifest=$(tr -d '\r' < "$OUT/META-INF/MANIFEST.MF")
for entry in "Implementation-Title: $ARTIFACT" "Implementation-Vendor: $GROUP" "Implementation-Vendor-Id: $GROUP"; do
    echo "$manifest" | grep -qx "$entry" || fail "the manifest of $JAR lacks '$entry'"
done

closed=1
echo "pit-plugin: PASS: $tests tests, jar $JAR"
