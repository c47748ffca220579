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
 * @test id=ThreadPoolExecutor-core
 * @summary An idle ThreadPoolExecutor's core threads leave the CPU
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm IdlePoolCpu ThreadPoolExecutor-core PASS
 */

/*
 * @test id=ThreadPoolExecutor-keepAlive-short
 * @summary An idle ThreadPoolExecutor without core threads, keep-alive 1 s, leaves the CPU
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm IdlePoolCpu ThreadPoolExecutor-keepAlive-short PASS
 */

/*
 * @test id=ThreadPoolExecutor-keepAlive-long
 * @summary An idle ThreadPoolExecutor without core threads, keep-alive 1 h, leaves the CPU
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm IdlePoolCpu ThreadPoolExecutor-keepAlive-long PASS
 */

/*
 * @test id=ScheduledThreadPoolExecutor-idle
 * @summary An idle ScheduledThreadPoolExecutor's threads leave the CPU
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm IdlePoolCpu ScheduledThreadPoolExecutor-idle PASS
 */

/*
 * @test id=ScheduledThreadPoolExecutor-taskFarAhead
 * @summary A ScheduledThreadPoolExecutor with a task due in an hour leaves the CPU
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm IdlePoolCpu ScheduledThreadPoolExecutor-taskFarAhead PASS
 */

/*
 * @test id=ForkJoinPool-own
 * @summary A ForkJoinPool's workers leave the CPU after a burst of work
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm IdlePoolCpu ForkJoinPool-own PASS
 */

/*
 * @test id=ForkJoinPool-common
 * @summary The common pool's workers leave the CPU after a burst of work
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm IdlePoolCpu ForkJoinPool-common PASS
 */

/*
 * @test id=virtual-scheduler
 * @summary The virtual-thread scheduler's threads leave the CPU after its virtual threads ended
 * @key timing
 * @requires jdk.version.major >= 21
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm IdlePoolCpu virtual-scheduler PASS
 */

/*
 * @test id=spinning-pool
 * @summary Positive control: a pool whose idle worker spins for its next task is detected by CPU_USE
 * @key timing
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm IdlePoolCpu spinning-pool CPU_USE
 */

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import waitkit.judge.IdleCpuBounds;
import waitkit.scenario.Expectation;

/**
 * A pool that has done some work and has nothing left to do must leave the
 * CPU: its threads wait for the next task blocked, in a park or a timed park,
 * not spinning. Each id makes one pool, gives it a burst of work (4 tasks
 * per thread, each sleeping 2 ms, so that every thread the pool makes
 * starts), waits for the work to end, and measures the CPU its threads use
 * over the next 500 ms against a parked and a spinning thread measured over
 * the same window ({@link IdleCpuBounds}: CPU_USE above a tenth of the way
 * from the one to the other).
 *
 * <p>Outcomes: PASS, the pool's threads left the CPU; CPU_USE, they kept it
 * (expected of the positive control, a pool whose idle worker polls its
 * queue in a spin); ERROR, none of the pool's threads was alive through the
 * window, so nothing was judged.
 */
public class IdlePoolCpu {

    /** Tasks of the burst per thread of the pool. */
    static final int TASKS_PER_THREAD = 4;

