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

# `make validate`: runs TEST (default waits) RUNS times (default 20) on JDK,
# with a CPU burner pinned to the last allowed CPU when BURN=1 (the default),
# and prints for each test the runs that judged it, those it failed and the
# 95 % upper bound of its failure rate per run, and how long the runs took
# (make/src/Validate.java). The burner is killed however this script ends.

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"
# shellcheck source=make/burner.sh
. "$ROOT/make/burner.sh"

RUNS=${RUNS:-20}
BURN=${BURN:-1}
SELECTOR=${TEST:-waits}
[[ "$RUNS" =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a positive whole number, got '$RUNS'"
[[ "$BURN" =~ ^[01]$ ]] || die "BURN must be 0 or 1, got '$BURN'"
[[ "$SELECTOR" != *" "* ]] || die "make validate takes one selector, got '$SELECTOR'"
resolve_jdk
build_tools || die "cannot build the kit's tools in make/src"
resolved=$("$JDK/bin/java" -cp "$ROOT/build/tools" Selectors "$ROOT" "$SELECTOR" 2>&1) || die "$resolved"
IFS=$'\t' read -r SELECTOR_KIND _ SELECTOR_NAME <<< "$resolved"
[ "$SELECTOR_KIND" = jtreg ] || die "make validate repeats jtreg tests; JMH repeats benchmarks itself (MICRO=\"FORK=n\")"

OUT="$ROOT/build/validate/$SELECTOR_NAME"
remove_under_build "$OUT"
mkdir -p "$OUT"

# The runs and their report are Validate's (make/src); the burner is this
# script's, stopped however it ends.
trap stop_burner EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
start_burner validate
"$JDK/bin/java" -cp "$ROOT/build/tools" Validate "$ROOT" "$SELECTOR" "$SELECTOR_NAME" "$RUNS" "$OUT" \
    "burner $( [ "$BURN" = 1 ] && echo on || echo off )"
