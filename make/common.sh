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
# and jtreg, parsing JTREG= and TEST=, reading jtreg's results, and removing
# what the kit wrote under build/.
# Sourced, not run; expects ROOT to be set to the kit's root with every
# symbolic link resolved (cd ... && pwd -P), as paths are compared with it.

MIN_JDK=17

die() {
    echo "waitkit: error: $*" >&2
    exit 2
}

# Prints a path with its existing part resolved as physical_path does, and
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

# Installs Debian packages, with one apt-get update and a second try when
# the package lists are stale; says nothing itself. Returns apt-get's status.
apt_install() {
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$@" >&2 && return 0
    DEBIAN_FRONTEND=noninteractive apt-get update -q >&2 || true
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$@" >&2
}

# The mutant controls rebuild JDK classes from the JDK under test's own
# lib/src.zip, and fail without it. Debian ships a JDK's sources in the
# openjdk-N-source package: when the JDK under test is a Debian package and we
# are root, install it and say so, then read the JDK's version again (the
# package may upgrade the JDK to its own version); otherwise say what is
# missing (the tests that need the sources then fail with the same advice).
ensure_jdk_sources() {
    local package
    [ ! -r "$JDK/lib/src.zip" ] || return 0
    package=$({ dpkg -S "$(readlink -f "$JDK/bin/java")" 2>/dev/null || true; } \
        | sed -n 's/^\(openjdk-[0-9]*\)-.*/\1/p' | head -n 1)
    if [ -z "$package" ] || [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
        echo "waitkit: warning: $JDK has no readable lib/src.zip: the mutant controls (TEST=mutants and the scenarios' positive controls) will fail;" \
            "${package:+install ${package}-source (apt-get install ${package}-source), or }use a JDK that ships lib/src.zip" >&2
        return 0
    fi
    echo "waitkit: $JDK has no lib/src.zip; installing Debian's ${package}-source for the mutant controls" >&2
    if apt_install "${package}-source"; then
        local was=$JDK_VERSION
        resolve_jdk
        [ "$JDK_VERSION" = "$was" ] || echo "waitkit: note: installing ${package}-source upgraded the JDK under test from $was to $JDK_VERSION" >&2
    else
        echo "waitkit: warning: apt-get could not install ${package}-source; the mutant controls will fail" >&2
    fi
}

# Tells whether any of the given jtreg targets (paths, or ROOT:group) holds a
# test that builds a JDK mutant, so needs the JDK's sources.
needs_jdk_sources() {
    local target paths=()
    for target in "$@"; do
        if [[ "$target" == "$ROOT:"* ]]; then
            paths+=($(group_paths "${target#"$ROOT:"}"))
        else
            paths+=("${target%%#*}")
        fi
    done
    [ "${#paths[@]}" -gt 0 ] && grep -rqlE --include='*.java' 'MutantScenario|JdkMutant' "${paths[@]}" 2>/dev/null
}

# The paths a group of TEST.groups names, its :subgroups expanded.
group_paths() {
    local entry
    for entry in $(awk -v g="$1" '
            $0 ~ "^" g "[[:space:]]*=" { on = 1; sub(/^[^=]*=/, "") }
            on { line = $0; cont = sub(/\\[[:space:]]*$/, "", line); print line; if (!cont) on = 0 }' \
            "$ROOT/TEST.groups"); do
        case "$entry" in
            :*) group_paths "${entry#:}" ;;
            *) echo "$ROOT/$entry" ;;
        esac
    done
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

# Parses JTREG="KEY=value;KEY=value" into JOBS, TIMEOUT_FACTOR, VM_OPTIONS,
# JAVA_OPTIONS and OPTIONS; dies on anything else.
parse_jtreg_spec() {
    local spec=$1 part key value
    local valid="JOBS, TIMEOUT_FACTOR, VM_OPTIONS, JAVA_OPTIONS, OPTIONS"
    [ -n "$spec" ] || return 0
    IFS=';' read -r -a parts <<< "$spec"
    for part in "${parts[@]}"; do
        [ -n "${part// /}" ] || continue
        if [[ "$part" != *=* ]]; then
            die "malformed JTREG entry '$part' in JTREG=\"$spec\": expected KEY=value, KEY one of $valid"
        fi
        key=${part%%=*}
        key=${key// /}
        value=${part#*=}
        case "$key" in
            JOBS)
                [[ "$value" =~ ^[1-9][0-9]*$ ]] || die "JTREG: JOBS must be a positive whole number, got '$value'"
                JOBS=$value ;;
            TIMEOUT_FACTOR)
                # jtreg refuses a -timeoutFactor below 0.1 ("Bad parameters").
                [[ "$value" =~ ^[0-9]+(\.[0-9]+)?$ ]] && awk "BEGIN { exit !($value >= 0.1) }" \
                    || die "JTREG: TIMEOUT_FACTOR must be a positive number of at least 0.1 (jtreg's minimum), got '$value'"
                TIMEOUT_FACTOR=$value ;;
            VM_OPTIONS) VM_OPTIONS="$VM_OPTIONS $value" ;;
            JAVA_OPTIONS) JAVA_OPTIONS="$JAVA_OPTIONS $value" ;;
            OPTIONS) OPTIONS="$OPTIONS $value" ;;
            *) die "unknown JTREG key '$key' in JTREG=\"$spec\"; valid keys: $valid" ;;
        esac
    done
}

