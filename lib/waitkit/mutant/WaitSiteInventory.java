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
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.util.JavacTask;

/**
 * The inventory of a JDK's wait loops: every timed wait or spin
 * ({@link WaitKind}) inside a loop of a module's sources, by class and
 * method, and for each whether the kit mutates it ({@link JdkWaitLoop}) or
 * leaves it out, and why ({@link LeftOutWaitSites}). A site that is neither
 * is a loop the kit does not know of: a new JDK's new loop shows up as such,
 * and {@code test/lib-test/WaitInventoryTest.java} fails on it.
 */
public final class WaitSiteInventory {

    /**
     * A timed wait or spin inside a loop.
     *
     * @param className the binary name of the class whose method holds it
     *                  ({@code Outer$Inner}; an anonymous class is {@code Outer$<anonymous>})
     * @param method    the method, {@code <init>} for a constructor
     * @param kind      the wait
     */
    public record Site(String className, String method, WaitKind kind) implements Comparable<Site> {
        @Override
        public int compareTo(Site o) {
            return toString().compareTo(o.toString());
        }

        @Override
        public String toString() {
            return className + "." + method + " " + kind.label();
        }
    }

    // A file without one of these words holds no wait of WaitKind, and is not parsed.
    private static final List<String> WORDS = List.of("sleep(", "wait(", "parkNanos(", "parkUntil(", "park(",
            "awaitNanos(", "awaitUntil(", "await(", "onSpinWait(", "yield(");

    private WaitSiteInventory() {
    }

    /**
     * Finds every timed wait or spin inside a loop of a module's sources.
     *
     * @param srcZip a JDK's {@code lib/src.zip}
     * @param module the module, e.g. {@code java.base}
     * @return the sites, sorted, each once however often its method makes that call
     * @throws IOException if the zip cannot be read or a file cannot be parsed
     */
    public static Set<Site> find(Path srcZip, String module) throws IOException {
        List<JavaFileObject> files = new ArrayList<>();
        try (ZipFile zip = new ZipFile(srcZip.toFile())) {
            for (ZipEntry e : zip.stream().toList()) {
                String name = e.getName();
                if (!name.startsWith(module + "/") || !name.endsWith(".java") || name.endsWith("module-info.java")) {
                    continue;
                }
                String source = new String(zip.getInputStream(e).readAllBytes(), StandardCharsets.UTF_8);
                if (WORDS.stream().anyMatch(source::contains)) {
                    files.add(sourceFile(name, source));
                }
            }
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IOException("no Java compiler in " + System.getProperty("java.home"));
        }
        JavacTask task = (JavacTask) javac.getTask(null, null, d -> { }, List.of("-proc:none"), null, files);
        Set<Site> sites = new TreeSet<>();
        for (CompilationUnitTree unit : task.parse()) {
            String pkg = unit.getPackageName() == null ? "" : unit.getPackageName() + ".";
            new SiteScanner(pkg, sites).scan(unit, null);
        }
        return sites;
    }

    /**
     * Returns the sites the kit neither mutates nor leaves out with a reason.
     *
     * @param sites   the sites of a JDK ({@link #find})
     * @param feature the JDK's feature release, whose shapes of the registered loops count
     * @return the sites unaccounted for, empty when the inventory is complete
     */
    public static List<Site> unaccounted(Set<Site> sites, int feature) {
        List<Site> missing = new ArrayList<>();
        for (Site s : sites) {
            if (registered(s, feature) == null && LeftOutWaitSites.of(s) == null) {
                missing.add(s);
            }
        }
        return missing;
    }

    /**
     * Returns the registered loop whose mutants replace a site: the loop's
     * shape on the JDK is the site's class and method, and the site's kind
     * is one a refactor replaces.
     *
     * @param site    a site
     * @param feature the JDK's feature release
     * @return the loop, or {@code null}
     */
    public static JdkWaitLoop registered(Site site, int feature) {
        if (!site.kind().replaced()) {
            return null;
        }
        for (JdkWaitLoop loop : JdkWaitLoop.values()) {
            JdkWaitLoop.Shape shape = loop.shapeOn(feature);
            if (shape.className().equals(site.className()) && shape.method().equals(site.method())) {
                return loop;
            }
        }
        return null;
    }

    /**
     * Describes what the kit does with a site, for the inventory's table.
     *
     * @param site    a site
     * @param feature the JDK's feature release
     * @return {@code mutated: <loop>}, {@code left out: <reason>}, or {@code UNACCOUNTED}
     */
    public static String account(Site site, int feature) {
        JdkWaitLoop loop = registered(site, feature);
        if (loop != null) {
            return "mutated: JdkWaitLoop." + loop.name();
        }
        LeftOutWaitSites.LeftOut out = LeftOutWaitSites.of(site);
        return out == null ? "UNACCOUNTED" : "left out: " + out.reason().description()
                + (out.detail().isEmpty() ? "" : " (" + out.detail() + ")");
    }

    private static JavaFileObject sourceFile(String name, String source) {
        return new SimpleJavaFileObject(URI.create("string:///" + name), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
    }

    private static final class SiteScanner extends LoopScanner {
        private final String pkg;
        private final Set<Site> sites;
        private final Deque<String> classes = new ArrayDeque<>();
        private String method;

        SiteScanner(String pkg, Set<Site> sites) {
            this.pkg = pkg;
            this.sites = sites;
        }

        @Override
        public Void visitClass(ClassTree tree, Void p) {
            String name = tree.getSimpleName().toString();
            classes.addLast(name.isEmpty() ? "<anonymous>" : name);
            String outerMethod = method;
            int outerLoops = startClass();
            method = null;
            try {
                return super.visitClass(tree, p);
            } finally {
                classes.removeLast();
                method = outerMethod;
                endClass(outerLoops);
            }
        }

        @Override
        public Void visitMethod(MethodTree tree, Void p) {
            String outer = method;
            method = tree.getName().toString();
            try {
                return super.visitMethod(tree, p);
            } finally {
                method = outer;
            }
        }

        @Override
        public Void visitMethodInvocation(MethodInvocationTree call, Void p) {
            if (method != null && inLoop()) {
                WaitKind kind = WaitKind.of(call);
                if (kind != null) {
                    sites.add(new Site(pkg + String.join("$", classes), method, kind));
                }
            }
            return super.visitMethodInvocation(call, p);
        }
    }
}
