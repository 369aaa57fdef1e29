/// The English words the time readers know, looked up without building Strings: a word's
/// letters are packed into an integer (5 bits a letter, up to 12 letters) and found in one table.
enum EnglishTimeWord: Equatable {
    case today, tonight, tomorrow, yesterday
    case the, day, days, after, next, this, last, `in`, at, on, a, an, good
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
    /// weekday(s), workday(s)
    case workdays
    /// weekend(s)
    case weekend
    /// A number word that `EnglishNumber` reads: seven, twenty, thirty.
    case number
    /// for, until, till, around, about, before: a number after it may be an hour.
    case introducer
    /// minute, minutes, min, mins
    case minuteUnit
    /// Words after which a number counts something other than hours: hours, people, points, of, …
    case unit
    case other

    /// "at 7", "for 7", "after 7".
    var introducesTime: Bool { self == .at || self == .after || self == .introducer }

    /// "for 7 minutes", "in 3 days", "at 5 people".
    var isUnit: Bool { self == .unit || self == .minuteUnit || self == .day || self == .days }

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

    static let vocabulary: [UInt64: EnglishTimeWord] = {
        var table: [String: EnglishTimeWord] = [
            "today": .today, "tonight": .tonight, "tomorrow": .tomorrow, "tmrw": .tomorrow, "yesterday": .yesterday,
            "the": .the, "day": .day, "days": .days, "after": .after, "next": .next, "this": .this, "last": .last,
            "in": .in, "at": .at, "on": .on, "a": .a, "an": .an, "good": .good,
            "morning": .period(.morning), "afternoon": .period(.afternoon), "evening": .period(.evening),
            "night": .night, "noon": .noon, "midday": .noon, "midnight": .midnight,
            "half": .half, "quarter": .quarter, "past": .past, "to": .to, "oh": .oh, "o": .oh,
            "for": .introducer, "until": .introducer, "till": .introducer, "around": .introducer,
            "about": .introducer, "before": .introducer,
            "minute": .minuteUnit, "minutes": .minuteUnit, "min": .minuteUnit, "mins": .minuteUnit,
        ]
        let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        for (index, name) in weekdays.enumerated() {
            table[name] = .weekday(index + 1)
            table[name + "s"] = .weekday(index + 1)  // "on mondays"
        }
        let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                      "november", "december"]
        for (index, name) in months.enumerated() { table[name] = .month(index + 1) }
        for (name, number) in [("jan", 1), ("feb", 2), ("sept", 9), ("oct", 10), ("nov", 11), ("dec", 12)] {
            table[name] = .month(number)
        }
        for name in ["every", "each"] { table[name] = .every }
        table["daily"] = .daily
        for name in ["weekday", "weekdays", "workday", "workdays"] { table[name] = .workdays }
        for name in ["weekend", "weekends"] { table[name] = .weekend }
        for name in EnglishNumber.small.keys { table[name] = .number }
        for name in EnglishNumber.tens.keys { table[name] = .number }
        for name in [
            "hour", "hours", "hr", "hrs", "h", "second", "seconds", "sec", "secs", "s", "week", "weeks", "month",
            "months", "year", "years", "percent", "degree", "degrees", "time", "times", "people", "person", "persons",
            "point", "points", "of", "more", "dollar", "dollars", "bucks", "euros", "yuan", "km", "mile", "miles",
            "meters", "kg", "pounds", "items", "things", "pages", "m", "d", "x",
        ] { table[name] = .unit }
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
        let last = skipSpacesBack(before: i)
        guard isLetter(last) else { return nil }
        var start = last
        while isLetter(start - 1) { start -= 1 }
        return englishWord(at: start)?.word
    }
}
