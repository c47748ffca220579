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


package waitkit.cgroup;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The groups that JVMs now gone left under this process's cgroup of the cpu
 * controller: a run in which the test JVM and its child were killed at once
 * leaves its group, which no shutdown hook removed. A group's name holds the
 * pid of the JVM that created it ({@code waitkit-<pid>-<n>}, or
 * {@code waitkit-probe-<pid>} for {@link CpuQuotaGroup#unavailableReason()}'s).
 */
public final class LeftoverGroups {

    private LeftoverGroups() {
    }

    /**
     * Lists the groups that JVMs now gone created under this process's cgroup.
     *
     * @return their directories; empty where there is no cpu controller
     */
    public static List<Path> list() {
        try {
            return under(ProcessCgroup.find().own());
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    private static List<Path> under(Path parent) throws IOException {
        List<Path> found = new ArrayList<>();
        try (DirectoryStream<Path> groups = Files.newDirectoryStream(parent, CpuQuotaGroup.PREFIX + "*")) {
            for (Path g : groups) {
                String[] parts = g.getFileName().toString().substring(CpuQuotaGroup.PREFIX.length()).split("-");
                long pid;
                try {
                    pid = Long.parseLong(parts[parts.length == 2 && parts[0].equals("probe") ? 1 : 0]);
                } catch (NumberFormatException e) {
                    continue;
                }
                if (ProcessHandle.of(pid).map(p -> !p.isAlive()).orElse(true)) {
                    found.add(g);
                }
            }
        }
        return found;
    }

    /**
     * Removes the groups that JVMs now gone created under this process's
     * cgroup, killing what still runs in them: a run where both JVMs were
     * killed at once, or the test JVM while its shutdown hook removed a group.
     * {@code WaitkitProps} calls it at the start of every jtreg run, and
     * {@link CpuQuotaGroup#create} before it creates a group.
     *
     * @throws IOException if one cannot be removed; nothing to do where there
     *         is no cpu controller
     */
    public static void removeAll() throws IOException {
        ProcessCgroup own;
        try {
            own = ProcessCgroup.find();
        } catch (IOException | RuntimeException e) {
            return;
        }
        removeUnder(own.own());
    }

    static void removeUnder(Path parent) throws IOException {
        for (Path g : under(parent)) {
            System.err.println("waitkit: removing " + g + ", left behind by a JVM that is gone");
            CpuQuotaGroup.remove(g);
        }
    }
}
