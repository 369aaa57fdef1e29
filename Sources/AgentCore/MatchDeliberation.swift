import AgentProtocol

/// Phase two of matching: weighs each skill that hit a keyword by the evidence the
/// sentence gives it, the same way for built-in and registered skills.
///
/// In order, for each candidate:
/// 1. **Word boundaries.** A hit counts only when it begins and ends on the sentence's
///    word boundaries and lies outside a quotation (and, for a skill that answers requests,
///    outside the topic of another task): 热 in 热狗, 乘 in 乘客, 晴 in 《晴天》 count for nothing. Each distinct keyword that counts
///    adds its length in characters. A skill whose hits all fail is turned down
///    ("热 inside 热狗"); so is one an exclude keyword hit ("excluded by 几点").
/// 2. **Request or statement.** A skill that answers requests only is turned down by a
///    statement ("我一般六点半下班") or a question about words, unless the sentence is
///    terse: nothing but its keywords, values and filler ("倒计时30分钟", "北京天气").
/// 3. **Only values.** A skill whose counting hits all lie inside values the sentence
///    names (七点 in 七点半, 分钟 in 五分钟) is named by no keyword: it stands only in a terse
///    sentence ("明早六点半"), not in a request for something else ("帮我订今晚七点的位子").
/// 4. **Parameter evidence.** Each parameter the skill needs that the sentence yields adds
///    `evidencePoints`, and so does needing none, so a skill that must ask for a value
///    loses against one that need not (a reading of its kind without a value, such as a
///    day without a time, adds `partialPoints`); one that is missing turns the skill down ("no duration"),
///    unless the sentence is a request (or terse) that names the skill with a keyword
///    outside any value (提醒我, 闹钟): then it is chosen and asks for the value.
/// 5. **Acts on the schedule.** A sentence that looks up or cancels what is scheduled
///    (我有哪些闹钟, 取消明天早上的闹钟, "cancel my 7am alarm") turns down every skill that needs a
///    moment to set (a duration, a clock time): its times say which items, not when. A skill
///    whose evidence names that act stands on it (it is the request, and adds `evidencePoints`);
///    one that names another act, or a sentence with no act on the schedule, turns it down.
/// 6. **Longer readings.** A needed value read inside a longer value another candidate
///    needs (三点 in the expression 三点一四乘二) turns the shorter reading's skill down.
/// The best score that stands wins; equal scores go to the skill registered first.
public enum MatchDeliberation {
    /// What a needed parameter read from the sentence adds: more than keywords differ by,
    /// so a skill with its evidence beats one without.
    public static let evidencePoints = 10
    /// What a reading of a needed kind adds when it gives no value (a day without a time of day).
    public static let partialPoints = 2
    /// How much content a terse sentence may hold besides keywords, values and filler.
    public static let terseAllowance = 0

    /// - Parameters:
    ///   - matches: phase one's finding, in registration order.
    ///   - skill: the skill at a registration position.
    ///   - extract: the parameters `skill` reads from the sentence.
    /// The report, and the parameters read for the selected skill while weighing its
    /// evidence (so they are read once).
    public struct Decision: Sendable {
        public init(report: MatchReport, parameters: [String: ParameterValue]) {
            self.report = report
            self.parameters = parameters
        }

        public var report: MatchReport
        public var parameters: [String: ParameterValue]
    }

    public static func decide(text: String, length: Int, matches: [KeywordMatch], analysis: SentenceAnalysis,
                              skill: (Int) -> any Skill,
                              extract: (any Skill) -> [String: ParameterValue]) -> Decision {
        var standing: [Weighed] = []
        var turnedDown: [Weighed] = []
        for match in matches {
            let weighed = weigh(match, in: text, skill: skill(match.skill), length: length, analysis: analysis,
                                extract: extract)
            if weighed.candidate.rejected == nil { standing.append(weighed) } else { turnedDown.append(weighed) }
        }
        rejectShorterReadings(in: &standing, into: &turnedDown)
        standing.sort { $0.candidate.score != $1.candidate.score ? $0.candidate.score > $1.candidate.score : $0.position < $1.position }
        turnedDown.sort { $0.candidate.score != $1.candidate.score ? $0.candidate.score > $1.candidate.score : $0.position < $1.position }
        return Decision(report: .listing((standing + turnedDown).map(\.candidate), of: text),
                        parameters: standing.first?.parameters ?? [:])
    }

