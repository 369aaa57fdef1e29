@testable import AgentCore
import AgentProtocol
import Testing

// What the rule tables share: skills with evidence to weigh, and analyses written by hand, so
// each rule is tested on the classes of sentence it names without the language side.

/// A skill with evidence, matched by its keywords; it does nothing when run.
struct EvidenceSkill: Skill {
    var id: String
    var keywords: [String]
    var excludeKeywords: [String] = []
    var parameters: [SkillParameter] = []
    var evidence: SkillEvidence
    var learning = SampleLearning.fromSamples
    var displayName: String { id }
    var description: String { "a skill for the rule tables" }

    func execute(_ context: SkillContext) async throws -> SkillResult { SkillResult(summary: "done", data: .null) }
}

/// The skills of the tables, by id.
let ruleSkills: [String: EvidenceSkill] = {
    let duration = SkillParameter(name: "duration", title: "时长", kind: .duration, required: true)
    let time = SkillParameter(name: "time", title: "时间", kind: .clockTime, required: true)
    let expression = SkillParameter(name: "expression", title: "算式", kind: .expression, required: true)
    let skills = [
        EvidenceSkill(id: "weather", keywords: ["天气", "热", "晴", "下雨", "weather", "rain"],
                      evidence: SkillEvidence(answersRequestsOnly: true)),
        EvidenceSkill(id: "clock", keywords: ["时间", "the time"], excludeKeywords: ["几点"], evidence: .none),
        EvidenceSkill(id: "timer", keywords: ["倒计时", "分钟", "timer"], parameters: [duration],
                      evidence: SkillEvidence(needs: ["duration"], answersRequestsOnly: true)),
        EvidenceSkill(id: "kettle", keywords: ["分钟"], parameters: [duration], evidence: SkillEvidence(needs: ["duration"])),
        EvidenceSkill(id: "alarm", keywords: ["提醒我", "闹钟", "点", "alarm"], parameters: [time],
                      evidence: SkillEvidence(needs: ["time"], answersRequestsOnly: true)),
        EvidenceSkill(id: "calculator", keywords: ["减", "乘"], parameters: [expression],
                      evidence: SkillEvidence(needs: ["expression"], answersRequestsOnly: true)),
        EvidenceSkill(id: "echo", keywords: ["减", "乘", "闹钟"], evidence: .none),
        EvidenceSkill(id: "music", keywords: ["放歌"], evidence: .none),
        EvidenceSkill(id: "kettle.at", keywords: ["烧水"], parameters: [time], evidence: SkillEvidence(needs: ["time"])),
        EvidenceSkill(id: "schedule.list", keywords: ["闹钟", "提醒", "alarm"],
                      evidence: SkillEvidence(answersRequestsOnly: true, schedule: .list)),
        EvidenceSkill(id: "schedule.cancel", keywords: ["闹钟", "提醒", "alarm"],
                      evidence: SkillEvidence(answersRequestsOnly: true, schedule: .cancel)),
        // Built-ins as the tool has them: taught ahead, not by samples of their own.
        EvidenceSkill(id: "builtin.weather", keywords: ["天气", "weather"], evidence: SkillEvidence(answersRequestsOnly: true),
                      learning: .taughtAhead),
        EvidenceSkill(id: "builtin.timer", keywords: ["timer", "倒计时"], parameters: [duration],
                      evidence: SkillEvidence(needs: ["duration"], answersRequestsOnly: true), learning: .taughtAhead),
        EvidenceSkill(id: "builtin.list", keywords: ["闹钟", "取消", "remind"], evidence: SkillEvidence(answersRequestsOnly: true, schedule: .list),
                      learning: .taughtAhead),
    ]
    return Dictionary(uniqueKeysWithValues: skills.map { ($0.id, $0) })
}()

/// A value the sentence names, by its text (the first occurrence).
struct Value: Sendable {
    var kind: ParameterKind
    var text: String
    init(_ kind: ParameterKind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}

/// One row of a rule table: a sentence written as its words ("我/想/吃/热狗"), how it is put,
/// what it names, and what the rule says of one skill.
struct RuleCase: Sendable, CustomTestStringConvertible {
    var words: String
    var skill: String
    var mood: SentenceAnalysis.Mood = .statement
    var values: [Value] = []
    /// The values the request sets (a verb of setting takes, or an item is set for), by their
    /// text: each must be one of `values`.
    var set: [String] = []
    var shields: [String] = []
    /// Words that carry no content of their own (particles, the mood's cue).
    var filler: [String] = []
    var schedule: SentenceAnalysis.ScheduleRequest?
    /// The parameters the skill reads from the sentence, by name.
    var read: [String: Int] = [:]
    /// Why the rule turns the skill down; nil when it stands.
    var turnedDown: String?
    /// A reason the rule gives when the skill stands.
    var says: String?
    /// How like the skill's samples the language side finds the sentence, if it is.
    var likeness: Likeness?
    /// Whether a registered skill is among the sentence's candidates besides this one.
    var registeredSkillInPlay = false

