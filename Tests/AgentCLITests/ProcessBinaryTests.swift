import AgentProtocol
import Foundation
import Testing
import TestSupport

/// The binary among other processes: the exec children it leaves nothing to
/// (no descriptor of its own, no life after it), and signals that end it while
/// a reader of its output still gets whole lines only.
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

    /// Gone for good: no such process (a zombie still counts as there).
    static func isGone(_ pid: pid_t) -> Bool {
        kill(pid, 0) != 0 && errno == ESRCH
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

    /// Finding: a signal to the tool sent its children SIGTERM and ended it at once, so a
    /// child that ignores SIGTERM lived on; now it gets SIGKILL after the grace `cancel` gives.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalStopsAChildThatIgnoresSIGTERMAsCancelDoes(signal: Int32) throws {
        let scratch = try InteractiveCLITests.Scratch()
        let script = #"trap '' TERM; echo $$ > "$0.new"; mv "$0.new" "$0"; sleep 60; echo '{"summary":"too late"}'"#
        let (process, stdin, _, _) = try BinaryTests.start(["--allow-exec", "--no-builtin"])
        Self.watchdog(process)
        let input = Self.execSkill("stubborn", keyword: "倔强", ["/bin/sh", "-c", script, scratch.file("pid")]) + Self.send("倔强")
        stdin.fileHandleForWriting.write(Data(input.utf8))
        let started = ContinuousClock.now
        while !FileManager.default.fileExists(atPath: scratch.file("pid")) && ContinuousClock.now - started < HangBound.duration {
            usleep(10_000)
        }
        let child = try scratch.pid("pid")
        kill(process.processIdentifier, signal)
        // Gone within the grace and ample slack of a busy machine, not when its sleep ends.
        let signalled = ContinuousClock.now
        while !Self.isGone(child) && ContinuousClock.now - signalled < .seconds(10) { usleep(10_000) }
        let gone = Self.isGone(child)
        kill(-child, SIGKILL)
        process.waitUntilExit()
        #expect(gone, "the child outlived the tool")
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + signal)
        try stdin.fileHandleForWriting.close()
    }

    /// Bytes waiting in a pipe, unread.
    static func unread(_ fd: Int32) -> Int32 {
        var count: Int32 = 0
        _ = ioctl(fd, UInt(FIONREAD), &count)
        return count
    }

    /// Finding: SIGTERM while the tool was blocked writing to a full pipe left half a line on it.
    @Test func aSignalWhileStdoutIsFullLeavesOnlyWholeLines() throws {
        for trial in 0..<5 {
            // A pipe of the kernel's (Foundation's Pipe is a socket pair here, which holds far more),
            // close-on-exec so that no other test's child holds it open.
            var ends: [Int32] = [-1, -1]
            try #require(pipe(&ends) == 0)
            for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            let readEnd = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: BinaryTests.binary)
            process.arguments = ["--deterministic"]
            let stdin = Pipe()
            process.standardInput = stdin
            process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
            try process.run()
            close(ends[1])  // the tool's now
            Self.watchdog(process)
            // Some 7 KB a line: the pipe (64 KiB) fills long before the input is answered.
            stdin.fileHandleForWriting.write(Data(String(repeating: "{\"cmd\":\"status\"}\n", count: 3000).utf8))
            try stdin.fileHandleForWriting.close()
            let started = ContinuousClock.now
            while Self.unread(ends[0]) < 65_536 && ContinuousClock.now - started < HangBound.duration { usleep(5_000) }
            usleep(UInt32(20_000 * trial))  // the signal lands a little later into the blocked write each time
            process.terminate()  // SIGTERM
            // A reader a little slow to come back: a tool that ended at once has ended by now.
            usleep(200_000)
            let out = readEnd.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 143, "trial \(trial)")
            #expect(out.count >= 65_536 && out.last == 0x0A, "trial \(trial): \(out.count) bytes, the last line cut")
            let lines = out.split(separator: 0x0A)
            #expect(lines.allSatisfy { (try? JSONParser.parse(Array($0)))?["event"] == "status" }, "trial \(trial)")
        }
    }
}
