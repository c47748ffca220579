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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Where this process's cgroup of the cpu controller is, and whether it is of
 * cgroup v2: the parent of every group the kit creates.
 *
 * @param own the group's directory
 * @param v2  whether the hierarchy is cgroup v2 (else v1)
 */
record ProcessCgroup(Path own, boolean v2) {

    /**
     * Finds this process's cgroup of the cpu controller, from
     * {@code /proc/self/cgroup} and the controller's mount in
     * {@code /proc/self/mountinfo}.
     *
     * @return the group and its version
     * @throws IOException if no hierarchy with the cpu controller is mounted,
     *         or a v2 group lacks the controller
     */
    static ProcessCgroup find() throws IOException {
        String v1Path = null;
        String v2Path = null;
        for (String line : Files.readAllLines(Path.of("/proc/self/cgroup"))) {
            String[] f = line.split(":", 3);
            if (f.length == 3 && f[0].equals("0") && f[1].isEmpty()) {
                v2Path = f[2];
            } else if (f.length == 3 && List.of(f[1].split(",")).contains("cpu")) {
                v1Path = f[2];
            }
        }
        for (String line : Files.readAllLines(Path.of("/proc/self/mountinfo"))) {
            // id parent major:minor root mount-point options [optional...] - fstype source super-options
            String[] halves = line.split(" - ", 2);
            String[] f = halves[0].split(" ");
            String[] g = halves.length == 2 ? halves[1].split(" ") : new String[0];
            if (f.length < 5 || g.length < 3) {
                continue;
            }
            String root = f[3];
            Path mount = Path.of(f[4]);
            if (v1Path != null && g[0].equals("cgroup") && List.of(g[2].split(",")).contains("cpu")) {
                return new ProcessCgroup(mount.resolve(relative(root, v1Path)), false);
            }
            if (v1Path == null && v2Path != null && g[0].equals("cgroup2")) {
                Path own = mount.resolve(relative(root, v2Path));
                String controllers = Files.readString(own.resolve("cgroup.controllers"));
                if (!List.of(controllers.trim().split("\\s+")).contains("cpu")) {
                    throw new IOException("the cgroup v2 group " + own + " has no cpu controller (cgroup.controllers: "
                            + controllers.trim() + ")");
                }
                return new ProcessCgroup(own, true);
            }
        }
        throw new IOException("no cgroup hierarchy with the cpu controller is mounted (/proc/self/mountinfo)");
    }

    // A cgroup path made relative to the mount's root: "/a/b" under root "/a" is "b".
    private static String relative(String root, String path) {
        String p = path.startsWith(root) ? path.substring(root.length()) : path;
        return p.startsWith("/") ? p.substring(1) : p;
    }
}
