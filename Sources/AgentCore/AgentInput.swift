import AgentCalendar
import AgentProtocol
import FoundationEssentials

/// What happened, fed to `Agent.step`: every command of the protocol, made
/// ready by the runtime (a spec made a skill, a snapshot read), and what a run reports.
public enum AgentInput: Sendable {
    /// A person said something (`send`).
    case sentenceReceived(String, at: Date, in: TimeZoneRules)
    /// How a sentence would be understood, with nothing run (`match`).
    case matchRequested(String, at: Date, in: TimeZoneRules)
    /// A run the agent asked for reports how far it has come.
    case skillProgressed(run: String, fraction: Double)
    /// A run the agent asked for has ended.
    case skillFinished(run: String, outcome: SkillOutcome)
    case cancelRequested
    /// Run the failed last request again (`retry`).
    case retryRequested(at: Date, in: TimeZoneRules)
    case resetRequested
    case registerRequested(any Skill)
    case unregisterRequested(skill: String)
    case statusRequested
    /// Every skill's samples through the matcher (`selftest`).
    case selftestRequested(at: Date, in: TimeZoneRules)
    case snapshotRequested
    /// The schedule written out (`export`); `at` stamps it.
    case exportRequested(ExportFormat, at: Date, in: TimeZoneRules)
    /// A conversation saved by another invocation, checked (`restore`).
    case restoreRequested(SavedConversation)
}
