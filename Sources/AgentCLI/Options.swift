import AgentCore
import AgentProtocol
import AgentSkills

/// The command-line options, as DESIGN.md and `--help` list them.
public struct Options: Sendable, Equatable {
    public enum Format: String, Sendable { case json, text }

    public var deterministic = false
    public var now: String?
    public var timeZone: String?
    public var skillFiles: [String] = []
    /// A model of the built-ins written by `shell/teach-builtins --bytes`, in place of the shipped one.
    public var builtinModel: String?
    public var builtins = true
    public var allowExec = false
    public var waitTimers = false
    /// With `--wait-timers --deterministic`: how many occurrences of a recurring item fire.
    public var fireLimit = 3
    public var interactive = false
    public var weatherEndpoint: String?
    public var weatherTimeoutMs = 5000
    public var defaultCity = "深圳"
    /// Seconds a weather answer is kept; 0 keeps none.
    public var weatherCacheSeconds = 600
    public var events: Set<String>?
    public var input = Format.json
    public var output = Format.json
    public var maxLineBytes = 1 << 20
    /// The files whose lines are the commands, in order (`-` is stdin); none: stdin.
    public var inputFiles: [String] = []

    public init() {}

    /// What the arguments ask for: a run, or a text to print and leave.
    public enum Parsed: Sendable, Equatable {
        case run(Options)
        case help
        case version
    }

