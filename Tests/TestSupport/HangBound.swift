/// How long a test of a timeout or a cancel may take before it counts as a hang: under the
/// 30 s that a faulty child (`sleep 30`) or the weather server's slow fault holds on, so a
/// hang still fails. `shell/test` runs these tests apart from the rest: in one parallel run with
/// the CPU-bound tables on a 2-core machine, such a test took 19-27 s with a 300 ms timeout.
public enum HangBound {
    public static let seconds: Double = 25
    public static let duration: Duration = .seconds(25)
}
