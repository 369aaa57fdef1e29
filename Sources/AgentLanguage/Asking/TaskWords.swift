/// Verbs of tasks no built-in skill does, and the words that may open a request before
/// them, for `SentenceShields` (folded as `MatchText` folds).
enum TaskWords {
    static let chineseOpeners: PhraseList = MoodWords.scalars([
        "帮我", "帮忙", "给我", "替我", "请", "请你", "麻烦", "麻烦你", "能不能", "能否", "可以", "你能", "能", "帮", "再", "先",
        "我想", "我要", "一下", "快",
    ])
    static let chineseVerbs: PhraseList = MoodWords.scalars([
        "写", "写个", "讲", "讲讲", "讲个", "编", "列", "画", "唱", "放", "播", "播放", "推荐", "预订", "预约", "买", "点", "发", "拍",
        "翻译", "搜", "搜索", "导航", "挂", "退", "介绍", "解释", "生成", "整理", "规划", "叫", "打电话", "订票", "订餐",
    ])
    /// Cues that take what stands around them as their label: with one of these, a verb of
    /// another task is what to be reminded of (写完作业提醒我).
    static let reminderCues: PhraseList = MoodWords.scalars(["提醒", "叫我", "喊我", "叫醒", "喊醒"])
    static let englishOpeners: Set<String> = [
        "hey", "hi", "ok", "okay", "please", "can", "could", "would", "will", "you", "me", "for", "just", "quickly",
    ]
    static let englishVerbs: Set<String> = [
        "write", "draw", "sing", "play", "recommend", "book", "order", "buy", "send", "text", "call",
        "email", "translate", "explain", "search", "navigate", "read", "compose", "suggest",
    ]

    static func isSpace(_ word: [UInt32]) -> Bool { word.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
}
