import AgentCore

/// A skill for tests: matched by its keywords, it does nothing when run.
struct TestSkill: Skill {
    var id: String
    var keywords: [String]
    var excludeKeywords: [String]
    var parameters: [SkillParameter]
    var samples: [String] = []
    var negativeSamples: [String] = []

    var displayName: String { id }
    var description: String { "a skill for tests" }

    init(_ id: String, keywords: [String], excludes: [String] = [], parameters: [SkillParameter] = []) {
        self.id = id
        self.keywords = keywords
        excludeKeywords = excludes
        self.parameters = parameters
    }

    func execute(_ context: SkillContext) async throws -> SkillResult {
        SkillResult(summary: "done", data: .null)
    }
}

/// Finds exactly the values it was given: text → parameter name → value,
/// one table for whole sentences and one for answers to a question.
struct FakeExtractor: ParameterExtractor {
    var sentences: [String: [String: ParameterValue]] = [:]
    var answers: [String: [String: ParameterValue]] = [:]

    func value(of parameter: SkillParameter, in text: String, mode: ExtractionMode,
               context: ExtractionContext) -> ParameterValue? {
        (mode == .sentence ? sentences : answers)[text]?[parameter.name]
    }
}
