import AgentCalendar
import AgentCore
import AgentProtocol
import AgentSkills

/// A conversation as JSON, so a later invocation can go on with it
/// (`snapshot`, `restore`):
///
///     {"protocol": 1, "skills": [{"builtin": "timer.set"}, {"spec": {…}}, …],
///      "history": [{"role", "text"}, …], "runs": 2,
///      "schedule": [{"run", "skill", "fireAt", "rrule", "reminder" | "label", "hourCycle"?}, …],
///      "lastRequest": {"skill", "run", "sentence", "parameters"} | null,
///      "state": {"name": "idle"}
///             | {"name": "awaitingInput", "run", "skill", "language", "sentence", "parameters", "missing"}
///             | {"name": "failed", "run", "skill", "language", "error": {"code", "message"}}}
///
/// Built-in skills travel by id, registered ones as the spec they were given.
/// A parameter value is an object naming its kind: {"duration": 600}, {"instant": ISO 8601},
/// {"number": 2}, {"text": "…"}, {"recurrence": "FREQ=DAILY"}, {"date": "2026-03-12"}. `runs` counts the run ids handed out, so `r1`, `r2`, … go on.
public struct SnapshotCodec {
    static let protocolVersion = EventEncoder.protocolVersion

    public let builtins: [any Skill]
    /// Where exec skills' programs are looked up; nil: a snapshot may not bring one.
    public let programs: ProgramLookup?
    public let timeZone: TimeZoneRules

    public init(builtins: [any Skill], programs: ProgramLookup?, timeZone: TimeZoneRules) {
        self.builtins = builtins
        self.programs = programs
        self.timeZone = timeZone
    }

    public func encode(_ saved: SavedConversation) -> JSONValue {
        let skills: [JSONValue] = saved.skills.map { skill in
            if let spec = (skill as? any SpecSkill)?.spec { return .object([("spec", spec.source)]) }
            return .object([("builtin", .string(skill.id))])
        }
        let history: [JSONValue] = saved.history.map {
            .object([("role", .string($0.role.rawValue)), ("text", .string($0.text))])
        }
        return .object([
            ("protocol", .number(Double(Self.protocolVersion))), ("skills", .array(skills)), ("history", .array(history)),
            ("runs", .number(Double(saved.runsIssued))), ("state", encode(saved.state)),
            ("schedule", .array(saved.schedule.map { $0.json(in: timeZone) })),
            ("lastRequest", saved.lastRequest.map(encode) ?? .null),
        ])
    }

    /// The request follow-ups and retries go on from (`LastRequest`).
    private func encode(_ last: LastRequest) -> JSONValue {
        .object([("skill", .string(last.skill)), ("run", .string(last.run)), ("sentence", .string(last.sentence)),
                 ("parameters", encode(last.parameters))])
    }

    /// Parameter values by name, sorted; an invalid value (which the run refused) is left out.
    private func encode(_ parameters: [String: ParameterValue]) -> JSONValue {
        .object(parameters.sorted { $0.key < $1.key }.compactMap { name, value in encode(value).map { (name, $0) } })
    }

    private func encode(_ state: AgentState) -> JSONValue {
        switch state {
        case .idle, .understanding, .executing:
            return .object([("name", "idle")])  // a run in progress cannot be carried over
        case let .awaitingInput(question):
            var fields: [(String, JSONValue)] = [
                ("name", "awaitingInput"), ("run", .string(question.run.id)), ("skill", .string(question.run.skill)),
                ("language", .string(question.run.language.rawValue)), ("sentence", .string(question.sentence)),
                ("parameters", encode(question.parameters)), ("missing", .array(question.missing.map { .string($0.name) })),
            ]
            // A choice the skill asked is none of its declared parameters: it travels whole, with its question.
            if let prompt = question.prompt, let asked = question.missing.first {
                fields.append(("prompt", .string(prompt)))
                fields.append(("asked", .object([
                    ("name", .string(asked.name)), ("title", .string(asked.title)),
                    ("choices", .array(asked.choices.map { .object([("value", .string($0.value)), ("label", .string($0.label))]) })),
                ])))
            }
            return .object(fields)
        case let .failed(run, error):
            return .object([
                ("name", "failed"), ("run", .string(run.id)), ("skill", .string(run.skill)),
                ("language", .string(run.language.rawValue)),
                ("error", .object([("code", .string(error.code.rawValue)), ("message", .string(error.message))])),
            ])
        }
    }

