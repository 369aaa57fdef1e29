import AgentCore

/// Writes events as JSON lines: `event`, `seq`, `ref` first, then each event's
/// fields in the documented order (see `schemas/events.schema.json`).
public struct EventEncoder {
    public static let protocolVersion = 1
    public static let toolVersion = "0.1.0"

    public let timeZone: TimeZoneRules

    public init(timeZone: TimeZoneRules) {
        self.timeZone = timeZone
    }

    /// One event as a JSON object (without the newline).
    public func json(_ event: AgentEvent, seq: Int, ref: JSONValue?) -> JSONValue {
        var fields: [(String, JSONValue)] = [("event", .string(event.name.rawValue)), ("seq", .number(Double(seq)))]
        if let ref { fields.append(("ref", ref)) }
        fields += body(of: event)
        return .object(fields)
    }

    private func body(of event: AgentEvent) -> [(String, JSONValue)] {
        switch event {
        case let .state(change):
            var fields: [(String, JSONValue)] = [("from", .string(change.from.rawValue)), ("to", .string(change.to.rawValue))]
            if let skill = change.skill { fields.append(("skill", .string(skill))) }
            if let run = change.run { fields.append(("run", .string(run))) }
            if let missing = change.missing { fields.append(("missing", .array(missing.map(Self.missing)))) }
            if let error = change.error {
                fields.append(("error", .object([("code", .string(error.code)), ("message", .string(error.message))])))
            }
            return fields
        case let .match(report):
            return [("text", .string(report.text)), ("candidates", .array(report.candidates.map(Self.candidate))),
                    ("selected", JSONValue(report.selected))]
        case let .result(run, skill, summary, data):
            return [("run", .string(run)), ("skill", .string(skill)), ("summary", .string(summary)), ("data", data)]
        case let .reply(text):
            return [("text", .string(text))]
        case let .progress(run, skill, progress):
            return [("run", .string(run)), ("skill", .string(skill)), ("progress", .number(progress))]
        case let .timing(timing):
            return [("understandMs", .number(timing.understandMs)), ("executeMs", .number(timing.executeMs)),
                    ("totalMs", .number(timing.totalMs))]
        case let .cancelled(run, skill):
            return [("run", .string(run)), ("skill", .string(skill))]
        case let .rejected(reason):
            return [("reason", .string(reason))]
        case let .registered(registration):
            return [("skill", .string(registration.skill)), ("replaced", .bool(registration.replaced)),
                    ("conflicts", .array(registration.conflicts.map(JSONValue.string)))]
        case let .unregistered(skill):
            return [("skill", .string(skill))]
        case let .status(report):
            return status(report)
        case .reset:
            return []
        case let .selftest(report):
            return [("results", .array(report.results.map(Self.selftestResult))),
                    ("passed", .number(Double(report.passed))), ("failed", .number(Double(report.failed)))]
        case let .error(code, message, line):
            return [("code", .string(code)), ("message", .string(message)), ("line", .number(Double(line)))]
        case let .snapshot(state):
            return [("state", state)]
        case .restored:
            return []
        case let .fired(run, skill, firing):
            return [("run", .string(run)), ("skill", .string(skill)),
                    ("fireAt", .string(CivilTime.iso8601(firing.fireAt, in: timeZone))),
                    (firing.detailName, JSONValue(firing.detail))]
        }
    }

    private func status(_ report: StatusReport) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [
            ("protocol", .number(Double(Self.protocolVersion))), ("version", .string(Self.toolVersion)),
            ("state", .string(report.state.rawValue)),
        ]
        if let skill = report.skill { fields.append(("skill", .string(skill))) }
        if let pending = report.pending {
            var parameters: [(String, JSONValue)] = []
            for (name, value) in pending.parameters.sorted(by: { $0.key < $1.key }) {
                parameters.append((name, value.json(in: timeZone)))
            }
            fields.append(("pending", .object([
                ("run", .string(pending.run.id)), ("skill", .string(pending.run.skill)),
                ("sentence", .string(pending.sentence)), ("parameters", .object(parameters)),
                ("missing", .array(pending.missing.map(Self.missing))),
            ])))
        }
        fields.append(("skills", .array(report.skills.map(Self.skill))))
        fields.append(("history", .array(report.history.map { entry in
            .object([("role", .string(entry.role.rawValue)), ("text", .string(entry.text))])
        })))
        return fields
    }

    private static func candidate(_ c: MatchCandidate) -> JSONValue {
        .object([
            ("skill", .string(c.skill)), ("score", .number(Double(c.score))), ("confidence", .number(c.confidence)),
            ("hits", .array(c.hits.map { hit in
                .object([("keyword", .string(hit.keyword)), ("start", .number(Double(hit.start))),
                         ("end", .number(Double(hit.end)))])
            })),
        ])
    }

    private static func selftestResult(_ r: SelftestReport.Result) -> JSONValue {
        .object([("skill", .string(r.skill)), ("sample", .string(r.sample)), ("expect", .string(r.expect.rawValue)),
                 ("selected", JSONValue(r.selected)), ("passed", .bool(r.passed))])
    }

    private static func missing(_ p: SkillParameter) -> JSONValue {
        var fields: [(String, JSONValue)] = [("name", .string(p.name)), ("title", .string(p.title)), ("kind", .string(p.kind.rawValue))]
        if let unit = p.unit { fields.append(("unit", .string(unit))) }
        return .object(fields)
    }

    private static func parameter(_ p: SkillParameter) -> JSONValue {
        var fields: [(String, JSONValue)] = [("name", .string(p.name)), ("title", .string(p.title)), ("kind", .string(p.kind.rawValue))]
        if let unit = p.unit { fields.append(("unit", .string(unit))) }
        fields.append(("required", .bool(p.required)))
        if let value = p.defaultValue { fields.append(("default", value)) }
        if let pattern = p.pattern { fields.append(("pattern", .string(pattern))) }
        return .object(fields)
    }

    private static func skill(_ s: SkillSummary) -> JSONValue {
        .object([
            ("id", .string(s.id)), ("displayName", .string(s.displayName)), ("description", .string(s.description)),
            ("keywords", .array(s.keywords.map(JSONValue.string))),
            ("excludeKeywords", .array(s.excludeKeywords.map(JSONValue.string))),
            ("parameters", .array(s.parameters.map(parameter))), ("samples", .array(s.samples.map(JSONValue.string))),
        ])
    }
}
