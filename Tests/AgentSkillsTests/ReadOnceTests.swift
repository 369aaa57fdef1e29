import AgentCore
import AgentLanguage
import AgentProtocol
import AgentSkills
import FoundationEssentials
import TestSupport
import Testing

/// A sentence is read once for all its understanding: the analysis, every candidate's
/// parameters, a follow-up's, an answer's, and the new request an answer may turn out to be.
struct ReadOnceTests {
    /// The language side, counting what it reads.
    struct CountingUnderstanding: Understanding {
        /// Written and read by the test's one thread only (the agent steps synchronously).
        final class Count: @unchecked Sendable {
            var reads: [String] = []
        }

        let language = LanguageUnderstanding()
        let count = Count()

        func read(_ text: String, folded: [UInt32]) -> Sentence {
            count.reads.append(text)
            return language.read(text, folded: folded)
        }

        func analysis(of sentence: Sentence, for demand: SentenceAnalysis.Demand) -> SentenceAnalysis {
            language.analysis(of: sentence, for: demand)
        }

        func parameters(of skill: any Skill, in sentence: Sentence, context: ExtractionContext) -> [String: ParameterValue] {
            language.parameters(of: skill, in: sentence, context: context)
        }

        func followUpParameters(of skill: any Skill, in sentence: Sentence, last: [String: ParameterValue],
                                context: ExtractionContext) -> [String: ParameterValue] {
            language.followUpParameters(of: skill, in: sentence, last: last, context: context)
        }

        func answer(_ sentence: Sentence, for parameter: SkillParameter, context: ExtractionContext) -> ParameterValue? {
            language.answer(sentence, for: parameter, context: context)
        }

        func followUpCues(in sentence: Sentence, readsExpressions: Bool) -> FollowUpCues {
            language.followUpCues(in: sentence, readsExpressions: readsExpressions)
        }
        func asksToRetry(_ sentence: Sentence) -> Bool { language.asksToRetry(sentence) }
    }

    /// A conversation that goes through every way of understanding: requests, a follow-up, a
    /// question and its answer, an answer that is a new request, a retry phrase, chit-chat.
    static let conversation = [
        "北京天气怎么样", "那上海呢", "设个闹钟", "七点半", "帮我算一下", "倒计时十分钟", "三加五乘二", "再乘以三",
        "再试一次", "你好", "明天早上七点半叫我起床", "改成八点",
    ]

    @Test func eachSentenceIsReadOnce() {
        let understanding = CountingUnderstanding()
        var agent = Agent(skills: BuiltinSkills.all(), understanding: understanding)
        let now = Date(timeIntervalSince1970: 1_773_104_400)
        for text in Self.conversation {
            _ = agent.step(.sentenceReceived(text, at: now, in: .utc))
            // A skill started is finished at once, as the runtime would report it.
            if case let .executing(run) = agent.state {
                _ = agent.step(.skillFinished(run: run.id, outcome: .succeeded(SkillResult(summary: "", data: .null))))
            }
        }
        #expect(understanding.count.reads == Self.conversation)
    }

    @Test func aMatchReadsItsSentenceOnce() {
        let understanding = CountingUnderstanding()
        var agent = Agent(skills: BuiltinSkills.all(), understanding: understanding)
        for text in CorpusTexts.all.prefix(300) {
            _ = agent.match(text, at: Date(timeIntervalSince1970: 1_773_104_400), in: .utc)
        }
        #expect(understanding.count.reads == Array(CorpusTexts.all.prefix(300)))
    }
}