# The group names defined in TEST.groups, one a line.
list_groups() {
    sed -n 's/^\([A-Za-z0-9_][A-Za-z0-9_.-]*\)[[:space:]]*=.*/\1/p' "$ROOT/TEST.groups"
}

# Prints the path of an existing file or directory with every symbolic link
# and every . and .. resolved: a directory's own, a file's directory's.
physical_path() {
    if [ -d "$1" ]; then
        (cd "$1" && pwd -P)
    else
        echo "$(cd "$(dirname "$1")" && pwd -P)/$(basename "$1")"
    fi
}

# Prints a results directory name made from $1: every character outside
# [A-Za-z0-9_.-] becomes _, and so does a leading dot, so that the name is one
# path component under build/test-results, never hidden, never . or .. .
results_name() {
    printf '%s\n' "$1" | sed 's/[^A-Za-z0-9_.-]/_/g; s/^\./_/'
}

# Sets SELECTOR_TARGET (what jtreg is given) and SELECTOR_NAME (the results
# directory name) for one selector; dies on an unknown one. A group is matched
# by its whole name as a fixed string; a path must lie under $ROOT/test once
# its links and its . and .. are resolved.
resolve_selector() {
    local sel=${1#jtreg:} path file
    SELECTOR_KIND=jtreg
    case "$1" in
        micro:*)
            SELECTOR_KIND=micro
            SELECTOR_TARGET=${1#micro:}
            [ -n "$SELECTOR_TARGET" ] || die "empty benchmark pattern in '$1'; use micro:<regex>, e.g. micro:ParkNanos"
            [[ "$SELECTOR_TARGET" != *[[:space:]]* ]] || die "a micro: pattern cannot contain spaces: '$1'"
            SELECTOR_NAME=$(echo "$SELECTOR_TARGET" | sed 's/[^A-Za-z0-9_-]/_/g')
            [[ "$SELECTOR_NAME" =~ [A-Za-z0-9] ]] || SELECTOR_NAME=all
            SELECTOR_NAME=$(results_name "micro-$SELECTOR_NAME")
            return ;;
        *:*) [[ "$1" == jtreg:* ]] || die "unknown test selector prefix in '$1'; use a group, a path, or jtreg:<group or path>" ;;
    esac
    [ -n "$sel" ] || die "empty test selector '$1'"
    if list_groups | grep -qxF -- "$sel"; then
        SELECTOR_TARGET="$ROOT:$sel"
        SELECTOR_NAME=$(results_name "$sel")
        return
    fi
    path=$sel
    file=${path%%#*}
    if [ -e "$file" ]; then
        file=$(physical_path "$file")
    elif [ -e "$ROOT/$file" ]; then
        file=$(physical_path "$ROOT/$file")
    else
        die "unknown test selector '$sel': not a group in TEST.groups ($(list_groups | tr '\n' ' ' | sed 's/ $//')) and not a path (relative to here or to $ROOT)"
    fi
    case "$file" in
        "$ROOT"/test|"$ROOT"/test/*) ;;
        *) die "test selector '$sel' is outside the test directory $ROOT/test (it is $file)" ;;
    esac
    if [[ "$path" == *#* ]]; then
        SELECTOR_TARGET="$file#${path#*#}"
    else
        SELECTOR_TARGET=$file
    fi
    SELECTOR_NAME=$(results_name "$(echo "${SELECTOR_TARGET#"$ROOT"/}" | sed 's/\.java//')")
}

# Reads jtreg's closing "Test results:" line from an output file into
# R_TOTAL, R_PASS, R_FAIL, R_ERROR, R_SKIP, and R_CHECKED, the tests jtreg
# reported as passed, failed or in error. A run that printed no such line
# but did not exit cleanly counts as one error.
count_results() {
    local output=$1 status=$2 n
    R_PASS=0; R_FAIL=0; R_ERROR=0; R_SKIP=0
    R_LINE=$(grep -E '^Test results: ' "$output" 2>/dev/null | tail -n 1 || true)
    n() { echo "$R_LINE" | sed -n "s/.*$1: \([0-9][0-9]*\).*/\1/p" | head -n 1; }
    R_PASS=$(n passed); R_PASS=${R_PASS:-0}
    R_FAIL=$(n failed); R_FAIL=${R_FAIL:-0}
    R_ERROR=$(n error); R_ERROR=${R_ERROR:-0}
    # jtreg counts a test that threw jtreg.SkippedException among the passed
    # ones too ("passed: 8; skipped: 2" for 6 passes and 2 skips); tests whose
    # @requires did not hold are counted apart.
    local skipped notrun
    skipped=$(n skipped); notrun=$(n "did not meet platform requirements")
    R_PASS=$(( R_PASS - ${skipped:-0} ))
    R_SKIP=$(( ${skipped:-0} + ${notrun:-0} ))
    R_CHECKED=$(( R_PASS + R_FAIL + R_ERROR ))
    if [ -z "$R_LINE" ] && [ "$status" -ne 0 ]; then
        R_ERROR=1
    fi
    R_TOTAL=$(( R_PASS + R_FAIL + R_ERROR + R_SKIP ))
}

# Prints one "Test results:" line in jtreg's words for the closing lines of
# several jtreg runs (the passes of one selector): each count summed, passed
# including skipped as jtreg counts it. A run that printed no such line adds
# nothing.
combined_results() {
    local key line total n file parts=()
    for key in passed failed error skipped "did not meet platform requirements"; do
        total=0
        for file in "$@"; do
            line=$(grep -E '^Test results: ' "$file" 2>/dev/null | tail -n 1 || true)
            n=$(echo "$line" | sed -n "s/.*$key: \([0-9][0-9]*\).*/\1/p" | head -n 1)
            total=$(( total + ${n:-0} ))
        done
        [ "$total" -eq 0 ] || parts+=("$key: $total")
    done
    if [ "${#parts[@]}" -eq 0 ]; then
        echo "Test results: no tests selected"
    else
        local IFS=';'
        echo "Test results: ${parts[*]}" | sed 's/;/; /g'
    fi
}

# Prints why the jtreg run count_results read checked nothing, or nothing if
# it checked something. Tests that were all skipped or not run prove nothing,
# so such a run passes nothing.
nothing_checked_reason() {
    if [ "$R_CHECKED" -ne 0 ]; then
        return 0
    elif [ -z "$R_LINE" ]; then
        echo "jtreg reported no results: it did not start or died"
    elif [ "$R_SKIP" -eq 0 ]; then
        echo "jtreg ran no test"
    else
        echo "all $R_SKIP tests were skipped or did not meet platform requirements"
    fi
}

# figures_outcome <status> <figures file>: what EvidenceCompare's exit status
# means for make compare. Returns 0 when the figures agree (status 0), 1 when
# a verdict or a thread state's share changed (3), and 2, printing why, when
# no comparison was made: a thread-state histogram held no samples (4), or
# EvidenceCompare failed (any other status, such as 1 for an exception).
figures_outcome() {
    case "$1" in
        0) return 0 ;;
        3) return 1 ;;
        4) echo "some figures were not compared: a thread-state histogram holds no samples, so has no shares (the NOT COMPARED rows of $2)" ;;
        *) echo "EvidenceCompare failed with exit status $1, so no figure was compared (see $2)" ;;
    esac
    return 2
}

