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

# `make check`: the kit's own checks (make/src/Check.java says which, in
# order). This finds the JDK under test (JDK=, else the default one) and a
# JDK 21 or later for the guard's examples. Ends with one line
# "check: N passed, N failed, N skipped".

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"

resolve_jdk
build_tools || die "cannot build the kit's tools in make/src"
mkdir -p "$ROOT/build"
# The guard's examples take the JDK under test when it is a JDK 21 or later,
# else the newest one under /usr/lib/jvm.
guard_jdk=$(jdk_at_least 21 "$JDK")
exec "$JDK/bin/java" -cp "$ROOT/build/tools" Check "$ROOT" "$JDK" "${guard_jdk:--}"
