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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitest.classinfo.ClassName;
import org.pitest.mutationtest.engine.Location;
import org.pitest.mutationtest.engine.MutationIdentifier;
import org.pitest.mutationtest.engine.gregor.ClassInfo;
import org.pitest.mutationtest.engine.gregor.MethodInfo;
import org.pitest.mutationtest.engine.gregor.MethodMutatorFactory;
import org.pitest.mutationtest.engine.gregor.MutationContext;
import org.pitest.reloc.asm.ClassReader;
import org.pitest.reloc.asm.ClassVisitor;
import org.pitest.reloc.asm.ClassWriter;
import org.pitest.reloc.asm.MethodVisitor;
import org.pitest.reloc.asm.Opcodes;

/**
 * Whole classes: how many mutations the scan finds (none in code that only
 * looks like a wait), and that the scan leaves the bytecode as it was.
 */
class ScanTest {

    static final String S = "waitkit.pit.subjects.";

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
        // 34 wait calls, 4 mutators each
        "Waits, 136",
        // 9 method references and 1 lambda body; not the serializable reference
        "References, 40",
        "SleeperThread, 4",
        "SleeperThread$Inner, 4",
        "GrandchildThread, 4",
        "PoolWorker, 4",
        // Worker.sleep from outside and a join on a subclass; not HidingThread's own sleep
        "ThreadSubclasses, 8",
        "ThreadSubclasses$1, 4",
        // a user's queue, queue interface and lock; not the unbounded offer, not Mailbox
        "QueueSubclasses, 12",
        "DurationSleep, 8",
        "DurationJoin, 8",
        "Contracts, 96",
        "NotWaits, 0",
        "Napper, 0",
        "HidingThread, 0",
        "HidingGrandchild, 0",
        "Dozer, 0",
        "Mutex, 0",
        "BlockedThread, 0",
        "LockHolder, 0",
    })
    void scanFindsExactlyTheWaits(String simpleName, int expected) {
        assertEquals(expected, Pit.scan(S + simpleName, m -> true).size());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"NotWaits", "Napper"})
    void lookalikesAreThere(String simpleName) {
        // the subjects do call methods named as waits, so that finding none means something
        List<String> calls = Pit.calls(Pit.bytes(S + simpleName), m -> true);
        assertTrue(calls.stream().anyMatch(c -> c.matches(".*\\.(sleep|await|awaitNanos|parkNanos|join|park) .*")),
                "calls: " + calls);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Waits", "References", "SleeperThread", "DurationSleep", "DurationJoin", "NotWaits", "Napper",
        "Dozer", "ThreadSubclasses", "QueueSubclasses", "Contracts"})
    void scanLeavesTheBytecodeAsItWas(String simpleName) {
        // As PIT's own MutatorVerifierStart.assertScanDoesNotAlterClass: every
        // mutator's visitor in the chain, with a context that wants no mutation.
        byte[] original = Pit.bytes(S + simpleName);
        AtomicInteger registered = new AtomicInteger();
        ClassWriter scanned = new ClassWriter(0);
        new ClassReader(original).accept(new ScanningVisitor(scanned, Pit.WAITS, registered),
                ClassReader.EXPAND_FRAMES);
        ClassWriter plain = new ClassWriter(0);
        new ClassReader(original).accept(plain, ClassReader.EXPAND_FRAMES);
        assertArrayEquals(plain.toByteArray(), scanned.toByteArray(), "the scan changed " + simpleName);
        // the same points as the mutators register in PIT's scan, candidates included (which
        // skips synthetic methods but lambda$ ones; the one other here, $deserializeLambda$,
        // holds only a serializable reference)
        assertEquals(Pit.candidates(S + simpleName, m -> true).size(), registered.get());
    }

    /** A class visitor that puts every mutator's method visitor in the chain, with a scan's context. */
    static final class ScanningVisitor extends ClassVisitor {
        private final List<MethodMutatorFactory> mutators;
        private final AtomicInteger registered;
        private ClassInfo classInfo;

        ScanningVisitor(ClassVisitor next, List<MethodMutatorFactory> mutators, AtomicInteger registered) {
            super(Opcodes.ASM9, next);
            this.mutators = mutators;
            this.registered = registered;
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName,
                String[] interfaces) {
            super.visit(version, access, name, signature, superName, interfaces);
            classInfo = new ClassInfo(access, name, superName);
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                String[] exceptions) {
            MethodVisitor next = super.visitMethod(access, name, descriptor, signature, exceptions);
            MethodInfo info = new MethodInfo().withOwner(classInfo).withAccess(access).withMethodName(name)
                    .withMethodDescriptor(descriptor);
            MutationContext context = scanContext();
            for (MethodMutatorFactory m : mutators) {
                MethodVisitor mv = m.create(context, info, next);
                if (mv != null) {
                    next = mv;
                }
            }
            return next;
        }

        private MutationContext scanContext() {
            return new MutationContext() {
                @Override
                public void registerCurrentLine(int line) {
                }

                @Override
                public MutationIdentifier registerMutation(MethodMutatorFactory factory, String description) {
                    registered.incrementAndGet();
                    return new MutationIdentifier(Location.location(ClassName.fromString("scan"), "scan", "()V"), 0,
                            factory.getGloballyUniqueId());
                }

                @Override
                public ClassInfo getClassInfo() {
                    return classInfo;
                }

                @Override
                public void registerMutation(MutationIdentifier id, String description) {
                    registered.incrementAndGet();
                }

                @Override
                public boolean shouldMutate(MutationIdentifier id) {
                    return false;
                }

                @Override
                public void registerNewBlock() {
                }

                @Override
                public void registerNewMethodStart() {
                }
            };
        }
    }
}
