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

import java.util.List;

/**
 * The timed waits and spins in loops of the JDK ({@link WaitSiteInventory})
 * that the kit does not mutate, each with its reason. One list for every
 * supported JDK: an entry names a class and method as some release holds it.
 */
public final class LeftOutWaitSites {

    /** Why a site is left out. */
    public enum Reason {
        /** A bounded spin before the loop parks. */
        SPIN_BEFORE_PARK("a bounded spin before the loop parks; the refactors replace the park"),
        /** A short spin or yield while another thread finishes a step. */
        SPIN_BY_DESIGN("the JDK's own spin or yield while another thread finishes a short step; the refactors"
                + " replace waits, not spins"),
        /** A Condition's timed await, whose wait is AbstractQueuedSynchronizer's. */
        THROUGH_CONDITION("a Condition's timed await: it waits in AbstractQueuedSynchronizer.ConditionObject's"
                + " loops, which are mutated (AQS_CONDITION_AWAIT_NANOS, AQS_CONDITION_AWAIT)"),
        /** A loop of a class no JDK code uses. */
        NO_CALLER("no class of the JDK extends or calls it, so no JDK call waits in it"),
        /** A path taken only after an OutOfMemoryError, or an untimed wait's re-acquire. */
        RARE_PATH("a path taken only after an OutOfMemoryError or on a wait's way out, which a timed call"
                + " of the JDK does not reach on demand"),
        /** A loop that a mutant would not let return. */
        MUTANT_NEVER_RETURNS("the loop counts whole milliseconds of each wait, which a spin never adds: its"
                + " mutant would not return, and a test could only time out"),
        /** A timed wait of a form the refactors do not replace. */
        UNREPLACED_FORM("a timed wait of a form the refactors do not replace (parkUntil, Unsafe.park)"),
        /** A timed wait the kit has no test for yet. */
        NOT_YET("a timed wait in a loop the kit does not test yet");

        private final String description;

        Reason(String description) {
            this.description = description;
        }

        /**
         * Says the reason in words.
         *
         * @return the description
         */
        public String description() {
            return description;
        }
    }

    /**
     * A site left out.
     *
     * @param className the class's binary name, as {@link WaitSiteInventory.Site} has it
     * @param method    the method
     * @param kind      the wait
     * @param reason    why it is left out
     * @param detail    more, e.g. the call that reaches a loop not tested yet; may be empty
     */
    public record LeftOut(String className, String method, WaitKind kind, Reason reason, String detail) {
    }

