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

package waitkit;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.Delayed;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Exchanger;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.Phaser;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.Semaphore;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.concurrent.locks.StampedLock;
import java.util.function.Supplier;

/**
 * The catalogue of the JDK's timed blocking calls that code waits with in
 * loops: a queue's {@code poll(t, u)}, a future's {@code get(t, u)}, a lock's
 * {@code tryLock(t, u)}, a thread's {@code join(millis)} and the rest, each
 * under a stable name, its receiver's class and method
 * ({@code ArrayBlockingQueue.poll}).
 *
 * <p>Each entry makes a {@link Receiver}: the object the call is made on, set
 * up so that what the call waits for does not come until
 * {@link Receiver#release()} (an empty queue, a lock another thread holds, a
 * future nobody completes). A call that times out leaves its receiver as it
 * was, so one receiver serves a series of timed-out calls; a released one is
 * used once. {@code WaitMethod.of("call:<name>")} makes an entry a wait
 * method: each {@code await(nanos)} is the call with that timeout on one
 * receiver nothing ever releases, so the contract tests and the scenarios
 * measure it as they measure {@code sleep}.
 *
 * <p>Calls the running JDK lacks ({@code Thread.join(Duration)} before JDK
 * 19) are in the catalogue but report {@link #isAvailable()} {@code false}
 * with a reason.
 */
public final class TimedCall {

    /** The prefix that names a timed call as a wait method: {@code call:<name>}. */
    public static final String WAIT_PREFIX = "call:";

    /** How long a release may block on the releasing thread: a partner that does not come is an error. */
    private static final long RELEASE_TIMEOUT_SECONDS = 10;

    /**
     * One receiver of a timed call, and what releases it.
     */
    public interface Receiver extends AutoCloseable {

        /**
         * Makes the timed call.
         *
         * @param nanos the timeout; zero asks the call not to wait
         * @return {@code true} when what the call waited for came, {@code false} when it timed out
         * @throws InterruptedException if interrupted while waiting
         */
        boolean call(long nanos) throws InterruptedException;

        /**
         * Makes what the call waits for come: an element, a permit, a lock
         * let go, a partner. Called on another thread than the call's, once;
         * a partner call ({@code SynchronousQueue}, {@code Exchanger}) blocks
         * until it meets the waiting call, at most 10 s.
         *
         * @throws InterruptedException if interrupted while it meets the call
         */
        void release() throws InterruptedException;

        /** Ends the threads and pools the receiver made. */
        @Override
        default void close() {
        }
    }

    private static final Map<String, TimedCall> CATALOGUE = buildCatalogue();

    private final String name;
    private final String code;
    private final WaitMethod.Path path;
    private final boolean throwsOnTimeout;
    private final String relay;
    private final Supplier<Receiver> receivers;
    private final String unavailableReason;

    private TimedCall(String name, String code, WaitMethod.Path path, boolean throwsOnTimeout, String relay,
                      Supplier<Receiver> receivers, String unavailableReason) {
        this.name = name;
        this.code = code;
        this.path = path;
        this.relay = relay;
        this.throwsOnTimeout = throwsOnTimeout;
        this.receivers = receivers;
        this.unavailableReason = unavailableReason;
    }

    private static Map<String, TimedCall> buildCatalogue() {
        Map<String, TimedCall> m = new LinkedHashMap<>();
        queues(m);
        futures(m);
        pools(m);
        locks(m);
        synchronizers(m);
        threadsAndReferences(m);
        return Collections.unmodifiableMap(m);
    }

    // A call that parks through LockSupport and returns its timeout (null, false, time left),
    // released straight by release().
    private static void add(Map<String, TimedCall> m, String name, String code, Supplier<Receiver> receivers) {
        addRelayed(m, name, code, null, receivers);
    }

    // As add, for a call whose release() wakes another thread, the relay, which then lets the call go.
    private static void addRelayed(Map<String, TimedCall> m, String name, String code, String relay,
                                   Supplier<Receiver> receivers) {
        m.put(name, new TimedCall(name, code, WaitMethod.Path.PARK, false, relay, receivers, null));
    }

