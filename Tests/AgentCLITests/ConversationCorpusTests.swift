import AgentCLI
import AgentProtocol
import Foundation
import TestSupport
import Testing

/// `Tests/Data/conversations.jsonl`: conversations written as people talk, each run through the
/// CLI in an invocation of its own, in process as `LabelledSentences` runs (a process each would
/// spend most of the suite starting the debug binary; `ConversationBinaryTests` runs the binary)
/// (reference now 2026-03-10T09:00:00+08:00, Asia/Shanghai; weather from the loopback server). Every turn names the skill it must end in (null: none),
/// whether it must ask, and values its result must hold; `cancelled` and `items` count the items.
struct ConversationCorpusTests {
    struct Turn: Sendable {
        var text: String
        var skill: String?
        var asks: Bool
        var expect: [(String, JSONValue)]
    }

    struct Conversation: Sendable, CustomTestStringConvertible {
        var id: String
        var turns: [Turn]
        var testDescription: String { id }
    }

    /// What one turn ended in.
    struct Outcome: Equatable {
        var skill: String?
        var asks = false
        var data: JSONValue?
    }

    static let conversations: [Conversation] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Data/conversations.jsonl")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard let json = try? JSONParser.parse(String(line)), let id = json["id"]?.stringValue,
                  let turns = json["turns"]?.arrayValue else { return nil }
            return Conversation(id: id, turns: turns.map { turn in
                Turn(text: turn["text"]?.stringValue ?? "", skill: turn["skill"]?.stringValue, asks: turn["asks"] == true,
                     expect: turn["expect"]?.objectValue ?? [])
            })
        }
    }()

    static let weather = Result { try WeatherServer(arguments: ["--geocode-any"]) }

    /// The conversation run in one invocation: what each turn ended in.
    static func run(_ conversation: Conversation) async throws -> [Outcome] {
        let server = try weather.get()
        var input = ""
        for (i, turn) in conversation.turns.enumerated() {
            input += JSONWriter.string(.object([("cmd", "send"), ("id", .number(Double(i))), ("text", .string(turn.text))])) + "\n"
        }
        let out = MemorySink()
        _ = await AgentCLI.run(arguments: ["--deterministic", "--now", "2026-03-10T09:00:00+08:00", "--tz", "Asia/Shanghai",
                                           "--weather-endpoint", server.endpoint(), "--weather-timeout", "20000"],
                               environment: [:], stdin: MemorySource(input), stdout: out, stderr: MemorySink())
        var outcomes = [Outcome](repeating: Outcome(), count: conversation.turns.count)
        var moved = [Bool](repeating: false, count: conversation.turns.count)
        for line in out.text.split(separator: "\n") {
            guard let event = try? JSONParser.parse(String(line)), let ref = event["ref"]?.numberValue,
                  Int(ref) < outcomes.count else { continue }
            let i = Int(ref)
            switch event["event"]?.stringValue {
            case "state":
                moved[i] = true
                if let skill = event["skill"]?.stringValue { outcomes[i].skill = skill }
                outcomes[i].asks = event["to"] == "awaitingInput"
            case "result":
                outcomes[i].data = event["data"]
            default:
                break
            }
        }
        // A turn that moved nowhere left the question as it was: asked again (九点那个 fits no choice).
        for i in outcomes.indices.dropFirst() where !moved[i] && outcomes[i - 1].asks {
            outcomes[i] = Outcome(skill: outcomes[i - 1].skill, asks: true)
        }
        return outcomes
    }

    /// What is wrong with a turn's outcome, or nil when it is right.
    static func miss(_ turn: Turn, _ outcome: Outcome) -> String? {
        var wrong: [String] = []
        if outcome.skill != turn.skill { wrong.append("skill \(outcome.skill ?? "none"), not \(turn.skill ?? "none")") }
        if outcome.asks != turn.asks { wrong.append(outcome.asks ? "asks" : "does not ask") }
        for (key, expected) in turn.expect {
            let found: JSONValue?
            switch key {
            case "cancelled", "items": found = outcome.data?[key]?.arrayValue.map { .number(Double($0.count)) }
            default: found = outcome.data?[key]
            }
            if found != expected { wrong.append("\(key) \(found.map(JSONWriter.string) ?? "absent"), not \(JSONWriter.string(expected))") }
        }
        return wrong.isEmpty ? nil : wrong.joined(separator: "; ")
    }

    @Test(arguments: conversations)
    func goesRightFromFirstTurnToLast(_ conversation: Conversation) async throws {
        let outcomes = try await Self.run(conversation)
        try #require(outcomes.count == conversation.turns.count)
        for (i, turn) in conversation.turns.enumerated() {
            if let miss = Self.miss(turn, outcomes[i]) { Issue.record("\(conversation.id) turn \(i + 1) «\(turn.text)»: \(miss)") }
        }
    }

    /// Per-turn and per-conversation figures, by language and tag, and every miss, printed.
    @Test func figures() async throws {
        var results: [(Conversation, [Outcome])] = []
        for conversation in Self.conversations { results.append((conversation, try await Self.run(conversation))) }
        var turns = (right: 0, all: 0)
        var whole = (right: 0, all: 0)
        var byGroup: [String: (right: Int, all: Int)] = [:]
        var misses: [String] = []
        for (conversation, outcomes) in results where outcomes.count == conversation.turns.count {
            var allRight = true
            for (i, turn) in conversation.turns.enumerated() {
                turns.all += 1
                if let miss = Self.miss(turn, outcomes[i]) {
                    allRight = false
                    misses.append("  \(conversation.id) turn \(i + 1) «\(turn.text)»: \(miss)")
                } else {
                    turns.right += 1
                }
            }
            whole.all += 1
            if allRight { whole.right += 1 }
            let group = String(conversation.id.split(separator: "-").prefix(2).joined(separator: "-"))
            byGroup[group, default: (0, 0)].all += 1
            if allRight { byGroup[group, default: (0, 0)].right += 1 }
        }
        func percent(_ part: (right: Int, all: Int)) -> String {
            String(format: "%d/%d = %.1f %%", part.right, part.all, 100 * Double(part.right) / Double(max(part.all, 1)))
        }
        var report = "conversations.jsonl: turns \(percent(turns)), conversations \(percent(whole))\n"
        for (group, part) in byGroup.sorted(by: { $0.key < $1.key }) { report += "  \(group): \(percent(part))\n" }
        print(report + misses.joined(separator: "\n"))
        #expect(whole.all == Self.conversations.count && whole.all >= 150)
    }
}
