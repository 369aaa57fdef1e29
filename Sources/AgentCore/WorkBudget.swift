import Synchronization

/// How much of one kind of work a send may do, shared by everything in the send that does it:
/// the stages its pipelines and routers run (`SkillContext.stageRuns`), the steps its pattern
/// parameters take (`ExtractionContext.patternSteps`). Work is taken from it as it is done; once
/// it is spent the work is refused with a code that names the limit, not done.
///
/// An object, so every copy of a context (a pipeline hands each stage its own) takes from the
/// one budget; its count is atomic, as a run's parts may run on other threads than the send's.
public final class WorkBudget: Sendable {
    /// What the send may do in all.
    public let limit: Int
    private let used: Atomic<Int>

    public init(_ limit: Int) {
        self.limit = limit
        used = Atomic(0)
    }

    /// What has been taken so far (past `limit` by the work that found it spent).
    public var spent: Int { used.load(ordering: .relaxed) }

    /// What is left to take.
    public var remaining: Int { max(0, limit - spent) }

    /// Takes `amount`; false when that would pass the limit, and then nothing is taken.
    public func take(_ amount: Int) -> Bool {
        var current = used.load(ordering: .relaxed)
        while current + amount <= limit {
            let (exchanged, original) = used.compareExchange(expected: current, desired: current + amount,
                                                              ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
        return false
    }

    /// Records `amount` as done, past the limit if need be: for work counted as it goes, which
    /// stopped once it had used what was left.
    public func record(_ amount: Int) {
        used.add(amount, ordering: .relaxed)
    }
}
