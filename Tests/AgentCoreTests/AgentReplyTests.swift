import AgentCore
import AgentProtocol
import TestSupport
import Testing

/// The agent's own replies say what happened in words, in the run's language, never an error code.
struct AgentReplyTests {
    @Test(arguments: ErrorCode.runCodes + [ErrorCode("quota_exceeded")])
    func aFailureWithoutAReplyOfItsOwnIsSaidInWords(code: ErrorCode) {
        for language in [ReplyLanguage.chinese, .english] {
            let reply = AgentReply.failure(SkillError(code: code, message: "something"), language)
            // A code is a word of its own only when it has no underscore (timeout, cancelled).
            #expect(!reply.contains("_") && !reply.contains("（\(code.rawValue)）") && !reply.contains("(\(code.rawValue))"), "\(reply)")
            #expect(ReplyStyle.violations(of: reply, in: language).isEmpty, "\(reply)")
            #expect(ReplyLanguage(detectingIn: reply) == language, "\(reply)")
        }
    }

    @Test func aSkillsOwnReplyComesFirst() {
        let error = SkillError(code: .invalidInput, message: "too long", reply: "太长了。")
        #expect(AgentReply.failure(error, .english) == "太长了。")
    }

    @Test func noSkillIsSaidInTheSentencesLanguage() {
        #expect(AgentReply.noSkill(.chinese) == "抱歉，我还没有掌握这个技能。")
        #expect(AgentReply.noSkill(.english) == "Sorry, I don’t know how to do that yet.")
    }
}
