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
 * @test id=releases-carrier
 * @bug 8338383
 * @summary From JDK 24 a virtual thread sleeping inside synchronized releases its only carrier (JEP 491)
 * @requires jdk.version.major >= 24
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -Djdk.virtualThreadScheduler.parallelism=1 -Djdk.virtualThreadScheduler.maxPoolSize=1
 *      SleepInMonitorVirtual RELEASES_CARRIER
 */

/*
 * @test id=pins-carrier
 * @bug 8338383
 * @summary Before JDK 24 a virtual thread sleeping inside synchronized keeps its only carrier until it wakes
 * @requires jdk.version.major >= 21 & jdk.version.major < 24
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm -Djdk.virtualThreadScheduler.parallelism=1 -Djdk.virtualThreadScheduler.maxPoolSize=1
 *      SleepInMonitorVirtual PINS_CARRIER
 */

import java.time.Duration;
import java.util.concurrent.CountDownLatch;


/**
 * A virtual thread that sleeps while it holds a monitor, on a scheduler with
 * one carrier and no compensation (parallelism 1, maxPoolSize 1). A second
 * virtual thread is started while the first sleeps; it needs the carrier for
 * a few microseconds. Whether it gets the carrier before the sleep returns is
 * the JDK's behaviour, not a timing question:
 * <ul>
 * <li>before JDK 24 the sleeper is pinned: a virtual thread cannot unmount
 *     while it holds a monitor, so its sleep blocks the carrier itself and the
 *     second thread runs only after the sleep returned;</li>
 * <li>from JDK 24 (JEP 491, JDK-8338383) a virtual thread holding a monitor
 *     unmounts when it sleeps, and the second thread runs while it sleeps.</li>
 * </ul>
 * The sleep lasts {@value #SLEEP_MILLIS} ms, a thousand times what the second
 * thread needs once mounted, so on 24+ "ran before the sleep returned" is an
 * ordering the scheduler has a whole second to show. What the kit's scenarios
 * draw from it: before 24, any wait inside {@code synchronized} on a virtual
 * thread holds a carrier, the way a spin does.
 *
 * <p>MonitorSleepVerdict judges the times the threads record and how each
 * ended: a thread that threw or did not finish is an ERROR, never one of the
 * two outcomes.
 */
public class SleepInMonitorVirtual {

    /** The length of the sleep inside the monitor. */
    private static final long SLEEP_MILLIS = 1000;

    /** How long each virtual thread may take to finish. */
    private static final Duration JOIN_TIMEOUT = Duration.ofSeconds(30);

    public static void main(String[] args) throws Exception {
        MonitorSleepVerdict.Expected expected = MonitorSleepVerdict.Expected.valueOf(args[0]);
        Object monitor = new Object();
        CountDownLatch holding = new CountDownLatch(1);
        long[] sleepStartAndEnd = new long[2];
        long[] otherRanAt = new long[1];
        Throwable[] thrown = new Throwable[2];

        // What a body throws is recorded for the verdict: a thread that threw
        // is an ERROR, whatever times it left. The latch is counted down in
        // any case, so that a sleeper that threw early does not hang main.
        Thread sleeper = Thread.ofVirtual().name("waitkit-sleeper-in-monitor").start(() -> {
            try {
                synchronized (monitor) {
                    holding.countDown();
                    sleepStartAndEnd[0] = System.nanoTime();
                    Thread.sleep(SLEEP_MILLIS);
                    sleepStartAndEnd[1] = System.nanoTime();
                }
            } catch (Throwable t) {
                thrown[0] = t;
            } finally {
                holding.countDown();
            }
        });
        holding.await();
        Thread other = Thread.ofVirtual().name("waitkit-other").start(() -> {
            try {
                otherRanAt[0] = System.nanoTime();
            } catch (Throwable t) {
                thrown[1] = t;
            }
        });
        boolean sleeperFinished = sleeper.join(JOIN_TIMEOUT);
        boolean otherFinished = other.join(JOIN_TIMEOUT);

        System.out.println("JDK " + Runtime.version() + ", sleep of " + SLEEP_MILLIS + " ms inside synchronized");
        MonitorSleepVerdict.judge(expected, new MonitorSleepVerdict.Figures(sleepStartAndEnd[0], sleepStartAndEnd[1],
                otherRanAt[0], new MonitorSleepVerdict.Ending(sleeperFinished, thrown[0]),
                new MonitorSleepVerdict.Ending(otherFinished, thrown[1]))).orThrow();
    }
}
