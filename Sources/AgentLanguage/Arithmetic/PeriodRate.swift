/// Rule per period: one amount said for a period (一个月工资四千八, 月薪4800, "600 a week") and asked for a
/// longer one after it (一年下来是多少, "how much is that a year") is the amount times how many of the one
/// fit the other: 12 months or 4 quarters a year, 52 weeks or 365 days a year, 7 days a week
/// (word-problem-periods). Months and weeks, whose ratio is no whole number, are not turned into each other.
enum PeriodRate {
    /// The one number outside the period words and how many times over the longer period holds it, when
    /// the sentence asks how much (多少, "how much") of two periods.
    static func read(_ sentence: Sentence) -> (value: Double, span: Range<Int>, times: Int64)? {
        // 一年多少: 多少 read anywhere, where the lexicon may cut 一年多 (over a year) first; so are 好多, 几多, 若多
        // (period-rate-questions), which ask only here, after an amount for a period.
        guard howMuchWords.contains(where: { TextScan.contains(sentence.folded, $0) })
                || englishHowMuch.contains(where: { sentence.english.find($0) != nil })
        else { return nil }
        let found = periods(in: sentence)
        guard found.count >= 2 else { return nil }
        let amounts = sentence.numbers.filter { n in !found.contains { $0.span.lowerBound <= n.start && n.end <= $0.span.upperBound } }
        guard amounts.count == 1, let amount = amounts.first, let times = factor(found, amount: amount.start..<amount.end) else { return nil }
        return (amount.value, amount.start..<amount.end, times)
    }

    /// How many of the period said before `amount` (or right after it) fit the one asked after it.
    private static func factor(_ found: [(span: Range<Int>, period: Period, isRate: Bool)], amount: Range<Int>) -> Int64? {
        // The period before the amount (月薪6500), else its rate right after it ("600 a week").
        guard let said = found.last(where: { $0.span.upperBound <= amount.lowerBound })
                ?? found.first(where: { $0.span.lowerBound >= amount.upperBound && $0.isRate }),
              let asked = found.first(where: { $0.span.lowerBound >= amount.upperBound && $0.span != said.span }),
              let factor = times[Pair(said.period, asked.period)]
        else { return nil }
        return factor
    }

    /// A longer period asked of in Chinese (一年多少, 一年好多, 一年下来, 一周多少): words of `calc.evaluate` that name it only
    /// where a sum is read ("how much" already is one). Not 多少 alone, which would turn down a sum the
    /// calculator asks for when its samples name it (七亩半得多少).
    static let askingWords: [String] = entries.filter { $0.period == .year || $0.period == .week }
        .map(\.written).filter(WordLists.holdsIdeograph)
        .flatMap { period in WordLists.periodRateQuestions.map { period + $0 } + [period + "下来"] }
    /// 多少, 好多, 几多, 若多 (period-rate-questions), folded: also what asks a count of one measure (`WordProblem`).
    static let howMuchWords: [[UInt32]] = WordLists.periodRateQuestions.map { $0.unicodeScalars.map(\.value) }
    private static let englishHowMuch = ["how much", "how many"].map(EnglishPhrase.init)

    private enum Period: String { case day, week, month, quarter, year }
    private struct Pair: Hashable {
        let from: Period, to: Period
        init(_ from: Period, _ to: Period) { (self.from, self.to) = (from, to) }
    }

    private static let times: [Pair: Int64] = [
        Pair(.month, .year): 12, Pair(.quarter, .year): 4, Pair(.week, .year): 52, Pair(.day, .year): 365, Pair(.day, .week): 7,
    ]

    /// The period words of the sentence, longest at each place; "a week" right after an amount is its rate.
    private static func periods(in sentence: Sentence) -> [(span: Range<Int>, period: Period, isRate: Bool)] {
        let text = sentence.folded
        var found: [(span: Range<Int>, period: Period, isRate: Bool)] = []
        var i = 0
        while i < text.count {
            guard let (length, period) = entries.lazy.compactMap({ entry in
                TextScan.matches(text, entry.word, at: i) && (i == 0 || !EnglishWords.isLetter(text[i - 1]))
                    && (i + entry.word.count == text.count || !EnglishWords.isLetter(text[i + entry.word.count]))
                    ? (entry.word.count, entry.period) : nil
            }).first else {
                i += 1
                continue
            }
            found.append((i..<(i + length), period, rateAfterAmount(text, at: i)))
            i += length
        }
        return found
    }

    /// Whether a number stands right before `i`, spaces aside: "600 a week" says the amount's period.
    private static func rateAfterAmount(_ text: [UInt32], at i: Int) -> Bool {
        var j = i
        while j > 0, text[j - 1] == 0x20 { j -= 1 }
        return j > 0 && text[j - 1] >= 0x30 && text[j - 1] <= 0x39
    }

    /// The words, longest first, each with its period.
    private static let entries: [(word: [UInt32], written: String, period: Period)] = WordLists.wordProblemPeriods.compactMap { line in
        guard let (words, value) = WordLists.sides(line), let period = Period(rawValue: value) else { return nil }
        return (words.unicodeScalars.map { $0.value }, words, period)
    }.sorted { $0.word.count > $1.word.count }
}
