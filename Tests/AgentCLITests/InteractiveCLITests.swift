import AgentCLI
import AgentCore
import AgentProtocol
import Foundation
import Testing
import TestSupport

/// `--interactive`: commands answered while a skill runs, in-process over a real pipe.
/// Time limits here are far from what they guard: a child that would sleep a
/// minute is cancelled, and the test allows many seconds for that.
struct InteractiveCLITests {
    static let options = CLITests.fixed + ["--interactive", "--allow-exec"]

    /// A temporary directory for the files a shell skill leaves as evidence.
    final class Scratch {
        let path = NSTemporaryDirectory() + "interactive-\(UUID().uuidString)"

        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func file(_ name: String) -> String { path + "/" + name }

        func pid(_ name: String) throws -> pid_t {
            let text = try String(contentsOfFile: file(name), encoding: .utf8)
            return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
    }

    /// A `register` command for an exec skill that runs `script` under /bin/sh.
    static func shellSkill(_ id: String, keyword: String, _ script: String) -> [(String, JSONValue)] {
        [("cmd", "register"), ("skill", .object([
            ("id", .string(id)), ("keywords", [.string(keyword)]),
            ("exec", ["/bin/sh", "-c", .string(script)]), ("timeoutMs", 120_000),
        ]))]
    }

    /// Writes its pid, reports progress, then sleeps a minute before it would answer.
    static func sleeper(pidFile: String, trapTerm: Bool = false) -> String {
        (trapTerm ? "trap '' TERM; " : "")
            + #"echo $$ > '\#(pidFile)'; echo '{"progress":0.1}'; sleep 60; echo '{"summary":"too late"}'"#
    }

    /// Registers the sleeper as `slow` and sends to it; returns the send's id once the child has reported progress.
    @discardableResult
    static func startSlowRun(_ session: LiveSession, _ scratch: Scratch) async throws -> Int {
        session.command(shellSkill("slow", keyword: "慢慢来", sleeper(pidFile: scratch.file("pid"))))
        let send = session.send("慢慢来")
        try await session.until("progress", ref: send)
        return send
    }

    static func isGone(_ pid: pid_t) -> Bool {
        kill(pid, 0) != 0 && errno == ESRCH
    }

    @Test func statusAnswersMidRunAndCancelStopsTheChild() async throws {
        let scratch = try Scratch()
        let session = LiveSession(Self.options)
        let send = try await Self.startSlowRun(session, scratch)
        let child = try scratch.pid("pid")
        #expect(!Self.isGone(child))

        let status = session.command([("cmd", "status")])
        let report = try await session.until("status", ref: status)
        #expect(report["state"] == "executing")
        #expect(report["skill"] == "slow")

        let busy = session.send("慢慢来")
        #expect(try await session.until("rejected", ref: busy)["reason"] == "busy")
        try await session.until("timing", ref: busy)

        let cancel = session.command([("cmd", "cancel")])
        try await session.until("cancelled", ref: cancel)
        #expect(Self.isGone(child))  // reaped before `cancelled` was written
        try await session.until("timing", ref: send)
        #expect(try await session.finish() == 0)

        let answer = session.answer(to: send).map { $0["event"]?.stringValue ?? "" }
        #expect(answer == ["state", "match", "state", "progress", "timing"])
        #expect(session.answer(to: cancel).map { $0["event"]?.stringValue ?? "" } == ["state", "cancelled"])
        #expect(session.answer(to: cancel).first?["from"] == "executing")
        #expect(!session.seen.contains { $0["event"] == "result" })
    }

    @Test func aChildThatIgnoresSIGTERMIsKilled() async throws {
        let scratch = try Scratch()
        let session = LiveSession(Self.options)
        session.command(Self.shellSkill("stubborn", keyword: "倔强", Self.sleeper(pidFile: scratch.file("pid"), trapTerm: true)))
        let send = session.send("倔强")
        try await session.until("progress", ref: send)
        let child = try scratch.pid("pid")

        let cancel = session.command([("cmd", "cancel")])
        try await session.until("cancelled", ref: cancel)
        #expect(Self.isGone(child))
        #expect(try await session.finish() == 0)
        #expect(!session.seen.contains { $0["event"] == "result" })
    }