    private func encode(_ value: ParameterValue) -> JSONValue? {
        switch value {
        case let .duration(seconds): return .object([("duration", .number(seconds))])
        case let .instant(date): return .object([("instant", .string(CivilTime.iso8601(date, in: timeZone)))])
        case let .number(n): return .object([("number", .number(n))])
        case let .text(s): return .object([("text", .string(s))])
        case let .recurrence(rule): return .object([("recurrence", .string(rule.rrule))])
        case let .date(date): return .object([("date", .string(date.iso))])
        case let .choices(values): return .object([("choices", .array(values.map(JSONValue.string)))])
        case .invalid: return nil
        }
    }

    /// Reads a snapshot; any problem is an `invalid_snapshot` error (or the
    /// error a skill spec in it would get at `register`), and nothing is changed.
    public func decode(_ json: JSONValue) throws(ProtocolError) -> SavedConversation {
        func bad(_ message: String) -> ProtocolError { ProtocolError(.invalidSnapshot, message) }
        guard let number = json["protocol"]?.numberValue, number == number.rounded(), number >= 1 else {
            throw bad("snapshot needs a 'protocol' version")
        }
        guard Checked.integer(number, in: 1...Self.protocolVersion) != nil else {
            throw bad("snapshot of protocol \(JSONWriter.string(.number(number))) is newer than this tool's (\(Self.protocolVersion))")
        }
        guard let skillList = json["skills"]?.arrayValue else { throw bad("snapshot needs a 'skills' array") }
        guard skillList.count <= Limits.skills else { throw bad("snapshot has \(skillList.count) skills; at most \(Limits.skills)") }
        var skills: [any Skill] = []
        for (i, entry) in skillList.enumerated() {
            if let id = entry["builtin"]?.stringValue {
                guard let skill = builtins.first(where: { $0.id == id }) else { throw bad("snapshot names an unknown built-in skill '\(id)'") }
                skills.append(skill)
            } else if let source = entry["spec"] {
                do {
                    skills.append(try SkillFactory.makeSkill(from: source, programs: programs))
                } catch where error.code == .invalidSkill {
                    throw bad("snapshot skills[\(i)]: \(error.message)")
                }
            } else {
                throw bad("snapshot skills[\(i)] must be {\"builtin\": id} or {\"spec\": {…}}")
            }
        }
        // Bounded as `register` bounds a skill, with the snapshot's skills as its parts (the last of an id counts).
        let last = Dictionary(skills.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { $1 })
        for (i, skill) in skills.enumerated() where last[skill.id] == i {
            do {
                try SkillFactory.refuseUnbounded(skill, registered: { last[$0].map { skills[$0] } })
            } catch {
                throw bad("snapshot skills[\(i)]: \(error.message)")
            }
        }
        guard let entries = json["history"]?.arrayValue else { throw bad("snapshot needs a 'history' array") }
        guard entries.count <= Limits.historyEntries else {
            throw bad("snapshot has \(entries.count) history entries; at most \(Limits.historyEntries)")
        }
        var history: [HistoryEntry] = []
        for entry in entries {
            guard let roleName = entry["role"]?.stringValue, let role = HistoryEntry.Role(rawValue: roleName),
                let text = entry["text"]?.stringValue
            else { throw bad("snapshot history entries need a 'role' (user or agent) and a 'text'") }
            history.append(HistoryEntry(role: role, text: text))
        }
        guard let runs = json["runs"]?.numberValue.flatMap({ Checked.integer($0, in: 0...999_999_999) }) else {
            throw bad("snapshot needs 'runs', a whole number below 1000000000")
        }
        guard let state = json["state"] else { throw bad("snapshot needs a 'state'") }
        return SavedConversation(skills: skills, history: history, state: try decodeState(state, skills: skills),
                                 runsIssued: runs, schedule: try decodeSchedule(json["schedule"]),
                                 lastRequest: try decodeLastRequest(json["lastRequest"]))
    }

