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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitest.mutationtest.engine.gregor.ClassInfo;
import org.pitest.reloc.asm.Handle;
import org.pitest.reloc.asm.Opcodes;
import org.pitest.reloc.asm.Type;

import waitkit.mutant.Refactor;

/**
 * The kit's catalogue of refactors (lib/waitkit/mutant/Refactor.java, compiled into
 * the plugin) and the plugin's table of waits: the runtime behaviour beside
 * each refactor's statement, a helper for every refactor and wait, and the
 * owner rules.
 */
class CatalogueTest {

    static final ClassInfo PLAIN = new ClassInfo(Opcodes.ACC_PUBLIC, "com/acme/Plain", "java/lang/Object");

    @ParameterizedTest(name = "{0}")
    @EnumSource(Expected.class)
    void refactorSaysWhatItCallsAndWhereItLeads(Expected e) {
        Refactor r = WaitMutator.valueOf(e.name()).refactor();
        assertEquals(e.helperPrefix, r.waitName());
        assertEquals(e.javaCall, r.javaCall());
        assertEquals(e.consequence, r.consequence());
        if (r != Refactor.EMPTY) {
            assertTrue(r.statement(true).contains(r.javaCall()), r.statement(true));
            assertTrue(r.statement(false).contains(r.javaCall()), r.statement(false));
        } else {
            assertEquals(";", r.statement(false));
        }
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Refactor.class)
    void inPlaceOfSleepThrowsOnInterruptAndClearsTheStatus(Refactor r) throws Throwable {
        r.inPlaceOfSleep();
        assertFalse(Thread.currentThread().isInterrupted());
        Pit.interrupted(() -> {
            assertThrows(InterruptedException.class, r::inPlaceOfSleep);
            assertFalse(Thread.currentThread().isInterrupted());
            return null;
        });
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Refactor.class)
    void inPlaceOfParkKeepsTheInterruptStatus(Refactor r) throws Throwable {
        r.inPlaceOfPark();
        assertFalse(Thread.currentThread().isInterrupted());
        Pit.interrupted(() -> {
            r.inPlaceOfPark();
            assertTrue(Thread.currentThread().isInterrupted());
            return null;
        });
    }

