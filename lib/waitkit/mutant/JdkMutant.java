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

package waitkit.mutant;

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

import waitkit.jvm.PatchOptions;

/**
 * Builds a mutant of a JDK wait loop ({@link JdkWaitLoop}) from the JDK under
 * test's own sources ({@code lib/src.zip}): the waits inside the loops of its
 * method, found by {@link WaitCallFinder}, replaced by a {@link Refactor},
 * compiled against that JDK, ready for
 * {@code --patch-module}. Running the mutant and judging it belong to
 * {@link MutantScenario}.
 */
public final class JdkMutant {

    /** The JDK's sources lack the class, or its method has no wait inside a loop. */
    public static final class NotApplicableException extends Exception {
        private static final long serialVersionUID = 1L;

        NotApplicableException(String reason) {
            super(reason);
        }
    }

    /**
     * A mutant that a test needs could not be built: the JDK under test has no
     * sources, or its method has no wait inside a loop any more. The test that needed it fails,
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
     * Returns the source file of a class in its module: its own, or for a
     * nested class its top-level class's.
     *
     * @param className the class's binary name, e.g. {@code java.nio.Bits}
     *                  or {@code sun.net.www.http.KeepAliveCache$Entry}
     * @return e.g. {@code java/nio/Bits.java}, {@code sun/net/www/http/KeepAliveCache.java}
     */
    public static String sourcePath(String className) {
        return className.replaceFirst("\\$.*", "").replace('.', '/') + ".java";
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
     * Builds a mutant of a registered loop (see
     * {@link #build(Path, String, String, String, Refactor, Path)}).
     *
     * @param srcZip   the sources of the JDK under test (see {@link #sources})
     * @param loop     the wait loop
     * @param refactor the replacement for its waits
     * @param workDir  where to write the source and the classes
     * @return what was built
     * @throws IOException if reading, writing or compiling fails
     * @throws NotApplicableException if the method has no wait call in a loop
     */
    public static Built build(Path srcZip, JdkWaitLoop loop, Refactor refactor, Path workDir)
            throws IOException, NotApplicableException {
        return build(srcZip, loop.module(), loop.className(), loop.method(), refactor, workDir);
    }

    /**
     * A built mutant.
     *
     * @param classes  the directory to give {@code --patch-module module=}
     * @param replaced the wait statements the refactor replaced, with their source ranges
     */
    public record Built(Path classes, List<WaitCallFinder.WaitCall> replaced) {

        /**
         * Says where the mutant differs from the JDK's code.
         *
         * @return e.g. {@code 165:25-165:48 'Thread.sleep(sleepTime);'}
         */
        public String changes() {
            return String.join(", ", replaced.stream().map(c -> c.range() + " '" + c.text() + "'").toList());
        }

        /**
         * Says where the mutant differs, in short.
         *
         * @return the ranges of the replaced statements, e.g. {@code 165:25-165:48}
         */
        public String ranges() {
            return String.join(",", replaced.stream().map(WaitCallFinder.WaitCall::range).toList());
        }
    }

    /**
     * Builds a mutant: reads the class's source file from the JDK's sources,
     * finds with javac's tree API ({@link WaitCallFinder}) every wait
     * statement inside a loop of the method, replaces each with the
     * refactor's statement, and compiles the result against the JDK.
     *
     * @param srcZip    the sources of the JDK under test (see {@link #sources})
     * @param module    the module of the class
     * @param className the class's binary name, e.g. {@code java.nio.Bits}
     * @param method    the method that holds the loop, {@code <init>} for a constructor
     * @param refactor  the replacement
     * @param workDir   where to write the source and the classes
     * @return what was built
     * @throws IOException if reading, writing or compiling fails
     * @throws NotApplicableException if the class is missing, or the method
     *         has no wait call inside a loop
     */
    public static Built build(Path srcZip, String module, String className, String method, Refactor refactor,
                              Path workDir) throws IOException, NotApplicableException {
        String path = sourcePath(className);
        String source = readSource(srcZip, module, path);
        List<WaitCallFinder.WaitCall> calls = WaitCallFinder.find(source, className, method);
        if (calls.isEmpty()) {
            throw new NotApplicableException(className + "." + method + " in " + srcZip + " has no Thread.sleep, "
                    + "TimeUnit sleep or LockSupport.parkNanos call inside a loop of the method itself (a wait in "
                    + "an anonymous or local class declared in the method belongs to that class's method)");
        }
        StringBuilder mutated = new StringBuilder(source);
        for (int i = calls.size() - 1; i >= 0; i--) {
            WaitCallFinder.WaitCall c = calls.get(i);
            mutated.replace(c.start(), c.end(), refactor.statement(c.throwsInterrupted()));
        }
        Path srcRoot = workDir.resolve("src").resolve(module);
        Path file = srcRoot.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, mutated.toString(), StandardCharsets.UTF_8);
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
        Built built = new Built(classes, calls);
        System.out.println("built the " + refactor.waitName() + " mutant of " + className + "." + method + " in "
                + classes + ": replaced " + built.changes());
        return built;
    }

    /**
     * Builds a mutant (see {@link #build}) of the JDK under test in the working
     * directory and returns the options that run a JVM with it: the
     * {@code --patch-module} option and the label that names the mutant in the
     * workload's report ({@link PatchOptions#label()}).
     *
     * @param loop     the wait loop
     * @param refactor the refactor to apply
     * @return the VM options
     * @throws IOException if building fails
     * @throws MutantNotBuiltException if the JDK has no sources, or no wait in a loop of the method
     */
    public static List<String> patchOptions(JdkWaitLoop loop, Refactor refactor) throws IOException {
        Built built;
        try {
            built = build(sources(testJdk()), loop, refactor, Path.of("mutant-" + refactor.waitName()));
        } catch (NotApplicableException e) {
            throw new MutantNotBuiltException("NOT_APPLICABLE", "the " + refactor.waitName() + " mutant cannot be "
                    + "built, so the kit's sensitivity to that refactor is not checked: " + e.getMessage(), e);
        }
        return List.of("--patch-module", loop.module() + "=" + built.classes(),
                "-D" + PatchOptions.MUTANT_LABEL_PROPERTY + "=" + loop.className() + "." + loop.method() + "["
                        + built.ranges() + "]:wait->" + refactor.waitName());
    }
}
