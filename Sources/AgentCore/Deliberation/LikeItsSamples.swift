import AgentProtocol

/// Rule 0, like its samples: a sentence the skill's samples taught the language side to know
/// (`Understanding.likeness`) adds `points(for:)` its likeness, with the reason naming the
/// likeness and the features that carried it ("like its samples 0.62 (想听, 歌)"), and makes the
/// skill a candidate without a keyword. It never turns a candidate down: the other rules weigh
/// a learned candidate as any other.
enum LikeItsSamples: CandidateRule {
    static func weigh(_ candidate: inout WeighedCandidate, in sentence: DeliberatedSentence) -> String? {
        guard let likeness = candidate.match.likeness else { return nil }
        let because = likeness.because.isEmpty ? "" : " (" + likeness.because.joined(separator: ", ") + ")"
        // A built-in's likeness decides whether it stands, not how it ranks: its points would
        // outweigh a registered skill that its author wrote for the sentence (an umbrella skill
        // for 明天下雨要带雨伞吗), which the built-in's model has never seen.
        let points = candidate.skill.learning == .taughtAhead ? 0 : points(for: likeness.score)
        candidate.add(MatchReason("like its samples \(likeness.score)\(because)", points: points))
        return nil
    }

    /// A likeness as strong as the skill's own samples have (the model learns each to score 1
    /// or more): enough for a skill that has keywords to stand on its samples alone, and for any
    /// to stand against the rules' missing cues (`WeighedCandidate.isConfidentlyLikeItsSamples`).
    static let confident = 0.8

    /// Ten points for a likeness of 1: as much as a needed value read (`evidencePoints`), more
    /// than most keywords' lengths.
    static func points(for score: Double) -> Int {
        Int((score * Double(MatchDeliberation.evidencePoints)).rounded())
    }
}
