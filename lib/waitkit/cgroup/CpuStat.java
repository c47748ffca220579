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


package waitkit.cgroup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The throttling counters of a group's {@code cpu.stat}.
 *
 * @param periods          enforcement periods that have elapsed with runnable tasks
 * @param throttledPeriods periods in which the group used up its quota
 * @param throttledNanos   total time its tasks were held back
 */
public record CpuStat(long periods, long throttledPeriods, long throttledNanos) {

    /**
     * Returns the counters accumulated since an earlier reading.
     *
     * @param before the earlier reading of the same group
     * @return the difference
     */
    public CpuStat since(CpuStat before) {
        return new CpuStat(periods - before.periods, throttledPeriods - before.throttledPeriods,
                throttledNanos - before.throttledNanos);
    }

    /**
     * Reads a {@code cpu.stat} file's contents, of cgroup v1
     * ({@code throttled_time} in ns) or v2 ({@code throttled_usec}).
     *
     * @param text the contents
     * @return the counters
     * @throws IllegalArgumentException if a counter is missing
     */
    public static CpuStat parse(String text) {
        long periods = -1;
        long throttled = -1;
        long nanos = -1;
        for (String line : text.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length != 2) {
                continue;
            }
            switch (f[0]) {
                case "nr_periods" -> periods = Long.parseLong(f[1]);
                case "nr_throttled" -> throttled = Long.parseLong(f[1]);
                case "throttled_time" -> nanos = Long.parseLong(f[1]);
                case "throttled_usec" -> nanos = Long.parseLong(f[1]) * 1_000L;
                default -> { }
            }
        }
        if (periods < 0 || throttled < 0 || nanos < 0) {
            throw new IllegalArgumentException("cpu.stat without nr_periods, nr_throttled and throttled time: '"
                    + text + "'");
        }
        return new CpuStat(periods, throttled, nanos);
    }

    /**
     * Reads the throttling counters of a group, such as the one a child JVM
     * finds in {@value CpuQuotaGroup#PROPERTY}.
     *
     * @param dir the group's directory
     * @return the counters of its {@code cpu.stat}
     * @throws IOException if they cannot be read
     */
    public static CpuStat of(Path dir) throws IOException {
        return parse(Files.readString(dir.resolve("cpu.stat")));
    }
}
