/// Rule place name by position: a word of two or more characters that the lexicon knows as a place
/// name (峨眉山, 黄山, 阳朔, 北海道) and that is no kind of place alone (古镇; Place/words/non-places)
/// is the place when it stands where a place stands in a weather question: first in its clause
/// after words of asking and time (请问阳朔下周会下雨吗, 帮我查一下腾冲明天早上的天气), right after
/// 去, 到, 在 or 回 (我在婺源，明天冷吗), or right before a time or weather word, linking words aside
/// (…黄山周六天气, 香格里拉那边气温多少).
enum PlaceByPosition {
    static func place(in words: PlaceWords) -> Range<Int>? {
        var clauseStart = true
        for k in 0..<words.count {
            let roles = words.roles[k]
            if roles.contains(.clauseBreak) {
                clauseStart = true
                continue
            }
            if clauseStart, roles.contains(.leading) || words.isTime(k) { continue }
            let word = words.words[k]
            if word.count >= 2, Lexicon.isPlaceName(words.text[word]), !roles.contains(.notPlace),
                clauseStart || (k > 0 && words.roles[k - 1].contains(.motion)) || precedesWeather(words, after: k) {
                return word
            }
            clauseStart = false
        }
        return nil
    }

    /// Whether a time or weather word follows word `k`, linking words aside.
    private static func precedesWeather(_ words: PlaceWords, after k: Int) -> Bool {
        for next in (k + 1)..<words.count {
            if words.isTime(next) || words.roles[next].contains(.weather) { return true }
            if !words.roles[next].contains(.linking) { return false }
        }
        return false
    }
}
