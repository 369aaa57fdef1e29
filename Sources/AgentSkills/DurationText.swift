import AgentCore
import AgentProtocol

/// Says a number of seconds the way a person would: "1 小时 30 分钟",
/// "1 hour 30 minutes", or compactly "1小时30分钟" inside a template.
enum DurationText {
    enum Style { case spaced, compact }

    static func say(_ seconds: Double, in language: ReplyLanguage, style: Style = .spaced) -> String {
        var remaining = Int(seconds.rounded())
        var parts: [String] = []
        let units: [(Int, String, String)] = [(86_400, "天", "day"), (3600, "小时", "hour"), (60, "分钟", "minute"), (1, "秒", "second")]
        for (size, chinese, english) in units where remaining >= size {
            let count = remaining / size
            remaining %= size
            switch (language, style) {
            case (.chinese, .spaced): parts.append("\(count) \(chinese)")
            case (.chinese, .compact): parts.append("\(count)\(chinese)")
            case (.english, _): parts.append("\(count) \(english)\(count == 1 ? "" : "s")")
            }
        }
        if parts.isEmpty { parts = [language == .chinese ? (style == .spaced ? "0 秒" : "0秒") : "0 seconds"] }
        return parts.joined(separator: language == .chinese && style == .compact ? "" : " ")
    }
}
