import AgentCLI
import AgentCore
import AgentProtocol
import Foundation
import Testing

/// Every limit of `Limits`, at and past its edge: up to it is accepted, past it
/// is one `error` naming the limit, and the next line is answered.
struct LimitsTests {
    static func send(_ id: Int, _ text: String) -> String {
        JSONWriter.string(.object([("cmd", "send"), ("id", .number(Double(id))), ("text", .string(text))])) + "\n"
    }

    static func error(_ run: CLITests.Run, ref: Int) -> JSONValue? {
        run.events.first { $0["event"] == "error" && $0["ref"] == .number(Double(ref)) }
    }

    /// How a line ends, in the table below; the last two only end the input.
    enum LineEnd: String, CaseIterable, CustomTestStringConvertible {
        case newline = "\n", crlf = "\r\n", crAtEndOfInput = "\r", endOfInput = ""

        var endsInput: Bool { self == .crAtEndOfInput || self == .endOfInput }
        var testDescription: String { "\(self)" }
    }

    /// A line of `--max-line-bytes` content bytes or fewer is read whatever ends it and however
    /// the reads split it (CR in one read, LF in the next above all); one byte more is refused.
    @Test(arguments: [-1, 0, 1], LineEnd.allCases)
    func aLineAtMaxLineBytesIsReadHoweverItEndsAndHoweverReadsSplitIt(overLimit: Int, end: LineEnd) async {
        let max = 64
        let command = #"{"cmd":"status","id":1}"#
        let line = command + String(repeating: " ", count: max + overLimit - command.utf8.count)
        let input = line + end.rawValue + (end.endsInput ? "" : #"{"cmd":"status","id":2}"# + "\n")
        for chunkSize in [1, 2, max, max + 1, max + 2, 1 << 16] {
            let out = MemorySink()
            let status = await AgentCLI.run(arguments: CLITests.fixed + ["--no-builtin", "--max-line-bytes", "\(max)"],
                                            environment: [:], stdin: MemorySource(input, chunkSize: chunkSize),
                                            stdout: out, stderr: MemorySink())
            let events = CLITests.Run(status: status, stdout: out.text, stderr: "").events
            let first: [JSONValue?] = overLimit > 0 ? ["error", nil, "line_too_long"] : ["status", 1, nil]
            #expect(events.first.map { [$0["event"], $0["ref"], $0["code"]] } == first, "chunks of \(chunkSize)")
            #expect(events.count == (end.endsInput ? 1 : 2), "chunks of \(chunkSize)")
            #expect(status == (overLimit > 0 ? 1 : 0), "chunks of \(chunkSize)")
        }
    }

    @Test func aSentenceUpToTheLimitIsAnsweredAndALongerOneRefused() async {
        let atLimit = "倒计时30分钟" + String(repeating: "啊", count: Limits.sentenceCharacters - 7)
        let input = Self.send(1, atLimit) + Self.send(2, atLimit + "啊") + Self.send(3, "倒计时30分钟")
        let run = await CLITests.run(CLITests.fixed, input: input)
        #expect(run.events.contains { $0["event"] == "result" && $0["ref"] == 1 })
        let refused = Self.error(run, ref: 2)
        #expect(refused?["code"] == "sentence_too_long")
        #expect(refused?["message"] == "the sentence has 1001 characters; at most 1000")
        #expect(run.events.contains { $0["event"] == "result" && $0["ref"] == 3 })
        #expect(run.status == 1)
    }

    @Test func aLongSentenceIsRefusedInTextModeToo() async {
        let run = await CLITests.run(CLITests.fixed + ["--input", "text"],
                                     input: String(repeating: "x", count: 1001) + "\n倒计时30分钟\n")
        #expect(run.events.first?["code"] == "sentence_too_long")
        #expect(run.events.first?["line"] == 1)
        #expect(run.events.contains { $0["event"] == "result" })
    }

    /// A skills file of `count` reply skills, `gen.sN`, each with keywords of its own.
    static func skillsFile(_ count: Int) throws -> String {
        let path = NSTemporaryDirectory() + "limits-\(UUID().uuidString).jsonl"
        var text = ""
        for i in 0..<count {
            text += #"{"cmd":"register","skill":{"id":"gen.s\#(i)","keywords":["词\#(i)"],"reply":"ok"}}"# + "\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func registrationStopsAtTheSkillLimitButReplacingGoesOn() async throws {
        let builtins = 7
        let file = try Self.skillsFile(Limits.skills - builtins)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = await CLITests.run(CLITests.fixed + ["--skills", file], input: """
            {"cmd":"register","id":1,"skill":{"id":"one.more","keywords":["再来"],"reply":"no room"}}
            {"cmd":"register","id":2,"skill":{"id":"gen.s7","keywords":["换了"],"reply":"replaced"}}
            {"cmd":"unregister","id":3,"skill":"gen.s8"}
            {"cmd":"register","id":4,"skill":{"id":"one.more","keywords":["再来"],"reply":"room now"}}

            """)
        let full = Self.error(run, ref: 1)
        #expect(full?["code"] == "too_many_skills")
        #expect(full?["message"] == "10000 skills are registered, the most there can be; unregister one first")
        #expect(run.events.first { $0["ref"] == 2 }?["replaced"] == true)
        #expect(run.events.first { $0["ref"] == 4 }?["event"] == "registered")
    }

    @Test func skillsFilesPastTheLimitAreAUsageError() async throws {
        let file = try Self.skillsFile(Limits.skills - 6)  // with the seven built-ins: one too many
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = await CLITests.run(CLITests.fixed + ["--skills", file])
        #expect(run.status == 2)
        #expect(run.stderr.contains("the skills files register 10001 skills with the built-ins; at most 10000"))
    }

    @Test func aKeywordSharedByManySkillsListsAHundredConflicts() async throws {
        var input = ""
        for i in 0..<150 {
            input += #"{"cmd":"register","id":\#(i),"skill":{"id":"s\#(String(format: "%03d", i))","keywords":["共享"],"reply":"ok"}}"# + "\n"
        }
        let run = await CLITests.run(CLITests.fixed + ["--no-builtin"], input: input)
        let last = try #require(run.events.last)
        let conflicts = try #require(last["conflicts"]?.arrayValue)
        #expect(conflicts.count == Limits.reportedConflicts)
        #expect(conflicts.first == "s000" && conflicts.last == "s099")
    }

    /// A keyword 150 skills share: `match` and `send` list the best 20 and count the rest.
    @Test func aMatchListsTheBestTwentyCandidatesAndCountsTheRest() async throws {
        var input = ""
        for i in 0..<150 {
            // The last one registered hits one more keyword: it stands above the others.
            let keywords = i == 149 ? #"["共享","3个"]"# : #"["共享"]"#
            input += #"{"cmd":"register","skill":{"id":"s\#(i)","keywords":\#(keywords),"reply":"ok"}}"# + "\n"
        }
        input += #"{"cmd":"match","id":"m","text":"共享3个"}"# + "\n" + #"{"cmd":"send","id":"s","text":"共享3个"}"# + "\n"
        input += #"{"cmd":"match","id":"few","text":"倒计时30分钟"}"# + "\n"
        let run = await CLITests.run(CLITests.fixed + ["--no-builtin", "--events", "match"], input: input)
        #expect(run.status == 0)
        for ref: JSONValue in ["m", "s"] {
            let match = try #require(run.events.first { $0["ref"] == ref })
            let candidates = try #require(match["candidates"]?.arrayValue)
            #expect(candidates.count == Limits.listedCandidates)
            #expect(match["unlisted"] == .number(Double(150 - Limits.listedCandidates)))
            #expect(candidates.map { $0["skill"]?.stringValue } == ["s149"] + (0..<19).map { "s\($0)" })
            #expect(match["selected"] == "s149")
        }
        // Nothing left out: no `unlisted` at all.
        let few = try #require(run.events.first { $0["ref"] == "few" })
        #expect(few["unlisted"] == nil)
        #expect(run.stdout.utf8.count < 40_000)
    }

    /// The conflicts of every `registered` event, against a plain model of them: ids sorted,
    /// at most a hundred, keywords compared folded (TEA, ｔｅａ and Tea are one), a replaced
    /// skill reported under its new keywords only, an unregistered one no more.
    @Test func conflictReportsFollowReplacementsAndRemovals() async throws {
        let pool = ["共享", "TEA", "ｔｅａ", "Tea", "咖啡", "泡茶", "共享"]
        var generator = SplitMix64(seed: 23)
        var model: [(id: String, keys: Set<[UInt32]>)] = []
        var expected: [Int: [String]] = [:]
        var input = ""
        for line in 1...700 {
            let id = "s\(generator.next() % 260)"
            if generator.next() % 9 == 0 {
                guard let index = model.firstIndex(where: { $0.id == id }) else { continue }
                model.remove(at: index)
                input += #"{"cmd":"unregister","id":\#(line),"skill":"\#(id)"}"# + "\n"
                continue
            }
            let keywords = (0..<(1 + Int(generator.next() % 2))).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }
            let keys = Set(keywords.map(MatchText.scalars(of:)))
            if let index = model.firstIndex(where: { $0.id == id }) { model[index].keys = keys } else { model.append((id, keys)) }
            expected[line] = Array(model.filter { $0.id != id && !$0.keys.isDisjoint(with: keys) }.map(\.id).sorted()
                .prefix(Limits.reportedConflicts))
            let spec: JSONValue = .object([("id", .string(id)), ("keywords", .array(keywords.map(JSONValue.string))), ("reply", "ok")])
            input += JSONWriter.string(.object([("cmd", "register"), ("id", .number(Double(line))), ("skill", spec)])) + "\n"
        }
        let run = await CLITests.run(CLITests.fixed + ["--no-builtin"], input: input)
        #expect(run.status == 0)
        var checked = 0
        for event in run.events where event["event"] == "registered" {
            let line = try #require(event["ref"]?.numberValue).rounded()
            let conflicts = try #require(event["conflicts"]?.arrayValue).compactMap(\.stringValue)
            #expect(conflicts == expected[Int(line)], "line \(Int(line))")
            checked += 1
        }
        #expect(checked == expected.count)
        #expect(expected.values.contains { $0.count == Limits.reportedConflicts })
    }

    // MARK: Pattern parameters

    /// Three skills sharing a keyword, each with twenty patterns that look far through a
    /// 1,000-character sentence (each about 290,000 steps): the sentence's pattern work stops at
    /// its budget, and the selected skill, whose patterns were not all read, fails `pattern_too_costly`.
    @Test func thePatternWorkOfOneSentenceIsBounded() async throws {
        let parameters = (0..<20).map { #"{"name":"p\#($0)","title":"第\#($0)项","kind":"pattern","pattern":".{0,100}z"}"# }
        var input = ""
        for i in 0..<3 {
            input += #"{"cmd":"register","skill":{"id":"pat\#(i)","keywords":["查询"],"parameters":["#
                + parameters.joined(separator: ",") + #"],"reply":"ok"}}"# + "\n"
        }
        let sentence = "查询" + String(repeating: "啊", count: 998)
        input += Self.send(1, sentence) + #"{"cmd":"match","id":2,"text":"\#(sentence)"}"# + "\n"
        let run = await CLITests.run(CLITests.fixed + ["--no-builtin"], input: input)
        let failed = try #require(run.events.first { $0["event"] == "state" && $0["to"] == "failed" })
        #expect(failed["skill"] == "pat0")
        #expect(failed["error"]?["code"] == "pattern_too_costly")
        #expect(failed["error"]?["message"]?.stringValue?.hasSuffix(
            "was not read: pattern parameters may take 1000000 steps on one sentence") == true)
        #expect(run.events.contains { $0["event"] == "reply" && $0["text"]?.stringValue?.contains("太费力") == true })
        // A match reads as much, and answers.
        let match = try #require(run.events.first { $0["ref"] == 2 })
        #expect(match["event"] == "match" && match["selected"] == "pat0")
    }

