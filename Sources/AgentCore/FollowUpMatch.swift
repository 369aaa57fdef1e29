import AgentProtocol

/// Candidates from the conversation: a follow-up, weighed before the keywords' choice when the
/// sentence holds follow-up words or an operation and after it otherwise (`Agent`), and a retry.
///
/// **Follow-up.** A sentence that only changes a parameter of the last request (那上海呢,
/// 上海的呢, "what about Shanghai?", 再乘以三, 改成十分钟, "make it ten minutes") reuses that
/// request's skill: once its values, its follow-up words and its filler are taken away it has
/// nothing left, and the last skill reads at least one parameter from it
/// (`Skill.followUpParameters`). Those parameters change; the others are inherited. One more
/// item like the last (再来一个五分钟的, "another one for 25") need only have little left in its own
/// clause: another may say what the new one is for (再整一个五分钟的 看着饺子, "another one for 40
/// minutes for the roast"). A sentence
/// that selects a skill by itself (十分钟后提醒我, 上海天气怎么样) never gets here.
///
/// **The schedule in context.** After a request about the schedule, or while it holds items, a cancel or look-up that names
/// no kind of item (把喝水那个删了, 删掉它, 还剩几个) acts on its items.
///
/// **Retry.** A sentence that only asks to try again (再试一次, "try again") runs the failed
/// last request again with the same parameters.
public enum FollowUpMatch {
    /// A candidate and the parameters it runs with.
    public struct Found: Sendable {
        public var candidate: MatchCandidate
        public var parameters: [String: ParameterValue]
    }

    /// The follow-up of `last` that `text` is, if it is one.
    /// - Parameters:
    ///   - analysis: the sentence analysed for the kinds of the last skill's parameters.
    ///   - changed: what the last skill reads from the sentence as a follow-up.
    public static func followUp(of last: LastRequest, by skill: any Skill, text: String, length: Int,
                                analysis: SentenceAnalysis, cues: FollowUpCues,
                                changed: [String: ParameterValue], selectsNothingElse: Bool = false) -> Found? {
        let declared = skill.parameters.map(\.name)
        let changedNames = declared.filter { changed[$0] != nil }
        guard !changedNames.isEmpty else { return nil }
        var covered = cues.words + analysis.readings.map(\.span)
        if let continuation = cues.continuation { covered.append(continuation) }
        // 那上海的天气呢 keeps 天气: more than a changed value, so not a follow-up; a short sentence that
        // selects no skill by itself may keep one word its cues do not know ("and in Paris?" keeps "in").
        let short = analysis.contentLeft(outside: [], inClausesOf: [0..<length], countingUpTo: shortSentence + 1) <= shortSentence
        let allowance = selectsNothingElse && short ? 1 : 0
        // One more item: only its own clause need be the follow-up's (再整一个五分钟的 看着饺子), and
        // after its time it may say in a few words what the new one is for ("another one for 40
        // minutes for the roast", "another at 7:45 just in case"); a bare number says no time
        // (再来一个笑话吧 asks for something else).
        // An opening "and" asks for one more of a timer or an alarm ("and in 2 hours to do rounds"),
        // or is a plain follow-up ("and Jack at 7:15", "and tomorrow?").
        let another = cues.another ?? (setsAMoment(skill) ? cues.openingAnd : nil)
        let counted = cues.another.map { [$0] } ?? [0..<length]
        let plainCovered = covered
        if another != nil, let own = cues.anotherOwn { covered.append(own) }
        func isPlainFollowUp() -> Bool {
            let clauses = asides(around: plainCovered, in: analysis) ?? counted
            return analysis.contentLeft(outside: plainCovered, inClausesOf: clauses, countingUpTo: allowance + 1) <= allowance
        }
        if another != nil, let time = analysis.readings.filter({ Self.timeKinds.contains($0.kind) }).map(\.span.upperBound).max() {
            let fits = analysis.contentLeft(outside: covered + [time..<length], inClausesOf: counted, countingUpTo: 1) == 0
                && analysis.contentLeft(outside: covered, inClausesOf: counted, countingUpTo: anotherItemsOwnWords + 1) <= anotherItemsOwnWords
            guard fits || cues.another == nil && isPlainFollowUp() else { return nil }
        } else {
            guard isPlainFollowUp() else { return nil }
        }
        var parameters = last.parameters
        for name in changedNames { parameters[name] = changed[name] }
        let inherited = declared.filter { last.parameters[$0] != nil && changed[$0] == nil }
        var reasons = [MatchReason("follows up \(last.sentence)")]
        for name in changedNames { reasons.append(MatchReason("\(name) changed", points: MatchDeliberation.evidencePoints)) }
        let spans = covered.sorted { $0.lowerBound != $1.lowerBound ? $0.lowerBound < $1.lowerBound : $0.upperBound > $1.upperBound }
        let confidence = IntentMatcher.coverage(of: spans.map { KeywordHit(keyword: "", start: $0.lowerBound, end: $0.upperBound) },
                                                length: length)
        let candidate = MatchCandidate(
            skill: skill.id, score: reasons.reduce(0) { $0 + $1.points }, confidence: confidence, hits: [], reasons: reasons,
            conversation: ConversationLink(sentence: last.sentence, changed: changedNames, inherited: inherited))
        return Found(candidate: candidate, parameters: parameters)
    }