    // A call that parks through LockSupport and throws TimeoutException when its time runs out.
    private static void addThrowing(Map<String, TimedCall> m, String name, String code,
                                    Supplier<Receiver> receivers) {
        m.put(name, new TimedCall(name, code, WaitMethod.Path.PARK, true, null, receivers, null));
    }

    // A call that waits on a monitor (Object.wait) and returns its timeout; relay as for addRelayed, or null.
    private static void addOnMonitor(Map<String, TimedCall> m, String name, String code, String relay,
                                     Supplier<Receiver> receivers) {
        m.put(name, new TimedCall(name, code, WaitMethod.Path.MONITOR, false, relay, receivers, null));
    }

    private static final String JOINED_THREAD_ENDS = "the joined thread, which wakes from its latch and ends";

    // ---- queues ---------------------------------------------------------------------------------------

    private static void queues(Map<String, TimedCall> m) {
        addPoll(m, "ArrayBlockingQueue.poll", () -> new ArrayBlockingQueue<>(1));
        addOffer(m, "ArrayBlockingQueue.offer", () -> new ArrayBlockingQueue<>(1));
        addPoll(m, "LinkedBlockingQueue.poll", () -> new LinkedBlockingQueue<>(1));
        addOffer(m, "LinkedBlockingQueue.offer", () -> new LinkedBlockingQueue<>(1));
        addPoll(m, "LinkedBlockingDeque.poll", () -> new LinkedBlockingDeque<>(1));
        addOffer(m, "LinkedBlockingDeque.offer", () -> new LinkedBlockingDeque<>(1));
        addPoll(m, "PriorityBlockingQueue.poll", PriorityBlockingQueue::new);
        add(m, "DelayQueue.poll", "new DelayQueue<>().poll(nanos, NANOSECONDS) (empty)",
                () -> delayQueuePoll(null));
        add(m, "DelayQueue.pollBeforeExpiry", "queue.poll(nanos, NANOSECONDS), its one element expiring in an hour",
                () -> delayQueuePoll(new Expiring(TimeUnit.HOURS.toNanos(1))));
        addSynchronousPoll(m, "SynchronousQueue.poll", false);
        addSynchronousPoll(m, "SynchronousQueue.pollFair", true);
        addSynchronousOffer(m, "SynchronousQueue.offer", false);
        addSynchronousOffer(m, "SynchronousQueue.offerFair", true);
        addPoll(m, "LinkedTransferQueue.poll", LinkedTransferQueue::new);
        add(m, "LinkedTransferQueue.tryTransfer", "new LinkedTransferQueue<>().tryTransfer(e, nanos, NANOSECONDS)",
                () -> {
                    LinkedTransferQueue<Object> q = new LinkedTransferQueue<>();
                    return receiver(nanos -> q.tryTransfer(ELEMENT, nanos, TimeUnit.NANOSECONDS),
                            () -> taken(q.poll(RELEASE_TIMEOUT_SECONDS, TimeUnit.SECONDS)));
                });
    }

    private static final Object ELEMENT = "waitkit";

    private static void addPoll(Map<String, TimedCall> m, String name, Supplier<BlockingQueue<Object>> queues) {
        String type = name.substring(0, name.indexOf('.'));
        String capacity = type.startsWith("Priority") || type.startsWith("LinkedTransfer") ? "" : "1";
        add(m, name, "new " + type + "<>(" + capacity + ").poll(nanos, NANOSECONDS) (empty)", () -> {
            BlockingQueue<Object> q = queues.get();
            return receiver(nanos -> q.poll(nanos, TimeUnit.NANOSECONDS) != null, () -> q.add(ELEMENT));
        });
    }

    private static void addOffer(Map<String, TimedCall> m, String name, Supplier<BlockingQueue<Object>> queues) {
        String type = name.substring(0, name.indexOf('.'));
        add(m, name, "new " + type + "<>(1), full, .offer(e, nanos, NANOSECONDS)", () -> {
            BlockingQueue<Object> q = queues.get();
            q.add(ELEMENT);
            return receiver(nanos -> q.offer(ELEMENT, nanos, TimeUnit.NANOSECONDS), () -> taken(q.poll()));
        });
    }