# Gathers the waitkit-evidence.jsonl files the tests left in their retained
# scratch directories into <dir>/evidence.jsonl and <dir>/evidence.txt.
collect_evidence() {
    local dir=$1
    find "$dir/work" -name waitkit-evidence.jsonl -print0 2>/dev/null | sort -z \
        | xargs -0 -r cat > "$dir/evidence.jsonl"
    if [ -s "$dir/evidence.jsonl" ]; then
        if build_tools; then
            "$JDK/bin/java" -cp "$ROOT/build/tools" EvidenceTable "$dir/evidence.jsonl" > "$dir/evidence.txt" \
                || echo "waitkit: warning: could not tabulate $dir/evidence.jsonl" >&2
        fi
        echo "Evidence: $dir/evidence.jsonl ($(wc -l < "$dir/evidence.jsonl") lines), table in $dir/evidence.txt"
    else
        : > "$dir/evidence.txt"
    fi
}

# Compiles the kit's command-line tools (make/src, with the library classes
# they use) into build/tools with the JDK under test, when out of date.
build_tools() {
    local tools=$ROOT/build/tools
    local sources
    mapfile -t sources < <(find "$ROOT/make/src" "$ROOT/lib/waitkit" "$ROOT/lib/jtreg" -name '*.java' | sort)
    local newest
    newest=$(ls -t "${sources[@]}" | head -n 1)
    if [ -f "$tools/.stamp" ] && [ "$tools/.stamp" -nt "$newest" ]; then
        return 0
    fi
    remove_under_build "$tools"
    mkdir -p "$tools"
    "$JDK/bin/javac" --release "$MIN_JDK" -d "$tools" "${sources[@]}" || {
        echo "waitkit: warning: could not compile the tools in make/src" >&2
        return 1
    }
    touch "$tools/.stamp"
}

