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

package waitkit;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Builds a mutant of a JDK class from the JDK under test's own sources
 * ({@code lib/src.zip}): one wait statement replaced by an unsafe refactor,
 * compiled against that JDK, ready for {@code --patch-module}.
 *
 * <p>The replacements keep the method's checked exceptions: a statement that
 * replaces {@code Thread.sleep} still throws InterruptedException when the
 * thread is interrupted, so a surrounding {@code catch (InterruptedException)}
 * still compiles, and the code around it behaves as before on interrupt.
 */
public final class JdkMutant {

    /** An unsafe replacement for a {@code Thread.sleep} statement. */
    public enum Refactor {
        /** sleep becomes one spin-wait hint. */
        ON_SPIN_WAIT("onSpinWait", "{ Thread.onSpinWait(); if (Thread.interrupted()) throw new InterruptedException(); }"),
        /** sleep becomes one yield. */
        YIELD("yield", "{ Thread.yield(); if (Thread.interrupted()) throw new InterruptedException(); }"),
        /** sleep becomes sleep(0). */
        SLEEP0("sleep0", "Thread.sleep(0);"),
        /** the sleep is removed. */
        EMPTY("emptySpin", "{ if (Thread.interrupted()) throw new InterruptedException(); }");

        private final String waitName;
        private final String statement;

        Refactor(String waitName, String statement) {
            this.waitName = waitName;
            this.statement = statement;
        }

        /**
         * Returns the catalogue name of the wait this refactor puts in.
         *
         * @return a {@link WaitMethod} name
         */
        public String waitName() {
            return waitName;
        }

        /**
         * Returns the Java statement that replaces the sleep.
         *
         * @return the statement
         */
        public String statement() {
            return statement;
        }

        /**
         * Finds a refactor by its wait name.
         *
         * @param waitName {@code onSpinWait}, {@code yield}, {@code sleep0} or {@code emptySpin}
         * @return the refactor
         * @throws IllegalArgumentException for any other name
         */
        public static Refactor ofWait(String waitName) {
            for (Refactor r : values()) {
                if (r.waitName.equals(waitName)) {
                    return r;
                }
            }
            throw new IllegalArgumentException("no refactor puts in '" + waitName
                    + "'; known: onSpinWait, yield, sleep0, emptySpin");
        }
    }

    /**
     * A wait loop of the JDK that a scenario of the kit can judge: where it
     * is and the exact sleep statement the refactors replace.
     *
     * @param name     how the kill table names it
     * @param module   the module of its class
     * @param path     the source file in the module
     * @param original the sleep statement, which must occur once in the file
     */
    public record WaitLoop(String name, String module, String path, String original) {

        /** The back-off of java.nio.Bits.reserveMemory: nine sleeps of 1, 2, ..., 256 ms. */
        public static final WaitLoop BITS_RESERVE_MEMORY = new WaitLoop("java.nio.Bits.reserveMemory back-off",
                "java.base", "java/nio/Bits.java", "Thread.sleep(sleepTime);");

        /** The poll of the default Process.waitFor(long, TimeUnit), which sleeps at most 100 ms at a time. */
        public static final WaitLoop PROCESS_WAIT_FOR = new WaitLoop("java.lang.Process.waitFor(long, TimeUnit) poll",
                "java.base", "java/lang/Process.java",
                "Thread.sleep(Math.min(TimeUnit.NANOSECONDS.toMillis(remainingNanos) + 1, 100));");

        /**
         * The attach wait of sun.tools.attach.VirtualMachineImpl on Linux, which
         * sleeps 100, 200, 300 ... ms and counts {@code time_spent += delay}.
         */
        public static final WaitLoop ATTACH_WAIT = new WaitLoop("sun.tools.attach.VirtualMachineImpl attach wait",
                "jdk.attach", "sun/tools/attach/VirtualMachineImpl.java", "Thread.sleep(delay);");

