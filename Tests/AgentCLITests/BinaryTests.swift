import AgentProtocol
import Foundation
import Testing

/// The built executable, spawned as a user would, checking stdout, stderr and exit status.
struct BinaryTests {
    static let binary: String = {
        if let path = ProcessInfo.processInfo.environment["AGENT_SKILL_BIN"] { return path }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/agent-skill").path
    }()

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary running with its three streams on pipes.
    static func start(_ arguments: [String]) throws -> (process: Process, stdin: Pipe, stdout: Pipe, stderr: Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        return (process, stdin, stdout, stderr)
    }

    static func spawn(_ arguments: [String], input: String) throws -> Output {
        let (process, stdin, stdout, stderr) = try start(arguments)
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self))
    }

    @Test func theDesignExampleAsASubprocess() throws {
        let output = try Self.spawn(["--deterministic", "--now", "2026-03-10T09:00:00+08:00", "--tz", "Asia/Shanghai"],
                                    input: "{\"cmd\":\"send\",\"id\":1,\"text\":\"倒计时30分钟\"}\n")
        let lines = output.stdout.split(separator: "\n")
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        try #require(lines.count == 7)
        #expect(lines[3] == #"{"event":"result","seq":4,"ref":1,"run":"r1","skill":"timer.set","summary":"好的，已为您设置 30 分钟倒计时。","data":{"seconds":1800,"fireAt":"2026-03-10T09:30:00+08:00","reminder":null,"rrule":null}}"#)
    }

    @Test func aUsageErrorExitsTwo() throws {
        let output = try Self.spawn(["--frobnicate"], input: "")
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("agent-skill: unknown option '--frobnicate'"))
    }

    @Test func aBadLineExitsOneAndTheRestIsAnswered() throws {
        let output = try Self.spawn(["--deterministic"], input: "[]\n{\"cmd\":\"status\"}")
        #expect(output.status == 1)
        #expect(output.stdout.contains("\"code\":\"not_an_object\""))
        #expect(output.stdout.contains("\"event\":\"status\""))
    }

    @Test func aReaderThatLeavesEarlyEndsTheToolQuietly() throws {
        // `agent-skill < many.jsonl | head -c 1`: stdout closes while events remain to be written.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("early-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("many.jsonl")
        let errors = dir.appendingPathComponent("stderr.txt")
        try String(repeating: "{\"cmd\":\"status\"}\n", count: 20_000).write(to: input, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "'\(Self.binary)' --deterministic < '\(input.path)' 2> '\(errors.path)' | head -c 1 > /dev/null; echo ${PIPESTATUS[0]}"]
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        let status = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(status == "1\n")
        #expect(try String(contentsOf: errors, encoding: .utf8).isEmpty)
    }

    /// Rule: a repeating item fires at each of its moments while the wait lasts, and SIGTERM ends it.
    @Test func aRepeatingItemFiresEachOccurrenceUntilSigterm() throws {
        let (process, stdin, stdout, _) = try Self.start(["--now", "2026-03-10T09:00:00+08:00", "--tz", "Asia/Shanghai",
                                                          "--wait-timers", "--events", "fired"])
        let restore = #"{"cmd":"restore","id":"r","state":{"protocol":1,"skills":[{"builtin":"timer.set"}],"history":[],"runs":1,"#
            + #""state":{"name":"idle"},"schedule":[{"run":"r1","skill":"timer.set","fireAt":"2026-03-10T09:00:01+08:00","#
            + #""rrule":"FREQ=SECONDLY","reminder":"喝水"}]}}"# + "\n"
        stdin.fileHandleForWriting.write(Data(restore.utf8))
        try stdin.fileHandleForWriting.close()
        DispatchQueue.global().asyncAfter(deadline: .now() + 20) { [process] in
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        var received = Data()
        while String(decoding: received, as: UTF8.self).split(separator: "\n").count < 3 {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received += chunk
        }
        process.terminate()
        process.waitUntilExit()
        let lines = String(decoding: received + stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map { try? JSONParser.parse(Array($0.utf8)) }
        #expect(process.terminationStatus == 143)
        try #require(lines.count >= 3)
        #expect(lines.prefix(3).map { $0?["fireAt"]?.stringValue } == [
            "2026-03-10T09:00:01+08:00", "2026-03-10T09:00:02+08:00", "2026-03-10T09:00:03+08:00",
        ])
        #expect(lines.allSatisfy { $0?["rrule"]?.stringValue == "FREQ=SECONDLY" && $0?["ref"]?.stringValue == nil })
    }

    @Test func sigtermEndsTheWaitForTimersCleanly() throws {
        let (process, stdin, stdout, stderr) = try Self.start(["--wait-timers"])
        stdin.fileHandleForWriting.write(Data("{\"cmd\":\"send\",\"id\":1,\"text\":\"倒计时1小时\"}\n".utf8))
        try stdin.fileHandleForWriting.close()
        // A watchdog, so a regression fails the test instead of hanging it.
        DispatchQueue.global().asyncAfter(deadline: .now() + 20) { [process] in
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        // The answer is on the pipe before the tool starts waiting for the timer.
        var received = Data()
        while !String(decoding: received, as: UTF8.self).contains("\"event\":\"timing\"") {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received += chunk
        }
        process.terminate()  // SIGTERM
        process.waitUntilExit()
        let rest = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 143)
        #expect(String(decoding: received + rest, as: UTF8.self).split(separator: "\n").count == 7)
        #expect(err.isEmpty)
    }
}
