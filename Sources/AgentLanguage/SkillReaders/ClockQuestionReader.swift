/// What a question about the clock asks for: the time (几点了, "what time is it"), the date
/// (今天几号, "what's the date"), the weekday (礼拜几, "what day is it"), the month or the year, so
/// that the answer says that. nil when it names none of them, or the time with a day (几点几号):
/// the answer then says the date and the time.
///
/// Rule subject: each subject has its question words (SkillReaders/words: clock-time, clock-date,
/// clock-weekday, clock-month, clock-year, clock-days; English ones too, all found anywhere in the folded
/// sentence); a sentence asks for a subject when it holds one of its words, and for the date
/// alone when it holds the date's with the month's or the weekday's (今天是几月几号, 今天几号星期几).
public enum ClockQuestionReader {
    public enum Subject: String, Sendable, CaseIterable {
        case time, date, weekday, month, year
        /// How many days lie between today and another day (距离春节还有几天).
        case days
    }

    public static func subject(of sentence: Sentence) -> Subject? {
        let text = sentence.folded
        var asked: UInt8 = 0  // a bit for each subject, in `Subject.allCases` order
        for i in text.indices where words.mayStart(text[i]) {
            words.forEachMatch(in: text, at: i) { k, _ in asked |= bits[k] }
        }
        // The date says its month and weekday too: 今天是几月几号, 今天几号星期几.
        if asked & bit(.date) != 0 { asked &= ~(bit(.month) | bit(.weekday)) }
        // How many days until a day names it by its date or weekday too: 国庆节是星期几还有几天.
        if asked & bit(.days) != 0 { asked = bit(.days) }
        return asked.nonzeroBitCount == 1 ? Subject.allCases[asked.trailingZeroBitCount] : nil
    }

    /// Whether the sentence may name a city: a word of the lexicon that names a place (纽约现在几点),
    /// or English "in" (what time is it in Dallas). Most clock questions name none, and so never
    /// build the gazetteer's index, which costs a first question a millisecond.
    public static func mayNamePlace(_ sentence: Sentence) -> Bool {
        if sentence.words.contains(where: { Lexicon.isPlaceName(sentence.folded[$0]) }) { return true }
        let english = sentence.english
        return (0..<english.count).contains { english.key($0) == inWord }
    }

    private static let inWord = EnglishWordKey.of("in")

    public static func subject(of text: String) -> Subject? {
        subject(of: Sentence(text))
    }

    private static let lists: [(Subject, [String])] = [
        (.time, WordLists.clockTime), (.date, WordLists.clockDate), (.weekday, WordLists.clockWeekday),
        (.month, WordLists.clockMonth), (.year, WordLists.clockYear), (.days, WordLists.clockDays),
    ]
    /// Every subject's words in one list, and the subject of each.
    private static let words = PhraseList(lists.flatMap(\.1))
    private static let bits: [UInt8] = lists.flatMap { subject, words in words.map { _ in bit(subject) } }

    private static func bit(_ subject: Subject) -> UInt8 { 1 << UInt8(Subject.allCases.firstIndex(of: subject) ?? 0) }
}
