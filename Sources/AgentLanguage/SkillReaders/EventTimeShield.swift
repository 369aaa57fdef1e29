import AgentCore

/// Rule the time of an event: a question for a time or a date that goes on to name what happens
/// then asks when that happens, not what the clock says (商场几点开门, 几号发工资, 太阳什么时间下山,
/// "what time does the store open", "what day is my bill due", "what time is my flight"). Such a
/// question, from its question word to the end of its clause, is shielded from the skills that
/// answer requests only, so `clock.now` does not answer it with the time now.
/// - Chinese: a word of clock-event-questions followed in its clause by a character that is not
///   one of clock-now-followers (几点了, 几点钟呢, 几号星期几 still ask the clock).
/// - English: "what time", "what hour", "what day", "what date" or "which day", then an auxiliary
///   (clock-event-auxiliaries), then a subject not in clock-event-subjects-not, no festival and no
///   day ("what time is it", "what date will it be in 5 days", "what day is christmas", "what date is
///   next thursday", and "what day do we have today" still ask the clock);
///   or, put inside a sentence without an auxiliary, then a subject of clock-event-embedded-subjects
///   (i need to know what day i need to pay my bill, tell me what time my flight leaves); or the time
///   of someone's thing (clock-event-of-phrases, then clock-event-owners: the date of my last paycheck).
/// - English "when" and an auxiliary, then a subject that is no day or festival ("when is my flight";
///   "when is easter this year" asks the clock): the two words alone (`whenQuestions`).
/// - Either: how many days until something that is no day (clock-days with no day read: 还有几天
///   发工资, "how long until my milk expires"); 距离春节还有几天 names its day.
///
/// Rule the times a skill tells: when the event is the sun's (weather-sun: 几点日落, 太阳什么时候下山,
/// "what time is sunset"), or the weather's own (weather-timed-events: 哪天会下雪, 什么时候放晴, "when will
/// it stop raining"), the weather tells its time (Open-Meteo's sunrise, sunset, daily forecast); when it
/// is an item of one's schedule (闹钟几点响, "what time is my alarm set for"; `ScheduleLookUpAct`),
/// the schedule does: only the question words are shielded, so the clock does not answer and the
/// words of the skill that tells it stand.
public enum EventTimeShield {
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        if sunEvents.find(in: sentence) != nil || weatherEvents.find(in: sentence) != nil || ScheduleLookUpAct.asksTimeOfItem(sentence) {
            return questionWords(in: sentence) + whenQuestions(sentence)
        }
        return chinese(sentence.folded) + english(sentence) + daysUntilNoDay(sentence) + whenQuestions(sentence)
            + festivalNotKnown(sentence)
    }

    /// Rule a festival the calendar does not know: a name ending in 节 (古尔邦节, 开斋节, 泼水节) that no festival
    /// reading covers, then (festival-date-links: 是, 在, 今年) a question for a date (clock-event-questions:
    /// 几号, 几月几号, 哪天) asks the date of that festival, which the clock cannot tell: the questions are shielded.
    /// 中秋节是几号 asks the clock (`FestivalReader`), as 第一节是几点 asks nothing of a festival.
    private static func festivalNotKnown(_ sentence: Sentence) -> [Range<Int>] {
        let text = sentence.folded
        var spans: [Range<Int>] = []
        for i in text.indices.dropFirst(2) where text[i] == festivalMark {
            guard Lexicon.isChinese(text[i - 1]), Lexicon.isChinese(text[i - 2]), !Lexicon.isNumeral(text[i - 1]),
                  !sentence.timeGroups.contains(where: { $0.start < i + 1 && i < $0.end })
            else { continue }
            var j = i + 1
            if let link = festivalLinks.longestMatch(in: text, at: j) { j += link.length }
            let start = j
            while let question = questions.longestMatch(in: text, at: j) { j += question.length }
            if j > start { spans.append(start..<j) }
        }
        return spans
    }

    private static let festivalMark: UInt32 = 0x8282  // 节
    private static let festivalLinks = PhraseList(WordLists.festivalDateLinks)

    /// The questions for a time (几点, 什么时候, "what time"), each alone.
    private static func questionWords(in sentence: Sentence) -> [Range<Int>] {
        let text = sentence.folded
        var spans: [Range<Int>] = []
        var i = 0
        while i < text.count {
            guard let longest = questions.longestMatch(in: text, at: i) else { i += 1; continue }
            spans.append(i..<(i + longest.length))
            i += longest.length
        }
        let words = sentence.english
        for k in 0..<words.count {
            if let opener = openers.first(where: { words.hasPhrase($0, at: k) }) {
                spans.append(words.span(k).lowerBound..<words.span(k + opener.keys.count - 1).upperBound)
            }
        }
        return spans
    }

    /// "when is my flight", "when does the store open": "when" and its auxiliary ask the clock only of
    /// a day or a festival ("when is easter this year", "when's the first monday of may") or of now
    /// (clock-when-now-words: "when is it right now"); of anything
    /// else they are shielded alone, and the words of a skill that tells that time still stand ("when
    /// is it going to snow").
    private static func whenQuestions(_ sentence: Sentence) -> [Range<Int>] {
        let words = sentence.english
        var spans: [Range<Int>] = []
        for k in 0..<words.count where words.isWord(k, of: whenWords) {
            let contracted = words.word(k) == "when's"
            guard contracted || k + 1 < words.count && words.isWord(k + 1, of: auxiliaries) else { continue }
            let subject = contracted ? k + 1 : k + 2
            if subject < words.count, FestivalReader.part(in: sentence, at: words.span(subject).lowerBound) != nil
                || namesADay(sentence, words, at: subject) || (subject..<words.count).allSatisfy({ words.isWord($0, of: nowWords) }) {
                continue
            }
            spans.append(words.span(k).lowerBound..<words.span(contracted ? k : k + 1).upperBound)
        }
        return spans
    }

    /// How many days until something that is no day the readers know (还有几天发工资, "how long until
    /// my milk expires") asks about an event too: from the question to the end of the sentence.
    private static func daysUntilNoDay(_ sentence: Sentence) -> [Range<Int>] {
        guard let start = daysQuestionStart(sentence), sentence.timeAskedAbout?.day == nil else { return [] }
        return [start..<sentence.count]
    }

    /// Where the first clock-days question starts (还有几天, "how long until").
    private static func daysQuestionStart(_ sentence: Sentence) -> Int? {
        if let chinese = days.firstMatch(in: sentence.folded) { return chinese.lowerBound }
        let words = sentence.english
        return englishDays.lazy.compactMap { words.find($0)?.lowerBound }.min()
    }

    private static func chinese(_ text: [UInt32]) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var i = 0
        // Questions said one after another (几月几号开幕) are shielded from the first.
        var runStart: Int?
        while i < text.count {
            guard let longest = questions.longestMatch(in: text, at: i) else { i += 1; runStart = nil; continue }
            let after = i + longest.length
            let start = runStart ?? i
            if after < text.count, text[after] >= 0x4E00, text[after] <= 0x9FFF, !nowFollowers.contains(text[after]),
               questions.longestMatch(in: text, at: after) == nil {
                let end = Clause.end(from: after, in: text)
                // A word for now is taken in only before an event of two characters or more (现在几点关门),
                // not before a particle the followers do not list (莫斯科现在几点拉, 现在几点钟哉).
                let event = text[after..<end].filter { $0 >= 0x4E00 && $0 <= 0x9FFF }.count >= 2
                spans.append((event ? nowWordStart(before: start, in: text) : start)..<end)
                return spans
            }
            runStart = start
            i = after
        }
        return spans
    }

    /// 超市现在几点关门: a word for now right before the question (clock-now-words) asks when the event
    /// happens these days, not the clock: where it starts, else `start`.
    private static func nowWordStart(before start: Int, in text: [UInt32]) -> Int {
        var k = start
        while k > 0, text[k - 1] == 0x20 { k -= 1 }
        for length in stride(from: 1, through: min(3, k), by: 1) where chineseNowWords.isAll(of: text, (k - length)..<k) { return k - length }
        return start
    }

    private static let chineseNowWords = PhraseList(WordLists.clockNowWords)

    private static func english(_ sentence: Sentence) -> [Range<Int>] {
        let words = sentence.english
        for k in 0..<words.count {
            guard let n = openers.firstIndex(where: { words.hasPhrase($0, at: k) }) else { continue }
            let after = k + openers[n].keys.count
            if asksTheDayWeHave(words, from: after) { continue }
            // what day do i get paid: an auxiliary (or one in the opener: what time's sunrise), then a
            // subject that is not the clock's.
            let subject = contractedOpeners[n] ? after : after + 1
            if subject < words.count, subject == after || words.isWord(after, of: auxiliaries), !words.isWord(subject, of: clockSubjects),
               FestivalReader.part(in: sentence, at: words.span(subject).lowerBound) == nil, !namesADay(sentence, words, at: subject) {
                return [words.span(k).lowerBound..<sentence.count]
            }
            // i need to know what day i need to pay my bill: a question inside a sentence, about
            // someone's affairs.
            if after < words.count, words.isWord(after, of: embeddedSubjects) {
                return [words.span(k).lowerBound..<sentence.count]
            }
        }
        // what was the date of my last paycheck: the time of someone's thing, the whole sentence
        // (its keyword is "the date", before "date of").
        for k in 0..<words.count {
            guard let phrase = ofPhrases.first(where: { words.hasPhrase($0, at: k) }) else { continue }
            let owner = k + phrase.keys.count
            if owner < words.count, words.isWord(owner, of: owners) { return [0..<sentence.count] }
        }
        return []
    }

    /// Rule the day we have: "what day do we have today", "what date we have now" ask the clock, as
    /// many languages put it (welchen Tag haben wir heute, quel jour sommes-nous): an auxiliary or none,
    /// then we and have (clock-we-have), then nothing but the clock's own words (today, now).
    private static func asksTheDayWeHave(_ words: EnglishWords, from after: Int) -> Bool {
        var k = after
        if k < words.count, words.isWord(k, of: auxiliaries) { k += 1 }
        guard let phrase = weHave.first(where: { words.hasPhrase($0, at: k) }) else { return false }
        return (k + phrase.keys.count..<words.count).allSatisfy { words.isWord($0, of: clockSubjects) }
    }

    private static let weHave = WordLists.clockWeHave.map(EnglishPhrase.init)

    /// "what date is next thursday", "what day does the 25th of march fall on": the subject is a
    /// day the time readers know (after "the" or "this"), whose date or weekday the clock tells.
    private static func namesADay(_ sentence: Sentence, _ words: EnglishWords, at k: Int) -> Bool {
        let starts = (k..<min(k + 2, words.count)).map { words.span($0).lowerBound }
        return sentence.timeGroups.contains { $0.namesDay && !$0.isWeak && starts.contains($0.start) }
    }

    private static let whenWords = EnglishWordSet(["when", "when's"])
    private static let nowWords = EnglishWordSet(WordLists.clockWhenNowWords)
    private static let questions = PhraseList(WordLists.clockEventQuestions)
    private static let days = PhraseList(WordLists.clockDays.filter(WordLists.holdsIdeograph))
    private static let englishDays = WordLists.clockDays.filter { !WordLists.holdsIdeograph($0) }.map(EnglishPhrase.init)
    private static let nowFollowers = MoodWords.characters(WordLists.clockNowFollowers)
    private static let auxiliaries = EnglishWordSet(WordLists.clockEventAuxiliaries)
    private static let clockSubjects = EnglishWordSet(WordLists.clockEventSubjectsNot)
    private static let embeddedSubjects = EnglishWordSet(WordLists.clockEventEmbeddedSubjects)
    private static let ofPhrases = WordLists.clockEventOfPhrases.map(EnglishPhrase.init)
    private static let owners = EnglishWordSet(WordLists.clockEventOwners)
    private static let openers = WordLists.clockEventOpeners.map(EnglishPhrase.init)
    /// Whether an opener holds its auxiliary ("what time's").
    private static let contractedOpeners = WordLists.clockEventOpeners.map { $0.hasSuffix("'s") }
    private static let sunEvents = MixedPhrases(WordLists.weatherSun)
    private static let weatherEvents = MixedPhrases(WordLists.weatherTimedEvents)
}
