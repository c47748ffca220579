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

package waitkit.guard;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;


import org.apache.maven.AbstractMavenLifecycleParticipant;
import org.apache.maven.MavenExecutionException;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.model.Dependency;
import org.apache.maven.model.Plugin;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;

/**
 * Adds pitest-maven to every project of a build that {@code make guard}
 * runs, with the wait mutators and the test-framework plugins as its
 * dependencies and a reports directory of its own per project, so that the
 * goal {@code org.pitest:pitest-maven:<version>:mutationCoverage} given on the
 * command line finds its plugins without an edit of the user's pom. A
 * project that already declares pitest-maven keeps its declaration; the
 * version and the dependencies are added to it.
 *
 * <p>Read from the user properties ({@code -D} on the command line); without
 * {@value #PIT_VERSION} the participant does nothing:
 * <ul>
 * <li>{@value #PIT_VERSION}: the pitest-maven version;</li>
 * <li>{@value #DEPENDENCIES}: {@code group:artifact:version} of each plugin
 *     jar, separated by commas;</li>
 * <li>{@value #REPORTS}: the directory under which each project's PIT
 *     reports go, in a folder named by its artifactId.</li>
 * </ul>
 */


public final class GuardParticipant extends AbstractMavenLifecycleParticipant {

    /** The user property with the pitest-maven version. */
    public static final String PIT_VERSION = "waitkit.guard.pitVersion";

    /** The user property with the plugin jars, {@code g:a:v,...}. */
    public static final String DEPENDENCIES = "waitkit.guard.dependencies";

    /** The user property with the reports' root directory. */
    public static final String REPORTS = "waitkit.guard.reports";

    private static final String GROUP = "org.pitest";
    private static final String ARTIFACT = "pitest-maven";

    @Override
    public void afterProjectsRead(MavenSession session) throws MavenExecutionException {
        Properties user = session.getUserProperties();
        String version = user.getProperty(PIT_VERSION);
        if (version == null || version.isBlank()) {
            return;
        }
        List<Dependency> jars = new ArrayList<>();
        for (String coordinates : user.getProperty(DEPENDENCIES, "").split(",")) {
            if (coordinates.isBlank()) {
                continue;
            }
            String[] gav = coordinates.trim().split(":");
            if (gav.length != 3) {
                throw new MavenExecutionException("waitkit guard: expected group:artifact:version in "
                        + DEPENDENCIES + ", got '" + coordinates + "'", session.getRequest().getPom());
            }
            Dependency d = new Dependency();
            d.setGroupId(gav[0]);
            d.setArtifactId(gav[1]);
            d.setVersion(gav[2]);
            jars.add(d);
        }
        String reports = user.getProperty(REPORTS);
        for (MavenProject project : session.getProjects()) {
            Plugin pit = project.getPlugin(GROUP + ":" + ARTIFACT);
            if (pit == null) {
                pit = new Plugin();
                pit.setGroupId(GROUP);
                pit.setArtifactId(ARTIFACT);
                project.getBuild().addPlugin(pit);
            }
            pit.setVersion(version);
            for (Dependency jar : jars) {
                boolean present = pit.getDependencies().stream().anyMatch(d -> d.getGroupId().equals(jar.getGroupId())
                        && d.getArtifactId().equals(jar.getArtifactId()));
                if (!present) {
                    pit.addDependency(jar.clone());
                }
            }
            if (reports != null && !reports.isBlank()) {
                Xpp3Dom configuration = pit.getConfiguration() instanceof Xpp3Dom c ? c : new Xpp3Dom("configuration");
                Xpp3Dom dir = configuration.getChild("reportsDirectory");
                if (dir == null) {
                    dir = new Xpp3Dom("reportsDirectory");
                    configuration.addChild(dir);
                }
                dir.setValue(reports + "/" + project.getArtifactId());
                pit.setConfiguration(configuration);
            }
            System.out.println("[INFO] waitkit guard: " + project.getArtifactId() + " gets " + GROUP + ":" + ARTIFACT
                    + ":" + version + " with " + pit.getDependencies().size() + " plugin jars");
        }
    }
}
