import FoundationEssentials

/// A moment a skill asks to be told of, with the one detail `fired` repeats
/// (`reminder` for a timer, `label` for an alarm).
public struct ScheduledFiring: Sendable, Equatable {
    public var fireAt: Date
    public var detailName: String
    public var detail: String?

    public init(fireAt: Date, detailName: String, detail: String?) {
        self.fireAt = fireAt
        self.detailName = detailName
        self.detail = detail
    }
}
