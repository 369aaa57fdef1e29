import AgentCore
import AgentProtocol

/// A skill made from a `SkillSpec`: everything but `execute` comes from the spec.
public protocol SpecSkill: Skill {
    var spec: SkillSpec { get }
}

extension SpecSkill {
    public var id: String { spec.id }
    public var displayName: String { spec.displayName }
    public var description: String { spec.description }
    public var keywords: [String] { spec.keywords }
    public var excludeKeywords: [String] { spec.excludeKeywords }
    public var parameters: [SkillParameter] { spec.parameters }
    public var evidence: SkillEvidence { spec.evidence }
    public var samples: [String] { spec.samples }
    public var negativeSamples: [String] { spec.negativeSamples }
}
