import AgentCalendar
import FoundationEssentials

/// Reads the lines `EventEncoder` writes back into events, with their `seq` and `ref`.
///
/// For a program that drives agent-skill. It reads the fields each event needs, in
/// any order, and ignores others (check a line against `schemas/events.schema.json`
/// to be strict), except in `fired`, whose one field beyond the common ones is its
/// detail (`reminder` or `label`: `ScheduledFiring.detailName`). Times (`fireAt`,
/// clock-time values) are read with `CivilTime.parseISO8601`; give the decoder the
/// encoder's zone, so that encoding again writes the same offsets.
///
/// Some of what an event is made from never reaches the wire; the decoder fills it
/// in with the nearest value, so that decoding a line and encoding the event again
/// gives the same line:
/// - a run's `language` is `.chinese`, the tool's default;
/// - a `state` event to `awaitingInput` names no sentence and no values found so far
///   (`""` and `[:]`); its missing parameters, and `status.pending.missing`, are
///   `required` without a default or pattern;
/// - the error of a `state` event to `failed` has no `reply`;
/// - a `status` event's `version` is not kept (the encoder writes its own), and the
///   values of `pending.parameters` take their kind from the pending skill's
///   parameters in `skills` (seconds of a duration, the instant of a clock time),
///   or are numbers and texts when that skill is not listed.
public struct EventDecoder: Sendable {
    public let timeZone: TimeZoneRules

    public init(timeZone: TimeZoneRules) {
        self.timeZone = timeZone
    }

    /// An event with the fields every line leads with.
    public struct Decoded: Sendable, Equatable {
        public var event: AgentEvent
        public var seq: Int
        public var ref: JSONValue?

        public init(event: AgentEvent, seq: Int, ref: JSONValue?) {
            self.event = event
            self.seq = seq
            self.ref = ref
        }
    }

    public func decode(_ line: [UInt8]) throws(EventDecodingError) -> Decoded {
        let json: JSONValue
        do {
            json = try JSONParser.parse(line)
        } catch {
            throw .invalidJSON(error)
        }
        return try decode(json)
    }

    public func decode(_ json: JSONValue) throws(EventDecodingError) -> Decoded {
        guard json.objectValue != nil else { throw .notAnObject(json.typeName) }
        let fields = Fields(json, path: "")
        let name = try fields.string("event")
        guard let known = AgentEvent.Name(rawValue: name) else { throw .unknownEvent(name) }
        let seq = try fields.int("seq")
        var ref: JSONValue?
        if let value = json["ref"] {
            guard value.stringValue != nil || value.numberValue != nil else {
                throw .invalidField("ref", "must be a string or a number, got \(value.typeName)")
            }
            ref = value
        }
        return Decoded(event: try event(known, fields), seq: seq, ref: ref)
    }

    private func event(_ name: AgentEvent.Name, _ f: Fields) throws(EventDecodingError) -> AgentEvent {
        switch name {
        case .state:
            return .state(try stateChange(f))
        case .match:
            let report = MatchReport(text: try f.string("text"), candidates: try f.objects("candidates").map(candidate),
                                     unlisted: f.has("unlisted") ? try f.int("unlisted") : 0)
            let selected = try f.nullableString("selected")
            guard selected == report.selected else {
                throw .invalidField(
                    "selected", "is \(Self.quoted(selected)), but the candidates select \(Self.quoted(report.selected))")
            }
            return .match(report)
        case .result:
            return .result(run: try f.string("run"), skill: try f.string("skill"), summary: try f.string("summary"),
                           data: try f.value("data"))
        case .reply:
            return .reply(text: try f.string("text"))
        case .progress:
            return .progress(run: try f.string("run"), skill: try f.string("skill"), progress: try f.number("progress"))
        case .timing:
            return .timing(PhaseTiming(understandMs: try f.number("understandMs"), executeMs: try f.number("executeMs"),
                                       totalMs: try f.number("totalMs")))
        case .cancelled:
            return .cancelled(run: try f.string("run"), skill: try f.string("skill"))
        case .rejected:
            return .rejected(reason: try f.string("reason"))
        case .registered:
            return .registered(Registration(skill: try f.string("skill"), replaced: try f.bool("replaced"),
                                            conflicts: try f.strings("conflicts")))
        case .unregistered:
            return .unregistered(skill: try f.string("skill"))
        case .status:
            return .status(try status(f))
        case .reset:
            return .reset
        case .selftest:
            let report = SelftestReport(results: try f.objects("results").map(selftestResult))
            for (key, count) in [("passed", report.passed), ("failed", report.failed)] {
                let given = try f.int(key)
                guard given == count else { throw .invalidField(key, "is \(given), but the results count \(count)") }
            }
            return .selftest(report)
        case .error:
            return .error(code: ErrorCode(try f.string("code")), message: try f.string("message"), line: try f.int("line"))
        case .fired:
            return .fired(run: try f.string("run"), skill: try f.string("skill"), firing: try firing(f))
        case .snapshot:
            let state = try f.value("state")
            guard state.objectValue != nil else { throw .invalidField("state", "must be an object, got \(state.typeName)") }
            return .snapshot(state: state)
        case .restored:
            return .restored
        case .exported:
            let name = try f.string("format")
            guard let format = ExportFormat(rawValue: name) else { throw .invalidField("format", "is not a format: '\(name)'") }
            return .exported(format: format, text: try f.string("text"))
        }
    }

