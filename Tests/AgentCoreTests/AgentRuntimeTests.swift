import AgentCore
import FoundationEssentials
import Testing

/// Reports progress in quarters, then finishes with what it was handed and what it can see.
private struct SteppingSkill: Skill {
    let id = "steps"
    let displayName = "steps"
    let description = "reports progress"
    let keywords = ["steps"]
    let parameters: [SkillParameter] = []

    func execute(_ context: SkillContext) async throws -> SkillResult {
        for quarter in 1...4 { context.reportProgress(Double(quarter) / 4) }
        context.reportProgress(7)  // out of range: clamped to 1
        let sees = context.skill("steps") != nil && context.skill("nope") == nil
        return SkillResult(summary: "done", data: .bool(sees))
    }
}

struct AgentRuntimeTests {
    @Test func progressReportsBecomeProgressEventsBeforeTheResult() async {
        final class Events { var list: [AgentEvent] = [] }
        let events = Events()
        var flushes = 0
        let runtime = AgentRuntime(
            agent: Agent(skills: [SteppingSkill()], extractor: FakeExtractor()),
            clock: .fixed(Date(timeIntervalSince1970: 0)), timeZone: .utc,
            emit: { events.list.append($0) }, willWait: { flushes += 1 })
        await runtime.send("steps")
        let progress = events.list.compactMap { event -> Double? in
            if case let .progress(_, _, value) = event { return value }
            return nil
        }
        #expect(progress == [0.25, 0.5, 0.75, 1, 1])
        let names = events.list.map(\.name)
        #expect(names == [.state, .match, .state, .progress, .progress, .progress, .progress, .progress, .result, .reply, .state, .timing])
        // Before the run, and after each progress event: the skill is still running.
        #expect(flushes == 6)
        #expect(events.list.contains(.result(run: "r1", skill: "steps", summary: "done", data: .bool(true))))
    }
}
