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

import java.util.ArrayList;
import java.util.List;

/**
 * A Java source split into its code, with comments and the contents of
 * string, text block and character literals blanked out (so that offsets
 * and lines stay those of the text), and its block comments that are not
 * javadoc, which hold jtreg's test descriptions.
 *
 * @param text     the source
 * @param code     the source with comments and literal contents blanked
 * @param comments the contents of its block comments that are not javadoc
 */
record JavaSource(String text, String code, List<String> comments) {

    // In two parts, so that this file's literals hold no comment for a
    // reader of test descriptions that does not skip Java's strings.
    private static final String OPEN = "/" + "*";
    private static final String CLOSE = "*" + "/";

    static JavaSource parse(String text) {
        StringBuilder code = new StringBuilder(text);
        List<String> comments = new ArrayList<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (text.startsWith("//", i)) {
                int end = text.indexOf('\n', i);
                end = end < 0 ? n : end;
                blank(code, i, end);
                i = end;
            } else if (text.startsWith(OPEN, i)) {
                int close = text.indexOf(CLOSE, i + 2);
                int end = close < 0 ? n : close + 2;
                if (!text.startsWith(OPEN + "*", i)) {
                    comments.add(text.substring(i + 2, Math.max(i + 2, end - 2)));
                }
                blank(code, i, end);
                i = end;
            } else if (text.startsWith("\"\"\"", i)) {
                int j = i + 3;
                while (j < n && !text.startsWith("\"\"\"", j)) {
                    j += text.charAt(j) == '\\' ? 2 : 1;
                }
                blank(code, i + 3, Math.min(j, n));
                i = Math.min(j + 3, n);
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && text.charAt(j) != c && text.charAt(j) != '\n') {
                    j += text.charAt(j) == '\\' ? 2 : 1;
                }
                blank(code, i + 1, Math.min(j, n));
                i = j + 1;
            } else {
                i++;
            }
        }
        return new JavaSource(text, code.toString(), comments);
    }

    private static void blank(StringBuilder code, int from, int to) {
        for (int i = from; i < to; i++) {
            if (code.charAt(i) != '\n') {
                code.setCharAt(i, ' ');
            }
        }
    }

    int line(int offset) {
        return (int) code.substring(0, offset).chars().filter(c -> c == '\n').count() + 1;
    }

    // The arguments, as code, of the call whose "(" is at open.
    List<String> arguments(int open) {
        List<String> args = new ArrayList<>();
        int depth = 0;
        int start = open + 1;
        for (int i = open; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == ']' || c == '}') {
                depth--;
                if (depth == 0) {
                    String last = code.substring(start, i).strip();
                    if (!last.isEmpty() || !args.isEmpty()) {
                        args.add(last.replaceAll("\\s+", " "));
                    }
                    return args;
                }
            } else if (c == ',' && depth == 1) {
                args.add(code.substring(start, i).strip().replaceAll("\\s+", " "));
                start = i + 1;
            }
        }
        return args;
    }

    // The text of the call from its name at from to the ")" that closes
    // the "(" at open, white space made single spaces.
    String callText(int from, int open) {
        int depth = 0;
        for (int i = open; i < code.length(); i++) {
            char c = code.charAt(i);
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (depth == 0) {
                return text.substring(from, i + 1).strip().replaceAll("\\s+", " ").replace("( ", "(");
            }
        }
        return text.substring(from).strip();
    }
}