# --- micro: JMH benchmarks in test/micro ---------------------------------------

# Reads MICRO="FORK=n;ITER=n;TIME=..;WARMUP_ITER=n;WARMUP_TIME=..;VM_OPTIONS=..;
# OPTIONS=..;PROFILE=quick|full" (OpenJDK's keys, plus PROFILE) into MICRO_ARGS,
# JMH command-line options. PROFILE=quick is one fork, one short warm-up and
# two short measurements per benchmark: every family in a few minutes, for a
# look, not for numbers. Keys given after PROFILE override it.
parse_micro_spec() {
    local spec=$1 part key value
    local valid="FORK, ITER, TIME, WARMUP_ITER, WARMUP_TIME, VM_OPTIONS, OPTIONS, PROFILE"
    MICRO_ARGS=()
    [ -n "$spec" ] || return 0
    IFS=';' read -r -a parts <<< "$spec"
    for part in "${parts[@]}"; do
        [ -n "${part// /}" ] || continue
        [[ "$part" == *=* ]] || die "malformed MICRO entry '$part' in MICRO=\"$spec\": expected KEY=value, KEY one of $valid"
        key=${part%%=*}
        key=${key// /}
        value=${part#*=}
        case "$key" in
            FORK|ITER|WARMUP_ITER)
                [[ "$value" =~ ^[0-9]+$ ]] || die "MICRO: $key must be a whole number, got '$value'"
                case "$key" in
                    FORK) MICRO_ARGS+=(-f "$value") ;;
                    ITER) MICRO_ARGS+=(-i "$value") ;;
                    WARMUP_ITER) MICRO_ARGS+=(-wi "$value") ;;
                esac ;;
            TIME|WARMUP_TIME)
                [[ "$value" =~ ^[0-9]+(ms|s|us)?$ ]] || die "MICRO: $key must be a time such as 500ms or 2s, got '$value'"
                [ "$key" = TIME ] && MICRO_ARGS+=(-r "$value") || MICRO_ARGS+=(-w "$value") ;;
            VM_OPTIONS) MICRO_ARGS+=(-jvmArgsAppend "$value") ;;
            OPTIONS) read -r -a extra <<< "$value"; MICRO_ARGS+=("${extra[@]}") ;;
            PROFILE)
                case "$value" in
                    quick) MICRO_ARGS+=(-f 1 -wi 1 -w 200ms -i 2 -r 300ms) ;;
                    full) ;;
                    *) die "MICRO: PROFILE must be quick or full, got '$value'" ;;
                esac ;;
            *) die "unknown MICRO key '$key' in MICRO=\"$spec\"; valid keys: $valid" ;;
        esac
    done
}

