@testable import AgentCore
import AgentProtocol
import Testing

/// Rule 0: a sentence like a skill's samples adds points by its likeness and makes the skill a
/// candidate without a keyword; the other rules then weigh it as any other.
struct LikeItsSamplesTests {
    private static func like(_ score: Double, _ because: [String]) -> Likeness {
        Likeness(skill: 0, score: score, because: because)
    }

    @Test(arguments: [
        // A candidate by its samples alone: the reason names the likeness and what carried it.
        RuleCase(words: "来点/音乐/吧", skill: "music", says: "like its samples 0.62 (音乐, 来点)",
                 likeness: like(0.62, ["音乐", "来点"])),
        RuleCase(words: "i/ /want/ /some/ /music", skill: "music", says: "like its samples 0.4 (music)",
                 likeness: like(0.4, ["music"])),
        // With a keyword as well, both count.
        RuleCase(words: "放歌/给/我/听", skill: "music", says: "like its samples 0.9 (放歌)", likeness: like(0.9, ["放歌"])),
    ])
    func aLikenessAddsItsReason(_ row: RuleCase) { row.check(LikeItsSamples.self) }

    /// Ten points for a likeness of 1, rounded: a needed value read is worth as much.
    @Test(arguments: [(0.62, 6), (0.35, 4), (1.0, 10), (1.34, 13)])
    func pointsFollowTheLikeness(score: Double, points: Int) {
        #expect(LikeItsSamples.points(for: score) == points)
    }

    /// A candidate by its samples has no hit, yet stands on word boundaries; one with neither
    /// hit nor likeness is no candidate at all.
    @Test(arguments: [
        RuleCase(words: "来点/音乐/吧", skill: "music", likeness: like(0.62, ["音乐"])),
        RuleCase(words: "放/首/歌", skill: "music", likeness: like(0.5, ["歌"])),
    ])
    func standsWithoutAKeyword(_ row: RuleCase) { row.check(HitsOnWordBoundaries.self) }

    /// A likeness names the skill as a keyword would: a request for it without its value asks.
    @Test(arguments: [
        RuleCase(words: "帮/我/烧/壶/开水", skill: "kettle.at", mood: .request(cue: "帮我"), says: "no time: will ask",
                 likeness: like(0.7, ["开水"])),
        RuleCase(words: "开水/好/烫", skill: "kettle.at", turnedDown: "no time", likeness: like(0.5, ["开水"])),
    ])
    func aLikenessNamesTheSkill(_ row: RuleCase) { row.check(ParameterEvidence.self) }

    /// Equal points go to the candidate more like its samples, then to the first registered.
    @Test func equalPointsGoToTheCloserLikeness() {
        let music = ruleSkills["music"]!
        let echo = EvidenceSkill(id: "song", keywords: ["唱歌"], evidence: .none)
        let matches = MatchDeliberation.phaseOne([], likenesses: [
            Likeness(skill: 0, score: 0.61, because: ["歌"]), Likeness(skill: 1, score: 0.64, because: ["歌"]),
        ])
        let analysis = RuleCase(words: "来/首/歌", skill: "music").analysis
        let decision = MatchDeliberation.decide(text: "来首歌", length: 3, matches: matches, analysis: analysis,
                                                skill: { $0 == 0 ? music : echo }, extract: { _ in [:] })
        #expect(decision.report.candidates.map(\.score) == [16, 16])
        #expect(decision.report.selected == "song")
    }

    /// Phase one keeps registration order, a likeness joining the keyword match of its skill.
    @Test func phaseOneMergesByRegistration() {
        let keyword = KeywordMatch(skill: 1, hits: [KeywordHit(keyword: "歌", start: 2, end: 3)], patterns: [0], lengths: [1])
        let merged = MatchDeliberation.phaseOne([keyword], likenesses: [
            Likeness(skill: 2, score: 0.5, because: []), Likeness(skill: 1, score: 0.7, because: []),
            Likeness(skill: 0, score: 0.4, because: []),
        ])
        #expect(merged.map(\.skill) == [0, 1, 2])
        #expect(merged[1].hits.count == 1 && merged[1].likeness?.score == 0.7)
        #expect(merged[0].hits.isEmpty && merged[2].likeness?.score == 0.5)
    }
}
