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
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import waitkit.JtregProperties;
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
     * sources ({@code NO_SOURCES}), the sources at hand are not its code
     * ({@code SOURCE_MISMATCH}), or its method has no wait inside a loop any
     * more ({@code NOT_APPLICABLE}). What the test was to show, that the kit
     * catches the refactor, is unchecked: {@link MutantScenario} reports the
     * test not run for the first two, which say nothing of the JDK, and failed
     * for the third, a change of the JDK's loop.
     */
    public static final class MutantNotBuiltException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final String label;

        MutantNotBuiltException(String label, String message, Throwable cause) {
            super(message, cause);
            this.label = label;
        }

        /**
         * Returns the kill table's word for why: {@code NO_SOURCES}, {@code SOURCE_MISMATCH} or
         * {@code NOT_APPLICABLE}.
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
     * The system property with the sources of the JDK under test when it has
     * no {@code lib/src.zip} of its own: a {@code src.zip} that
     * {@code make test} takes from the JDK's Debian source package.
     */
    public static final String SOURCES_PROPERTY = "waitkit.jdk.sources";

    /**
     * Returns the sources a JDK's mutants are built from: its own
     * {@code lib/src.zip}, else, for the JDK under test, the zip the system
     * property {@value #SOURCES_PROPERTY} names. A class is mutated from a zip
     * that is not the JDK's own only where its source is the JDK's code
     * ({@link SourceMatch}).
     *
     * @param jdk the JDK
     * @return the path of its sources
     * @throws MutantNotBuiltException labelled {@code NO_SOURCES} if there are
     *         none; the message says how to get them
     */
    public static Path sources(Path jdk) {
        Path zip = jdk.resolve("lib").resolve("src.zip");
        if (Files.isReadable(zip)) {
            return zip;
        }
        String given = System.getProperty(SOURCES_PROPERTY, "");
        if (!given.isEmpty() && jdk.equals(JtregProperties.testJdk())) {
            Path other = Path.of(given);
            if (!Files.isReadable(other)) {
                throw new MutantNotBuiltException("NO_SOURCES", SOURCES_PROPERTY + "=" + given + " cannot be read, and "
                        + jdk + " has no lib/src.zip: the JDK's wait loops cannot be mutated", null);
            }
            return other;
        }
        throw new MutantNotBuiltException("NO_SOURCES", jdk + " has no readable lib/src.zip, so the JDK's "
                + "wait loops cannot be mutated and the kit's sensitivity to their refactors is not checked; "
                + "on Debian, make test takes them from the JDK's source package (apt-get install openjdk-"
                + Runtime.version().feature() + "-source installs them), other JDK builds ship lib/src.zip", null);
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
     * @throws MutantNotBuiltException labelled {@code SOURCE_MISMATCH} when the
     *         zip is not the running JDK's own and the class's source in it does
     *         not compile to the JDK's code ({@link SourceMatch})
     */
    public static Built build(Path srcZip, String module, String className, String method, Refactor refactor,
                              Path workDir) throws IOException, NotApplicableException {
        String path = sourcePath(className);
        String source = readSource(srcZip, module, path);
        List<WaitCallFinder.WaitCall> calls = WaitCallFinder.find(source, className, method);
        if (calls.isEmpty()) {
            throw new NotApplicableException(className + "." + method + " in " + srcZip + " has no Thread.sleep, "
                    + "TimeUnit sleep, Object.wait(timeout) or LockSupport.parkNanos call inside a loop of the method"
                    + " itself (a wait in an anonymous or local class declared in the method belongs to that class's"
                    + " method)");
        }
        SourceMatch.requireJdksOwnCode(srcZip, module, className, workDir);
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
        compile(module, srcRoot, file, classes, "the " + refactor + " mutant of " + module + "/" + path);
        Built built = new Built(classes, calls);
        System.out.println("built the " + refactor.waitName() + " mutant of " + className + "." + method + " in "
                + classes + ": replaced " + built.changes());
        return built;
    }

    /**
     * Returns the javac options a JDK class is compiled with, those of the
     * JDK's own build that change its code: debug information ({@code -g},
     * which keeps the stores of constant local variables), and for
     * {@code java.base} string concatenation inlined, since {@code java.base}
     * cannot bootstrap an {@code invokedynamic} concatenation; every other
     * module concatenates with javac's default.
     *
     * @param module the class's module
     * @return the options, without the source, the patch and the output directory
     */
    public static List<String> compileOptions(String module) {
        List<String> options = new ArrayList<>(List.of("-g", "-nowarn", "-XDignore.symbol.file"));
        if (module.equals("java.base")) {
            options.add("-XDstringConcat=inline");
        }
        return options;
    }

    /**
     * Compiles one source file of a JDK module against the running JDK with
     * the options of {@link #compileOptions(String)}.
     *
     * @param module  the module
     * @param srcRoot the module's source root, patched over the JDK's
     * @param file    the file to compile
     * @param classes where the classes go
     * @param what    what is compiled, for the error
     * @throws IOException if the file does not compile, with javac's diagnostics
     */
    static void compile(String module, Path srcRoot, Path file, Path classes, String what) throws IOException {
        Files.createDirectories(classes);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IOException("no Java compiler in " + System.getProperty("java.home"));
        }
        List<String> options = new ArrayList<>(compileOptions(module));
        options.addAll(List.of("--patch-module", module + "=" + srcRoot, "-d", classes.toString(), file.toString()));
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int rc = javac.run(null, diagnostics, diagnostics, options.toArray(new String[0]));
        if (rc != 0) {
            throw new IOException(what + " does not compile:\n" + diagnostics.toString(StandardCharsets.UTF_8));
        }
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
            built = build(sources(JtregProperties.testJdk()), loop, refactor, Path.of("mutant-" + refactor.waitName()));
        } catch (NotApplicableException e) {
            throw new MutantNotBuiltException("NOT_APPLICABLE", "the " + refactor.waitName() + " mutant cannot be "
                    + "built, so the kit's sensitivity to that refactor is not checked: " + e.getMessage(), e);
        }
        return List.of("--patch-module", loop.module() + "=" + built.classes(),
                "-D" + PatchOptions.MUTANT_LABEL_PROPERTY + "=" + loop.className() + "." + loop.method() + "["
                        + built.ranges() + "]:wait->" + refactor.waitName());
    }
}
