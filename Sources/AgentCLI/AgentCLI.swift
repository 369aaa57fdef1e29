import AgentCore
import AgentProtocol
import AgentRuntime
import AgentSkills
import FoundationEssentials

/// The JSON-lines front end: parses options, reads commands, drives the agent
/// and writes events. Everything it touches is handed in, so tests run it in-process.
public enum AgentCLI {
    /// Runs one invocation and returns its exit status (see `ExitStatus`).
    /// - Parameter handlesSignals: install the SIGINT/SIGTERM/SIGHUP handlers (the
    ///   binary does; a test running the tool in-process leaves its own process alone):
    ///   see `TerminationSignals`.
    public static func run<Source: ByteSource>(
        arguments: [String], environment: [String: String], stdin: Source, stdout: ByteSink, stderr: ByteSink,
        handlesSignals: Bool = false
    ) async -> Int32 {
        await invocation(arguments: arguments, environment: environment, stdin: stdin, stdout: stdout, stderr: stderr,
                         handlesSignals: handlesSignals).code
    }

    private static func invocation<Source: ByteSource>(
        arguments: [String], environment: [String: String], stdin: Source, stdout: ByteSink, stderr: ByteSink,
        handlesSignals: Bool
    ) async -> ExitStatus {
        let options: Options
        let startup: Startup
        let input: any ByteSource
        do {
            switch try Options.parse(arguments) {
            case .help:
                _ = stdout.write(Array(Options.usage.utf8))
                return .success
            case .version:
                _ = stdout.write(Array("agent-skill \(EventEncoder.toolVersion)\n".utf8))
                return .success
            case let .run(parsed):
                options = parsed
            }
            startup = try Startup(options: options, environment: environment)
            input = options.inputFiles.isEmpty ? stdin : try InputFiles(options.inputFiles, stdin: stdin)
        } catch {
            _ = stderr.write(Array("agent-skill: \(error.message)\nTry 'agent-skill --help' for more.\n".utf8))
            return .usage
        }
        if input.isTerminal { _ = stderr.write(Array(Self.terminalHint(options.input).utf8)) }
        let signals = handlesSignals ? TerminationSignals() : nil
        let writer = EventWriter(encoder: EventEncoder(timeZone: startup.zone), only: options.events,
                                 format: options.output, stdout: signals?.guarding(stdout) ?? stdout, stderr: stderr)
        let inbox = Inbox<Session.Input>()
        let runtime = Runtime(agent: startup.agent, clock: startup.clock, timeZone: startup.zone,
                              builtins: startup.builtins, programs: startup.programs,
                              emit: { writer.emit($0, ref: $1) }, willWait: { writer.flush() },
                              signal: { inbox.post(.run($0)) }, keepsRefs: options.waitTimers)
        await Session(options: options, runtime: runtime, writer: writer, inbox: inbox).run(input)
        if options.waitTimers {
            await TimerWait(writer: writer, clock: startup.clock, zone: startup.zone, realTime: !options.deterministic,
                            fireLimit: options.fireLimit)
                .run(runtime.agent.schedule, refs: runtime.scheduleRefs)
        }
        writer.flush()
        signals?.yieldToASignal()
        return writer.wroteError || writer.isBroken ? .failure : .success
    }
}

#if canImport(Glibc)
import Glibc
#endif

extension AgentCLI {
    /// The line a person at a terminal reads first: what the tool expects, and how to end.
    static func terminalHint(_ input: Options.Format) -> String {
        switch input {
        case .json:
            return "agent-skill: reading commands, one JSON object a line, e.g. {\"cmd\":\"send\",\"text\":\"五分钟后提醒我取快递\"}; "
                + "run with --input text to type sentences instead; Ctrl-D ends.\n"
        case .text:
            return "agent-skill: reading sentences, one a line; Ctrl-D ends.\n"
        }
    }
}

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