    /// A cancel or look-up that names no kind of item and leans on `last`, a request about the
    /// schedule (删掉它 after 十分钟后提醒我关火): `skill` acts on the items `last` set or listed.
    public static func scheduleReference(of last: LastRequest, by skill: any Skill) -> Found {
        let candidate = MatchCandidate(
            skill: skill.id, score: MatchDeliberation.evidencePoints, confidence: 1, hits: [],
            reasons: [MatchReason("refers to the schedule of \(last.sentence)", points: MatchDeliberation.evidencePoints)],
            conversation: ConversationLink(sentence: last.sentence, changed: [], inherited: []))
        return Found(candidate: candidate, parameters: [:])
    }

    /// Rule aside: a follow-up may stand beside a clause of its own that says why, in a few words
    /// and with no value in it, after it ("make it 20, im busy", "what about Guangzhou tomorrow?
    /// visiting my sister") or before it (酱不够啦，换成二十五分钟; "the lid won't close, make it 12"):
    /// only the clauses from the first to the last that holds a value (a follow-up word when none
    /// does: "and the day after?") need be the follow-up, when the clauses outside them hold at most
    /// `asideWords` content units, follow-up words among them ("she just moved, what about Seoul").
    private static func asides(around covered: [Range<Int>], in analysis: SentenceAnalysis) -> [Range<Int>]? {
        let clauses = analysis.clauses
        let core = analysis.readings.isEmpty ? covered : analysis.readings.map(\.span)
        guard clauses.count > 1, let start = core.map(\.lowerBound).min(), let end = core.map(\.upperBound).max(),
              let first = clauses.firstIndex(where: { $0.upperBound > start }),
              let last = clauses.lastIndex(where: { $0.lowerBound < end }), first > 0 || last < clauses.count - 1
        else { return nil }
        let outside = Array(clauses[..<first]) + Array(clauses[(last + 1)...])
        guard analysis.contentLeft(outside: [], inClausesOf: outside, countingUpTo: asideWords + 1) <= asideWords else { return nil }
        return Array(clauses[first...last])
    }

    /// Whether `skill` needs a moment to set (a duration, a clock time): a timer's, an alarm's.
    private static func setsAMoment(_ skill: any Skill) -> Bool {
        skill.evidence.needs.contains { name in
            skill.parameters.first { $0.name == name }.map { $0.kind == .duration || $0.kind == .clockTime } ?? false
        }
    }

    /// The content units an aside after a follow-up may hold ("the lift's broke again").
    static let asideWords = 6

    /// The content units one more item may say of itself after its time ("for the roast", "just in case").
    static let anotherItemsOwnWords = 3
    /// The readings that say when an item is due.
    private static let timeKinds: Set<ParameterKind> = [.duration, .clockTime, .date, .recurrence]

    /// Sentences of at most this many content units (an ideograph, an English word, a number) are
    /// short: a follow-up that selects nothing by itself may keep one word of its own.
    static let shortSentence = 6

    /// The failed `last` request run again, as the sentence `text` asks.
    public static func retry(of last: LastRequest, by skill: any Skill) -> Found {
        let inherited = skill.parameters.map(\.name).filter { last.parameters[$0] != nil }
        let candidate = MatchCandidate(
            skill: skill.id, score: MatchDeliberation.evidencePoints, confidence: 1, hits: [],
            reasons: [MatchReason("retries \(last.sentence)", points: MatchDeliberation.evidencePoints)],
            conversation: ConversationLink(sentence: last.sentence, retry: true, changed: [], inherited: inherited))
        return Found(candidate: candidate, parameters: last.parameters)
    }
}
