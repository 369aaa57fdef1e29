import AgentCore
import AgentProtocol

/// Proposes the place a weather question is about when `CityGazetteer` does not
/// know it, for a geocoding service to look up: "峨眉山明天山顶冷不冷" → 峨眉山,
/// "腾冲明天天气怎么样" → 腾冲, "weather in Reykjavik" → Reykjavik.
///
/// Chinese, on the words of `Lexicon.segment`:
/// - rule place name by position: a word the lexicon knows as a place name (峨眉山,
///   黄山, 阳朔, 北海道) first in its clause after words of asking and time (请问,
///   帮我查一下, 明天), right before a time or weather word (…黄山周六天气), or right
///   after 去, 到, 在 or 回 (我在婺源，明天冷吗);
/// - rule words before the weather: else the words of the first clause that has a
///   weather word, from after the words of asking and time to the next time or weather word,
///   with linking words (的, 那边, 会) cut: two to six Chinese characters in at most three words, no
///   pronoun, number or question word in them ("稻城明天会下雪吗" → 稻城).
///
/// English: the capitalised word or words after "in", "for" or "at"
/// ("forecast for New York tomorrow" → New York), not a weekday, month or unit.
///
/// Nothing (nil) when no place is left: "今天冷吗", "出门要带雨伞吗", "这边热不热",
/// "weather for Monday"; the caller then uses its default city.
public enum PlaceNameGuesser {
    public static func guess(in text: String) -> String? {
        let scalars = MatchText.scalars(of: text)
        let words = Lexicon.segment(scalars).map { Array(scalars[$0]) }
        return (placeByPosition(words) ?? wordsBeforeWeather(words)).map(string) ?? english(in: text)
    }

    // MARK: Chinese

    private static func set(_ words: [String]) -> Set<[UInt32]> { Set(words.map(MatchText.scalars(of:))) }

    /// Words (as the segmentation cuts them) of the weather; a place comes before them.
    private static let weatherWords = set([
        "天气", "天气预报", "预报", "下雨", "有雨", "雨", "雨伞", "带伞", "伞", "气温", "温度", "度", "多少度", "冷", "热", "闷热",
        "晴", "晴天", "阴", "阴天", "下雪", "雪", "刮风", "风", "大风", "风大", "降温", "升温", "湿度", "台风", "暴雨", "雾", "雾霾",
        "空气", "空气质量", "沙尘", "沙尘暴", "风沙", "零下", "最高", "最低", "出太阳", "太阳", "紫外线",
    ])

    /// Words of time; they border a place name on either side.
    private static let timeWords = set([
        "今天", "明天", "后天", "大后天", "昨天", "前天", "今日", "明日", "今明两天", "明后天", "今明", "今儿", "明儿", "今晚", "明晚",
        "今早", "明早", "今夜", "明夜", "现在", "此刻", "目前", "当前", "眼下", "这会儿", "等会儿", "待会儿", "一会儿", "最近", "近期",
        "这周", "本周", "下周", "下下周", "星期", "礼拜", "周末", "这几天", "这两天", "几天", "未来", "接下来", "今年", "这个月", "下个月",
        "早上", "早晨", "清晨", "上午", "中午", "下午", "傍晚", "晚上", "夜里", "夜间", "半夜", "凌晨", "白天", "一早", "整天", "全天",
        "那天", "当天", "周一", "周二", "周三", "周四", "周五", "周六", "周日", "周天", "星期一", "星期二", "星期三", "星期四",
        "星期五", "星期六", "星期日", "星期天", "礼拜一", "礼拜二", "礼拜三", "礼拜四", "礼拜五", "礼拜六", "礼拜天", "礼拜日",
        "春天", "夏天", "秋天", "冬天", "去年", "明年", "小时候", "以前", "上次", "下次",
        "下个", "这个", "本", "这", "下", "月", "号", "日", "天",
    ])

    /// Words of asking that come before a place.
    private static let leadingWords = set([
        "请问", "请", "问", "问问", "问下", "帮", "帮忙", "帮我", "给", "查", "查查", "查下", "看", "看看", "麻烦", "告诉", "想",
        "知道", "想知道", "能", "能不能", "可以", "那么", "嗯", "喂", "我", "你", "您", "说说", "讲讲", "一下", "要", "我要", "想去",
    ])

    /// Words after which a place comes: 去婺源, 在黄山.
    private static let motionWords = set(["去", "到", "在", "回", "来"])

    /// Words linking a place to the weather word after it.
    private static let linkingWords = set([
        "的", "会", "会不会", "要", "要不要", "需要", "需不需要", "用不用", "要带", "带", "是", "是不是", "有", "有没有", "还", "也",
        "很", "特别", "非常", "挺", "太", "比较", "更", "最", "好", "那边", "那里", "这边", "这里", "地区", "市区", "一带", "当地",
        "附近", "周边", "地方", "山顶", "山上", "山下", "景区", "那", "现在", "都", "不", "不会", "不要", "多少", "什么", "啥", "怎么样",
    ])