    private static final List<LeftOut> SITES = List.of(
            new LeftOut("java.io.PipedInputStream", "awaitSpace",
                    WaitKind.OBJECT_WAIT, Reason.NOT_YET, "PipedInputStream: a writer waits for room, polling its"
                            + " reader once a second"),
            new LeftOut("java.io.PipedInputStream", "read",
                    WaitKind.OBJECT_WAIT, Reason.NOT_YET, "a piped read waits for its writer, polling once a second"),
            new LeftOut("java.io.PipedReader", "read",
                    WaitKind.OBJECT_WAIT, Reason.NOT_YET, "a piped read waits for its writer, polling once a second"),
            new LeftOut("java.io.PipedReader", "receive",
                    WaitKind.OBJECT_WAIT, Reason.NOT_YET, "PipedReader: a writer waits for room, polling its reader"
                            + " once a second"),
            new LeftOut("java.lang.ProcessHandleImpl$<anonymous>", "run",
                    WaitKind.SLEEP, Reason.NOT_YET, "onExit() of a process this JVM did not start, which polls"
                            + " with growing sleeps"),
            new LeftOut("java.lang.ProcessImpl", "waitFor", WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.lang.VirtualThread", "asyncGetStackTrace", WaitKind.YIELD, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("java.lang.VirtualThread", "submitRunContinuation", WaitKind.UNSAFE_PARK, Reason.RARE_PATH, ""),
            new LeftOut("java.lang.VirtualThread", "waitTimeoutExpired", WaitKind.YIELD, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("java.lang.ref.ReferenceQueue", "remove",
                    WaitKind.OBJECT_WAIT, Reason.MUTANT_NEVER_RETURNS, "ReferenceQueue.remove(timeout)"),
            new LeftOut("java.lang.ref.ReferenceQueue", "remove0",
                    WaitKind.OBJECT_WAIT, Reason.MUTANT_NEVER_RETURNS, "ReferenceQueue.remove(timeout)"),
            new LeftOut("java.util.TimerThread", "mainLoop",
                    WaitKind.OBJECT_WAIT, Reason.NOT_YET, "java.util.Timer's thread waits for its next task"),
            new LeftOut("java.util.concurrent.ArrayBlockingQueue", "offer",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.util.concurrent.ArrayBlockingQueue", "poll",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.util.concurrent.ConcurrentHashMap", "initTable",
                    WaitKind.YIELD, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("java.util.concurrent.CyclicBarrier", "dowait",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.util.concurrent.DelayQueue", "poll",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.util.concurrent.DelayQueue", "take",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.util.concurrent.DelayScheduler", "loop",
                    WaitKind.UNSAFE_PARK, Reason.UNREPLACED_FORM, "ForkJoinPool's delay scheduler, waiting for"
                            + " its next delayed task"),
            new LeftOut("java.util.concurrent.Exchanger", "arenaExchange",
                    WaitKind.PARK_NANOS, Reason.NOT_YET, "the arena of Exchanger (JDK 17-23), used only when several"
                            + " pairs contend"),
            new LeftOut("java.util.concurrent.Exchanger", "arenaExchange", WaitKind.YIELD, Reason.SPIN_BEFORE_PARK, ""),
            new LeftOut("java.util.concurrent.Exchanger", "slotExchange", WaitKind.YIELD, Reason.SPIN_BEFORE_PARK, ""),
            new LeftOut("java.util.concurrent.Exchanger", "xchg", WaitKind.ON_SPIN_WAIT, Reason.SPIN_BEFORE_PARK, ""),
            new LeftOut("java.util.concurrent.ForkJoinPool$WorkQueue", "externalTryUnpush",
                    WaitKind.YIELD, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("java.util.concurrent.ForkJoinPool$WorkQueue", "helpComplete",
                    WaitKind.YIELD, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("java.util.concurrent.ForkJoinPool$WorkQueue", "nextLocalTask",
                    WaitKind.ON_SPIN_WAIT, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("java.util.concurrent.ForkJoinPool$WorkQueue", "poll",
                    WaitKind.ON_SPIN_WAIT, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("java.util.concurrent.ForkJoinPool", "awaitTermination",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.util.concurrent.ForkJoinPool", "awaitWork",
                    WaitKind.UNSAFE_PARK, Reason.UNREPLACED_FORM, "an idle ForkJoinPool worker's wait, whose CPU"
                            + " test/juc/IdlePoolCpu measures"),
            new LeftOut("java.util.concurrent.ForkJoinPool", "awaitWork",
                    WaitKind.ON_SPIN_WAIT, Reason.SPIN_BEFORE_PARK, ""),
            new LeftOut("java.util.concurrent.ForkJoinPool", "awaitWork",
                    WaitKind.PARK_UNTIL, Reason.UNREPLACED_FORM, "an idle ForkJoinPool worker's wait, whose CPU"
                            + " test/juc/IdlePoolCpu measures"),
            new LeftOut("java.util.concurrent.ForkJoinPool", "beginCompensatedBlock",
                    WaitKind.ON_SPIN_WAIT, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("java.util.concurrent.ForkJoinPool", "deactivate",
                    WaitKind.ON_SPIN_WAIT, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("java.util.concurrent.ForkJoinPool", "externalHelpQuiesce",
                    WaitKind.PARK_NANOS, Reason.NOT_YET, "ForkJoinPool.awaitQuiescence from outside the pool, which"
                            + " polls with a growing back-off"),
            new LeftOut("java.util.concurrent.ForkJoinPool", "externalHelpQuiesce",
                    WaitKind.YIELD, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("java.util.concurrent.ForkJoinPool", "externalHelpQuiescePool",
                    WaitKind.PARK_NANOS, Reason.NOT_YET, "ForkJoinPool.awaitQuiescence from outside the pool (JDK"
                            + " 17-18)"),
            new LeftOut("java.util.concurrent.ForkJoinPool", "externalHelpQuiescePool",
                    WaitKind.YIELD, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("java.util.concurrent.ForkJoinPool", "helpQuiesce",
                    WaitKind.PARK_NANOS, Reason.NOT_YET, "ForkJoinPool.awaitQuiescence from a worker of the pool"),
            new LeftOut("java.util.concurrent.ForkJoinPool", "helpQuiesce", WaitKind.YIELD, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("java.util.concurrent.ForkJoinPool", "helpQuiescePool",
                    WaitKind.PARK_NANOS, Reason.NOT_YET, "ForkJoinPool.awaitQuiescence from a worker of the pool (JDK"
                            + " 17-18)"),
            new LeftOut("java.util.concurrent.ForkJoinPool", "helpQuiescePool",
                    WaitKind.YIELD, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("java.util.concurrent.ForkJoinPool", "spinLockRunState",
                    WaitKind.ON_SPIN_WAIT, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("java.util.concurrent.ForkJoinPool", "spinLockRunState",
                    WaitKind.PARK_NANOS, Reason.NOT_YET, "the pool's run-state lock, contended while the pool starts,"
                            + " grows or stops"),
            new LeftOut("java.util.concurrent.ForkJoinTask", "awaitDone",
                    WaitKind.ON_SPIN_WAIT, Reason.SPIN_BEFORE_PARK, ""),
            new LeftOut("java.util.concurrent.FutureTask", "awaitDone", WaitKind.YIELD, Reason.SPIN_BEFORE_PARK, ""),
            new LeftOut("java.util.concurrent.FutureTask", "handlePossibleCancellationInterrupt",
                    WaitKind.YIELD, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("java.util.concurrent.FutureTask", "state", WaitKind.YIELD, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("java.util.concurrent.LinkedBlockingDeque", "offerFirst",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.util.concurrent.LinkedBlockingDeque", "offerLast",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.util.concurrent.LinkedBlockingDeque", "pollFirst",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.util.concurrent.LinkedBlockingDeque", "pollLast",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.util.concurrent.LinkedBlockingQueue", "offer",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.util.concurrent.LinkedBlockingQueue", "poll",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.util.concurrent.LinkedTransferQueue$DualNode", "await",
                    WaitKind.ON_SPIN_WAIT, Reason.SPIN_BEFORE_PARK, ""),
            new LeftOut("java.util.concurrent.LinkedTransferQueue", "awaitMatch",
                    WaitKind.YIELD, Reason.SPIN_BEFORE_PARK, ""),
            new LeftOut("java.util.concurrent.Phaser", "internalAwaitAdvance",
                    WaitKind.ON_SPIN_WAIT, Reason.SPIN_BEFORE_PARK, ""),
            new LeftOut("java.util.concurrent.PriorityBlockingQueue", "poll",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.util.concurrent.ScheduledThreadPoolExecutor$DelayedWorkQueue", "poll",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.util.concurrent.ScheduledThreadPoolExecutor$DelayedWorkQueue", "take",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.util.concurrent.SubmissionPublisher$BufferedSubscription", "block",
                    WaitKind.PARK_NANOS, Reason.NOT_YET, "SubmissionPublisher.offer(item, timeout, unit, onDrop) on a"
                            + " full buffer"),
            new LeftOut("java.util.concurrent.SynchronousQueue$TransferQueue", "transfer",
                    WaitKind.PARK_NANOS, Reason.NOT_YET, "the fair SynchronousQueue of JDK 17-20"
                            + " (LinkedTransferQueue's waiter from JDK 21)"),
            new LeftOut("java.util.concurrent.SynchronousQueue$TransferQueue", "transfer",
                    WaitKind.YIELD, Reason.SPIN_BEFORE_PARK, ""),
            new LeftOut("java.util.concurrent.SynchronousQueue$TransferStack", "transfer",
                    WaitKind.YIELD, Reason.SPIN_BEFORE_PARK, ""),
            new LeftOut("java.util.concurrent.ThreadPerTaskExecutor", "invokeAny",
                    WaitKind.PARK_NANOS, Reason.NOT_YET, "invokeAny(tasks, timeout, unit) of a thread-per-task"
                            + " executor (JDK 21+)"),
            new LeftOut("java.util.concurrent.ThreadPoolExecutor", "awaitTermination",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedLongSynchronizer$ConditionObject", "await",
                    WaitKind.ON_SPIN_WAIT, Reason.NO_CALLER, ""),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedLongSynchronizer$ConditionObject", "await",
                    WaitKind.PARK_NANOS, Reason.NO_CALLER, ""),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedLongSynchronizer$ConditionObject", "awaitNanos",
                    WaitKind.PARK_NANOS, Reason.NO_CALLER, ""),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedLongSynchronizer$ConditionObject",
                    "awaitUninterruptibly", WaitKind.ON_SPIN_WAIT, Reason.NO_CALLER, ""),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedLongSynchronizer$ConditionObject", "awaitUntil",
                    WaitKind.PARK_UNTIL, Reason.NO_CALLER, ""),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedLongSynchronizer", "acquire",
                    WaitKind.ON_SPIN_WAIT, Reason.NO_CALLER, ""),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedLongSynchronizer", "acquire",
                    WaitKind.PARK_NANOS, Reason.NO_CALLER, ""),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedLongSynchronizer", "acquireOnOOME",
                    WaitKind.UNSAFE_PARK, Reason.NO_CALLER, ""),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedLongSynchronizer", "reacquire",
                    WaitKind.UNSAFE_PARK, Reason.NO_CALLER, ""),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedLongSynchronizer", "tryInitializeHead",
                    WaitKind.ON_SPIN_WAIT, Reason.NO_CALLER, ""),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject", "await",
                    WaitKind.ON_SPIN_WAIT, Reason.SPIN_BEFORE_PARK, ""),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject", "awaitUninterruptibly",
                    WaitKind.ON_SPIN_WAIT, Reason.SPIN_BEFORE_PARK, ""),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject", "awaitUntil",
                    WaitKind.PARK_UNTIL, Reason.UNREPLACED_FORM, "Condition.awaitUntil"),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedSynchronizer", "acquire",
                    WaitKind.ON_SPIN_WAIT, Reason.SPIN_BEFORE_PARK, ""),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedSynchronizer", "acquireOnOOME",
                    WaitKind.UNSAFE_PARK, Reason.RARE_PATH, ""),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedSynchronizer", "reacquire",
                    WaitKind.UNSAFE_PARK, Reason.RARE_PATH, ""),
            new LeftOut("java.util.concurrent.locks.AbstractQueuedSynchronizer", "tryInitializeHead",
                    WaitKind.ON_SPIN_WAIT, Reason.RARE_PATH, ""),
            new LeftOut("java.util.concurrent.locks.StampedLock", "acquireRead",
                    WaitKind.ON_SPIN_WAIT, Reason.SPIN_BEFORE_PARK, ""),
            new LeftOut("java.util.concurrent.locks.StampedLock", "acquireWrite",
                    WaitKind.ON_SPIN_WAIT, Reason.SPIN_BEFORE_PARK, ""),
            new LeftOut("java.util.concurrent.locks.StampedLock", "spinLockOnOOME",
                    WaitKind.ON_SPIN_WAIT, Reason.RARE_PATH, ""),
            new LeftOut("jdk.internal.foreign.SharedSession", "sharedSessionAlreadyClosed",
                    WaitKind.ON_SPIN_WAIT, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("jdk.internal.misc.ThreadFlock", "awaitAll",
                    WaitKind.PARK_NANOS, Reason.NOT_YET, "StructuredTaskScope's joinUntil (a preview API)"),
            new LeftOut("sun.net.www.http.KeepAliveCache", "run",
                    WaitKind.SLEEP, Reason.NOT_YET,
                    "the HTTP keep-alive cache's cleaner thread, which wakes every 5 s"),
            new LeftOut("sun.net.www.http.KeepAliveStreamCleaner", "run",
                    WaitKind.CONDITION_AWAIT, Reason.THROUGH_CONDITION, ""),
            new LeftOut("sun.nio.ch.NativeThreadSet", "signalAndWait",
                    WaitKind.OBJECT_WAIT, Reason.NOT_YET, "a channel's close signalling its blocked threads, 50 ms"
                            + " between signals"),
            new LeftOut("sun.nio.ch.Poller", "subPollerLoop", WaitKind.YIELD, Reason.SPIN_BY_DESIGN, ""),
            new LeftOut("sun.security.provider.SeedGenerator$ThreadedSeedGenerator$BogusThread", "run",
                    WaitKind.SLEEP, Reason.NOT_YET, "the thread-timing seed generator's helper threads, whose"
                            + " sleeps are its entropy"));

    private LeftOutWaitSites() {
    }

    /**
     * Finds the entry for a site.
     *
     * @param site a site of the inventory
     * @return its entry, or {@code null} if it is not left out
     */
    public static LeftOut of(WaitSiteInventory.Site site) {
        for (LeftOut l : SITES) {
            if (l.className().equals(site.className()) && l.method().equals(site.method())
                    && l.kind() == site.kind()) {
                return l;
            }
        }
        return null;
    }

    /**
     * Returns every entry.
     *
     * @return the entries
     */
    public static List<LeftOut> all() {
        return SITES;
    }
}