    // MARK: Pipelines and routers

    /// A `register` line for a pipeline `id` (keyword: its id) of `stages`.
    static func pipeline(_ id: String, _ stages: [String], ref: Int? = nil) -> String {
        let spec: JSONValue = .object([("id", .string(id)), ("keywords", [.string(id)]), ("pipeline", .array(stages.map(JSONValue.string)))])
        return JSONWriter.string(.object([("cmd", "register")] + (ref.map { [("id", .number(Double($0)))] } ?? []) + [("skill", spec)])) + "\n"
    }

    static let leaf = #"{"cmd":"register","skill":{"id":"leaf","keywords":["叶子"],"reply":"ok"}}"# + "\n"

    /// Nested pipelines multiply: 30 stages of 30 stages of 30 stages would run 27,930 parts in one
    /// send. Registered with its parts known, such a skill is refused, naming the limit; up to
    /// the limit is accepted.
    @Test func aPipelineThatWouldRunTooManyPartsIsRefusedWhenItsPartsAreKnown() async throws {
        let input = Self.leaf + Self.pipeline("p1", Array(repeating: "leaf", count: 30))
            + Self.pipeline("p2", Array(repeating: "p1", count: 30), ref: 2)
            + Self.pipeline("p3", Array(repeating: "p2", count: 30), ref: 3)
            + Self.pipeline("n99", Array(repeating: "leaf", count: 99))
            + Self.pipeline("edge", Array(repeating: "n99", count: 10), ref: 5)  // 10 × (1 + 99): the limit
            + Self.pipeline("past", Array(repeating: "n99", count: 10) + ["leaf"], ref: 6)
            + #"{"cmd":"register","id":7,"skill":{"id":"wide.router","keywords":["路由"],"router":{"base":"p2","onSuccess":"p2","onFailure":"leaf"}}}"#
            + "\n" + #"{"cmd":"register","id":8,"skill":{"id":"router","keywords":["路由"],"router":{"base":"p2","onSuccess":"leaf","onFailure":"leaf"}}}"#
            + "\n" + #"{"cmd":"send","id":9,"text":"p3"}"# + "\n"
        let run = await CLITests.run(CLITests.fixed + ["--no-builtin"], input: input)
        #expect(run.events.first { $0["ref"] == 2 }?["event"] == "registered")  // 30 × 31 = 930
        let refused = try #require(Self.error(run, ref: 3))
        #expect(refused["code"] == "invalid_skill")
        #expect(refused["message"] == "skill 'p3' may run more than 1000 stages, bases and branches in one send; a send runs at most 1000")
        #expect(run.events.first { $0["ref"] == 5 }?["event"] == "registered")
        #expect(Self.error(run, ref: 6)?["code"] == "invalid_skill")
        // A router runs its base and one branch: 931 + 931 is too many, 931 + 1 is not.
        #expect(Self.error(run, ref: 7)?["message"] == "skill 'wide.router' may run more than 1000 stages, bases and branches in one send; a send runs at most 1000")
        #expect(run.events.first { $0["ref"] == 8 }?["event"] == "registered")
        #expect(run.events.first { $0["ref"] == 9 && $0["event"] == "match" }?["selected"] == .null)
    }

