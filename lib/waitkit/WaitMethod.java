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
import java.lang.reflect.InvocationTargetException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.LongConsumer;

/**
 * The catalogue of wait methods, each under a stable name.
 *
 * <p>Every entry is used the same way: {@link #await(long)} is called where the
 * original code calls {@code Thread.sleep} for that many nanoseconds. An entry
 * that ignores the duration ({@code onSpinWait}, {@code yield}, {@code sleep0},
 * {@code emptySpin}) is exactly the "optimised" replacement this kit exists to
 * catch. A user's own wait is named {@code class:<fully.qualified.Name>}: a public
 * class with a public no-arg constructor implementing {@link LongConsumer}.
 *
 * <p>Methods that the running JDK lacks (for example {@code sleep(Duration)} before
 * JDK 19) are in the catalogue but report {@link #isAvailable()} {@code false} with
 * a reason, instead of failing to link.
 */
public final class WaitMethod {

    /** The system property that selects a wait method by name. */
    public static final String PROPERTY = "waitkit.wait";

    /** Prefix of a user-supplied wait method: {@code class:<fqcn>}. */
    public static final String CLASS_PREFIX = "class:";

    /** How a wait method spends the requested time. */
    public enum Kind {
        /** The thread is descheduled until the time has passed (or it is woken). */
        BLOCKS,
        /** The thread stays on a CPU until the time has passed. */
        SPINS,
        /** The method ignores the requested time and returns after one hint, yield or nothing. */
        RETURNS_AT_ONCE,
        /** A user-supplied wait: nothing is known in advance. */
        UNKNOWN
    }

    /**
     * The code a wait method reaches to spend its time, as far as the JDK
     * tells them apart. Two waits on one path share what could break them
     * both: a baseline for a wait is taken from a wait on another path (see
     * {@link #blockingBaselineFor}), or a JDK that broke the path would pass
     * the comparison.
     */
    public enum Path {
        /** {@code Thread.sleep} in all its forms: the JVM's sleep, on a platform thread its own park event. */
        SLEEP,
        /** {@code LockSupport.park*}, and what parks through it ({@code Condition.await}): the thread's parker. */
        PARK,
        /** {@code Object.wait}: the object monitor's wait set. */
        MONITOR,
        /** A yield of the CPU: {@code Thread.yield}, and {@code sleep(0)}, which the JVM turns into one. */
        YIELD,
        /** The thread stays on its CPU: {@code onSpinWait}, a busy wait on {@code nanoTime}. */
        SPIN,
        /** Nothing is called. */
        NONE,
        /** A user's wait: its path is not known. */
        UNKNOWN
    }

    @FunctionalInterface
    private interface Body {
        void await(long nanos) throws InterruptedException;
    }

    private static final Map<String, WaitMethod> CATALOGUE = buildCatalogue();

    private final String name;
    private final String code;
    private final Kind kind;
    private final Path path;
    private final Body body;
    private final String unavailableReason;

    private WaitMethod(String name, String code, Kind kind, Path path, Body body, String unavailableReason) {
        this.name = name;
        this.code = code;
        this.kind = kind;
        this.path = path;
        this.body = body;
        this.unavailableReason = unavailableReason;
    }

