import AgentCLI
import AgentProtocol
import Foundation
import Testing

/// The first thing people type: a sentence on a line where a command belongs is told how to send
/// text, and a person at a terminal is told first what the tool reads.
struct FirstContactTests {
    /// Input typed at a terminal, as the tests give it.
    struct TerminalSource: ByteSource {
        var inner: MemorySource
        var isTerminal: Bool { true }
        mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int { inner.read(into: buffer) }
    }

    @Test(arguments: ["五分钟后提醒我取快递", "set a timer for 5 minutes", "  hello", "\"倒计时30分钟\""])
    func aSentenceWhereACommandBelongsIsToldHowToSendText(line: String) async throws {
        let run = await CLITests.run(CLITests.fixed, input: line + "\n")
        let error = try #require(run.events.first)
        #expect(error["event"] == "error")
        #expect(error["message"]?.stringValue?.hasSuffix("; to send a sentence, run with --input text or write {\"cmd\":\"send\",\"text\":\"…\"}") == true,
                "\(line): \(error)")
    }

    /// Malformed JSON is no sentence: its error says only what is wrong.
    @Test(arguments: ["{\"cmd\":", "[1,", "{cmd: send}"])
    func malformedJSONGetsNoTextHint(line: String) async throws {
        let run = await CLITests.run(CLITests.fixed, input: line + "\n")
        #expect(run.events.first?["message"]?.stringValue?.contains("--input text") == false, "\(line)")
    }

    @Test(arguments: [([String](), "reading commands, one JSON object a line"), (["--input", "text"], "reading sentences, one a line")])
    func aTerminalIsToldWhatTheToolReads(extra: [String], hint: String) async {
        let out = MemorySink()
        let err = MemorySink()
        let status = await AgentCLI.run(arguments: CLITests.fixed + extra, environment: [:],
                                        stdin: TerminalSource(inner: MemorySource("")), stdout: out, stderr: err)
        #expect(status == 0)
        #expect(err.text.hasPrefix("agent-skill: " + hint) && err.text.hasSuffix("Ctrl-D ends.\n"), "\(err.text)")
        #expect(err.text.split(separator: "\n").count == 1)
    }

    /// A pipe or a file is no terminal: nothing is said on stderr.
    @Test func aPipeIsToldNothing() async {
        let run = await CLITests.run(CLITests.fixed, input: "")
        #expect(run.stderr.isEmpty)
    }
}