    @Test func pipelinesNestedDeeperThanTheLimitAreRefusedWhenTheirPartsAreKnown() async throws {
        var input = Self.leaf
        for depth in 1...(Limits.compositionDepth + 1) {
            input += Self.pipeline("c\(depth)", [depth == 1 ? "leaf" : "c\(depth - 1)"], ref: depth)
        }
        let run = await CLITests.run(CLITests.fixed + ["--no-builtin"], input: input)
        #expect(run.events.first { $0["ref"] == .number(Double(Limits.compositionDepth)) }?["event"] == "registered")
        #expect(Self.error(run, ref: Limits.compositionDepth + 1)?["message"]
                == "skill 'c9' nests pipelines and routers more than 8 deep; a send runs them at most 8 deep")
    }

    /// Parts registered after the skill that runs them are counted as the run goes: the send
    /// fails `composition_too_large` at the part past the limit, having run no more than it.
    @Test func partsRegisteredLaterAreBoundedWhenTheSkillRuns() async throws {
        let input = Self.pipeline("p3", Array(repeating: "p2", count: 30)) + Self.pipeline("p2", Array(repeating: "p1", count: 30))
            + Self.pipeline("p1", Array(repeating: "leaf", count: 30)) + Self.leaf
            + #"{"cmd":"send","id":1,"text":"p3"}"# + "\n"
        let run = await CLITests.run(CLITests.fixed + ["--no-builtin"], input: input)
        let failed = try #require(run.events.first { $0["event"] == "state" && $0["to"] == "failed" })
        #expect(failed["error"]?["code"] == "composition_too_large")
        // p3's first stage runs 931 parts; its second, 932, then p1 and 30 leaves twice (994), then p1 and 6 leaves.
        #expect(failed["error"]?["message"] == .string("stage 2 'p2': stage 3 'p1': stage 6 'leaf' would be part 1001 of "
                + "this send; a send runs at most 1000 stages, bases and branches"))
        // Each part run reports its progress: no more than the limit ran.
        let progress = run.events.filter { $0["event"] == "progress" }.count
        #expect(progress > 0 && progress <= Limits.stageRunsPerSend)
    }

    @Test func partsRegisteredLaterAreBoundedInDepthWhenTheSkillRuns() async throws {
        var input = ""
        for depth in (1...(Limits.compositionDepth + 1)).reversed() {
            input += Self.pipeline("c\(depth)", [depth == 1 ? "leaf" : "c\(depth - 1)"])
        }
        let run = await CLITests.run(CLITests.fixed + ["--no-builtin"], input: input + Self.leaf + #"{"cmd":"send","text":"c9"}"# + "\n")
        let failed = try #require(run.events.first { $0["event"] == "state" && $0["to"] == "failed" })
        #expect(failed["error"]?["code"] == "composition_too_large")
        #expect(failed["error"]?["message"]?.stringValue?.hasSuffix(
            "stage 1 'leaf' would run 9 pipelines and routers deep; a send runs them at most 8 deep") == true)
    }

    /// A snapshot or a skills file brings skills as `register` does, and is bounded the same way.
    @Test func snapshotsAndSkillsFilesAreBoundedAsRegisterIs() async throws {
        let lines = Self.leaf + Self.pipeline("p1", Array(repeating: "leaf", count: 30))
            + Self.pipeline("p2", Array(repeating: "p1", count: 30)) + Self.pipeline("p3", Array(repeating: "p2", count: 30))
        let path = NSTemporaryDirectory() + "limits-\(UUID().uuidString).jsonl"
        try lines.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = await CLITests.run(CLITests.fixed + ["--skills", path])
        #expect(file.status == 2)
        #expect(file.stderr.contains("\(path):4: skill 'p3' may run more than 1000 stages"))

        let specs: [JSONValue] = lines.split(separator: "\n").compactMap { try? JSONParser.parse(String($0))["skill"] }
        let state: JSONValue = .object([
            ("protocol", 1), ("skills", .array(specs.map { .object([("spec", $0)]) })), ("history", []), ("runs", 0),
            ("state", .object([("name", "idle")])),
        ])
        let restore = await CLITests.run(CLITests.fixed, input: JSONWriter.string(.object([("cmd", "restore"), ("id", 1), ("state", state)])) + "\n")
        #expect(Self.error(restore, ref: 1)?["code"] == "invalid_snapshot")
        #expect(Self.error(restore, ref: 1)?["message"]?.stringValue?.hasPrefix("snapshot skills[3]: skill 'p3' may run more than 1000") == true)
    }

    @Test func aSnapshotWithTooLongAHistoryIsRefused() async {
        let entry: JSONValue = .object([("role", "user"), ("text", "你好")])
        let state: JSONValue = .object([
            ("protocol", 1), ("skills", []), ("history", .array(Array(repeating: entry, count: Limits.historyEntries + 1))),
            ("runs", 0), ("state", .object([("name", "idle")])),
        ])
        let line = JSONWriter.string(.object([("cmd", "restore"), ("id", 1), ("state", state)]))
        let run = await CLITests.run(CLITests.fixed, input: line + "\n{\"cmd\":\"status\",\"id\":2}\n")
        #expect(Self.error(run, ref: 1)?["code"] == "invalid_snapshot")
        #expect(Self.error(run, ref: 1)?["message"] == "snapshot has 101 history entries; at most 100")
        #expect(run.events.contains { $0["event"] == "status" && $0["ref"] == 2 })
    }
}