# Builds test/micro/target/benchmarks.jar with Maven when it is missing or
# older than the benchmarks, the report or the kit's library.
build_micro() {
    local micro=$ROOT/test/micro jar=$ROOT/test/micro/target/benchmarks.jar newer
    command -v mvn >/dev/null 2>&1 || die "micro: needs Maven to build test/micro (Debian: apt-get install maven)"
    if [ -f "$jar" ]; then
        newer=$(find "$micro/pom.xml" "$micro/src" "$ROOT/lib" -newer "$jar" -type f | head -n 1)
        [ -n "$newer" ] || return 0
    fi
    echo "micro: building $jar with Maven (artifacts from Maven Central)"
    (cd "$micro" && mvn -q -B package) || die "micro: the Maven build of test/micro failed"
}

# run_micro <results dir> <regex>: runs the matching benchmarks on $JDK with
# MICRO_ARGS, writes jmh-result.json, output.txt and the claims report, and
# sets R_* like count_results: a benchmark with a score passes, one that
# failed is a FAIL, no match at all is an ERROR.
run_micro() {
    local dir=$1 regex=$2 jar=$ROOT/test/micro/target/benchmarks.jar status
    remove_under_build "$dir"
    mkdir -p "$dir"
    echo "Running benchmarks matching '$regex' on JDK $JDK_VERSION ($JDK) with JMH ${MICRO:+(MICRO=$MICRO)}"
    set +e
    "$JDK/bin/java" -jar "$jar" "$regex" "${MICRO_ARGS[@]}" -foe false -rf json -rff "$dir/jmh-result.json" 2>&1 \
        | tee "$dir/output.txt"
    status=${PIPESTATUS[0]}
    set -e
    R_PASS=0; R_FAIL=0; R_ERROR=0; R_SKIP=0
    if [ -s "$dir/jmh-result.json" ]; then
        R_PASS=$(grep -c '"benchmark"' "$dir/jmh-result.json" || true)
        # The wait suite's figures for the same claims, when a run of it is here;
        # the report keeps only lines measured on this JDK.
        local suite=""
        for candidate in "$RESULTS/waits/evidence.jsonl" "$RESULTS/tier1/evidence.jsonl"; do
            if [ -s "$candidate" ]; then suite=$candidate; break; fi
        done
        "$JDK/bin/java" -cp "$jar" waitkit.micro.report.ClaimsReport "$dir/jmh-result.json" "$dir" $suite \
            || echo "waitkit: warning: could not write the claims report in $dir" >&2
    fi
    R_FAIL=$(grep -c '^<failure>' "$dir/output.txt" || true)
    if [ "$R_PASS" -eq 0 ] && [ "$R_FAIL" -eq 0 ]; then
        R_ERROR=1
        grep -q 'No matching benchmarks' "$dir/output.txt" && echo "micro: no benchmark matches '$regex'"
    elif [ "$status" -ne 0 ] && [ "$R_FAIL" -eq 0 ]; then
        R_ERROR=1
    fi
    R_TOTAL=$(( R_PASS + R_FAIL + R_ERROR ))
}

# surefire_counts <module dir>: adds up the Surefire reports of a Maven
# module's last run into tests, failures, errors and skipped.
surefire_counts() {
    local report line key value
    tests=0 failures=0 errors=0 skipped=0
    for report in "$1"/target/surefire-reports/TEST-*.xml; do
        [ -f "$report" ] || continue
        line=$(grep -m 1 '<testsuite' "$report")
        for key in tests failures errors skipped; do
            value=$(echo "$line" | sed -n "s/.* $key=\"\([0-9]*\)\".*/\1/p")
            eval "$key=\$(( $key + ${value:-0} ))"
        done
    done
}

# install_assertions <log>: builds guard/assertions on the JDK under test and
# installs it into the local Maven repository (org.waitkit:waitkit-assertions),
# without its tests, for the Maven projects that depend on it.
install_assertions() {
    JAVA_HOME=$JDK mvn -q -B -f "$ROOT/guard/assertions/pom.xml" -Dmaven.test.skip=true install >> "$1" 2>&1
}

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
