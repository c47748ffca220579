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

# `make hikari-bag [RUNS=1] [BURN=0] [JDK=<jdk 21+>]`: HikariCP issues 2329
# and 2398 as regression tests (examples/hikaricp-bag), run RUNS times against
# two of HikariCP's released jars, with a CPU burner pinned to the last allowed
# CPU when BURN=1 (killed however this script ends):
#   7.1.0, whose returning loops park 10 µs a round on a virtual thread: they
#     cost no more than their 10 µs poll (PASS), the borrower's wait leaves
#     its carrier (PASS), a borrower with nothing free waits its timeout
#     (PASS), the carrier tests skip;
#   7.0.2, the last release that yields there: its loops hold their carriers
#     (CPU_USE, expected: the positive control), the poll tests skip, the
#     borrower's wait leaves its carrier and waits its timeout (PASS).
# A run counts as a false failure when a test fails (a control passed, or was
# detected by another mechanism, or a negative control failed); the summary
# gives both counts and the figures of every verdict line.

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"
# shellcheck source=make/burner.sh
. "$ROOT/make/burner.sh"

RUNS=${RUNS:-1}
BURN=${BURN:-0}
[[ "$RUNS" =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a positive whole number, got '$RUNS'"
[[ "$BURN" =~ ^[01]$ ]] || die "BURN must be 0 or 1, got '$BURN'"
command -v mvn >/dev/null 2>&1 || die "make hikari-bag needs Maven (Debian: apt-get install maven)"
resolve_jdk
[ "${JDK_VERSION%%[.+-]*}" -ge 21 ] 2>/dev/null \
    || die "make hikari-bag needs a JDK 21 or later (virtual threads); JDK=$JDK is $JDK_VERSION"

# The runs and their figures are make/src/HikariBag.java's; the burner is
# this script's, stopped however it ends.
build_tools || die "cannot build the kit's tools in make/src"
"$JDK/bin/java" -cp "$ROOT/build/tools" HikariBag install "$ROOT" "$JDK" "$JDK_VERSION" || exit 2
trap stop_burner EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
start_burner hikari-bag
"$JDK/bin/java" -cp "$ROOT/build/tools" HikariBag run "$ROOT" "$JDK" "$JDK_VERSION" "$RUNS" \
    "burner $( [ "$BURN" = 1 ] && echo on || echo off )"
