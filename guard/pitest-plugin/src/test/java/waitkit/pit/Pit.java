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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

import org.pitest.classinfo.ClassByteArraySource;
import org.pitest.classinfo.ClassName;
import org.pitest.classpath.ClassloaderByteArraySource;
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
 * make a mutant, and a class loader to run the mutant.
 */
final class Pit {

    /** The class generated with ASM that calls Thread.sleep(Duration), which javac --release 17 cannot. */
    static final String DURATION_SLEEP = "waitkit.pit.subjects.DurationSleep";

    /** The wait mutators, by the group name PIT's users give. */
    static final List<MethodMutatorFactory> WAITS = List.copyOf(Mutator.fromStrings(List.of("WAITS")));

    private static final Map<String, byte[]> GENERATED = new ConcurrentHashMap<>();

    static {
        GENERATED.put(DURATION_SLEEP.replace('.', '/'), durationSleep());
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

    /** What PIT's scan finds in the methods of a class that the filter takes. */
    static List<MutationDetails> scan(String className, Predicate<MethodInfo> methods) {
        return mutater(methods).findMutations(ClassName.fromString(className));
    }

    /** What PIT's scan finds in one method. */
    static List<MutationDetails> scan(String className, String method) {
        return scan(className, m -> m.getName().equals(method));
    }

    /** The mutant PIT makes for a mutation it found. */
    static Mutant mutant(MutationDetails details) {
        Mutant mutant = mutater(m -> true).getMutation(details.getId());
        assertEquals(details.getId(), mutant.getDetails().getId());
        return mutant;
    }

    /** Loads a class from these bytes in a loader of its own, everything else from the test class path. */
    static Class<?> load(String className, byte[] bytes) throws ClassNotFoundException {
        ClassLoader loader = new ClassLoader(Pit.class.getClassLoader()) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                if (!name.equals(className)) {
                    return super.loadClass(name, resolve);
                }
                synchronized (getClassLoadingLock(name)) {
                    Class<?> c = findLoadedClass(name);
                    return c != null ? c : defineClass(name, bytes, 0, bytes.length);
                }
            }
        };
        return Class.forName(className, true, loader);
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
     * The method calls, and the implementation handles of invokedynamic, in
     * the methods of a class that the filter takes, as {@code owner.name desc}
     * and {@code handle owner.name desc}.
     */
    static List<String> calls(byte[] bytes, Predicate<String> methods) {
        List<String> calls = new ArrayList<>();
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
                        calls.add(owner + "." + n + " " + d);
                    }

                    @Override
                    public void visitInvokeDynamicInsn(String n, String d, Handle bsm, Object... args) {
                        for (Object a : args) {
                            if (a instanceof Handle) {
                                Handle h = (Handle) a;
                                calls.add("handle " + h.getOwner() + "." + h.getName() + " " + h.getDesc());
                            }
                        }
                    }
                };
            }
        }, 0);
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
    // }
    private static byte[] durationSleep() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SUPER,
                DURATION_SLEEP.replace('.', '/'), null, "java/lang/Object", null);
        cw.visitSource("DurationSleep.java", null);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "sleepDuration", "(J)J", null,
                new String[] {"java/lang/InterruptedException"});
        mv.visitCode();
        Label start = new Label();
        Label loop = new Label();
        Label end = new Label();
        mv.visitLabel(start);
        mv.visitLineNumber(1, start);
        mv.visitInsn(Opcodes.ICONST_0);
        mv.visitVarInsn(Opcodes.ISTORE, 2);
        mv.visitLabel(loop);
        mv.visitVarInsn(Opcodes.ILOAD, 2);
        mv.visitIntInsn(Opcodes.BIPUSH, 10);
        mv.visitJumpInsn(Opcodes.IF_ICMPGE, end);
        mv.visitVarInsn(Opcodes.LLOAD, 0);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/time/Duration", "ofMillis", "(J)Ljava/time/Duration;", false);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Thread", "sleep", "(Ljava/time/Duration;)V", false);
        mv.visitIincInsn(2, 1);
        mv.visitJumpInsn(Opcodes.GOTO, loop);
        mv.visitLabel(end);
        mv.visitInsn(Opcodes.LCONST_0);
        mv.visitInsn(Opcodes.LRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        byte[] bytes = cw.toByteArray();
        assertNotNull(bytes);
        return bytes;
    }
}
