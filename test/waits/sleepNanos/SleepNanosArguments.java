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
 * @summary Thread.sleep(millis, nanos) rejects a negative millis and nanos outside 0..999999
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main SleepNanosArguments
 */

import waitkit.Verdict;

/**
 * The argument checks the specification of Thread.sleep(long, int) promises:
 * IllegalArgumentException "if the value of millis is negative, or the value of
 * nanos is not in the range 0-999999". A call with legal edge values returns.
 */
public class SleepNanosArguments {

    public static void main(String[] args) throws Exception {
        long[][] illegal = {{-1, 0}, {0, -1}, {0, 1_000_000}, {Long.MIN_VALUE, 0}};
        for (long[] a : illegal) {
            String call = "Thread.sleep(" + a[0] + ", " + a[1] + ")";
            try {
                Thread.sleep(a[0], (int) a[1]);
                Verdict.fail(Verdict.Mechanism.CONTRACT,
                        call + ": expected IllegalArgumentException, actual: returned normally").orThrow();
            } catch (IllegalArgumentException expected) {
                Verdict.pass(call + " threw " + expected).orThrow();
            }
        }
        Thread.sleep(0, 999_999);
        Thread.sleep(0, 0);
        Verdict.pass("Thread.sleep(0, 999999) and Thread.sleep(0, 0) returned").orThrow();
    }
}
