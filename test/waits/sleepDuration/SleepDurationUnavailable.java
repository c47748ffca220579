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
 * @summary Without Thread.sleep(Duration) the catalogue reports it unavailable instead of failing to link
 * @requires jdk.version.major < 19
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main SleepDurationUnavailable
 */

import waitkit.Verdict;
import waitkit.WaitMethod;

/**
 * Thread.sleep(Duration) arrived in JDK 19. On an older JDK the catalogue must
 * still list sleepDuration, say it is unavailable and why, and refuse to run it
 * with UnsupportedOperationException carrying that reason.
 */
public class SleepDurationUnavailable {

    public static void main(String[] args) throws Exception {
        WaitMethod m = WaitMethod.of("sleepDuration");
        if (m.isAvailable()) {
            Verdict.fail(Verdict.Mechanism.CONTRACT, "sleepDuration: expected unavailable on JDK "
                    + Runtime.version().feature() + ", actual: available").orThrow();
        }
        try {
            m.await(1_000_000L);
            Verdict.fail(Verdict.Mechanism.CONTRACT,
                    "sleepDuration.await: expected UnsupportedOperationException, actual: returned").orThrow();
        } catch (UnsupportedOperationException e) {
            if (!e.getMessage().contains("JDK 19")) {
                Verdict.fail(Verdict.Mechanism.CONTRACT, "expected the reason to name JDK 19, actual: "
                        + e.getMessage()).orThrow();
            }
            Verdict.pass("sleepDuration is unavailable: " + e.getMessage()).orThrow();
        }
    }
}
