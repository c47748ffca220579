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

# BURN=1: the CPU burner make validate and make hikari-bag measure under.
# Sourced after make/common.sh.

# start_burner: when BURN=1, a busy loop pinned to the last CPU this process
# may run on, the load make validate and make hikari-bag measure under;
# stop_burner kills it. Callers trap EXIT with stop_burner.
burner_pid=""
start_burner() {
    [ "${BURN:-0}" = 1 ] || return 0
    local cpu
    cpu=$(sed -n 's/^Cpus_allowed_list:[[:space:]]*//p' /proc/self/status | tr ',' '\n' | tail -n 1 | sed 's/.*-//')
    taskset -c "$cpu" bash -c 'while :; do :; done' &
    burner_pid=$!
    echo "$1: CPU burner pid $burner_pid pinned to CPU $cpu"
}
stop_burner() {
    if [ -n "$burner_pid" ]; then
        kill "$burner_pid" 2>/dev/null
        wait "$burner_pid" 2>/dev/null
        burner_pid=""
    fi
}
