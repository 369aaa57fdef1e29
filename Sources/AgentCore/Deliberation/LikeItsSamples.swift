import AgentProtocol

/// Rule 0, like its samples: a sentence the skill's samples taught the language side to know
/// (`Understanding.likeness`) adds `points(for:)` its likeness (a built-in's only while no
/// registered skill is in play), with the reason naming the
/// likeness and the features that carried it ("like its samples 0.62 (想听, 歌)"), and makes the
/// skill a candidate without a keyword. It never turns a candidate down: the other rules weigh
/// a learned candidate as any other.
enum LikeItsSamples: CandidateRule {
    static func weigh(_ candidate: inout WeighedCandidate, in sentence: DeliberatedSentence) -> String? {
        guard let likeness = candidate.match.likeness else { return nil }
        // A built-in's likeness ranks the built-ins among themselves ("set the timer for me" is
        // the timer's, not the clock's). Against a registered skill in play it adds nothing: its
        // points would outweigh a skill that its author wrote for the sentence (an umbrella skill
        // for 明天下雨要带雨伞吗), which the built-ins' model has never seen.
        let points = candidate.skill.learning == .taughtAhead && sentence.registeredSkillInPlay ? 0 : points(for: likeness.score)
        candidate.add(MatchReason(reason(for: likeness), points: points))
        return nil
    }

    /// "like its samples 0.62 (想听, 歌)": the string grown once, in place.
    static func reason(for likeness: Likeness) -> String {
        var reason = "like its samples "
        reason.reserveCapacity(24 + likeness.because.reduce(0) { $0 + $1.utf8.count + 2 })
        reason += likeness.score.description
        for (i, feature) in likeness.because.enumerated() {
            reason += i == 0 ? " (" : ", "
            reason += feature
        }
        if !likeness.because.isEmpty { reason += ")" }
        return reason
    }

    /// A likeness as strong as the skill's own samples have (the model learns each to score 1
    /// or more): enough for a skill that has keywords to stand on its samples alone, and for any
    /// to stand against the rules' missing cues (`WeighedCandidate.isConfidentlyLikeItsSamples`).
    static let confident = 0.8

    /// How like a built-in's samples a sentence with none of its words must be for them to name
    /// the skill (`WeighedCandidate.samplesNameIt(in:)`): chosen on CLINC150's routing lines, 5-fold
    /// cross-validated (0.5 to 0.8 swept): 0.6 takes 11 more of their 637 in-domain lines than
    /// 0.8 for one more of their 2,415 lines of no skill; 0.5 starts to take SMP2017's chat.
    static let namesBuiltin = 0.6

    /// Ten points for a likeness of 1: as much as a needed value read (`evidencePoints`), more
    /// than most keywords' lengths.
    static func points(for score: Double) -> Int {
        Int((score * Double(MatchDeliberation.evidencePoints)).rounded())
    }
}
