import AgentCalendar
import AgentCore
import AgentProtocol

/// Says a number of seconds the way a person would: "1 小时 30 分钟",
/// "1 hour 30 minutes", or compactly "1小时30分钟" inside a template. Seconds
/// keep what fraction they have, to the millisecond ("0.5 秒", "1.25 seconds").
enum DurationText {
    enum Style { case spaced, compact }

    static func say(_ seconds: Double, in language: ReplyLanguage, style: Style = .spaced) -> String {
        // Every duration that reaches a reply went through `Checked.duration`; the range
        // here only keeps the arithmetic below from overflowing whatever it is handed.
        let milliseconds = Checked.rounded(seconds * 1000, in: 0...(Int(Int32.max) * 1_000_000)) ?? 0
        var remaining = milliseconds / 1000
        var parts: [String] = []
        let units: [(Int, String, String)] = [(86_400, "天", "day"), (3600, "小时", "hour"), (60, "分钟", "minute")]
        for (size, chinese, english) in units where remaining >= size {
            let count = remaining / size
            remaining %= size
            parts.append(part(String(count), plural: count != 1, chinese, english, language, style))
        }
        let fraction = milliseconds % 1000
        if remaining > 0 || fraction > 0 || parts.isEmpty {
            var count = String(remaining)
            if fraction > 0 {
                var digits = String(String(fraction + 1000).dropFirst())
                while digits.hasSuffix("0") { digits.removeLast() }
                count += "." + digits
            }
            parts.append(part(count, plural: count != "1", "秒", "second", language, style))
        }
        return parts.joined(separator: language == .chinese && style == .compact ? "" : " ")
    }

    private static func part(_ count: String, plural: Bool, _ chinese: String, _ english: String,
                             _ language: ReplyLanguage, _ style: Style) -> String {
        switch (language, style) {
        case (.chinese, .spaced): return "\(count) \(chinese)"
        case (.chinese, .compact): return "\(count)\(chinese)"
        case (.english, _): return "\(count) \(english)\(plural ? "s" : "")"
        }
    }
}
