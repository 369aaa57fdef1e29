import AgentProtocol

/// The agent's own replies, in one place: when no skill fits, and when a run fails with an
/// error that brings no reply of its own (a skill's `SkillError.reply` comes first).
/// Each says what happened in words a person would use, never an error code.
public enum AgentReply {
    public static func noSkill(_ language: ReplyLanguage) -> String {
        language == .chinese ? "抱歉，我还没有掌握这个技能。" : "Sorry, I don’t know how to do that yet."
    }

    /// "再试一次" when no run failed.
    public static func nothingToRetry(_ language: ReplyLanguage) -> String {
        language == .chinese ? "没有失败的请求可以重试。" : "There is nothing to retry."
    }

    public static func failure(_ error: SkillError, _ language: ReplyLanguage) -> String {
        if let reply = error.reply { return reply }
        let (chinese, english) = generic(error.code)
        return language == .chinese ? chinese : english
    }

    /// One sentence per code a run can fail with; a code of an exec skill's own gets the last.
    private static func generic(_ code: ErrorCode) -> (String, String) {
        switch code {
        case .invalidInput: return ("抱歉，这句话里有我用不了的值。", "Sorry, that request holds a value I can’t use.")
        case .timeout: return ("抱歉，等了太久也没有回应，请稍后再试。", "Sorry, no answer came in time. Please try again later.")
        case .networkError: return ("抱歉，网络连不上，请稍后再试。", "Sorry, I couldn’t reach the network. Please try again later.")
        case .upstreamError: return ("抱歉，服务暂时出了问题，请稍后再试。", "Sorry, the service is having trouble. Please try again later.")
        case .invalidResponse: return ("抱歉，收到的回答我看不懂。", "Sorry, I couldn’t make sense of the answer I got.")
        case .unknownCity: return ("抱歉，我不知道这个城市。", "Sorry, I don’t know that city.")
        case .cancelled: return ("好的，已经取消了。", "OK, that’s cancelled.")
        case .unknownSkill: return ("抱歉，这个技能已经不在了。", "Sorry, that skill is no longer available.")
        case .skillCycle: return ("抱歉，这个技能会绕回自己，没法完成。", "Sorry, that skill would end up calling itself, so it can’t finish.")
        case .patternTooCostly: return ("抱歉，这句话要找的内容太费力了，我没能读完。", "Sorry, that sentence took too much work to read.")
        case .compositionTooLarge: return ("抱歉，这个技能要调用的步骤太多了，没法完成。", "Sorry, that skill would take too many steps to finish.")
        case .execFailed: return ("抱歉，这个技能没能运行成功。", "Sorry, that skill failed to run.")
        case .outputTooLarge: return ("抱歉，这个技能返回的内容太多了。", "Sorry, that skill answered with too much.")
        case .scheduleFull: return ("抱歉，闹钟和倒计时太多了，先取消一些吧。", "Sorry, there are too many timers and alarms. Cancel some first.")
        default: return ("抱歉，出了点问题，没能完成。", "Sorry, something went wrong and I couldn’t finish that.")
        }
    }
}
