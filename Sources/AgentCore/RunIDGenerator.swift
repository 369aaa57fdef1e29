import AgentProtocol

/// Makes run ids: `r1`, `r2`, … when deterministic, else short random hex ids
/// from a generator seeded by the caller (the core draws no randomness itself).
public struct RunIDGenerator: Sendable, Equatable {
    private enum Mode: Sendable, Equatable {
        case sequential(next: Int)
        case random(state: UInt64)
    }

    private var mode: Mode

    public static let sequential = RunIDGenerator(mode: .sequential(next: 1))

    public static func random(seed: UInt64) -> RunIDGenerator {
        RunIDGenerator(mode: .random(state: seed))
    }

    private init(mode: Mode) {
        self.mode = mode
    }

    /// How many sequential ids were handed out (0 for random ids), so a restored
    /// conversation goes on from `r(n+1)`.
    public var issued: Int {
        if case let .sequential(next) = mode { return next - 1 }
        return 0
    }

    /// Sequential ids going on after `issued` of them.
    public static func sequential(after issued: Int) -> RunIDGenerator {
        RunIDGenerator(mode: .sequential(next: max(0, issued) + 1))
    }

    /// The same kind of ids, going on after `issued` (random ids need no position).
    func continuing(after issued: Int) -> RunIDGenerator {
        if case .sequential = mode { return .sequential(after: issued) }
        return self
    }

    /// Whether `id` is one this generator makes: `r` and a count from 1 (at most ten digits),
    /// or eight lowercase hex digits. A snapshot's run ids are held to it, since they go
    /// on into events and into iCalendar UIDs.
    public static func isValid(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        if bytes.first == UInt8(ascii: "r") {
            return (2...11).contains(bytes.count) && bytes[1] != UInt8(ascii: "0") && bytes.dropFirst().allSatisfy(isDigit)
        }
        return bytes.count == 8 && bytes.allSatisfy { isDigit($0) || (0x61...0x66).contains($0) }
    }

    public mutating func next() -> String {
        switch mode {
        case let .sequential(next):
            mode = .sequential(next: next + 1)
            return "r\(next)"
        case let .random(state):
            // SplitMix64: small, fast, and good enough for ids that only need to differ.
            var generator = SplitMix64(seed: state)
            let z = generator.next()
            mode = .random(state: generator.state)
            let hex = String(z & 0xFFFF_FFFF, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }
    }
}
