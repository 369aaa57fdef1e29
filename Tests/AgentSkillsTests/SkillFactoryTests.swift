import AgentCore
import AgentProtocol
@testable import AgentSkills
import Testing

struct SkillFactoryTests {
    private func spec(_ action: String) throws -> SkillSpec {
        try SkillSpec.decode(JSONParser.parse(#"{"id":"s","keywords":["k"],"# + action + "}"))
    }

    @Test func aReplySpecMakesAReplySkill() throws {
        let skill = try SkillFactory.makeSkill(from: spec(#""reply":"hi""#), programs: nil)
        #expect((skill as? ReplySkill)?.template == "hi")
    }

    @Test func anExecSpecIsRefusedWithoutAllowExec() throws {
        let exec = try spec(#""exec":["/bin/echo","{}"]"#)
        #expect(throws: SkillFactory.Refusal.execNotAllowed) { try SkillFactory.makeSkill(from: exec, programs: nil) }
    }
}
