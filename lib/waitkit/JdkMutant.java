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

        /**
         * Returns the VM options that run this loop as {@code variant}:
         * none for {@code original}, else a mutant built from the JDK under
         * test's sources (see {@link #patchOptions}). When the mutant cannot
         * be built because the JDK has no sources or its code lacks the
         * pattern, writes that as evidence, so the kill table shows it, and
         * throws the skip jtreg understands with the reason.
         *
         * @param variant {@code original}, or a refactor's wait name
         * @return the VM options
         * @throws IOException if building the mutant fails
         * @throws jtreg.SkippedException if the mutant cannot be built here
         */
        public List<String> vmOptions(String variant) throws IOException {
            if (variant.equals("original")) {
                return List.of();
            }
            try {
                return patchOptions(module, path, original, variant);
            } catch (jtreg.SkippedException e) {
                Evidence.of("scenario").put("loop", name).put("refactor", variant)
                        .put("verdict", e.getMessage().startsWith(NOT_APPLICABLE) ? "NOT_APPLICABLE" : "SKIPPED")
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
         * @param expected PASS for the original, DETECTED for a mutant
         */
        public void judge(Scenario.Outcome outcome, String variant, Scenario.Expectation expected) {
            Scenario.judge(outcome.with("loop", name).with("refactor", variant), expected);
        }

        /**
         * Returns what a variant must do: the original PASS, a mutant be DETECTED (killed).
         *
         * @param variant {@code original}, or a refactor's wait name
         * @return the expectation
         */
        public static Scenario.Expectation expectation(String variant) {
            return variant.equals("original") ? Scenario.Expectation.PASS : Scenario.Expectation.DETECTED;
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

    private static final String NOT_APPLICABLE = "not applicable: ";

    /** The JDK's sources do not contain the pattern a mutant needs. */
    public static final class NotApplicableException extends Exception {
        private static final long serialVersionUID = 1L;

        NotApplicableException(String reason) {
            super(reason);
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
     * Returns the JDK's {@code lib/src.zip}, or throws the skip jtreg
     * understands, saying how to get it.
     *
     * @param jdk the JDK
     * @return the path of its sources
     * @throws jtreg.SkippedException if the JDK has no sources
     */
    public static Path sourcesOrSkip(Path jdk) {
        Path zip = jdk.resolve("lib").resolve("src.zip");
        if (!Files.isReadable(zip)) {
            throw new jtreg.SkippedException(jdk + " has no readable lib/src.zip, so its classes cannot be "
                    + "mutated; on Debian install the openjdk-<N>-source package (apt-get install openjdk-"
                    + Runtime.version().feature() + "-source); other JDK builds ship src.zip in lib/");
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
     * @param jdk      the JDK under test
     * @param module   the module of the class
     * @param path     the source file in the module
     * @param original the exact statement to replace, e.g. {@code "Thread.sleep(sleepTime);"}
     * @param refactor the replacement
     * @param workDir  where to write the source and the classes
     * @return the directory to give {@code --patch-module module=}
     * @throws IOException if reading, writing or compiling fails
     * @throws NotApplicableException if the statement does not occur exactly once
     */
    public static Path build(Path jdk, String module, String path, String original, Refactor refactor,
                             Path workDir) throws IOException, NotApplicableException {
        String source = readSource(sourcesOrSkip(jdk), module, path);
        int first = source.indexOf(original);
        if (first < 0) {
            throw new NotApplicableException(module + "/" + path + " of " + jdk + " does not contain '"
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
     * @throws jtreg.SkippedException if the JDK has no sources, or no such statement
     */
    public static List<String> patchOptions(String module, String path, String original, String waitName)
            throws IOException {
        Refactor refactor = Refactor.ofWait(waitName);
        Path classes;
        try {
            classes = build(testJdk(), module, path, original, refactor, Path.of("mutant-" + waitName));
        } catch (NotApplicableException e) {
            throw new jtreg.SkippedException(NOT_APPLICABLE + e.getMessage());
        }
        String className = path.replace('/', '.').replaceAll("\\.java$", "");
        return List.of("--patch-module", module + "=" + classes,
                "-Dwaitkit.patch=" + className + ":sleep->" + waitName);
    }
}