    // MARK: state

    private func stateChange(_ f: Fields) throws(EventDecodingError) -> StateChange {
        let from = try stateName(f, "from")
        let to: AgentState
        switch try stateName(f, "to") {
        case .idle: to = .idle
        case .understanding: to = .understanding
        case .executing: to = .executing(try run(f))
        case .awaitingInput:
            to = .awaitingInput(PendingQuestion(run: try run(f), sentence: "", parameters: [:],
                                                missing: try f.objects("missing").map(missingParameter)))
        case .failed:
            let error = try f.object("error")
            to = .failed(try run(f), SkillError(code: ErrorCode(try error.string("code")), message: try error.string("message")))
        }
        return StateChange(from: from, to: to)
    }

    private func run(_ f: Fields) throws(EventDecodingError) -> SkillRun {
        SkillRun(id: try f.string("run"), skill: try f.string("skill"), language: .chinese)
    }

    private func stateName(_ f: Fields, _ key: String) throws(EventDecodingError) -> StateName {
        let name = try f.string(key)
        guard let state = StateName(rawValue: name) else {
            throw .invalidField(f.name(key), "names no state: '\(name)'")
        }
        return state
    }

    // MARK: match

    private func candidate(_ f: Fields) throws(EventDecodingError) -> MatchCandidate {
        MatchCandidate(
            skill: try f.string("skill"), score: try f.int("score"), confidence: try f.number("confidence"),
            hits: try f.objects("hits").map { (hit: Fields) throws(EventDecodingError) in
                KeywordHit(keyword: try hit.string("keyword"), start: try hit.int("start"), end: try hit.int("end"))
            },
            reasons: try f.objects("reasons").map { (reason: Fields) throws(EventDecodingError) in
                MatchReason(try reason.string("reason"), points: try reason.int("points"))
            },
            rejected: try f.nullableString("rejected"),
            conversation: f.has("conversation") ? try conversation(try f.object("conversation")) : nil)
    }

    private func conversation(_ f: Fields) throws(EventDecodingError) -> ConversationLink {
        ConversationLink(sentence: try f.string("sentence"), retry: try f.bool("retry"), changed: try f.strings("changed"),
                         inherited: try f.strings("inherited"))
    }

    // MARK: status

    private func status(_ f: Fields) throws(EventDecodingError) -> StatusReport {
        let version = try f.int("protocol")
        guard version == EventEncoder.protocolVersion else {
            throw .invalidField("protocol", "is \(version); this decoder reads protocol \(EventEncoder.protocolVersion)")
        }
        _ = try f.string("version")
        let skills = try f.objects("skills").map(skillSummary)
        var pending: PendingQuestion?
        if f.has("pending") {
            pending = try pendingQuestion(try f.object("pending"), skills: skills)
        }
        return StatusReport(
            state: try stateName(f, "state"), skill: try f.optionalString("skill"), pending: pending, skills: skills,
            history: try f.objects("history").map { (entry: Fields) throws(EventDecodingError) in
                let role = try entry.string("role")
                guard let known = HistoryEntry.Role(rawValue: role) else {
                    throw .invalidField(entry.name("role"), "is neither 'user' nor 'agent': '\(role)'")
                }
                return HistoryEntry(role: known, text: try entry.string("text"))
            },
            schedule: try f.objects("schedule").map { (item: Fields) throws(EventDecodingError) in
                ScheduledItem(run: try item.string("run"), skill: try item.string("skill"), firing: try firing(item))
            })
    }

    private func skillSummary(_ f: Fields) throws(EventDecodingError) -> SkillSummary {
        SkillSummary(
            id: try f.string("id"), displayName: try f.string("displayName"), description: try f.string("description"),
            keywords: try f.strings("keywords"), excludeKeywords: try f.strings("excludeKeywords"),
            parameters: try f.objects("parameters").map(skillParameter),
            evidence: SkillEvidence(needs: try f.strings("needs"), answersRequestsOnly: try f.bool("requestsOnly")),
            samples: try f.strings("samples"))
    }

