import AgentCLI
import AgentCore
import AgentProtocol
import Foundation
import Testing

/// A conversation goes on in a later invocation through `snapshot` and `restore`.
struct SnapshotTests {
    static let fixed = CLITests.fixed

    @Test func aPendingQuestionIsAnsweredInTheNextInvocation() async throws {
        let first = await CLITests.run(Self.fixed, input: """
            {"cmd":"register","skill":{"id":"tea","keywords":["泡茶"],"parameters":[{"name":"steep","title":"浸泡时长","kind":"duration","unit":"分钟","required":true}],"reply":"浸泡{steep}"}}
            {"cmd":"send","text":"帮我设个闹钟"}
            {"cmd":"snapshot","id":"s"}

            """)
        let state = try #require(first.events.first { $0["event"] == "snapshot" }?["state"])
        #expect(state["state"]?["name"] == "awaitingInput")

        let restore = JSONWriter.string(.object([("cmd", "restore"), ("id", "r"), ("state", state)]))
        let second = await CLITests.run(Self.fixed, input: restore + "\n" + """
            {"cmd":"send","text":"七点半"}
            {"cmd":"send","text":"泡茶"}
            {"cmd":"status"}

            """)
        #expect(second.status == 0)
        // Restoring reports the change of state like any transition, then `restored`.
        #expect(second.events.prefix(2).map { $0["event"] } == ["state", "restored"])
        #expect(second.events.first?["to"] == "awaitingInput")
        let result = second.events.first { $0["event"] == "result" }
        #expect(result?["run"] == "r1")  // the pending run resumes
        #expect(result?["data"]?["fireAt"] == "2026-03-11T07:30:00+08:00")
        // The registered skill came along, and new runs go on from r1.
        let asked = second.events.last { $0["event"] == "state" && $0["to"] == "awaitingInput" }
        #expect(asked?["skill"] == "tea")
        #expect(asked?["run"] == "r2")
        let history = second.events.last?["history"]?.arrayValue ?? []
        #expect(history.first?["text"] == "帮我设个闹钟")  // the history came along
    }

    /// 要取消哪一个？ asked in one invocation is answered in the next: the choices and the question travel.
    @Test func aPendingChoiceIsAnsweredInTheNextInvocation() async throws {
        let first = await CLITests.run(Self.fixed, input: """
            {"cmd":"send","text":"明天早上七点叫我起床"}
            {"cmd":"send","text":"明天早上八点叫我出门"}
            {"cmd":"send","text":"取消明天早上的闹钟"}
            {"cmd":"snapshot","id":"s"}

            """)
        let state = try #require(first.events.first { $0["event"] == "snapshot" }?["state"])
        #expect(state["state"]?["name"] == "awaitingInput")
        #expect(state["state"]?["asked"]?["choices"]?.arrayValue?.count == 2)

        let restore = JSONWriter.string(.object([("cmd", "restore"), ("id", "r"), ("state", state)]))
        let second = await CLITests.run(Self.fixed, input: restore + "\n" + """
            {"cmd":"send","text":"嗯"}
            {"cmd":"send","text":"出门那个"}
            {"cmd":"send","text":"我设了哪些闹钟"}

            """)
        #expect(second.status == 0)
        let replies = second.events.filter { $0["event"] == "reply" }.compactMap { $0["text"]?.stringValue }
        #expect(replies.first?.hasSuffix("要取消哪一个？全部取消请说「都取消」。") == true)  // asked again, as it was
        let result = second.events.first { $0["event"] == "result" }
        #expect(result?["run"] == "r3")
        #expect(result?["data"]?["cancelled"]?.arrayValue?.map { $0["run"] } == ["r2"])
        #expect(replies.last == "您有 1 个闹钟：明天 07:00 的闹钟（起床）。")
    }

