import AgentCore

/// Turns a checked spec into a skill the agent can run.
public enum SkillFactory {
    public enum Refusal: Error, Sendable, Equatable {
        /// An exec skill while `--allow-exec` was not given.
        case execNotAllowed
        /// A kind of skill this build cannot run yet.
        case unsupported(String)
    }

    public static func makeSkill(from spec: SkillSpec, allowExec: Bool) throws(Refusal) -> any Skill {
        switch spec.action {
        case let .reply(template):
            return ReplySkill(spec: spec, template: template)
        case .exec:
            guard allowExec else { throw .execNotAllowed }
            throw .unsupported("exec skills are not supported yet")
        case .pipeline:
            throw .unsupported("pipeline skills are not supported yet")
        case .router:
            throw .unsupported("router skills are not supported yet")
        }
    }
}