    var text: String { words.replacingOccurrences(of: "/", with: "") }
    var testDescription: String { "\(text) → \(skill): \(turnedDown ?? "stands")" }
}

extension RuleCase {
    /// The analysis the language side would give: the words as written, content units as
    /// `SentenceAnalyzer` counts them, clauses split at commas and full stops.
    var analysis: SentenceAnalysis {
        var spans: [Range<Int>] = []
        var at = 0
        for word in words.split(separator: "/") {
            spans.append(at..<(at + word.unicodeScalars.count))
            at += word.unicodeScalars.count
        }
        let scalars = Array(text.unicodeScalars)
        var units = [Int32](repeating: -1, count: scalars.count)
        var next: Int32 = -1
        for (i, s) in scalars.enumerated() {
            let alphanumeric = s.properties.isAlphabetic && s.isASCII || ("0"..."9").contains(s)
            if alphanumeric, i > 0, units[i - 1] == next, scalars[i - 1].isASCII { units[i] = next; continue }
            if alphanumeric || (s.value > 0x2E80 && !"，。？！《》“”、".unicodeScalars.contains(s)) {
                next += 1
                units[i] = next
            }
        }
        var clauses: [Range<Int>] = []
        var start = 0
        for (i, s) in scalars.enumerated() where "，。？！,.?!".unicodeScalars.contains(s) {
            if i > start { clauses.append(start..<i) }
            start = i + 1
        }
        if start < scalars.count { clauses.append(start..<scalars.count) }
        let spaced = spans.filter { scalars[$0.lowerBound].isASCII && scalars[$0.lowerBound].properties.isAlphabetic }
        return SentenceAnalysis(
            mood: mood, words: spans, spacedWords: spaced, inflections: englishInflections(in: scalars),
            shields: shields.map { SentenceAnalysis.Shield(span: span(of: $0), reason: "inside quotation marks") },
            readings: values.map { SentenceAnalysis.Reading(kind: $0.kind, span(of: $0.text)) }, valuesSet: set.map { text in SentenceAnalysis.Reading(kind: values.first { $0.text == text }!.kind, span(of: text)) },
            filler: filler.map(span(of:)), clauses: clauses, contentUnits: units, scheduleRequest: schedule)
    }

    /// Where `part` first occurs in the sentence, in scalars.
    func span(of part: String) -> Range<Int> {
        let whole = Array(text.unicodeScalars), wanted = Array(part.unicodeScalars)
        for i in 0...(whole.count - wanted.count) where whole[i..<(i + wanted.count)].elementsEqual(wanted) {
            return i..<(i + wanted.count)
        }
        fatalError("\(part) is not in \(text)")
    }

    /// "ing" and "s" endings, enough for the tables' English.
    private func englishInflections(in scalars: [Unicode.Scalar]) -> [Int] {
        let text = String(String.UnicodeScalarView(scalars))
        return ["ing", "s"].flatMap { suffix in
            text.split(separator: " ").compactMap { word -> Int? in
                guard word.hasSuffix(suffix), word.count > suffix.count + 1 else { return nil }
                return span(of: String(word)).upperBound - suffix.unicodeScalars.count
            }
        }
    }

    /// The skill as phase one finds it in the sentence, weighed by the candidate rules before
    /// `rule` (which must let it stand), then by `rule`: what `rule` says, and the candidate.
    func weigh(by rule: any CandidateRule.Type) -> (turnedDown: String?, candidate: WeighedCandidate) {
        let skill = ruleSkills[self.skill]!
        let match = MatchDeliberation.phaseOne(IntentMatcher(skills: [skill]).keywordMatches(in: text),
                                               likenesses: likeness.map { [$0] } ?? [])[0]
        let values = read.mapValues { ParameterValue.number(Double($0)) }
        let sentence = DeliberatedSentence(text: text, length: text.unicodeScalars.count, analysis: analysis,
                                           extract: { _ in values }, registeredSkillInPlay: registeredSkillInPlay)
        var candidate = WeighedCandidate(match, skill: skill)
        for earlier in MatchDeliberation.candidateRules.prefix(while: { $0 != rule }) {
            let verdict = earlier.weigh(&candidate, in: sentence)
            #expect(verdict == nil, "\(earlier) turned it down first")
        }
        return (rule.weigh(&candidate, in: sentence), candidate)
    }

    /// Checks what `rule` says of the skill against the row.
    func check(_ rule: any CandidateRule.Type) {
        let (verdict, candidate) = weigh(by: rule)
        #expect(verdict == turnedDown, "\(candidate.candidate.reasons.map(\.reason))")
        if let says { #expect(candidate.candidate.reasons.contains { $0.reason == says }, "\(candidate.candidate.reasons.map(\.reason))") }
    }
}
