extension DurationReader {
    /// Rule: idioms that hold a unit but no span: words that begin with a unit's spelling (秒杀,
    /// 天气, 周年, 星期天, 小时候, 24小时制: `WordLists.unitLookalikes`), and "a second" or "a sec"
    /// ("a second opinion", "just a sec"). 一刻 without 钟 (一刻也不停) and 个钟 (a clock, not the
    /// Cantonese hour) are no units at all (`DurationUnit`).
    /// Whether `unit`, ending at `end`, may count: no longer word that begins with it stands there.
    func followerAllowed(_ unit: DurationUnit, at end: Int) -> Bool {
        guard unit.script == .chinese, end < text.count else { return true }
        return Self.unitLookalikes.first(in: folded, at: end - unit.word.count) == nil
    }

    /// "a second", "a sec": an article before an English second is no count.
    func isIdiomAfterArticle(_ unit: DurationUnit) -> Bool {
        unit.rule == .englishSecond
    }

    private static let unitLookalikes = PhraseList(WordLists.unitLookalikes)
}