    private static Map<String, WaitMethod> buildCatalogue() {
        Map<String, WaitMethod> m = new LinkedHashMap<>();
        add(m, "sleep", "Thread.sleep(ceil(nanos / 1 ms))", Kind.BLOCKS, Path.SLEEP,
            nanos -> Thread.sleep(ceilMillis(nanos)));
        add(m, "sleepNanos", "Thread.sleep(nanos / 1 ms, nanos % 1 ms)", Kind.BLOCKS, Path.SLEEP,
            nanos -> Thread.sleep(nanos / 1_000_000L, (int) (nanos % 1_000_000L)));
        m.put("sleepDuration", sleepDuration());
        add(m, "sleep0", "Thread.sleep(0)", Kind.RETURNS_AT_ONCE, Path.YIELD, nanos -> Thread.sleep(0));
        add(m, "timeUnitSleep", "TimeUnit.NANOSECONDS.sleep(nanos)", Kind.BLOCKS, Path.SLEEP,
            TimeUnit.NANOSECONDS::sleep);
        add(m, "parkNanos", "LockSupport.parkNanos(nanos)", Kind.BLOCKS, Path.PARK, LockSupport::parkNanos);
        add(m, "parkUntil", "LockSupport.parkUntil(currentTimeMillis() + ceil(nanos / 1 ms))",
            Kind.BLOCKS, Path.PARK, nanos -> LockSupport.parkUntil(System.currentTimeMillis() + ceilMillis(nanos)));
        add(m, "onSpinWait", "Thread.onSpinWait()", Kind.RETURNS_AT_ONCE, Path.SPIN, nanos -> Thread.onSpinWait());
        add(m, "yield", "Thread.yield()", Kind.RETURNS_AT_ONCE, Path.YIELD, nanos -> Thread.yield());
        add(m, "busyNanoTime", "while (System.nanoTime() < start + nanos) {}", Kind.SPINS, Path.SPIN,
            WaitMethod::busyWait);
        add(m, "emptySpin", "{} (the wait removed)", Kind.RETURNS_AT_ONCE, Path.NONE, nanos -> { });
        Object monitor = new Object();
        add(m, "objectWait", "synchronized (lock) { lock.wait(nanos / 1 ms, nanos % 1 ms) }",
            Kind.BLOCKS, Path.MONITOR, nanos -> objectWait(monitor, nanos));
        ReentrantLock lock = new ReentrantLock();
        Condition condition = lock.newCondition();
        add(m, "conditionAwait", "lock.lock(); condition.awaitNanos(nanos)", Kind.BLOCKS, Path.PARK,
            nanos -> {
                lock.lock();
                try {
                    condition.awaitNanos(nanos);
                } finally {
                    lock.unlock();
                }
            });
        return Collections.unmodifiableMap(m);
    }

    private static void add(Map<String, WaitMethod> m, String name, String code, Kind kind, Path path, Body body) {
        m.put(name, new WaitMethod(name, code, kind, path, body, null));
    }

    private static WaitMethod sleepDuration() {
        String code = "Thread.sleep(Duration.ofNanos(nanos))";
        MethodHandle sleep;
        try {
            sleep = MethodHandles.publicLookup().findStatic(Thread.class, "sleep",
                    MethodType.methodType(void.class, Duration.class));
        } catch (ReflectiveOperationException e) {
            return new WaitMethod("sleepDuration", code, Kind.BLOCKS, Path.SLEEP, null,
                    "Thread.sleep(Duration) was added in JDK 19; this is JDK "
                    + Runtime.version().feature());
        }
        return new WaitMethod("sleepDuration", code, Kind.BLOCKS, Path.SLEEP, nanos -> {
            try {
                sleep.invokeExact(Duration.ofNanos(nanos));
            } catch (InterruptedException | RuntimeException | Error e) {
                throw e;
            } catch (Throwable t) {
                throw new AssertionError(t);
            }
        }, null);
    }

    /**
     * Rounds a request up to whole milliseconds, for a wait that takes them:
     * a negative request stays negative (-1), zero stays zero.
     *
     * @param nanos the request
     * @return the milliseconds
     */
    static long ceilMillis(long nanos) {
        if (nanos <= 0) {
            return nanos < 0 ? -1 : 0;
        }
        return (nanos + 999_999L) / 1_000_000L;
    }

    private static void busyWait(long nanos) {
        long start = System.nanoTime();
        while (System.nanoTime() - start < nanos) {
            // spin: the point of this entry is to hold the CPU
        }
    }

