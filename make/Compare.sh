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

# `make compare BASELINE=<jdk> JDK=<jdk> [TEST=waits] [PATCH=...]`: runs the
# selection on both JDKs (PATCH= applies to JDK only, so BASELINE=JDK with a
# PATCH= compares a JDK with and without the patch), keeps both result
# directories, and prints jtreg's jtdiff of the verdicts and the kit's
# evidence figures side by side, marking what changed. This resolves both
# JDKs and jtreg; the runs and the tables are make/src/Compare.java's, which
# gives the exit status: 0 when the verdicts agree, 1 when a test's verdict
# or a recorded state changed, 2 for bad input, a run that checked nothing,
# or figures that were not compared.

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"

[ -n "${BASELINE:-}" ] || die "make compare needs BASELINE=<path to a JDK>, the JDK to compare JDK= against"
[ -n "${JDK:-}" ] || die "make compare needs JDK=<path to a JDK>, the candidate to compare with BASELINE=$BASELINE"
CANDIDATE_IN=$JDK
JDK=$BASELINE JDK_LABEL=BASELINE
resolve_jdk
BASE_JDK=$JDK BASE_VERSION=$JDK_VERSION
JDK=$CANDIDATE_IN JDK_LABEL=JDK
resolve_jdk
if [ "$BASE_JDK" = "$JDK" ] && [ -z "${PATCH:-}" ]; then
    die "BASELINE and JDK are the same JDK ($JDK): compare two JDKs, or give PATCH= to compare one with and without a patch"
fi
resolve_jtreg
build_tools || die "cannot build the kit's tools in make/src"
exec "$JDK/bin/java" -cp "$ROOT/build/tools" Compare "$ROOT" "$BASE_JDK" "$BASE_VERSION" "$JDK" "$JDK_VERSION" \
    "$JTREG_JAVA" "$JT_HOME"
