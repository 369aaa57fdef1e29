import AgentCore
import AgentProtocol
@testable import AgentSkills
import Foundation
import Synchronization
import TestSupport
import Testing

/// Exec skills running real child processes: small `sh -c` scripts.
struct ExecSkillTests {
    /// Programs looked up as the binary looks them up, on this process's PATH.
    static let programs = ProgramLookup(searchPath: ProcessInfo.processInfo.environment["PATH"])

    /// An exec skill made the way `register` makes one: from JSON, through the factory.
    static func skill(_ argv: [String], timeoutMs: Int? = nil, env: [String: String]? = nil,
                      parameters: String = "[]") throws -> ExecSkill {
        var json = #"{"id":"ext.test","displayName":"外部","keywords":["外部"],"parameters":\#(parameters),"#
        json += #""exec":\#(JSONWriter.string(.array(argv.map { .string($0) })))"#
        if let timeoutMs { json += #","timeoutMs":\#(timeoutMs)"# }
        if let env { json += #","env":\#(JSONWriter.string(.object(env.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))"# }
        json += "}"
        let made = try SkillFactory.makeSkill(from: SkillSpec.decode(JSONParser.parse(json)), programs: ExecSkillTests.programs)
        return try #require(made as? ExecSkill)
    }

    static func sh(_ script: String, timeoutMs: Int? = nil, env: [String: String]? = nil) throws -> ExecSkill {
        try skill(["sh", "-c", script], timeoutMs: timeoutMs, env: env)
    }

    /// Runs the skill; its error when it throws a `SkillError`.
    static func failure(_ skill: ExecSkill, _ context: SkillContext = skillContext([:])) async -> SkillError? {
        do {
            _ = try await skill.execute(context)
            return nil
        } catch let error as SkillError {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let (s, atto) = (ContinuousClock.now - start).components
        return Double(s) + Double(atto) / 1e18
    }

    /// A fresh directory for pid files.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "exec-skill-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Waits (at most 5 s) for the pid written to `file`.
    static func pid(in file: String) async throws -> pid_t {
        for _ in 0..<500 {
            if let text = try? String(contentsOfFile: file, encoding: .utf8),
                let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return pid
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw SkillError(code: "test", message: "no pid in \(file)")
    }

    /// Whether `pid` is gone (or a zombie) within 5 s.
    static func dies(_ pid: pid_t) async throws -> Bool {
        for _ in 0..<500 {
            if kill(pid, 0) != 0 { return true }
            if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")"), stat[stat.index(close, offsetBy: 2)] == "Z" {
                return true
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    @Test func theAnswerBecomesTheResultAndTheRequestCarriesTheRun() async throws {
        // The child echoes its request line back as `data`.
        let skill = try Self.skill(["sh", "-c", #"read -r line; printf '{"summary":"好了","data":%s}\n' "$line""#],
                                   parameters: #"[{"name":"n","kind":"number"},{"name":"d","kind":"duration"}]"#)
        var context = skillContext(["n": .number(3), "d": .duration(seconds: 90)], sentence: "外部 三")
        let result = try await skill.execute(context)
        #expect(result.summary == "好了")
        #expect(JSONWriter.string(result.data) == #"{"skill":"ext.test","text":"外部 三","parameters":{"n":3,"d":90},"now":"2026-03-10T09:00:00+08:00","language":"zh"}"#)

        context.previous = .object([("a", 1)])
        let chained = try await skill.execute(context)
        #expect(chained.data["previous"] == .object([("a", 1)]))
    }

    @Test func progressLinesAreReportedAsTheyCome() async throws {
        let reports = Mutex<[Double]>([])
        var context = skillContext([:])
        context.reportProgress = { fraction in reports.withLock { $0.append(fraction) } }
        let skill = try Self.sh(#"echo '{"progress":0.25}'; echo '{"progress": 0.75}'; echo '{"summary":"done","data":null}'"#)
        let result = try await skill.execute(context)
        #expect(result == SkillResult(summary: "done", data: .null))
        #expect(reports.withLock { $0 } == [0.25, 0.75])
    }

    @Test func anErrorAnswerIsThrownWithItsCode() async throws {
        let skill = try Self.sh(#"echo '{"error":{"code":"no_coffee","message":"the pot is empty"}}'; exit 2"#)
        let error = try #require(await Self.failure(skill))
        #expect(error.code == "no_coffee")
        #expect(error.message == "the pot is empty")
        #expect(error.reply == "抱歉，技能「外部」出错了：the pot is empty。")
    }

    @Test func aChildPastItsTimeoutIsKilledPromptly() async throws {
        let start = ContinuousClock.now
        let error = try #require(await Self.failure(try Self.sh("sleep 30", timeoutMs: 300)))
        #expect(error.code == "timeout")
        #expect(Self.seconds(since: start) < HangBound.seconds)
    }

    @Test(arguments: [
        ("kill -SEGV $$", "signal 11 (SIGSEGV)"),
        ("exit 3", "exited with status 3"),
        (#"echo '{"summary":"fine"}'; exit 1"#, "exited with status 1"),
    ])
    func aCrashOrNonZeroExitFails(script: String, said: String) async throws {
        let error = try #require(await Self.failure(try Self.sh(script)))
        #expect(error.code == "exec_failed")
        #expect(error.message.contains(said))
    }

    @Test func aProgramGoneSinceItsRegistrationFails() async throws {
        // A missing program is refused at registration (ProgramLookupTests); one removed after it fails the run.
        let program = NSTemporaryDirectory() + "exec-gone-\(UUID().uuidString)"
        try #require(FileManager.default.createFile(atPath: program, contents: Data("#!/bin/sh\necho '{}'\n".utf8),
                                                    attributes: [.posixPermissions: 0o755]))
        let skill = try Self.skill([program])
        try FileManager.default.removeItem(atPath: program)
        let error = try #require(await Self.failure(skill))
        #expect(error.code == "exec_failed")
        #expect(error.message.contains(program))
    }

    @Test(arguments: [
        "echo 'not json'",
        "echo '[1,2]'",
        #"echo '{"data":1}'"#,
        #"echo '{"error":"bad"}'"#,
        #"echo '{"summary":"one"}'; echo '{"summary":"two"}'"#,
        "true",
        #"echo '{"progress":1}'"#,
    ])
    func anUnreadableAnswerIsInvalidResponse(script: String) async throws {
        let error = try #require(await Self.failure(try Self.sh(script)))
        #expect(error.code == "invalid_response")
    }

    @Test func tenMebibytesOfOutputAreTooLarge() async throws {
        let start = ContinuousClock.now
        let error = try #require(await Self.failure(try Self.sh("head -c 10485760 /dev/zero; sleep 30")))
        #expect(error.code == "output_too_large")
        #expect(Self.seconds(since: start) < HangBound.seconds)
    }

    @Test func aLingeringGrandchildDoesNotKeepAnAnswerWaiting() async throws {
        // The child answers and exits; the grandchild holds stdout for 30 s.
        let start = ContinuousClock.now
        let result = try await Self.sh(#"sleep 30 & echo '{"summary":"ok"}'"#, timeoutMs: 20_000).execute(skillContext([:]))
        #expect(result.summary == "ok")
        #expect(Self.seconds(since: start) < HangBound.seconds)
    }

    @Test func aGrandchildHoldingStdoutIsKilledAtTheTimeout() async throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let start = ContinuousClock.now
        let skill = try Self.sh("sh -c 'echo $$ > \(dir)/grandchild; exec sleep 30' & sleep 30", timeoutMs: 500)
        let error = try #require(await Self.failure(skill))
        #expect(error.code == "timeout")
        #expect(Self.seconds(since: start) < HangBound.seconds)
        #expect(try await Self.dies(try await Self.pid(in: "\(dir)/grandchild")))
    }

    @Test func aGivenEnvironmentIsTheWholeEnvironment() async throws {
        let skill = try Self.sh(#"printf '{"summary":"%s|%s"}\n' "$GREETING" "${HOME:-none}""#, env: ["GREETING": "你好"])
        #expect(try await skill.execute(skillContext([:])).summary == "你好|none")
    }

    @Test func withoutEnvTheChildHasOurs() async throws {
        let path = try #require(ProcessInfo.processInfo.environment["PATH"])
        let skill = try Self.sh(#"printf '{"summary":"%s"}\n' "$PATH""#)
        #expect(try await skill.execute(skillContext([:])).summary == path)
    }

    @Test func stdinEndsAfterTheRequestLine() async throws {
        let skill = try Self.sh(#"read -r line; rest=$(cat); printf '{"summary":"%s"}\n' "${#rest}""#)
        #expect(try await skill.execute(skillContext([:])).summary == "0")
    }

    @Test(arguments: ["exec sleep 30", "trap '' TERM; sleep 30"])
    func cancellationKillsTheChild(script: String) async throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let skill = try Self.sh("echo $$ > \(dir)/child; \(script)", timeoutMs: 60_000)
        let start = ContinuousClock.now
        let task = Task { try await skill.execute(skillContext([:])) }
        let pid = try await Self.pid(in: "\(dir)/child")
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(Self.seconds(since: start) < HangBound.seconds)
        #expect(try await Self.dies(pid))
    }

    @Test func failuresReplyInTheRunsLanguage() async throws {
        let error = try #require(await Self.failure(try Self.sh("exit 3"), skillContext([:], language: .english)))
        #expect(error.reply == "Sorry, the skill “外部” failed.")
    }

    @Test func envIsReadAndChecked() throws {
        let spec = try SkillSpec.decode(JSONParser.parse(#"{"id":"e","keywords":["k"],"exec":["x"],"env":{"A":"1"}}"#))
        #expect(spec.action == .exec(argv: ["x"], timeoutMs: 10_000, environment: ["A": "1"]))
        let refused: [(String, String)] = [
            (#"{"id":"e","keywords":["k"],"reply":"r","env":{}}"#, "skill.env only applies to exec skills"),
            (#"{"id":"e","keywords":["k"],"exec":["x"],"env":["A=1"]}"#, "skill.env must be an object, got an array"),
            (#"{"id":"e","keywords":["k"],"exec":["x"],"env":{"A":1}}"#, "skill.env.A must be a string, got a number"),
            (#"{"id":"e","keywords":["k"],"exec":["x"],"env":{"A=B":"1"}}"#,
             "skill.env names must be non-empty and without '=' or NUL, got 'A=B'"),
        ]
        for (json, message) in refused {
            #expect(throws: SkillSpecError(message)) { try SkillSpec.decode(JSONParser.parse(json)) }
        }
    }

    @Test func withoutAllowExecTheFactoryRefuses() throws {
        let spec = try SkillSpec.decode(JSONParser.parse(#"{"id":"e","keywords":["k"],"exec":["x"]}"#))
        #expect(throws: SkillFactory.Refusal.execNotAllowed) { try SkillFactory.makeSkill(from: spec, programs: nil) }
    }
}
