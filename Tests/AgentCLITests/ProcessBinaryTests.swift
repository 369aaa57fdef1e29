import AgentProtocol
import Foundation
import Testing
import TestSupport

/// The binary among other processes: the exec children it leaves nothing to
/// (no descriptor of its own).
struct ProcessBinaryTests {
    /// A `register` line for an exec skill that runs `argv`.
    static func execSkill(_ id: String, keyword: String, _ argv: [String]) -> String {
        JSONWriter.string(.object([("cmd", "register"), ("skill", .object([
            ("id", .string(id)), ("keywords", [.string(keyword)]), ("exec", .array(argv.map { .string($0) })),
            ("timeoutMs", 120_000),
        ]))])) + "\n"
    }

    static func send(_ text: String) -> String {
        JSONWriter.string(.object([("cmd", "send"), ("text", .string(text))])) + "\n"
    }

    /// Kills the process if it is still running after `seconds`, so a regression fails the test instead of hanging it.
    static func watchdog(_ process: Process, seconds: Double = HangBound.seconds) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [process] in
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    /// Finding: the child got the signal pipe's two ends (and whatever else the tool had open).
    @Test func anExecChildHasOnlyStdinStdoutAndStderrOpen() throws {
        // The descriptor the listing itself reads is closed again by the time each is looked at.
        let program = #"import os, json; fds = sorted(int(n) for n in os.listdir("/proc/self/fd")); "#
            + #"print(json.dumps({"summary": " ".join(str(fd) for fd in fds if os.path.exists(f"/proc/self/fd/{fd}"))}))"#
        let output = try BinaryTests.spawn(["--deterministic", "--allow-exec", "--no-builtin"],
                                           input: Self.execSkill("fds", keyword: "描述符", ["python3", "-c", program])
                                               + Self.send("描述符"))
        let result = output.stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0)) }
            .first { $0["event"] == "result" }
        #expect(result?["summary"] == "0 1 2", "\(output.stdout)")
    }

    /// Finding: a child that wrote a byte to every descriptor it had made a later
    /// `--wait-timers` end with 143, as if SIGTERM had come.
    @Test func anExecChildCannotEndTheWaitForTimers() throws {
        let program = #"import os, json; fds = [int(n) for n in os.listdir("/proc/self/fd") if int(n) > 2]"# + "\n"
            + #"for fd in fds:"# + "\n"
            + #"    try: os.write(fd, bytes([15]))"# + "\n"  // SIGTERM's number
            + #"    except OSError: pass"# + "\n"
            + #"print(json.dumps({"summary": "wrote"}))"#
        let (process, stdin, stdout, _) = try BinaryTests.start(["--allow-exec", "--wait-timers", "--events", "result,fired"])
        Self.watchdog(process)
        let input = Self.execSkill("writer", keyword: "写字节", ["python3", "-c", program]) + Self.send("写字节") + Self.send("倒计时1秒")
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(out.split(separator: "\n").map { (try? JSONParser.parse(String($0)))?["event"] } == ["result", "result", "fired"])
    }
}