    public static func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--" {
                options.inputFiles += rest
                break
            }
            if argument == "-" || !argument.hasPrefix("-") {
                options.inputFiles.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inlineValue = String(argument[argument.index(after: eq)...])
            }
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = rest.popFirst() else { throw UsageError("option '\(name)' needs a value") }
                return next
            }
            func flag() throws(UsageError) {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
            }
            switch name {
            case "--help", "-h": try flag(); return .help
            case "--version": try flag(); return .version
            case "--deterministic": try flag(); options.deterministic = true
            case "--no-builtin": try flag(); options.builtins = false
            case "--allow-exec": try flag(); options.allowExec = true
            case "--wait-timers": try flag(); options.waitTimers = true
            case "--interactive": try flag(); options.interactive = true
            case "--weather-endpoint": options.weatherEndpoint = try endpoint(try value())
            case "--weather-timeout":
                let text = try value()
                guard let ms = Int(text), ms > 0 else { throw UsageError("--weather-timeout needs milliseconds, got '\(text)'") }
                options.weatherTimeoutMs = ms
            case "--weather-cache":
                let text = try value()
                guard let seconds = Int(text), seconds >= 0 else {
                    throw UsageError("--weather-cache needs seconds (0 turns it off), got '\(text)'")
                }
                options.weatherCacheSeconds = seconds
            case "--fire-limit":
                let text = try value()
                guard let n = Int(text), (1...1000).contains(n) else {
                    throw UsageError("--fire-limit needs a count from 1 to 1000, got '\(text)'")
                }
                options.fireLimit = n
            case "--default-city":
                let city = try value()
                guard !city.isEmpty else { throw UsageError("--default-city needs a city") }
                options.defaultCity = city
            case "--now": options.now = try value()
            case "--tz": options.timeZone = try value()
            case "--skills": options.skillFiles.append(try value())
            case "--builtin-model": options.builtinModel = try value()
            case "--events":
                let names = try value().split(separator: ",").map { String($0) }
                let known = Set(AgentEvent.Name.allCases.map(\.rawValue))
                if let unknown = names.first(where: { !known.contains($0) }) {
                    throw UsageError("unknown event '\(unknown)' in --events (known: \(AgentEvent.Name.allCases.map(\.rawValue).joined(separator: ",")))")
                }
                options.events = Set(names)
            case "--input": options.input = try format(try value(), of: name)
            case "--output": options.output = try format(try value(), of: name)
            case "--max-line-bytes":
                let text = try value()
                guard let n = Int(text), n > 0 else { throw UsageError("--max-line-bytes needs a positive number, got '\(text)'") }
                options.maxLineBytes = n
            default:
                throw UsageError("unknown option '\(argument)'" + DidYouMean.hint(for: argument, among: Self.names))
            }
        }
        return .run(options)
    }

    /// The URL of `--weather-endpoint`, checked as each request to it would be.
    private static func endpoint(_ url: String) throws(UsageError) -> String {
        do {
            _ = try HTTPURL(url)
        } catch let HTTPError.invalidURL(reason) {
            throw UsageError("--weather-endpoint: \(reason)")
        } catch {
            throw UsageError("--weather-endpoint: cannot use '\(url)'")
        }
        return url
    }

    private static func format(_ text: String, of name: String) throws(UsageError) -> Format {
        guard let format = Format(rawValue: text) else { throw UsageError("\(name) must be 'json' or 'text', got '\(text)'") }
        return format
    }

    /// Every option the usage names, for the did-you-mean of an unknown one.
    static let names: [String] = usage.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," || $0 == "|" })
        .filter { $0.hasPrefix("--") }.map(String.init)

    public static let usage = """
        usage: agent-skill [options] [FILE...] > events.jsonl

        Reads JSON-lines commands ({"cmd":"send","text":"倒计时30分钟"}) and writes
        JSON-lines events on stdout. The commands come from each FILE in turn, or from
        stdin for '-' or when no FILE is given. Commands: register, unregister, send,
        match, status, cancel, retry, reset, snapshot, restore, selftest, export.

        options:
          --deterministic        fixed clock (--now, or 2026-01-01T00:00:00Z), UTC unless
                                 --tz, all *Ms timings 0, run ids r1, r2, ...
          --now ISO8601          the current time, e.g. 2026-03-10T09:00:00+08:00
          --tz IANA-NAME         time zone, e.g. Asia/Shanghai (default: TZ, then the system's)
          --skills FILE          JSON lines of register commands to load first (repeatable)
          --no-builtin           start without the built-in skills
          --builtin-model FILE   what the built-ins learned, as shell/teach-builtins --bytes
                                 writes it (default: the model the tool ships with)
          --allow-exec           allow skills that run programs
          --interactive          read commands while a skill runs: status answers, a send
                                 is rejected as busy, cancel stops the run
          --wait-timers          after the end of input, stay until every timer and alarm
                                 has fired, writing a `fired` event for each occurrence (a
                                 repeating one fires until SIGINT/SIGTERM end the wait; with
                                 --deterministic all at once, in time order)
          --fire-limit N         with --wait-timers --deterministic: the first N occurrences
                                 of each repeating item (default 3)
          --weather-endpoint URL base URL replacing both weather services (forecast and
                                 geocoding), e.g. http://127.0.0.1:8080 (default: Open-Meteo)
          --weather-timeout MS   how long a weather request may take (default 5000)
          --weather-cache SECONDS  how long a weather answer is kept and reused, per place
                                 and day (default 600; 0 turns the cache off)
          --default-city CITY    the city of a weather question that names none (default 深圳)
          --events LIST          write only these events, e.g. result,reply,error
          --input json|text      text: each input line is a sentence to send
          --output json|text     text: write replies only, one per line
          --max-line-bytes N     longest input line accepted (default 1048576)
          --version              print the version and exit
          --help                 print this help and exit

        examples:
          echo '{"cmd":"send","text":"五分钟后提醒我取快递"}' | agent-skill
          printf '%s\\n' 倒计时30分钟 三加五乘二 | agent-skill --input text --output text
          agent-skill --input text --events match sentences.txt | jq -r .selected
          agent-skill --allow-exec --skills my-skills.jsonl commands.jsonl

        environment:
          TZ                     the time zone when --tz is not given (then /etc/localtime)
          TZDIR                  where zone files are read (default /usr/share/zoneinfo)
          PATH                   where exec skills' programs are looked up, at registration,
                                 and where curl is found for the weather services
          https_proxy, no_proxy  the proxy of https:// weather requests, read by curl
                                 (an http:// endpoint is always reached directly)

        exit status: 0 every line accepted, 1 some line got an error event, 2 usage error,
        128 + N when signal N (SIGINT, SIGTERM, SIGHUP) ended it.

        """
}

/// A bad command line: reported on stderr with exit status 2.
public struct UsageError: Error, Sendable, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
