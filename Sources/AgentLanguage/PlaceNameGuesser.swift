/// Proposes the place a weather question is about when `CityGazetteer` does not
/// know it, for a geocoding service to look up: "腾冲明天天气怎么样" → 腾冲,
/// "weather in Reykjavik" → Reykjavik.
///
/// - Chinese: the run of Chinese characters right before the first weather word
///   (天气, 下雨, 冷, 热, 气温, 几度, …), with time words (今天, 明天早上, 这周,
///   未来三天) and fillers (请问, 帮我查一下, 的, 会不会, 那边) cut from both ends.
/// - English: the capitalised word or words after "in", "for" or "at"
///   ("forecast for New York tomorrow" → New York), not a weekday, month or unit.
///
/// Nothing (nil) when no place is left: "今天冷吗", "出门要带雨伞吗", "这边热不热",
/// "weather for Monday"; the caller then uses its default city.
public enum PlaceNameGuesser {
    public static func guess(in text: String) -> String? {
        chinese(in: text) ?? english(in: text)
    }

    // MARK: Chinese

    private static let weatherWords: [[Unicode.Scalar]] = [
        "天气", "下雨", "有雨", "雨吗", "雨伞", "带伞", "气温", "温度", "几度", "多少度", "冷", "热", "晴", "下雪", "刮风",
        "预报", "降温", "升温", "湿度", "刮台风", "台风", "暴雨", "雾霾", "空气质量",
    ].map { Array($0.unicodeScalars) }

    /// Words of time that border a place name on either side.
    private static let timeWords: [String] = [
        "今天", "明天", "后天", "大后天", "昨天", "前天", "今日", "明日", "今明两天", "明后天", "今明", "今儿", "明儿",
        "现在", "此刻", "目前", "当前", "眼下", "这会儿", "等会儿", "等会", "待会儿", "待会", "一会儿", "最近", "近期",
        "这周", "本周", "下周", "这星期", "这个星期", "下个星期", "周末", "这个周末", "这周末", "下周末",
        "这几天", "这两天", "未来", "接下来", "今年", "这个月", "下个月", "今晚", "明晚", "今早", "明早", "今夜", "明夜",
        "早上", "早晨", "清晨", "上午", "中午", "下午", "傍晚", "晚上", "夜里", "夜间", "半夜", "凌晨", "白天",
        "一早", "整天", "全天", "一整天", "周一", "周二", "周三", "周四", "周五", "周六", "周日", "周天",
        "星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日", "星期天",
    ]

    /// Words of asking before a place name, longest first.
    private static let leadingWords: [[Unicode.Scalar]] = folded(timeWords + [
        "请问", "请", "问一下", "问问", "帮我查一下", "帮我查查", "帮我查", "帮我看一下", "帮我看看", "帮我", "帮忙查一下",
        "麻烦", "查一下", "查查", "看一下", "看看", "告诉我", "我想知道", "想知道", "我想问", "你知道", "知道",
        "那么", "嗯", "喂", "我在", "我要去", "我想去", "要去", "去", "在", "到", "说说", "讲讲",
    ])

    /// Words linking a place name to the weather word after it, longest first.
    private static let trailingWords: [[Unicode.Scalar]] = folded(timeWords + [
        "的", "会不会", "会", "要不要", "需要", "需不需要", "用不用", "要带", "带", "要", "是不是", "是", "有没有",
        "有", "还", "也", "很", "特别", "非常", "挺", "太", "比较", "更", "最", "好",
        "那边", "那里", "这边", "这里", "地区", "市区", "一带", "当地", "附近", "周边", "地方", "这", "那",
    ])

    private static func folded(_ words: [String]) -> [[Unicode.Scalar]] {
        words.map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }
    }

    /// What is left sometimes but names no place.
    private static let notPlaces: Set<[Unicode.Scalar]> = Set([
        "外面", "外边", "出门", "户外", "室外", "室内", "家里", "屋里", "本地", "这儿", "那儿", "咱们这", "我们这", "空气", "天",
    ].map { Array($0.unicodeScalars) })

    /// Characters no place name holds: pronouns and question words.
    private static let notInPlaces: Set<Unicode.Scalar> = Set("我你您他她它们吗呢吧啊么啥怎哪谁".unicodeScalars)

    private static let numerals: Set<Unicode.Scalar> = Set("一二两三四五六七八九十几0123456789".unicodeScalars)

    private static func chinese(in text: String) -> String? {
        let scalars = TextScan.fold(text)
        guard let weather = firstWeatherWord(in: scalars) else { return nil }
        var start = weather
        // Digits stay in the run so that "这7天" can be cut as a whole.
        while start > 0, TextScan.isIdeograph(scalars[start - 1]) || ("0"..."9").contains(scalars[start - 1]) { start -= 1 }
        var run = scalars[start..<weather]
        var trimmed = true
        while trimmed && !run.isEmpty {
            trimmed = false
            if let word = leadingWords.first(where: { run.starts(with: $0) }) {
                run.removeFirst(word.count)
                trimmed = true
            }
            if let word = trailingWords.first(where: { run.reversed().starts(with: $0.reversed()) }) {
                run.removeLast(word.count)
                trimmed = true
            } else if let count = trailingDayCount(run) {
                run.removeLast(count)  // 三天, 几天, 7天
                trimmed = true
            }
        }
        let place = Array(run)
        guard (2...10).contains(place.count), !notPlaces.contains(place),
            !place.contains(where: { notInPlaces.contains($0) || !TextScan.isIdeograph($0) })
        else { return nil }
        return String(String.UnicodeScalarView(place))
    }

    private static func firstWeatherWord(in scalars: [Unicode.Scalar]) -> Int? {
        for i in scalars.indices where weatherWords.contains(where: { TextScan.hasPrefix(scalars, $0, at: i) }) {
            return i
        }
        return nil
    }

    /// The length of a trailing "<numeral>天" (未来三天, 这7天), or nil.
    private static func trailingDayCount(_ run: ArraySlice<Unicode.Scalar>) -> Int? {
        guard run.last == "天" else { return nil }
        let digits = run.dropLast().reversed().prefix(while: numerals.contains).count
        return digits > 0 ? digits + 1 : nil
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
