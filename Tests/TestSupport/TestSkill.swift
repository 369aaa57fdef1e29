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

/// Finds exactly the values it was given: text → parameter name → value,
/// one table for whole sentences and one for answers to a question.
public struct FakeExtractor: ParameterExtractor {
    public var sentences: [String: [String: ParameterValue]] = [:]
    public var answers: [String: [String: ParameterValue]] = [:]

    public init(sentences: [String: [String: ParameterValue]] = [:], answers: [String: [String: ParameterValue]] = [:]) {
        self.sentences = sentences
        self.answers = answers
    }

    public func value(of parameter: SkillParameter, in text: String, mode: ExtractionMode,
               context: ExtractionContext) -> ParameterValue? {
        (mode == .sentence ? sentences : answers)[text]?[parameter.name]
    }
}

/// A sentence analysis that weighs nothing: one word per scalar, every sentence a request,
/// no shields or values, so matching is keywords alone. Per-sentence analyses override it.
public struct FakeAnalyzer: SentenceAnalyzer {
    public var analyses: [String: SentenceAnalysis] = [:]

    public init(analyses: [String: SentenceAnalysis] = [:]) {
        self.analyses = analyses
    }

    public func analyze(_ text: String, folded: [UInt32], for demand: SentenceAnalysis.Demand) -> SentenceAnalysis {
        analyses[text] ?? .neutral(text)
    }
}

extension SentenceAnalysis {
    public static func neutral(_ text: String, mood: Mood = .request(cue: "")) -> SentenceAnalysis {
        let count = text.unicodeScalars.count
        return SentenceAnalysis(mood: mood, words: (0..<count).map { $0..<($0 + 1) },
                                contentUnits: (0..<count).map(Int32.init))
    }
}
