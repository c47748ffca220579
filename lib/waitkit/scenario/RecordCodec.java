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
import java.util.List;
import java.util.Map;

/**
 * The one codec between a scenario and its child JVM: a workload's arguments
 * and its figures are records, and this class writes and reads them. A
 * component's field name is its name in snake case ({@code elapsedNanos} is
 * {@code elapsed_nanos}, {@code per100ms} is {@code per_100ms}), so the
 * evidence reads as before and no key is written by hand on either side.
 *
 * <p>Components may be {@code boolean}, {@code int}, {@code long},
 * {@code double}, their boxes, {@link String} or an enum. A boxed or
 * {@code String} component that is {@code null} is left out, and a field that
 * is missing reads as {@code null}: that is how a record says a figure was not
 * measured (a baseline's time in a run without one). A missing primitive, a
 * field the record does not have, or a value of the wrong form is an
 * {@link IllegalArgumentException} naming the record, the field and what was
 * there: a renamed component fails where it is read, never as a "null" figure.
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
                fields.put(fieldName(c.getName()), value instanceof Enum<?> e ? e.name() : value);
            }
        }
        return fields;
    }

    /**
     * Reads a record from fields such as {@link #fields} wrote; fields the
     * record does not have are ignored (a result line carries the verdict
     * besides the figures).
     *
     * @param type   the record's class
     * @param fields the fields, values as text
     * @param <R>    the record's type
     * @return the record
     * @throws IllegalArgumentException if a primitive component has no field,
     *         or a value is not of its component's form
     */
    public static <R extends Record> R read(Class<R> type, Map<String, String> fields) {
        RecordComponent[] components = type.getRecordComponents();
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            String name = fieldName(components[i].getName());
            values[i] = parse(type, components[i], name, fields.get(name));
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
        for (String arg : args) {
            int eq = arg.indexOf('=');
            Integer i = eq < 0 ? null : index.get(arg.substring(0, eq));
            if (i == null) {
                throw new IllegalArgumentException(type.getSimpleName() + ": expected arguments name=value with "
                        + "a name of " + index.keySet() + ", actual: '" + arg + "' in " + Arrays.toString(args));
            }
            values[i] = parse(type, components[i], arg.substring(0, eq), arg.substring(eq + 1));
        }
        return construct(type, components, values);
    }

    /**
     * Returns a component's field name: its name in snake case.
     *
     * @param componentName the component's name, in camel case
     * @return the field name
     */
    public static String fieldName(String componentName) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < componentName.length(); i++) {
            char c = componentName.charAt(i);
            char before = i == 0 ? '_' : componentName.charAt(i - 1);
            if (Character.isUpperCase(c) || (Character.isDigit(c) && Character.isLetter(before))) {
                b.append('_');
            }
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

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object parse(Class<?> type, RecordComponent c, String name, String text) {
        Class<?> t = c.getType();
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
                return Enum.valueOf((Class<Enum>) t, text);
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
