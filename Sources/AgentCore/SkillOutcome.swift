import AgentProtocol

/// How a skill run ended.
public enum SkillOutcome: Sendable, Equatable {
    case succeeded(SkillResult)
    case failed(SkillError)
    case cancelled
}

extension Skill {
    /// A run of this skill as an outcome; any error that is not a `SkillError`
    /// is `skill_error`. A run cancelled before it starts does not start.
    public func outcome(_ context: SkillContext) async -> SkillOutcome {
        do {
            try Task.checkCancellation()
            return .succeeded(try await execute(context))
        } catch let error as SkillError {
            return .failed(error)
        } catch is CancellationError {
            return .cancelled
        } catch {
            return .failed(SkillError(code: .skillError, message: String(describing: error)))
        }
    }
}
