import Foundation

/// Tests/Weather/weather_server.py run as a child process: the stand-in for the
/// Open-Meteo services, on a free loopback port. Closing its stdin ends it, so
/// it goes away with the test process however that ends.
public final class WeatherServer: Sendable {
    public enum StartError: Error, CustomStringConvertible {
        case noPython
        case noPort(String)

        public var description: String {
            switch self {
            case .noPython: return "python3 is not on PATH"
            case let .noPort(said): return "the weather server did not print its port: \(said)"
            }
        }
    }

    /// One server for all tests that need no fault of their own (faults are chosen by path).
    public static let shared = Result { try WeatherServer() }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Weather/weather_server.py")

    public let port: Int
    private let process: Process
    private let stdin: Pipe
    /// Where the server appends the path and query of every /v1/ request it serves.
    private let log: URL

    /// `http://127.0.0.1:PORT`, with `/fault/NAME` when a fault is asked for.
    public func endpoint(fault: String? = nil) -> String {
        "http://127.0.0.1:\(port)" + (fault.map { "/fault/\($0)" } ?? "")
    }

    public init(arguments: [String] = []) throws {
        guard let python = Self.findOnPath("python3") else { throw StartError.noPython }
        process = Process()
        process.executableURL = python
        log = FileManager.default.temporaryDirectory.appendingPathComponent("weather-requests-\(UUID().uuidString).log")
        process.arguments = [Self.script.path, "--log", log.path] + arguments
        stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let port = Int(text) else {
            try? stdin.fileHandleForWriting.close()
            throw StartError.noPort(text)
        }
        self.port = port
    }

    /// The path and query of every /v1/ request served so far, in order, to count what a client
    /// asked; tests sharing the server count only the requests of a place of their own.
    public func requests() -> [String] {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// The requests for the coordinates, or for the place name, that `key` holds ("latitude=37.8706").
    public func requests(containing key: String) -> [String] {
        requests().filter { $0.contains(key) }
    }

    /// Ends the server now rather than when the test process exits.
    public func stop() {
        try? stdin.fileHandleForWriting.close()
        try? FileManager.default.removeItem(at: log)
    }

    deinit {
        stop()
    }

    private static func findOnPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

