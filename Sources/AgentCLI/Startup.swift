import AgentCalendar
import AgentCore
import AgentLanguage
import AgentProtocol
import AgentSkills
import FoundationEssentials

/// What an invocation starts with, read from its options: the time zone in
/// force, the clock, the built-in skills and the skills of `--skills` files.
struct Startup {
    let zone: TimeZoneRules
    let clock: AgentClock
    /// What a snapshot may name by id.
    let builtins: [any Skill]
    let agent: Agent
    /// Where the programs of exec skills that stdin registers are looked up; nil without `--allow-exec`.
    let programs: ProgramLookup?

    init(options: Options, environment: [String: String]) throws(UsageError) {
        if let name = options.timeZone {
            zone = try TimeZoneLoader.load(name, environment: environment)
        } else {
            zone = options.deterministic ? .utc : TimeZoneLoader.system(environment: environment)
        }
        clock = try Self.clock(options: options, zone: zone)
        builtins = BuiltinSkills.all(.init(weatherEndpoint: options.weatherEndpoint,
                                           weatherTimeoutMs: options.weatherTimeoutMs, defaultCity: options.defaultCity,
                                           weatherCacheSeconds: options.weatherCacheSeconds,
                                           zones: { name in try? TimeZoneLoader.load(name, environment: environment) }))
        programs = options.allowExec ? ProgramLookup(searchPath: environment["PATH"]) : nil
        var skills: [any Skill] = options.builtins ? builtins : []
        for path in options.skillFiles {
            skills += try SkillsFile.load(path, programs: programs, after: skills)
        }
        agent = Agent(skills: skills, understanding: LanguageUnderstanding(builtins: try Self.builtinModel(options.builtinModel)),
                      runIDs: options.deterministic ? .sequential : .random(seed: UInt64.random(in: .min ... .max)))
        // Counted once registered: an id given twice is one skill.
        let registered = agent.registry.skills.count
        guard registered <= Limits.skills else {
            throw UsageError("the skills files register \(registered) skills with the built-ins; at most \(Limits.skills)")
        }
    }

    /// The model of `--builtin-model`; nil for the shipped one.
    private static func builtinModel(_ path: String?) throws(UsageError) -> BuiltinModel? {
        guard let path else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("--builtin-model: cannot read '\(path)'") }
        guard let model = BuiltinModel(encoded: Array(data)) else {
            throw UsageError("--builtin-model: '\(path)' is not a model that shell/teach-builtins wrote")
        }
        return model
    }

    private static func clock(options: Options, zone: TimeZoneRules) throws(UsageError) -> AgentClock {
        var fixedNow: Date?
        if let text = options.now {
            guard let date = CivilTime.parseISO8601(text, defaultZone: zone) else {
                throw UsageError("--now must be ISO 8601 such as 2026-03-10T09:00:00+08:00, got '\(text)'")
            }
            fixedNow = date
        }
        if options.deterministic {
            return .fixed(fixedNow ?? Date(timeIntervalSince1970: 1_767_225_600))  // 2026-01-01T00:00:00Z
        }
        let origin = ContinuousClock.now
        let elapsed: @Sendable () -> Duration = { ContinuousClock.now - origin }
        // --now without --deterministic sets when the clock starts; it still runs.
        if let fixedNow {
            return AgentClock(now: { fixedNow.addingTimeInterval(Self.seconds(elapsed())) }, elapsed: elapsed)
        }
        return AgentClock(now: { Date() }, elapsed: elapsed)
    }

    private static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}
