import AgentProtocol

/// What the weather services answered, kept by request URL for `--weather-cache` seconds, so a
/// stream that asks about 北京 ten times asks the service once per place and day (a URL names the
/// coordinates, the day and the zone; a geocoding URL the place name).
///
/// Only the values the skill reads are kept (a place's name and coordinates, or that there is
/// none; the current figures; a day's figures), never the answer itself: an answer may be up to
/// 1 MiB of JSON whatever it holds. The table is bounded by an estimate of its bytes (each entry's
/// URL and strings, and what an entry costs besides), `capacityBytes`; the oldest entries make
/// room for a new one, and expired ones go first, being the oldest.
///
/// Expiry runs on a monotonic clock of real time, not the agent's clock: `--deterministic` fixes
/// the agent's clock, and an answer fetched from a live service ages in real time whatever the
/// run pretends the time is. Only answers the skill could read (a 2xx status, JSON it understood)
/// are kept. A lock guards the table, as runs of a pipeline or an interactive session may query at once.
public final class WeatherCache: Sendable {
    /// What an answer gave the skill.
    enum Value: Sendable, Equatable {
        /// A geocoding answer: the first place found, or none.
        case place(OpenMeteoClient.Place?)
        case current(OpenMeteoClient.Current)
        case daily(OpenMeteoClient.Daily)
        /// An air-quality answer's figures.
        case airQuality(WeatherDetailFigures)
    }

    /// The most the table holds, in bytes as `bytes(of:for:)` estimates them: 1 MiB, some
    /// 3,000 places or days (an entry is about 350 bytes), where the whole answers it used to
    /// keep could take 11.6 MiB each.
    public static let capacityBytes = 1 << 20

    /// What an entry costs besides its URL's and strings' bytes: its slot in the table and in the
    /// order of entries, and the heap headers of its strings.
    static let entryOverhead = MemoryLayout<String>.stride + MemoryLayout<Entry>.stride
        + MemoryLayout<Record>.stride + 64

    let lifetime: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private let table = Locked(Table())

    private struct Entry {
        var value: Value
        var fetched: ContinuousClock.Instant
        var bytes: Int
        /// Which keeping made it, to tell its record from those of entries it replaced.
        var serial: Int
    }

    /// An entry as the order of keeping lists it.
    private struct Record {
        var url: String
        var fetched: ContinuousClock.Instant
        var serial: Int
    }

    private struct Table {
        var entries: [String: Entry] = [:]
        /// Every keeping, oldest first, from `head` on; a record whose entry was replaced or
        /// dropped since (its serial no longer the entry's) is passed over.
        var order: [Record] = []
        var head = 0
        var bytes = 0
        var serial = 0

        /// Drops the oldest entries while the oldest has expired at `now`, or there is no room for `room` bytes.
        mutating func dropOldest(at now: ContinuousClock.Instant, lifetime: Duration, room: Int) {
            while head < order.count, now - order[head].fetched >= lifetime || bytes + room > WeatherCache.capacityBytes {
                let record = order[head]
                head += 1
                if let entry = entries[record.url], entry.serial == record.serial {
                    entries[record.url] = nil
                    bytes -= entry.bytes
                }
            }
            if head > 64, head * 2 > order.count {
                order.removeFirst(head)
                head = 0
            }
        }
    }

    /// `seconds` 0 keeps nothing; `now` is the clock of expiry (the test's own, or real time).
    public init(seconds: Int, now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        lifetime = .seconds(max(0, seconds))
        self.now = now
    }

    /// The bytes the table holds, as estimated, and its entries (for tests of the bound).
    public var bytes: Int { table.withLock { $0.bytes } }
    public var count: Int { table.withLock { $0.entries.count } }

    /// What an entry of `value` for `url` is taken to cost.
    static func bytes(of value: Value, for url: String) -> Int {
        var bytes = entryOverhead + url.utf8.count
        switch value {
        case let .place(place?): bytes += place.name.utf8.count
        case .place(nil): break
        case let .current(current): bytes += current.details.bytes
        case let .daily(daily): bytes += daily.details.bytes
        case let .airQuality(figures): bytes += figures.bytes
        }
        return bytes
    }

    /// The value kept for `url`, while it is younger than the lifetime.
    func answer(for url: String) -> Value? {
        guard lifetime > .zero else { return nil }
        let now = now()
        return table.withLock { table in
            guard let entry = table.entries[url] else { return nil }
            guard now - entry.fetched < lifetime else {
                table.entries[url] = nil
                table.bytes -= entry.bytes
                return nil
            }
            return entry.value
        }
    }

    /// Keeps `value` for `url`, dropping expired entries and then the oldest as long as there is no
    /// room for it. A value larger than the whole table is not kept.
    func keep(_ value: Value, for url: String) {
        guard lifetime > .zero else { return }
        let bytes = Self.bytes(of: value, for: url)
        guard bytes <= Self.capacityBytes else { return }
        let now = now()
        let lifetime = lifetime
        table.withLock { table in
            if let replaced = table.entries.removeValue(forKey: url) { table.bytes -= replaced.bytes }
            table.dropOldest(at: now, lifetime: lifetime, room: bytes)
            table.serial += 1
            table.entries[url] = Entry(value: value, fetched: now, bytes: bytes, serial: table.serial)
            table.order.append(Record(url: url, fetched: now, serial: table.serial))
            table.bytes += bytes
        }
    }
}
