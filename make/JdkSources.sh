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
# Prints the lib/src.zip of the JDK's sources to hand the tests that mutate
# the JDK's wait loops (-Dwaitkit.jdk.sources), or nothing when the JDK has
# its own or none is found; says on its standard error what it did.
# Input (environment): JDK, the JDK under test, resolved (make/common.sh's
# resolve_jdk).

set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
# shellcheck source=make/common.sh
. "$ROOT/make/common.sh"

[ -n "${JDK:-}" ] && [ -x "$JDK/bin/java" ] || die "make/JdkSources.sh needs JDK=<the JDK under test>"

# The mutant controls rebuild JDK classes from the JDK under test's sources,
# its lib/src.zip. A Debian JDK has them in its source package,
# openjdk-N-source, whose archive keeps the current update only, which may be
# newer than the installed JDK. Nothing installed is changed: the source
# package, of the JDK's own version where the archive has it, else of the
# newest update, is downloaded and unpacked under build/jdk-sources, and the
# tests are given its zip (-Dwaitkit.jdk.sources). They mutate a class from
# it only where its source, compiled unchanged, gives the JDK's own code
# (waitkit.mutant.SourceMatch), and report the others not run, with the
# reason; so do they everywhere no sources are found. Sets JDK_SOURCES to the
# zip, or to nothing when the JDK has its own or none was found.
ensure_jdk_sources() {
    local owner package version chosen dir log zip
    JDK_SOURCES=""
    [ ! -r "$JDK/lib/src.zip" ] || return 0
    owner=$({ dpkg -S "$(readlink -f "$JDK/bin/java")" 2>/dev/null || true; } | sed -n 's/^\([^:]*\):.*/\1/p' | head -n 1)
    package=$(echo "$owner" | sed -n 's/^\(openjdk-[0-9]*\)-.*/\1/p')
    if [ -z "$package" ] || ! command -v apt-get >/dev/null 2>&1; then
        echo "waitkit: warning: $JDK has no readable lib/src.zip, so the tests that mutate its wait loops (TEST=mutants," \
            "the scenarios' positive controls) are reported not run; a JDK build that ships lib/src.zip runs them" >&2
        return 0
    fi
    version=$(dpkg-query -W -f='${Version}' "$owner")
    chosen=$(source_package_version "$package-source" "$version")
    if [ -z "$chosen" ] && [ "$(id -u)" -eq 0 ]; then
        DEBIAN_FRONTEND=noninteractive apt-get update -q > /dev/null 2>&1 || true
        chosen=$(source_package_version "$package-source" "$version")
    fi
    if [ -z "$chosen" ]; then
        echo "waitkit: warning: $JDK has no lib/src.zip and Debian's archive offers no $package-source, so the tests" \
            "that mutate its wait loops are reported not run" >&2
        return 0
    fi
    dir=$ROOT/build/jdk-sources/${package}-source_$chosen
    if [ ! -f "$dir/.unpacked" ]; then
        remove_under_build "$dir"
        mkdir -p "$dir/download"
        log=$dir/download/apt-get.txt
        if ! (cd "$dir/download" && apt-get download "$package-source=$chosen") > "$log" 2>&1 \
                || ! dpkg-deb -x "$dir"/download/*.deb "$dir" >> "$log" 2>&1; then
            echo "waitkit: warning: could not download and unpack Debian's $package-source $chosen ($(tail -n 1 "$log")):" \
                "the tests that mutate the JDK's wait loops are reported not run" >&2
            return 0
        fi
        rm -f "$dir"/download/*.deb
        touch "$dir/.unpacked"
    fi
    zip=$(find "$dir" -type f -path '*/lib/src.zip' | head -n 1)
    if [ -z "$zip" ] || [[ "$zip" == *[[:space:]]* ]]; then
        echo "waitkit: warning: Debian's $package-source $chosen, unpacked in $dir, has no usable lib/src.zip:" \
            "the tests that mutate the JDK's wait loops are reported not run" >&2
        return 0
    fi
    JDK_SOURCES=$zip
    if [ "$chosen" = "$version" ]; then
        echo "waitkit: $JDK has no lib/src.zip; its wait loops are mutated from Debian's $package-source $chosen," \
            "the JDK's own version, unpacked in $dir" >&2
    else
        echo "waitkit: $JDK ($owner $version) has no lib/src.zip and Debian's archive no longer has its sources;" \
            "its wait loops are mutated from $package-source $chosen, unpacked in $dir, for each class whose source" \
            "compiles unchanged to the JDK's own code; the tests of the others are reported not run" >&2
    fi
}

# source_package_version <package> <version>: the version of a source
# package to take for a JDK of that version: the same, where Debian's archive
# has it, else the archive's newest; nothing when it has none.
source_package_version() {
    local versions newest v
    versions=$(apt-cache madison "$1" 2>/dev/null | awk -F'|' '{gsub(/ /, "", $2); print $2}')
    if grep -qxF "$2" <<< "$versions"; then
        echo "$2"
        return 0
    fi
    newest=""
    for v in $versions; do
        if [ -z "$newest" ] || dpkg --compare-versions "$v" gt "$newest"; then
            newest=$v
        fi
    done
    echo "$newest"
}

ensure_jdk_sources
[ -z "$JDK_SOURCES" ] || echo "$JDK_SOURCES"