    @Test func aPendingDateTravelsAsItsDay() async throws {
        let first = await CLITests.run(Self.fixed, input: """
            {"cmd":"register","skill":{"id":"trip","keywords":["出差"],"parameters":[{"name":"day","title":"日期","kind":"date"},{"name":"city","title":"城市","kind":"city","required":true}],"reply":"{day}去{city}出差"}}
            {"cmd":"send","text":"下周一出差"}
            {"cmd":"snapshot","id":"s"}

            """)
        let state = try #require(first.events.first { $0["event"] == "snapshot" }?["state"])
        #expect(state["state"]?["parameters"]?["day"] == .object([("date", "2026-03-16")]))

        let restore = JSONWriter.string(.object([("cmd", "restore"), ("id", "r"), ("state", state)]))
        let second = await CLITests.run(Self.fixed, input: restore + "\n" + """
            {"cmd":"send","text":"成都"}

            """)
        let result = second.events.first { $0["event"] == "result" }
        #expect(result?["summary"] == "2026-03-16去成都出差")
        #expect(result?["data"]?["day"] == "2026-03-16")
    }

    @Test func aPendingRepeatTravelsAsItsRule() async throws {
        let first = await CLITests.run(Self.fixed, input: """
            {"cmd":"send","text":"每个工作日提醒我打卡"}
            {"cmd":"snapshot","id":"s"}

            """)
        let state = try #require(first.events.first { $0["event"] == "snapshot" }?["state"])
        #expect(state["state"]?["parameters"]?["repeat"] == .object([("recurrence", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")]))

        let restore = JSONWriter.string(.object([("cmd", "restore"), ("id", "r"), ("state", state)]))
        let second = await CLITests.run(Self.fixed, input: restore + "\n" + """
            {"cmd":"send","text":"早上八点"}

            """)
        let result = second.events.first { $0["event"] == "result" }
        #expect(result?["data"]?["rrule"] == "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")
        #expect(result?["data"]?["fireAt"] == "2026-03-11T08:00:00+08:00")
    }

    @Test(arguments: [
        (#"{"protocol":2,"skills":[],"history":[],"runs":0,"state":{"name":"idle"}}"#, "newer than this tool's"),
        (#"{"skills":[],"history":[],"runs":0,"state":{"name":"idle"}}"#, "needs a 'protocol'"),
        (#"{"protocol":1,"skills":[{"builtin":"nope"}],"history":[],"runs":0,"state":{"name":"idle"}}"#, "unknown built-in"),
        (#"{"protocol":1,"skills":[],"history":[{"role":"bot","text":"x"}],"runs":0,"state":{"name":"idle"}}"#, "'role'"),
        (#"{"protocol":1,"skills":[],"history":[],"runs":0,"state":{"name":"awaitingInput","run":"r1","skill":"timer.set","language":"zh","sentence":"x","parameters":{},"missing":["duration"]}}"#, "does not hold"),
        (#"{"protocol":1,"skills":[],"history":[],"runs":-1,"state":{"name":"idle"}}"#, "'runs'"),
        (#"{"protocol":1,"skills":[{"spec":{"id":"x"}}],"history":[],"runs":0,"state":{"name":"idle"}}"#, "skills[0]"),
    ])
    func aBadSnapshotIsRefusedAndTheAgentKeepsItsState(state: String, message: String) async {
        let run = await CLITests.run(Self.fixed, input: """
            {"cmd":"send","text":"设置计时器"}
            {"cmd":"restore","state":\(state)}
            {"cmd":"send","text":"10"}

            """)
        let error = run.events.first { $0["event"] == "error" }
        #expect(error?["code"] == "invalid_snapshot")
        #expect(error?["message"]?.stringValue?.contains(message) == true, "\(error.map(JSONWriter.string) ?? "no error")")
        // The question asked before the bad restore is still answered.
        #expect(run.events.contains { $0["event"] == "result" && $0["data"]?["seconds"] == 600 })
        #expect(run.status == 1)
    }

    @Test func anExecSkillInASnapshotNeedsAllowExec() async {
        let state = #"{"protocol":1,"skills":[{"spec":{"id":"x","keywords":["x"],"exec":["true"]}}],"history":[],"runs":0,"state":{"name":"idle"}}"#
        let run = await CLITests.run(Self.fixed, input: "{\"cmd\":\"restore\",\"state\":\(state)}\n")
        #expect(run.events.first?["code"] == "exec_not_allowed")
    }
}
