/// The words `SentenceMoodReader` and `FillerWords` look for, folded as `MatchText` folds
/// (lowercase ASCII). Chinese lists are sorted longest first where one holds another.
enum MoodWords {
    /// Cues of a request, matched as whole words.
    static let requestCues: PhraseList = scalars([
        "帮我们", "帮我", "帮个忙", "帮忙", "替我", "给我", "请你", "请帮", "请", "麻烦你", "麻烦", "劳驾",
        "能不能", "能否", "可不可以", "可以帮", "能帮", "你能", "你可以",
        "我要", "我想要", "我想", "我需要", "想知道", "想问", "问一下", "问下",
        "告诉我", "跟我说", "报一下", "报个", "说一下", "说下",
        "提醒我", "提醒一下", "提醒一次", "提醒一声", "提个醒", "叫我", "叫醒", "喊我", "喊醒",
        "设置", "设定", "设个", "设一个", "设", "定个", "定一个", "定", "开个", "开一个", "开启", "启动", "新建",
        "来个", "来一个", "搞个", "弄个", "整个",
        "查查", "查一下", "查下", "查", "看看", "看一下", "看下", "瞧瞧",
        "算算", "算一下", "算一算", "算下", "计算",
    ])

    /// Words that mean the sentence asks about words rather than for a task.
    static let aboutWords: PhraseList = scalars([
        "是什么意思", "什么意思", "啥意思", "的意思", "怎么说", "怎么讲", "怎么写", "怎么念", "怎么读", "怎么翻译",
        "指的是", "指什么", "用英语", "用英文", "用中文", "用日语", "英语里", "英文里", "翻译", "这个词", "这个字",
    ])

    /// Question words, anywhere.
    static let questionWords: PhraseList = scalars([
        "多少", "几点", "几号", "几度", "几月", "几日", "几时", "几几", "星期几", "礼拜几", "周几", "几天", "几个",
        "怎么样", "怎样", "咋样", "如何", "什么", "啥", "哪一", "哪天", "哪年", "哪里", "谁",
        "有多", "多冷", "多热", "多高", "多大", "还是", "是否", "会不会", "要不要", "是不是", "有没有", "能不能", "需不需要", "用不用", "可不可以", "对不对", "几",
    ])

    /// Particles that end a question clause (then perhaps a soft particle: 啊, 呀).
    static let questionParticles: PhraseList = scalars(["没有", "吗", "嘛", "么", "呢", "没", "不", "否"])
    /// What ends a report of what has happened: 下雨了, 降温啦.
    static let perfectives: SmallScalarSet = SmallScalarSet(scalars(["了", "啦"]).map { $0[0] })
    /// Particles after an exclamation or report (好冷啊, 下雨了呀), 啦 aside: it is a 了 itself.
    static let exclamationParticles: SmallScalarSet = SmallScalarSet(scalars(["啊", "呀", "哦", "哈", "嘛"]).map { $0[0] })
    /// Degree words of an exclamation: 好热, 真冷, 太闷, 这么晒.
    static let degreeWords: PhraseList = scalars(["这么", "那么", "特别", "非常", "好", "真", "太", "超", "挺"])
    /// Words that start with a degree word but exclaim nothing: 出太阳, 好像, 真的.
    static let degreeLookalikes: PhraseList = scalars(["太阳", "好像", "好的", "好吧", "真的", "真是", "超市", "超过", "好多", "好几", "好久"])
    static let softParticles: SmallScalarSet = SmallScalarSet(scalars(["啊", "呀", "啦", "哦", "呐", "哈"]).map { $0[0] })

    /// Before 几 they make it "a few" (这几天, 好几次), not a question.
    static let fewMarkers: SmallScalarSet = SmallScalarSet(scalars(["这", "那", "好", "十", "前", "后"]).map { $0[0] })
    static let negations: PhraseList = scalars(["不用", "不要", "不必", "别", "甭", "没让", "不想", "没有"])
    /// A liking or dislike right before a cue: 我不喜欢设闹钟 talks about setting alarms.
    static let attitudes: PhraseList = scalars(["喜欢", "讨厌", "习惯", "懒得", "受不了"])
    /// Someone other than the speaker or the listener.
    static let thirdPersons: SmallScalarSet = SmallScalarSet(scalars(["他", "她", "它"]).map { $0[0] })

    static let englishRequestPhrases: [[String]] = [
        ["please"], ["can", "you"], ["could", "you"], ["would", "you"], ["will", "you"], ["i", "need"],
        ["i", "want"], ["i'd", "like"], ["i", "would", "like"], ["i", "wanna"], ["let", "me", "know"],
        ["remind", "me"], ["wake", "me"],
    ]
    static let englishRequestVerbs: Set<String> = [
        "remind", "set", "start", "create", "wake", "get", "give", "tell", "show", "calculate",
        "compute", "work", "check", "count", "help", "alert", "ping", "put",
        "schedule", "find", "look", "run", "begin", "time",
    ]
    static let englishGreetings: Set<String> = ["hey", "hi", "hello", "ok", "okay", "so", "um", "uh", "yo", "oh", "well"]
    static let englishQuestionOpeners: Set<String> = [
        "what", "what's", "whats", "how", "how's", "when", "where", "which", "who", "is", "are", "am", "was",
        "will", "would", "does", "do", "did", "can", "could", "should", "shall", "may", "might", "isn't",
        "aren't", "won't", "doesn't", "any",
    ]
    static let englishAboutWords: [[String]] = [
        ["translate"], ["how", "do", "you", "say"], ["how", "do", "i", "say"], ["how", "to", "say"],
        ["meaning", "of"], ["how", "do", "you", "spell"], ["in", "chinese"], ["in", "english"],
    ]

    static func isClauseBreak(_ v: UInt32) -> Bool {
        switch v {
        case 0x2C, 0x2E, 0x21, 0x3F, 0x3B, 0x3A, 0xFF0C, 0x3002, 0xFF01, 0xFF1F, 0xFF1B, 0xFF1A, 0x3001, 0x2026: return true
        default: return false
        }
    }

    static func isSpaceOrClauseBreak(_ v: UInt32) -> Bool {
        v == 0x20 || v == 0x09 || isClauseBreak(v) || v == 0x7E || v == 0xFF5E
    }

    static func isIdeograph(_ v: UInt32) -> Bool {
        (v >= 0x3400 && v <= 0x4DBF) || (v >= 0x4E00 && v <= 0x9FFF) || (v >= 0xF900 && v <= 0xFAFF)
    }

    /// Whether `phrase` stands in `text` at `i` (compared in place: no copy of the text).
    @inline(__always)
    static func matches(_ text: [UInt32], _ phrase: [UInt32], at i: Int) -> Bool {
        guard i >= 0, i + phrase.count <= text.count else { return false }
        for k in 0..<phrase.count where text[i + k] != phrase[k] { return false }
        return true
    }

    static func scalars(_ words: [String]) -> PhraseList {
        PhraseList(words)
    }
}
