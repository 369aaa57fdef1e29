import AgentCalendar
import AgentProtocol
import Foundation
import TestSupport
import Testing

/// The zone the samples are encoded and decoded in.
private let shanghai = TimeZoneRules.fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600)

private func at(_ day: Int, _ hour: Int, _ minute: Int) -> Date {
    CivilTime(year: 2026, month: 3, day: day, hour: hour, minute: minute).date(in: shanghai)
}

private func json(_ text: String) -> JSONValue {
    (try? JSONParser.parse(text)) ?? .null
}

private func encode(_ event: AgentEvent, seq: Int, ref: JSONValue?) -> String {
    var w = JSONWriter()
    EventEncoder(timeZone: shanghai).write(event, seq: seq, ref: ref, into: &w)
    return String(decoding: w.bytes, as: UTF8.self)
}

/// One event to send round: encoded, checked against the schema, decoded, encoded again.
struct EventSample: Sendable, CustomTestStringConvertible {
    var label: String
    var event: AgentEvent
    var seq: Int
    var ref: JSONValue?
    /// What decoding gives back when the wire does not carry all of `event` (see `EventDecoder`).
    var nearest: AgentEvent?

    init(_ label: String, _ event: AgentEvent, seq: Int, ref: JSONValue? = nil, nearest: AgentEvent? = nil) {
        self.label = label
        self.event = event
        self.seq = seq
        self.ref = ref
        self.nearest = nearest
    }

    var testDescription: String { label }
}

struct RoundTripTests {
    // MARK: Commands

