import AgentCore
import AgentProtocol

/// A skill that runs other registered skills by id: a pipeline or a router.
protocol ComposedSkill: SpecSkill {
    /// The ids of the skills it may run, in the order it names them.
    var parts: [String] { get }

    /// The most parts one run of this skill runs, given for each of `parts` (in order) the most
    /// parts that one runs itself (0 for a skill that runs none).
    func stageRuns(withParts inner: [Int]) -> Int
}

/// What pipeline and router skills share: running a part within the send's bounds, refusing a
/// composition that would run itself (which would never end), and measuring what one may run.
enum SkillComposition {
    /// The context a part runs in: the composed skill's sentence and parameters,
    /// `previous` as given, progress scaled into `range` of the whole, one level deeper.
    static func context(for parent: SkillContext, previous: JSONValue?,
                        progress range: ClosedRange<Double>) -> SkillContext {
        var context = parent
        context.previous = previous
        context.compositionDepth = parent.compositionDepth + 1
        let report = parent.reportProgress
        context.reportProgress = { fraction in
            report(range.lowerBound + (range.upperBound - range.lowerBound) * min(1, max(0, fraction)))
        }
        return context
    }

    /// Runs `skill`, the part named `part` (`stage 2 'notify'`); a cancelled part cancels the whole.
    /// A part deeper than `Limits.compositionDepth`, or past the send's `Limits.stageRunsPerSend`,
    /// is not run: the whole fails `composition_too_large`.
    static func perform(_ skill: any Skill, named part: String,
                        _ context: SkillContext) async throws -> Result<SkillResult, SkillError> {
        guard context.compositionDepth <= Limits.compositionDepth else {
            throw SkillError(code: .compositionTooLarge, message: "\(part) would run \(context.compositionDepth) "
                             + "pipelines and routers deep; a send runs them at most \(Limits.compositionDepth) deep")
        }
        guard context.stageRuns.take(1) else {
            throw SkillError(code: .compositionTooLarge, message: "\(part) would be part \(context.stageRuns.limit + 1) "
                             + "of this send; a send runs at most \(context.stageRuns.limit) stages, bases and branches")
        }
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

    /// How deep a composition's pipelines and routers nest (a pipeline of plain skills: 1) and
    /// the most parts one run of it runs.
    struct Extent: Equatable {
        var depth: Int
        var stageRuns: Int
    }

    /// What `skill` may run, with its parts as `lookup` finds them: an id not registered counts as a
    /// plain skill, and so does one that would close a cycle (which its run refuses). Measured only
    /// as far as it takes to know that a limit is passed: past `Limits.compositionDepth` levels it
    /// goes no deeper, and a count past `Limits.stageRunsPerSend` is not added up further.
    static func extent(of skill: some ComposedSkill, lookup: (String) -> (any Skill)?) -> Extent {
        var known: [String: Extent] = [:]
        var path: [String] = [skill.id]
        func measure(_ composed: any ComposedSkill) -> Extent {
            var depth = 0
            var inner: [Int] = []
            for part in composed.parts {
                var extent = Extent(depth: 0, stageRuns: 0)
                if let measured = known[part] {
                    extent = measured
                } else if !path.contains(part), let next = lookup(part) as? any ComposedSkill {
                    if path.count >= Limits.compositionDepth {
                        extent = Extent(depth: 1, stageRuns: 0)  // one level more is one too many
                    } else {
                        path.append(part)
                        extent = measure(next)
                        path.removeLast()
                        known[part] = extent
                    }
                }
                depth = max(depth, extent.depth)
                inner.append(extent.stageRuns)
                if composed.stageRuns(withParts: inner) > Limits.stageRunsPerSend { break }
            }
            return Extent(depth: depth + 1, stageRuns: composed.stageRuns(withParts: inner))
        }
        return measure(skill)
    }

    /// Refuses a composition that, with the parts registered now, would nest deeper than
    /// `Limits.compositionDepth` or run more than `Limits.stageRunsPerSend` parts in one send.
    static func refuseUnbounded(_ skill: some ComposedSkill, lookup: (String) -> (any Skill)?) throws(ProtocolError) {
        let extent = extent(of: skill, lookup: lookup)
        if extent.depth > Limits.compositionDepth {
            throw ProtocolError(.invalidSkill, "skill '\(skill.id)' nests pipelines and routers more than "
                                + "\(Limits.compositionDepth) deep; a send runs them at most \(Limits.compositionDepth) deep")
        }
        if extent.stageRuns > Limits.stageRunsPerSend {
            throw ProtocolError(.invalidSkill, "skill '\(skill.id)' may run more than \(Limits.stageRunsPerSend) "
                                + "stages, bases and branches in one send; a send runs at most \(Limits.stageRunsPerSend)")
        }
    }
}

extension Int {
    /// `self + other`, or `Int.max` where that would overflow.
    func addingSaturated(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
