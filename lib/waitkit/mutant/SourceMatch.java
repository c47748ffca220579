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

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;

/**
 * Tells whether sources that are not the JDK's own {@code lib/src.zip} (the
 * source package of another update of the same JDK, say) are the source of
 * the classes the running JDK holds: a class's source file, compiled
 * unchanged as {@link JdkMutant} compiles a mutant, must give classes whose
 * code ({@code javap -c -p}, constant-pool indices aside) is the JDK's own,
 * nested classes included. Only then does a mutant built from that file
 * differ from the JDK in its waits alone.
 *
 * <p>A check compiles a file and disassembles it, about a second; its answer
 * is kept beside the sources, per JDK and class, for the other tests of the
 * run.
 */
public final class SourceMatch {

    /** The file beside a source zip under which the answers are kept. */
    private static final String ANSWERS = "waitkit-source-checks";

    private static final String SAME = "SAME";

    private SourceMatch() {
    }

    /**
     * Tells whether a zip is the running JDK's own {@code lib/src.zip}.
     *
     * @param srcZip the zip
     * @return {@code true} when it is the file {@code lib/src.zip} of {@code java.home}
     */
    public static boolean isJdksOwn(Path srcZip) {
        Path own = Path.of(System.getProperty("java.home"), "lib", "src.zip");
        try {
            return Files.exists(own) && Files.isSameFile(own, srcZip);
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Requires that a class's source in a zip compiles unchanged to the
     * running JDK's own classes; does nothing for the JDK's own zip.
     *
     * @param srcZip    the sources
     * @param module    the class's module
     * @param className the class's binary name; its top-level class's file is compiled
     * @param workDir   where to compile it
     * @throws JdkMutant.MutantNotBuiltException labelled {@code SOURCE_MISMATCH},
     *         saying where the code differs, when it does not
     * @throws IOException if the zip, the JDK's classes or the work directory cannot be read or written
     */
    public static void requireJdksOwnCode(Path srcZip, String module, String className, Path workDir)
            throws IOException {
        if (isJdksOwn(srcZip)) {
            return;
        }
        String topLevel = topLevel(className);
        Path answer = answerFile(srcZip, module, topLevel);
        String why = answer == null || !Files.isReadable(answer) ? null
                : Files.readString(answer, StandardCharsets.UTF_8);
        if (why == null) {
            why = mismatch(srcZip, module, topLevel, workDir.resolve("source-check")).orElse(SAME);
            keep(answer, why);
        }
        if (!why.equals(SAME)) {
            throw new JdkMutant.MutantNotBuiltException("SOURCE_MISMATCH", srcZip + " is not the source of this JDK's "
                    + topLevel + ": compiled unchanged, " + why + ". A mutant built from it would differ from the"
                    + " JDK in more than its waits, so it is not built; the JDK's own sources (its lib/src.zip, or"
                    + " Debian's openjdk-" + Runtime.version().feature() + "-source at the JDK's own version) would"
                    + " let it run", null);
        }
    }

    /**
     * Compares, for each loop, its top-level class compiled unchanged from a
     * zip with the running JDK's; loops that share a top-level class
     * ({@code AbstractQueuedSynchronizer}'s) compare it once.
     *
     * @param srcZip  the sources
     * @param loops   the loops whose classes to compare
     * @param workDir an empty directory to compile in
     * @return one line per class that differs, {@code <module>/<class>: <where>},
     *         empty when each is the JDK's code
     * @throws IOException if reading or compiling fails
     */
    public static List<String> mismatches(Path srcZip, Collection<JdkWaitLoop> loops, Path workDir)
            throws IOException {
        Map<String, JdkWaitLoop> classes = new LinkedHashMap<>();
        for (JdkWaitLoop loop : loops) {
            classes.putIfAbsent(loop.module() + "/" + topLevel(loop.className()), loop);
        }
        List<String> differences = new ArrayList<>();
        for (Map.Entry<String, JdkWaitLoop> e : classes.entrySet()) {
            JdkWaitLoop loop = e.getValue();
            String why = difference(srcZip, loop.module(), topLevel(loop.className()),
                    workDir.resolve(loop.name()));
            if (why != null) {
                differences.add(e.getKey() + ": " + why);
            }
        }
        return differences;
    }

    private static String topLevel(String className) {
        return className.replaceFirst("\\$.*", "");
    }

    /**
     * Compiles a top-level class's source unchanged and compares the code of
     * every class it gives with the running JDK's.
     *
     * @param srcZip   the sources
     * @param module   the module
     * @param topLevel the top-level class's binary name
     * @param workDir  an empty directory to compile in
     * @return nothing when the code is the JDK's, else where it first differs, in words
     * @throws IOException if reading or compiling fails
     */
    public static Optional<String> mismatch(Path srcZip, String module, String topLevel, Path workDir)
            throws IOException {
        return Optional.ofNullable(difference(srcZip, module, topLevel, workDir));
    }

    private static String difference(Path srcZip, String module, String topLevel, Path workDir) throws IOException {
        String path = JdkMutant.sourcePath(topLevel);
        String source;
        try {
            source = JdkMutant.readSource(srcZip, module, path);
        } catch (JdkMutant.NotApplicableException e) {
            return "the zip has no " + module + "/" + path;
        }
        Path srcRoot = workDir.resolve("src").resolve(module);
        Path file = srcRoot.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, source, StandardCharsets.UTF_8);
        Path compiled = workDir.resolve("classes").resolve(module);
        JdkMutant.compile(module, srcRoot, file, compiled, "the unchanged source of " + topLevel);
        Path own = workDir.resolve("jdk").resolve(module);
        copyJdkClasses(module, topLevel, own);
        String dir = topLevel.contains(".") ? topLevel.substring(0, topLevel.lastIndexOf('.')).replace('.', '/') : "";
        String simple = topLevel.substring(topLevel.lastIndexOf('.') + 1);
        TreeSet<String> ours = classFiles(compiled.resolve(dir), simple);
        TreeSet<String> theirs = classFiles(own.resolve(dir), simple);
        if (!ours.equals(theirs)) {
            return "it gives the classes " + ours + " where the JDK has " + theirs;
        }
        for (String name : ours) {
            List<String> a = disassemble(compiled.resolve(dir).resolve(name));
            List<String> b = disassemble(own.resolve(dir).resolve(name));
            String first = firstDifference(a, b);
            if (first != null) {
                return "its " + name.replace(".class", "") + " differs from the JDK's (javap -c -p, " + first + ")";
            }
        }
        return null;
    }

    /**
     * Finds where two disassemblies first differ.
     *
     * @param ours   the lines of the class compiled here
     * @param theirs the lines of the JDK's class
     * @return {@code null} when they are the same, else the member and the
     *         two lines, for example {@code first in 'void attach()': '92: aload_0' where the JDK has '92: bipush 100'}
     */
    static String firstDifference(List<String> ours, List<String> theirs) {
        String member = "the class";
        String previous = "";
        for (int i = 0; i < Math.max(ours.size(), theirs.size()); i++) {
            String a = i < ours.size() ? ours.get(i) : "(end)";
            String b = i < theirs.size() ? theirs.get(i) : "(end)";
            if (a.equals("Code:")) {
                // javap prints a method's declaration just before its code
                member = "'" + previous.replaceFirst(";$", "") + "'";
            }
            if (!a.equals(b)) {
                return "first in " + member + ": '" + a + "' where the JDK has '" + b + "'";
            }
            previous = a;
        }
        return null;
    }

    /**
     * Disassembles a class file with {@code javap -c -p}, its constant-pool
     * indices removed (two compilations number their pools apart) and its
     * spaces collapsed.
     *
     * @param classFile the file
     * @return the lines
     */
    static List<String> disassemble(Path classFile) {
        ToolProvider javap = ToolProvider.findFirst("javap").orElseThrow(() ->
                new IllegalStateException("no javap in " + System.getProperty("java.home")));
        StringWriter out = new StringWriter();
        int rc = javap.run(new PrintWriter(out), new PrintWriter(out), "-c", "-p", classFile.toString());
        if (rc != 0) {
            throw new IllegalStateException("javap -c -p " + classFile + " failed: " + out);
        }
        List<String> lines = new ArrayList<>();
        for (String line : out.toString().split("\n")) {
            String l = line.replaceAll("#\\d+(:\\d+)?", "").replaceAll("\\s+", " ").trim();
            if (!l.isEmpty() && !l.startsWith("Compiled from")) {
                lines.add(l);
            }
        }
        return lines;
    }

    // The top-level class's and its nested classes' files, from the running JDK's image.
    private static void copyJdkClasses(String module, String topLevel, Path to) throws IOException {
        FileSystem jrt = FileSystems.getFileSystem(URI.create("jrt:/"));
        String path = topLevel.replace('.', '/');
        Path dir = jrt.getPath("modules", module).resolve(path).getParent();
        String simple = path.substring(path.lastIndexOf('/') + 1);
        if (dir == null || !Files.isDirectory(dir)) {
            return;
        }
        Path target = to.resolve(path).getParent();
        Files.createDirectories(target);
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                String name = f.getFileName().toString();
                if (name.equals(simple + ".class") || name.startsWith(simple + "$")) {
                    Files.write(target.resolve(name), Files.readAllBytes(f));
                }
            }
        }
    }

    private static TreeSet<String> classFiles(Path dir, String simple) throws IOException {
        TreeSet<String> names = new TreeSet<>();
        if (!Files.isDirectory(dir)) {
            return names;
        }
        try (Stream<Path> files = Files.list(dir)) {
            files.map(f -> f.getFileName().toString())
                    .filter(n -> n.endsWith(".class") && (n.equals(simple + ".class") || n.startsWith(simple + "$")))
                    .forEach(names::add);
        }
        return names;
    }

    // Where the answer for a class is kept: beside the zip, per JDK (its
    // home and build) and compilation, when that directory can be written;
    // else nowhere.
    private static Path answerFile(Path srcZip, String module, String topLevel) {
        Path parent = srcZip.toAbsolutePath().getParent();
        if (parent == null || !Files.isWritable(parent)) {
            return null;
        }
        String jdk = Integer.toHexString(Objects.hash(System.getProperty("java.home"),
                System.getProperty("java.runtime.version"), srcZip.toAbsolutePath().toString(),
                JdkMutant.compileOptions(module)));
        return parent.resolve(ANSWERS).resolve(jdk).resolve(topLevel + ".txt");
    }

    // Written to a file of its own, then moved into place, so that a test
    // running at the same time reads the whole answer or none. The answers
    // only save time: one that cannot be kept is computed again next time.
    private static void keep(Path answer, String why) {
        if (answer == null) {
            return;
        }
        Path tmp = null;
        try {
            Files.createDirectories(answer.getParent());
            tmp = Files.createTempFile(answer.getParent(), "answer", ".tmp");
            Files.writeString(tmp, why, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, answer, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, answer, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            System.out.println("the source check's answer for " + answer.getFileName() + " is not kept: " + e);
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException e) {
                    // the directory is the kit's own, under build/
                }
            }
        }
    }
}