    private static void addSynchronousPoll(Map<String, TimedCall> m, String name, boolean fair) {
        add(m, name, "new SynchronousQueue<>(" + fair + ").poll(nanos, NANOSECONDS)", () -> {
            SynchronousQueue<Object> q = new SynchronousQueue<>(fair);
            return receiver(nanos -> q.poll(nanos, TimeUnit.NANOSECONDS) != null,
                    () -> given(q.offer(ELEMENT, RELEASE_TIMEOUT_SECONDS, TimeUnit.SECONDS)));
        });
    }

    private static void addSynchronousOffer(Map<String, TimedCall> m, String name, boolean fair) {
        add(m, name, "new SynchronousQueue<>(" + fair + ").offer(e, nanos, NANOSECONDS)", () -> {
            SynchronousQueue<Object> q = new SynchronousQueue<>(fair);
            return receiver(nanos -> q.offer(ELEMENT, nanos, TimeUnit.NANOSECONDS),
                    () -> taken(q.poll(RELEASE_TIMEOUT_SECONDS, TimeUnit.SECONDS)));
        });
    }

    private static Receiver delayQueuePoll(Expiring held) {
        DelayQueue<Expiring> q = new DelayQueue<>();
        if (held != null) {
            q.add(held);
        }
        return receiver(nanos -> {
            Expiring e = q.poll(nanos, TimeUnit.NANOSECONDS);
            if (e == held && e != null) {
                throw new IllegalStateException("an element due in an hour was taken");
            }
            return e != null;
        }, () -> q.add(new Expiring(0)));
    }

    /** An element of a DelayQueue, due a given time after it is made. */
    private static final class Expiring implements Delayed {
        private final long due;