    private struct Weighed {
        var position: Int
        var candidate: MatchCandidate
        var parameters: [String: ParameterValue]
        /// Where the needed values were read, for the longer-reading rule.
        var evidence: [Range<Int>]
    }

    private static func weigh(_ match: KeywordMatch, in text: String, skill: any Skill, length: Int,
                              analysis: SentenceAnalysis,
                              extract: (any Skill) -> [String: ParameterValue]) -> Weighed {
        let neededKinds = skill.evidence.needs.compactMap { name in skill.parameters.first { $0.name == name }?.kind }
        let neededSpans = analysis.readings.filter { neededKinds.contains($0.kind) }.map(\.span)
        var reasons: [MatchReason] = []
        var counting: [KeywordHit] = []
        var countedPatterns: [Int] = []
        var firstFailure: String?
        for (i, hit) in match.hits.enumerated() {
            let span = hit.start..<hit.end
            if let shield = analysis.shield(over: span, answersRequestsOnly: skill.evidence.answersRequestsOnly) {
                let why = "\(hit.keyword) \(shield.reason)"
                firstFailure = firstFailure ?? why
                if !reasons.contains(where: { $0.reason == why }) { reasons.append(MatchReason(why)) }
                continue
            }
            // A hit inside a value the skill needs counts: the reader that understood
            // 三减负五 knows 减 is no part of 减负.
            let insideNeededValue = neededSpans.contains { $0.lowerBound <= hit.start && hit.end <= $0.upperBound }
            if !insideNeededValue, let word = analysis.wordCut(by: span) {
                let why = "\(hit.keyword) inside \(MatchText.substring(of: text, scalars: word))"
                firstFailure = firstFailure ?? why
                if !reasons.contains(where: { $0.reason == why }) { reasons.append(MatchReason(why)) }
                continue
            }
            counting.append(hit)
            if !countedPatterns.contains(match.patterns[i]) {
                countedPatterns.append(match.patterns[i])
                reasons.append(MatchReason("keyword \(hit.keyword)", points: match.lengths[i]))
            }
        }
        var weighed = Weighed(position: match.skill, candidate: MatchCandidate(
            skill: skill.id, score: reasons.reduce(0) { $0 + $1.points },
            confidence: IntentMatcher.coverage(of: counting, length: length), hits: match.hits, reasons: reasons),
            parameters: [:], evidence: [])
        func turnDown(_ why: String) -> Weighed {
            weighed.candidate.rejected = why
            return weighed
        }
        if let exclude = match.excludedBy { return turnDown("excluded by \(exclude)") }
        guard !counting.isEmpty else { return turnDown(firstFailure ?? "no keyword") }

        let evidence = skill.evidence
        // A report (下雨了, 好热) is a statement however few words it has. Only a skill with
        // evidence to weigh asks, so a skill with none pays nothing for it.
        lazy var terse: Bool = {
            let hitSpans = counting.map { $0.start..<$0.end }
            // Values are context for every skill; an expression only for a skill that reads one.
            let readsExpressions = skill.parameters.contains { $0.kind == .expression }
            let values = analysis.readings.filter { $0.kind != .expression || readsExpressions }.map(\.span)
            return !analysis.mood.reports
                && analysis.contentLeft(outside: hitSpans + values, inClausesOf: hitSpans) <= terseAllowance
        }()
        var actsOnSchedule = false
        if let request = analysis.scheduleRequest {
            let says = "\(request.cue) \(request.act == .cancel ? "cancels" : "looks up") the schedule"
            if let own = evidence.schedule {
                guard own == request.act else { return turnDown(says) }
                // The act is the request, and what the skill needs: as a needed value read.
                weighed.candidate.reasons.append(MatchReason(says, points: evidencePoints))
                weighed.candidate.score += evidencePoints
                actsOnSchedule = true
            } else if neededKinds.contains(.duration) || neededKinds.contains(.clockTime) {
                // 取消明天早上的闹钟: the time names the item to cancel, not a moment to set.
                return turnDown(says)
            }
        } else if evidence.schedule != nil {
            return turnDown("names no act on the schedule")
        }
        if evidence.answersRequestsOnly, !actsOnSchedule {
            switch analysis.mood {
            case let .request(cue): weighed.candidate.reasons.append(MatchReason("request \(cue)"))
            case let .question(cue): weighed.candidate.reasons.append(MatchReason("question \(cue)"))
            case .aboutWords: return turnDown("asks about words")
            case let .report(cue): return turnDown("reports (\(cue))")
            case .statement:
                guard terse else { return turnDown("statement") }
                weighed.candidate.reasons.append(MatchReason("terse request"))
            }
        }

        // A keyword outside every value names the skill itself (提醒我, 闹钟), not a value (分钟, 七点,
        // 明天). An operator inside an expression still names the sum it asks for.
        lazy var names: Bool = {
            let quantities = analysis.readings.filter { $0.kind != .expression }.map(\.span)
            return counting.contains { hit in !quantities.contains { $0.lowerBound <= hit.start && hit.end <= $0.upperBound } }
        }()
        if evidence.answersRequestsOnly, !names, !terse {
            // "帮我订今晚七点半的位子": a time in a request for something else.
            return turnDown("only values")
        }

        let parameters = extract(skill)
        weighed.parameters = parameters
        var missing: [String] = []
        for name in evidence.needs {
            guard let parameter = skill.parameters.first(where: { $0.name == name }) else { continue }
            if parameters[name] != nil {
                weighed.candidate.reasons.append(MatchReason("\(name) read", points: evidencePoints))
                weighed.candidate.score += evidencePoints
                if let reading = analysis.reading(of: parameter.kind) { weighed.evidence.append(reading.span) }
            } else if analysis.reading(of: parameter.kind) != nil {
                // 周五提醒我还书: a day, but no time of day yet.
                missing.append(name)
                weighed.candidate.reasons.append(MatchReason("\(name) partly read", points: partialPoints))
                weighed.candidate.score += partialPoints
            } else {
                missing.append(name)
            }
        }
        if evidence.needs.isEmpty {
            // On equal footing with a skill whose needed values are all read.
            weighed.candidate.reasons.append(MatchReason("needs nothing", points: evidencePoints))
            weighed.candidate.score += evidencePoints
        }
        if let first = missing.first {
            // Asking back needs a request that names the skill: a question about an alarm
            // clock ("这种闹钟有用吗") asks for no alarm.
            let requested = if case .request = analysis.mood { true } else { terse }
            guard names, requested else { return turnDown("no \(first)") }
            weighed.candidate.reasons.append(MatchReason("no \(first): will ask"))
        }
        return weighed
    }

    /// Turns down a candidate whose needed value lies strictly inside another standing
    /// candidate's longer one: 三点 is no clock time inside the expression 三点一四乘二.
    private static func rejectShorterReadings(in standing: inout [Weighed], into turnedDown: inout [Weighed]) {
        // Most sentences have one candidate or none that read a needed value.
        guard standing.count(where: { !$0.evidence.isEmpty }) > 1 else { return }
        var keep: [Weighed] = []
        for candidate in standing {
            let longer = standing.lazy.flatMap(\.evidence).first { outer in
                candidate.evidence.contains { inner in
                    outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound && outer.count > inner.count
                }
            }
            if longer != nil {
                var rejected = candidate
                rejected.candidate.rejected = "inside a longer reading"
                turnedDown.append(rejected)
            } else {
                keep.append(candidate)
            }
        }
        standing = keep
    }
}