    @Test func aPipelineStopsAtTheStageItIsIn() async throws {
        let scratch = try Scratch()
        let session = LiveSession(Self.options)
        session.command(Self.shellSkill("first", keyword: "第一步", Self.sleeper(pidFile: scratch.file("pid"))))
        session.command(Self.shellSkill("second", keyword: "第二步",
                                        #"touch '\#(scratch.file("second-ran"))'; echo '{"summary":"second"}'"#))
        session.command([("cmd", "register"), ("skill", .object([
            ("id", "both"), ("keywords", ["两步"]), ("pipeline", ["first", "second"]),
        ]))])
        let send = session.send("两步")
        try await session.until("progress", ref: send)
        let cancel = session.command([("cmd", "cancel")])
        try await session.until("cancelled", ref: cancel)
        try await session.until("timing", ref: send)
        #expect(try await session.finish() == 0)
        #expect(Self.isGone(try scratch.pid("pid")))
        #expect(!FileManager.default.fileExists(atPath: scratch.file("second-ran")))
        #expect(!session.seen.contains { $0["event"] == "result" })
    }

    @Test func aWeatherQuestionToAServerThatNeverAnswersCanBeCancelled() async throws {
        let server = try WeatherServer.shared.get()
        let session = LiveSession(Self.options + ["--weather-endpoint", server.endpoint(fault: "slow"),
                                                  "--weather-timeout", "60000"])
        let send = session.send("北京天气怎么样")
        try await session.until("executing state of request \(send)") {
            $0["event"] == "state" && $0["to"] == "executing"
        }
        let cancel = session.command([("cmd", "cancel")])
        try await session.until("cancelled", ref: cancel)
        try await session.until("timing", ref: send)
        #expect(try await session.finish() == 0)
        #expect(!session.seen.contains { $0["event"] == "result" })
        #expect(!session.seen.contains { $0["event"] == "state" && $0["to"] == "failed" })
    }

    @Test func theEndOfInputLetsTheRunInFlightFinish() async throws {
        let session = LiveSession(Self.options)
        session.command(Self.shellSkill("brief", keyword: "稍等",
                                        #"echo '{"progress":0.5}'; sleep 0.3; echo '{"summary":"等好了"}'"#))
        let send = session.send("稍等")
        try await session.until("progress", ref: send)
        #expect(try await session.finish() == 0)
        let result = try #require(session.answer(to: send).first { $0["event"] == "result" })
        #expect(result["summary"] == "等好了")
        #expect(session.answer(to: send).last?["event"] == "timing")
    }

    @Test func aNewSendAfterCancelStartsAFreshRun() async throws {
        let scratch = try Scratch()
        let session = LiveSession(Self.options)
        try await Self.startSlowRun(session, scratch)
        session.command([("cmd", "cancel")])
        let second = session.send("三加五乘二")
        let result = try await session.until("result", ref: second)
        #expect(result["data"]?["value"] == 13)
        #expect(result["run"] == "r2")
        #expect(try await session.finish() == 0)
    }

    @Test func aSnapshotMidRunSavesNoRunAndRestoreStopsTheRun() async throws {
        let scratch = try Scratch()
        let session = LiveSession(Self.options)
        let send = try await Self.startSlowRun(session, scratch)
        let snapshot = session.command([("cmd", "snapshot")])
        let state = try #require(try await session.until("snapshot", ref: snapshot)["state"])
        #expect(state["state"]?["name"] == "idle")  // a run in progress cannot be carried over

        let restore = session.command([("cmd", "restore"), ("state", state)])
        try await session.until("restored", ref: restore)
        #expect(Self.isGone(try scratch.pid("pid")))
        try await session.until("timing", ref: send)
        #expect(session.answer(to: restore).map { $0["event"]?.stringValue ?? "" } == ["state", "restored"])
        #expect(session.answer(to: restore).first?["from"] == "executing")
        #expect(try await session.finish() == 0)
        #expect(!session.seen.contains { $0["event"] == "result" })
    }

    @Test func withoutInteractiveCommandsWaitForTheRun() async throws {
        // The same lines, sequential: status is read only after the run has ended.
        let input = JSONWriter.string(.object(Self.shellSkill("brief", keyword: "稍等",
                                                               #"sleep 0.2; echo '{"summary":"等好了"}'"#)))
            + "\n{\"cmd\":\"send\",\"id\":1,\"text\":\"稍等\"}\n{\"cmd\":\"status\",\"id\":2}\n{\"cmd\":\"cancel\",\"id\":3}\n"
        let run = await CLITests.run(CLITests.fixed + ["--allow-exec"], input: input)
        let names = run.events.map { $0["event"]?.stringValue ?? "" }
        #expect(names == ["registered", "state", "match", "state", "result", "reply", "state", "timing", "status", "rejected"])
        #expect(run.events.first { $0["event"] == "status" }?["state"] == "idle")
        #expect(run.events.last?["reason"] == "nothing_to_cancel")
    }
}
