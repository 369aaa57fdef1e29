import FoundationEssentials

/// The UTC offsets of one time zone over time.
///
/// Read from a TZif file (RFC 8536) rather than Foundation's `TimeZone`, which on
/// Linux needs the whole of Foundation and ICU at start-up. Instants after the
/// file's last transition (all of them when it has none) follow the POSIX TZ string
/// of its footer, when it has one, and otherwise keep its last offset.
public struct TimeZoneRules: Sendable, Equatable {
    public let identifier: String
    private let transitions: [Int64]
    private let offsets: [Int32]
    private let initialOffset: Int32
    private let footer: PosixTimeZone?

    public static let utc = TimeZoneRules.fixed(identifier: "UTC", secondsEast: 0)

    public static func fixed(identifier: String, secondsEast: Int) -> TimeZoneRules {
        TimeZoneRules(identifier: identifier, transitions: [], offsets: [], initialOffset: Int32(secondsEast), footer: nil)
    }

    private init(identifier: String, transitions: [Int64], offsets: [Int32], initialOffset: Int32,
                 footer: PosixTimeZone?) {
        self.identifier = identifier
        self.transitions = transitions
        self.offsets = offsets
        self.initialOffset = initialOffset
        self.footer = footer
    }

    /// Seconds east of UTC in force at `date`.
    public func secondsEast(at date: Date) -> Int {
        let t = Checked.wholeSeconds(date)
        var low = 0
        var high = transitions.count
        while low < high {
            let mid = (low + high) / 2
            if transitions[mid] <= t { low = mid + 1 } else { high = mid }
        }
        if low == transitions.count, let footer { return footer.secondsEast(at: t) }
        return Int(low == 0 ? initialOffset : offsets[low - 1])
    }

    /// Parses TZif version 1, 2 or 3 data, preferring the 64-bit block and its footer when present.
    /// A footer that is missing, empty or malformed is ignored.
    public static func parseTZif(_ data: [UInt8], identifier: String) -> TimeZoneRules? {
        guard data.count >= 44, data[0] == 0x54, data[1] == 0x5A, data[2] == 0x69, data[3] == 0x66 else { return nil }
        let version = data[4]
        guard let v1 = Header(data, at: 0) else { return nil }
        if version >= 0x32 {
            let second = 44 + v1.blockLength(timeSize: 4)
            guard let v2 = Header(data, at: second) else { return nil }
            let footer = Self.footer(data, at: second + 44 + v2.blockLength(timeSize: 8))
            return v2.rules(data, at: second + 44, timeSize: 8, identifier: identifier, footer: footer)
        }
        return v1.rules(data, at: 44, timeSize: 4, identifier: identifier, footer: nil)
    }

    /// The TZ string between two newlines at `start`, read as POSIX has it.
    private static func footer(_ data: [UInt8], at start: Int) -> PosixTimeZone? {
        guard start < data.count, data[start] == 0x0A,
            let end = data[(start + 1)...].firstIndex(of: 0x0A), end > start + 1
        else { return nil }
        return PosixTimeZone(String(decoding: data[(start + 1)..<end], as: UTF8.self))
    }

    private struct Header {
        let isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt: Int

        init?(_ data: [UInt8], at start: Int) {
            guard start + 44 <= data.count else { return nil }
            func count(_ i: Int) -> Int { Int(readBigEndian(data, at: start + 20 + 4 * i, size: 4)) }
            isutcnt = count(0); isstdcnt = count(1); leapcnt = count(2)
            timecnt = count(3); typecnt = count(4); charcnt = count(5)
        }

        func blockLength(timeSize: Int) -> Int {
            timecnt * timeSize + timecnt + typecnt * 6 + charcnt + leapcnt * (timeSize + 4) + isstdcnt + isutcnt
        }

        func rules(_ data: [UInt8], at start: Int, timeSize: Int, identifier: String,
                   footer: PosixTimeZone?) -> TimeZoneRules? {
            guard typecnt > 0, start + blockLength(timeSize: timeSize) <= data.count else { return nil }
            let typesStart = start + timecnt * timeSize + timecnt
            // An offset of a day or more is no zone's (RFC 8536 asks for -89999...93599): the file is refused.
            func offset(ofType type: Int) -> Int32? {
                guard type < typecnt else { return nil }
                let offset = Int32(truncatingIfNeeded: readBigEndian(data, at: typesStart + type * 6, size: 4))
                return (-89_999...93_599).contains(offset) ? offset : nil
            }
            var transitions: [Int64] = []
            var offsets: [Int32] = []
            for i in 0..<timecnt {
                let raw = readBigEndian(data, at: start + i * timeSize, size: timeSize)
                let time = timeSize == 4 ? Int64(Int32(truncatingIfNeeded: raw)) : Int64(bitPattern: raw)
                guard let off = offset(ofType: Int(data[start + timecnt * timeSize + i])) else { return nil }
                transitions.append(time)
                offsets.append(off)
            }
            guard let initial = offset(ofType: 0) else { return nil }
            return TimeZoneRules(identifier: identifier, transitions: transitions, offsets: offsets, initialOffset: initial,
                                 footer: footer)
        }
    }

    private static func readBigEndian(_ data: [UInt8], at start: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in 0..<size { value = value << 8 | UInt64(data[start + i]) }
        return value
    }
}
