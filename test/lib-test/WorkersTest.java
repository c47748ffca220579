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
 * @summary Unit tests of Workers: a result exists only when every worker finished without throwing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng/othervm WorkersTest
 */

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.testng.annotations.Test;

import waitkit.scenario.Workers;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

public class WorkersTest {

    private static final long SECONDS_5 = TimeUnit.SECONDS.toNanos(5);

    @Test
    public void workersThatFinishGiveAResult() throws Exception {
        Workers.Result r = Workers.run("wt-ok-", 3, i -> { }, SECONDS_5);
        assertTrue(r.elapsedNanos() > 0, "elapsed: expected > 0, got " + r.elapsedNanos());
        assertTrue(r.cpu().stream().anyMatch(u -> u.name().startsWith("wt-ok-")),
                "CPU account: expected the workers' threads, got " + r.cpu());
    }

    // A worker whose wait throws must not be read as a worker that gave up.
    @Test
    public void aWorkerThatThrowsFailsTheRun() {
        Workers.WorkerFailure f = expectThrows(Workers.WorkerFailure.class, () -> Workers.run("wt-throw-", 3, i -> {
            if (i == 1) {
                throw new IllegalStateException("boom from the wait under test");
            }
        }, SECONDS_5));
        assertTrue(f.getMessage().contains("wt-throw-1 threw java.lang.IllegalStateException: boom from the wait"),
                "message: expected it to name the worker and its exception, got '" + f.getMessage() + "'");
        assertTrue(f.getCause() instanceof IllegalStateException, "cause: expected the worker's exception, got "
                + f.getCause());
    }

    @Test
    public void everyFailureIsKept() {
        Workers.WorkerFailure f = expectThrows(Workers.WorkerFailure.class, () -> Workers.run("wt-all-", 3, i -> {
            throw new IllegalArgumentException("worker " + i);
        }, SECONDS_5));
        assertEquals(f.getSuppressed().length, 2, "suppressed: expected the other two failures, got "
                + java.util.Arrays.toString(f.getSuppressed()));
        assertTrue(f.getMessage().contains("3 of 3 workers did not finish"), "message: " + f.getMessage());
    }

    // A worker that hangs (a wait that never returns) fails the run, and the
    // failure shows where it was.
    @Test
    public void aWorkerStillRunningAtTheDeadlineFailsTheRun() {
        CountDownLatch never = new CountDownLatch(1);
        Workers.WorkerFailure f = expectThrows(Workers.WorkerFailure.class, () -> Workers.run("wt-hang-", 2, i -> {
            if (i == 0) {
                never.await();
            }
        }, TimeUnit.MILLISECONDS.toNanos(300)));
        assertTrue(f.getMessage().contains("wt-hang-0 still running"), "message: expected it to name the hung "
                + "worker, got '" + f.getMessage() + "'");
        StackTraceElement[] where = f.getCause().getStackTrace();
        assertTrue(java.util.Arrays.stream(where).anyMatch(e -> e.getMethodName().equals("await")),
                "cause's stack: expected the hung worker's, in CountDownLatch.await, got "
                + java.util.Arrays.toString(where));
    }
}
