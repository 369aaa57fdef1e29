import AgentCLI
import AgentProtocol
import Foundation
import Testing

/// Exec skills' programs: read from a skills file's directory, and refused when missing at
/// registration (from a file, from stdin or from a snapshot) rather than at the first send.
struct ExecProgramTests {
    /// A directory with a skills file naming `./echo_skill.py` and a `bin/answer` program, both beside it.
    static func skillsDirectory() throws -> String {
        let dir = NSTemporaryDirectory() + "exec-program-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/bin", withIntermediateDirectories: true)
        try #"import json, sys; r = json.load(sys.stdin); print(json.dumps({"summary": "echo " + r["text"]}))"#
            .write(toFile: dir + "/echo_skill.py", atomically: true, encoding: .utf8)
        try #require(FileManager.default.createFile(atPath: dir + "/bin/answer",
                                                    contents: Data("#!/bin/sh\necho '{\"summary\":\"answered\"}'\n".utf8),
                                                    attributes: [.posixPermissions: 0o755]))
        let skills = [
            #"{"cmd":"register","skill":{"id":"echo","keywords":["回声"],"exec":["python3","./echo_skill.py"]}}"#,
            #"{"cmd":"register","skill":{"id":"answer","keywords":["回答"],"exec":["bin/answer"]}}"#,
        ]
        try (skills.joined(separator: "\n") + "\n").write(toFile: dir + "/skills.jsonl", atomically: true, encoding: .utf8)
        return dir
    }

    @Test func aSkillsFileNamesItsProgramsFromWhereItIs() throws {
        let dir = try Self.skillsDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The binary, started in another directory (/), with the file named by a path from there.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BinaryTests.binary)
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        process.arguments = ["--deterministic", "--allow-exec", "--no-builtin", "--events", "result,error", "--skills",
                             String(dir.dropFirst()) + "/skills.jsonl", "--input", "text"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data("回声 你好\n回答我\n".utf8))
        try stdin.fileHandleForWriting.close()
        let lines = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(lines.map { (try? JSONParser.parse(String($0)))?["summary"] } == ["echo 回声 你好", "answered"])
    }

    @Test func aSnapshotCarriesThePathsAsRead() async throws {
        let dir = try Self.skillsDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = await CLITests.run(CLITests.fixed + ["--allow-exec", "--no-builtin", "--skills", dir + "/skills.jsonl"],
                                     input: #"{"cmd":"snapshot"}"# + "\n")
        let snapshot = try #require(run.events.first { $0["event"] == "snapshot" })
        let argvs = snapshot["state"]?["skills"]?.arrayValue?.map { $0["spec"]?["exec"] }
        #expect(argvs == [.array(["python3", .string(dir + "/echo_skill.py")]), .array([.string(dir + "/bin/answer")])])
    }

    @Test func aMissingProgramInASkillsFileIsAUsageErrorNamingItsLine() async throws {
        let dir = try Self.skillsDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.removeItem(atPath: dir + "/bin/answer")
        let run = await CLITests.run(CLITests.fixed + ["--allow-exec", "--skills", dir + "/skills.jsonl"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("agent-skill: \(dir)/skills.jsonl:2: skill 'answer': program 'bin/answer' is not an executable file (looked for '\(dir)/bin/answer')\n"))
    }

    @Test func aMissingProgramRegisteredOnStdinIsRefusedAndTheNextLineAnswered() async {
        let input = #"{"cmd":"register","id":1,"skill":{"id":"gone","keywords":["不见"],"exec":["no-such-program-agent-skill"]}}"#
            + "\n" + #"{"cmd":"send","id":2,"text":"不见了"}"# + "\n"
        let run = await CLITests.run(CLITests.fixed + ["--allow-exec", "--no-builtin"], input: input)
        let error = run.events.first { $0["event"] == "error" }
        #expect(error?["code"] == "invalid_skill")
        #expect(error?["line"] == 1)
        #expect(error?["message"]?.stringValue?.hasPrefix("skill 'gone': program 'no-such-program-agent-skill' is not on PATH") == true)
        #expect(run.events.contains { $0["ref"] == 2 && $0["event"] == "timing" })  // the send still answered
        #expect(!run.events.contains { $0["event"] == "registered" })
    }

    @Test func aSnapshotNamingAMissingProgramIsRefused() async {
        let state = #"{"protocol":1,"skills":[{"spec":{"id":"gone","keywords":["不见"],"exec":["/no/such/program"]}}]}"#
        let run = await CLITests.run(CLITests.fixed + ["--allow-exec"], input: #"{"cmd":"restore","id":1,"state":\#(state)}"# + "\n")
        let error = run.events.first { $0["event"] == "error" }
        #expect(error?["code"] == "invalid_snapshot")
        #expect(error?["message"] == "snapshot skills[0]: skill 'gone': program '/no/such/program' is not an executable file")
    }
}
