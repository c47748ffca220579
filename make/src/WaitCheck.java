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

import java.util.Arrays;
import java.util.stream.Collectors;

import waitkit.WaitMethod;

/**
 * Checks a WAIT= value before any test runs: resolves it, calls the wait once
 * for 1 ms as the scenarios will call it, and prints what it resolves to; or
 * prints the reason it cannot be used (an unknown name lists the valid ones;
 * a wait that throws is named with its exception and first stack frames; a
 * wait that does not return within {@value #PATIENCE_SECONDS} s is named with
 * where it is stuck) and exits with status 2. Run by make with the user's CP=
 * on the class path.
 */
public class WaitCheck {

    private static final long ONE_MILLISECOND = 1_000_000L;
    private static final int PATIENCE_SECONDS = 10;
    private static final int FRAMES = 5;

    public static void main(String[] args) throws InterruptedException {
        String wait = "WAIT=" + args[0];
        WaitMethod m;
        try {
            m = WaitMethod.of(args[0]);
        } catch (IllegalArgumentException e) {
            refuse(wait + ": " + e.getMessage());
            return;
        }
        if (!m.isAvailable()) {
            refuse(wait + " is unavailable on this JDK: " + m.unavailableReason());
        }
        // A daemon thread, so that a wait that never returns cannot keep this JVM.
        Throwable[] thrown = new Throwable[1];
        Thread caller = new Thread(() -> {
            try {
                m.await(ONE_MILLISECOND);
            } catch (Throwable t) {
                thrown[0] = t;
            }
        }, "WaitCheck");
        caller.setDaemon(true);
        caller.start();
        caller.join(PATIENCE_SECONDS * 1000L);
        String call = m.code() + " called with " + ONE_MILLISECOND + " ns (1 ms)";
        if (caller.isAlive()) {
            refuse(wait + ": " + call + " did not return within " + PATIENCE_SECONDS + " s; its stack:"
                    + frames(caller.getStackTrace()));
        }
        if (thrown[0] != null) {
            Throwable t = thrown[0];
            refuse(wait + ": " + call + " threw " + t + frames(t.getStackTrace())
                    + (t.getCause() == null ? "" : "\ncaused by " + t.getCause() + frames(t.getCause().getStackTrace())));
        }
        System.out.println(wait + ": " + m.code());
    }

    private static String frames(StackTraceElement[] stack) {
        return Arrays.stream(stack).limit(FRAMES).map(f -> "\n\tat " + f).collect(Collectors.joining())
                + (stack.length > FRAMES ? "\n\t..." : "");
    }

    private static void refuse(String why) {
        System.err.println(why);
        System.exit(2);
    }
}
