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

package waitkit.measure;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import waitkit.Units;

/**
 * What stopped the calling thread other than its own wait, between two
 * readings: the kernel's count of its voluntary context switches (each is a
 * block: a wait that spins has none of its own), its page faults (a fault may
 * block the thread while the kernel reclaims memory or reads a page), and the
 * time the JVM held every Java thread at safepoints.
 *
 * <p>The safepoint time comes from HotSpot's internal runtime counters
 * ({@code sun.management.HotspotRuntimeMBean}), which a test reaches with
 * {@code @modules java.management/sun.management}; without that it is unknown
 * (-1), and so is a count that {@code /proc} does not give.
 *
 * @param voluntarySwitches times the thread blocked
 * @param minorFaults       page faults served without I/O
 * @param majorFaults       page faults that read from storage
 * @param safepointNanos    time the JVM spent at safepoints, millisecond resolution
 */
public record ThreadStops(long voluntarySwitches, long minorFaults, long majorFaults, long safepointNanos) {

    private static final Object RUNTIME = runtimeBean();
    private static final Method SAFEPOINT_MILLIS = safepointTimeMethod();

    /**
     * Reads the counters of the calling thread and of the JVM now.
     *
     * @return the readings, -1 where unknown
     */
    public static ThreadStops now() {
        long voluntary = -1;
        long minor = -1;
        long major = -1;
        try {
            for (String line : Files.readAllLines(Path.of("/proc/thread-self/status"), StandardCharsets.US_ASCII)) {
                if (line.startsWith("voluntary_ctxt_switches:")) {
                    voluntary = Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
                }
            }
            // minflt is field 10 and majflt field 12 of proc(5).
            String[] f = ThreadCpu.statFields(
                    Files.readString(Path.of("/proc/thread-self/stat"), StandardCharsets.US_ASCII));
            minor = Long.parseLong(f[7]);
            major = Long.parseLong(f[9]);
        } catch (IOException | RuntimeException e) {
            // not Linux, or a /proc without these fields: unknown
        }
        long safepoint = -1;
        if (SAFEPOINT_MILLIS != null) {
            try {
                safepoint = (Long) SAFEPOINT_MILLIS.invoke(RUNTIME) * 1_000_000L;
            } catch (ReflectiveOperationException | RuntimeException e) {
                // unknown
            }
        }
        return new ThreadStops(voluntary, minor, major, safepoint);
    }

    /**
     * Returns what happened between an earlier reading and this one.
     *
     * @param before the earlier reading
     * @return the differences, -1 where either reading is unknown
     */
    public ThreadStops since(ThreadStops before) {
        return new ThreadStops(minus(voluntarySwitches, before.voluntarySwitches),
                minus(minorFaults, before.minorFaults), minus(majorFaults, before.majorFaults),
                minus(safepointNanos, before.safepointNanos));
    }

    /**
     * Adds two sets of stops, as over two stretches of one series.
     *
     * @param other the other stretch's stops
     * @return the sums, -1 where either is unknown
     */
    public ThreadStops plus(ThreadStops other) {
        return new ThreadStops(add(voluntarySwitches, other.voluntarySwitches), add(minorFaults, other.minorFaults),
                add(majorFaults, other.majorFaults), add(safepointNanos, other.safepointNanos));
    }

    private static long add(long a, long b) {
        return a < 0 || b < 0 ? -1 : a + b;
    }

    private static long minus(long a, long b) {
        return a < 0 || b < 0 ? -1 : a - b;
    }

    /**
     * Describes the stops in words.
     *
     * @return e.g. "2 voluntary context switches, 0 major and 3 minor page faults, 28.000 ms at JVM safepoints"
     */
    @Override
    public String toString() {
        return voluntarySwitches + " voluntary context switches, " + majorFaults + " major and " + minorFaults
                + " minor page faults, " + (safepointNanos < 0 ? "unknown time" : Units.nanos(safepointNanos))
                + " at JVM safepoints";
    }

    private static Object runtimeBean() {
        try {
            return Class.forName("sun.management.ManagementFactoryHelper").getMethod("getHotspotRuntimeMBean")
                    .invoke(null);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return null;
        }
    }

    private static Method safepointTimeMethod() {
        try {
            return RUNTIME == null ? null : Class.forName("sun.management.HotspotRuntimeMBean")
                    .getMethod("getTotalSafepointTime");
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return null;
        }
    }
}
