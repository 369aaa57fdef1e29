import AgentProtocol

/// One skill that hit a keyword, as the rules of `MatchDeliberation` weigh it: what phase one
/// found, and what the rules have found so far (its reasons, the hits that count, the
/// parameters read). A rule adds its reasons here, or says why the candidate is turned down.
struct WeighedCandidate {
    /// The skill's registration position: equal scores go to the first.
    let position: Int
    let skill: any Skill
    let evidence: SkillEvidence
    let match: KeywordMatch
    /// What the `match` event lists; its score is the sum of its reasons' points.
    var candidate: MatchCandidate
    /// The hits that count (`HitsOnWordBoundaries`), sorted by start.
    var counting: [KeywordHit] = []
    /// Set when the skill does what the sentence asks of the schedule (`ActsOnTheSchedule`).
    var actsOnSchedule = false
    /// The parameters read for the skill (`ParameterEvidence`).
    var parameters: [String: ParameterValue] = [:]
    /// Where its needed values were read (`ParameterEvidence`), for `LongerReadingsWin`.
    var valuesRead: [Range<Int>] = []
    /// The needed parameter it will ask for, when it stands without one (`ParameterEvidence`).
    var asksFor: String?
    private var terseFound: Bool?
    private var namesFound: Bool?

    init(_ match: KeywordMatch, skill: any Skill) {
        position = match.skill
        self.skill = skill
        evidence = skill.evidence
        self.match = match
        candidate = MatchCandidate(skill: skill.id, score: 0, confidence: 0, hits: match.hits)
        // Grown one by one by the rules: room for the usual few at once.
        candidate.reasons.reserveCapacity(match.hits.count + 4)
        counting.reserveCapacity(match.hits.count)
    }

    /// Whether no rule has turned the candidate down.
    var stands: Bool { candidate.rejected == nil }

    /// Adds `reason` and its points.
    mutating func add(_ reason: MatchReason) {
        candidate.reasons.append(reason)
        candidate.score += reason.points
    }

    /// Whether the sentence is as like the skill's samples as they are themselves
    /// (`LikeItsSamples.confident`): then it asks what they ask, as they ask it, though it says
    /// so in no words the rules know ("i gotta have a 10 minute timer", "what do i want to remember").
    var isConfidentlyLikeItsSamples: Bool { (match.likeness?.score ?? 0) >= LikeItsSamples.confident }

    /// Whether every feature that carried the likeness lies inside `spans` of the sentence: then it
    /// says no more than those words do ("i keep forgetting to set reminders" is like the schedule's
    /// samples by "reminders" alone).
    func isLike(onlyBy spans: [Range<Int>], in sentence: DeliberatedSentence) -> Bool {
        guard let because = match.likeness?.because, !because.isEmpty else { return true }
        // Folded as the features are (鬧鐘 as 闹钟, Timer as timer).
        let folded = MatchText.unicodeScalars(of: sentence.text)
        let words = spans.compactMap { span in
            span.upperBound <= folded.count ? String(String.UnicodeScalarView(folded[span])) : nil
        }
        return because.allSatisfy { feature in words.contains { $0.contains(feature) } }
    }

    /// Whether its samples name the skill as a keyword would: the likeness of a skill learned from
    /// its samples; of a built-in (taught ahead), whose keywords are the whole vocabulary its
    /// rules were written for, a confident likeness (现在是两点了吗), or one of
    /// `LikeItsSamples.namesBuiltin` or more in a sentence that says more than values ("what's
    /// today's high and low"; 明天呢 is a little like a weather question, but names no weather).
    func samplesNameIt(in analysis: SentenceAnalysis) -> Bool {
        guard let likeness = match.likeness else { return false }
        return skill.learning == .fromSamples || isConfidentlyLikeItsSamples
            || (likeness.score >= LikeItsSamples.namesBuiltin && saysMoreThanValues(in: analysis))
    }

    /// Whether the sentence holds content besides its values (an expression aside: its operators
    /// name a sum) and filler.
    private func saysMoreThanValues(in analysis: SentenceAnalysis) -> Bool {
        var values: [Range<Int>] = []
        for reading in analysis.readings where reading.kind != .expression { values.append(reading.span) }
        return analysis.contentLeft(outside: values, inClausesOf: analysis.clauses, countingUpTo: 1) > 0
    }

    private var readsExpressions: Bool { skill.parameters.contains { $0.kind == .expression } }

    private func readsExpression(in analysis: SentenceAnalysis) -> Bool {
        readsExpressions && analysis.readings.contains { $0.kind == .expression }
    }

