import AgentCore
import AgentLanguage
import AgentProtocol
import AgentSkills
import FoundationEssentials
import TestSupport
import Testing

/// The skills' samples are taught (`Understanding.taught`) once a change of the skills, and only
/// when a sentence is matched: the answer to the question a conversation waits on is matched
/// against nothing, so a process that restores a conversation and answers its question learns
/// nothing, and a sentence that turns out to be no answer is matched by what was taught.
struct LessonTests {
    /// The language side, counting its lessons.
    struct CountingLessons: Understanding {
        /// Written and read by the test's one thread only (the agent steps synchronously).
        final class Count: @unchecked Sendable {
            var lessons = 0
        }

        var language = LanguageUnderstanding()
        let count = Count()

        func taught(_ skills: [any Skill]) -> CountingLessons {
            count.lessons += 1
            var taught = self
            taught.language = language.taught(skills)
            return taught
        }

        func read(_ text: String, folded: [UInt32]) -> Sentence { language.read(text, folded: folded) }

        func analysis(of sentence: Sentence, for demand: SentenceAnalysis.Demand) -> SentenceAnalysis {
            language.analysis(of: sentence, for: demand)
        }

        func parameters(of skill: any Skill, in sentence: Sentence, context: ExtractionContext) -> [String: ParameterValue] {
            language.parameters(of: skill, in: sentence, context: context)
        }

        func answer(_ sentence: Sentence, for parameter: SkillParameter, context: ExtractionContext) -> ParameterValue? {
            language.answer(sentence, for: parameter, context: context)
        }

        func likeness(of sentence: Sentence, leavingOut sample: SampleID?) -> [Likeness] {
            language.likeness(of: sentence, leavingOut: sample)
        }
    }

    /// Each sentence, and the lessons given by the time it was understood.
    @Test(arguments: [
        // An answer after a change of the skills waits for a sentence that is matched.
        (["设个闹钟", "register", "七点半", "现在几点"], [1, 1, 1, 2]),
        // A sentence that answers nothing is matched, by a lesson of the skills as they are.
        (["设个闹钟", "register", "现在几点"], [1, 1, 2]),
        // No change, no lesson: the answer and the next request use the first one.
        (["倒计时", "十分钟", "现在几点"], [1, 1, 1]),
    ])
    func anAnswerIsTaughtNothing(sentences: [String], lessons: [Int]) {
        let understanding = CountingLessons()
        var agent = Agent(skills: BuiltinSkills.all(), understanding: understanding)
        let now = Date(timeIntervalSince1970: 1_773_104_400)
        var given: [Int] = []
        for text in sentences {
            if text == "register" {
                var skill = TestSkill("music.play", keywords: [])
                skill.samples = ["放首歌", "我想听周杰伦的歌", "来点音乐"]
                _ = agent.step(.registerRequested(skill))
            } else {
                _ = agent.step(.sentenceReceived(text, at: now, in: .utc))
                // A skill started is finished at once, as the runtime would report it.
                if case let .executing(run) = agent.state {
                    _ = agent.step(.skillFinished(run: run.id, outcome: .succeeded(SkillResult(summary: "", data: .null))))
                }
            }
            given.append(understanding.count.lessons)
        }
        #expect(given == lessons)
    }
}
