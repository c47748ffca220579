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

# The command-line checks of make test, make compare and make guard, run as
# a user runs the targets: make/src/CheckCli.java (what it checks is in its
# javadoc), the refusals a row each of make/cli-refusals.tsv, the files the
# checks run on under make/cli-fixtures. This finds the JDK (the default
# one, or JDK=), a JDK 21 or later for the guard's example.
# Ends with "cli: N passed, N failed".

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"

resolve_jdk
build_tools || die "cannot build the kit's tools in make/src"
guard_jdk=$(jdk_at_least 21 "$JDK")
exec "$JDK/bin/java" -cp "$ROOT/build/tools" CheckCli "$ROOT" "$JDK" "${guard_jdk:--}"
