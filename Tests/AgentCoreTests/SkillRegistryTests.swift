import AgentCore
import AgentProtocol
import TestSupport
import Testing

struct SkillRegistryTests {
    private let timer = TestSkill("timer.set", keywords: ["倒计时"])
    private let weather = TestSkill("weather.query", keywords: ["天气"])
    private let clock = TestSkill("clock.now", keywords: ["几点"])

    @Test func registerAppendsInOrder() {
        var registry = SkillRegistry()
        #expect(registry.register(timer) == false)
        #expect(registry.register(weather) == false)
        #expect(registry.skills.map(\.id) == ["timer.set", "weather.query"])
        #expect(registry.skill(withID: "weather.query")?.keywords == ["天气"])
        #expect(registry.skill(withID: "alarm.set") == nil)
    }

    @Test func registeringAnIDAgainReplacesInPlace() {
        var registry = SkillRegistry([timer, weather, clock])
        #expect(registry.register(TestSkill("weather.query", keywords: ["下雨"])) == true)
        #expect(registry.skills.map(\.id) == ["timer.set", "weather.query", "clock.now"])
        #expect(registry.skill(withID: "weather.query")?.keywords == ["下雨"])
    }

    @Test func aReplacedSkillKeepsItsTieBreakingRank() {
        var registry = SkillRegistry([TestSkill("first", keywords: ["提醒"]), TestSkill("second", keywords: ["提醒"])])
        registry.register(TestSkill("first", keywords: ["提醒", "x"]))
        #expect(twoPhaseMatch("提醒", registry.skills).candidates.map(\.skill) == ["first", "second"])
    }

    @Test func unregisterRemovesAndLaterLookupsStillWork() {
        var registry = SkillRegistry([timer, weather, clock])
        #expect(registry.unregister("timer.set") == true)
        #expect(registry.skills.map(\.id) == ["weather.query", "clock.now"])
        #expect(registry.skill(withID: "timer.set") == nil)
        #expect(registry.skill(withID: "weather.query")?.id == "weather.query")
        #expect(registry.skill(withID: "clock.now")?.id == "clock.now")
        #expect(registry.unregister("timer.set") == false)
        // Positions stay right after a removal: a replacement lands where it should.
        #expect(registry.register(TestSkill("clock.now", keywords: ["时间"])) == true)
        #expect(registry.skills.map(\.id) == ["weather.query", "clock.now"])
        #expect(registry.skill(withID: "clock.now")?.keywords == ["时间"])
        #expect(registry.register(timer) == false)
        #expect(registry.skills.map(\.id) == ["weather.query", "clock.now", "timer.set"])
    }

    @Test func unregisteringAnUnknownIDChangesNothing() {
        var registry = SkillRegistry([timer])
        #expect(registry.unregister("nope") == false)
        #expect(registry.skills.map(\.id) == ["timer.set"])
    }

    @Test func theMatcherFollowsEveryChange() {
        var registry = SkillRegistry([timer])
        #expect(twoPhaseMatch("北京天气", registry.skills).selected == nil)
        registry.register(weather)
        #expect(twoPhaseMatch("北京天气", registry.skills).selected == "weather.query")
        registry.register(TestSkill("weather.query", keywords: ["下雨"]))
        #expect(twoPhaseMatch("北京天气", registry.skills).selected == nil)
        #expect(twoPhaseMatch("会下雨吗", registry.skills).selected == "weather.query")
        registry.unregister("weather.query")
        #expect(twoPhaseMatch("会下雨吗", registry.skills).selected == nil)
        #expect(twoPhaseMatch("倒计时", registry.skills).selected == "timer.set")
    }

    /// A keyword that thousands of skills share costs each registration's report the ids it
    /// lists, not a look at every skill that shares it: registering n such skills is not n².
    @Test func aConflictReportLooksAtTheIDsItListsNotAtEverySkillSharingTheKeyword() {
        var registry = SkillRegistry()
        var mostExamined = 0
        for i in 0..<2_000 {
            // Each id sorts before the ones already there, so each report changes.
            let skill = TestSkill("s" + String(10_000 - i), keywords: ["共享", "独有\(i)"])
            registry.register(skill)
            let conflicts = registry.conflicts(with: skill)
            #expect(conflicts.count == min(i, Limits.reportedConflicts))
            mostExamined = max(mostExamined, registry.conflictIDsExamined)
        }
        #expect(mostExamined <= Limits.reportedConflicts + 2)  // the shared keyword's first 101, and the skill's own
        #expect(registry.conflicts(with: TestSkill("s9999", keywords: ["共享"])).first == "s10000")
    }

    /// Past the ids kept in order, removals from the front bring the next ones forward.
    @Test func conflictsStayRightAsTheFirstIDsOfAKeywordAreRemoved() {
        var registry = SkillRegistry()
        var ids = (0..<600).map { "s\($0 * 7919 % 600)" }  // an order that is not sorted
        for id in ids { registry.register(TestSkill(id, keywords: ["共享"])) }
        let probe = TestSkill("probe", keywords: ["共享"])
        ids.sort()
        for _ in 0..<250 {
            #expect(registry.conflicts(with: probe) == Array(ids.prefix(Limits.reportedConflicts)))
            // The smallest but a few: removals at and near the front.
            let gone = ids.remove(at: ids.count > 3 ? 3 : 0)
            registry.unregister(gone)
        }
        registry.register(TestSkill("a", keywords: ["共享"]))
        #expect(registry.conflicts(with: probe).first == "a")
        registry.register(TestSkill("a", keywords: ["别的"]))
        #expect(registry.conflicts(with: probe) == Array(ids.prefix(Limits.reportedConflicts)))
    }
}

