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
import java.util.ArrayList;
import java.util.List;

import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionStatementTree;
import com.sun.source.tree.LineMap;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.Trees;

/**
 * Finds the waits of a retry loop in a JDK source file with javac's tree API
 * ({@code com.sun.source.tree}): in the named method of the named class, every
 * statement that calls {@code Thread.sleep}, a {@code TimeUnit}'s
 * {@code sleep}, {@code Object.wait(timeout)} or {@code LockSupport.parkNanos}
 * inside a loop (the kinds of {@link WaitKind} a refactor replaces). The file is
 * only parsed, not compiled, so the finder works on any JDK's sources, and it
 * follows the code through rewrites that keep the loop and its wait (the
 * {@code java.nio.Bits} back-off of JDK 17-25 and that of JDK 26+ alike).
 */
public final class WaitCallFinder {

    /**
     * A wait statement in a loop.
     *
     * @param start     offset of its first character in the source
     * @param end       offset just past its last character (its semicolon)
     * @param text      the statement as written
     * @param range     where it is, as {@code line:column-line:column}
     * @param throwsInterrupted whether the call throws InterruptedException
     *                  ({@code sleep}, {@code wait}) or returns on interrupt ({@code parkNanos})
     */
    public record WaitCall(int start, int end, String text, String range, boolean throwsInterrupted) {
    }

    private WaitCallFinder() {
    }

    /**
     * Parses a source file and returns the wait statements inside loops of a
     * method, in source order.
     *
     * @param source    the file's text
     * @param className the class's binary name (its simple name is matched, nested classes included)
     * @param method    the method's name, {@code <init>} for a constructor; every overload is searched
     * @return the wait statements, empty if the method has none in a loop
     * @throws IOException if the file cannot be parsed
     */
    public static List<WaitCall> find(String source, String className, String method) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IOException("no Java compiler in " + System.getProperty("java.home"));
        }
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///" + className.replace('.', '/')
                + ".java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        JavacTask task = (JavacTask) javac.getTask(null, null, d -> { }, List.of("-proc:none"), null, List.of(file));
        SourcePositions positions = Trees.instance(task).getSourcePositions();
        String simpleName = className.substring(className.lastIndexOf('.') + 1);
        simpleName = simpleName.substring(simpleName.lastIndexOf('$') + 1);
        List<WaitCall> found = new ArrayList<>();
        for (CompilationUnitTree unit : task.parse()) {
            new Scanner(unit, positions, source, simpleName, method, found).scan(unit, null);
        }
        return found;
    }

    private static final class Scanner extends LoopScanner {
        private final CompilationUnitTree unit;
        private final SourcePositions positions;
        private final String source;
        private final String simpleName;
        private final String method;
        private final List<WaitCall> found;
        private String currentClass;
        private boolean inMethod;

        Scanner(CompilationUnitTree unit, SourcePositions positions, String source, String simpleName,
                String method, List<WaitCall> found) {
            this.unit = unit;
            this.positions = positions;
            this.source = source;
            this.simpleName = simpleName;
            this.method = method;
            this.found = found;
        }

        @Override
        public Void visitClass(ClassTree tree, Void p) {
            String outer = currentClass;
            boolean outerInMethod = inMethod;
            currentClass = tree.getSimpleName().toString();
            inMethod = false;
            try {
                return super.visitClass(tree, p);
            } finally {
                currentClass = outer;
                inMethod = outerInMethod;
            }
        }

        @Override
        public Void visitMethod(MethodTree tree, Void p) {
            boolean match = simpleName.equals(currentClass) && tree.getName().contentEquals(method);
            if (!match) {
                return inMethod ? super.visitMethod(tree, p) : null;
            }
            inMethod = true;
            try {
                return super.visitMethod(tree, p);
            } finally {
                inMethod = false;
            }
        }

        @Override
        public Void visitExpressionStatement(ExpressionStatementTree tree, Void p) {
            if (inMethod && inLoop() && tree.getExpression() instanceof MethodInvocationTree call) {
                Boolean throwsInterrupted = waitKind(call);
                if (throwsInterrupted != null) {
                    int start = (int) positions.getStartPosition(unit, tree);
                    int end = (int) positions.getEndPosition(unit, tree);
                    LineMap lines = unit.getLineMap();
                    String range = lines.getLineNumber(start) + ":" + lines.getColumnNumber(start) + "-"
                            + lines.getLineNumber(end - 1) + ":" + lines.getColumnNumber(end - 1);
                    found.add(new WaitCall(start, end, source.substring(start, end), range, throwsInterrupted));
                }
            }
            return super.visitExpressionStatement(tree, p);
        }

        // TRUE for a wait a refactor replaces that throws InterruptedException,
        // FALSE for one that does not, null for any other call (WaitKind).
        private static Boolean waitKind(MethodInvocationTree call) {
            WaitKind kind = WaitKind.of(call);
            return kind == null || !kind.replaced() ? null : kind.throwsInterrupted();
        }
    }
}
