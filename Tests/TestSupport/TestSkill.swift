import AgentCore
import AgentProtocol

/// A skill for tests: matched by its keywords, it does nothing when run.
public struct TestSkill: Skill {
    public var id: String
    public var keywords: [String]
    public var excludeKeywords: [String]
    public var parameters: [SkillParameter]
    public var samples: [String] = []
    public var negativeSamples: [String] = []

    public var displayName: String { id }
    public var description: String { "a skill for tests" }

    public init(_ id: String, keywords: [String], excludes: [String] = [], parameters: [SkillParameter] = []) {
        self.id = id
        self.keywords = keywords
        excludeKeywords = excludes
        self.parameters = parameters
    }

    public func execute(_ context: SkillContext) async throws -> SkillResult {
        SkillResult(summary: "done", data: .null)
    }
}

/// An understanding that reads exactly what it was given: text → parameter name → value, one
/// table for whole sentences and one for answers to a question; and an analysis that weighs
/// nothing (one word per scalar, every sentence a request, no shields or values, so matching is
/// keywords alone) unless one is given for the sentence. A sentence is read as its text.
public struct FakeUnderstanding: Understanding {
    public var sentences: [String: [String: ParameterValue]] = [:]
    public var answers: [String: [String: ParameterValue]] = [:]
    public var analyses: [String: SentenceAnalysis] = [:]

    public init(sentences: [String: [String: ParameterValue]] = [:], answers: [String: [String: ParameterValue]] = [:],
                analyses: [String: SentenceAnalysis] = [:]) {
        self.sentences = sentences
        self.answers = answers
        self.analyses = analyses
    }

    public func read(_ text: String, folded: [UInt32]) -> String { text }

    public func analysis(of sentence: String, for demand: SentenceAnalysis.Demand) -> SentenceAnalysis {
        analyses[sentence] ?? .neutral(sentence)
    }

    public func parameters(of skill: any Skill, in sentence: String, context: ExtractionContext) -> [String: ParameterValue] {
        var values: [String: ParameterValue] = [:]
        for parameter in skill.parameters { values[parameter.name] = sentences[sentence]?[parameter.name] }
        return values
    }

    public func answer(_ sentence: String, for parameter: SkillParameter, context: ExtractionContext) -> ParameterValue? {
        answers[sentence]?[parameter.name]
    }
}

extension SentenceAnalysis {
    public static func neutral(_ text: String, mood: Mood = .request(cue: "")) -> SentenceAnalysis {
        let count = text.unicodeScalars.count
        return SentenceAnalysis(mood: mood, words: (0..<count).map { $0..<($0 + 1) },
                                contentUnits: (0..<count).map(Int32.init))
    }
}
