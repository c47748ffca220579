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

# The input, refused before anything is built, installed or written; the
# rest is make/src/Guard.java's.
[ -n "${PROJECT:-}" ] || die "make guard needs PROJECT=<directory of a Maven project>"
[ -d "$PROJECT" ] || die "PROJECT=$PROJECT: no such directory"
PROJECT=$(cd "$PROJECT" && pwd -P)
[ -f "$PROJECT/pom.xml" ] || die "PROJECT=$PROJECT has no pom.xml: make guard runs PIT on a Maven project"
command -v mvn >/dev/null 2>&1 || die "make guard needs Maven (Debian: apt-get install maven)"
resolve_jdk
build_tools || die "cannot build the kit's tools in make/src"
exec "$JDK/bin/java" -cp "$ROOT/build/tools" Guard "$ROOT" "$JDK" "$JDK_VERSION" "$PROJECT"