        /**
         * Returns the VM options that run this loop as {@code variant}:
         * none for {@code original}, else a mutant built from the JDK under
         * test's sources (see {@link #patchOptions}). A mutant that cannot be
         * built (the JDK has no sources, or its code lacks the statement) is
         * written as evidence, so the kill table shows it, and fails the test:
         * without the mutant, the kit's sensitivity to this loop is not checked.
         *
         * @param variant {@code original}, or a refactor's wait name
         * @return the VM options
         * @throws IOException if building the mutant fails
         * @throws MutantNotBuiltException if the mutant cannot be built here
         */
        public List<String> vmOptions(String variant) throws IOException {
            if (variant.equals("original")) {
                return List.of();
            }
            try {
                return patchOptions(module, path, original, variant);
            } catch (MutantNotBuiltException e) {
                Evidence.of("scenario").put("loop", name).put("refactor", variant).put("verdict", e.label())
                        .put("message", e.getMessage()).write();
                throw e;
            }
        }

        /**
         * Judges a run of this loop as {@code variant} (see
         * {@link Scenario#judge}), recording the loop and the variant in the
         * evidence for the kill table.
         *
         * @param outcome  the scenario's outcome
         * @param variant  {@code original}, or a refactor's wait name
         * @param expected PASS for the original; for a mutant, the mechanism
         *                 that must kill it
         * @throws IllegalArgumentException if the original is not expected to
         *         PASS or a mutant is
         */
        public void judge(Scenario.Outcome outcome, String variant, Scenario.Expectation expected) {
            if (variant.equals("original") != expected.isPass()) {
                throw new IllegalArgumentException("the original must be expected to PASS and a mutant to be "
                        + "killed by a mechanism; got " + variant + " " + expected);
            }
            Scenario.judge(outcome.with("loop", name).with("refactor", variant), expected);
        }

        /**
         * Returns the wait method a variant runs with, for the evidence.
         *
         * @param variant {@code original}, or a refactor's wait name
         * @return {@code sleep} for the original, else the variant
         */
        public String waitName(String variant) {
            return variant.equals("original") ? "sleep" : Refactor.ofWait(variant).waitName();
        }
    }

    /** The JDK's sources do not contain the pattern a mutant needs. */
    public static final class NotApplicableException extends Exception {
        private static final long serialVersionUID = 1L;

        NotApplicableException(String reason) {
            super(reason);
        }
    }

    /**
     * A mutant that a test needs could not be built: the JDK under test has no
     * sources, or its code lacks the statement. The test that needed it fails,
     * since what it was to show (that the kit catches the refactor) is unchecked.
     */
    public static final class MutantNotBuiltException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final String label;

        MutantNotBuiltException(String label, String message, Throwable cause) {
            super(message, cause);
            this.label = label;
        }

