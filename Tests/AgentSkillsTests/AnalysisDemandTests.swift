import AgentCore
import AgentLanguage
import AgentProtocol
import FoundationEssentials
@testable import AgentSkills
import TestSupport
import Testing

/// `SentenceAnalysis.Demand`: skills with no evidence to weigh are matched on words and
/// quotations alone, and that must decide every sentence exactly as the whole analysis does.
struct AnalysisDemandTests {
    /// Registered skills with no demands, on words the corpus uses often.
    static let replySkills: [any Skill] = [
        ["天气", "weather"], ["闹钟", "alarm"], ["提醒", "remind"], ["时间", "time"], ["明天", "tomorrow"],
        ["分钟", "minutes"], ["下雨", "rain"], ["几点", "点"], ["加", "plus"], ["热", "冷"],
    ].enumerated().map { i, keywords in
        ReplySkill(spec: SkillSpec(id: "reply.s\(i)", displayName: "s\(i)", description: "", keywords: keywords,
                                   excludeKeywords: [], parameters: [], samples: [], negativeSamples: [],
                                   action: .reply(template: "ok")),
                   template: "ok")
    }

    /// The understanding told that every candidate weighs evidence: the whole analysis, always.
    struct WholeAnalysis: Understanding {
        let language = LanguageUnderstanding()
        func meant(_ text: String, folded: [UInt32], keeping kept: [Range<Int>]) -> String {
            language.meant(text, folded: folded, keeping: kept)
        }
        func read(_ text: String, folded: [UInt32]) -> Sentence { language.read(text, folded: folded) }
        func analysis(of sentence: Sentence, for demand: SentenceAnalysis.Demand) -> SentenceAnalysis {
            language.analysis(of: sentence, for: .init(kinds: demand.kinds, weighsEvidence: true))
        }
        func parameters(of skill: any Skill, in sentence: Sentence, context: ExtractionContext) -> [String: ParameterValue] {
            language.parameters(of: skill, in: sentence, context: context)
        }
        func answer(_ sentence: Sentence, for parameter: SkillParameter, context: ExtractionContext) -> ParameterValue? {
            language.answer(sentence, for: parameter, context: context)
        }
    }

    @Test func keywordsAloneDecideAsTheWholeAnalysisDoes() {
        let now = Date(timeIntervalSince1970: 1_773_104_400)
        var quick = Agent(skills: Self.replySkills, understanding: LanguageUnderstanding())
        var whole = Agent(skills: Self.replySkills, understanding: WholeAnalysis())
        var matched = 0
        for text in CorpusTexts.all {
            let report = quick.match(text, at: now, in: .utc)
            #expect(report == whole.match(text, at: now, in: .utc), "\(text)")
            if report.selected != nil { matched += 1 }
        }
        #expect(matched > 300, "too few sentences hit a keyword to show anything")
    }

    @Test func anySkillWithEvidenceAsksForTheWholeAnalysis() {
        #expect(!SentenceAnalysis.Demand(of: Self.replySkills).weighsEvidence)
        #expect(SentenceAnalysis.Demand(of: Self.replySkills + [TimerSkill()]).weighsEvidence)
        #expect(SentenceAnalysis.Demand(of: [TimerSkill()]).kinds.contains(.duration))
        #expect(SentenceAnalysis.Demand(of: [any Skill]()) == .init(kinds: [], weighsEvidence: false))
    }

    @Test func theWordsOnlyAnalysisStillSeesQuotations() {
        let analysis = LanguageUnderstanding().analysis(of: Sentence("来首《下雨天》吧"), for: .init(kinds: [], weighsEvidence: false))
        #expect(analysis.shields.map(\.span) == [2..<7])
        #expect(analysis.readings.isEmpty)
    }
}
