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
}
