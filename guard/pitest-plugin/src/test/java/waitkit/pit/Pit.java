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

package waitkit.pit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Predicate;

import org.pitest.bytecode.analysis.ClassTree;
import org.pitest.classinfo.ClassByteArraySource;
import org.pitest.classinfo.ClassName;
import org.pitest.classpath.ClassloaderByteArraySource;
import org.pitest.mutationtest.build.CompoundInterceptorFactory;
import org.pitest.mutationtest.build.MutationInterceptor;
import org.pitest.mutationtest.config.PluginServices;
import org.pitest.mutationtest.config.ReportOptions;
import org.pitest.mutationtest.engine.Mutant;
import org.pitest.mutationtest.engine.MutationDetails;
import org.pitest.mutationtest.engine.gregor.GregorMutater;
import org.pitest.mutationtest.engine.gregor.MethodInfo;
import org.pitest.mutationtest.engine.gregor.MethodMutatorFactory;
import org.pitest.mutationtest.engine.gregor.config.Mutator;
import org.pitest.reloc.asm.ClassReader;
import org.pitest.reloc.asm.ClassVisitor;
import org.pitest.reloc.asm.ClassWriter;
import org.pitest.reloc.asm.Handle;
import org.pitest.reloc.asm.Label;
import org.pitest.reloc.asm.MethodVisitor;
import org.pitest.reloc.asm.Opcodes;

/**
 * PIT's own machinery for the tests: the mutators as PIT loads them (the
 * services files, the group WAITS), its GregorMutater to scan a class and to
 * make a mutant, the mutation interceptors as PIT's main process applies
 * them (its services files, each feature on or off by default), and a class
 * loader to run the mutant.
 */
final class Pit {

    /** The class generated with ASM that calls Thread.sleep(Duration), which javac --release 17 cannot. */
    static final String DURATION_SLEEP = "waitkit.pit.subjects.DurationSleep";
    /** The class generated with ASM that calls Thread.join(Duration), JDK 19 and later. */
    static final String DURATION_JOIN = "waitkit.pit.subjects.DurationJoin";

    /** The wait mutators, by the group name PIT's users give. */
    static final List<MethodMutatorFactory> WAITS = List.copyOf(Mutator.fromStrings(List.of("WAITS")));

    private static final Map<String, byte[]> GENERATED = new ConcurrentHashMap<>();

    static {
        GENERATED.put(DURATION_SLEEP.replace('.', '/'), durationSleep());
        GENERATED.put(DURATION_JOIN.replace('.', '/'), durationJoin());
    }

    private Pit() {
    }

    /** The class files PIT reads: the test class path's, and the generated ones. */
    static ClassByteArraySource source() {
        ClassByteArraySource classPath = ClassloaderByteArraySource.fromContext();
        return name -> {
            byte[] bytes = GENERATED.get(name.replace('.', '/'));
            return bytes != null ? Optional.of(bytes) : classPath.getBytes(name);
        };
    }

    static byte[] bytes(String className) {
        return source().getBytes(className).orElseThrow();
    }

    static GregorMutater mutater(Predicate<MethodInfo> methods) {
        return new GregorMutater(source(), methods, WAITS);
    }

    /**
     * The interceptors of PIT's main process as a run with no {@code
     * features} setting has them: every factory PIT's services files name
     * (PIT's own and this plugin's), those on by default active.
     */
    static MutationInterceptor interceptors() {
        return new CompoundInterceptorFactory(List.of(),
                PluginServices.makeForLoader(Pit.class.getClassLoader()).findInterceptors())
                .createInterceptor(new ReportOptions(), null, source(), null, null, null);
    }

    /**
     * What PIT's main process keeps of a class's mutations in the methods
     * the filter takes: its scan, then its interceptors, as PIT's
     * MutationSource applies them.
     */
    static List<MutationDetails> scan(String className, Predicate<MethodInfo> methods) {
        GregorMutater mutater = mutater(methods);
        List<MutationDetails> found = mutater.findMutations(ClassName.fromString(className));
        if (found.isEmpty()) {
            return found;
        }
        MutationInterceptor interceptor = interceptors();
        interceptor.begin(ClassTree.fromBytes(bytes(className)));
        Collection<MutationDetails> kept = interceptor.intercept(found, mutater);
        interceptor.end();
        return new ArrayList<>(kept);
    }

    /** What PIT keeps of the mutations in one method. */
    static List<MutationDetails> scan(String className, String method) {
        return scan(className, m -> m.getName().equals(method));
    }

    /** What the mutators register in the methods the filter takes, before any interceptor: candidates included. */
    static List<MutationDetails> candidates(String className, Predicate<MethodInfo> methods) {
        return mutater(methods).findMutations(ClassName.fromString(className));
    }

    /** The mutant PIT makes for a mutation it found. */
    static Mutant mutant(MutationDetails details) {
        Mutant mutant = mutater(m -> true).getMutation(details.getId());
        assertEquals(details.getId(), mutant.getDetails().getId());
        return mutant;
    }

    /** Loads a class from these bytes in a loader of its own, everything else from the test class path. */
    static Class<?> load(String className, byte[] bytes) throws ClassNotFoundException {
        return load(className, Map.of(className, bytes));
    }

