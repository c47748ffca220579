/*
 * Copyright (c) 2026, the waitkit authors. All rights reserved.
 * DO NOT ALTER OR REMOVE COPYRIGHT NOTICES OR THIS FILE HEADER.
 *
 * This code is free software; you can redistribute it and/or modify it
 * under the terms of the GNU General Public License version 2 only, as
 * published by the Free Software Foundation.  The waitkit authors designate
 * this particular file as subject to the "Classpath" exception as provided
 * in the LICENSE file that accompanied this code.
 *
 * This code is distributed in the hope that it will be useful, but WITHOUT
 * ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or
 * FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public License
 * version 2 for more details (a copy is included in the LICENSE file that
 * accompanied this code).
 *
 * You should have received a copy of the GNU General Public License version
 * 2 along with this work; if not, write to the Free Software Foundation,
 * Inc., 51 Franklin St, Fifth Floor, Boston, MA 02110-1301 USA.
 */


import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import waitkit.judge.Bounds;

/**
 * The settings of a {@code make test} run, read from its inputs and checked
 * before anything is written: {@code JTREG=} ({@link JtregOptions}),
 * {@code BOUND_FACTOR=} (the tests' own rule, {@link Bounds#parseFactor}),
 * {@code CP=} and {@code WAIT=} (the user's wait, called once in a JVM of its
 * own by {@code WaitCheck}), {@code PATCH=} ({@link PatchCheck}),
 * {@code TEST=} ({@link Selectors}) and {@code MICRO=}
 * ({@link MicroOptions}), in that order; the first that is not right is the
 * refusal.
 *
 * <p>Without {@code JOBS=} or a {@code -k} option of the user's, each
 * selector runs in two passes: the tests without the timing keyword
 * ({@code TEST.ROOT}), which measure no time, as many at a time as there are
 * CPUs; then the timing tests one at a time.
 *
 * @param root         the kit's root, jtreg's test root
 * @param jdk          the JDK under test
 * @param jdkVersion   its version, for the messages
 * @param jtregJava    the java that runs jtreg
 * @param jtHome       jtreg's home
 * @param jtregVersion jtreg's version, for the messages
 * @param results      the directory each selector's results go under
 * @param passes       the passes of each jtreg selector
 * @param jtreg        {@code JTREG=}
 * @param javaOptions  jtreg's {@code -javaoption} values: the user's, then the kit's
 * @param userWait     {@code WAIT=}, empty without one
 * @param patchLines   one line per module of {@code PATCH=}: the module, its
 *                     directory and the classes that replace the JDK's
 * @param microArgs    JMH's options from {@code MICRO=}
 * @param microSpec    {@code MICRO=} as given
 * @param selectors    the selectors, in {@code TEST=}'s order
 */
