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

# `make test`: resolves the JDK under test and jtreg, builds the kit's tools
# (make/src, with the library) and hands the run to one of them, RunTests,
# which checks every other input before anything is written, runs jtreg once
# per selector (or JMH), gathers the evidence the tests wrote, and prints
# OpenJDK's "Test summary".
#
# Inputs (environment): TEST, JDK, JTREG, MICRO, BOUND_FACTOR, WAIT, CP, PATCH,
# JT_HOME, JTREG_JAVA.
# Exit status: 0 when every selected test passed, 1 when a test failed or a
# selector checked nothing (every test skipped or not run), 2 for bad input or
# a missing tool.

set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"

resolve_jdk
resolve_jtreg
# make compare puts each JDK's results in a directory of its own, under build/
# like every directory the kit writes.
RESULTS=$(under_build "${WAITKIT_RESULTS:-$ROOT/build/test-results}") || exit 2

# The tools' build is also the one compilation of the library a run needs:
# RunTests seeds jtreg's work directories with its classes. It is a
# background job, javac itself, so that a run stopped before it is over
# stops it.
mkdir -p "$ROOT/build"
TOOLS_JOB=""
if ! tools_up_to_date; then
    tools_javac > "$ROOT/build/tools-build.txt" 2>&1 &
    TOOLS_JOB=$!
fi
trap '[ -z "$TOOLS_JOB" ] || kill "$TOOLS_JOB" 2>/dev/null || true' EXIT
trap 'exit 143' TERM
trap 'exit 130' INT
if [ -n "$TOOLS_JOB" ]; then
    if ! wait "$TOOLS_JOB"; then
        TOOLS_JOB=""
        die "the kit's tools (make/src, with the library) did not compile: see $ROOT/build/tools-build.txt"
    fi
    tools_stamp
    TOOLS_JOB=""
fi
trap - EXIT TERM INT
exec "$JDK/bin/java" -cp "$ROOT/build/tools" RunTests "$ROOT" "$JDK" "$JDK_VERSION" "$JTREG_JAVA" "$JT_HOME" \
    "$JTREG_VERSION" "$RESULTS"
