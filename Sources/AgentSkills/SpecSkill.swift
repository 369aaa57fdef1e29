import AgentCore
import AgentLanguage
import AgentPattern
import AgentProtocol

/// A skill made from a `SkillSpec`: everything but `execute` comes from the spec.
public protocol SpecSkill: SentenceReadingSkill {
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

    /// The parameters as any skill reads them, the `pattern` ones the spec keeps compiled
    /// (`SkillSpec.patterns`) with those programs.
    public func parameters(in sentence: Sentence, context: ExtractionContext) -> [String: ParameterValue] {
        let patterns = spec.patterns
        guard !patterns.isEmpty else { return ParameterReader.values(of: parameters, in: sentence, context: context) }
        var values = ParameterReader.values(of: parameters.filter { patterns[$0.name] == nil }, in: sentence, context: context)
        for parameter in parameters {
            guard let pattern = patterns[parameter.name],
                  let value = PatternParameter.value(of: parameter, pattern, in: sentence, context: context) else { continue }
            values[parameter.name] = value
        }
        return values
    }
}
