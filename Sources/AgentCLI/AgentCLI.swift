import AgentCore
import AgentSkills
import FoundationEssentials

/// The JSON-lines front end: parses options, reads commands, drives the agent
/// and writes events. Everything it touches is handed in, so tests run it in-process.
public enum AgentCLI {
    /// Runs one invocation and returns its exit status (0, 1 or 2).
    public static func run<Source: ByteSource>(
        arguments: [String], environment: [String: String], stdin: Source, stdout: ByteSink, stderr: ByteSink
    ) async -> Int32 {
        let options: Options
        do {
            switch try Options.parse(arguments) {
            case .help:
                _ = stdout.write(Array(Options.usage.utf8))
                return 0
            case .version:
                _ = stdout.write(Array("agent-skill \(EventEncoder.toolVersion)\n".utf8))
                return 0
            case let .run(parsed):
                options = parsed
            }
        } catch {
            return usageFailure(error, stderr: stderr)
        }
        do {
            let session = try Session(options: options, environment: environment, stdout: stdout, stderr: stderr)
            return await session.run(stdin)
        } catch {
            return usageFailure(error, stderr: stderr)
        }
    }

    private static func usageFailure(_ error: UsageError, stderr: ByteSink) -> Int32 {
        _ = stderr.write(Array("agent-skill: \(error.message)\nTry 'agent-skill --help' for more.\n".utf8))
        return 2
    }
}

/// One invocation's agent, writer and input loop.
final class Session {
    private let options: Options
    private let writer: EventWriter
    private let runtime: AgentRuntime
    /// The `ref` of the command that set each firing, by run.
    private var firingRefs: [String: JSONValue] = [:]
    private let sleeper: InterruptibleSleep?
    private let snapshotCodec: SnapshotCodec

    init(options: Options, environment: [String: String], stdout: ByteSink, stderr: ByteSink) throws(UsageError) {
        self.options = options
        let zone: TimeZoneRules
        if let name = options.timeZone {
            zone = try TimeZoneLoader.load(name, environment: environment)
        } else {
            zone = options.deterministic ? .utc : TimeZoneLoader.system(environment: environment)
        }
        let clock = try Self.clock(options: options, zone: zone)
        let builtins = BuiltinSkills.Configuration(weatherEndpoint: options.weatherEndpoint,
                                                   weatherTimeoutMs: options.weatherTimeoutMs, defaultCity: options.defaultCity)
        var skills: [any Skill] = options.builtins ? BuiltinSkills.all(builtins) : []
        for path in options.skillFiles {
            skills += try SkillsFile.load(path, allowExec: options.allowExec)
        }
        let agent = Agent(skills: skills, extractor: LanguageParameterExtractor(),
                          runIDs: options.deterministic ? .sequential : .random(seed: UInt64.random(in: .min ... .max)))
        let writer = EventWriter(encoder: EventEncoder(timeZone: zone), only: options.events, format: options.output,
                                 stdout: stdout, stderr: stderr)
        self.writer = writer
        sleeper = options.waitTimers && !options.deterministic ? InterruptibleSleep() : nil
        snapshotCodec = SnapshotCodec(builtins: BuiltinSkills.all(builtins), allowExec: options.allowExec, timeZone: zone)
        runtime = AgentRuntime(agent: agent, clock: clock, timeZone: zone,
                               emit: { writer.emit($0) }, willWait: { writer.flush() })
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

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    func run<Source: ByteSource>(_ stdin: Source) async -> Int32 {
        var lines = LineReader(source: stdin, maxLineBytes: options.maxLineBytes)
        let writer = self.writer
        while !writer.isBroken, let line = lines.next(willBlock: { writer.flush() }) {
            let known = runtime.firings.count
            await handle(line)
            for firing in runtime.firings[known...] { firingRefs[firing.run] = writer.ref }
        }
        var signal: Int32?
        if options.waitTimers { signal = waitForFirings() }
        writer.flush()
        if let signal { return 128 + signal }
        return writer.wroteError || writer.isBroken ? 1 : 0
    }

    /// Reports every firing at its moment, earliest first; deterministic mode
    /// fires them at once. Returns the signal that cut the wait short, if any.
    private func waitForFirings() -> Int32? {
        let pending = runtime.firings.enumerated().sorted {
            ($0.element.schedule.fireAt, $0.offset) < ($1.element.schedule.fireAt, $1.offset)
        }.map(\.element)
        guard !pending.isEmpty else { return nil }
        for firing in pending {
            if let sleeper {
                writer.flush()
                let wait = firing.schedule.fireAt.timeIntervalSince(runtime.clock.now())
                if let signal = sleeper.sleep(seconds: wait) { return signal }
            }
            writer.ref = firingRefs[firing.run]
            writer.emit(.fired(run: firing.run, skill: firing.skill, firing: firing.schedule))
            if writer.isBroken { return nil }
        }
        return nil
    }

    private func handle(_ line: LineReader<some ByteSource>.Line) async {
        writer.ref = nil
        switch line {
        case let .tooLong(number):
            fail(ProtocolError(.lineTooLong, "line is longer than \(options.maxLineBytes) bytes"), line: number)
        case let .text(bytes, number):
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }  // blank
            switch options.input {
            case .text:
                guard let sentence = String(validating: bytes, as: UTF8.self) else {
                    fail(ProtocolError(.invalidUTF8, "line is not valid utf-8"), line: number)
                    return
                }
                // Blank by Unicode's measure (an ideographic space alone) is skipped, as in JSON mode it is refused.
                if CommandDecoder.isBlank(sentence) { return }
                await runtime.send(sentence)
            case .json:
                switch CommandDecoder.decode(bytes) {
                case let .success(decoded):
                    writer.ref = decoded.ref
                    await perform(decoded.command, line: number)
                case let .failure(failure):
                    writer.ref = failure.ref
                    fail(failure.error, line: number)
                }
            }
        }
    }

    private func perform(_ command: Command, line: Int) async {
        switch command {
        case let .register(spec):
            do {
                runtime.register(try SkillFactory.makeSkill(from: spec, allowExec: options.allowExec))
            } catch {
                fail(SkillsFile.protocolError(error, id: spec.id), line: line)
            }
        case let .unregister(id):
            if !runtime.unregister(id) { fail(ProtocolError(.unknownSkill, "no skill with id '\(id)'"), line: line) }
        case let .send(text): await runtime.send(text)
        case let .match(text): runtime.match(text)
        case .status: runtime.status()
        case .cancel: runtime.cancel()
        case .reset: runtime.reset()
        case .selftest: runtime.selftest()
        case .snapshot:
            writer.emit(.snapshot(state: snapshotCodec.encode(runtime.agent)))
        case let .restore(state):
            do {
                let saved = try snapshotCodec.decode(state)
                runtime.restore(skills: saved.skills, history: saved.history, state: saved.state, runsIssued: saved.runsIssued)
            } catch {
                fail(error, line: line)
            }
        }
    }

    private func fail(_ error: ProtocolError, line: Int) {
        writer.emit(.error(code: error.code.rawValue, message: error.message, line: line))
    }
}

#if canImport(Glibc)
import Glibc
#endif

extension AgentCLI {
    /// The process environment as a dictionary.
    public static func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let pair = String(cString: entry)
            if let eq = pair.firstIndex(of: "=") {
                result[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
            }
            pointer += 1
        }
        return result
    }
}
