import AgentCore
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

    /// The analyzer told that every candidate weighs evidence: the whole analysis, always.
    struct WholeAnalyzer: SentenceAnalyzer {
        let analyzer = LanguageSentenceAnalyzer()
        func analyze(_ text: String, folded: [UInt32], for demand: SentenceAnalysis.Demand) -> SentenceAnalysis {
            analyzer.analyze(text, folded: folded, for: .init(kinds: demand.kinds, weighsEvidence: true))
        }
    }

    @Test func keywordsAloneDecideAsTheWholeAnalysisDoes() {
        let now = Date(timeIntervalSince1970: 1_773_104_400)
        var quick = Agent(skills: Self.replySkills, extractor: LanguageParameterExtractor(), analyzer: LanguageSentenceAnalyzer())
        var whole = Agent(skills: Self.replySkills, extractor: LanguageParameterExtractor(), analyzer: WholeAnalyzer())
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
        let analysis = LanguageSentenceAnalyzer().analyze("来首《下雨天》吧", for: .init(kinds: [], weighsEvidence: false))
        #expect(analysis.shields.map(\.span) == [2..<7])
        #expect(analysis.readings.isEmpty && analysis.prepared == nil)
    }

    /// What the analysis read reaches the extraction of the same sentence, and only of it.
    @Test func anExtractionReusesTheReadingOfItsOwnSentence() throws {
        let text = "明天早上七点半叫我起床"
        let analysis = LanguageSentenceAnalyzer().analyze(text, for: .init(kinds: [.clockTime]))
        let prepared = try #require(analysis.prepared?.reading as? SentenceReading)
        let context = ExtractionContext(now: Date(timeIntervalSince1970: 0), timeZone: .utc, language: .chinese,
                                        prepared: analysis.prepared)
        #expect(SentenceReading.of(text, in: context) === prepared)
        #expect(SentenceReading.of("七点半", in: context) !== prepared)
        #expect(SentenceReading.of("七点半", in: context).values.time?.start == 0)
    }
}