    /** The pools, each described in words. */
    enum Pool {
        /** Two core threads, waiting in take() on an empty LinkedBlockingQueue. */
        TPE_CORE("ThreadPoolExecutor-core", "a ThreadPoolExecutor of 2 core threads") {
            @Override
            ExecutorService make() {
                return new ThreadPoolExecutor(2, 2, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>());
            }
        },
        /** No core thread; two threads waiting in a timed poll of 1 s on a SynchronousQueue, then ending. */
        TPE_KEEP_ALIVE_SHORT("ThreadPoolExecutor-keepAlive-short",
                "a ThreadPoolExecutor of 0 core and 2 threads, keep-alive 1 s") {
            @Override
            ExecutorService make() {
                return new ThreadPoolExecutor(0, 2, 1, TimeUnit.SECONDS, new SynchronousQueue<>(),
                        new ThreadPoolExecutor.CallerRunsPolicy());
            }
        },
        /** As the short keep-alive, with 1 h: the threads wait through the window. */
        TPE_KEEP_ALIVE_LONG("ThreadPoolExecutor-keepAlive-long",
                "a ThreadPoolExecutor of 0 core and 2 threads, keep-alive 1 h") {
            @Override
            ExecutorService make() {
                return new ThreadPoolExecutor(0, 2, 1, TimeUnit.HOURS, new SynchronousQueue<>(),
                        new ThreadPoolExecutor.CallerRunsPolicy());
            }
        },
        /** Two core threads, waiting on the empty delay queue. */
        STPE_IDLE("ScheduledThreadPoolExecutor-idle",
                "a ScheduledThreadPoolExecutor of 2 core threads") {
            @Override
            ExecutorService make() {
                return new ScheduledThreadPoolExecutor(2);
            }
        },
        /** One core thread, waiting for a task due in an hour: a timed wait of an hour at the head of the queue. */
        STPE_TASK_FAR_AHEAD("ScheduledThreadPoolExecutor-taskFarAhead",
                "a ScheduledThreadPoolExecutor of 1 core thread with a task due in an hour") {
            @Override
            ExecutorService make() {
                ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(1);
                pool.schedule(() -> { }, 1, TimeUnit.HOURS);
                return pool;
            }
        },
        /** Its own pool of parallelism 2. */
        FJP_OWN("ForkJoinPool-own", "a ForkJoinPool of parallelism 2") {
            @Override
            ExecutorService make() {
                return new ForkJoinPool(2);
            }
        },
        /** The common pool, whose workers the burst starts. */
        FJP_COMMON("ForkJoinPool-common", "the common ForkJoinPool") {
            @Override
            ExecutorService make() {
                return ForkJoinPool.commonPool();
            }

            @Override
            int threads() {
                return ForkJoinPool.getCommonPoolParallelism();
            }
        },
        /** The scheduler of virtual threads, its carriers and its timer threads, after each ran and ended. */
        VIRTUAL_SCHEDULER("virtual-scheduler", "the virtual-thread scheduler") {
            @Override
            ExecutorService make() throws Exception {
                // Executors.newVirtualThreadPerTaskExecutor(), added in JDK 21; the file compiles on 17
                return (ExecutorService) Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
            }

            @Override
            int threads() {
                return Runtime.getRuntime().availableProcessors();
            }
        },
        /** A pool of one core thread whose queue's take() and timed poll() spin instead of blocking. */
        SPINNING_POOL("spinning-pool",
                "a ThreadPoolExecutor of 1 core thread whose queue spins for its next task") {
            @Override
            ExecutorService make() {
                return new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new SpinningQueue());
            }
        };

        private final String id;
        private final String description;

        Pool(String id, String description) {
            this.id = id;
            this.description = description;
        }

        /** Makes the pool. */
        abstract ExecutorService make() throws Exception;

        /** The threads the pool makes at most, for the size of the burst. */
        int threads() {
            return 2;
        }

        static Pool ofId(String id) {
            for (Pool p : values()) {
                if (p.id.equals(id)) {
                    return p;
                }
            }
            throw new IllegalArgumentException("no pool has the id '" + id + "'");
        }
    }

    /** A queue whose waits for an element spin on the CPU: what a broken pool's idle worker does. */
    static final class SpinningQueue extends LinkedBlockingQueue<Runnable> {
        @Override
        public Runnable take() {
            Runnable r;
            while ((r = poll()) == null) {
                Thread.onSpinWait();
            }
            return r;
        }

        @Override
        public Runnable poll(long timeout, TimeUnit unit) {
            long deadline = System.nanoTime() + unit.toNanos(timeout);
            Runnable r;
            while ((r = poll()) == null && System.nanoTime() - deadline < 0) {
                Thread.onSpinWait();
            }
            return r;
        }
    }

    public static void main(String[] args) throws Exception {
        Pool pool = Pool.ofId(args[0]);
        Expectation expected = Expectation.parse(args[1]);
        ExecutorService[] made = new ExecutorService[1];
        try {
            expected.judge(pool.id, IdleCpuBounds.check(pool.description, () -> {
                made[0] = pool.make();
                burst(made[0], pool.threads() * TASKS_PER_THREAD);
            })).orThrow();
        } finally {
            if (made[0] != null && made[0] != ForkJoinPool.commonPool()) {
                made[0].shutdownNow();
            }
        }
    }

    /** Runs tasks of 2 ms of sleep on the pool and waits for all of them. */
    static void burst(ExecutorService pool, int tasks) throws Exception {
        List<Future<?>> done = new ArrayList<>();
        for (int i = 0; i < tasks; i++) {
            done.add(pool.submit(() -> {
                Thread.sleep(2);
                return null;
            }));
        }
        for (Future<?> f : done) {
            f.get(10, TimeUnit.SECONDS);
        }
    }
}
