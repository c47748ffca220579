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
 * @summary Unit tests of JtregProperties: jtreg's properties read in one place, the timeout scaled
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng JtregPropertiesTest
 */

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;

import org.testng.annotations.Test;

import waitkit.JtregProperties;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

public class JtregPropertiesTest {

    // Each test that sets a property puts back what was there.
    private static <T> T with(String name, String value, Callable<T> body) throws Exception {
        String saved = System.getProperty(name);
        try {
            if (value == null) {
                System.clearProperty(name);
            } else {
                System.setProperty(name, value);
            }
            return body.call();
        } finally {
            if (saved == null) {
                System.clearProperty(name);
            } else {
                System.setProperty(name, saved);
            }
        }
    }

    @Test
    public void underJtregTheJdkAndClassPathAreJtregs() {
        assertEquals(JtregProperties.testJdk(), Path.of(System.getProperty("test.jdk")));
        assertEquals(JtregProperties.testClassPath(), System.getProperty("test.class.path"));
        assertTrue(JtregProperties.testName().startsWith("test/lib-test/JtregPropertiesTest.java"),
                JtregProperties.testName());
    }

    @Test
    public void outsideJtregTheyAreThisJvms() throws Exception {
        with("test.jdk", null, () -> {
            assertEquals(JtregProperties.testJdk(), Path.of(System.getProperty("java.home")));
            return null;
        });
        with("test.class.path", null, () -> {
            assertEquals(JtregProperties.testClassPath(), System.getProperty("java.class.path"));
            return null;
        });
        with("test.timeout.factor", null, () -> {
            assertEquals(JtregProperties.timeoutFactor(), 1.0);
            return null;
        });
    }

    @Test
    public void theOptionsAreTheVmOptionsThenTheJavaOptionsSplitAtWhiteSpace() throws Exception {
        List<String> options = with("test.vm.opts", " -Xmx64m  -XX:+UseSerialGC ",
                () -> with("test.java.opts", "-Dwaitkit.x=1", JtregProperties::vmOptions));
        assertEquals(options, List.of("-Xmx64m", "-XX:+UseSerialGC", "-Dwaitkit.x=1"));
        assertEquals(with("test.vm.opts", "", () -> with("test.java.opts", null, JtregProperties::vmOptions)),
                List.of());
    }

    @Test
    public void aTimeoutIsScaledByTheFactorNeverBelowItself() throws Exception {
        assertEquals(with("test.timeout.factor", "4", () -> JtregProperties.adjustTimeout(Duration.ofSeconds(30))),
                Duration.ofSeconds(120));
        assertEquals(with("test.timeout.factor", "0.25", () -> JtregProperties.adjustTimeout(Duration.ofSeconds(30))),
                Duration.ofSeconds(30), "a factor below 1 leaves the timeout as it is");
    }

    @Test
    public void aFactorThatIsNoPositiveNumberIsRefusedByName() throws Exception {
        for (String bad : List.of("fast", "0", "-2")) {
            IllegalStateException e = expectThrows(IllegalStateException.class,
                    () -> with("test.timeout.factor", bad, JtregProperties::timeoutFactor));
            assertEquals(e.getMessage(), "test.timeout.factor is " + bad + ", expected a positive number");
        }
    }

    @Test
    public void aStandInForTheAgentPassesOnWhatIsSet() throws Exception {
        List<String> options = with("test.timeout.factor", "4",
                () -> with("test.java.opts", null, JtregProperties::asOptions));
        assertTrue(options.contains("-Dtest.jdk=" + System.getProperty("test.jdk")), options.toString());
        assertTrue(options.contains("-Dtest.timeout.factor=4"), options.toString());
        assertTrue(options.stream().noneMatch(o -> o.startsWith("-Dtest.java.opts=")), options.toString());
    }
}
