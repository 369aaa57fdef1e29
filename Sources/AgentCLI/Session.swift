import AgentCore
import AgentSkills
import Dispatch
import FoundationEssentials

/// One invocation's agent, writer and input loop.
///
/// The loop takes one thing at a time: a command line, or a signal from the
/// running skill. Without `--interactive` it reads the next line only once the
/// run in flight has ended, so the output is the same on every run; with it, a
/// reader thread posts lines as they arrive, so `status` and `cancel` are
/// answered while a skill runs.
final class Session {
    /// What the loop reacts to, in the order it arrived.
    enum Input: Sendable {
        case line(LineReader<ReaderSource>.Line)
        case endOfInput
        case run(AgentRuntime.RunSignal)
    }

    /// The source as the reader thread owns it (any `ByteSource`, handed over whole).
    struct ReaderSource: ByteSource, @unchecked Sendable {
        var base: any ByteSource

        mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int { base.read(into: buffer) }
    }

    /// How many lines the reader thread may read ahead of the loop: input is
    /// held in the pipe, not in memory, when the loop falls behind.
    static let readAhead = 64

    private let options: Options
    private let writer: EventWriter
    private let runtime: AgentRuntime
    private let inbox = Inbox<Input>()
    private let sleeper: InterruptibleSleep?
    /// `--wait-timers` without `--deterministic`: firings wait for their moment.
    private let waitsInRealTime: Bool
    private let snapshotCodec: SnapshotCodec

