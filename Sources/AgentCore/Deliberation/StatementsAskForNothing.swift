import AgentProtocol

/// Rule 3, request or statement: a skill that answers requests only is turned down by a
/// statement ("我一般六点半下班"), a report ("北京下雨了"), a question about words or about things
/// in general ("how does a forecast get made"), unless the
/// sentence is terse: nothing but its keywords, values and filler ("倒计时30分钟", "北京天气"); a
/// report in a clause of its own beside bare ones is an aside to them ("计时器三分钟，泡面啦").
/// A request or a question says so ("request 帮我", "question 吗"); a skill that does what
/// the sentence asks of the schedule (rule 2) stands on that instead, unless the sentence asks about
/// things in general (机械闹钟是怎么响的 原理是啥); a question for what values come to asks beside the
/// value it needs (一周工资两千，一年好多钱), where the mood reads none; and so does a skill whose
/// samples the sentence is confidently like (`LikeItsSamples.confident`): they are requests, worded as people word them ("i gotta have
/// a 10 minute timer", "costa mesa weather"), which the mood's cues do not all know; but not a
/// statement that declines a request (她说明天早上七点叫我, 不用提醒我).
enum StatementsAskForNothing: CandidateRule {
    static func weigh(_ candidate: inout WeighedCandidate, in sentence: DeliberatedSentence) -> String? {
        guard candidate.evidence.answersRequestsOnly else { return nil }
        // 闹钟响的原理是啥 holds a look-up's word, but asks how alarm clocks work.
        if candidate.actsOnSchedule {
            if case .aboutThings = sentence.analysis.mood { return "asks about things in general" }
            return nil
        }
        switch sentence.analysis.mood {
        case let .request(cue): candidate.add(MatchReason("request \(cue)"))
        case let .question(cue): candidate.add(MatchReason("question \(cue)"))
        case .aboutWords: return "asks about words"
        case .aboutThings: return "asks about things in general"
        case let .report(cue):
            // Rule aside: a report in a clause of its own beside bare ones, the skill's words and
            // values alone (計時器三分鐘，泡麵啦; 闹钟七点，起不来啦), says why they ask; one in their
            // clause (北京下雨了) asks nothing.
            guard candidate.isBareBesideItsReport(in: sentence.analysis) else { return "reports (\(cue))" }
            candidate.add(MatchReason("terse request beside a report (\(cue))"))
        case let .statement(declined):
            if candidate.isTerse(in: sentence.analysis) {
                candidate.add(MatchReason("terse request"))
            } else if declined == nil, let question = candidate.valueQuestionBesideItsValue(in: sentence.analysis) {
                // 一周工资两千，一年好多钱: 好多 asks only where the sum is read, so the mood reads no question.
                candidate.add(MatchReason("question \(question)"))
            } else if declined == nil, candidate.isConfidentlyLikeItsSamples {
                candidate.add(MatchReason("asked as its samples ask"))
            } else {
                return "statement"
            }
        }
        return nil
    }
}
