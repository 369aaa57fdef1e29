import AgentCalendar
import AgentProtocol

/// What `--output text` prints for an event: the replies as they are, and a readable line for what
/// answers a command or happens without a reply (a timer firing, `status`, `selftest`, `snapshot`,
/// `export`, a refusal). The run's own steps (state, match, result, progress, timing) print nothing:
/// the reply says what the run did. Errors go to stderr (`EventWriter`).
enum EventText {
    static func line(for event: AgentEvent, zone: TimeZoneRules) -> String? {
        switch event {
        case let .reply(text):
            return text
        case let .fired(run, skill, firing):
            let when = CivilTime.iso8601(firing.fireAt, in: zone)
            return "fired \(run) (\(skill)) at \(when)" + (firing.detail.map { ": \($0)" } ?? "")
        case let .status(report):
            var line = "status: \(report.state.rawValue); \(count(report.skills.count, "skill")), "
                + "\(count(report.schedule.count, "item")) on the schedule, \(count(report.history.count, "history entry", "history entries"))"
            if let pending = report.pending { line += "; waiting for \(pending.missing.map(\.title).joined(separator: ", ")) (\(pending.run.id))" }
            return line
        case let .selftest(report):
            var lines = ["selftest: \(report.passed) passed, \(report.failed) failed"]
            for result in report.results where !result.passed {
                lines.append("  failed: \(result.skill) «\(result.sample)» (\(result.expect.rawValue)), selected \(result.selected ?? "nothing")")
            }
            return lines.joined(separator: "\n")
        case let .snapshot(state):
            return JSONWriter.string(state)  // one line, to hand to `restore`
        case let .exported(_, text):
            var body = Substring(text)
            while body.last?.isNewline == true { body = body.dropLast() }  // the writer ends the line
            return String(body)
        case let .rejected(reason):
            return "rejected: \(reason)"
        case let .registered(registration):
            return "\(registration.replaced ? "replaced" : "registered") \(registration.skill)"
                + (registration.conflicts.isEmpty ? "" : " (shares keywords with \(registration.conflicts.joined(separator: ", ")))")
        case let .unregistered(skill):
            return "unregistered \(skill)"
        case let .cancelled(run, skill):
            return "cancelled \(run) (\(skill))"
        case .reset:
            return "reset"
        case .restored:
            return "restored"
        case .state, .match, .result, .progress, .timing, .error:
            return nil
        }
    }

    private static func count(_ n: Int, _ one: String, _ many: String? = nil) -> String {
        "\(n) \(n == 1 ? one : many ?? one + "s")"
    }
}
