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
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitest.reloc.asm.Handle;
import org.pitest.reloc.asm.Opcodes;
import org.pitest.reloc.asm.Type;

import waitkit.mutant.Refactor;

/**
 * The kit's catalogue of refactors (lib/waitkit/mutant/Refactor.java, shaded into
 * the plugin) and the plugin's table of waits: the runtime behaviour beside
 * each refactor's statement, a helper for every refactor and wait, and the
 * owner rules.
 */
class CatalogueTest {

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
        assertEquals(120, expected.size());
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
        switch (w) {
            case SLEEP, SLEEP_NANOS, SLEEP_DURATION -> {
                owner = "java/lang/Thread";
                opcode = Opcodes.INVOKESTATIC;
            }
            case TIME_UNIT_SLEEP, TIMED_JOIN, TIMED_WAIT -> {
                owner = "java/util/concurrent/TimeUnit";
                opcode = Opcodes.INVOKEVIRTUAL;
            }
            case PARK_NANOS, PARK_NANOS_BLOCKER, PARK_UNTIL, PARK_UNTIL_BLOCKER -> {
                owner = "java/util/concurrent/locks/LockSupport";
                opcode = Opcodes.INVOKESTATIC;
            }
            case OBJECT_WAIT, OBJECT_WAIT_NANOS -> {
                owner = "com/acme/AnyClass";
                opcode = Opcodes.INVOKEVIRTUAL;
            }
            case CONDITION_AWAIT, CONDITION_AWAIT_NANOS, CONDITION_AWAIT_UNTIL -> {
                owner = "java/util/concurrent/locks/Condition";
                opcode = Opcodes.INVOKEINTERFACE;
            }
            case JOIN, JOIN_NANOS, JOIN_DURATION -> {
                owner = "java/lang/Thread";
                opcode = Opcodes.INVOKEVIRTUAL;
            }
            case QUEUE_POLL, QUEUE_OFFER -> {
                owner = "java/util/concurrent/BlockingQueue";
                opcode = Opcodes.INVOKEINTERFACE;
            }
            case DELAY_QUEUE_POLL -> {
                owner = "java/util/concurrent/DelayQueue";
                opcode = Opcodes.INVOKEVIRTUAL;
            }
            case DEQUE_POLL_FIRST, DEQUE_POLL_LAST, DEQUE_OFFER_FIRST, DEQUE_OFFER_LAST -> {
                owner = "java/util/concurrent/BlockingDeque";
                opcode = Opcodes.INVOKEINTERFACE;
            }
            case TRY_TRANSFER -> {
                owner = "java/util/concurrent/TransferQueue";
                opcode = Opcodes.INVOKEINTERFACE;
            }
            case SEMAPHORE_TRY_ACQUIRE, SEMAPHORE_TRY_ACQUIRE_PERMITS -> {
                owner = "java/util/concurrent/Semaphore";
                opcode = Opcodes.INVOKEVIRTUAL;
            }
            case LOCK_TRY_LOCK -> {
                owner = "java/util/concurrent/locks/Lock";
                opcode = Opcodes.INVOKEINTERFACE;
            }
            case LATCH_AWAIT -> {
                owner = "java/util/concurrent/CountDownLatch";
                opcode = Opcodes.INVOKEVIRTUAL;
            }
            default -> throw new AssertionError(w);
        }
        int tag = opcode == Opcodes.INVOKESTATIC ? Opcodes.H_INVOKESTATIC
                : opcode == Opcodes.INVOKEINTERFACE ? Opcodes.H_INVOKEINTERFACE : Opcodes.H_INVOKEVIRTUAL;
        assertSame(w, WaitCall.ofCall(opcode, owner, w.methodName(), w.descriptor()));
        assertSame(w, WaitCall.ofHandle(new Handle(tag, owner, w.methodName(), w.descriptor(),
                tag == Opcodes.H_INVOKEINTERFACE)));
        assertFalse(w.isCandidate(owner), owner + " is named");
        // the same name and descriptor called the other way is not the wait: at most another form's
        // candidate (invokestatic TimeUnit.sleep(J)V could be a Thread subclass's, for the filter to refuse)
        int other = opcode == Opcodes.INVOKESTATIC ? Opcodes.INVOKEVIRTUAL : Opcodes.INVOKESTATIC;
        WaitCall otherWay = WaitCall.ofCall(other, owner, w.methodName(), w.descriptor());
        assertTrue(otherWay == null || otherWay != w && otherWay.isCandidate(owner), "called the other way: " + otherWay);
        // on a class of the user's: a candidate where the form admits subclasses, else nothing
        if (!owner.equals("com/acme/AnyClass")) {
            WaitCall onUsers = WaitCall.ofCall(opcode, "com/acme/Plain", w.methodName(), w.descriptor());
            if (w.admitsSubclasses()) {
                assertSame(w, onUsers);
                assertTrue(w.isCandidate("com/acme/Plain"));
            } else {
                assertNull(onUsers);
            }
        }
    }

    @Test
    void ownerRules() {
        // sleep(n) in a Thread subclass, or Worker.sleep(n): a candidate, for the filter to judge
        WaitCall viaSubclass = WaitCall.ofCall(Opcodes.INVOKESTATIC, "com/acme/Worker", "sleep", "(J)V");
        assertSame(WaitCall.SLEEP, viaSubclass);
        assertTrue(viaSubclass.isCandidate("com/acme/Worker"));
        assertEquals(List.of("java/lang/Thread"), viaSubclass.roots());
        assertTrue(viaSubclass.hiddenByDeclaration());
        // Condition's implementations in the JDK, called directly
        assertSame(WaitCall.CONDITION_AWAIT_NANOS, WaitCall.ofCall(Opcodes.INVOKEVIRTUAL,
                "java/util/concurrent/locks/AbstractQueuedSynchronizer$ConditionObject", "awaitNanos", "(J)J"));
        assertSame(WaitCall.CONDITION_AWAIT, WaitCall.ofCall(Opcodes.INVOKEVIRTUAL,
                "java/util/concurrent/locks/AbstractQueuedLongSynchronizer$ConditionObject", "await",
                "(JLjava/util/concurrent/TimeUnit;)Z"));
        // CountDownLatch.await(long, TimeUnit) has Condition.await's descriptor: each its own form, no candidates
        assertSame(WaitCall.LATCH_AWAIT, WaitCall.ofCall(Opcodes.INVOKEVIRTUAL, "java/util/concurrent/CountDownLatch",
                "await", "(JLjava/util/concurrent/TimeUnit;)Z"));
        assertNull(WaitCall.ofCall(Opcodes.INVOKEVIRTUAL, "com/acme/Latch", "await",
                "(JLjava/util/concurrent/TimeUnit;)Z"));
        // HikariCP's handoffQueue: a field typed SynchronousQueue
        assertSame(WaitCall.QUEUE_POLL, WaitCall.ofCall(Opcodes.INVOKEVIRTUAL, "java/util/concurrent/SynchronousQueue",
                "poll", "(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;"));
        // the unbounded queues' timed offer never waits: not named, and the filter excludes them
        WaitCall unbounded = WaitCall.ofCall(Opcodes.INVOKEVIRTUAL, "java/util/concurrent/PriorityBlockingQueue",
                "offer", "(Ljava/lang/Object;JLjava/util/concurrent/TimeUnit;)Z");
        assertTrue(unbounded.isCandidate("java/util/concurrent/PriorityBlockingQueue"));
        assertTrue(unbounded.excluded().contains("java/util/concurrent/PriorityBlockingQueue"));
        // super.wait(n)
        assertSame(WaitCall.OBJECT_WAIT, WaitCall.ofCall(Opcodes.INVOKESPECIAL, "java/lang/Object", "wait", "(J)V"));
        // super.poll(t, u) in a queue's subclass: a helper would call poll() virtually, not the super's
        assertNull(WaitCall.ofCall(Opcodes.INVOKESPECIAL, "java/util/concurrent/LinkedBlockingQueue", "poll",
                "(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;"));
        // untimed waits are not in the catalogue
        assertNull(WaitCall.ofCall(Opcodes.INVOKEVIRTUAL, "java/lang/Object", "wait", "()V"));
        assertNull(WaitCall.ofCall(Opcodes.INVOKESTATIC, "java/util/concurrent/locks/LockSupport", "park", "()V"));
        assertNull(WaitCall.ofCall(Opcodes.INVOKEVIRTUAL, "java/lang/Thread", "join", "()V"));
        assertNotNull(WaitCall.HELPERS);
    }
}
