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
 * @bug 7162400
 * @summary AttachHandshake's verdict on the target's work: judged by the waiter's CPU, not the target's share
 * @library /lib workload
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @build AttachHandshake AttachTarget
 * @run testng AttachHandshakeVerdictTest
 */

import org.testng.annotations.Test;

import waitkit.Verdict;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

public class AttachHandshakeVerdictTest {

    private static final long WORK = AttachTarget.WORK_CPU_MILLIS * 1_000_000L;

    // The sleeping waiter of a run under load (doc/validation.md, R17): the
    // target's work got 73.1 % of the CPU against 97.9 % in a baseline, and
    // the waiter used 0.3 ms of CPU. It took none of what the target lost, so
    // the run is no starvation.
    @Test
    public void aSleepingWaiterBesideASlowTargetPasses() {
        Verdict v = AttachHandshake.workVerdict(300_000L, "the target's work got 73.1 % of the CPU");
        assertTrue(v.passed(), "expected PASS for a waiter that used 0.3 ms of CPU, got " + v);
    }

    // A waiter that spins beside the target uses as much CPU as the work.
    @Test
    public void aWaiterThatBurnsTheWorksCpuStarvesIt() {
        Verdict v = AttachHandshake.workVerdict(WORK, "spinning");
        assertEquals(v.mechanism(), Verdict.Mechanism.STARVATION, v.toString());
        assertTrue(v.message().contains("burned more CPU than the"), v.message());
    }

    @Test
    public void justUnderTheWorksCpuPasses() {
        assertTrue(AttachHandshake.workVerdict(WORK - 1, "almost").passed());
    }
}