    private func pendingQuestion(_ f: Fields, skills: [SkillSummary]) throws(EventDecodingError) -> PendingQuestion {
        let run = try run(f)
        let kinds = skills.first(where: { $0.id == run.skill })?.parameters ?? []
        var parameters: [String: ParameterValue] = [:]
        let values = try f.object("parameters")
        for (name, value) in values.json.objectValue ?? [] {
            let kind = kinds.first(where: { $0.name == name })?.kind
            switch (value, kind) {
            case let (.number(seconds), .duration?):
                parameters[name] = .duration(seconds: seconds)
            case let (.number(n), _):
                parameters[name] = .number(n)
            case let (.string(text), .clockTime?):
                guard let date = CivilTime.parseISO8601(text, defaultZone: timeZone) else {
                    throw .invalidField(values.name(name), "is not an ISO 8601 time: '\(text)'")
                }
                parameters[name] = .instant(date)
            case let (.string(text), .recurrence?):
                guard let rule = Recurrence(rrule: text) else {
                    throw .invalidField(values.name(name), "is not a recurrence rule: '\(text)'")
                }
                parameters[name] = .recurrence(rule)
            case let (.string(text), .date?):
                guard let date = CalendarDate(iso: text) else {
                    throw .invalidField(values.name(name), "is not a date (YYYY-MM-DD): '\(text)'")
                }
                parameters[name] = .date(date)
            case let (.string(text), _):
                parameters[name] = .text(text)
            case let (.array(elements), _):
                // The values a choice took.
                var chosen: [String] = []
                for element in elements {
                    guard case let .string(text) = element else {
                        throw .invalidField(values.name(name), "must be an array of strings (the values chosen)")
                    }
                    chosen.append(text)
                }
                parameters[name] = .choices(chosen)
            default:
                throw .invalidField(values.name(name), "must be a number, a string or an array of strings, got \(value.typeName)")
            }
        }
        return PendingQuestion(run: run, sentence: try f.string("sentence"), parameters: parameters,
                               missing: try f.objects("missing").map(missingParameter), prompt: try f.optionalString("prompt"))
    }

    /// A parameter as `missing` lists it: a required one.
    private func missingParameter(_ f: Fields) throws(EventDecodingError) -> SkillParameter {
        SkillParameter(name: try f.string("name"), title: try f.string("title"), kind: try kind(f),
                       unit: try f.optionalString("unit"), required: true, choices: try choices(f))
    }

    private func skillParameter(_ f: Fields) throws(EventDecodingError) -> SkillParameter {
        SkillParameter(name: try f.string("name"), title: try f.string("title"), kind: try kind(f),
                       unit: try f.optionalString("unit"), required: try f.bool("required"),
                       defaultValue: f.json["default"],
                       pattern: try f.optionalString("pattern"), choices: try choices(f))
    }

    /// A choice parameter's `choices`, or none.
    private func choices(_ f: Fields) throws(EventDecodingError) -> [ParameterChoice] {
        guard f.has("choices") else { return [] }
        return try f.objects("choices").map { (choice: Fields) throws(EventDecodingError) in
            ParameterChoice(value: try choice.string("value"), label: try choice.string("label"))
        }
    }

    private func kind(_ f: Fields) throws(EventDecodingError) -> ParameterKind {
        let name = try f.string("kind")
        guard let kind = ParameterKind(rawValue: name) else { throw .invalidField(f.name("kind"), "names no kind: '\(name)'") }
        return kind
    }

    // MARK: selftest, fired

    private func selftestResult(_ f: Fields) throws(EventDecodingError) -> SelftestReport.Result {
        let expect = try f.string("expect")
        guard let expectation = SelftestReport.Expectation(rawValue: expect) else {
            throw .invalidField(f.name("expect"), "is neither 'select' nor 'reject': '\(expect)'")
        }
        return SelftestReport.Result(skill: try f.string("skill"), sample: try f.string("sample"), expect: expectation,
                                     selected: try f.nullableString("selected"), passed: try f.bool("passed"))
    }

    /// `fireAt`, and the one field besides those every `fired` has: `reminder` or `label`.
    private func firing(_ f: Fields) throws(EventDecodingError) -> ScheduledFiring {
        let text = try f.string("fireAt")
        guard let fireAt = CivilTime.parseISO8601(text, defaultZone: timeZone) else {
            throw .invalidField("fireAt", "is not an ISO 8601 time: '\(text)'")
        }
        var recurrence: Recurrence?
        if let rule = try f.nullableString("rrule") {
            guard let read = Recurrence(rrule: rule) else { throw .invalidField("rrule", "is not a rule this tool writes: '\(rule)'") }
            recurrence = read
        }
        var cycle = HourCycle.h23
        if let name = try f.optionalString("hourCycle") {
            guard let named = HourCycle(rawValue: name) else { throw .invalidField("hourCycle", "is not h12 or h23: '\(name)'") }
            cycle = named
        }
        // A timer's length, and the detail: the one field left (`reminder` or `label`).
        let seconds = try f.optionalNumber("seconds")
        let common: Set<String> = ["event", "seq", "ref", "run", "skill", "fireAt", "rrule", "hourCycle", "seconds"]
        let details = (f.json.objectValue ?? []).map(\.0).filter { !common.contains($0) }
        guard details.count == 1, let detail = details.first else {
            throw .invalidField("fired", "needs one detail such as 'reminder' or 'label', has \(details.count)")
        }
        return ScheduledFiring(fireAt: fireAt, recurrence: recurrence, detailName: detail, detail: try f.nullableString(detail),
                               hourCycle: cycle, seconds: seconds)
    }