    /// The last request; a snapshot made before there was one (or with null) has none.
    private func decodeLastRequest(_ json: JSONValue?) throws(ProtocolError) -> LastRequest? {
        guard let json, json != .null else { return nil }
        guard let skill = json["skill"]?.stringValue, let run = json["run"]?.stringValue,
              let sentence = json["sentence"]?.stringValue, let fields = json["parameters"]?.objectValue
        else {
            throw ProtocolError(.invalidSnapshot, "snapshot 'lastRequest' needs 'skill', 'run', 'sentence' and 'parameters'")
        }
        try Self.check(run: run, in: "'lastRequest'")
        return LastRequest(skill: skill, run: run, sentence: sentence, parameters: try decodeParameters(fields))
    }

    private func decodeParameters(_ fields: [(String, JSONValue)]) throws(ProtocolError) -> [String: ParameterValue] {
        var parameters: [String: ParameterValue] = [:]
        for (key, value) in fields {
            guard let parsed = decode(value) else {
                throw ProtocolError(.invalidSnapshot, "snapshot parameter '\(key)' has no readable value")
            }
            parameters[key] = parsed
        }
        return parameters
    }

    /// The schedule, as `status` shows it; a snapshot made before there was one has none.
    private func decodeSchedule(_ json: JSONValue?) throws(ProtocolError) -> [ScheduledItem] {
        func bad(_ message: String) -> ProtocolError { ProtocolError(.invalidSnapshot, message) }
        guard let json else { return [] }
        guard let entries = json.arrayValue else { throw bad("snapshot 'schedule' must be an array") }
        guard entries.count <= Limits.scheduleItems else {
            throw bad("snapshot has \(entries.count) schedule items; at most \(Limits.scheduleItems)")
        }
        var items: [ScheduledItem] = []
        for (i, entry) in entries.enumerated() {
            guard let run = entry["run"]?.stringValue, let skill = entry["skill"]?.stringValue,
                let fireAt = entry["fireAt"]?.stringValue.flatMap({ CivilTime.parseISO8601($0, defaultZone: timeZone) })
            else { throw bad("snapshot schedule[\(i)] needs 'run', 'skill' and 'fireAt' (ISO 8601, years 0000-9999)") }
            try Self.check(run: run, in: "schedule[\(i)]")
            var recurrence: Recurrence?
            switch entry["rrule"] {
            case nil, .null?: recurrence = nil
            case let .string(text)?:
                guard let rule = Recurrence(rrule: text) else { throw bad("snapshot schedule[\(i)] has an rrule this tool cannot read") }
                recurrence = rule
            default: throw bad("snapshot schedule[\(i)] 'rrule' must be a string or null")
            }
            let detailName = entry["label"] != nil ? "label" : "reminder"
            let detail: String?
            switch entry[detailName] {
            case nil, .null?: detail = nil
            case let .string(text)?: detail = text
            default: throw bad("snapshot schedule[\(i)] '\(detailName)' must be a string or null")
            }
            var cycle = HourCycle.h23
            if let value = entry["hourCycle"] {
                guard let named = value.stringValue.flatMap(HourCycle.init(rawValue:)) else {
                    throw bad("snapshot schedule[\(i)] 'hourCycle' must be 'h12' or 'h23'")
                }
                cycle = named
            }
            var seconds: Double?
            if let value = entry["seconds"] {
                guard let number = value.numberValue, number.isFinite, number >= 1 else {
                    throw bad("snapshot schedule[\(i)] 'seconds' must be a number of at least 1")
                }
                seconds = number
            }
            items.append(ScheduledItem(run: run, skill: skill, firing: ScheduledFiring(
                fireAt: fireAt, recurrence: recurrence, detailName: detailName, detail: detail, hourCycle: cycle, seconds: seconds)))
        }
        return items
    }

