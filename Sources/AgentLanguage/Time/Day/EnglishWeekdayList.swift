extension EnglishTimeReader {
    /// Rule: a weekday at `i`, with any list or range after it: "monday", "monday to friday",
    /// "monday through friday", "mondays and thursdays", "monday, wednesday and friday". One day
    /// is the coming one; several are a set of weekdays that repeats.
    static func weekdays(from first: Int, in text: Sentence, at i: Int, end: Int) -> TimePart {
        var days = [first]
        var last = end
        if let (joiner, joinerStart, joinerEnd) = text.englishWord(after: end),
           joiner == .to || Words.through.holds(text, from: joinerStart, to: joinerEnd),
           let (next, _, nextEnd) = text.englishWord(after: joinerEnd), case .weekday(let to) = next
        {
            var day = first
            while day != to {
                day = day % 7 + 1
                days.append(day)
            }
            last = nextEnd
        } else {
            var k = end
            while true {
                var j = text.skipSpaces(from: k)
                if text[j] == "," { j = text.skipSpaces(from: j + 1) }
                if let (_, wordStart, wordEnd) = text.englishWord(after: j), Words.and.holds(text, from: wordStart, to: wordEnd) {
                    j = wordEnd
                }
                guard j > k, let (next, _, nextEnd) = text.englishWord(after: j), case .weekday(let number) = next else { break }
                days.append(number)
                k = nextEnd
            }
            last = k
        }
        if days.count == 1 { return .day(.weekday(first, weeksAhead: 0), i, last) }
        // Several days name a repeat, as 周一到周五 and 周二周四 do: "wake me at 7 Monday to Friday" rings on each.
        return .day(.weekdays(TimeExpression.Weekdays(days)), i, last).repeating()
    }
}
