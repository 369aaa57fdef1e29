import AgentProtocol

/// The weather services' answers kept by request URL for `--weather-cache` seconds, so a stream
/// that asks about 北京 ten times asks the service once per place and day (a URL names the
/// coordinates, the day and the zone; a geocoding URL the place name).
///
/// Expiry runs on a monotonic clock of real time, not the agent's clock: `--deterministic` fixes
/// the agent's clock, and an answer fetched from a live service ages in real time whatever the
/// run pretends the time is. Only answers that were read as JSON with a 2xx status are kept.
/// A lock guards the table, as runs of a pipeline or an interactive session may query at once.
public final class WeatherCache: Sendable {
    /// How many answers are kept at most: an endless stream of new places stays bounded.
    static let capacity = 512

    let lifetime: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private let entries = Locked<[String: Entry]>([:])

    private struct Entry {
        var body: JSONValue
        var fetched: ContinuousClock.Instant
    }

    /// `seconds` 0 keeps nothing; `now` is the clock of expiry (the test's own, or real time).
    public init(seconds: Int, now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        lifetime = .seconds(max(0, seconds))
        self.now = now
    }

    /// The answer kept for `url`, while it is younger than the lifetime.
    func answer(for url: String) -> JSONValue? {
        guard lifetime > .zero else { return nil }
        let now = now()
        return entries.withLock { entries in
            guard let entry = entries[url] else { return nil }
            guard now - entry.fetched < lifetime else {
                entries[url] = nil
                return nil
            }
            return entry.body
        }
    }

    /// Keeps `body` as the answer for `url`, dropping expired answers when the table is full.
    func keep(_ body: JSONValue, for url: String) {
        guard lifetime > .zero else { return }
        let now = now()
        let lifetime = lifetime
        entries.withLock { entries in
            if entries.count >= Self.capacity {
                entries = entries.filter { now - $0.value.fetched < lifetime }
                if entries.count >= Self.capacity { entries.removeAll() }
            }
            entries[url] = Entry(body: body, fetched: now)
        }
    }
}
