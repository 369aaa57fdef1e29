import AgentCalendar

extension EnglishTimeReader {
    /// Rule: an hour or minute count at `i`: one or two digits not starting a digital clock
    /// ("7", not "7:30"), or a number word up to 99 ("seven", "forty-five").
    static func clockNumber(in text: Sentence, at i: Int) -> (value: Int, end: Int, isWord: Bool)? {
        if let (value, end, count) = text.digits(at: i) {
            guard count <= 2, let value else { return nil }
            if text[end] == ":", text.isDigit(end + 1) { return nil }
            return (value, end, false)
        }
        guard text.englishWord(at: i)?.word == .number,
              let (value, end) = EnglishNumber.read(text.scalars, at: i), let whole = Checked.integer(value, in: 0...99)
        else { return nil }
        return (whole, end, true)
    }

    /// Rule: the minutes after an hour in digits, as a digital clock says them with a space for
    /// its colon ("7 15", "6 05"): exactly two digits, 00 to 59, one space after the hour, and no
    /// digit, letter or decimal mark going on from them (7 15th, 7 150, 7 15.5). Whether they
    /// are minutes at all is the hour's to say (`hourClock`: a mark after them, or a bare hour).
    static func spacedMinutes(in text: Sentence, after end: Int) -> (Int, Int)? {
        guard text[end] == " ", let (value, valueEnd, count) = text.digits(at: end + 1), count == 2, let value, value < 60,
              !text.isLetter(valueEnd), !(text[valueEnd] == "." && text.isDigit(valueEnd + 1)), text[valueEnd] != ":"
        else { return nil }
        return (value, valueEnd)
    }

    /// Rule: the minutes after a spoken hour, "thirty", "forty-five" (10 to 59), or "oh five"
    /// (1 to 9), after a space or a hyphen ("eight-thirty"): their value and end.
    static func spokenMinutes(in text: Sentence, after end: Int) -> (Int, Int)? {
        let hyphen = text[end] == "-" && text.isLetter(end + 1)
        guard let (word, start, wordEnd) = hyphen ? text.englishWord(at: end + 1).map({ ($0.word, end + 1, $0.end) }) : text.englishWord(after: end),
              start > end
        else { return nil }
        if word == .oh {
            guard let (value, valueEnd, isWord) = clockNumber(in: text, at: text.skipSpaces(from: wordEnd)), isWord,
                  (1...9).contains(value)
            else { return nil }
            return (value, valueEnd)
        }
        guard let (value, valueEnd, isWord) = clockNumber(in: text, at: start), isWord, (10...59).contains(value) else { return nil }
        return (value, valueEnd)
    }
}
