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
 * @summary Each registered loop's class, compiled from the JDK's own lib/src.zip, is the JDK's code
 * @library /lib
 * @build waitkit.* waitkit.measure.* waitkit.cgroup.* waitkit.judge.* waitkit.jvm.*
 *        waitkit.scenario.* waitkit.mutant.*
 * @run main/othervm OwnSourcesAreTheJdksCode
 */

import java.nio.file.Path;
import java.util.List;

import waitkit.JtregProperties;
import waitkit.mutant.JdkMutant;
import waitkit.mutant.JdkWaitLoop;
import waitkit.mutant.SourceMatch;

/**
 * A mutant is built only from sources that compile, unchanged, to the JDK's
 * own classes ({@link SourceMatch}); a JDK's own {@code lib/src.zip} is taken
 * as its code without that comparison. Here the comparison runs on the own
 * zip anyway, for the class of every registered loop: it must find each the
 * same, since a difference there is the comparison's own error, one that
 * would turn away the mutants of a JDK whose sources come from elsewhere.
 * The test is skipped when the JDK has no sources, or when they are not its
 * own {@code lib/src.zip}. {@code JdkMutantTest} checks the loops whose
 * mutants tier1 runs; this test, in the group juc, checks them all.
 */
public class OwnSourcesAreTheJdksCode {

    public static void main(String[] args) throws Exception {
        Path srcZip;
        try {
            srcZip = JdkMutant.sources(JtregProperties.testJdk());
        } catch (JdkMutant.MutantNotBuiltException e) {
            throw new jtreg.SkippedException(e.getMessage());
        }
        if (!SourceMatch.isJdksOwn(srcZip)) {
            throw new jtreg.SkippedException(srcZip + " is not the JDK's own lib/src.zip: its classes may differ");
        }
        List<String> differences = SourceMatch.mismatches(srcZip, List.of(JdkWaitLoop.values()), Path.of("own"));
        if (!differences.isEmpty()) {
            throw new RuntimeException("expected every registered loop's class compiled from " + srcZip
                    + " to be the JDK's code, but " + differences.size() + " differ: " + differences);
        }
        System.out.println("Each registered loop's class compiled from " + srcZip + " is the JDK's code");
    }
}
