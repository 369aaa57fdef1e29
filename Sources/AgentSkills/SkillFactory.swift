import AgentCore
import AgentProtocol

/// Turns a checked spec into a skill the agent can run.
public enum SkillFactory {
    public enum Refusal: Error, Sendable, Equatable {
        /// An exec skill while `--allow-exec` was not given.
        case execNotAllowed
        /// An exec skill whose program is not there (`ProgramLookup.Missing`'s message).
        case programMissing(String)
    }

    /// - Parameter programs: where exec skills' programs are looked up; nil: exec skills are not allowed.
    public static func makeSkill(from spec: SkillSpec, programs: ProgramLookup?) throws(Refusal) -> any Skill {
        switch spec.action {
        case let .reply(template):
            return ReplySkill(spec: spec, template: template)
        case let .exec(argv, timeoutMs, environment):
            guard let programs else { throw .execNotAllowed }
            let resolved: [String]
            do {
                resolved = try programs.resolve(argv)
            } catch {
                throw .programMissing(error.message)
            }
            var spec = spec
            if resolved != argv {
                // What a snapshot carries is what runs: the paths as read from the skills file's directory.
                spec.action = .exec(argv: resolved, timeoutMs: timeoutMs, environment: environment)
                spec.source = spec.source.replacing("exec", with: .array(resolved.map { .string($0) }))
            }
            return ExecSkill(spec: spec, argv: resolved, timeoutMs: timeoutMs, environment: environment)
        case let .pipeline(stages):
            return PipelineSkill(spec: spec, stages: stages)
        case let .router(base, onSuccess, onFailure, onTimeout):
            return RouterSkill(spec: spec, base: base, onSuccess: onSuccess, onFailure: onFailure, onTimeout: onTimeout)
        }
    }

    /// Refuses, with the `invalid_skill` a `register` line gets, a pipeline or router that would
    /// nest deeper than `Limits.compositionDepth` or run more than `Limits.stageRunsPerSend` parts
    /// in one send, counted with its parts as `registered` finds them (the skills registered
    /// when it joins them; its own id is itself). Parts not registered are bounded when it runs.
    /// Any other skill passes.
    public static func refuseUnbounded(_ skill: any Skill, registered: (String) -> (any Skill)?) throws(ProtocolError) {
        guard let composed = skill as? any ComposedSkill else { return }
        try SkillComposition.refuseUnbounded(composed, lookup: { $0 == skill.id ? skill : registered($0) })
    }

    /// A spec as `register` carries it, checked and made a skill; refused with
    /// the error a `register` line gets (`invalid_skill`, `exec_not_allowed`).
    public static func makeSkill(from json: JSONValue, programs: ProgramLookup?) throws(ProtocolError) -> any Skill {
        let spec: SkillSpec
        do {
            spec = try SkillSpec.decode(json)
        } catch {
            throw ProtocolError(.invalidSkill, error.message)
        }
        do {
            return try makeSkill(from: spec, programs: programs)
        } catch {
            switch error {
            case .execNotAllowed:
                throw ProtocolError(.execNotAllowed,
                                    "skill '\(spec.id)' runs a program; start agent-skill with --allow-exec to allow it")
            case let .programMissing(reason):
                throw ProtocolError(.invalidSkill, "skill '\(spec.id)': \(reason)")
            }
        }
    }
}
