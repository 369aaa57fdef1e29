import AgentCLI
import AgentProtocol
import Foundation
import Testing

/// `agent-skill FILE…`: commands read from files in turn and `-` from stdin, as jq reads its files.
struct FileArgumentTests {
    /// A temporary file holding `text`.
    static func file(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "file-argument-\(UUID().uuidString).jsonl"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func status(_ id: Int) -> String { #"{"cmd":"status","id":\#(id)}"# }

    /// The refs of the answers, in order, and the lines their errors name.
    static func refsAndErrorLines(_ run: CLITests.Run) -> (refs: [Int], errorLines: [Int]) {
        let events = run.events.filter { $0["event"] != "state" }
        return (events.compactMap { $0["ref"]?.numberValue.map { Int($0) } },
                events.filter { $0["event"] == "error" }.compactMap { $0["line"]?.numberValue.map { Int($0) } })
    }

    @Test func filesAndStdinAreReadInTheOrderGiven() async throws {
        let first = try Self.file(Self.status(1) + "\n" + Self.status(2) + "\n")
        let second = try Self.file(Self.status(4) + "\n")
        defer { for path in [first, second] { try? FileManager.default.removeItem(atPath: path) } }
        let run = await CLITests.run(CLITests.fixed + [first, "-", second], input: Self.status(3) + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.refsAndErrorLines(run).refs == [1, 2, 3, 4])
    }

    @Test func aLastLineWithoutANewlineEndsWithItsFile() async throws {
        // `cat` would join the two lines into one that is not JSON; each file ends its own last line.
        let first = try Self.file(Self.status(1))
        let second = try Self.file(Self.status(2) + "\n")
        defer { for path in [first, second] { try? FileManager.default.removeItem(atPath: path) } }
        let run = await CLITests.run(CLITests.fixed + [first, second])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.refsAndErrorLines(run).refs == [1, 2])
    }

    @Test func linesAreNumberedThroughTheFilesInOrder() async throws {
        let first = try Self.file(Self.status(1) + "\n" + "{oops\n")
        let second = try Self.file(Self.status(3) + "\n" + "[]\n")
        defer { for path in [first, second] { try? FileManager.default.removeItem(atPath: path) } }
        let run = await CLITests.run(CLITests.fixed + [first, second])
        #expect(run.status == 1)
        #expect(Self.refsAndErrorLines(run).errorLines == [2, 4])
    }

    @Test func withoutFilesOrAfterDoubleDashStdinAndNamesAreRead() async throws {
        let named = try Self.file(Self.status(5) + "\n")
        defer { try? FileManager.default.removeItem(atPath: named) }
        #expect(Self.refsAndErrorLines(await CLITests.run(CLITests.fixed, input: Self.status(6) + "\n")).refs == [6])
        // After `--` every argument is a file, even one that looks like an option.
        let run = await CLITests.run(CLITests.fixed + ["--", named], input: Self.status(6) + "\n")
        #expect(Self.refsAndErrorLines(run).refs == [5])
    }

    @Test func sentencesComeFromAFileWithInputText() async throws {
        let sentences = try Self.file("倒计时30分钟\n三加五乘二\n")
        defer { try? FileManager.default.removeItem(atPath: sentences) }
        let run = await CLITests.run(CLITests.fixed + ["--input", "text", "--output", "text", sentences])
        #expect(run.stdout == "好的，已为您设置 30 分钟倒计时。\n3 + 5 × 2 = 13\n")
    }

    @Test func aFileThatCannotBeReadIsAUsageErrorBeforeAnythingRuns() async throws {
        let good = try Self.file(Self.status(1) + "\n")
        defer { try? FileManager.default.removeItem(atPath: good) }
        let run = await CLITests.run(CLITests.fixed + [good, "/no/such/commands.jsonl"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)  // the good file's command did not run either
        #expect(run.stderr.hasPrefix("agent-skill: cannot read '/no/such/commands.jsonl': no such file or directory\n"))
    }
}