record RunSettings(Path root, Path jdk, String jdkVersion, Path jtregJava, Path jtHome, String jtregVersion,
                   Path results, List<Pass> passes, JtregOptions jtreg, List<String> javaOptions, String userWait,
                   List<String> patchLines, List<String> microArgs, String microSpec,
                   List<Selectors.Selector> selectors) {

    /** A jtreg run of a selector's tests. */
    enum Pass {
        /** The tests without the timing keyword, as many at a time as there are CPUs. */
        UNTIMED,
        /** The tests with the timing keyword, one at a time. */
        TIMED,
        /** Every test, at the concurrency of {@code JOBS=}. */
        ALL
    }

    /**
     * What {@code make/RunTests.sh} has resolved: the JDK under test and jtreg.
     *
     * @param root         the kit's root, every link resolved
     * @param jdk          the JDK under test
     * @param jdkVersion   its {@code java.runtime.version}
     * @param jtregJava    the java that runs jtreg
     * @param jtHome       jtreg's home
     * @param jtregVersion jtreg's version
     * @param results      the directory under {@code build/} the results go under
     */
    record Resolved(Path root, Path jdk, String jdkVersion, Path jtregJava, Path jtHome, String jtregVersion,
                    Path results) {
    }

    /**
     * Reads and checks the inputs of a run.
     *
     * @param resolved what the shell resolved
     * @param env      the environment: {@code TEST}, {@code JTREG}, {@code MICRO},
     *                 {@code BOUND_FACTOR}, {@code WAIT}, {@code CP}, {@code PATCH}
     * @return the settings
     * @throws IllegalArgumentException naming the first input that is not right, and why
     * @throws IOException if a file the checks read cannot be read
     * @throws InterruptedException if interrupted while the user's wait is called
     */
    static RunSettings read(Resolved resolved, Map<String, String> env) throws IOException, InterruptedException {
        JtregOptions jtreg = JtregOptions.parse(env.getOrDefault("JTREG", ""));
        List<Pass> passes = jtreg.jobs().isPresent() || jtreg.options().stream().anyMatch(o -> o.startsWith("-k"))
                ? List.of(Pass.ALL) : List.of(Pass.UNTIMED, Pass.TIMED);
        List<String> javaOptions = new ArrayList<>(jtreg.javaOptions());
        String boundFactor = env.getOrDefault("BOUND_FACTOR", "");
        if (!boundFactor.isEmpty()) {
            javaOptions.add("-Dwaitkit.bound.factor=" + Bounds.parseFactor("BOUND_FACTOR", boundFactor));
        }
        String userWait = env.getOrDefault("WAIT", "");
        String userClassPath = userClassPath(env.getOrDefault("CP", ""), userWait);
        if (!userWait.isEmpty()) {
            if ((userWait + userClassPath).matches("(?s).*\\s.*")) {
                throw new IllegalArgumentException("WAIT= and CP= cannot contain spaces");
            }
            System.out.println("waitkit: " + checkWait(resolved, userWait, userClassPath));
            javaOptions.add("-Dwaitkit.user.wait=" + userWait);
            if (!userClassPath.isEmpty()) {
                javaOptions.add("-Dwaitkit.user.cp=" + userClassPath);
            }
        }
        List<String> patchLines = List.of();
        String patch = env.getOrDefault("PATCH", "");
        if (!patch.isEmpty()) {
            if (patch.matches("(?s).*\\s.*")) {
                throw new IllegalArgumentException("PATCH= cannot contain spaces");
            }
            patchLines = PatchCheck.check(patch);
            // One token per module, so that jtreg hands it on whole to the
            // tests' JVMs and, through test.java.opts, to every child JVM the
            // library starts; every evidence line records the patch.
            for (String line : patchLines) {
                javaOptions.add("--patch-module=" + line.substring(0, line.indexOf(" (")));
                System.out.println("waitkit: PATCH in force: " + line);
            }
            javaOptions.add("-Dwaitkit.user.patch=" + patch);
        }
        String test = env.getOrDefault("TEST", "").isBlank() ? "tier1" : env.get("TEST");
        List<Selectors.Selector> selectors = Selectors.resolve(resolved.root(), test);
        String microSpec = env.getOrDefault("MICRO", "");
        List<String> microArgs = List.of();
        if (selectors.stream().anyMatch(s -> s.kind() == Selectors.Kind.MICRO)) {
            microArgs = MicroOptions.parse(microSpec);
        } else if (!microSpec.isEmpty()) {
            throw new IllegalArgumentException("MICRO= sets JMH options for micro: selectors, and TEST=\"" + test
                    + "\" has none");
        }
        return new RunSettings(resolved.root(), resolved.jdk(), resolved.jdkVersion(), resolved.jtregJava(),
                resolved.jtHome(), resolved.jtregVersion(), resolved.results(), passes, jtreg,
                List.copyOf(javaOptions), userWait, patchLines, microArgs, microSpec, List.copyOf(selectors));
    }

    /**
     * Returns these settings with the JDK's sources handed to the tests.
     *
     * @param zip the sources' {@code src.zip}
     * @return the settings, {@code -Dwaitkit.jdk.sources} among the Java options
     */
    RunSettings withJdkSources(Path zip) {
        List<String> options = new ArrayList<>(javaOptions);
        options.add("-Dwaitkit.jdk.sources=" + zip);
        return new RunSettings(root, jdk, jdkVersion, jtregJava, jtHome, jtregVersion, results, passes, jtreg,
                List.copyOf(options), userWait, patchLines, microArgs, microSpec, selectors);
    }

    /** Returns the directory of the kit's tools, which holds the library compiled. */
    Path tools() {
        return root.resolve("build/tools");
    }

    // CP=, each of its entries made absolute with its directory's links resolved.
    private static String userClassPath(String cp, String userWait) throws IOException {
        if (cp.isEmpty()) {
            return "";
        }
        if (userWait.isEmpty()) {
            throw new IllegalArgumentException("CP= is the class path of a WAIT=class:<name>; it means nothing "
                    + "without WAIT=");
        }
        List<String> entries = new ArrayList<>();
        for (String part : cp.split(":")) {
            if (part.isEmpty() || !Files.exists(Path.of(part))) {
                throw new IllegalArgumentException("CP=" + cp + ": " + part + " does not exist");
            }
            Path absolute = Path.of(part).toAbsolutePath().normalize();
            entries.add(absolute.getParent() == null ? absolute.toString()
                    : absolute.getParent().toRealPath().resolve(absolute.getFileName()).toString());
        }
        return String.join(":", entries);
    }

    // Calls the user's wait once in a JVM of the JDK under test, with the
    // user's class path; its answer, or the refusal it printed.
    private static String checkWait(Resolved resolved, String userWait, String userClassPath)
            throws IOException, InterruptedException {
        ChildProcess p = ChildProcess.start(new ProcessBuilder(resolved.jdk().resolve("bin/java").toString(), "-cp",
                resolved.root().resolve("build/tools") + (userClassPath.isEmpty() ? "" : ":" + userClassPath),
                "WaitCheck", userWait).redirectErrorStream(true));
        String answer = new String(p.process().getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (p.waitFor() != 0) {
            throw new IllegalArgumentException(answer);
        }
        return answer;
    }
}
