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
 * @summary Unit tests of UserWait: under WAIT= only a scenario's negative control runs, with the user's wait
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng/othervm UserWaitTest
 */

import org.testng.annotations.AfterMethod;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

import waitkit.scenario.Expectation;
import waitkit.scenario.UserWait;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.expectThrows;

public class UserWaitTest {

    private static final String USER = "class:com.acme.MyBackoff";

    @AfterMethod
    public void forgetTheUsersWait() {
        System.clearProperty(UserWait.PROPERTY);
    }

    @Test
    public void withoutAUsersWaitTheRunLineDecides() {
        System.clearProperty(UserWait.PROPERTY);
        assertEquals(UserWait.plan("yield", "STARVATION"),
                new UserWait.Plan("yield", Expectation.parse("STARVATION")));
        assertEquals(UserWait.plan("sleep", "PASS"), new UserWait.Plan("sleep", Expectation.PASS));
    }

    @Test
    public void theNegativeControlRunsTheUsersWaitExpectingPass() {
        System.setProperty(UserWait.PROPERTY, USER);
        assertEquals(UserWait.plan("sleep", "PASS"), new UserWait.Plan(USER, Expectation.PASS));
    }

    /**
     * Tests that a user's wait does not replace: positive controls, the other
     * catalogue waits, and a test of sleep that expects a mechanism (on JDK 21
     * to 23 VirtualCarrierScenario's pinned-sleep-blocks-carrier, where every
     * wait starves).
     */
    @DataProvider
    public Object[][] notTheNegativeControl() {
        return new Object[][] {
            {"sleep", "STARVATION"},
            {"sleep", "CPU_USE"},
            {"onSpinWait", "BUDGET_COLLAPSE"},
            {"yield", "PASS"},
            {"parkNanos", "PASS"},
        };
    }

    @Test(dataProvider = "notTheNegativeControl")
    public void everyOtherTestIsSkipped(String wait, String expectation) {
        System.setProperty(UserWait.PROPERTY, USER);
        jtreg.SkippedException e = expectThrows(jtreg.SkippedException.class, () -> UserWait.plan(wait, expectation));
        assertEquals(e.getMessage(), "WAIT=" + USER + " is being checked: this test of " + wait + " expecting "
                + expectation + " is not its negative control (sleep expecting PASS), so it is not run");
    }
}
