import AgentCore
import AgentProtocol
import FoundationEssentials
import TestSupport
import Testing

struct RegistrationAndSelftestTests {
    private func agent(_ skills: [any Skill]) -> Agent {
        Agent(skills: skills, understanding: FakeUnderstanding())
    }

    private func registered(_ skill: any Skill, with agent: inout Agent) -> Registration? {
        guard case let .emit(.registered(registration)) = agent.step(.registerRequested(skill)).first else { return nil }
        return registration
    }

    @Test func registerReportsTheOtherSkillsSharingAKeywordSorted() {
        var agent = agent([TestSkill("z.weather", keywords: ["天气"]), TestSkill("a.rain", keywords: ["下雨", "weather"]),
                           TestSkill("m.clock", keywords: ["几点"])])
        // Lowercased and width-folded as the matcher folds them: "ＷＥＡＴＨＥＲ" is "weather".
        let registration = registered(TestSkill("new", keywords: ["ＷＥＡＴＨＥＲ", "天气"]), with: &agent)
        #expect(registration == Registration(skill: "new", replaced: false, conflicts: ["a.rain", "z.weather"]))
    }

    @Test func aSkillReplacedDoesNotConflictWithItself() {
        var agent = agent([TestSkill("a", keywords: ["天气"])])
        #expect(registered(TestSkill("a", keywords: ["天气"]), with: &agent) == Registration(skill: "a", replaced: true, conflicts: []))
    }

    @Test func excludeKeywordsAreNotConflicts() {
        var agent = agent([TestSkill("a", keywords: ["闹钟"], excludes: ["天气"])])
        #expect(registered(TestSkill("b", keywords: ["天气"]), with: &agent)?.conflicts == [])
    }

    @Test func selftestChecksSamplesAndNegativeSamplesInRegistrationOrder() {
        var timer = TestSkill("timer", keywords: ["分钟"])
        timer.samples = ["五分钟后", "几点"]
        timer.negativeSamples = ["现在几点"]
        var clock = TestSkill("clock", keywords: ["几点"])
        clock.negativeSamples = ["几分钟"]
        var agent = agent([timer, clock])
        let before = agent.status
        let report = agent.selftest(at: Date(timeIntervalSince1970: 0), in: .utc)
        #expect(report == SelftestReport(results: [
            .init(skill: "timer", sample: "五分钟后", expect: .select, selected: "timer", passed: true),
            .init(skill: "timer", sample: "几点", expect: .select, selected: "clock", passed: false),
            .init(skill: "timer", sample: "现在几点", expect: .reject, selected: "clock", passed: true),
            .init(skill: "clock", sample: "几分钟", expect: .reject, selected: "timer", passed: true),
        ]))
        #expect(report.passed == 3 && report.failed == 1)
        #expect(agent.status == before)  // nothing ran, no history
    }

    @Test func selftestOfNoSamplesIsEmpty() {
        var agent = agent([TestSkill("a", keywords: ["x"])])
        #expect(agent.selftest(at: Date(timeIntervalSince1970: 0), in: .utc) == SelftestReport(results: []))
    }
}
