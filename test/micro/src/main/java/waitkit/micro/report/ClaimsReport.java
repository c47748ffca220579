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

package waitkit.micro.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.DecimalFormat;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Writes the claims report of one JMH run: {@code report.html}, which opens
 * offline (its charts are PNGs inlined as data URLs), and {@code report.md}
 * with the same table and the charts as PNG files beside it.
 * <p>
 * Charts, drawn with JFreeChart: the pause each wait method achieved against
 * the pause requested, on log-log axes (the source articles' summary table as
 * a picture); throughput against threads for C17; throughput relative to the
 * direct hand-off for C18.
 * <p>
 * Usage: {@code java -cp benchmarks.jar waitkit.micro.report.ClaimsReport <jmh-result.json> <output dir>}
 */
public final class ClaimsReport {

    private ClaimsReport() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2 && args.length != 3) {
            System.err.println("usage: ClaimsReport <jmh-result.json> <output dir> [<jtreg evidence.jsonl>]");
            System.exit(2);
        }
        System.setProperty("java.awt.headless", "true");
        Results r = Results.read(Path.of(args[0]));
        Path out = Path.of(args[1]);
        Files.createDirectories(out);
        SuiteEvidence suite = SuiteEvidence.read(args.length == 3 ? Path.of(args[2]) : null, r.jdk());
        Map<String, String> suiteFigures = suite.figures();
        List<Claims.Row> rows = Claims.judge(r);
        Map<String, byte[]> charts = new LinkedHashMap<>();
        JFreeChart pauses = pauseChart(r);
        if (pauses != null) {
            charts.put("chart-pauses.png", png(pauses, 900, 600));
        }
        JFreeChart threads = threadsChart(r);
        if (threads != null) {
            charts.put("chart-sleep0-threads.png", png(threads, 700, 450));
        }
        JFreeChart queue = queueChart(r);
        if (queue != null) {
            charts.put("chart-producer-consumer.png", png(queue, 700, 450));
        }
        for (Map.Entry<String, byte[]> c : charts.entrySet()) {
            Files.write(out.resolve(c.getKey()), c.getValue());
        }
        String title = "waitkit: the source articles' claims on JDK " + r.jdk() + " (" + r.vm() + ")";
        Files.writeString(out.resolve("report.md"), markdown(title, rows, suiteFigures, suite.source(), charts.keySet()),
                StandardCharsets.UTF_8);
        Files.writeString(out.resolve("report.html"), html(title, rows, suiteFigures, suite.source(), charts),
                StandardCharsets.UTF_8);
        long holds = rows.stream().filter(x -> x.verdict().equals("holds")).count();
        long differs = rows.stream().filter(x -> x.verdict().equals("differs")).count();
        long notRun = rows.stream().filter(x -> x.verdict().equals("not run")).count();
        System.out.println("report: " + rows.size() + " claims: " + holds + " hold, " + differs + " differ, "
                + notRun + " not run; " + out.resolve("report.html") + " and report.md");
        for (Claims.Row row : rows) {
            if (!row.verdict().equals("not run")) {
                System.out.printf("  %-4s %-14s %s%n", row.id(), row.verdict(), row.measured());
            }
        }
    }

    // Achieved vs requested pause, log-log, one series per wait method.
    private static JFreeChart pauseChart(Results r) {
        XYSeriesCollection data = new XYSeriesCollection();
        addSeries(data, r, "TimeUnit.MICROSECONDS.sleep", "PlainWaitCosts.timeUnitMicrosecondsSleep", "micros", 1e3,
                new String[0], "1", "10", "100", "1000", "10000");
        addSeries(data, r, "parkNanos (default slack)", "ParkNanosCost.parkNanos", "nanos", 1,
                new String[] {"slack", "default"}, "10", "100", "1000", "10000", "55000", "105000", "1000000", "10000000");
        addSeries(data, r, "parkNanos (1 µs slack)", "ParkNanosCost.parkNanos", "nanos", 1,
                new String[] {"slack", "1000"}, "10", "100", "1000", "10000", "55000", "105000", "1000000", "10000000");
        addSeries(data, r, "busy wait on nanoTime", "BusyWaitPause.busyWait", "micros", 1e3,
                new String[0], "1", "10", "100", "1000", "10000");
        XYSeries sleep = new XYSeries("Thread.sleep(1), sleep(0, 1000)");
        r.value("PlainWaitCosts.sleep0ms1000ns").ifPresent(v -> sleep.add(1e3, v));
        r.value("PlainWaitCosts.sleep1").ifPresent(v -> sleep.add(1e6, v));
        if (!sleep.isEmpty()) {
            data.addSeries(sleep);
        }
        if (data.getSeriesCount() == 0) {
            return null;
        }
        XYSeries ideal = new XYSeries("achieved = requested");
        ideal.add(10, 10);
        ideal.add(1e7, 1e7);
        data.addSeries(ideal);
        JFreeChart chart = ChartFactory.createXYLineChart("Pause achieved vs requested (log-log), JDK " + r.jdk(),
                "requested (ns)", "achieved (ns)", data, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        LogAxis x = new LogAxis("requested");
        LogAxis y = new LogAxis("achieved");
        x.setBase(10);
        y.setBase(10);
        x.setSmallestValue(1);
        y.setSmallestValue(1);
        for (LogAxis axis : List.of(x, y)) {
            axis.setTickUnit(new NumberTickUnit(1.0));
            axis.setNumberFormatOverride(new NanosFormat());
        }
        plot.setDomainAxis(x);
        plot.setRangeAxis(y);
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        renderer.setSeriesPaint(data.getSeriesCount() - 1, Color.GRAY);
        renderer.setSeriesStroke(data.getSeriesCount() - 1, new BasicStroke(1f, BasicStroke.CAP_BUTT,
                BasicStroke.JOIN_MITER, 10f, new float[] {4f, 4f}, 0f));
        renderer.setSeriesShapesVisible(data.getSeriesCount() - 1, false);
        plot.setRenderer(renderer);
        style(chart);
        return chart;
    }

    // Tick labels of a nanosecond axis: 10 ns, 1 µs, 100 ms.
    private static final class NanosFormat extends NumberFormat {
        private static final long serialVersionUID = 1L;

        @Override
        public StringBuffer format(double n, StringBuffer to, FieldPosition pos) {
            String[] units = {"ns", "µs", "ms", "s"};
            int u = 0;
            while (n >= 1000 && u < units.length - 1) {
                n /= 1000;
                u++;
            }
            return to.append(new DecimalFormat("0.#").format(n)).append(' ').append(units[u]);
        }

        @Override
        public StringBuffer format(long n, StringBuffer to, FieldPosition pos) {
            return format((double) n, to, pos);
        }

        @Override
        public Number parse(String source, ParsePosition pos) {
            throw new UnsupportedOperationException("labels only");
        }
    }

    private static void addSeries(XYSeriesCollection data, Results r, String label, String benchmark, String param,
                                  double toNanos, String[] fixed, String... values) {
        XYSeries s = new XYSeries(label);
        for (String v : values) {
            String[] params = new String[fixed.length + 2];
            System.arraycopy(fixed, 0, params, 0, fixed.length);
            params[fixed.length] = param;
            params[fixed.length + 1] = v;
            OptionalDouble score = r.value(benchmark, params);
            if (score.isPresent()) {
                s.add(Double.parseDouble(v) * toNanos, score.getAsDouble());
            }
        }
        if (!s.isEmpty()) {
            data.addSeries(s);
        }
    }

    // C17: throughput vs threads.
    private static JFreeChart threadsChart(Results r) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (String method : List.of("burnCpu", "burnCpuAndSleep0")) {
            XYSeries s = new XYSeries(method.equals("burnCpu") ? "burnCpu" : "burnCpu + sleep(0)");
            for (int t : new int[] {1, 2, 4, 8}) {
                r.value("SleepZeroOversubscribed." + method + t + "t").ifPresent(v -> s.add(t, v));
            }
            if (!s.isEmpty()) {
                data.addSeries(s);
            }
        }
        if (data.getSeriesCount() == 0) {
            return null;
        }
        JFreeChart chart = ChartFactory.createXYLineChart("C17: throughput vs threads on " + Runtime.getRuntime()
                .availableProcessors() + " CPUs, JDK " + r.jdk(), "threads", "ops/ms (all threads)", data,
                PlotOrientation.VERTICAL, true, false, false);
        chart.getXYPlot().setRenderer(new XYLineAndShapeRenderer(true, true));
        style(chart);
        return chart;
    }

    // C18: producer throughput relative to direct, per CPU count.
    private static JFreeChart queueChart(Results r) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (String cpus : List.of("2", "1")) {
            OptionalDouble direct = r.value("ProducerConsumer.direct:directProducer", "cpus", cpus);
            if (direct.isEmpty()) {
                continue;
            }
            for (String v : List.of("direct", "yield", "sleep0", "lowPriority")) {
                OptionalDouble score = r.value("ProducerConsumer." + v + ":" + v + "Producer", "cpus", cpus);
                if (score.isPresent()) {
                    data.addValue(score.getAsDouble() / direct.getAsDouble(), cpus + " CPU" + (cpus.equals("1") ? "" : "s"), v);
                }
            }
        }
        if (data.getRowCount() == 0) {
            return null;
        }
        JFreeChart chart = ChartFactory.createBarChart("C18: producer throughput relative to direct, JDK " + r.jdk(),
                "producer", "relative throughput", data, PlotOrientation.VERTICAL, true, false, false);
        style(chart);
        return chart;
    }

    private static void style(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.getPlot().setBackgroundPaint(new Color(0xF7F7F7));
    }

    private static byte[] png(JFreeChart chart, int width, int height) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ChartUtils.writeChartAsPNG(bytes, chart, width, height);
        return bytes.toByteArray();
    }

    private static final String SUITE_NOTE = "jtreg suite: the median the wait suite measured for the same figure on"
            + " the same JDK, calls timed one by one, where JMH gives an average";

    private static String markdown(String title, List<Claims.Row> rows, Map<String, String> suite, String suiteSource,
                                   Iterable<String> charts) {
        StringBuilder md = new StringBuilder("# ").append(title).append("\n\n");
        md.append("| id | claim | source | this run | jtreg suite | ratio | verdict | why |\n"
                + "|---|---|---|---|---|---|---|---|\n");
        for (Claims.Row row : rows) {
            md.append("| ").append(String.join(" | ", row.id(), cell(row.claim()), cell(row.source()),
                    cell(row.measured()), cell(suite.getOrDefault(row.id(), "")), row.ratio(),
                    "**" + row.verdict() + "**", cell(row.why()))).append(" |\n");
        }
        md.append("\nA claim holds when what it says is true on this run (for a number: within a factor of two of"
                + " the source's). Ratio: this run / the source. ").append(SUITE_NOTE)
                .append(suiteSource.isEmpty() ? " (none found for this JDK)" : " (" + suiteSource + ")").append(".\n\n");
        for (String c : charts) {
            md.append("![").append(c).append("](").append(c).append(")\n\n");
        }
        return md.toString();
    }

    private static String cell(String s) {
        return s.replace("|", "\\|");
    }

    private static String html(String title, List<Claims.Row> rows, Map<String, String> suite, String suiteSource,
                               Map<String, byte[]> charts) {
        StringBuilder h = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
                .append(esc(title)).append("</title>\n<style>body{font-family:sans-serif;margin:2em;max-width:1200px}"
                + "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;vertical-align:top;"
                + "font-size:14px}th{background:#eee}.holds{color:#176f2c;font-weight:bold}.differs{color:#b25000;"
                + "font-weight:bold}.notrun,.notcomparable{color:#777}img{max-width:100%;margin:1em 0}</style>"
                + "</head><body>\n<h1>").append(esc(title)).append("</h1>\n<table><tr><th>id</th><th>claim</th>"
                + "<th>source</th><th>this run</th><th>jtreg suite</th><th>ratio</th><th>verdict</th><th>why</th></tr>\n");
        for (Claims.Row row : rows) {
            h.append("<tr><td>").append(esc(row.id())).append("</td><td>").append(esc(row.claim()))
                    .append("</td><td>").append(esc(row.source())).append("</td><td>").append(esc(row.measured()))
                    .append("</td><td>").append(esc(suite.getOrDefault(row.id(), "")))
                    .append("</td><td>").append(esc(row.ratio())).append("</td><td class=\"")
                    .append(row.verdict().replace(" ", "")).append("\">").append(esc(row.verdict()))
                    .append("</td><td>").append(esc(row.why())).append("</td></tr>\n");
        }
        h.append("</table>\n<p>A claim holds when what it says is true on this run (for a number: within a factor of"
                + " two of the source's). Ratio: this run / the source. ").append(esc(SUITE_NOTE))
                .append(esc(suiteSource.isEmpty() ? " (none found for this JDK)" : " (" + suiteSource + ")"))
                .append(".</p>\n");
        for (Map.Entry<String, byte[]> c : charts.entrySet()) {
            h.append("<img alt=\"").append(esc(c.getKey())).append("\" src=\"data:image/png;base64,")
                    .append(Base64.getEncoder().encodeToString(c.getValue())).append("\">\n");
        }
        return h.append("</body></html>\n").toString();
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
