import AgentCalendar

extension Checked {
    /// A span of time in seconds: finite, not negative, at most `Limits.durationSeconds`.
    public static func duration(_ seconds: Double) -> Double? {
        seconds >= 0 && seconds <= Limits.durationSeconds ? seconds : nil  // NaN fails both
    }
}
