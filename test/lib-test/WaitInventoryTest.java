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
 * @summary Every timed wait or spin in a loop of java.base is mutated by the kit or left out with a reason
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run testng/othervm WaitInventoryTest
 */

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.testng.SkipException;
import org.testng.annotations.Test;

import waitkit.JtregProperties;
import waitkit.mutant.JdkMutant;
import waitkit.mutant.JdkWaitLoop;
import waitkit.mutant.LeftOutWaitSites;
import waitkit.mutant.WaitKind;
import waitkit.mutant.WaitSiteInventory;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertNull;

/**
 * The inventory of the JDK under test's wait loops ({@link WaitSiteInventory}):
 * every timed wait or spin inside a loop of java.base, read from the JDK's
 * sources, is either a wait the kit mutates ({@link JdkWaitLoop}, the loop's
 * shape on this JDK) or left out with its reason ({@link LeftOutWaitSites}).
 * A site that is neither fails the test: a JDK's new wait loop shows up here,
 * not as silence. The inventory is printed, a line per site.
 */
public class WaitInventoryTest {

    private static Path sources() {
        try {
            return JdkMutant.sources(JtregProperties.testJdk());
        } catch (JdkMutant.MutantNotBuiltException e) {
            throw new SkipException(e.getMessage());
        }
    }

    @Test
    public void everySiteIsMutatedOrLeftOutWithItsReason() throws Exception {
        Path srcZip = sources();
        int feature = Runtime.version().feature();
        Set<WaitSiteInventory.Site> sites = WaitSiteInventory.find(srcZip, "java.base");
        System.out.println("The wait loops of java.base in " + srcZip + " (JDK " + feature + "): " + sites.size()
                + " sites");
        for (WaitSiteInventory.Site s : sites) {
            System.out.println("  " + s + ": " + WaitSiteInventory.account(s, feature));
        }
        List<WaitSiteInventory.Site> missing = WaitSiteInventory.unaccounted(sites, feature);
        assertEquals(missing, List.of(), "expected every timed wait or spin in a loop of java.base to be"
                + " registered in lib/waitkit/mutant/JdkWaitLoop.java or listed with its reason in"
                + " LeftOutWaitSites.java; these are neither");
    }

    // A site of no entry is found: the check can fail.
    @Test
    public void aSiteOfNoEntryIsUnaccounted() {
        WaitSiteInventory.Site unknown = new WaitSiteInventory.Site("java.util.concurrent.NewQueue", "poll",
                WaitKind.PARK_NANOS);
        assertEquals(WaitSiteInventory.unaccounted(Set.of(unknown), 25), List.of(unknown));
    }

    // A registered loop's wait is accounted for by the registry on the JDKs of its shape, not elsewhere.
    @Test
    public void aRegisteredLoopAccountsForItsWaitWhereItsShapeIs() {
        WaitSiteInventory.Site dualNode = new WaitSiteInventory.Site(
                "java.util.concurrent.LinkedTransferQueue$DualNode", "await", WaitKind.PARK_NANOS);
        assertEquals(WaitSiteInventory.registered(dualNode, 21), JdkWaitLoop.LINKED_TRANSFER_QUEUE_AWAIT);
        assertNull(WaitSiteInventory.registered(dualNode, 17), "the loop is awaitMatch's on JDK 17");
        WaitSiteInventory.Site spin = new WaitSiteInventory.Site(
                "java.util.concurrent.LinkedTransferQueue$DualNode", "await", WaitKind.ON_SPIN_WAIT);
        assertNull(WaitSiteInventory.registered(spin, 21), "a spin is not a wait a refactor replaces");
    }

    // No site is both registered and left out: an entry made stale by a new loop is found.
    @Test
    public void noRegisteredWaitIsAlsoLeftOut() {
        for (JdkWaitLoop loop : JdkWaitLoop.values()) {
            for (JdkWaitLoop.Shape shape : loop.shapes()) {
                for (WaitKind kind : WaitKind.values()) {
                    if (kind.replaced()) {
                        WaitSiteInventory.Site s = new WaitSiteInventory.Site(shape.className(), shape.method(), kind);
                        assertNull(LeftOutWaitSites.of(s), loop + " mutates " + s + ", which LeftOutWaitSites also"
                                + " leaves out");
                    }
                }
            }
        }
    }
}