    private func decodeState(_ json: JSONValue, skills: [any Skill]) throws(ProtocolError) -> AgentState {
        func bad(_ message: String) -> ProtocolError { ProtocolError(.invalidSnapshot, message) }
        guard let name = json["name"]?.stringValue else { throw bad("snapshot state needs a 'name'") }
        if name == "idle" { return .idle }
        guard let runID = json["run"]?.stringValue, let skillID = json["skill"]?.stringValue,
            let languageName = json["language"]?.stringValue, let language = ReplyLanguage(rawValue: languageName)
        else { throw bad("snapshot state '\(name)' needs 'run', 'skill' and 'language' (zh or en)") }
        try Self.check(run: runID, in: "state")
        let run = SkillRun(id: runID, skill: skillID, language: language)
        switch name {
        case "failed":
            guard let code = json["error"]?["code"]?.stringValue, let message = json["error"]?["message"]?.stringValue else {
                throw bad("snapshot state 'failed' needs an 'error' with 'code' and 'message'")
            }
            return .failed(run, SkillError(code: ErrorCode(code), message: message))
        case "awaitingInput":
            guard let skill = skills.first(where: { $0.id == skillID }) else {
                throw bad("snapshot's pending question is for '\(skillID)', which the snapshot does not hold")
            }
            guard let sentence = json["sentence"]?.stringValue, let fields = json["parameters"]?.objectValue,
                let missingNames = json["missing"]?.arrayValue
            else { throw bad("snapshot state 'awaitingInput' needs 'sentence', 'parameters' and 'missing'") }
            let parameters = try decodeParameters(fields)
            if let asked = json["asked"] {
                // A choice the skill asked, with the question it asked.
                guard let prompt = json["prompt"]?.stringValue, let name = asked["name"]?.stringValue,
                      let title = asked["title"]?.stringValue, let list = asked["choices"]?.arrayValue, !list.isEmpty
                else { throw bad("snapshot's asked choice needs 'prompt', and 'name', 'title' and 'choices' in 'asked'") }
                var choices: [ParameterChoice] = []
                for entry in list {
                    guard let value = entry["value"]?.stringValue, let label = entry["label"]?.stringValue else {
                        throw bad("snapshot's asked choice \(JSONWriter.string(entry)) needs a 'value' and a 'label'")
                    }
                    choices.append(ParameterChoice(value: value, label: label))
                }
                let parameter = SkillParameter(name: name, title: title, kind: .choice, required: true, choices: choices)
                return .awaitingInput(PendingQuestion(run: run, sentence: sentence, parameters: parameters, missing: [parameter],
                                                      prompt: prompt))
            }
            var missing: [SkillParameter] = []
            for entry in missingNames {
                guard let parameter = skill.parameters.first(where: { $0.name == entry.stringValue }) else {
                    throw bad("snapshot's missing parameter \(JSONWriter.string(entry)) is not one of '\(skillID)'")
                }
                missing.append(parameter)
            }
            guard !missing.isEmpty else { throw bad("snapshot's pending question misses nothing") }
            return .awaitingInput(PendingQuestion(run: run, sentence: sentence, parameters: parameters, missing: missing))
        default:
            throw bad("snapshot state '\(name)' is not idle, awaitingInput or failed")
        }
    }

    /// A run id as the tool makes them (`r12`, `3f9a0c1e`); anything else is refused.
    private static func check(run: String, in place: String) throws(ProtocolError) {
        guard !RunIDGenerator.isValid(run) else { return }
        throw ProtocolError(.invalidSnapshot, "snapshot \(place) has run \(JSONWriter.string(.string(run))), "
                            + "which is not a run id (r1, r2, … or 8 hex digits)")
    }

    private func decode(_ value: JSONValue) -> ParameterValue? {
        guard let fields = value.objectValue, fields.count == 1, let (kind, inner) = fields.first else { return nil }
        switch kind {
        case "duration": return inner.numberValue.flatMap(Checked.duration).map { .duration(seconds: $0) }
        case "number": return inner.numberValue.map(ParameterValue.number)
        case "text": return inner.stringValue.map(ParameterValue.text)
        case "recurrence": return inner.stringValue.flatMap { Recurrence(rrule: $0) }.map(ParameterValue.recurrence)
        case "date": return inner.stringValue.flatMap { CalendarDate(iso: $0) }.map(ParameterValue.date)
        case "choices":
            guard let values = inner.arrayValue?.compactMap(\.stringValue), values.count == inner.arrayValue?.count else { return nil }
            return .choices(values)
        case "instant": return inner.stringValue.flatMap { CivilTime.parseISO8601($0, defaultZone: timeZone) }.map(ParameterValue.instant)
        default: return nil
        }
    }
}
