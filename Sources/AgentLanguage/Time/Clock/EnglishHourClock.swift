extension EnglishTimeReader {
    /// Rule: an hour at `i`, with what follows it: "7 am", "7.30pm", "seven thirty pm", "seven
    /// o'clock" (a mark or two digits of minutes after it too: "5 o'clock of morning", "5 o'clock 30"), "12 noon", "12 midnight", or a bare hour where one is meant ("at 7":
    /// `isBareHour`), also with its minutes as two digits after a space ("at 7 15", "6 45 am":
    /// `spacedMinutes`). An hour past 24 written with a mark is a problem ("25 pm").
    ///
    /// Rule spoken hour and minutes: an hour said in words with its minutes said in words ("make it six
    /// thirty", "seven forty-five tomorrow") is a clock wherever it stands, for nothing else is counted
    /// so; not before a unit ("six thirty-minute classes").
    static func hourClock(in text: Sentence, at i: Int) -> TimePart? {
        guard let (hour, hourEnd, isWord) = clockNumber(in: text, at: i) else { return nil }
        var minute = 0
        var end = hourEnd
        var period: Period?
        var explicit = true
        if !isWord, text[end] == ".", let (value, afterMinutes, count) = text.digits(at: end + 1), count == 2,
           let value, let meridiem = meridiem(in: text, at: afterMinutes)
        {
            minute = value  // 7.30pm
            (period, end) = (meridiem.period, meridiem.end)
        } else {
            var minutesEnd = end
            if isWord, let (value, valueEnd) = spokenMinutes(in: text, after: end) {
                minute = value
                minutesEnd = valueEnd
            } else if let (value, valueEnd) = andAFraction(in: text, after: end) {
                minute = value
                minutesEnd = valueEnd
            } else if !isWord, let (value, valueEnd) = spacedMinutes(in: text, after: end),
                      meridiem(in: text, at: valueEnd) != nil || isBareHour(in: text, start: i, end: valueEnd)
            {
                minute = value
                minutesEnd = valueEnd
            }
            if let meridiem = meridiem(in: text, at: minutesEnd) {
                (period, end) = (meridiem.period, meridiem.end)
            } else if minute == 0, let after = oClock(in: text, at: end) {
                end = after
                // "5 o'clock pm", "5 o'clock of morning": a mark after o'clock too; and its minutes after it
                // as two digits, as learners say klokken fem tredive ("5 o'clock 30").
                if let (value, valueEnd) = spacedMinutes(in: text, after: after), !text.unitFollows(valueEnd) {
                    (minute, end) = (value, valueEnd)
                }
                if let meridiem = meridiem(in: text, at: end) { (period, end) = (meridiem.period, meridiem.end) }
            } else if minute == 0, hour == 12, let (word, _, wordEnd) = text.englishWord(after: end),
                      word == .noon || word == .midnight
            {
                (period, end) = (word == .noon ? .noon : .lateNight, wordEnd)
            } else {
                let spokenWithMinutes = isWord && minutesEnd > end && !text.unitFollows(minutesEnd)
                guard spokenWithMinutes || isBareHour(in: text, start: i, end: minutesEnd) else { return nil }
                end = minutesEnd
                explicit = false
            }
        }
        if hour > 24 || hour == 24 && minute > 0 {
            return explicit && !isWord ? .impossibleClock(i, end, period: period) : nil
        }
        return .clock(hour, minute, period: period, i, end)
    }

    /// Rule learners' half and quarter: "and half", "and a half", "and quarter" after an hour are its
    /// minutes, as Romance tongues say it (las ocho y media: "at the 8 and half", "7 and a quarter
    /// tomorrow"), where the hour is one (`isBareHour`, a mark): "2 and a half hours" counts them.
    ///
    /// And its minutes in digits after "and", from 13 to 59, as they say it (las seis y veinte: "at 6 and 20 in
    /// morning"), where fewer could be another hour ("at 6 and 8").
    static func andAFraction(in text: Sentence, after end: Int) -> (Int, Int)? {
        guard let (_, andStart, andEnd) = text.englishWord(after: end), text.isWord(andWord, from: andStart, to: andEnd) else { return nil }
        if let (value, digitsEnd, count) = text.digits(at: text.skipSpaces(from: andEnd)), count == 2, let value, (13...59).contains(value),
           !text.unitFollows(digitsEnd) {
            return (value, digitsEnd)
        }
        guard var (word, _, wordEnd) = text.englishWord(after: andEnd) else { return nil }
        if word == .a, let (next, _, nextEnd) = text.englishWord(after: wordEnd) { (word, wordEnd) = (next, nextEnd) }
        switch word {
        case .half: return (30, wordEnd)
        case .quarter: return (15, wordEnd)
        default: return nil
        }
    }

    private static let andWord = Array("and".unicodeScalars)
}
