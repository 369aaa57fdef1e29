/// How long a test of a timeout or a cancel may take before it counts as a hang: under the
/// 30 s that a faulty child (`sleep 30`) or the weather server's slow fault holds on, so a
/// hang still fails, and above the stall of a whole parallel test run starting on a
/// 2-core machine, where such a test has been seen to take 21 s with a 300 ms timeout.
public enum HangBound {
    public static let seconds: Double = 25
    public static let duration: Duration = .seconds(25)
}
