extension DurationReader {
    /// Rule: 钟 after the 个 of a number is an hour, as said in the south and in Cantonese (两个钟,
    /// 一个半钟 with `halfBetween`, 半个钟): the unit and its end when 钟 stands alone at `r`, not in a
    /// word of its own (两个钟表, 钟点; 钟头 is a unit of its own).
    func hourAfterClassifier(at r: Int, halfBetween: Bool = false) -> (DurationUnit, Int)? {
        let classifier = halfBetween ? r > 1 && text[r - 1] == "半" && text[r - 2] == "个" : r > 0 && text[r - 1] == "个"
        guard classifier, r < text.count, text[r] == "钟",
              !sentence.words.contains(where: { $0.lowerBound == r && $0.count > 1 })
        else { return nil }
        return (DurationUnit.chineseHour, r + 1)
    }
}

extension DurationUnit {
    /// The hour as a Chinese unit: what 两个钟 is counted in.
    static let chineseHour = all.first { $0.script == .chinese && $0.seconds == hour }
        ?? DurationUnit(word: [], seconds: hour, script: .chinese, rule: .none)
}