    /// A counting hit that asks what values come to (好多钱, 一年好多: `SkillEvidence.valueQuestions`)
    /// where a value the skill needs is read: there it asks, whatever the mood reads of the rest.
    func valueQuestionBesideItsValue(in analysis: SentenceAnalysis) -> String? {
        guard readsNeededValue(in: analysis) else { return nil }
        return counting.first { evidence.valueQuestions.contains($0.keyword) }?.keyword
    }

    /// Whether the sentence holds a value of a kind the skill needs.
    private func readsNeededValue(in analysis: SentenceAnalysis) -> Bool {
        analysis.readings.contains { needs($0.kind) }
    }

    /// Whether the skill needs a parameter of `kind`.
    func needs(_ kind: ParameterKind) -> Bool {
        evidence.needs.contains { name in skill.parameters.first { $0.name == name }?.kind == kind }
    }

    /// Whether the sentence is terse for this skill: the clauses of its counting hits hold
    /// nothing but those hits, values and filler ("倒计时30分钟", "北京天气"), or no more than
    /// `MatchDeliberation.terseAllowance` besides. A report (下雨了, 好热) is never terse,
    /// however few words it has.
    mutating func isTerse(in analysis: SentenceAnalysis) -> Bool {
        if let terseFound { return terseFound }
        // Without a counting hit (a candidate by its samples alone) there are no clauses to be terse,
        // unless an expression the skill reads stands in for one ("half of 50" names no operator word).
        guard !counting.isEmpty || readsExpression(in: analysis) else {
            terseFound = false
            return false
        }
        let found = !analysis.mood.reports && contentBeside(termHits(in: analysis), in: analysis) <= MatchDeliberation.terseAllowance
        terseFound = found
        return found
    }

    /// Whether the clauses of its words hold nothing but them and values, not even filler or
    /// someone named, one of its words naming it outside the values, and the sentence's report
    /// stands in another clause: "計時器三分鐘" of "計時器三分鐘，泡麵啦" (not "我都得六点半起床" of
    /// "…，太痛苦了", nor "失眠到三點", where the only word is a value).
    mutating func isBareBesideItsReport(in analysis: SentenceAnalysis) -> Bool {
        guard analysis.mood.reports, !counting.isEmpty, namesSkill(in: analysis) else { return false }
        let hits = termHits(in: analysis)
        let namesSomeone = analysis.clauses.contains { clause in
            hits.contains { clause.overlaps($0) } && analysis.persons.contains { clause.overlaps($0) }
        }
        return !namesSomeone && !analysis.reports(inClausesOf: hits) && contentBeside(hits, in: analysis, countingFiller: true) == 0
    }

    /// Whether a counting hit lies outside every value (提醒我, 闹钟), so names the skill itself
    /// rather than a value (分钟, 七点, 明天). An operator inside an expression still names the
    /// sum it asks for; a question for what values come to (多少钱, `SkillEvidence.valueQuestions`)
    /// only beside a value the skill needs. Where none of its words stands, its samples may name it
    /// (`samplesNameIt(in:)`); where they all stand inside values (明天 of "get me a taxi at 6
    /// tomorrow"), those decide.
    mutating func namesSkill(in analysis: SentenceAnalysis) -> Bool {
        if let namesFound { return namesFound }
        let found = counting.isEmpty ? samplesNameIt(in: analysis) : counting.contains { hit in
            !analysis.readings.contains { reading in
                reading.kind != .expression && reading.span.lowerBound <= hit.start && hit.end <= reading.span.upperBound
            } && (!evidence.valueQuestions.contains(hit.keyword) || readsNeededValue(in: analysis))
        }
        namesFound = found
        return found
    }

    /// Where the sentence names the skill: its counting hits and, for a skill that reads one, an
    /// expression (values are context for every skill; an expression only for a skill that reads
    /// one, and there it is a hit of its own).
    private func termHits(in analysis: SentenceAnalysis) -> [Range<Int>] {
        var hits: [Range<Int>] = []
        hits.reserveCapacity(counting.count)
        for hit in counting { hits.append(hit.start..<hit.end) }
        if readsExpressions {
            for reading in analysis.readings where reading.kind == .expression { hits.append(reading.span) }
        }
        return hits
    }

    /// The content units the clauses of `hits` hold besides them, the values and (unless
    /// `countingFiller`) the filler, counted up to one past the terse allowance.
    private func contentBeside(_ hits: [Range<Int>], in analysis: SentenceAnalysis, countingFiller: Bool = false) -> Int {
        let readsExpressions = readsExpressions
        var covered = hits
        covered.reserveCapacity(hits.count + analysis.readings.count)
        for reading in analysis.readings where reading.kind != .expression || readsExpressions {
            covered.append(reading.span)
        }
        return analysis.contentLeft(outside: covered, inClausesOf: hits, countingFiller: countingFiller,
                                    countingUpTo: MatchDeliberation.terseAllowance + 1)
    }
}
