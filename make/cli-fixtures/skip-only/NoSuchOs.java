/*
 * @test
 * @summary Copied into test/cli-check-skip-only by make/CheckCli.sh: its @requires never holds, so it never runs
 * @requires os.family == "no-such-os"
 * @run main NoSuchOs
 */
public class NoSuchOs {
    public static void main(String[] args) {
        throw new AssertionError("a test whose @requires cannot hold ran");
    }
}
