extension EnglishTimeReader {
    /// Rule: a number `start..<end` with nothing after it that marks a time is an hour all the
    /// same after a word that introduces a time ("at 7", "until 9", "up by 6") or right before a period
    /// ("7 in the morning", "7 tonight"), or right after an alarm or a period ("alarm 7", "morning 7",
    /// 明天早上 seven thirty), or between a day and a part of the day ("Friday 6 morning"), or after a day where an
    /// alarm or a wake-up was named ("alarm every sunday 9", "wake me up saturday 8");
    /// never before a unit ("for 7 minutes", "at 5 people") or
    /// as part of a longer number ("7th", "7.5", "7/8", "7%").
    static func isBareHour(in text: Sentence, start: Int, end: Int) -> Bool {
        if text.isLetter(end) { return false }  // 7th, 5m
        if let next = text[end], next == "%" || next == ":" || next == "/" { return false }
        if text[end] == ".", text.isDigit(end + 1) { return false }  // at 7.5
        if let (word, _, wordEnd) = text.englishWord(after: end), word.isUnit, !ofADay(in: text, at: wordEnd) { return false }
        let before = text.englishWord(before: start)
        if before?.introducesTime == true || leadsAnHour(in: text, start: start) { return true }
        // "at the 8", "alarm the 7 and half": learners put the before the hour, as Romance tongues do (a las ocho).
        if let lead = learnersArticleLead(in: text, start: start), lead.introducesTime || lead == .alarm { return true }
        // Rule: right after an alarm or a period, a number is its hour ("set alarm 7", "tomorrow
        // morning 7", "tonight 9"), as Asian and learners' English orders them.
        switch before {
        case .alarm?: if text.isDigit(start) { return true }  // "two alarms one for 10am" counts them
        case .period?, .night?, .tonight?: return true
        // Rule: between a day and a part of the day, a number is that day's hour ("Friday 6 morning",
        // "tomorrow 7 evening"), as learners order them.
        case .weekday?, .today?, .tomorrow?:
            if text.englishWord(after: end)?.word.namesPartOfDay == true { return true }
            // Rule: right after a day in a sentence that names an alarm or a wake-up before it, a number is that day's
            // hour ("alarm every sunday 9 for church", "set the alarm for monday 7", "wake me up saturday 8").
            if namesAnAlarm(in: text, before: start) { return true }
        default: break
        }
        // So after a Chinese period, as Malaysian and Singaporean speech mixes them (明天早上 seven thirty).
        if before == nil, followsChinesePeriod(in: text, start: start) { return true }
        // "7 in the morning", "7 tonight"
        let next = text.skipSpaces(from: end)
        guard next > end, let part = wordPart(in: text, at: next), part.namesPeriod, !part.namesClock else { return false }
        return !part.isWeak || endsAsLearnersPeriod(part, in: text)
    }

    /// Whether an alarm word ("alarm", "alarms") or a wake-up (waking-cues: "wake me", "get me up") stands before `start`.
    private static func namesAnAlarm(in text: Sentence, before start: Int) -> Bool {
        let english = text.english
        return (0..<english.count).contains { k in
            english.span(k).upperBound <= start && text.englishWord(at: english.span(k).lowerBound)?.word == .alarm
        } || wakingPhrases.contains { english.find($0).map { $0.upperBound <= start } ?? false }
    }

    private static let wakingPhrases = WordLists.wakingCues.filter(WordLists.isEnglish).map(EnglishPhrase.init)
    private static let remindingPhrases = WordLists.remindingKeywords.filter(WordLists.isEnglish).map(EnglishPhrase.init)

