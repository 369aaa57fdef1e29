import AgentProtocol
import Testing

/// `DidYouMean`: the known name closest to a slip, when close enough to be one.
struct DidYouMeanTests {
    @Test(arguments: [
        ("sned", "send"), ("regsiter", "register"), ("stauts", "status"), ("selftets", "selftest"), ("snaphot", "snapshot"),
        ("Send", "send"), ("rest", "reset"), ("exprot", "export"),
    ])
    func suggestsTheClosestCommand(typed: String, meant: String) {
        #expect(DidYouMean.suggestion(for: typed, among: CommandDecoder.commandNames) == meant, "\(typed)")
    }

    /// Too far from every name, or one of them exactly: no suggestion.
    @Test(arguments: ["launch", "x", "", "send", "weather"])
    func suggestsNothingFar(typed: String) {
        #expect(DidYouMean.suggestion(for: typed, among: CommandDecoder.commandNames) == nil, "\(typed)")
    }

    @Test func everyCommandNameIsACommand() {
        for name in CommandDecoder.commandNames {
            let line = "{\"cmd\":\"\(name)\"}"
            if case let .failure(failure) = CommandDecoder.decode(Array(line.utf8)) {
                #expect(failure.error.code != .unknownCommand, "\(name)")
            }
        }
    }

    @Test func anUnknownCommandSaysWhatWasMeant() throws {
        guard case let .failure(failure) = CommandDecoder.decode(Array(#"{"cmd":"sned","text":"x"}"#.utf8)) else {
            Issue.record("decoded")
            return
        }
        #expect(failure.error.message == "unknown command 'sned'; did you mean 'send'?")
    }

    /// A skill spec where a command belongs is told to wrap it.
    @Test func aBareSkillSpecIsToldToWrapIt() throws {
        guard case let .failure(failure) = CommandDecoder.decode(Array(#"{"id":"tea","keywords":["泡茶"],"reply":"好"}"#.utf8)) else {
            Issue.record("decoded")
            return
        }
        #expect(failure.error.message.hasSuffix(#"a skill spec goes inside a register command: {"cmd":"register","skill":{…}}"#))
    }
}
