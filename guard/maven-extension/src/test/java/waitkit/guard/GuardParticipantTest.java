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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.StringReader;
import java.util.List;

import org.apache.maven.model.Build;
import org.apache.maven.model.Dependency;
import org.apache.maven.model.Model;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginManagement;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;
import org.codehaus.plexus.util.xml.Xpp3DomBuilder;
import org.junit.jupiter.api.Test;

/**
 * Where the participant finds a project's own pitest-maven, and surefire's
 * setting that PIT would read as skipping failing tests.
 */
class GuardParticipantTest {

    private static MavenProject project() {
        Model model = new Model();
        model.setGroupId("org.acme");
        model.setArtifactId("lib");
        model.setVersion("1.0");
        model.setBuild(new Build());
        return new MavenProject(model);
    }

    private static Plugin plugin(String groupId, String artifactId, String configuration) throws Exception {
        Plugin p = new Plugin();
        p.setGroupId(groupId);
        p.setArtifactId(artifactId);
        p.setConfiguration(Xpp3DomBuilder.build(new StringReader(configuration)));
        return p;
    }

    @Test
    void aPitestMavenOfTheBuildIsTheOneConfigured() throws Exception {
        MavenProject project = project();
        Plugin declared = plugin("org.pitest", "pitest-maven", "<configuration><threads>4</threads></configuration>");
        project.getBuild().addPlugin(declared);
        assertSame(declared, GuardParticipant.pitestMaven(project));
    }

    @Test
    void aPitestMavenOfPluginManagementAloneLendsItsConfigurationAndDependencies() throws Exception {
        MavenProject project = project();
        Plugin managed = plugin("org.pitest", "pitest-maven",
                "<configuration><jvmArgs><jvmArg>--add-opens=java.base/java.lang=ALL-UNNAMED</jvmArg></jvmArgs>"
                + "<mutators>DEFAULTS</mutators></configuration>");
        Dependency kotest = new Dependency();
        kotest.setGroupId("io.kotest");
        kotest.setArtifactId("kotest-extensions-pitest");
        kotest.setVersion("1.2.0");
        managed.addDependency(kotest);
        PluginManagement management = new PluginManagement();
        management.addPlugin(managed);
        project.getBuild().setPluginManagement(management);
        Plugin pit = GuardParticipant.pitestMaven(project);
        assertNotSame(managed, pit);
        assertSame(pit, project.getBuild().getPlugins().get(0), "in the build, where the command line's goal finds it");
        Xpp3Dom c = (Xpp3Dom) pit.getConfiguration();
        assertEquals("--add-opens=java.base/java.lang=ALL-UNNAMED", c.getChild("jvmArgs").getChild(0).getValue());
        assertEquals(List.of("kotest-extensions-pitest"),
                pit.getDependencies().stream().map(Dependency::getArtifactId).toList());
        new GuardSettings(List.of("WAITS"), List.of()).apply(c, "/r", null, List.of());
        assertEquals("DEFAULTS", ((Xpp3Dom) managed.getConfiguration()).getChild("mutators").getValue(),
                "pluginManagement itself is left as it was");
    }

    @Test
    void withoutOneANewPitestMavenIsAdded() {
        MavenProject project = project();
        Plugin pit = GuardParticipant.pitestMaven(project);
        assertEquals("org.pitest:pitest-maven", pit.getKey());
        assertNull(pit.getConfiguration());
        assertEquals(1, project.getBuild().getPlugins().size());
    }

    @Test
    void surefiresTestFailureIgnoreIsRemovedAndSaid() throws Exception {
        MavenProject project = project();
        project.getBuild().addPlugin(plugin("org.apache.maven.plugins", "maven-surefire-plugin",
                "<configuration><testFailureIgnore>true</testFailureIgnore><argLine>-Xmx1g</argLine></configuration>"));
        assertEquals(List.of("maven-surefire-plugin's testFailureIgnore true (PIT's skipFailingTests) -> false"),
                GuardParticipant.dropTestFailureIgnore(project));
        Xpp3Dom c = (Xpp3Dom) project.getPlugin("org.apache.maven.plugins:maven-surefire-plugin").getConfiguration();
        assertNull(c.getChild("testFailureIgnore"));
        assertEquals("-Xmx1g", c.getChild("argLine").getValue());
    }
}