    // Object.wait(0, 0) means "forever", so a zero request returns at once
    // instead of hanging the caller. A negative one goes to Object.wait, which
    // decides what it means.
    private static void objectWait(Object monitor, long nanos) throws InterruptedException {
        if (nanos == 0) {
            return;
        }
        synchronized (monitor) {
            monitor.wait(nanos / 1_000_000L, (int) (nanos % 1_000_000L));
        }
    }

    /**
     * Returns the names of the built-in wait methods, in catalogue order.
     *
     * @return the built-in names; {@code class:<fqcn>} is accepted besides these
     */
    public static List<String> names() {
        return new ArrayList<>(CATALOGUE.keySet());
    }

    /**
     * Returns every built-in wait method, in catalogue order, including those the
     * running JDK does not have.
     *
     * @return the catalogue
     */
    public static List<WaitMethod> catalogue() {
        return new ArrayList<>(CATALOGUE.values());
    }

    /**
     * Looks a wait method up by name.
     *
     * @param name a catalogue name, or {@code class:<fqcn>} for a user's
     *             {@link LongConsumer}, loaded through the system class loader
     * @return the wait method (possibly unavailable on this JDK)
     * @throws IllegalArgumentException if the name is unknown or the class is
     *         unusable; the message lists the valid names or says what is wrong
     */
    public static WaitMethod of(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("no wait method named; " + validNames());
        }
        String trimmed = name.trim();
        if (trimmed.startsWith(CLASS_PREFIX)) {
            return ofClass(trimmed.substring(CLASS_PREFIX.length()), ClassLoader.getSystemClassLoader());
        }
        if (trimmed.startsWith(TimedCall.WAIT_PREFIX)) {
            return ofTimedCall(TimedCall.of(trimmed.substring(TimedCall.WAIT_PREFIX.length())));
        }
        WaitMethod m = CATALOGUE.get(trimmed);
        if (m == null) {
            throw new IllegalArgumentException("unknown wait method '" + trimmed + "'; " + validNames());
        }
        return m;
    }

    /**
     * Returns the wait method named by the system property {@value #PROPERTY}.
     *
     * @param defaultName the name to use when the property is not set
     * @return the wait method
     * @throws IllegalArgumentException as {@link #of(String)}
     */
    public static WaitMethod fromSystemProperty(String defaultName) {
        return of(System.getProperty(PROPERTY, defaultName));
    }

    /**
     * Creates a wait method from a user's class.
     *
     * @param className fully qualified name of a public class with a public no-arg
     *                  constructor that implements {@link LongConsumer}
     * @param loader    the loader to find it with
     * @return the wait method, of kind {@link Kind#UNKNOWN}
     * @throws IllegalArgumentException if the class cannot be found, instantiated or
     *         does not implement {@link LongConsumer}
     */
    public static WaitMethod ofClass(String className, ClassLoader loader) {
        String label = CLASS_PREFIX + className;
        if (className.isBlank()) {
            throw new IllegalArgumentException("'" + label + "' names no class; write class:<fully.qualified.Name>");
        }
        Class<?> c;
        try {
            c = Class.forName(className, true, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalArgumentException(label + ": class not found on the class path "
                    + System.getProperty("java.class.path") + " (" + e + ")", e);
        }
        if (!LongConsumer.class.isAssignableFrom(c)) {
            throw new IllegalArgumentException(label + ": " + c.getName()
                    + " does not implement java.util.function.LongConsumer; accept(nanos) is"
                    + " called where the original code calls Thread.sleep for that many nanoseconds");
        }
        LongConsumer consumer;
        try {
            consumer = (LongConsumer) c.getConstructor().newInstance();
        } catch (InvocationTargetException e) {
            throw new IllegalArgumentException(label + ": its constructor threw " + e.getCause(), e.getCause());
        } catch (InstantiationException e) {
            throw new IllegalArgumentException(label + ": is abstract and cannot be instantiated", e);
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException(label + ": needs a public no-arg constructor (" + e + ")", e);
        }
        return new WaitMethod(label, c.getName() + ".accept(nanos)", Kind.UNKNOWN, Path.UNKNOWN, consumer::accept,
                null);
    }

    /**
     * Makes a JDK timed call a wait method, {@code call:<name>}: each
     * {@code await(nanos)} is the call with that timeout on one receiver
     * nothing releases (an empty queue, a lock another thread holds), so
     * every call times out; each calling thread has its own receiver, made at
     * its first call (two waiters on one barrier or exchanger would meet). The calls park through {@code LockSupport}, or wait on
     * a monitor ({@code Thread.join}, {@code ReferenceQueue.remove}).
     *
     * @param call the timed call
     * @return the wait method
     */
    public static WaitMethod ofTimedCall(TimedCall call) {
        String label = TimedCall.WAIT_PREFIX + call.name();
        if (!call.isAvailable()) {
            return new WaitMethod(label, call.code(), Kind.BLOCKS, call.path(), null, call.unavailableReason());
        }
        ThreadLocal<TimedCall.Receiver> receivers = ThreadLocal.withInitial(call::newReceiver);
        return new WaitMethod(label, call.code(), Kind.BLOCKS, call.path(), nanos -> {
            if (nanos > 0 && receivers.get().call(nanos)) {
                throw new IllegalStateException(label + " returned what it waits for, which nothing released");
            }
        }, null);
    }

    private static String validNames() {
        return "known wait methods: " + String.join(", ", CATALOGUE.keySet())
                + ", call:<name> for a JDK timed call (" + String.join(", ", TimedCall.names())
                + "), or class:<fqcn> for a LongConsumer of your own";
    }

    /**
     * Waits the way this method does, where the original code would sleep for
     * {@code nanos}.
     *
     * @param nanos the time the original code meant to wait, in nanoseconds
     * @throws InterruptedException if the underlying method throws it
     * @throws UnsupportedOperationException if the running JDK lacks this method
     */
    public void await(long nanos) throws InterruptedException {
        if (body == null) {
            throw new UnsupportedOperationException(name + " is unavailable: " + unavailableReason);
        }
        body.await(nanos);
    }

    /**
     * Returns the stable name, as accepted by {@link #of(String)}.
     *
     * @return the name
     */
    public String name() {
        return name;
    }

    /**
     * Returns the Java code this method runs, for messages and reports.
     *
     * @return a one-line description in Java syntax
     */
    public String code() {
        return code;
    }

    /**
     * Returns how this method spends the requested time.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * Returns the code this method reaches to spend its time.
     *
     * @return the path
     */
    public Path path() {
        return path;
    }

    /**
     * Returns the blocking wait a scenario measures its baseline with when it
     * judges {@code underTest}: a wait on another path, so that a JDK that
     * broke the path of the wait under test cannot break the baseline the
     * same way and pass the comparison. It is {@code objectWait}, the one
     * wait of the monitor's path, or {@code parkNanos} when the wait under
     * test is {@code objectWait}; a user's wait, whose path is unknown, gets
     * {@code objectWait}.
     *
     * @param underTest the wait the scenario judges
     * @return the baseline's wait, of kind {@link Kind#BLOCKS}
     */
    public static WaitMethod blockingBaselineFor(WaitMethod underTest) {
        return of(underTest.path() == Path.MONITOR ? "parkNanos" : "objectWait");
    }

    /**
     * Tells whether the running JDK has this method.
     *
     * @return {@code true} if {@link #await(long)} can be called
     */
    public boolean isAvailable() {
        return body != null;
    }

    /**
     * Says why the method is unavailable.
     *
     * @return the reason, or {@code null} when it is available
     */
    public String unavailableReason() {
        return unavailableReason;
    }

    /**
     * Returns the name and the code, for messages.
     *
     * @return for example {@code sleep0 [Thread.sleep(0)]}
     */
    @Override
    public String toString() {
        return name + " [" + code + "]";
    }
}
