import AgentCore
import AgentSkills
import FoundationEssentials

/// The JSON-lines front end: parses options, reads commands, drives the agent
/// and writes events. Everything it touches is handed in, so tests run it in-process.
public enum AgentCLI {
    /// Runs one invocation and returns its exit status (0, 1 or 2).
    /// - Parameter handlesSignals: install the SIGINT/SIGTERM/SIGHUP handlers (the
    ///   binary does; a test running the tool in-process leaves its own process alone).
    public static func run<Source: ByteSource>(
        arguments: [String], environment: [String: String], stdin: Source, stdout: ByteSink, stderr: ByteSink,
        handlesSignals: Bool = false
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
            let session = try Session(options: options, environment: environment, stdout: stdout, stderr: stderr,
                                      handlesSignals: handlesSignals)
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
