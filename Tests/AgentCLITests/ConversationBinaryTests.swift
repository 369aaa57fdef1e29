import AgentProtocol
import Foundation
import Testing

/// Follow-ups and retries through the built binary, across invocations as a user would run them.
struct ConversationBinaryTests {
    static let fixed = ["--deterministic", "--now", "2026-03-10T09:00:00+08:00", "--tz", "Asia/Shanghai"]

    static func events(_ output: BinaryTests.Output) -> [JSONValue] {
        output.stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0)) }
    }

    static func restore(_ state: JSONValue) -> String {
        JSONWriter.string(.object([("cmd", "restore"), ("state", state)])) + "\n"
    }

    static func send(_ text: String) -> String {
        JSONWriter.string(.object([("cmd", "send"), ("text", .string(text))])) + "\n"
    }

    static func replies(_ output: BinaryTests.Output) -> [String] {
        events(output).filter { $0["event"] == "reply" }.compactMap { $0["text"]?.stringValue }
    }

    @Test func aSnapshotCarriesTheLastRequestToTheNextProcessAndResetForgetsIt() throws {
        let first = try BinaryTests.spawn(Self.fixed, input: Self.send("三加五乘二") + #"{"cmd":"snapshot"}"# + "\n")
        let state = try #require(Self.events(first).first { $0["event"] == "snapshot" }?["state"])
        #expect(state["lastRequest"]?["sentence"] == "三加五乘二")

        let second = try BinaryTests.spawn(Self.fixed, input: Self.restore(state) + Self.send("再乘以三"))
        #expect(second.status == 0)
        #expect(Self.replies(second) == ["13 × 3 = 39"])

        let reset = try BinaryTests.spawn(Self.fixed, input: Self.restore(state) + #"{"cmd":"reset"}"# + "\n" + Self.send("再乘以三"))
        // Forgotten: the operation has no number before it.
        #expect(Self.replies(reset) == ["「乘以」前面少了一个数。"])

        // A snapshot made before there was a last request restores none.
        guard case var .object(fields) = state else { return }
        fields.removeAll { $0.0 == "lastRequest" }
        let older = try BinaryTests.spawn(Self.fixed, input: Self.restore(.object(fields)) + Self.send("再乘以三"))
        #expect(older.status == 0)
        #expect(Self.replies(older) == ["「乘以」前面少了一个数。"])
    }

    /// An exec skill that fails the first time (leaving a file behind) and answers the second.
    static func flakySkill(id: String, keyword: String, firstRun: String, stateFile: String, timeoutMs: Int = 10000) -> String {
        let script = "cat >/dev/null; if [ -e \"$1\" ]; then echo '{\"summary\":\"这次通了\",\"data\":{\"attempt\":2}}';"
            + " else : > \"$1\"; \(firstRun); fi"
        let spec = JSONValue.object([
            ("id", .string(id)), ("keywords", .array([.string(keyword)])),
            ("exec", .array(["/bin/sh", "-c", .string(script), "sh", .string(stateFile)])),
            ("timeoutMs", .number(Double(timeoutMs))),
        ])
        return JSONWriter.string(.object([("cmd", "register"), ("skill", spec)])) + "\n"
    }

    static func temporaryFile() -> String {
        NSTemporaryDirectory() + "agent-skill-retry-\(UUID().uuidString)"
    }

    @Test func theRetryCommandRunsAFailedExecSkillAgain() throws {
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let register = Self.flakySkill(id: "probe", keyword: "连服务器", firstRun: #"echo '{"error":{"code":"network_error","message":"the service is down"}}'"#,
                                       stateFile: file)
        let output = try BinaryTests.spawn(Self.fixed + ["--allow-exec"],
                                           input: register + Self.send("连服务器") + #"{"cmd":"retry","id":"again"}"# + "\n")
        #expect(output.status == 0)
        let events = Self.events(output)
        let failed = try #require(events.first { $0["event"] == "state" && $0["to"] == "failed" })
        #expect(failed["error"]?["code"] == "network_error")
        let retried = events.filter { $0["ref"] == "again" }
        #expect(retried.first?["from"] == "failed")
        #expect(retried.first?["run"] == "r2")
        #expect(retried.first { $0["event"] == "result" }?["data"]?["attempt"] == 2)
        #expect(retried.last?["event"] == "timing")
    }

    @Test func aTimedOutExecSkillIsRetriedWhenAskedInASentence() throws {
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let register = Self.flakySkill(id: "slowpoke", keyword: "慢查询", firstRun: "sleep 5", stateFile: file, timeoutMs: 300)
        let output = try BinaryTests.spawn(Self.fixed + ["--allow-exec"],
                                           input: register + Self.send("慢查询") + Self.send("再试一次") + Self.send("再试一次"))
        let events = Self.events(output)
        #expect(events.first { $0["event"] == "state" && $0["to"] == "failed" }?["error"]?["code"] == "timeout")
        let match = try #require(events.last { $0["event"] == "match" && $0["text"] == "再试一次" && $0["selected"] == "slowpoke" })
        #expect(match["candidates"]?.arrayValue?.first?["conversation"]?["retry"] == .bool(true))
        #expect(events.first { $0["event"] == "result" }?["summary"] == "这次通了")
        // Once it succeeded there is nothing left to retry.
        #expect(Self.replies(output).last == "没有失败的请求可以重试。")
    }
}