    /// What is left sometimes but names no place, and kinds of places that name none alone (jieba tags 古镇 ns).
    private static let notPlaces = set([
        "外面", "外边", "出门", "户外", "室外", "室内", "家里", "屋里", "本地", "这儿", "那儿", "咱们", "我们", "空气", "今天", "天",
        "古镇", "古城", "景区", "风景区", "市区", "郊区", "县城", "城区", "山区", "农村", "乡下", "老家", "家乡", "海边", "东西",
    ])

    /// Characters no place name holds: pronouns, question words and particles of verbs.
    private static let notInPlaces: SmallScalarSet = SmallScalarSet(characters: "我你您他她它们吗呢吧啊么啥怎哪谁了着过把被让得就才又")

    private static func isBreak(_ word: [UInt32]) -> Bool { !word.contains(where: Lexicon.isChinese) && !isNumber(word) }

    private static func isNumber(_ word: [UInt32]) -> Bool {
        word.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || Lexicon.isNumeral($0) }
    }

    private static func isTime(_ word: [UInt32]) -> Bool { timeWords.contains(word) || isNumber(word) }

    /// Rule place name by position.
    private static func placeByPosition(_ words: [[UInt32]]) -> [UInt32]? {
        var clauseStart = true
        for (k, word) in words.enumerated() {
            if isBreak(word) {
                clauseStart = true
                continue
            }
            if clauseStart, leadingWords.contains(word) || isTime(word) { continue }
            if word.count >= 2, Lexicon.isPlaceName(word[...]), !notPlaces.contains(word),
                clauseStart || (k > 0 && motionWords.contains(words[k - 1])) || precedesWeather(words, after: k) {
                return word
            }
            clauseStart = false
        }
        return nil
    }

    /// Whether a time or weather word follows word `k`, linking words aside.
    private static func precedesWeather(_ words: [[UInt32]], after k: Int) -> Bool {
        for word in words[(k + 1)...] {
            if isTime(word) || weatherWords.contains(word) { return true }
            if !linkingWords.contains(word) { return false }
        }
        return false
    }

    /// Rule words before the weather.
    private static func wordsBeforeWeather(_ words: [[UInt32]]) -> [UInt32]? {
        var start = 0
        while start < words.count {
            var end = start
            while end < words.count, !isBreak(words[end]) { end += 1 }
            let clause = words[start..<end]
            if clause.contains(where: weatherWords.contains) {
                var first = clause.startIndex
                while first < end, leadingWords.contains(words[first]) || motionWords.contains(words[first]) || isTime(words[first]) {
                    first += 1
                }
                let stop = clause[first...].firstIndex(where: { isTime($0) || weatherWords.contains($0) }) ?? end
                var run = clause[first..<stop]
                while let word = run.first, linkingWords.contains(word) { run.removeFirst() }
                while let word = run.last, linkingWords.contains(word) { run.removeLast() }
                let place = Array(run.joined())
                guard (1...3).contains(run.count), (2...6).contains(place.count), !notPlaces.contains(place),
                    place.allSatisfy({ Lexicon.isChinese($0) && !Lexicon.isNumeral($0) && !notInPlaces.contains($0) })
                else { return nil }
                return place
            }
            start = end + 1
        }
        return nil
    }

    private static func string(_ scalars: [UInt32]) -> String {
        String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
    }

    // MARK: English

    private static let englishMarkers: Set<String> = ["in", "for", "at"]

    /// Capitalised words that follow "in" or "for" without being places.
    private static let notPlaceWords: Set<String> = [
        "i", "the", "today", "tonight", "tomorrow", "celsius", "fahrenheit", "centigrade",
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december", "spring", "summer", "autumn", "fall", "winter",
    ]

    private static func english(in text: String) -> String? {
        let words = englishWords(in: text)
        for (i, word) in words.enumerated() where englishMarkers.contains(word.text.lowercased()) && !word.endsClause {
            var place: [String] = []
            for next in words[(i + 1)...] {
                guard let first = next.text.unicodeScalars.first, ("A"..."Z").contains(first),
                    !notPlaceWords.contains(next.text.lowercased()), place.count < 4
                else { break }
                place.append(next.text)
                if next.endsClause { break }
            }
            if !place.isEmpty { return place.joined(separator: " ") }
        }
        return nil
    }

    /// Runs of letters (with inner ' . -), and whether punctuation follows.
    private static func englishWords(in text: String) -> [(text: String, endsClause: Bool)] {
        var words: [(text: String, endsClause: Bool)] = []
        var current = String.UnicodeScalarView()
        func close(_ endsClause: Bool) {
            if !current.isEmpty { words.append((String(current), endsClause)) }
            current = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            if TextScan.isASCIILetter(scalar) || (!current.isEmpty && "'’-.".unicodeScalars.contains(scalar)) {
                current.append(scalar)
            } else {
                close(false)
                if !TextScan.isSpace(scalar), let last = words.indices.last { words[last].endsClause = true }
            }
        }
        close(true)
        // A word ending in "." or "'" ("Beijing." at the end) ends its clause without the mark.
        return words.map { word in
            var text = word.text
            var ends = word.endsClause
            while let last = text.unicodeScalars.last, "'’-.".unicodeScalars.contains(last) {
                text.unicodeScalars.removeLast()
                ends = true
            }
            return (text, ends)
        }
    }
}
