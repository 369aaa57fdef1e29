import AgentProtocol

/// Phase two of matching: weighs each skill that hit a keyword by the evidence the
/// sentence gives it, the same way for built-in and registered skills.
///
/// The rules, in the order they are applied, each in a file of its own named for the
/// sentences it handles; the first six weigh each candidate alone, and the first that
/// turns it down ends its weighing:
/// 0. **Like its samples** (`LikeItsSamples`): a sentence like the skill's samples adds points
///    by how like them it is (a built-in's, only among built-ins), and the candidate stands
///    without a keyword.
/// 1. **Word boundaries** (`HitsOnWordBoundaries`): a hit counts on the sentence's word
///    boundaries, outside a quotation or the topic of another task (热 in 热狗 does not).
/// 2. **Acts on the schedule** (`ActsOnTheSchedule`): a look-up or cancellation of what is
///    scheduled stands the skill that does it and turns down those that set a moment.
/// 3. **Request or statement** (`StatementsAskForNothing`): a skill that answers requests
///    only is turned down by a statement, a report or a question about words, unless terse.
/// 4. **Only values** (`ValuesNameNoSkill`): a skill whose hits all lie inside values stands
///    only in a terse sentence, or where the request sets the value (a timer for 4 pm).
/// 5. **Parameter evidence** (`ParameterEvidence`): each needed value read adds
///    `evidencePoints`; one missing turns the skill down unless a request names it, then it asks.
/// 6. **Longer readings** (`LongerReadingsWin`): across the candidates, a needed value inside
///    a longer one another candidate needs turns the shorter reading's skill down.
/// 7. **A set value decides** (`SetValueDecides`): across the candidates, one that would ask for
///    a value of another kind than the request sets yields to one that reads it.
/// The best score that stands wins; equal scores go to the one more like its samples, then to
/// the skill registered first.
public enum MatchDeliberation {
    /// What a needed parameter read from the sentence adds: more than keywords differ by,
    /// so a skill with its evidence beats one without.
    public static let evidencePoints = 10
    /// What a reading of a needed kind adds when it gives no value (a day without a time of day).
    public static let partialPoints = 2
    /// How much content a terse sentence may hold besides keywords, values and filler.
    public static let terseAllowance = 0

    /// Rules 0 to 5, in the order they weigh each candidate.
    static let candidateRules: [any CandidateRule.Type] = [
        LikeItsSamples.self, HitsOnWordBoundaries.self, ActsOnTheSchedule.self, StatementsAskForNothing.self, ValuesNameNoSkill.self,
        ParameterEvidence.self,
    ]

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

    /// Phase one: the skills a keyword of which the sentence hits, and those whose samples it is
    /// like (`likenesses`), in registration order.
    public static func phaseOne(_ matches: [KeywordMatch], likenesses: [Likeness]) -> [KeywordMatch] {
        guard !likenesses.isEmpty else { return matches }
        var merged = matches
        for likeness in likenesses {
            if let at = merged.firstIndex(where: { $0.skill == likeness.skill }) {
                merged[at].likeness = likeness
            } else {
                merged.append(KeywordMatch(skill: likeness.skill, hits: [], patterns: [], lengths: [], likeness: likeness))
            }
        }
        merged.sort { $0.skill < $1.skill }
        return merged
    }

    /// - Parameters:
    ///   - matches: phase one's finding, in registration order.
    ///   - skill: the skill at a registration position.
    ///   - extract: the parameters `skill` reads from the sentence.
    public static func decide(text: String, length: Int, matches: [KeywordMatch], analysis: SentenceAnalysis,
                              skill: (Int) -> any Skill,
                              extract: (any Skill) -> [String: ParameterValue]) -> Decision {
        // The rules read the parameters of the candidates they weigh, within this call only.
        withoutActuallyEscaping(extract) { extract in
            let registered = matches.contains { skill($0.skill).learning != .taughtAhead }
            let sentence = DeliberatedSentence(text: text, length: length, analysis: analysis, extract: extract,
                                               registeredSkillInPlay: registered,
                                               likest: matches.reduce(0) { max($0, $1.likeness?.score ?? 0) })
            var weighed: [WeighedCandidate] = []
            weighed.reserveCapacity(matches.count)
            for match in matches {
                weighed.append(WeighedCandidate(match, skill: skill(match.skill)))
                weigh(&weighed[weighed.count - 1], in: sentence)
            }
            LongerReadingsWin.turnDownShorter(in: &weighed)
            SetValueDecides.turnDownAskers(in: &weighed, analysis: analysis)
            // Those that stand first, each part by score, then registration order. The keys are
            // taken out first: the comparison would otherwise copy candidates out of the array.
            let keys = weighed.map { (stands: $0.stands, score: $0.candidate.score, likeness: $0.match.likeness?.score ?? 0,
                                      position: $0.position) }
            let ranked = keys.indices.sorted { a, b in
                if keys[a].stands != keys[b].stands { return keys[a].stands }
                if keys[a].score != keys[b].score { return keys[a].score > keys[b].score }
                return keys[a].likeness != keys[b].likeness ? keys[a].likeness > keys[b].likeness : keys[a].position < keys[b].position
            }
            let selected = ranked.first.flatMap { weighed[$0].stands ? weighed[$0].parameters : nil }
            return Decision(report: .listing(ranked.map { weighed[$0].candidate }, of: text), parameters: selected ?? [:])
        }
    }

    /// Weighs `candidate` by the candidate rules in turn, until one turns it down.
    private static func weigh(_ candidate: inout WeighedCandidate, in sentence: DeliberatedSentence) {
        for rule in candidateRules {
            if let rejection = rule.weigh(&candidate, in: sentence) {
                candidate.candidate.rejected = rejection
                return
            }
        }
    }
}
