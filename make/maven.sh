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

# The Maven modules of the guard (guard/assertions, guard/pitest-plugin) and
# the projects make guard and make hikari-bag build: installing the
# assertions, and reading Surefire's counts. Sourced after make/common.sh.

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
# (org.waitkit:waitkit-assertions), without its tests, for the Maven projects
# that depend on it; the options say where Maven finds and puts artifacts
# (-s, -Dmaven.repo.local, -o).
install_assertions() {
    JAVA_HOME=$JDK mvn -q -B "${@:2}" -f "$ROOT/guard/assertions/pom.xml" -Dmaven.test.skip=true install >> "$1" 2>&1
}
