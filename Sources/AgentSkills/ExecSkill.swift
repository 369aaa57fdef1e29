import AgentCalendar
import AgentCore
import AgentProtocol

/// A skill from a spec with `exec`: a program in any language, run without a shell
/// (only with `--allow-exec`).
///
/// The child reads one JSON line on stdin, then end of file:
/// `{"skill", "text", "parameters": {name: value}, "now", "language": "zh"|"en", "previous"?}`.
/// On stdout it may write `{"progress": 0.5}` lines (each becomes a `progress` event)
/// and then exactly one answer line: `{"summary": "…", "data": …}` or
/// `{"error": {"code": "…", "message": "…"}}`. Its stderr is the agent's stderr.
/// Failures: `timeout`, `output_too_large` (over 1 MiB), `exec_failed` (cannot start,
/// killed by a signal, or a non-zero exit without an error answer), `invalid_response`.
public struct ExecSkill: SpecSkill {
    public let spec: SkillSpec
    public let argv: [String]
    public let timeoutMs: Int
    /// The child's whole environment; nil: the agent's own.
    public let environment: [String: String]?
    public let runner: ProcessRunner


    /// Most bytes of stdout a program may write in one run.
    public static let outputLimit = 1 << 20

    public init(spec: SkillSpec, argv: [String], timeoutMs: Int, environment: [String: String]? = nil,
                runner: ProcessRunner = ProcessRunner(outputLimit: ExecSkill.outputLimit)) {
        self.spec = spec
        self.argv = argv
        self.timeoutMs = timeoutMs
        self.environment = environment
        self.runner = runner
    }

    public func execute(_ context: SkillContext) async throws -> SkillResult {
        var request = JSONWriter()
        request.write(requestJSON(context))
        request.appendNewline()
        let report = context.reportProgress
        let output: ProcessRunner.Output
        do {
            output = try await runner.run(argv, input: request.bytes, environment: environment, searchPath: true,
                                          stderr: .inherit, deadline: Deadline(afterMilliseconds: timeoutMs)) { line in
                if let fraction = Self.progress(in: line) { report(fraction) }
            }
        } catch {
            switch error {
            case .cancelled: throw CancellationError()
            case .timedOut:
                throw failure(.timeout, "'\(argv[0])' did not answer within \(timeoutMs) ms", context,
                              zh: "没有在规定时间内回答", en: "did not answer in time")
            case let .outputTooLarge(limit):
                throw failure(.outputTooLarge, "'\(argv[0])' wrote more than \(limit) bytes", context,
                              zh: "的回答太长了", en: "gave too long an answer")
            case let .spawnFailed(reason):
                throw failure(.execFailed, reason, context, zh: "无法运行", en: "could not be run")
            }
        }
        return try answer(output, context)
    }

    /// The request line's value.
    func requestJSON(_ context: SkillContext) -> JSONValue {
        var values: [(String, JSONValue)] = []
        for parameter in spec.parameters {
            if let value = context.parameters[parameter.name] {
                values.append((parameter.name, value.json(in: context.timeZone)))
            }
        }
        let declared = Set(spec.parameters.map(\.name))
        for (name, value) in context.parameters.sorted(by: { $0.key < $1.key }) where !declared.contains(name) {
            values.append((name, value.json(in: context.timeZone)))
        }
        var fields: [(String, JSONValue)] = [
            ("skill", .string(id)), ("text", .string(context.sentence)), ("parameters", .object(values)),
            ("now", .string(CivilTime.iso8601(context.now, in: context.timeZone))),
            ("language", .string(context.language.rawValue)),
        ]
        if let previous = context.previous { fields.append(("previous", previous)) }
        return .object(fields)
    }

    /// The fraction of a `{"progress": x}` line, nil for any other line.
    static func progress(in line: [UInt8]) -> Double? {
        guard line.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "{"),
            let value = try? JSONParser.parse(line), let fields = value.objectValue,
            fields.count == 1, fields[0].0 == "progress"
        else { return nil }
        return fields[0].1.numberValue
    }

    /// The result or error the finished program answered.
    func answer(_ output: ProcessRunner.Output, _ context: SkillContext) throws(SkillError) -> SkillResult {
        var answers: [[UInt8]] = []
        for line in output.stdout.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            var bytes = Array(line)
            if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
            guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 }), Self.progress(in: bytes) == nil else { continue }
            answers.append(bytes)
        }
        let parsed = answers.count == 1 ? try? JSONParser.parse(answers[0]) : nil
        // A well-formed error answer is reported as such even with a non-zero exit status.
        if let error = parsed?["error"], let code = error["code"]?.stringValue, !code.isEmpty,
            let message = error["message"]?.stringValue {
            throw SkillError(code: ErrorCode(code), message: message, reply: reply(context, zh: "出错了：\(message)",
                                                                            en: "failed: \(message)"))
        }
        switch output.termination {
        case .exited(0): break
        case let .exited(status):
            throw failure(.execFailed, "'\(argv[0])' exited with status \(status)", context,
                          zh: "运行失败", en: "failed")
        case let .signalled(signal):
            throw failure(.execFailed, "'\(argv[0])' was killed by signal \(signal)\(Self.signalName(signal))",
                          context, zh: "运行失败", en: "failed")
        }
        guard !answers.isEmpty else {
            throw invalid("'\(argv[0])' wrote no answer", context)
        }
        guard answers.count == 1 else {
            throw invalid("'\(argv[0])' wrote \(answers.count) answer lines, not one (diagnostics go to stderr)", context)
        }
        guard let parsed, parsed.objectValue != nil else {
            let start = String(decoding: answers[0].prefix(60), as: UTF8.self)
            throw invalid("'\(argv[0])' answered something that is not a json object: '\(start)'", context)
        }
        if parsed["error"] != nil {
            throw invalid("'\(argv[0])' answered an error without a string 'code' and 'message'", context)
        }
        guard let summary = parsed["summary"]?.stringValue else {
            throw invalid("'\(argv[0])' answered neither a string 'summary' nor an 'error'", context)
        }
        return SkillResult(summary: summary, data: parsed["data"] ?? .null)
    }

    private func invalid(_ message: String, _ context: SkillContext) -> SkillError {
        failure(.invalidResponse, message, context, zh: "的回答无法理解", en: "gave an answer I cannot read")
    }

    private func failure(_ code: ErrorCode, _ message: String, _ context: SkillContext, zh: String, en: String) -> SkillError {
        SkillError(code: code, message: message, reply: reply(context, zh: zh, en: en))
    }

    /// "抱歉，技能「名字」…" in the run's language.
    private func reply(_ context: SkillContext, zh: String, en: String) -> String {
        switch context.language {
        case .chinese: return "抱歉，技能「\(displayName)」\(zh)。"
        case .english: return "Sorry, the skill “\(displayName)” \(en)."
        }
    }

    /// " (SIGSEGV)" for the usual signals.
    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 6: "SIGABRT", 7: "SIGBUS",
                                      8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 14: "SIGALRM", 15: "SIGTERM"]
        return names[signal].map { " (\($0))" } ?? ""
    }
}
