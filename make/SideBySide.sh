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

# `make side-by-side OPENJDK=<dir> [JDK=<jdk>] [LOOPS=<names>] [JTREG="TIMEOUT_FACTOR=x"]`:
# OpenJDK's own tests against the kit's mutants of the JDK's wait loops. The
# work is make/src/SideBySide.java's; this finds the JDK, jtreg and the JDK's
# sources, and empties build/side-by-side/.

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"

[ -n "${OPENJDK:-}" ] \
    || die "make side-by-side needs OPENJDK=<dir>, the root of an openjdk/jdk checkout or of a copy of its test/ tree"
[ -d "$OPENJDK" ] || die "OPENJDK=$OPENJDK: no such directory"
resolve_jdk
resolve_jtreg
build_tools || die "cannot build the kit's tools in make/src"
TIMEOUT_FACTOR=$("$JDK/bin/java" -cp "$ROOT/build/tools" JtregOptions timeout-factor "${JTREG:-}" 2>&1) \
    || die "$TIMEOUT_FACTOR"
JDK_SOURCES=$(JDK=$JDK bash "$ROOT/make/JdkSources.sh") || exit 2
OUT=$ROOT/build/side-by-side
remove_under_build "$OUT"
mkdir -p "$OUT"
exec "$JDK/bin/java" ${JDK_SOURCES:+"-Dwaitkit.jdk.sources=$JDK_SOURCES"} -cp "$ROOT/build/tools" SideBySide \
    "$OPENJDK" "$JT_HOME/lib/jtreg.jar" "$OUT" "$TIMEOUT_FACTOR" ${LOOPS:-}