        Expiring(long delayNanos) {
            this.due = System.nanoTime() + delayNanos;
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return unit.convert(due - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        @Override
        public int compareTo(Delayed o) {
            return Long.compare(getDelay(TimeUnit.NANOSECONDS), o.getDelay(TimeUnit.NANOSECONDS));
        }
    }

    // ---- futures --------------------------------------------------------------------------------------

    private static void futures(Map<String, TimedCall> m) {
        addThrowing(m, "FutureTask.get", "new FutureTask<>(callable).get(nanos, NANOSECONDS) (never run)", () -> {
            FutureTask<Object> f = new FutureTask<>(() -> ELEMENT);
            return futureGet(f, f::run);
        });
        addThrowing(m, "CompletableFuture.get", "new CompletableFuture<>().get(nanos, NANOSECONDS)", () -> {
            CompletableFuture<Object> f = new CompletableFuture<>();
            return futureGet(f, () -> f.complete(ELEMENT));
        });
        addThrowing(m, "ForkJoinTask.get", "ForkJoinTask.adapt(callable).get(nanos, NANOSECONDS) (never forked)",
                () -> {
                    ForkJoinTask<Object> f = ForkJoinTask.adapt(() -> ELEMENT);
                    return futureGet(f, () -> f.complete(ELEMENT));
                });
    }

    private static Receiver futureGet(Future<Object> f, Runnable complete) {
        return receiver(nanos -> {
            try {
                return f.get(nanos, TimeUnit.NANOSECONDS) == ELEMENT;
            } catch (TimeoutException e) {
                return false;
            } catch (ExecutionException e) {
                throw new IllegalStateException("the future failed: " + e.getCause(), e);
            }
        }, complete::run);
    }

    // ---- pools ----------------------------------------------------------------------------------------

    private static void pools(Map<String, TimedCall> m) {
        addRelayed(m, "ThreadPoolExecutor.awaitTermination", "pool.awaitTermination(nanos, NANOSECONDS), shut down"
                + " with its one task running", POOL_WORKER_ENDS, () -> awaitTermination(new ThreadPoolExecutor(1, 1, 0,
                TimeUnit.NANOSECONDS, new LinkedBlockingQueue<>(), TimedCall::daemon)));
        addRelayed(m, "ScheduledThreadPoolExecutor.awaitTermination", "pool.awaitTermination(nanos, NANOSECONDS),"
                + " shut down with a task due in an hour", "the pool's thread, interrupted by shutdownNow, which ends",
                () -> {
                    ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(1, TimedCall::daemon);
                    pool.schedule(() -> { }, 1, TimeUnit.HOURS);
                    pool.shutdown();
                    return receiver(nanos -> pool.awaitTermination(nanos, TimeUnit.NANOSECONDS), pool::shutdownNow,
                            pool::shutdownNow);
                });
        addRelayed(m, "ForkJoinPool.awaitTermination", "new ForkJoinPool(1).awaitTermination(nanos, NANOSECONDS),"
                + " shut down with its one task running", POOL_WORKER_ENDS, () -> awaitTermination(new ForkJoinPool(1)));
    }

    private static final String POOL_WORKER_ENDS = "the pool's thread, whose task wakes from its latch and ends,"
            + " and which then ends the pool";

    // A pool's thread that does not keep the JVM alive: a receiver nothing
    // releases keeps its pool's one thread to the end.
    private static Thread daemon(Runnable r) {
        Thread t = new Thread(r, "waitkit-pool-thread");
        t.setDaemon(true);
        return t;
    }

    private static Receiver awaitTermination(ExecutorService pool) {
        CountDownLatch done = new CountDownLatch(1);
        pool.execute(() -> {
            try {
                done.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        pool.shutdown();
        return receiver(nanos -> pool.awaitTermination(nanos, TimeUnit.NANOSECONDS), done::countDown, () -> {
            done.countDown();
            pool.shutdownNow();
        });
    }

    // ---- locks ----------------------------------------------------------------------------------------

    private static void locks(Map<String, TimedCall> m) {
        addRelayed(m, "ReentrantLock.tryLock", "lock.tryLock(nanos, NANOSECONDS), held by another thread",
                LOCK_HOLDER_UNLOCKS, () -> {
                    ReentrantLock lock = new ReentrantLock();
                    return heldElsewhere(lock, lock);
                });
        addRelayed(m, "ReentrantReadWriteLock.readLock.tryLock", "rw.readLock().tryLock(nanos, NANOSECONDS),"
                + " the write lock held by another thread", LOCK_HOLDER_UNLOCKS, () -> {
                    ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
                    return heldElsewhere(rw.readLock(), rw.writeLock());
                });
        addRelayed(m, "ReentrantReadWriteLock.writeLock.tryLock", "rw.writeLock().tryLock(nanos, NANOSECONDS),"
                + " the read lock held by another thread", LOCK_HOLDER_UNLOCKS, () -> {
                    ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
                    return heldElsewhere(rw.writeLock(), rw.readLock());
                });
        add(m, "StampedLock.tryReadLock", "sl.tryReadLock(nanos, NANOSECONDS), write-locked", () -> {
            StampedLock sl = new StampedLock();
            long stamp = sl.writeLock();
            return receiver(nanos -> unlockRead(sl, sl.tryReadLock(nanos, TimeUnit.NANOSECONDS)),
                    () -> sl.unlockWrite(stamp));
        });
        add(m, "StampedLock.tryWriteLock", "sl.tryWriteLock(nanos, NANOSECONDS), read-locked", () -> {
            StampedLock sl = new StampedLock();
            long stamp = sl.readLock();
            return receiver(nanos -> {
                long s = sl.tryWriteLock(nanos, TimeUnit.NANOSECONDS);
                if (s != 0) {
                    sl.unlockWrite(s);
                }
                return s != 0;
            }, () -> sl.unlockRead(stamp));
        });
        addCondition(m, "Condition.awaitNanos", "condition.awaitNanos(nanos), nobody signals",
                (c, nanos) -> c.awaitNanos(nanos) > 0);
        addCondition(m, "Condition.await", "condition.await(nanos, NANOSECONDS), nobody signals",
                (c, nanos) -> c.await(nanos, TimeUnit.NANOSECONDS));
        addCondition(m, "Condition.awaitUntil", "condition.awaitUntil(new Date(currentTimeMillis() + ceil(nanos /"
                + " 1 ms))), nobody signals", (c, nanos) -> c.awaitUntil(new Date(System.currentTimeMillis()
                + WaitMethod.ceilMillis(nanos))));
    }

    private static final String LOCK_HOLDER_UNLOCKS = "the thread holding the lock, which wakes from its latch"
            + " and unlocks";

    private static boolean unlockRead(StampedLock sl, long stamp) {
        if (stamp != 0) {
            sl.unlockRead(stamp);
        }
        return stamp != 0;
    }

    /** A call on a condition, made with its lock held. */
    @FunctionalInterface
    private interface ConditionCall {
        boolean call(Condition c, long nanos) throws InterruptedException;
    }

    private static void addCondition(Map<String, TimedCall> m, String name, String code, ConditionCall call) {
        add(m, name, code, () -> {
            ReentrantLock lock = new ReentrantLock();
            Condition c = lock.newCondition();
            return receiver(nanos -> {
                lock.lock();
                try {
                    return call.call(c, nanos);
                } finally {
                    lock.unlock();
                }
            }, () -> {
                lock.lock();
                try {
                    c.signal();
                } finally {
                    lock.unlock();
                }
            });
        });
    }

    // The lock `wanted` cannot be had while a holder thread holds `held`
    // (the same lock, or the other side of a read-write lock); release lets
    // the holder unlock it and end.
    private static Receiver heldElsewhere(Lock wanted, Lock held) {
        CountDownLatch locked = new CountDownLatch(1);
        CountDownLatch letGo = new CountDownLatch(1);
        Thread holder = new Thread(() -> {
            held.lock();
            try {
                locked.countDown();
                letGo.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                held.unlock();
            }
        }, "waitkit-lock-holder");
        holder.setDaemon(true);
        holder.start();
        awaitOrFail(locked, "the holder thread did not take the lock");
        return receiver(nanos -> {
            boolean got = wanted.tryLock(nanos, TimeUnit.NANOSECONDS);
            if (got) {
                wanted.unlock();
            }
            return got;
        }, letGo::countDown, letGo::countDown);
    }

    // ---- synchronizers --------------------------------------------------------------------------------

    private static void synchronizers(Map<String, TimedCall> m) {
        add(m, "Semaphore.tryAcquire", "new Semaphore(0).tryAcquire(nanos, NANOSECONDS)", () -> {
            Semaphore s = new Semaphore(0);
            return receiver(nanos -> {
                boolean got = s.tryAcquire(nanos, TimeUnit.NANOSECONDS);
                if (got) {
                    s.release();
                }
                return got;
            }, s::release);
        });
        add(m, "CountDownLatch.await", "new CountDownLatch(1).await(nanos, NANOSECONDS)", () -> {
            CountDownLatch l = new CountDownLatch(1);
            return receiver(nanos -> l.await(nanos, TimeUnit.NANOSECONDS), l::countDown);
        });
        addThrowing(m, "CyclicBarrier.await", "new CyclicBarrier(2).await(nanos, NANOSECONDS), reset after a timeout",
                () -> {
                    CyclicBarrier b = new CyclicBarrier(2);
                    return receiver(nanos -> {
                        try {
                            b.await(nanos, TimeUnit.NANOSECONDS);
                            return true;
                        } catch (TimeoutException e) {
                            b.reset();
                            return false;
                        } catch (BrokenBarrierException e) {
                            throw new IllegalStateException("the barrier broke: " + e, e);
                        }
                    }, () -> {
                        try {
                            b.await(RELEASE_TIMEOUT_SECONDS, TimeUnit.SECONDS);
                        } catch (TimeoutException | BrokenBarrierException e) {
                            throw new IllegalStateException("the waiting party did not meet the release: " + e, e);
                        }
                    });
                });
        addThrowing(m, "Exchanger.exchange", "new Exchanger<>().exchange(e, nanos, NANOSECONDS)", () -> {
            Exchanger<Object> x = new Exchanger<>();
            return receiver(nanos -> {
                try {
                    return x.exchange(ELEMENT, nanos, TimeUnit.NANOSECONDS) == ELEMENT;
                } catch (TimeoutException e) {
                    return false;
                }
            }, () -> {
                try {
                    x.exchange(ELEMENT, RELEASE_TIMEOUT_SECONDS, TimeUnit.SECONDS);
                } catch (TimeoutException e) {
                    throw new IllegalStateException("the waiting party did not meet the release", e);
                }
            });
        });
        addThrowing(m, "Phaser.awaitAdvanceInterruptibly", "new Phaser(1).awaitAdvanceInterruptibly(0, nanos,"
                + " NANOSECONDS), its party not arrived", () -> {
                    Phaser p = new Phaser(1);
                    return receiver(nanos -> {
                        try {
                            return p.awaitAdvanceInterruptibly(0, nanos, TimeUnit.NANOSECONDS) > 0;
                        } catch (TimeoutException e) {
                            return false;
                        }
                    }, p::arrive);
                });
    }

    // ---- threads and references -----------------------------------------------------------------------

    private static void threadsAndReferences(Map<String, TimedCall> m) {
        addOnMonitor(m, "Thread.join", "thread.join(ceil(nanos / 1 ms)), the thread waiting to be let go",
                JOINED_THREAD_ENDS, () -> joining((t, nanos) -> {
                    t.join(WaitMethod.ceilMillis(nanos));
                    return !t.isAlive();
                }));
        m.put("Thread.joinDuration", joinDuration());
        addOnMonitor(m, "ReferenceQueue.remove", "queue.remove(ceil(nanos / 1 ms)) (empty)", null, () -> {
            ReferenceQueue<Object> q = new ReferenceQueue<>();
            return receiver(nanos -> q.remove(WaitMethod.ceilMillis(nanos)) != null,
                    () -> new WeakReference<>(ELEMENT, q).enqueue());
        });
    }

    /** A join on a thread, with the timeout its form takes. */
    @FunctionalInterface
    private interface JoinCall {
        boolean join(Thread t, long nanos) throws InterruptedException;
    }

    private static Receiver joining(JoinCall join) {
        CountDownLatch letGo = new CountDownLatch(1);
        Thread t = new Thread(() -> {
            try {
                letGo.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "waitkit-joined");
        t.setDaemon(true);
        t.start();
        return receiver(nanos -> join.join(t, nanos), letGo::countDown, letGo::countDown);
    }

    private static TimedCall joinDuration() {
        String code = "thread.join(Duration.ofNanos(nanos)), the thread waiting to be let go";
        MethodHandle join;
        try {
            join = MethodHandles.publicLookup().findVirtual(Thread.class, "join",
                    MethodType.methodType(boolean.class, Duration.class));
        } catch (ReflectiveOperationException e) {
            return new TimedCall("Thread.joinDuration", code, WaitMethod.Path.MONITOR, false, JOINED_THREAD_ENDS, null,
                    "Thread.join(Duration) was added in JDK 19; this is JDK " + Runtime.version().feature());
        }
        return new TimedCall("Thread.joinDuration", code, WaitMethod.Path.MONITOR, false, JOINED_THREAD_ENDS,
                () -> joining((t, nanos) -> {
            try {
                return (boolean) join.invokeExact(t, Duration.ofNanos(nanos));
            } catch (InterruptedException | RuntimeException | Error e) {
                throw e;
            } catch (Throwable e) {
                throw new AssertionError(e);
            }
        }), null);
    }

    // ---- the receivers' parts -------------------------------------------------------------------------

    /** A timed call with its timeout. */
    @FunctionalInterface
    private interface Call {
        boolean call(long nanos) throws InterruptedException;
    }

    /** What releases a call. */
    @FunctionalInterface
    private interface Release {
        void release() throws InterruptedException;
    }

    private static Receiver receiver(Call call, Release release) {
        return receiver(call, release, () -> { });
    }

    private static Receiver receiver(Call call, Release release, Runnable close) {
        return new Receiver() {
            @Override
            public boolean call(long nanos) throws InterruptedException {
                return call.call(nanos);
            }

            @Override
            public void release() throws InterruptedException {
                release.release();
            }

            @Override
            public void close() {
                close.run();
            }
        };
    }

    private static void taken(Object element) {
        if (element == null) {
            throw new IllegalStateException("the release found no element to take within "
                    + RELEASE_TIMEOUT_SECONDS + " s");
        }
    }

    private static void given(boolean handedOver) {
        if (!handedOver) {
            throw new IllegalStateException("the release found no taker within " + RELEASE_TIMEOUT_SECONDS + " s");
        }
    }

    private static void awaitOrFail(CountDownLatch latch, String what) {
        try {
            if (!latch.await(RELEASE_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                throw new IllegalStateException(what + " within " + RELEASE_TIMEOUT_SECONDS + " s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while " + what, e);
        }
    }

    // ---- the catalogue --------------------------------------------------------------------------------

    /**
     * Returns the names of the catalogue, in its order.
     *
     * @return the names
     */
    public static List<String> names() {
        return new ArrayList<>(CATALOGUE.keySet());
    }

    /**
     * Returns the entry of a name.
     *
     * @param name a name of {@link #names()}
     * @return the entry
     * @throws IllegalArgumentException naming the known names, for an unknown one
     */
    public static TimedCall of(String name) {
        TimedCall c = CATALOGUE.get(name == null ? "" : name.trim());
        if (c == null) {
            throw new IllegalArgumentException("unknown timed call '" + name + "'; known timed calls: "
                    + String.join(", ", CATALOGUE.keySet()));
        }
        return c;
    }

    /**
     * Makes a receiver on which the call waits until released.
     *
     * @return a new receiver; close it when done
     * @throws UnsupportedOperationException if the JDK lacks the call
     */
    public Receiver newReceiver() {
        if (receivers == null) {
            throw new UnsupportedOperationException(name + " is unavailable: " + unavailableReason);
        }
        return receivers.get();
    }

    /**
     * Returns the name: the receiver's class, then the method.
     *
     * @return the name
     */
    public String name() {
        return name;
    }

    /**
     * Returns how the call is made, in Java.
     *
     * @return the code
     */
    public String code() {
        return code;
    }

    /**
     * Tells whether the call reports its timeout by throwing
     * {@code TimeoutException}, rather than by what it returns.
     *
     * @return {@code true} if it throws
     */
    public boolean throwsOnTimeout() {
        return throwsOnTimeout;
    }

    /**
     * Returns the path the call waits through: {@code PARK} for the calls
     * that park through {@code LockSupport}, {@code MONITOR} for those that
     * wait on a monitor ({@code Thread.join} of a platform thread,
     * {@code ReferenceQueue.remove}).
     *
     * @return the path
     */
    public WaitMethod.Path path() {
        return path;
    }

    /**
     * Says what stands between {@link Receiver#release()} and the call, when
     * the release does not reach the call itself: a thread that the release
     * wakes and that then lets the call go (a lock's holder that unlocks, a
     * pool's thread that ends, the joined thread). Such a call is let go
     * after two hand-offs, the others after one.
     *
     * @return the relay, or {@code null} when the release hands what the
     *         call waits for straight to it
     */
    public String relay() {
        return relay;
    }

    /**
     * Tells whether this JDK has the call.
     *
     * @return {@code true} if it does
     */
    public boolean isAvailable() {
        return receivers != null;
    }

    /**
     * Says why this JDK lacks the call.
     *
     * @return the reason, or {@code null} when available
     */
    public String unavailableReason() {
        return unavailableReason;
    }

    @Override
    public String toString() {
        return name + " [" + code + "]";
    }
}