    /// Rule a learner's bare part of the day: "8 morning", "5:45 morning daily", "wake me 8 morning tomorrow"
    /// leave out "in the"; the part of the day then ends its clause or comes before a day, a repeat or what it
    /// asks ("every saturday on 8 morning wake me please"). "3 morning classes" and "2 evening shows" count things.
    private static func endsAsLearnersPeriod(_ part: TimePart, in text: Sentence) -> Bool {
        guard let (word, start, _) = text.englishWord(after: part.end) else { return true }
        if (part.end..<start).contains(where: { Clause.breaks(text.folded, at: $0) }) { return true }
        let english = text.english
        if let k = (0..<english.count).first(where: { english.span($0).lowerBound == start }),
           remindingPhrases.contains(where: { english.hasPhrase($0, at: k) }) {
            return true
        }
        switch word {
        case .today, .tomorrow, .tonight, .weekday, .daily, .every, .on: return true
        default: return false
        }
    }

    /// The word before the "the" that learners put right before an hour ("at the 8", "alarm the 7 and
    /// half", "to the 7 hours"), when that "the" stands there: what leads the time.
    static func learnersArticleLead(in text: Sentence, start: Int) -> EnglishTimeWord? {
        guard text.englishWord(before: start) == .the, let the = text.englishWordStart(before: start) else { return nil }
        return text.englishWord(before: the)
    }

    /// Whether the words before `start` lead an hour as a word of time would. Rule: "by" introduces an hour
    /// after a state to be in by then (up by six, ready by 8; english-by-leads); after anything else it may
    /// divide (divide 60 by 5). Rule: "to" introduces an hour after the alarm or what is set or moved ("set
    /// the alarm to 6", "change it to 7"; english-to-leads); after anything else it may end a span (from 5
    /// to 8) or tell the time (quarter to 8).
    static func leadsAnHour(in text: Sentence, start: Int) -> Bool {
        follows(by, after: byLeads, in: text, start: start) || follows(to, after: toLeads, in: text, start: start)
    }

    /// Whether they lead a clock written with minutes: as they lead an hour, or "it" after make (make it
    /// 7.30), where a bare number says a value of any kind (make it six).
    static func leadsAClock(in text: Sentence, start: Int) -> Bool {
        leadsAnHour(in: text, start: start) || follows(it, after: makeWords, in: text, start: start)
    }

    /// Whether `word` ends right before `start`, spaces aside, after one of `leads`.
    private static func follows(_ word: UInt64, after leads: EnglishWordSet, in text: Sentence, start: Int) -> Bool {
        let english = text.english
        guard let k = (0..<english.count).last(where: { english.span($0).upperBound <= start }), k >= 1, english.key(k) == word,
              text.folded[english.span(k).upperBound..<start].allSatisfy({ $0 == 0x20 })
        else { return false }
        return english.isWord(k - 1, of: leads)
    }

    private static let by = EnglishWordKey.of("by")
    private static let to = EnglishWordKey.of("to")
    private static let it = EnglishWordKey.of("it")
    private static let makeWords = EnglishWordSet(["make"])

    /// Whether "of" ended at `end` and a day or a part of the day follow it ("the 7 and half of tomorrow
    /// morning", as Romance tongues link them): of links the time, it counts nothing.
    private static func ofADay(in text: Sentence, at end: Int) -> Bool {
        guard text.isWord(ofWord, from: end - 2, to: end),
              let (next, _, _) = text.englishWord(after: end)
        else { return false }
        switch next {
        case .today, .tomorrow, .tonight, .weekday: return true
        default: return next.namesPartOfDay
        }
    }

    private static let ofWord = Array("of".unicodeScalars)

    private static let byLeads = EnglishWordSet(WordLists.englishByLeads)
    private static let toLeads = EnglishWordSet(WordLists.englishToLeads)

    /// Whether a Chinese word of a period (早上, 晚上, 明早) ends right before `start`, spaces aside.
    private static func followsChinesePeriod(in text: Sentence, start: Int) -> Bool {
        var end = start
        while end > 0, text.folded[end - 1] == 0x20 { end -= 1 }
        guard end > 0, MoodWords.isIdeograph(text.folded[end - 1]) else { return false }
        return (1...3).contains { length in
            guard end - length >= 0, let part = ChineseDayWordReader.part(in: text, at: end - length) else { return false }
            return part.end == end && part.namesPeriod && !part.namesClock
        }
    }
}
