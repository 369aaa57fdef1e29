import AgentCore
import AgentProtocol
@testable import AgentSkills
import FoundationEssentials
import Testing

/// A reply skill made the way `register` makes one: from JSON, through the factory.
private func replySkill(_ template: String) throws -> any Skill {
    let spec = try SkillSpec.decode(JSONParser.parse("""
        {"id":"say","keywords":["说"],"parameters":[
          {"name":"wait","kind":"duration","unit":"分钟"},{"name":"cups","kind":"number"},
          {"name":"who","kind":"text"},{"name":"at","kind":"clockTime"}],
         "reply":\(JSONWriter.string(.string(template)))}
        """))
    return try SkillFactory.makeSkill(from: spec, programs: nil)
}

private let at = Date(timeIntervalSince1970: 1_773_106_200)  // 2026-03-10T09:30:00+08:00

struct ReplySkillTests {
    @Test(arguments: [
        ("好的，{wait}后提醒你：{input}", ["wait": .duration(seconds: 1200)], ReplyLanguage.chinese, "好的，20分钟后提醒你：说一句"),
        ("{wait}", ["wait": .duration(seconds: 5400)], .chinese, "1小时30分钟"),
        ("{wait}", ["wait": .duration(seconds: 90_061)], .chinese, "1天1小时1分钟1秒"),
        ("in {wait}", ["wait": .duration(seconds: 5400)], .english, "in 1 hour 30 minutes"),
        ("{cups} 杯", ["cups": .number(2)], .chinese, "2 杯"),
        ("{cups} 杯", ["cups": .number(2.5)], .chinese, "2.5 杯"),
        ("你好，{who}！", ["who": .text("小明")], .chinese, "你好，小明！"),
        ("你好{who}！", [:], .chinese, "你好！"),
        ("{at}", ["at": .instant(at)], .chinese, "今天 09:30"),  // a time reads as it is said
        ("{at}", ["at": .instant(at)], .english, "today at 09:30"),
        ("{{input}} = {input}", [:], .chinese, "{input} = 说一句"),
        ("{{}} and }} and {{", [:], .chinese, "{} and } and {"),
        ("a } b", [:], .chinese, "a } b"),
        ("{input", [:], .chinese, "{input"),
        ("", [:], .chinese, ""),
    ] as [(String, [String: ParameterValue], ReplyLanguage, String)])
    func rendersTheTemplate(template: String, parameters: [String: ParameterValue], language: ReplyLanguage,
                            summary: String) async throws {
        let skill = try replySkill(template)
        let result = try await skill.execute(skillContext(parameters, sentence: "说一句", language: language))
        #expect(result.summary == summary)
    }

    @Test func dataHoldsTheTypedValuesInDeclarationOrder() async throws {
        let skill = try replySkill("{input}")
        let result = try await skill.execute(skillContext([
            "who": .text("小明"), "at": .instant(at), "wait": .duration(seconds: 1200), "cups": .number(2.5),
        ]))
        #expect(result.data == .object([
            ("wait", 1200), ("cups", 2.5), ("who", "小明"), ("at", "2026-03-10T09:30:00+08:00"),
        ]))
    }

    @Test func parametersNotGivenAreLeftOutOfTheData() async throws {
        let result = try await replySkill("{input}").execute(skillContext(["cups": .number(3)]))
        #expect(result.data == .object([("cups", 3)]))
    }

    @Test func placeholdersAreListedWithoutTheEscapedBraces() {
        #expect(ReplyTemplate.placeholders(in: "{a}{{b}}{c}") == ["a", "c"])
    }

    @Test func theSkillIsTheSpec() throws {
        let skill = try replySkill("{input}")
        #expect(skill.id == "say")
        #expect(skill.displayName == "say")
        #expect(skill.keywords == ["说"])
        #expect(skill.parameters.map(\.name) == ["wait", "cups", "who", "at"])
    }
}
