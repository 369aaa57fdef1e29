import AgentCalendar
/// Writes events as JSON lines: `event`, `seq`, `ref` first, then each event's
/// fields in the documented order (see `schemas/events.schema.json`).
public struct EventEncoder {
    public static let protocolVersion = 1
    public static let toolVersion = "0.2.0"

    public let timeZone: TimeZoneRules

    public init(timeZone: TimeZoneRules) {
        self.timeZone = timeZone
    }

    /// Writes one event as a JSON object (without the newline), straight into `w`.
    public func write(_ event: AgentEvent, seq: Int, ref: JSONValue?, into w: inout JSONWriter) {
        w.beginObject()
        w.key("event"); w.string(event.name.rawValue)
        w.key("seq"); w.number(seq)
        if let ref { w.key("ref"); w.write(ref) }
        body(of: event, into: &w)
        w.endObject()
    }

    private func body(of event: AgentEvent, into w: inout JSONWriter) {
        switch event {
        case let .state(change):
            w.key("from"); w.string(change.from.rawValue)
            w.key("to"); w.string(change.to.name.rawValue)
            if let skill = change.skill { w.key("skill"); w.string(skill) }
            if let run = change.run { w.key("run"); w.string(run) }
            if let missing = change.missing {
                w.key("missing")
                w.beginArray()
                for parameter in missing { Self.write(parameter, full: false, into: &w) }
                w.endArray()
            }
            if let error = change.error {
                w.key("error")
                w.beginObject()
                w.key("code"); w.string(error.code.rawValue)
                w.key("message"); w.string(error.message)
                w.endObject()
            }
        case let .match(report):
            w.key("text"); w.string(report.text)
            w.key("candidates")
            w.beginArray()
            for candidate in report.candidates { Self.write(candidate, into: &w) }
            w.endArray()
            if report.unlisted > 0 { w.key("unlisted"); w.number(report.unlisted) }
            w.key("selected"); w.string(report.selected)
        case let .result(run, skill, summary, data):
            w.key("run"); w.string(run)
            w.key("skill"); w.string(skill)
            w.key("summary"); w.string(summary)
            w.key("data"); w.write(data)
        case let .reply(text):
            w.key("text"); w.string(text)
        case let .progress(run, skill, progress):
            w.key("run"); w.string(run)
            w.key("skill"); w.string(skill)
            w.key("progress"); w.number(progress)
        case let .timing(timing):
            w.key("understandMs"); w.number(timing.understandMs)
            w.key("executeMs"); w.number(timing.executeMs)
            w.key("totalMs"); w.number(timing.totalMs)
        case let .cancelled(run, skill):
            w.key("run"); w.string(run)
            w.key("skill"); w.string(skill)
        case let .rejected(reason):
            w.key("reason"); w.string(reason)
        case let .registered(registration):
            w.key("skill"); w.string(registration.skill)
            w.key("replaced"); w.bool(registration.replaced)
            w.key("conflicts"); Self.write(strings: registration.conflicts, into: &w)
        case let .unregistered(skill):
            w.key("skill"); w.string(skill)
        case let .status(report):
            status(report, into: &w)
        case .reset, .restored:
            break
        case let .selftest(report):
            w.key("results")
            w.beginArray()
            for result in report.results {
                w.beginObject()
                w.key("skill"); w.string(result.skill)
                w.key("sample"); w.string(result.sample)
                w.key("expect"); w.string(result.expect.rawValue)
                w.key("selected"); w.string(result.selected)
                w.key("passed"); w.bool(result.passed)
                w.endObject()
            }
            w.endArray()
            w.key("passed"); w.number(report.passed)
            w.key("failed"); w.number(report.failed)
        case let .error(code, message, line):
            w.key("code"); w.string(code.rawValue)
            w.key("message"); w.string(message)
            w.key("line"); w.number(line)
        case let .snapshot(state):
            w.key("state"); w.write(state)
        case let .exported(format, text):
            w.key("format"); w.string(format.rawValue)
            w.key("text"); w.string(text)
        case let .fired(run, skill, firing):
            // The occurrence's fields are the item's, as `status.schedule` shows it.
            for (key, value) in ScheduledItem(run: run, skill: skill, firing: firing).json(in: timeZone).objectValue ?? [] {
                w.key(named: key); w.write(value)
            }
        }
    }