    @Test
    void everyRefactorHasAHelperForEveryWait() throws Exception {
        Set<String> expected = new HashSet<>();
        for (Refactor r : Refactor.values()) {
            for (WaitCall w : WaitCall.values()) {
                expected.add(w.helperName(r) + w.helperDescriptor());
            }
        }
        Set<String> actual = new HashSet<>();
        for (Method m : Refactored.class.getDeclaredMethods()) {
            if (!m.isSynthetic()) {
                assertTrue(Modifier.isPublic(m.getModifiers()) && Modifier.isStatic(m.getModifiers()), m.toString());
                actual.add(m.getName() + Type.getMethodDescriptor(m));
            }
        }
        assertEquals(48, expected.size());
        assertEquals(expected, actual);
        assertTrue(Modifier.isPublic(Refactored.class.getModifiers()));
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(WaitCall.class)
    void helperDescriptorIsTheCallsStack(WaitCall w) {
        Type call = Type.getMethodType(w.descriptor());
        Type helper = Type.getMethodType(w.helperDescriptor());
        assertEquals(call.getReturnType(), helper.getReturnType());
        int receiver = w.hasReceiver() ? 1 : 0;
        assertEquals(call.getArgumentTypes().length + receiver, helper.getArgumentTypes().length);
        for (int i = 0; i < call.getArgumentTypes().length; i++) {
            assertEquals(call.getArgumentTypes()[i], helper.getArgumentTypes()[i + receiver]);
        }
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(WaitCall.class)
    void everyFormIsFoundAsACallAndAsAHandle(WaitCall w) {
        String owner;
        int opcode;
        int tag;
        switch (w) {
            case SLEEP, SLEEP_NANOS, SLEEP_DURATION -> {
                owner = "java/lang/Thread";
                opcode = Opcodes.INVOKESTATIC;
                tag = Opcodes.H_INVOKESTATIC;
            }
            case TIME_UNIT_SLEEP -> {
                owner = "java/util/concurrent/TimeUnit";
                opcode = Opcodes.INVOKEVIRTUAL;
                tag = Opcodes.H_INVOKEVIRTUAL;
            }
            case PARK_NANOS, PARK_NANOS_BLOCKER, PARK_UNTIL, PARK_UNTIL_BLOCKER -> {
                owner = "java/util/concurrent/locks/LockSupport";
                opcode = Opcodes.INVOKESTATIC;
                tag = Opcodes.H_INVOKESTATIC;
            }
            case OBJECT_WAIT, OBJECT_WAIT_NANOS -> {
                owner = "com/acme/AnyClass";
                opcode = Opcodes.INVOKEVIRTUAL;
                tag = Opcodes.H_INVOKEVIRTUAL;
            }
            default -> {
                owner = "java/util/concurrent/locks/Condition";
                opcode = Opcodes.INVOKEINTERFACE;
                tag = Opcodes.H_INVOKEINTERFACE;
            }
        }
        assertSame(w, WaitCall.ofCall(opcode, owner, w.methodName(), w.descriptor(), PLAIN));
        assertSame(w, WaitCall.ofHandle(new Handle(tag, owner, w.methodName(), w.descriptor(),
                tag == Opcodes.H_INVOKEINTERFACE), PLAIN));
        // the same name and descriptor called the other way, or on a class of the user's, is not the wait
        int other = opcode == Opcodes.INVOKESTATIC ? Opcodes.INVOKEVIRTUAL : Opcodes.INVOKESTATIC;
        assertNull(WaitCall.ofCall(other, owner, w.methodName(), w.descriptor(), PLAIN));
        if (!owner.equals("com/acme/AnyClass")) {
            assertNull(WaitCall.ofCall(opcode, "com/acme/Plain", w.methodName(), w.descriptor(), PLAIN));
        }
    }

    @Test
    void ownerRules() {
        ClassInfo worker = new ClassInfo(Opcodes.ACC_PUBLIC, "com/acme/Worker", "java/lang/Thread");
        ClassInfo grandchild = new ClassInfo(Opcodes.ACC_PUBLIC, "com/acme/Grandchild", "com/acme/Worker");
        // sleep(n) in a direct Thread subclass: javac names the subclass
        assertSame(WaitCall.SLEEP, WaitCall.ofCall(Opcodes.INVOKESTATIC, "com/acme/Worker", "sleep", "(J)V", worker));
        // elsewhere a class name is not enough to know it extends Thread
        assertNull(WaitCall.ofCall(Opcodes.INVOKESTATIC, "com/acme/Worker", "sleep", "(J)V", PLAIN));
        assertNull(WaitCall.ofCall(Opcodes.INVOKESTATIC, "com/acme/Grandchild", "sleep", "(J)V", grandchild));
        // Condition's implementations in the JDK, called directly
        assertSame(WaitCall.CONDITION_AWAIT_NANOS, WaitCall.ofCall(Opcodes.INVOKEVIRTUAL,
                "java/util/concurrent/locks/AbstractQueuedSynchronizer$ConditionObject", "awaitNanos", "(J)J", PLAIN));
        assertSame(WaitCall.CONDITION_AWAIT, WaitCall.ofCall(Opcodes.INVOKEVIRTUAL,
                "java/util/concurrent/locks/AbstractQueuedLongSynchronizer$ConditionObject", "await",
                "(JLjava/util/concurrent/TimeUnit;)Z", PLAIN));
        // CountDownLatch.await(long, TimeUnit) has Condition.await's descriptor and is not a Condition
        assertNull(WaitCall.ofCall(Opcodes.INVOKEVIRTUAL, "java/util/concurrent/CountDownLatch", "await",
                "(JLjava/util/concurrent/TimeUnit;)Z", PLAIN));
        // super.wait(n)
        assertSame(WaitCall.OBJECT_WAIT, WaitCall.ofCall(Opcodes.INVOKESPECIAL, "java/lang/Object", "wait", "(J)V",
                PLAIN));
        // untimed waits are not in the catalogue
        assertNull(WaitCall.ofCall(Opcodes.INVOKEVIRTUAL, "java/lang/Object", "wait", "()V", PLAIN));
        assertNull(WaitCall.ofCall(Opcodes.INVOKESTATIC, "java/util/concurrent/locks/LockSupport", "park", "()V",
                PLAIN));
        assertNotNull(WaitCall.HELPERS);
    }
}