    init(options: Options, environment: [String: String], stdout: ByteSink, stderr: ByteSink,
         handlesSignals: Bool) throws(UsageError) {
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
        let agent = Agent(skills: skills, extractor: LanguageParameterExtractor(), analyzer: LanguageSentenceAnalyzer(),
                          runIDs: options.deterministic ? .sequential : .random(seed: UInt64.random(in: .min ... .max)))
        // Counted once registered: an id given twice is one skill.
        let registered = agent.registry.skills.count
        guard registered <= Limits.skills else {
            throw UsageError("the skills files register \(registered) skills with the built-ins; at most \(Limits.skills)")
        }
        let writer = EventWriter(encoder: EventEncoder(timeZone: zone), only: options.events, format: options.output,
                                 stdout: stdout, stderr: stderr)
        self.writer = writer
        waitsInRealTime = options.waitTimers && !options.deterministic
        sleeper = handlesSignals || waitsInRealTime ? InterruptibleSleep() : nil
        snapshotCodec = SnapshotCodec(builtins: BuiltinSkills.all(builtins), allowExec: options.allowExec, timeZone: zone)
        let inbox = self.inbox
        runtime = AgentRuntime(agent: agent, clock: clock, timeZone: zone,
                               emit: { writer.emit($0, ref: $1) }, willWait: { writer.flush() },
                               signal: { inbox.post(.run($0)) }, keepsFirings: options.waitTimers)
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

    func run(_ stdin: some ByteSource) async -> Int32 {
        var lines = LineReader(source: ReaderSource(base: stdin), maxLineBytes: options.maxLineBytes)
        let writer = self.writer
        let credits = options.interactive ? startReader(lines) : nil
        var inputEnded = false
        while !writer.isBroken, !(inputEnded && !runtime.isRunning) {
            if !options.interactive && !runtime.isRunning {
                if let line = lines.next(willBlock: { writer.flush() }) { await handle(line) } else { inputEnded = true }
                continue
            }
            switch await nextInput() {
            case let .line(line):
                credits?.signal()
                await handle(line)
            case .endOfInput:
                inputEnded = true
            case let .run(signal):
                runtime.deliver(signal)
            }
        }
        // Nobody reads the answer any more: stop the run rather than leave a child behind.
        if runtime.isRunning { await runtime.cancel() }
        var signal: Int32?
        if options.waitTimers { signal = waitForFirings() }
        writer.flush()
        if let signal { return 128 + signal }
        return writer.wroteError || writer.isBroken ? 1 : 0
    }

    /// What comes next; the output goes on the pipe first if that means waiting.
    private func nextInput() async -> Input {
        if let ready = inbox.poll() { return ready }
        writer.flush()
        return await inbox.next()
    }

    /// Reads lines on a thread of its own and posts them, at most `readAhead` unanswered;
    /// the loop signals the returned semaphore as it takes each line.
    private func startReader(_ lines: LineReader<ReaderSource>) -> DispatchSemaphore {
        // Raised from zero: libdispatch traps when a semaphore is freed below its initial value.
        let credits = DispatchSemaphore(value: 0)
        for _ in 0..<Self.readAhead { credits.signal() }
        let inbox = self.inbox
        let reader = UncheckedBox(lines)
        DetachedThread.start {
            var lines = reader.value
            while true {
                credits.wait()
                guard let line = lines.next(willBlock: {}) else { break }
                inbox.post(.line(line))
            }
            inbox.post(.endOfInput)
        }
        return credits
    }

    /// Reports every firing at its moment, earliest first; deterministic mode
    /// fires them at once. Returns the signal that cut the wait short, if any.
    private func waitForFirings() -> Int32? {
        let pending = runtime.firings.enumerated().sorted {
            ($0.element.schedule.fireAt, $0.offset) < ($1.element.schedule.fireAt, $1.offset)
        }.map(\.element)
        guard !pending.isEmpty else { return nil }
        for firing in pending {
            if waitsInRealTime, let sleeper {
                writer.flush()
                let wait = firing.schedule.fireAt.timeIntervalSince(runtime.clock.now())
                if let signal = sleeper.sleep(seconds: wait) { return signal }
            }
            writer.emit(.fired(run: firing.run, skill: firing.skill, firing: firing.schedule), ref: firing.ref)
            if writer.isBroken { return nil }
        }
        return nil
    }

    private func handle(_ line: LineReader<ReaderSource>.Line) async {
        runtime.ref = nil
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
                do {
                    try CommandDecoder.checkLength(of: sentence)
                } catch {
                    return fail(error, line: number)
                }
                runtime.begin(sentence)
            case .json:
                switch CommandDecoder.decode(bytes) {
                case let .success(decoded):
                    runtime.ref = decoded.ref
                    await perform(decoded.command, line: number)
                case let .failure(failure):
                    runtime.ref = failure.ref
                    fail(failure.error, line: number)
                }
            }
        }
    }

    private func perform(_ command: Command, line: Int) async {
        switch command {
        case let .register(spec):
            // Asked of the agent in place: a copy of the registry held across `register` would be copied whole.
            if !runtime.agent.registry.hasRoom(for: spec.id) {
                return fail(ProtocolError(.tooManySkills, "\(Limits.skills) skills are registered, the most there can be; unregister one first"),
                            line: line)
            }
            do {
                runtime.register(try SkillFactory.makeSkill(from: spec, allowExec: options.allowExec))
            } catch {
                fail(SkillsFile.protocolError(error, id: spec.id), line: line)
            }
        case let .unregister(id):
            if !runtime.unregister(id) { fail(ProtocolError(.unknownSkill, "no skill with id '\(id)'"), line: line) }
        case let .send(text): runtime.begin(text)
        case let .match(text): runtime.match(text)
        case .status: runtime.status()
        case .cancel: await runtime.cancel()
        case .reset: await runtime.reset()
        case .selftest: runtime.selftest()
        case .snapshot:
            writer.emit(.snapshot(state: snapshotCodec.encode(runtime.agent)), ref: runtime.ref)
        case let .restore(state):
            do {
                let saved = try snapshotCodec.decode(state)
                await runtime.restore(skills: saved.skills, history: saved.history, state: saved.state, runsIssued: saved.runsIssued)
            } catch {
                fail(error, line: line)
            }
        }
    }

    private func fail(_ error: ProtocolError, line: Int) {
        writer.emit(.error(code: error.code.rawValue, message: error.message, line: line), ref: runtime.ref)
    }
}

/// Hands a value that is not `Sendable` to another thread that becomes its only user.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
