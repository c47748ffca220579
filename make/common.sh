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

# Shared by the scripts under make/: finding and checking the JDK under test
# and jtreg (installing Debian's jtreg7 when it is missing), building the
# kit's tools (make/src), which do the rest of each target's work, and
# removing what the kit wrote under build/. The CPU burner
# (burner.sh) has a file of its own, sourced after this one by the scripts
# that use it; the JDK's sources are found by JdkSources.sh.
# Sourced, not run; expects ROOT to be set to the kit's root with every
# symbolic link resolved (cd ... && pwd -P), as paths are compared with it.

MIN_JDK=17

die() {
    echo "waitkit: error: $*" >&2
    exit 2
}

# Prints a path with its existing part resolved (cd ... && pwd -P), and
# dies unless it lies strictly under $ROOT/build/ (resolved too: build/ may
# be a link to a roomier disk). The part that does not exist yet may hold no
# . or .. and no symbolic link.
under_build() {
    local path=$1 head tail="" build=$ROOT/build
    [ ! -d "$build" ] || build=$(cd "$build" && pwd -P)
    [[ "$path" == /* ]] || path=$PWD/$path
    head=$path
    while [ ! -d "$head" ]; do
        [ ! -L "$head" ] || die "$path: $head is a symbolic link to nothing; the kit writes only under $ROOT/build/"
        tail=/$(basename "$head")$tail
        head=$(dirname "$head")
    done
    case "$tail/" in
        */./*|*/../*) die "$path holds . or .. where nothing exists yet; the kit writes only under $ROOT/build/" ;;
    esac
    head=$(cd "$head" && pwd -P)$tail
    case "$head" in
        "$build"/?*) echo "$head" ;;
        *) die "$path is not under $ROOT/build/ (it is $head); the kit writes and removes only there" ;;
    esac
}

# Removes a directory tree the kit wrote, and refuses (exit 2) anything that
# is not under $ROOT/build/ once resolved. Every rm -rf under make/ is this one.
remove_under_build() {
    local dir
    dir=$(under_build "$1") || exit 2
    rm -rf -- "$dir"
}

# Sets JDK (absolute), JDK_FEATURE and JDK_VERSION from JDK, else JAVA_HOME,
# else the java on PATH; dies unless it is a JDK of at least MIN_JDK.
resolve_jdk() {
    local origin
    if [ -n "${JDK:-}" ]; then
        origin="${JDK_LABEL:-JDK}=$JDK"
    elif [ -n "${JAVA_HOME:-}" ]; then
        JDK=$JAVA_HOME
        origin="JAVA_HOME=$JAVA_HOME"
    elif command -v java >/dev/null 2>&1; then
        JDK=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")
        origin="the java on PATH ($(command -v java))"
    else
        die "no JDK to test: set JDK=<path to a JDK $MIN_JDK or later>, or JAVA_HOME, or put java on PATH"
    fi
    [ -d "$JDK" ] || die "$origin: no such directory"
    JDK=$(cd "$JDK" && pwd -P)
    if [ ! -x "$JDK/bin/java" ]; then
        die "$origin is not a JDK: $JDK/bin/java does not exist or is not executable"
    fi
    if [ ! -x "$JDK/bin/javac" ]; then
        die "$origin is a JRE, not a JDK: jtreg compiles the tests and needs $JDK/bin/javac"
    fi
    JDK_VERSION=$("$JDK/bin/java" -XshowSettings:properties -version 2>&1 \
        | sed -n 's/^ *java\.runtime\.version = //p' | head -n 1)
    JDK_FEATURE=$("$JDK/bin/java" -XshowSettings:properties -version 2>&1 \
        | sed -n 's/^ *java\.specification\.version = //p' | head -n 1)
    if ! [[ "$JDK_FEATURE" =~ ^[0-9]+$ ]]; then
        die "$origin: cannot tell the Java version of $JDK/bin/java (java.specification.version '$JDK_FEATURE')"
    fi
    if [ "$JDK_FEATURE" -lt "$MIN_JDK" ]; then
        die "$origin is JDK $JDK_FEATURE ($JDK_VERSION); waitkit needs JDK $MIN_JDK or later"
    fi
}

# Sets JT_HOME and JTREG_JAVA. Installs Debian's jtreg7 when jtreg is missing
# and we may; otherwise says what to install.
resolve_jtreg() {
    if [ -n "${JT_HOME:-}" ]; then
        [ -r "$JT_HOME/lib/jtreg.jar" ] || die "JT_HOME=$JT_HOME holds no lib/jtreg.jar"
    else
        JT_HOME=/usr/share/jtreg
        if [ ! -r "$JT_HOME/lib/jtreg.jar" ]; then
            install_jtreg7
        fi
    fi
    # jtreg runs on a JDK 17+; the JDK under test is one, so unless told
    # otherwise jtreg runs on it too (Debian's launcher wants a default-java
    # that may not exist, so it is not used).
    JTREG_JAVA=${JTREG_JAVA:-$JDK/bin/java}
    [ -x "$JTREG_JAVA" ] || die "JTREG_JAVA=$JTREG_JAVA is not executable"
    JTREG_VERSION=$("$JTREG_JAVA" -jar "$JT_HOME/lib/jtreg.jar" -version 2>/dev/null | sed -n 's/^jtreg //p' | head -n 1)
    [ -n "$JTREG_VERSION" ] || die "cannot run jtreg from $JT_HOME/lib/jtreg.jar with $JTREG_JAVA"
}

# jdk_at_least <feature> <first choice>: prints the first choice when it is
# a JDK of at least that feature release, else the newest such JDK under
# /usr/lib/jvm; nothing when there is none.
jdk_at_least() {
    local j v
    for j in "$2" $(ls -d /usr/lib/jvm/*/ 2>/dev/null | sort -rV); do
        [ -n "$j" ] || continue
        v=$("${j%/}/bin/java" -XshowSettings:properties -version 2>&1 \
            | sed -n 's/^ *java\.specification\.version = //p' | head -n 1)
        if [[ "$v" =~ ^[0-9]+$ ]] && [ "$v" -ge "$1" ] && [ -x "${j%/}/bin/javac" ]; then
            echo "${j%/}"
            return 0
        fi
    done
}

# Installs Debian packages, with one apt-get update and a second try when
# the package lists are stale; says nothing itself on success. Installs
# nothing when apt-get would upgrade or remove a package already installed
# (such as the JDK under test, in the middle of a run): it says which and
# returns 3. Otherwise returns apt-get's status.
apt_install() {
    local plan changes
    plan=$(apt-get -s -q install --no-install-recommends "$@" 2>&1) || {
        DEBIAN_FRONTEND=noninteractive apt-get update -q >&2 || true
        plan=$(apt-get -s -q install --no-install-recommends "$@" 2>&1) || { echo "$plan" >&2; return 1; }
    }
    # apt-get -s prints "Inst <package> [<installed version>] (<new version> ...)"
    # for an upgrade and "Remv <package> ..." for a removal.
    changes=$(echo "$plan" | sed -n 's/^Inst \([^ ]*\) \[\([^]]*\)\] (\([^ ]*\).*/\1 \2 -> \3/p; s/^Remv \([^ ]*\).*/\1 removed/p')
    if [ -n "$changes" ]; then
        echo "waitkit: apt-get install $* would change installed packages, so nothing was installed:" >&2
        echo "$changes" | sed 's/^/waitkit:   /' >&2
        return 3
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$@" >&2
}

install_jtreg7() {
    local how="install Debian's jtreg7 package (apt-get install jtreg7), or set JT_HOME to a jtreg 7.5.2 or later"
    if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
        die "jtreg not found in /usr/share/jtreg: $how"
    fi
    echo "waitkit: jtreg not found; installing Debian's jtreg7 package (jtreg 7.5.2) with apt-get" >&2
    apt_install jtreg7 || die "apt-get could not install jtreg7: $how"
    [ -r "$JT_HOME/lib/jtreg.jar" ] || die "jtreg7 is installed but $JT_HOME/lib/jtreg.jar is missing: $how"
}

# The kit's command-line tools (make/src, with the library classes they use,
# and the library's jtreg properties, lib/requires), compiled into
# build/tools with the JDK under test.
#
# tools_up_to_date: sets TOOLS_SOURCES; status 0 when build/tools holds them
# compiled. The stamp lists the sources it was built from: a source added or
# removed since is a rebuild, as a source changed since is.
tools_up_to_date() {
    mapfile -t TOOLS_SOURCES < <(find "$ROOT/make/src" "$ROOT/lib/waitkit" "$ROOT/lib/jtreg" "$ROOT/lib/requires" \
        -name '*.java' | sort)
    local stamp=$ROOT/build/tools/.stamp newest
    newest=$(ls -t "${TOOLS_SOURCES[@]}" | head -n 1)
    [ -f "$stamp" ] && [ "$stamp" -nt "$newest" ] && [ "$(cat "$stamp")" = "$(printf '%s\n' "${TOOLS_SOURCES[@]}")" ]
}

# tools_javac: compiles TOOLS_SOURCES into an emptied build/tools; as a
# command of its own, so that a caller may run it in the background and stop
# it. One cold javac of some sixty files: with C1 alone it takes half the
# time C2's compilations cost it.
tools_javac() {
    remove_under_build "$ROOT/build/tools"
    mkdir -p "$ROOT/build/tools"
    exec "$JDK/bin/javac" -J-XX:TieredStopAtLevel=1 --release "$MIN_JDK" -d "$ROOT/build/tools" "${TOOLS_SOURCES[@]}"
}

# tools_stamp: records that build/tools holds TOOLS_SOURCES compiled.
tools_stamp() {
    printf '%s\n' "${TOOLS_SOURCES[@]}" > "$ROOT/build/tools/.stamp"
}

# Compiles the tools when out of date.
build_tools() {
    tools_up_to_date && return 0
    ( tools_javac ) || {
        echo "waitkit: warning: could not compile the tools in make/src" >&2
        return 1
    }
    tools_stamp
}
