#if canImport(Glibc)
import AgentCalendar
import Glibc
#endif
import AgentCore
import AgentProtocol

/// Finds the rules of a named time zone in the system's TZif database.
enum TimeZoneLoader {
    /// `UTC`, `Z`, a fixed offset (`+08:00`), or an IANA name looked up under
    /// `$TZDIR` or /usr/share/zoneinfo.
    static func load(_ name: String, environment: [String: String]) throws(UsageError) -> TimeZoneRules {
        if name == "UTC" || name == "Z" || name == "Etc/UTC" { return .utc }
        if let offset = fixedOffset(name) { return .fixed(identifier: name, secondsEast: offset) }
        guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains(".."),
            let data = readFile((environment["TZDIR"] ?? "/usr/share/zoneinfo") + "/" + name),
            let rules = TimeZoneRules.parseTZif(data, identifier: name)
        else {
            throw UsageError("unknown time zone '\(name)'")
        }
        return rules
    }

    /// The zone of `$TZ`, else /etc/localtime, else UTC.
    static func system(environment: [String: String]) -> TimeZoneRules {
        if var tz = environment["TZ"], !tz.isEmpty {
            if tz.hasPrefix(":") { tz.removeFirst() }
            if let rules = try? load(tz, environment: environment) { return rules }
        }
        if let data = readFile("/etc/localtime"), let rules = TimeZoneRules.parseTZif(data, identifier: "localtime") {
            return rules
        }
        return .utc
    }

    private static func fixedOffset(_ text: String) -> Int? {
        let s = Array(text.utf8)
        guard s.count == 6, s[0] == UInt8(ascii: "+") || s[0] == UInt8(ascii: "-"), s[3] == UInt8(ascii: ":"),
            let h = Int(String(decoding: s[1..<3], as: UTF8.self)), let m = Int(String(decoding: s[4..<6], as: UTF8.self)),
            h < 24, m < 60
        else { return nil }
        return (s[0] == UInt8(ascii: "-") ? -1 : 1) * (h * 3600 + m * 60)
    }
}

/// The whole of a (small) file, or nil when it cannot be read.
public func readFile(_ path: String, limit: Int = 16 << 20) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        if n < 0 { return nil }
        if n == 0 { return bytes }
        bytes += chunk[0..<n]
        if bytes.count > limit { return nil }
    }
}
