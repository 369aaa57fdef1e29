import AgentCore
import AgentProtocol

/// Turns a checked spec into a skill the agent can run.
public enum SkillFactory {
    public enum Refusal: Error, Sendable, Equatable {
        /// An exec skill while `--allow-exec` was not given.
        case execNotAllowed
    }

    public static func makeSkill(from spec: SkillSpec, allowExec: Bool) throws(Refusal) -> any Skill {
        switch spec.action {
        case let .reply(template):
            return ReplySkill(spec: spec, template: template)
        case let .exec(argv, timeoutMs, environment):
            guard allowExec else { throw .execNotAllowed }
            return ExecSkill(spec: spec, argv: argv, timeoutMs: timeoutMs, environment: environment)
        case let .pipeline(stages):
            return PipelineSkill(spec: spec, stages: stages)
        case let .router(base, onSuccess, onFailure, onTimeout):
            return RouterSkill(spec: spec, base: base, onSuccess: onSuccess, onFailure: onFailure, onTimeout: onTimeout)
        }
    }

    /// A spec as `register` carries it, checked and made a skill; refused with
    /// the error a `register` line gets (`invalid_skill`, `exec_not_allowed`).
    public static func makeSkill(from json: JSONValue, allowExec: Bool) throws(ProtocolError) -> any Skill {
        let spec: SkillSpec
        do {
            spec = try SkillSpec.decode(json)
        } catch {
            throw ProtocolError(.invalidSkill, error.message)
        }
        do {
            return try makeSkill(from: spec, allowExec: allowExec)
        } catch {
            switch error {
            case .execNotAllowed:
                throw ProtocolError(.execNotAllowed,
                                    "skill '\(spec.id)' runs a program; start agent-skill with --allow-exec to allow it")
            }
        }
    }
}
