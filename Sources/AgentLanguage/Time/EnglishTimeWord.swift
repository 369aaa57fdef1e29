/// The English words the time readers know, looked up without building Strings: a word's
/// letters are packed into an integer (5 bits a letter, up to 12 letters) and found in one table.
enum EnglishTimeWord: Equatable {
    case today, tonight, tomorrow, yesterday
    case the, day, days, after, next, this, last, `in`, at, on, a, an, good
    /// week, weeks: seven days each ("in 2 weeks")
    case weeks
    /// morning, afternoon, evening
    case period(TimeExpression.Period)
    case night, noon, midnight
    case half, quarter, past, to, oh
    case weekday(Int)
    /// january … december, 1 … 12
    case month(Int)
    /// every, each
    case every
    /// daily
    case daily
    /// weekly
    case weekly
    /// weekday(s), workday(s)
    case workdays
    /// weekend(s)
    case weekend
    /// A number word that `EnglishNumber` reads: seven, twenty, thirty.
    case number
    /// for, until, till, around, about, before: a number after it may be an hour.
    case introducer
    /// alarm, alarms (schedule-alarms): a number right after one is its hour ("set alarm 7").
    case alarm
    /// minute, minutes, min, mins
    case minuteUnit
    /// Words after which a number counts something other than hours: hours, people, points, of, …
    case unit
    case other

    /// "at 7", "for 7", "after 7".
    var introducesTime: Bool { self == .at || self == .after || self == .introducer }

    /// today, tonight, tomorrow, a weekday, a part of the day: a word that says when by itself.
    var namesADay: Bool {
        switch self {
        case .today, .tonight, .tomorrow, .yesterday, .weekday, .period, .night: return true
        default: return false
        }
    }

    /// morning, afternoon, evening, night: a part of the day.
    var namesPartOfDay: Bool {
        if case .period = self { return true }
        return self == .night
    }

    /// "for 7 minutes", "in 3 days", "at 5 people".
    var isUnit: Bool { self == .unit || self == .minuteUnit || self == .day || self == .days || self == .weeks }

    static func key(_ word: some Sequence<Unicode.Scalar>) -> UInt64 {
        var key: UInt64 = 0
        var count = 0
        for scalar in word {
            count += 1
            guard count <= 12 else { return 0 }
            key = key << 5 | UInt64((scalar.value | 0x20) &- 0x60)
        }
        return key
    }

    /// Every word the time readers know, from their lists (`Time/words/english-*.txt`), by key.
    static let vocabulary: [UInt64: EnglishTimeWord] = {
        var table: [String: EnglishTimeWord] = [:]
        let lists: [([String], EnglishTimeWord)] = [
            (WordLists.englishToday, .today), (WordLists.englishTonight, .tonight), (WordLists.englishTomorrow, .tomorrow),
            (WordLists.englishYesterday, .yesterday), (WordLists.englishThe, .the), (WordLists.englishDay, .day),
            (WordLists.englishDays, .days), (WordLists.englishWeeks, .weeks), (WordLists.englishAfter, .after), (WordLists.englishNext, .next),
            (WordLists.englishThis, .this), (WordLists.englishLast, .last), (WordLists.englishIn, .in),
            (WordLists.englishAt, .at), (WordLists.englishOn, .on), (WordLists.englishA, .a), (WordLists.englishAn, .an),
            (WordLists.englishGood, .good), (WordLists.englishMorning, .period(.morning)),
            (WordLists.englishAfternoon, .period(.afternoon)), (WordLists.englishEvening, .period(.dusk)),
            (WordLists.englishNight, .night), (WordLists.englishNoon, .noon), (WordLists.englishMidnight, .midnight),
            (WordLists.englishHalf, .half), (WordLists.englishQuarter, .quarter), (WordLists.englishPast, .past),
            (WordLists.englishTo, .to), (WordLists.englishOh, .oh), (WordLists.englishIntroducers, .introducer),
            (WordLists.englishMinuteUnits, .minuteUnit), (WordLists.englishEvery, .every), (WordLists.englishDaily, .daily), (WordLists.englishWeekly, .weekly),
            (WordLists.englishWorkdays, .workdays), (WordLists.englishWeekends, .weekend),
            (WordLists.scheduleAlarms.filter(WordLists.isEnglish), .alarm),
        ]
        for (words, meaning) in lists {
            for word in words { table[word] = meaning }
        }
        for (index, name) in WordLists.englishWeekdays.enumerated() {
            table[name] = .weekday(index + 1)
            table[name + "s"] = .weekday(index + 1)  // "on mondays"
        }
        let months = WordLists.englishMonths
        for (index, name) in months.enumerated() { table[name] = .month(index + 1) }
        for short in WordLists.englishMonthAbbreviations {
            if let index = months.firstIndex(where: { $0.hasPrefix(short) }) { table[short] = .month(index + 1) }
        }
        for name in EnglishNumber.small.keys { table[name] = .number }
        for name in EnglishNumber.tens.keys { table[name] = .number }
        for name in WordLists.englishCountedUnits + WordLists.currencyWords + WordLists.englishOf + WordLists.englishMonthNouns { table[name] = .unit }
        return Dictionary(uniqueKeysWithValues: table.map { (key($0.key.unicodeScalars), $0.value) })
    }()
}

extension Sentence {
    /// The word starting at `i` (not inside a longer word) and its end.
    func englishWord(at i: Int) -> (word: EnglishTimeWord, end: Int)? {
        guard isLetter(i), !isLetter(i - 1) else { return nil }
        var end = i
        while isLetter(end) { end += 1 }
        let key = EnglishTimeWord.key(scalars[i..<end])
        return (key == 0 ? .other : EnglishTimeWord.vocabulary[key] ?? .other, end)
    }

    /// The word that starts after spaces from `i`.
    func englishWord(after i: Int) -> (word: EnglishTimeWord, start: Int, end: Int)? {
        let start = skipSpaces(from: i)
        guard let (word, end) = englishWord(at: start) else { return nil }
        return (word, start, end)
    }

    /// Whether `start..<end` holds exactly `word` (folded).
    func isWord(_ word: [Unicode.Scalar], from start: Int, to end: Int) -> Bool {
        end - start == word.count && has(word, at: start)
    }

    /// The word that ends, before spaces, just before `i`.
    func englishWord(before i: Int) -> EnglishTimeWord? {
        englishWordStart(before: i).flatMap { englishWord(at: $0)?.word }
    }

    /// Where the word that ends, before spaces, just before `i` starts.
    func englishWordStart(before i: Int) -> Int? {
        let last = skipSpacesBack(before: i)
        guard isLetter(last) else { return nil }
        var start = last
        while isLetter(start - 1) { start -= 1 }
        return start
    }

    /// Whether a unit follows `end`, spaces or a hyphen between ("six thirty minutes", "six thirty-minute
    /// classes"): what stands before it counts something, no time.
    func unitFollows(_ end: Int) -> Bool {
        englishWord(after: self[end] == "-" ? end + 1 : end).map { word, _, _ in word.isUnit } ?? false
    }
}