    static let teaSpec = json(#"""
        {"id":"tea.brew","displayName":"泡茶","keywords":["泡茶","tea"],"excludeKeywords":["奶茶"],
         "parameters":[{"name":"steep","title":"浸泡时间","kind":"duration","unit":"分钟","required":true}],
         "needs":["steep"],"requestsOnly":true,"samples":["泡茶三分钟"],"negativeSamples":["我爱喝奶茶"],
         "reply":"好的，{steep}秒后提醒你出汤"}
        """#)

    static let snapshotState = json(#"""
        {"protocol":1,"skills":[{"builtin":"timer.set"},{"spec":{"id":"echo","keywords":["echo"],"reply":"{input}"}}],
         "history":[{"role":"user","text":"帮我设个闹钟"},{"role":"agent","text":"闹钟定在几点呢？"}],"runs":1,
         "state":{"name":"awaitingInput","run":"r1","skill":"alarm.set","language":"zh","sentence":"帮我设个闹钟",
                  "parameters":{},"missing":["time"]}}
        """#)

    /// One of every command, with and without an id.
    static let commands: [(Command, JSONValue?)] = [
        (.register(teaSpec), 1),
        (.unregister("tea.brew"), "u-2"),
        (.send("倒计时30分钟，提醒我取快递"), 3),
        (.match("what time is it"), nil),
        (.status, 9_007_199_254_740_992),
        (.cancel, 6),
        (.retry, "again"),
        (.reset, nil),
        (.selftest, "self"),
        (.snapshot, 1.5),
        (.restore(snapshotState), 10),
        (.export(.ics), "ics"),
    ]

    @Test func everyCommandHasASample() {
        let sampled = Self.commands.map { CommandEncoder.name(of: $0.0) }
        #expect(Set(sampled) == Set(Command.names), "commands without a sample: \(Set(Command.names).subtracting(sampled))")
        #expect(Set(Command.names).count == Command.names.count)
    }

    @Test func theSchemaNamesTheCommandsAndEventsTheCodeHas() throws {
        func schema(_ name: String) throws -> JSONValue {
            try JSONParser.parse(Array(Data(contentsOf: SchemaValidator.schemaDirectory.appendingPathComponent(name))))
        }
        let commands = try schema("commands.schema.json")
        #expect(commands["properties"]?["cmd"]?["enum"] == .array(Command.names.map(JSONValue.string)))
        let events = try schema("events.schema.json")
        let names = (events["properties"]?["event"]?["enum"]?.arrayValue ?? []).compactMap(\.stringValue)
        #expect(Set(names) == Set(AgentEvent.Name.allCases.map(\.rawValue)))
        #expect(names.count == AgentEvent.Name.allCases.count)
    }

    @Test(arguments: commands)
    func command(_ command: Command, id: JSONValue?) throws {
        let line = CommandEncoder.line(command, id: id)
        let failures = try SchemaValidator.projectSchemas().validate(JSONParser.parse(line), against: "commands.schema.json")
        #expect(failures.isEmpty, "\(String(decoding: line, as: UTF8.self)): \(failures.map(\.description))")
        let decoded = try CommandDecoder.decode(line).get()
        #expect(decoded.command == command)
        #expect(decoded.ref == id)
    }

    @Test func aCommandLineLeadsWithCmdThenId() {
        #expect(String(decoding: CommandEncoder.line(.send("倒计时30分钟"), id: 1), as: UTF8.self)
            == #"{"cmd":"send","id":1,"text":"倒计时30分钟"}"#)
        #expect(String(decoding: CommandEncoder.line(.unregister("tea.brew")), as: UTF8.self)
            == #"{"cmd":"unregister","skill":"tea.brew"}"#)
        #expect(String(decoding: CommandEncoder.line(.reset, id: "x"), as: UTF8.self) == #"{"cmd":"reset","id":"x"}"#)
    }

    // MARK: Events

    static let timerRun = SkillRun(id: "r1", skill: "timer.set", language: .chinese)
    static let duration = SkillParameter(name: "duration", title: "时长", kind: .duration, unit: "分钟", required: true)
    static let pickupCode = SkillParameter(name: "code", title: "取件码", kind: .pattern, required: true, pattern: "[0-9]{4}")

    static let timerSummary = SkillSummary(
        id: "timer.set", displayName: "倒计时", description: "设置一个倒计时，到时提醒", keywords: ["倒计时", "计时器", "minute"],
        excludeKeywords: ["几点"],
        parameters: [duration, SkillParameter(name: "reminder", title: "提醒事项", kind: .text)],
        evidence: SkillEvidence(needs: ["duration"], answersRequestsOnly: true), samples: ["倒计时30分钟", "in 90 minutes"])
    static let meetingSummary = SkillSummary(
        id: "meeting.remind", displayName: "会议提醒", description: "", keywords: ["开会"], excludeKeywords: [],
        parameters: [
            SkillParameter(name: "at", title: "时间", kind: .clockTime, required: true),
            SkillParameter(name: "length", title: "时长", kind: .duration, defaultValue: 3600),
            SkillParameter(name: "room", title: "会议室", kind: .pattern, required: true, pattern: "[A-Z][0-9]{3}"),
            SkillParameter(name: "people", title: "人数", kind: .number, defaultValue: "2"),
            SkillParameter(name: "day", title: "日期", kind: .date),
        ],
        evidence: .none, samples: [])

    static let meetingQuestion = PendingQuestion(
        run: SkillRun(id: "r2", skill: "meeting.remind", language: .chinese), sentence: "明天下午三点开会一小时，五个人",
        parameters: ["at": .instant(at(11, 15, 0)), "length": .duration(seconds: 3600), "people": .number(5),
                     "day": .date(CalendarDate(year: 2026, month: 3, day: 11)!)],
        missing: [SkillParameter(name: "room", title: "会议室", kind: .pattern, required: true)])

    /// Made afresh on each use, not kept in a global: LeakSanitizer cannot follow a pointer
    /// that an enum's payload holds with tag bits in it, and would report the kept samples.
    static var events: [EventSample] { [
        EventSample("state to understanding", .state(StateChange(from: .idle, to: .understanding)), seq: 1, ref: 1),
        EventSample("state to executing, in English",
                    .state(StateChange(from: .understanding, to: .executing(SkillRun(id: "r1", skill: "timer.set", language: .english)))),
                    seq: 3, ref: 1,
                    nearest: .state(StateChange(from: .understanding, to: .executing(timerRun)))),
        EventSample("state to awaitingInput, two parameters missing",
                    .state(StateChange(from: .executing, to: .awaitingInput(PendingQuestion(
                        run: timerRun, sentence: "提醒我取快递", parameters: ["reminder": .text("取快递")],
                        missing: [duration, pickupCode])))),
                    seq: 4, ref: "a",
                    nearest: .state(StateChange(from: .executing, to: .awaitingInput(PendingQuestion(
                        run: timerRun, sentence: "", parameters: [:],
                        missing: [duration, SkillParameter(name: "code", title: "取件码", kind: .pattern, required: true)]))))),
        EventSample("state to failed",
                    .state(StateChange(from: .executing, to: .failed(
                        SkillRun(id: "0badf00d", skill: "weather.query", language: .chinese),
                        SkillError(code: .unknownCity, message: "no city named '火星'", reply: "我不认识火星这个地方")))),
                    seq: 9, ref: 2,
                    nearest: .state(StateChange(from: .executing, to: .failed(
                        SkillRun(id: "0badf00d", skill: "weather.query", language: .chinese),
                        SkillError(code: .unknownCity, message: "no city named '火星'"))))),
        EventSample("state from failed to idle", .state(StateChange(from: .failed, to: .idle)), seq: 12),
        EventSample("match, two candidates, one rejected", .match(MatchReport(text: "明天早上七点提醒我起床", candidates: [
            MatchCandidate(skill: "alarm.set", score: 13, confidence: 0.273, hits: [KeywordHit(keyword: "提醒我", start: 6, end: 9)],
                           reasons: [MatchReason("keyword 提醒我", points: 3), MatchReason("request 提醒我"), MatchReason("time read", points: 10)]),
            MatchCandidate(skill: "timer.set", score: 3, confidence: 0.273, hits: [KeywordHit(keyword: "提醒我", start: 6, end: 9)],
                           reasons: [MatchReason("keyword 提醒我", points: 3), MatchReason("no duration: will ask")],
                           rejected: "no duration"),
        ])), seq: 2, ref: 1),
        EventSample("match, every candidate rejected", .match(MatchReport(text: "我爱吃热狗", candidates: [
            MatchCandidate(skill: "weather.query", score: 0, confidence: 0, hits: [KeywordHit(keyword: "热", start: 3, end: 4)],
                           reasons: [MatchReason("热 inside 热狗")], rejected: "热 inside 热狗"),
        ])), seq: 2),
        EventSample("match, no candidate", .match(MatchReport(text: "你好", candidates: [])), seq: 2, ref: "hi"),
        EventSample("match, more candidates than are listed", .match(MatchReport(text: "共享", candidates: [
            MatchCandidate(skill: "s0", score: 12, confidence: 1, hits: [KeywordHit(keyword: "共享", start: 0, end: 2)],
                           reasons: [MatchReason("keyword 共享", points: 2), MatchReason("needs nothing", points: 10)]),
        ], unlisted: 9_999)), seq: 2, ref: 3),
        EventSample("match, a follow-up from the conversation", .match(MatchReport(text: "那上海呢", candidates: [
            MatchCandidate(skill: "weather.query", score: 10, confidence: 1, hits: [],
                           reasons: [MatchReason("follows up 北京天气怎么样"), MatchReason("city changed", points: 10)],
                           conversation: ConversationLink(sentence: "北京天气怎么样", changed: ["city"], inherited: [])),
        ])), seq: 2, ref: 5),
        EventSample("match, a retry from the conversation", .match(MatchReport(text: "再试一次", candidates: [
            MatchCandidate(skill: "weather.query", score: 10, confidence: 1, hits: [],
                           reasons: [MatchReason("retries 北京天气怎么样", points: 10)],
                           conversation: ConversationLink(sentence: "北京天气怎么样", retry: true, changed: [], inherited: ["city"])),
        ])), seq: 2),
        EventSample("result", .result(run: "r1", skill: "timer.set", summary: "好的，30分钟后提醒你取快递",
                                      data: json(#"{"seconds":1800,"fireAt":"2026-03-10T09:30:00+08:00","reminder":"取快递"}"#)),
                    seq: 4, ref: 1),
        EventSample("reply", .reply(text: "好的，30分钟后提醒你取快递\n（到时见）"), seq: 5, ref: 1),
        EventSample("progress", .progress(run: "0badf00d", skill: "count.slow", progress: 0.5), seq: 4, ref: 7),
        EventSample("timing", .timing(PhaseTiming(understandMs: 0.412, executeMs: 1.25, totalMs: 1.7)), seq: 7, ref: 1),
        EventSample("cancelled", .cancelled(run: "r3", skill: "timer.set"), seq: 15, ref: 4),
        EventSample("rejected: nothing to cancel", .rejected(reason: "nothing_to_cancel"), seq: 1, ref: 1),
        EventSample("rejected: busy", .rejected(reason: "busy"), seq: 6, ref: 3),
        EventSample("rejected: nothing to retry", .rejected(reason: "nothing_to_retry"), seq: 1, ref: "again"),
        EventSample("registered with a conflict", .registered(Registration(skill: "tea.brew", replaced: false, conflicts: ["timer.set"])),
                    seq: 1, ref: 1),
        EventSample("registered in place", .registered(Registration(skill: "tea.brew", replaced: true)), seq: 2),
        EventSample("unregistered", .unregistered(skill: "tea.brew"), seq: 3, ref: 2),
        EventSample("status with a pending question, skills and history", .status(StatusReport(
            state: .awaitingInput, skill: "meeting.remind", pending: meetingQuestion, skills: [timerSummary, meetingSummary],
            history: [HistoryEntry(role: .user, text: "明天下午三点开会一小时，五个人"), HistoryEntry(role: .agent, text: "会议室是哪一间？")],
            schedule: [
                ScheduledItem(run: "r1", skill: "timer.set", firing: ScheduledFiring(
                    fireAt: at(10, 11, 0), recurrence: .every(seconds: 7200), detailName: "reminder", detail: "喝水")),
                ScheduledItem(run: "r2", skill: "alarm.set", firing: ScheduledFiring(
                    fireAt: at(11, 7, 30), detailName: "label", detail: nil)),
            ])),
                    seq: 6, ref: 2),
        EventSample("status, failed", .status(StatusReport(state: .failed, skill: "weather.query", pending: nil,
                                                           skills: [timerSummary], history: [])), seq: 10),
        EventSample("status, idle with nothing", .status(StatusReport(state: .idle, skill: nil, pending: nil, skills: [], history: [])),
                    seq: 1, ref: 1),
        EventSample("reset", .reset, seq: 8, ref: 5),
        EventSample("selftest", .selftest(SelftestReport(results: [
            .init(skill: "timer.set", sample: "倒计时5分钟", expect: .select, selected: "timer.set", passed: true),
            .init(skill: "timer.set", sample: "我一般六点半下班", expect: .reject, selected: nil, passed: true),
            .init(skill: "alarm.set", sample: "明早七点叫我", expect: .select, selected: "clock.now", passed: false),
        ])), seq: 2, ref: "st"),
        EventSample("error", .error(code: .unknownCommand, message: "unknown command 'sned'", line: 4), seq: 9, ref: "a"),
        EventSample("fired with a reminder",
                    .fired(run: "r2", skill: "timer.set", firing: ScheduledFiring(fireAt: at(10, 10, 30), detailName: "reminder", detail: "取快递")),
                    seq: 22, ref: 2),
        EventSample("fired, a timer with its length",
                    .fired(run: "r6", skill: "timer.set", firing: ScheduledFiring(fireAt: at(10, 5, 0), detailName: "reminder", detail: nil,
                                                                                    seconds: 300)),
                    seq: 26, ref: 6),
        EventSample("fired, an occurrence of a repeating alarm",
                    .fired(run: "r4", skill: "alarm.set", firing: ScheduledFiring(
                        fireAt: at(11, 7, 0), recurrence: Recurrence(.weekly, weekdays: Recurrence.Weekday.workdays),
                        detailName: "label", detail: "打卡")),
                    seq: 24, ref: 4),
        EventSample("exported", .exported(format: .ics, text: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n"),
                    seq: 30, ref: "ics"),
        EventSample("fired, an alarm set with am or pm",
                    .fired(run: "r5", skill: "alarm.set", firing: ScheduledFiring(fireAt: at(10, 15, 0), detailName: "label",
                                                                               detail: "call Bob", hourCycle: .h12)),
                    seq: 25, ref: 5),
        EventSample("fired with no label",
                    .fired(run: "r3", skill: "alarm.set",
                           firing: ScheduledFiring(fireAt: at(10, 21, 30).addingTimeInterval(0.25), detailName: "label", detail: nil)),
                    seq: 23),
        EventSample("snapshot", .snapshot(state: snapshotState), seq: 7, ref: 2),
        EventSample("restored", .restored, seq: 3, ref: 11),
    ] }

    @Test func everyEventHasASample() {
        let sampled = Set(Self.events.map(\.event.name))
        #expect(sampled == Set(AgentEvent.Name.allCases), "events without a sample: \(Set(AgentEvent.Name.allCases).subtracting(sampled))")
        let entered = Set(Self.events.compactMap { sample -> StateName? in
            if case let .state(change) = sample.event { return change.to.name }
            return nil
        })
        #expect(entered == Set(StateName.allCases), "states no sample enters: \(Set(StateName.allCases).subtracting(entered))")
    }

    @Test(arguments: events)
    func event(_ sample: EventSample) throws {
        let line = encode(sample.event, seq: sample.seq, ref: sample.ref)
        let failures = try SchemaValidator.projectSchemas().validate(JSONParser.parse(line), against: "events.schema.json")
        #expect(failures.isEmpty, "\(line): \(failures.map(\.description))")
        let decoded = try EventDecoder(timeZone: shanghai).decode(Array(line.utf8))
        #expect(decoded.seq == sample.seq)
        #expect(decoded.ref == sample.ref)
        #expect(decoded.event == sample.nearest ?? sample.event)
        #expect(encode(decoded.event, seq: decoded.seq, ref: decoded.ref) == line)
    }

    /// Every event the golden files hold decodes, and encodes again to the very same line.
    @Test(arguments: GoldenSchemaTests.cases)
    func goldenEvents(_ name: String) throws {
        let args = GoldenSchemaTests.arguments(of: name)
        let zone = try GoldenSchemaTests.option("--tz", in: args).map { name in
            let data = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/" + name))
            return try #require(TimeZoneRules.parseTZif(Array(data), identifier: name))
        } ?? .utc
        var w = JSONWriter()
        for (number, line) in try GoldenSchemaTests.lines(of: name + ".out.jsonl").enumerated() {
            let decoded = try EventDecoder(timeZone: zone).decode(line)
            w.removeAll()
            EventEncoder(timeZone: zone).write(decoded.event, seq: decoded.seq, ref: decoded.ref, into: &w)
            #expect(String(decoding: w.bytes, as: UTF8.self) == String(decoding: line, as: UTF8.self),
                    "\(name).out.jsonl:\(number + 1)")
        }
    }

    // MARK: The checks can fail

    /// Lines broken on purpose, and where the schema finds each fault.
    static let broken: [(String, String, String)] = [
        ("events", #"{"event":"state","seq":3,"from":"understanding","to":"executing","skill":"timer.set"}"#, ""),
        ("events", #"{"event":"state","seq":3,"from":"idle","to":"idle"}"#, "/from"),
        ("events", #"{"event":"state","seq":6,"from":"executing","to":"idle","run":"r1"}"#, "/run"),
        ("events", #"{"event":"state","seq":4,"from":"executing","to":"awaitingInput","skill":"timer.set","run":"r1","missing":[]}"#, "/missing"),
        ("events", #"{"event":"reply","seq":0,"text":"好"}"#, "/seq"),
        ("events", #"{"event":"reply","seq":1,"text":"好","lang":"zh"}"#, "/lang"),
        ("events", #"{"event":"result","seq":4,"run":"R1","skill":"timer.set","summary":"","data":{}}"#, "/run"),
        ("events", #"{"event":"result","seq":4,"run":"r1","skill":"Timer","summary":"","data":[]}"#, "/data"),
        ("events", #"{"event":"match","seq":2,"text":"你好","candidates":[],"selected":"timer.set"}"#, "/selected"),
        ("events", #"{"event":"match","seq":2,"text":"热","candidates":[{"skill":"weather.query","score":1,"confidence":1.5,"hits":[{"keyword":"热","start":0,"end":1}],"reasons":[],"rejected":null}],"selected":"weather.query"}"#, "/candidates/0/confidence"),
        ("events", #"{"event":"fired","seq":22,"run":"r2","skill":"alarm.set","fireAt":"2026-03-10T10:30:00+08:00","reminder":null,"label":null}"#, ""),
        ("events", #"{"event":"status","seq":1,"protocol":2,"version":"0.1.0","state":"idle","skills":[],"history":[]}"#, "/protocol"),
        ("events", #"{"event":"status","seq":1,"protocol":1,"version":"0.1.0\n","state":"idle","skills":[],"history":[]}"#, "/version"),
        ("events", #"{"event":"status","seq":1,"protocol":1,"version":"0.1.0","state":"executing","skills":[],"history":[]}"#, ""),
        ("events", #"{"event":"selftest","seq":2,"results":[],"passed":-1,"failed":0}"#, "/passed"),
        ("events", #"{"event":"error","seq":9,"code":"timeout","message":"x","line":1}"#, "/code"),
        ("events", #"{"event":"registered","seq":1,"skill":"a","replaced":false,"conflicts":["b","b"]}"#, "/conflicts"),
        ("events", #"{"event":"restarted","seq":1}"#, "/event"),
        ("commands", #"{"cmd":"send","id":1,"text":" \u3000 "}"#, "/text"),
        ("commands", #"{"cmd":"send","text":"\#(String(repeating: "好", count: 1001))"}"#, "/text"),
        ("commands", #"{"cmd":"sned"}"#, "/cmd"),
        ("commands", #"{"cmd":"status","id":null}"#, "/id"),
        ("commands", #"{"cmd":"register","skill":{"id":"Tea","keywords":[],"reply":"x"}}"#, "/skill/id"),
        ("commands", #"{"cmd":"register","skill":{"id":"tea","keywords":["tea"],"reply":"x","exec":["/bin/true"]}}"#, "/skill"),
        ("commands", #"{"cmd":"register","skill":{"id":"tea","keywords":["tea"],"reply":"x","timeoutMs":5}}"#, "/skill"),
        ("commands", #"{"cmd":"register","skill":{"id":"tea","keywords":["tea"],"exec":[""]}}"#, "/skill/exec/0"),
        ("commands", #"{"cmd":"restore","state":[]}"#, "/state"),
    ]

    @Test(arguments: broken)
    func aBrokenLineFailsItsSchema(schema: String, line: String, pointer: String) throws {
        let failures = try SchemaValidator.projectSchemas().validate(JSONParser.parse(line), against: schema + ".schema.json")
        #expect(failures.contains(where: { $0.instanceLocation == pointer }), "\(failures.map(\.description))")
    }

    @Test func aSampleBrokenOnPurposeFailsTheSchema() throws {
        let schemas = try SchemaValidator.projectSchemas()
        for sample in Self.events {
            guard case let .object(fields) = json(encode(sample.event, seq: sample.seq, ref: sample.ref)) else { continue }
            let broken = JSONValue.object(fields + [("unexpected", true)])
            let failures = try schemas.validate(broken, against: "events.schema.json")
            #expect(failures.contains(where: { $0.instanceLocation == "/unexpected" }), "\(sample.label)")
        }
    }

    @Test(arguments: [
        ("[1]", EventDecodingError.notAnObject("an array")),
        (#"{"event":"restarted","seq":1}"#, .unknownEvent("restarted")),
        (#"{"seq":1}"#, .missingField("event")),
        (#"{"event":"reply","seq":1}"#, .missingField("text")),
        (#"{"event":"reply","seq":1.5,"text":"x"}"#, .invalidField("seq", "must be an integer, got a number")),
        (#"{"event":"reply","seq":1,"ref":null,"text":"x"}"#, .invalidField("ref", "must be a string or a number, got null")),
        (#"{"event":"state","seq":1,"from":"idle","to":"busy"}"#, .invalidField("to", "names no state: 'busy'")),
        (#"{"event":"state","seq":1,"from":"understanding","to":"executing","skill":"timer.set"}"#, .missingField("run")),
        (#"{"event":"match","seq":2,"text":"x","candidates":[{"skill":"a","score":1,"confidence":1,"hits":[{"keyword":"x","start":0}],"reasons":[],"rejected":null}],"selected":"a"}"#,
         .missingField("candidates[0].hits[0].end")),
        (#"{"event":"match","seq":2,"text":"x","candidates":[{"skill":"a","score":1,"confidence":1,"hits":[],"reasons":[],"rejected":null}],"selected":null}"#,
         .invalidField("selected", "is null, but the candidates select 'a'")),
        (#"{"event":"selftest","seq":2,"results":[],"passed":1,"failed":0}"#, .invalidField("passed", "is 1, but the results count 0")),
        (#"{"event":"fired","seq":3,"run":"r1","skill":"alarm.set","fireAt":"tomorrow","label":null}"#,
         .invalidField("fireAt", "is not an ISO 8601 time: 'tomorrow'")),
        (#"{"event":"fired","seq":3,"run":"r1","skill":"alarm.set","fireAt":"2026-03-10T10:30:00+08:00","rrule":null}"#,
         .invalidField("fired", "needs one detail such as 'reminder' or 'label', has 0")),
        (#"{"event":"fired","seq":3,"run":"r1","skill":"timer.set","fireAt":"2026-03-10T10:30:00+08:00","rrule":null,"reminder":null,"seconds":"5"}"#,
         .invalidField("seconds", "must be a number, got a string")),
        (#"{"event":"status","seq":1,"protocol":2,"version":"9.0.0","state":"idle","skills":[],"history":[]}"#,
         .invalidField("protocol", "is 2; this decoder reads protocol 1")),
        (#"{"event":"status","seq":1,"protocol":1,"version":"0.1.0","state":"idle","skills":[],"history":[{"role":"bot","text":"x"}]}"#,
         .invalidField("history[0].role", "is neither 'user' nor 'agent': 'bot'")),
    ] as [(String, EventDecodingError)])
    func aLineThatIsNoEventIsRefused(line: String, error: EventDecodingError) {
        #expect(throws: error) { try EventDecoder(timeZone: shanghai).decode(Array(line.utf8)) }
    }

    @Test func decodingErrorsSayWhatIsWrong() {
        #expect(EventDecodingError.missingField("candidates[0].hits[0].end").message == "missing field 'candidates[0].hits[0].end'")
        #expect(EventDecodingError.invalidField("seq", "must be an integer, got a string").message == "'seq' must be an integer, got a string")
        do {
            _ = try EventDecoder(timeZone: shanghai).decode(Array(#"{"event":"#.utf8))
            Issue.record("a cut line was decoded")
        } catch {
            #expect(error.message.hasPrefix("invalid json: "), "\(error)")
        }
    }
}
