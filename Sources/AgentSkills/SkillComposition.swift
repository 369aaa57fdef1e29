import AgentCore
import AgentProtocol

/// A skill that runs other registered skills by id: a pipeline or a router.
protocol ComposedSkill: SpecSkill {
    /// The ids of the skills it may run, in the order it names them.
    var parts: [String] { get }
}

/// What pipeline and router skills share: running a part, and refusing a
/// composition that would run itself (which would never end).
enum SkillComposition {
    /// The context a part runs in: the composed skill's sentence and parameters,
    /// `previous` as given, progress scaled into `range` of the whole.
    static func context(for parent: SkillContext, previous: JSONValue?,
                        progress range: ClosedRange<Double>) -> SkillContext {
        var context = parent
        context.previous = previous
        let report = parent.reportProgress
        context.reportProgress = { fraction in
            report(range.lowerBound + (range.upperBound - range.lowerBound) * min(1, max(0, fraction)))
        }
        return context
    }

    /// Runs `skill`; a cancelled part cancels the whole.
    static func perform(_ skill: any Skill, _ context: SkillContext) async throws -> Result<SkillResult, SkillError> {
        switch await skill.outcome(context) {
        case let .succeeded(result): return .success(result)
        case let .failed(error): return .failure(error)
        case .cancelled: throw CancellationError()
        }
    }

    /// Fails with `skill_cycle` when `skill` can reach itself through the parts
    /// of the skills registered now (`lookup`); unknown ids are left to run time.
    static func refuseCycle(from skill: some ComposedSkill, lookup: (String) -> (any Skill)?) throws(SkillError) {
        var path: [String] = [skill.id]
        var done = Set<String>()
        func visit(_ composed: any ComposedSkill) throws(SkillError) {
            for part in composed.parts {
                if let start = path.firstIndex(of: part) {
                    let loop = (path[start...] + [part]).joined(separator: " → ")
                    throw SkillError(code: .skillCycle, message: "skill '\(skill.id)' would run itself: \(loop)")
                }
                guard !done.contains(part), let next = lookup(part) as? any ComposedSkill else { continue }
                path.append(part)
                try visit(next)
                path.removeLast()
                done.insert(part)
            }
        }
        try visit(skill)
    }

    /// `part` names the part with its id: `stage 2 'notify'`.
    static func unknown(_ part: String) -> SkillError {
        SkillError(code: .unknownSkill, message: "\(part) is not registered")
    }
}