    /**
     * Loads a class in a loader of its own that defines it and its nested
     * classes itself, from the bytes given for a class or else from the
     * class file, and everything else from the test class path: a mutant of
     * an anonymous class runs from its outer class.
     */
    static Class<?> load(String className, Map<String, byte[]> classes) throws ClassNotFoundException {
        ClassLoader loader = new ClassLoader(Pit.class.getClassLoader()) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                if (!name.equals(className) && !name.startsWith(className + "$")) {
                    return super.loadClass(name, resolve);
                }
                synchronized (getClassLoadingLock(name)) {
                    Class<?> c = findLoadedClass(name);
                    if (c != null) {
                        return c;
                    }
                    byte[] bytes = classes.containsKey(name) ? classes.get(name) : bytes(name);
                    return defineClass(name, bytes, 0, bytes.length);
                }
            }
        };
        Class<?> c = Class.forName(className, true, loader);
        // the member classes now: reading a class file can swallow the interrupt of a test that sets it first
        c.getDeclaredClasses();
        return c;
    }

    /** Calls {@code static long method(long)} of a class, and returns its result or throws what it threw. */
    static long call(Class<?> c, String method, long argument) throws Throwable {
        Method m = c.getMethod(method, long.class);
        try {
            return (Long) m.invoke(null, argument);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /**
     * The method calls, the constants loaded, and the implementation handles
     * of invokedynamic, in the methods of a class that the filter takes, as
     * {@code owner.name desc}, {@code ldc value} and {@code handle
     * owner.name desc}, in order.
     */
    static List<String> instructions(byte[] bytes, Predicate<String> methods) {
        List<String> found = new ArrayList<>();
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                    String[] exceptions) {
                if (!methods.test(name)) {
                    return null;
                }
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitMethodInsn(int opcode, String owner, String n, String d, boolean itf) {
                        found.add(owner + "." + n + " " + d);
                    }

                    @Override
                    public void visitLdcInsn(Object value) {
                        found.add("ldc " + value);
                    }

                    @Override
                    public void visitInvokeDynamicInsn(String n, String d, Handle bsm, Object... args) {
                        for (Object a : args) {
                            if (a instanceof Handle) {
                                Handle h = (Handle) a;
                                found.add("handle " + h.getOwner() + "." + h.getName() + " " + h.getDesc());
                            }
                        }
                    }
                };
            }
        }, 0);
        return found;
    }

    /** The method calls and implementation handles of {@link #instructions}, without the constants. */
    static List<String> calls(byte[] bytes, Predicate<String> methods) {
        List<String> calls = new ArrayList<>(instructions(bytes, methods));
        calls.removeIf(i -> i.startsWith("ldc "));
        return calls;
    }

    static List<String> calls(byte[] bytes, String method) {
        return calls(bytes, method::equals);
    }

    /** Runs a body with the current thread interrupted, and clears the status after. */
    static <T> T interrupted(ThrowingSupplier<T> body) throws Throwable {
        Thread.currentThread().interrupt();
        try {
            return body.get();
        } finally {
            Thread.interrupted();
        }
    }

    @FunctionalInterface
    interface ThrowingSupplier<T> {
        T get() throws Throwable;
    }

    // public final class DurationSleep {
    //     public static long sleepDuration(long millis) throws InterruptedException {
    //         for (int i = 0; i < 10; i++) Thread.sleep(Duration.ofMillis(millis));
    //         return 0;
    //     }
    //     public static long sleepDurationNegative(long millis) throws InterruptedException {
    //         Thread.sleep(Duration.ofMillis(-millis));
    //         return 1;
    //     }
    // }
    private static byte[] durationSleep() {
        return generate(DURATION_SLEEP, cw -> {
            loop(cw, "sleepDuration", mv -> {
                mv.visitVarInsn(Opcodes.LLOAD, 0);
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/time/Duration", "ofMillis", "(J)Ljava/time/Duration;",
                        false);
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Thread", "sleep", "(Ljava/time/Duration;)V", false);
            }, mv -> mv.visitInsn(Opcodes.LCONST_0));
            MethodVisitor mv = method(cw, "sleepDurationNegative");
            mv.visitVarInsn(Opcodes.LLOAD, 0);
            mv.visitInsn(Opcodes.LNEG);
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/time/Duration", "ofMillis", "(J)Ljava/time/Duration;", false);
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Thread", "sleep", "(Ljava/time/Duration;)V", false);
            mv.visitInsn(Opcodes.LCONST_1);
            end(mv);
        });
    }

    // public final class DurationJoin {
    //     public static long joinDuration(long millis) throws InterruptedException {
    //         BlockedThread blocked = BlockedThread.started();
    //         try {
    //             boolean ended = false;
    //             for (int i = 0; i < 10; i++) ended = blocked.join(Duration.ofMillis(millis));  // Thread.join
    //             return ended ? 1 : 0;
    //         } finally {
    //             blocked.close();
    //         }
    //     }
    //     public static long joinDurationNotStarted(long millis) throws InterruptedException {
    //         return new Thread().join(Duration.ofMillis(millis)) ? 1 : 0;
    //     }
    // }
    private static byte[] durationJoin() {
        String blocked = "waitkit/pit/subjects/BlockedThread";
        return generate(DURATION_JOIN, cw -> {
            MethodVisitor mv = method(cw, "joinDuration");
            Label start = new Label();
            Label endTry = new Label();
            Label handler = new Label();
            Label loop = new Label();
            Label done = new Label();
            mv.visitTryCatchBlock(start, endTry, handler, null);
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, blocked, "started", "()L" + blocked + ";", false);
            mv.visitVarInsn(Opcodes.ASTORE, 2);
            mv.visitLabel(start);
            mv.visitInsn(Opcodes.ICONST_0);
            mv.visitVarInsn(Opcodes.ISTORE, 3);
            mv.visitInsn(Opcodes.ICONST_0);
            mv.visitVarInsn(Opcodes.ISTORE, 4);
            mv.visitLabel(loop);
            mv.visitVarInsn(Opcodes.ILOAD, 4);
            mv.visitIntInsn(Opcodes.BIPUSH, 10);
            mv.visitJumpInsn(Opcodes.IF_ICMPGE, done);
            mv.visitVarInsn(Opcodes.ALOAD, 2);
            mv.visitVarInsn(Opcodes.LLOAD, 0);
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/time/Duration", "ofMillis", "(J)Ljava/time/Duration;", false);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/lang/Thread", "join", "(Ljava/time/Duration;)Z", false);
            mv.visitVarInsn(Opcodes.ISTORE, 3);
            mv.visitIincInsn(4, 1);
            mv.visitJumpInsn(Opcodes.GOTO, loop);
            mv.visitLabel(done);
            mv.visitVarInsn(Opcodes.ALOAD, 2);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, blocked, "close", "()V", false);
            mv.visitLabel(endTry);
            mv.visitVarInsn(Opcodes.ILOAD, 3);
            mv.visitInsn(Opcodes.I2L);
            mv.visitInsn(Opcodes.LRETURN);
            mv.visitLabel(handler);
            mv.visitVarInsn(Opcodes.ASTORE, 5);
            mv.visitVarInsn(Opcodes.ALOAD, 2);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, blocked, "close", "()V", false);
            mv.visitVarInsn(Opcodes.ALOAD, 5);
            mv.visitInsn(Opcodes.ATHROW);
            mv.visitMaxs(0, 0);
            mv.visitEnd();
            MethodVisitor notStarted = method(cw, "joinDurationNotStarted");
            notStarted.visitTypeInsn(Opcodes.NEW, "java/lang/Thread");
            notStarted.visitInsn(Opcodes.DUP);
            notStarted.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Thread", "<init>", "()V", false);
            notStarted.visitVarInsn(Opcodes.LLOAD, 0);
            notStarted.visitMethodInsn(Opcodes.INVOKESTATIC, "java/time/Duration", "ofMillis",
                    "(J)Ljava/time/Duration;", false);
            notStarted.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/lang/Thread", "join", "(Ljava/time/Duration;)Z",
                    false);
            notStarted.visitInsn(Opcodes.I2L);
            end(notStarted);
        });
    }

    private static byte[] generate(String className, Consumer<ClassWriter> methods) {
        // COMPUTE_FRAMES merges only identical types in these methods: no class is loaded for it
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        String simple = className.substring(className.lastIndexOf('.') + 1);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SUPER,
                className.replace('.', '/'), null, "java/lang/Object", null);
        cw.visitSource(simple + ".java", null);
        methods.accept(cw);
        cw.visitEnd();
        byte[] bytes = cw.toByteArray();
        assertNotNull(bytes);
        return bytes;
    }

    // public static long <name>(long millis) throws InterruptedException, its code begun at line 1
    private static MethodVisitor method(ClassWriter cw, String name) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, name, "(J)J", null,
                new String[] {"java/lang/InterruptedException"});
        mv.visitCode();
        Label start = new Label();
        mv.visitLabel(start);
        mv.visitLineNumber(1, start);
        return mv;
    }

    // the long on the stack returned
    private static void end(MethodVisitor mv) {
        mv.visitInsn(Opcodes.LRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    // for (int i = 0; i < 10; i++) { body } then the result pushed and returned
    private static void loop(ClassWriter cw, String name, Consumer<MethodVisitor> body,
            Consumer<MethodVisitor> result) {
        MethodVisitor mv = method(cw, name);
        Label loop = new Label();
        Label done = new Label();
        mv.visitInsn(Opcodes.ICONST_0);
        mv.visitVarInsn(Opcodes.ISTORE, 2);
        mv.visitLabel(loop);
        mv.visitVarInsn(Opcodes.ILOAD, 2);
        mv.visitIntInsn(Opcodes.BIPUSH, 10);
        mv.visitJumpInsn(Opcodes.IF_ICMPGE, done);
        body.accept(mv);
        mv.visitIincInsn(2, 1);
        mv.visitJumpInsn(Opcodes.GOTO, loop);
        mv.visitLabel(done);
        result.accept(mv);
        end(mv);
    }
}
