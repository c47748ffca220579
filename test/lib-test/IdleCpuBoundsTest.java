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
 * @test
 * @summary Unit tests of IdleCpuBounds: a parked thread passes, a spinning one is CPU_USE, none is ERROR
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng/othervm IdleCpuBoundsTest
 */

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import org.testng.annotations.AfterMethod;
import org.testng.annotations.Test;

import waitkit.Verdict;
import waitkit.judge.IdleCpuBounds;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

/**
 * What IdlePoolCpu relies on: the threads the work leaves behind are the
 * ones measured, a thread left parked passes, a thread left spinning is
 * CPU_USE, and work that leaves no thread behind is ERROR, not a pass.
 */
public class IdleCpuBoundsTest {

    /** Threads the work leaves behind, stopped after each test. */
    private final List<Thread> left = new ArrayList<>();
    private volatile boolean stop;

    private void leave(String name, Runnable step) {
        Thread t = new Thread(() -> {
            while (!stop) {
                step.run();
            }
        }, name);
        t.setDaemon(true);
        t.start();
        left.add(t);
    }

    @AfterMethod
    public void stopWhatWasLeft() throws InterruptedException {
        stop = true;
        for (Thread t : left) {
            LockSupport.unpark(t);
            t.join();
        }
        left.clear();
        stop = false;
    }

    @Test
    public void aThreadLeftParkedPasses() throws Exception {
        Verdict v = IdleCpuBounds.check("a parked thread",
                () -> leave("left-parked", () -> LockSupport.parkNanos(TimeUnit.SECONDS.toNanos(1))));
        assertTrue(v.passed(), v.toString());
        assertTrue(v.message().contains("(1 thread: left-parked"), v.message());
    }

    @Test
    public void aThreadLeftSpinningIsCpuUse() throws Exception {
        Verdict v = IdleCpuBounds.check("a spinning thread", () -> leave("left-spinning", Thread::onSpinWait));
        assertEquals(v.mechanism(), Verdict.Mechanism.CPU_USE, v.toString());
    }

    @Test
    public void workThatLeavesNoThreadIsAnError() throws Exception {
        Verdict v = IdleCpuBounds.check("nothing", () -> { });
        assertEquals(v.mechanism(), Verdict.Mechanism.ERROR, v.toString());
        assertTrue(v.message().contains("nothing was measured"), v.message());
    }
}
