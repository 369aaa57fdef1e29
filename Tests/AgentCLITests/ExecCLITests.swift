import AgentCLI
import AgentCore
import AgentProtocol
import Foundation
import Testing

/// Exec skills through `AgentCLI.run`, in-process: the examples of shell/examples,
/// and a failure of every kind followed by a line that is still answered.
struct ExecCLITests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// shell/examples/skills.jsonl, whose scripts are named relative to the file (the tests
    /// run from anywhere).
    static func examplesFile() -> String {
        repo + "/shell/examples/skills.jsonl"
    }

    static func send(_ id: Int, _ text: String) -> String {
        JSONWriter.string(.object([("cmd", "send"), ("id", .number(Double(id))), ("text", .string(text))])) + "\n"
    }

    static func events(_ run: CLITests.Run, ref: Int) -> [JSONValue] {
        run.events.filter { $0["ref"] == .number(Double(ref)) }
    }

    @Test func theExampleSkillsAnswer() async throws {
        let file = Self.examplesFile()
        let input = Self.send(1, "账单200元小费15%") + Self.send(2, "反转 你好世界") + Self.send(3, "你好")
            + Self.send(4, "tip 15% on 80") + Self.send(5, "反转")
        let run = await CLITests.run(CLITests.fixed + ["--allow-exec", "--no-builtin", "--skills", file], input: input)

        let tip = Self.events(run, ref: 1)
        #expect(tip.first { $0["event"] == "progress" }?["progress"] == 0.5)
        let tipResult = try #require(tip.first { $0["event"] == "result" })
        #expect(tipResult["skill"] == "tip.calc")
        #expect(tipResult["summary"] == "200 的 15% 小费是 30，合计 230")
        #expect(tipResult["data"]?["total"] == 230)

        let reversed = try #require(Self.events(run, ref: 2).first { $0["event"] == "result" })
        #expect(reversed["skill"] == "text.reverse")
        #expect(reversed["data"]?["reversed"] == "界世好你")
        #expect(Self.events(run, ref: 2).contains { $0["event"] == "progress" })

        #expect(Self.events(run, ref: 3).first { $0["event"] == "reply" }?["text"] == "你好！你说的是：你好")

        #expect(Self.events(run, ref: 4).first { $0["event"] == "result" }?["summary"] == "A 15% tip on 80 is 12; 92 in all")

        let failed = try #require(Self.events(run, ref: 5).first { $0["event"] == "state" && $0["to"] == "failed" })
        #expect(failed["error"]?["code"] == "invalid_input")
        #expect(run.status == 0)
    }

    @Test func withoutAllowExecTheExamplesAreRefused() async throws {
        let file = Self.examplesFile()
        let run = await CLITests.run(CLITests.fixed + ["--skills", file])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--allow-exec"))
    }

    /// A C string ends at its first NUL, so the child would get a cut argument or variable:
    /// a NUL anywhere an exec skill hands the child is refused when it registers.
    @Test(arguments: [
        (#""exec":["/bin/echo","a\u0000b"]"#, "skill.exec[1] must not contain NUL"),
        (#""exec":["/bin/echo\u0000x"]"#, "skill.exec[0] must not contain NUL"),
        (#""exec":["/bin/echo"],"env":{"A":"1\u0000"}"#, "skill.env.A must not contain NUL"),
    ])
    func aNulForTheChildIsRefusedAtRegistration(action: String, message: String) async {
        let register = #"{"cmd":"register","id":1,"skill":{"id":"nul","keywords":["零"],"# + action + "}}\n"
        let run = await CLITests.run(CLITests.fixed + ["--allow-exec"], input: register + #"{"cmd":"status","id":2}"# + "\n")
        let refused = run.events.first { $0["ref"] == 1 }
        #expect(refused?["code"] == "invalid_skill")
        #expect(refused?["message"] == .string(message))
        #expect(run.events.contains { $0["event"] == "status" && $0["ref"] == 2 })
        #expect(run.status == 1)
    }

    @Test func afterEachFailureTheNextLineIsAnswered() async throws {
        // Only the two that must time out get a short timeout: the others must not, even on a busy machine.
        let failures: [(script: String, code: String)] = [
            ("sleep 30", "timeout"),
            ("kill -SEGV $$", "exec_failed"),
            ("exit 3", "exec_failed"),
            ("echo garbage", "invalid_response"),
            ("head -c 10485760 /dev/zero", "output_too_large"),
            (#"echo '{"error":{"code":"my_code","message":"nope"}}'"#, "my_code"),
            ("sleep 30 & sh -c 'sleep 30' ; true", "timeout"),
        ]
        var input = ""
        for (i, failure) in failures.enumerated() {
            let spec: JSONValue = .object([
                ("id", .string("fail.\(i)")), ("keywords", .array([.string("失败\(i)号")])),
                ("exec", .array(["sh", "-c", .string(failure.script)])), ("timeoutMs", failure.code == "timeout" ? 300 : 10_000),
            ])
            input += JSONWriter.string(.object([("cmd", "register"), ("skill", spec)])) + "\n"
        }
        for i in failures.indices {
            input += Self.send(100 + i, "失败\(i)号") + Self.send(200 + i, "你好")
        }
        let file = Self.examplesFile()
        let start = ContinuousClock.now
        let run = await CLITests.run(CLITests.fixed + ["--allow-exec", "--no-builtin", "--skills", file], input: input)
        // Two children sleep 30 s each unless their timeouts kill them: 45 s tells the
        // two apart even under a sanitizer, which runs all of this several times slower.
        #expect(ContinuousClock.now - start < .seconds(45))
        for (i, failure) in failures.enumerated() {
            let failed = Self.events(run, ref: 100 + i).first { $0["event"] == "state" && $0["to"] == "failed" }
            #expect(failed?["error"]?["code"] == .string(failure.code), "failure \(i): \(failure.script)")
            #expect(Self.events(run, ref: 100 + i).contains { $0["event"] == "reply" })
            let next = Self.events(run, ref: 200 + i)
            #expect(next.first { $0["event"] == "result" }?["skill"] == "greet.hello", "after failure \(i)")
        }
        #expect(run.status == 0)
    }
}
