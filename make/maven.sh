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

# The kit's Maven build (pom.xml, the parent of lib, the guard's modules and
# the JMH benchmarks) and the projects make guard and make hikari-bag build:
# the parent's versions, building modules, installing the assertions, and
# reading Surefire's counts. Sourced after make/common.sh.

# pom_property <name>: the value of a property of the kit's parent pom, where
# every version the kit uses is written once (PIT's, for example); dies when
# the pom has no such property.
pom_property() {
    local value
    value=$(sed -n "s:^ *<$1>\([^<]*\)</$1>.*:\1:p" "$ROOT/pom.xml" | head -n 1)
    [ -n "$value" ] || die "the kit's pom.xml has no property <$1>"
    echo "$value"
}

# kit_maven <module,...> <mvn arguments...>: runs Maven on the kit's parent pom
# for those modules and the ones they need (the parent and lib/ among them),
# on the JDK under test. A build that installs a jar cleans first: javac
# leaves the classes of a source removed or moved in target/, and a jar
# would hold them.
kit_maven() {
    JAVA_HOME=$JDK mvn -q -B -f "$ROOT/pom.xml" -pl "$1" -am "${@:2}"
}

# surefire_counts <module dir>: adds up the Surefire reports of a Maven
# module's last run into tests, failures, errors and skipped.
surefire_counts() {
    local report line key value
    tests=0 failures=0 errors=0 skipped=0
    for report in "$1"/target/surefire-reports/TEST-*.xml; do
        [ -f "$report" ] || continue
        line=$(grep -m 1 '<testsuite' "$report")
        for key in tests failures errors skipped; do
            value=$(echo "$line" | sed -n "s/.* $key=\"\([0-9]*\)\".*/\1/p")
            eval "$key=\$(( $key + ${value:-0} ))"
        done
    done
}

# install_assertions <log> [mvn options...]: builds guard/assertions on the
# JDK under test and installs it into the local Maven repository
# (org.waitkit:waitkit-assertions, with the parent pom and waitkit-lib it
# names), without its tests, for the Maven projects that depend on it; the
# options say where Maven finds and puts artifacts (-s, -Dmaven.repo.local,
# -o).
install_assertions() {
    kit_maven guard/assertions "${@:2}" -Dmaven.test.skip=true clean install >> "$1" 2>&1
}