        /**
         * Returns the kill table's word for why: {@code NO_SOURCES} or {@code NOT_APPLICABLE}.
         *
         * @return the label
         */
        public String label() {
            return label;
        }
    }

    private JdkMutant() {
    }

    /**
     * Returns the JDK under test: jtreg's {@code test.jdk}, else this JVM's home.
     *
     * @return the JDK's directory
     */
    public static Path testJdk() {
        return Path.of(System.getProperty("test.jdk", System.getProperty("java.home")));
    }

    /**
     * Returns the JDK's {@code lib/src.zip}.
     *
     * @param jdk the JDK
     * @return the path of its sources
     * @throws MutantNotBuiltException if the JDK has no readable sources; the
     *         message says how to get them
     */
    public static Path sources(Path jdk) {
        Path zip = jdk.resolve("lib").resolve("src.zip");
        if (!Files.isReadable(zip)) {
            throw new MutantNotBuiltException("NO_SOURCES", jdk + " has no readable lib/src.zip, so the JDK's "
                    + "wait loops cannot be mutated and the kit's sensitivity to their refactors is not checked; "
                    + "on Debian install the JDK's sources (apt-get install openjdk-" + Runtime.version().feature()
                    + "-source; make test does it when run as root), other JDK builds ship lib/src.zip", null);
        }
        return zip;
    }

    /**
     * Reads one source file from a JDK's {@code src.zip}.
     *
     * @param srcZip the zip
     * @param module the module, e.g. {@code java.base}
     * @param path   the file in the module, e.g. {@code java/nio/Bits.java}
     * @return the source text
     * @throws IOException if the zip cannot be read
     * @throws NotApplicableException if the file is not in it
     */
    public static String readSource(Path srcZip, String module, String path)
            throws IOException, NotApplicableException {
        try (ZipFile zip = new ZipFile(srcZip.toFile())) {
            ZipEntry e = zip.getEntry(module + "/" + path);
            if (e == null) {
                throw new NotApplicableException(srcZip + " has no " + module + "/" + path);
            }
            return new String(zip.getInputStream(e).readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /**
     * Builds a mutant: reads {@code module/path} from the JDK's sources,
     * replaces {@code original} (which must occur exactly once) with the
     * refactor's statement, and compiles the result against the JDK.
     *
     * @param srcZip   the sources of the JDK under test (see {@link #sources})
     * @param module   the module of the class
     * @param path     the source file in the module
     * @param original the exact statement to replace, e.g. {@code "Thread.sleep(sleepTime);"}
     * @param refactor the replacement
     * @param workDir  where to write the source and the classes
     * @return the directory to give {@code --patch-module module=}
     * @throws IOException if reading, writing or compiling fails
     * @throws NotApplicableException if the statement does not occur exactly once
     */
    public static Path build(Path srcZip, String module, String path, String original, Refactor refactor,
                             Path workDir) throws IOException, NotApplicableException {
        String source = readSource(srcZip, module, path);
        int first = source.indexOf(original);
        if (first < 0) {
            throw new NotApplicableException(module + "/" + path + " of " + srcZip + " does not contain '"
                    + original + "'");
        }
        if (source.indexOf(original, first + 1) >= 0) {
            throw new NotApplicableException(module + "/" + path + " contains '" + original
                    + "' more than once: which one to mutate is ambiguous");
        }
        String mutated = source.substring(0, first) + refactor.statement()
                + source.substring(first + original.length());
        if (mutated.equals(source) || !mutated.contains(refactor.statement())) {
            throw new IllegalStateException("the substitution did not change " + path);
        }
        Path srcRoot = workDir.resolve("src").resolve(module);
        Path file = srcRoot.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, mutated, StandardCharsets.UTF_8);
        Path classes = workDir.resolve("classes").resolve(module);
        Files.createDirectories(classes);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IOException("no Java compiler in " + System.getProperty("java.home"));
        }
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        // The JDK builds its own modules with string concatenation inlined; an
        // invokedynamic concatenation would cost the mutant tens of ms of
        // bootstrapping on its first string, the OutOfMemoryError's message.
        int rc = javac.run(null, diagnostics, diagnostics, "-nowarn", "-XDignore.symbol.file", "-XDstringConcat=inline",
                "--patch-module", module + "=" + srcRoot, "-d", classes.toString(), file.toString());
        if (rc != 0) {
            throw new IOException("the " + refactor + " mutant of " + module + "/" + path
                    + " does not compile:\n" + diagnostics.toString(StandardCharsets.UTF_8));
        }
        System.out.println("built mutant " + module + "/" + path + ": '" + original + "' -> '"
                + refactor.statement() + "' in " + classes);
        return classes;
    }

    /**
     * Builds a mutant (see {@link #build}) of the JDK under test in the working
     * directory and returns the options that run a JVM with it: the
     * {@code --patch-module} option and {@code -Dwaitkit.patch=...} naming the
     * mutant for the workload's report.
     *
     * @param module   the module of the class
     * @param path     the source file in the module
     * @param original the exact statement to replace
     * @param waitName the catalogue name of the wait to put in its place
     * @return the VM options
     * @throws IOException if building fails
     * @throws MutantNotBuiltException if the JDK has no sources, or no such statement
     */
    public static List<String> patchOptions(String module, String path, String original, String waitName)
            throws IOException {
        Refactor refactor = Refactor.ofWait(waitName);
        Path classes;
        try {
            classes = build(sources(testJdk()), module, path, original, refactor, Path.of("mutant-" + waitName));
        } catch (NotApplicableException e) {
            throw new MutantNotBuiltException("NOT_APPLICABLE", "the " + waitName + " mutant cannot be built, so "
                    + "the kit's sensitivity to that refactor is not checked: " + e.getMessage(), e);
        }
        String className = path.replace('/', '.').replaceAll("\\.java$", "");
        return List.of("--patch-module", module + "=" + classes,
                "-Dwaitkit.patch=" + className + ":sleep->" + waitName);
    }
}
