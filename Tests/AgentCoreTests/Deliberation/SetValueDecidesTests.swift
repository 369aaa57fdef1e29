@testable import AgentCore
import AgentProtocol
import Testing

/// Rule 7: where the request sets a value, a standing candidate that would ask for a value of
/// another kind yields to a standing candidate that reads the value set.
struct SetValueDecidesTests {
    /// One candidate of a sentence: what it needs, where it read a needed value, what it would
    /// ask for, and whether it stands before the rule.
    struct Candidate: Sendable {
        var needs: ParameterKind
        var read: String?
        var asksFor: String?
        var stands = true
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var sentence: String
        var set: [(ParameterKind, String)]
        var candidates: [Candidate]
        /// Each candidate's rejection after the rule, nil where it stands.
        var rejected: [String?]
        var testDescription: String { sentence }
    }

    @Test(arguments: [
        // A time set for a timer: the alarm reads it, the timer that would ask yields.
        Row(sentence: "set a timer for 4 pm", set: [(.clockTime, "4 pm")],
            candidates: [Candidate(needs: .duration, asksFor: "duration"), Candidate(needs: .clockTime, read: "4 pm")],
            rejected: ["no duration: a time is set", nil]),
        // A duration set for an alarm: the timer reads it.
        Row(sentence: "设个闹钟在二十分钟后", set: [(.duration, "二十分钟后")],
            candidates: [Candidate(needs: .clockTime, asksFor: "time"), Candidate(needs: .duration, read: "二十分钟后")],
            rejected: ["no time: a duration is set", nil]),
        // Nobody reads the value set: the named skill still asks.
        Row(sentence: "timer for 7am please", set: [(.clockTime, "7am")],
            candidates: [Candidate(needs: .duration, asksFor: "duration")], rejected: [nil]),
        // The reader is turned down already: it vouches for nothing.
        Row(sentence: "set a timer for 4 pm", set: [(.clockTime, "4 pm")],
            candidates: [Candidate(needs: .duration, asksFor: "duration"), Candidate(needs: .clockTime, read: "4 pm", stands: false)],
            rejected: [nil, "statement"]),
        // No value set: asking is left alone.
        Row(sentence: "下午三点前设个倒计时", set: [],
            candidates: [Candidate(needs: .duration, asksFor: "duration"), Candidate(needs: .clockTime, read: "下午三点")],
            rejected: [nil, nil]),
    ])
    func theValueSetDecides(_ row: Row) {
        let text = Array(row.sentence.unicodeScalars)
        func span(_ part: String) -> Range<Int> {
            let wanted = Array(part.unicodeScalars)
            let start = (0...(text.count - wanted.count)).first { text[$0..<($0 + wanted.count)].elementsEqual(wanted) }!
            return start..<(start + wanted.count)
        }
        var weighed = row.candidates.enumerated().map { i, c in
            let parameter = SkillParameter(name: "value", title: "value", kind: c.needs, required: true)
            let skill = EvidenceSkill(id: "skill\(i)", keywords: [], parameters: [parameter], evidence: SkillEvidence(needs: ["value"]))
            var candidate = WeighedCandidate(KeywordMatch(skill: i, hits: [], patterns: [], lengths: []), skill: skill)
            candidate.valuesRead = c.read.map { [span($0)] } ?? []
            candidate.asksFor = c.asksFor
            if !c.stands { candidate.candidate.rejected = "statement" }
            return candidate
        }
        let analysis = SentenceAnalysis(mood: .request(cue: "set"), words: [], valuesSet: row.set.map { .init(kind: $0.0, span($0.1)) },
                                        contentUnits: [])
        SetValueDecides.turnDownAskers(in: &weighed, analysis: analysis)
        #expect(weighed.map(\.candidate.rejected) == row.rejected)
    }
}
