import FoundationEssentials

/// A calendar as iCalendar (RFC 5545) writes it, what `export` answers with `format: "ics"`:
/// one VEVENT per event, its DTSTART in the time zone in force (described by a VTIMEZONE), its
/// RRULE, a SUMMARY and a VALARM at the moment itself, so `jq -r .text > reminders.ics`
/// imports into a calendar.
public enum ICalendar {
    /// One event of the calendar: a timer or an alarm.
    public struct Event: Sendable, Equatable {
        /// Unique within the calendar (the UID is this, the start in UTC and the product's domain).
        public var id: String
        public var start: Date
        public var recurrence: Recurrence?
        public var summary: String

        public init(id: String, start: Date, recurrence: Recurrence? = nil, summary: String) {
            self.id = id
            self.start = start
            self.recurrence = recurrence
            self.summary = summary
        }
    }

    /// - Parameters:
    ///   - product: the PRODID's product name and version ("agent-skill 0.1.0").
    ///   - stamp: when the calendar is written (every DTSTAMP).
    public static func calendar(_ events: [Event], in zone: TimeZoneRules, product: String, stamp: Date) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", text("PRODID", "-//agent-skill//\(product)//EN"),
                     "CALSCALE:GREGORIAN", "METHOD:PUBLISH"]
        let local = zone.identifier != "UTC"
        if local, let first = events.map(\.start).min(), let last = events.map(\.start).max() {
            lines += timeZone(zone, from: first, to: last)
        }
        for event in events {
            lines.append("BEGIN:VEVENT")
            lines.append(text("UID", "\(event.id)-\(utc(event.start))@agent-skill"))
            lines.append("DTSTAMP:\(utc(stamp))")
            lines.append(local ? "DTSTART;TZID=\(parameter(zone.identifier)):\(wallClock(event.start, in: zone))"
                               : "DTSTART:\(utc(event.start))")
            if let rule = event.recurrence { lines.append("RRULE:\(rule.rrule)") }
            lines.append(text("SUMMARY", event.summary))
            lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:PT0S", text("DESCRIPTION", event.summary), "END:VALARM"]
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(folded).joined(separator: "\r\n") + "\r\n"
    }

    // Every value that comes from outside the tool's own formats (a label, a run id, a zone's
    // name) goes into the calendar through `text` or `parameter`; the rest (DATE-TIME, RECUR,
    // UTC-OFFSET) the tool writes itself from numbers and fixed words.

    /// A property whose value is TEXT (RFC 5545 §3.3.11), escaped.
    static func text(_ name: String, _ value: String) -> String {
        "\(name):\(escaped(value))"
    }

    /// A parameter value (§3.2): quoted when it holds `:`, `;` or `,`; a quote or a control
    /// character, which no parameter value may hold, becomes a space.
    static func parameter(_ value: String) -> String {
        var out = ""
        var needsQuotes = false
        for scalar in value.unicodeScalars {
            if scalar == "\"" || scalar.value < 0x20 || scalar.value == 0x7F {
                out += " "
            } else {
                if scalar == ":" || scalar == ";" || scalar == "," { needsQuotes = true }
                out.unicodeScalars.append(scalar)
            }
        }
        return needsQuotes ? "\"\(out)\"" : out
    }

    /// A VTIMEZONE holding the offset in force at `first` and every change of
    /// offset from then until two years after `last` (recurring items go on past
    /// it; a calendar knows the zone by its name for those).
    private static func timeZone(_ zone: TimeZoneRules, from first: Date, to last: Date) -> [String] {
        var lines = ["BEGIN:VTIMEZONE", text("TZID", zone.identifier)]
        let start = first.timeIntervalSince1970.rounded(.down)
        let end = last.timeIntervalSince1970 + 2 * 366 * 86_400
        var offset = zone.secondsEast(at: first)
        let initial = offset
        var changes: [(at: Double, from: Int, to: Int)] = []
        var day = start
        while day < end {
            let next = day + 86_400
            let after = zone.secondsEast(at: Date(timeIntervalSince1970: next))
            if after != offset {
                // The exact second of the change, between `day` and `next`.
                var low = day, high = next
                while high - low > 1 {
                    let mid = ((low + high) / 2).rounded(.down)
                    if zone.secondsEast(at: Date(timeIntervalSince1970: mid)) == offset { low = mid } else { high = mid }
                }
                changes.append((high, offset, after))
                offset = after
            }
            day = next
        }
        // The offset in force at the start is daylight time when the next change lowers it.
        lines += observance(standard: changes.first.map { $0.to > $0.from } ?? true, at: start, from: initial, to: initial)
        for change in changes { lines += observance(standard: change.to < change.from, at: change.at, from: change.from, to: change.to) }
        lines.append("END:VTIMEZONE")
        return lines
    }

    /// A STANDARD or DAYLIGHT observance; DTSTART is local time in the offset left.
    private static func observance(standard: Bool, at t: Double, from: Int, to: Int) -> [String] {
        let name = standard ? "STANDARD" : "DAYLIGHT"
        return ["BEGIN:\(name)", "DTSTART:\(wallClock(Date(timeIntervalSince1970: t), offset: from))",
                "TZOFFSETFROM:\(utcOffset(from))", "TZOFFSETTO:\(utcOffset(to))", "END:\(name)"]
    }

    private static func utc(_ date: Date) -> String { wallClock(date, offset: 0) + "Z" }

    private static func wallClock(_ date: Date, in zone: TimeZoneRules) -> String {
        wallClock(date, offset: zone.secondsEast(at: date))
    }

    /// `YYYYMMDDTHHMMSS` of `date` at `offset` seconds east of UTC.
    private static func wallClock(_ date: Date, offset: Int) -> String {
        let c = CivilTime(date, in: .fixed(identifier: "", secondsEast: offset))
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let year = String(repeating: "0", count: max(0, 4 - String(c.year).count)) + String(c.year)
        return year + two(c.month) + two(c.day) + "T" + two(c.hour) + two(c.minute) + two(c.second)
    }

    /// `+0800`, `-0430`, `+053730` when there are seconds.
    private static func utcOffset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let s = abs(seconds)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return sign + two(s / 3600) + two(s % 3600 / 60) + (s % 60 == 0 ? "" : two(s % 60))
    }

    /// TEXT as RFC 5545 §3.3.11 escapes it.
    private static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            case "\r": break
            default:
                // Other control characters are not allowed in TEXT.
                if scalar.value < 0x20 || scalar.value == 0x7F { out += " " } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// A content line folded at 75 octets (§3.1), never inside a UTF-8 sequence.
    private static func folded(_ line: String) -> String {
        var result = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > 75 {
                result += "\r\n "
                octets = 1
            }
            result.unicodeScalars.append(scalar)
            octets += size
        }
        return result
    }
}
