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

/*
 * @test id=sleep
 * @summary A loop of sleep leaves the CPU: the thread is runnable only on its way in and out
 * @key timing
 * @requires waitkit.schedstat
 * @modules java.management/sun.management
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main CpuUseContract sleep BLOCKS
 */

/*
 * @test id=sleep0
 * @summary A loop of sleep0 holds the CPU: the thread is runnable all the time
 * @key timing
 * @requires waitkit.schedstat
 * @modules java.management/sun.management
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main CpuUseContract sleep0 SPINS
 */

/*
 * @test id=parkNanos
 * @summary A loop of parkNanos leaves the CPU: the thread is runnable only on its way in and out
 * @key timing
 * @requires waitkit.schedstat
 * @modules java.management/sun.management
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main CpuUseContract parkNanos BLOCKS
 */

/*
 * @test id=onSpinWait
 * @summary A loop of onSpinWait holds the CPU: the thread is runnable all the time
 * @key timing
 * @requires waitkit.schedstat
 * @modules java.management/sun.management
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main CpuUseContract onSpinWait SPINS
 */

/*
 * @test id=yield
 * @summary A loop of yield holds the CPU: the thread is runnable all the time
 * @key timing
 * @requires waitkit.schedstat
 * @modules java.management/sun.management
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main CpuUseContract yield SPINS
 */

/*
 * @test id=emptySpin
 * @summary A loop of emptySpin holds the CPU: the thread is runnable all the time
 * @key timing
 * @requires waitkit.schedstat
 * @modules java.management/sun.management
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main CpuUseContract emptySpin SPINS
 */

/*
 * @test id=objectWait
 * @summary A loop of objectWait leaves the CPU: the thread is runnable only on its way in and out
 * @key timing
 * @requires waitkit.schedstat
 * @modules java.management/sun.management
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main CpuUseContract objectWait BLOCKS
 */

import waitkit.WaitMethod;
import waitkit.judge.CpuUseBounds;

/**
 * Whether a loop of a wait method, requesting 10 ms a call, keeps the thread
 * on a CPU. For a spin the measure is "runnable": time on a CPU plus time
 * queued for one, from {@code /proc/thread-self/schedstat}: unlike CPU time
 * alone it does not depend on how busy the machine is, because a spinning
 * thread queued behind other work is still runnable. For a block it is the
 * time on a CPU alone: a blocked thread that is woken may wait for a CPU, on a
 * loaded machine for tens of milliseconds, and that wait is the machine's, not
 * the wait's. The method is compared with two references measured
 * side by side with it, in 20 rounds of a 10 ms slice each (200 ms each in
 * all, after 50 ms of warm-up), so that all three see the same load: a block, parkNanos(10 ms),
 * the JDK's plainest blocking wait, and a spin, busyNanoTime(10 ms). A method
 * never shares its reference's path, since a bound taken from it could not
 * fail: the waits that park through LockSupport (parkNanos, parkUntil,
 * conditionAwait) are judged against objectWait(10 ms), a block through the
 * monitor path, and busyNanoTime against a loop of emptySpin, a spin without
 * a clock.
 * A spinning thread can still be blocked by others: the JVM stops every
 * thread now and then (safepoints, handshakes) and makes it wait for its own
 * locks, whose holder, a VM or compiler thread, may itself wait tens of ms for
 * a CPU on a loaded machine; the kernel may block it on a page fault. Such a
 * block is one voluntary context switch, and a wait that blocks makes one on
 * (nearly) every call. So for SPINS, when the thread blocked at most once per
 * hundred calls, the time it was blocked counts as held (see
 * {@link waitkit.measure.Measurement#heldFraction()}). Each message names the thread's
 * voluntary context switches, page faults and safepoint time over the series
 * (the measurement and the bounds: {@link CpuUseBounds}).
 * Expected, from the {@code @run} line:
 * <ul>
 * <li>{@code BLOCKS}: CPU share at most a tenth of the way from the park's
 *     to the spin's. A wait that spun for 2 ms of each 10 ms call before blocking
 *     would fail.</li>
 * <li>{@code SPINS}: runnable share (blocks by others counted as held) at least nine tenths of the way from the
 *     park's to the spin's.</li>
 * </ul>
 */
public class CpuUseContract {

    public static void main(String[] args) throws Exception {
        CpuUseBounds.check(WaitMethod.of(args[0]), CpuUseBounds.Expected.valueOf(args[1]));
    }
}
