/*
 * @test
 * @summary Copied into test/cli-check-skip-only by make/CheckCli.sh: skips itself, as a test that cannot run here does
 * @library /lib
 * @run main SkipsItself
 */
public class SkipsItself {
    public static void main(String[] args) {
        throw new jtreg.SkippedException("copied by make/CheckCli.sh to be skipped");
    }
}