    private func status(_ report: StatusReport, into w: inout JSONWriter) {
        w.key("protocol"); w.number(Self.protocolVersion)
        w.key("version"); w.string(Self.toolVersion)
        w.key("state"); w.string(report.state.rawValue)
        if let skill = report.skill { w.key("skill"); w.string(skill) }
        if let pending = report.pending {
            w.key("pending")
            w.beginObject()
            w.key("run"); w.string(pending.run.id)
            w.key("skill"); w.string(pending.run.skill)
            w.key("sentence"); w.string(pending.sentence)
            if let prompt = pending.prompt { w.key("prompt"); w.string(prompt) }
            w.key("parameters")
            w.beginObject()
            for (name, value) in pending.parameters.sorted(by: { $0.key < $1.key }) {
                w.key(named: name); w.write(value.json(in: timeZone))
            }
            w.endObject()
            w.key("missing")
            w.beginArray()
            for parameter in pending.missing { Self.write(parameter, full: false, into: &w) }
            w.endArray()
            w.endObject()
        }
        w.key("skills")
        w.beginArray()
        for skill in report.skills {
            w.beginObject()
            w.key("id"); w.string(skill.id)
            w.key("displayName"); w.string(skill.displayName)
            w.key("description"); w.string(skill.description)
            w.key("keywords"); Self.write(strings: skill.keywords, into: &w)
            w.key("excludeKeywords"); Self.write(strings: skill.excludeKeywords, into: &w)
            w.key("parameters")
            w.beginArray()
            for parameter in skill.parameters { Self.write(parameter, full: true, into: &w) }
            w.endArray()
            w.key("needs"); Self.write(strings: skill.evidence.needs, into: &w)
            w.key("requestsOnly"); w.bool(skill.evidence.answersRequestsOnly)
            w.key("samples"); Self.write(strings: skill.samples, into: &w)
            w.endObject()
        }
        w.endArray()
        w.key("history")
        w.beginArray()
        for entry in report.history {
            w.beginObject()
            w.key("role"); w.string(entry.role.rawValue)
            w.key("text"); w.string(entry.text)
            w.endObject()
        }
        w.endArray()
        w.key("schedule")
        w.beginArray()
        for item in report.schedule { w.write(item.json(in: timeZone)) }
        w.endArray()
    }

    private static func write(_ candidate: MatchCandidate, into w: inout JSONWriter) {
        w.beginObject()
        w.key("skill"); w.string(candidate.skill)
        w.key("score"); w.number(candidate.score)
        w.key("confidence"); w.number(candidate.confidence)
        w.key("hits")
        w.beginArray()
        for hit in candidate.hits {
            w.beginObject()
            w.key("keyword"); w.string(hit.keyword)
            w.key("start"); w.number(hit.start)
            w.key("end"); w.number(hit.end)
            w.endObject()
        }
        w.endArray()
        w.key("reasons")
        w.beginArray()
        for reason in candidate.reasons {
            w.beginObject()
            w.key("reason"); w.string(reason.reason)
            w.key("points"); w.number(reason.points)
            w.endObject()
        }
        w.endArray()
        w.key("rejected"); w.string(candidate.rejected)
        if let link = candidate.conversation {
            w.key("conversation")
            w.beginObject()
            w.key("sentence"); w.string(link.sentence)
            w.key("retry"); w.bool(link.retry)
            w.key("changed"); w.beginArray(); for name in link.changed { w.string(name) }; w.endArray()
            w.key("inherited"); w.beginArray(); for name in link.inherited { w.string(name) }; w.endArray()
            w.endObject()
        }
        w.endObject()
    }

    /// A parameter as `missing` lists it, or in full as `status.skills[].parameters` does.
    private static func write(_ p: SkillParameter, full: Bool, into w: inout JSONWriter) {
        w.beginObject()
        w.key("name"); w.string(p.name)
        w.key("title"); w.string(p.title)
        w.key("kind"); w.string(p.kind.rawValue)
        if let unit = p.unit { w.key("unit"); w.string(unit) }
        if !p.choices.isEmpty {
            w.key("choices")
            w.beginArray()
            for choice in p.choices {
                w.beginObject()
                w.key("value"); w.string(choice.value)
                w.key("label"); w.string(choice.label)
                w.endObject()
            }
            w.endArray()
        }
        if full {
            w.key("required"); w.bool(p.required)
            if let value = p.defaultValue { w.key("default"); w.write(value) }
            if let pattern = p.pattern { w.key("pattern"); w.string(pattern) }
        }
        w.endObject()
    }

    private static func write(strings: [String], into w: inout JSONWriter) {
        w.beginArray()
        for string in strings { w.string(string) }
        w.endArray()
    }
}
