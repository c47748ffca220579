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
# and installs it (make/src/PitPluginCheck.java says what it checks).
#
# Ends with one line, "pit-plugin: PASS: ..." or "pit-plugin: FAIL: <why>". Exit
# status: 0 on PASS, 1 on FAIL, 2 when Maven or a JDK is missing.

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"

# Every way out before the check prints the closing line: common.sh's die
# (no JDK) included.
trap 'echo "pit-plugin: FAIL: stopped (exit $?), see the message above"' EXIT
command -v mvn >/dev/null 2>&1 || die "needs Maven (Debian: apt-get install maven)"
resolve_jdk
build_tools || die "cannot build the kit's tools in make/src"
trap - EXIT
exec "$JDK/bin/java" -cp "$ROOT/build/tools" PitPluginCheck "$ROOT" "$JDK"
