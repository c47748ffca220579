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


package waitkit.scenario;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The one codec between a scenario and its child JVM: a workload's arguments
 * and its figures are records, and this class writes and reads them. A
 * component's field name is its name in snake case ({@code elapsedNanos} is
 * {@code elapsed_nanos}, {@code cleanerActionsPer100ms}
 * {@code cleaner_actions_per_100ms}, {@code failedCallP50Ns}
 * {@code failed_call_p50_ns}), so the evidence keeps the keys it had and no
 * key is written by hand on either side.
 *
 * <p>Components may be {@code boolean}, {@code int}, {@code long},
 * {@code double}, their boxes, {@link String} or an enum, whose constant is
 * written in lower case and read in either. A boxed or {@code String}
 * component that is {@code null} is left out, and a field that is missing
 * reads as {@code null}: that is how a record says a figure was not measured
 * (a baseline's time in a run without one). A {@code double} that is not
 * finite is written as JSON's {@code null} ({@link waitkit.Evidence}) and
 * reads back as NaN. A missing primitive, a field or argument the record
 * does not have, an argument given twice, or a value of the wrong form is an
 * {@link IllegalArgumentException} naming the record, the field and what was
 * there: figures read as another record than the one sent fail where they
 * are read.
 */
public final class RecordCodec {

    private RecordCodec() {
    }

    /**
     * Returns a record's components as fields, in declaration order, leaving
     * out those that are {@code null}.
     *
     * @param record the record
     * @return the fields, by snake-case name
     */
    public static Map<String, Object> fields(Record record) {
        Map<String, Object> fields = new LinkedHashMap<>();
        for (RecordComponent c : record.getClass().getRecordComponents()) {
            Object value = value(record, c);
            if (value != null) {
                fields.put(fieldName(c.getName()),
                        value instanceof Enum<?> e ? e.name().toLowerCase(Locale.ROOT) : value);
            }
        }
        return fields;
    }

    /**
     * Reads a record from fields such as {@link #fields} wrote.
     *
     * @param type   the record's class
     * @param fields the fields, values as text
     * @param <R>    the record's type
     * @return the record
     * @throws IllegalArgumentException if a field names no component, a
     *         primitive component has no field, or a value is not of its
     *         component's form
     */
    public static <R extends Record> R read(Class<R> type, Map<String, String> fields) {
        RecordComponent[] components = type.getRecordComponents();
        Map<String, String> unread = new LinkedHashMap<>(fields);
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            String name = fieldName(components[i].getName());
            values[i] = parse(type, components[i], name, unread.remove(name));
        }
        if (!unread.isEmpty()) {
            throw new IllegalArgumentException(type.getSimpleName() + ": expected fields of its components only, "
                    + "actual: also " + unread.keySet());
        }
        return construct(type, components, values);
    }

    /**
     * Returns a record as command-line arguments, one {@code name=value} per
     * component that is not {@code null}.
     *
     * @param record the record
     * @return the arguments
     */
    public static String[] toArgs(Record record) {
        List<String> args = new ArrayList<>();
        fields(record).forEach((name, value) -> args.add(name + "=" + value));
        return args.toArray(new String[0]);
    }

    /**
     * Reads a record from {@code name=value} arguments; a component without
     * an argument takes its value in {@code defaults}.
     *
     * @param type     the record's class
     * @param args     the arguments
     * @param defaults the value of every component not given
     * @param <R>      the record's type
     * @return the record
     * @throws IllegalArgumentException if an argument is not {@code name=value},
     *         names no component, or is not of its component's form
     */
    public static <R extends Record> R fromArgs(Class<R> type, String[] args, R defaults) {
        RecordComponent[] components = type.getRecordComponents();
        Map<String, Integer> index = new LinkedHashMap<>();
        for (int i = 0; i < components.length; i++) {
            index.put(fieldName(components[i].getName()), i);
        }
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            values[i] = value(defaults, components[i]);
        }
        Set<String> given = new HashSet<>();
        for (String arg : args) {
            int eq = arg.indexOf('=');
            Integer i = eq < 0 ? null : index.get(arg.substring(0, eq));
            if (i == null) {
                throw new IllegalArgumentException(type.getSimpleName() + ": expected arguments name=value with "
                        + "a name of " + index.keySet() + ", actual: '" + arg + "' in " + Arrays.toString(args));
            }
            if (!given.add(arg.substring(0, eq))) {
                throw new IllegalArgumentException(type.getSimpleName() + ": expected each argument once, actual: "
                        + arg.substring(0, eq) + " twice in " + Arrays.toString(args));
            }
            values[i] = parse(type, components[i], arg.substring(0, eq), arg.substring(eq + 1));
        }
        return construct(type, components, values);
    }

    /**
     * Returns a component's field name: its name in snake case, each word
     * (begun by a capital) after an underscore, and a number after one too
     * when it follows a word of two letters or more ({@code per100ms} is
     * {@code per_100ms}, {@code p50} stays {@code p50}).
     *
     * @param componentName the component's name, in camel case
     * @return the field name
     */
    public static String fieldName(String componentName) {
        StringBuilder b = new StringBuilder();
        int wordLetters = 0;
        for (int i = 0; i < componentName.length(); i++) {
            char c = componentName.charAt(i);
            char before = i == 0 ? '_' : componentName.charAt(i - 1);
            if (Character.isUpperCase(c) && i > 0) {
                b.append('_');
                wordLetters = 0;
            } else if (Character.isDigit(c) && Character.isLetter(before) && wordLetters > 1) {
                b.append('_');
            }
            wordLetters = Character.isLetter(c) ? wordLetters + 1 : 0;
            b.append(Character.toLowerCase(c));
        }
        return b.toString();
    }

    private static Object value(Record record, RecordComponent c) {
        try {
            Method accessor = c.getAccessor();
            accessor.setAccessible(true);
            return accessor.invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + record.getClass().getSimpleName() + "." + c.getName(), e);
        }
    }

    private static Object parse(Class<?> type, RecordComponent c, String name, String text) {
        Class<?> t = c.getType();
        if (t == double.class && "null".equals(text)) {
            return Double.NaN;
        }
        if (text == null || (text.equals("null") && !t.isPrimitive() && t != String.class)) {
            if (t.isPrimitive()) {
                throw new IllegalArgumentException(type.getSimpleName() + ": expected a field " + name
                        + " (" + t + "), actual: none");
            }
            return null;
        }
        try {
            if (t == String.class) {
                return text;
            } else if (t == long.class || t == Long.class) {
                return Long.parseLong(text);
            } else if (t == int.class || t == Integer.class) {
                return Integer.parseInt(text);
            } else if (t == double.class || t == Double.class) {
                return Double.parseDouble(text);
            } else if (t == boolean.class || t == Boolean.class) {
                if (!text.equals("true") && !text.equals("false")) {
                    throw new IllegalArgumentException("not true or false");
                }
                return Boolean.parseBoolean(text);
            } else if (t.isEnum()) {
                for (Object constant : t.getEnumConstants()) {
                    if (((Enum<?>) constant).name().equalsIgnoreCase(text)) {
                        return constant;
                    }
                }
                throw new IllegalArgumentException("not one of " + Arrays.toString(t.getEnumConstants()));
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(type.getSimpleName() + ": expected " + name + " to be a "
                    + t.getSimpleName() + ", actual: '" + text + "' (" + e.getMessage() + ")", e);
        }
        throw new IllegalStateException(type.getSimpleName() + "." + c.getName() + ": the codec has no form for "
                + t.getName());
    }

    private static <R extends Record> R construct(Class<R> type, RecordComponent[] components, Object[] values) {
        Class<?>[] types = Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new);
        try {
            Constructor<R> canonical = type.getDeclaredConstructor(types);
            canonical.setAccessible(true);
            return canonical.newInstance(values);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof RuntimeException r ? r
                    : new IllegalArgumentException(type.getSimpleName() + ": " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot construct " + type.getName(), e);
        }
    }
}