    private static func quoted(_ id: String?) -> String { id.map { "'\($0)'" } ?? "null" }
}

/// Why a line is not an event.
public enum EventDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidJSON(JSONParseError)
    /// The line is JSON of this type, not an object.
    case notAnObject(String)
    case unknownEvent(String)
    /// The field's path: `candidates[0].hits`.
    case missingField(String)
    /// A field and what is wrong with it.
    case invalidField(String, String)

    /// Short and lowercase: `'seq' must be an integer, got a string`.
    public var message: String {
        switch self {
        case let .invalidJSON(error): return "invalid json: \(error.message)"
        case let .notAnObject(type): return "expected a json object, got \(type)"
        case let .unknownEvent(name): return "unknown event '\(name)'"
        case let .missingField(field): return "missing field '\(field)'"
        case let .invalidField(field, why): return "'\(field)' \(why)"
        }
    }

    public var description: String { message }
}

/// An object's fields read with their path, for the decoder's errors.
private struct Fields {
    let json: JSONValue
    let path: String

    init(_ json: JSONValue, path: String) {
        self.json = json
        self.path = path
    }

    func name(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    func has(_ key: String) -> Bool { json[key] != nil }

    func value(_ key: String) throws(EventDecodingError) -> JSONValue {
        guard let value = json[key] else { throw .missingField(name(key)) }
        return value
    }

    private func wrong(_ key: String, _ expected: String, _ value: JSONValue) -> EventDecodingError {
        .invalidField(name(key), "must be \(expected), got \(value.typeName)")
    }

    func string(_ key: String) throws(EventDecodingError) -> String {
        let value = try value(key)
        guard let s = value.stringValue else { throw wrong(key, "a string", value) }
        return s
    }

    /// A string that may be absent.
    func optionalString(_ key: String) throws(EventDecodingError) -> String? {
        has(key) ? try string(key) : nil
    }

    /// A string or null, present either way.
    func nullableString(_ key: String) throws(EventDecodingError) -> String? {
        let value = try value(key)
        if value == .null { return nil }
        guard let s = value.stringValue else { throw wrong(key, "a string or null", value) }
        return s
    }

    func optionalNumber(_ key: String) throws(EventDecodingError) -> Double? {
        has(key) ? try number(key) : nil
    }

    func number(_ key: String) throws(EventDecodingError) -> Double {
        let value = try value(key)
        guard let n = value.numberValue else { throw wrong(key, "a number", value) }
        return n
    }

    func int(_ key: String) throws(EventDecodingError) -> Int {
        let value = try value(key)
        guard let n = value.numberValue.flatMap({ Checked.integer($0, in: Int.min...Int.max) }) else {
            throw wrong(key, "an integer", value)
        }
        return n
    }

    func bool(_ key: String) throws(EventDecodingError) -> Bool {
        let value = try value(key)
        guard let b = value.boolValue else { throw wrong(key, "a boolean", value) }
        return b
    }

    func object(_ key: String) throws(EventDecodingError) -> Fields {
        let value = try value(key)
        guard value.objectValue != nil else { throw wrong(key, "an object", value) }
        return Fields(value, path: name(key))
    }

    func objects(_ key: String) throws(EventDecodingError) -> [Fields] {
        let value = try value(key)
        guard let elements = value.arrayValue else { throw wrong(key, "an array", value) }
        var objects: [Fields] = []
        for (i, element) in elements.enumerated() {
            guard element.objectValue != nil else { throw wrong("\(key)[\(i)]", "an object", element) }
            objects.append(Fields(element, path: "\(name(key))[\(i)]"))
        }
        return objects
    }

    func strings(_ key: String) throws(EventDecodingError) -> [String] {
        let value = try value(key)
        guard let elements = value.arrayValue else { throw wrong(key, "an array", value) }
        var strings: [String] = []
        for (i, element) in elements.enumerated() {
            guard let s = element.stringValue else { throw wrong("\(key)[\(i)]", "a string", element) }
            strings.append(s)
        }
        return strings
    }
}
