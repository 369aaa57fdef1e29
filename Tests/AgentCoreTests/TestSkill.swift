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

/// A sentence analysis that weighs nothing: one word per scalar, every sentence a request,
/// no shields or values, so matching is keywords alone. Per-sentence analyses override it.
struct FakeAnalyzer: SentenceAnalyzer {
    var analyses: [String: SentenceAnalysis] = [:]

    func analyze(_ text: String, reading kinds: Set<ParameterKind>) -> SentenceAnalysis {
        analyses[text] ?? .neutral(text)
    }
}

extension SentenceAnalysis {
    static func neutral(_ text: String, mood: Mood = .request(cue: "")) -> SentenceAnalysis {
        let count = text.unicodeScalars.count
        return SentenceAnalysis(mood: mood, words: (0..<count).map { $0..<($0 + 1) },
                                contentUnits: (0..<count).map(Int32.init))
    }
}

/// Both phases of matching over `skills`, with `analysis` (neutral unless given).
func twoPhaseMatch(_ text: String, _ skills: [any Skill], analysis: SentenceAnalysis? = nil,
                   extract: (any Skill) -> [String: ParameterValue] = { _ in [:] }) -> MatchReport {
    let matcher = IntentMatcher(skills: skills)
    return MatchDeliberation.decide(text: text, length: text.unicodeScalars.count,
                                    matches: matcher.keywordMatches(in: text),
                                    analysis: analysis ?? .neutral(text), skill: { skills[$0] }, extract: extract).report
}
