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
        candidate.add(MatchReason("like its samples \(likeness.score)\(because)", points: points(for: likeness.score)))
        return nil
    }

    /// Ten points for a likeness of 1: as much as a needed value read (`evidencePoints`), more
    /// than most keywords' lengths.
    static func points(for score: Double) -> Int {
        Int((score * Double(MatchDeliberation.evidencePoints)).rounded())
    }
}
