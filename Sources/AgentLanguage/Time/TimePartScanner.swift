/// Finds the time parts of a sentence, left to right, none overlapping, and joins
/// adjacent ones ("明天" "早上" "七点半", "tomorrow" at "5:30") into expressions.
enum TimePartScanner {
    /// Every part in `text`, in order.
    static func parts(of text: Sentence) -> [TimePart] {
        var found: [TimePart] = []
        var i = 0
        var afterPart = false  // only a gap lies between the last part and i
        while i < text.count {
            if let part = part(in: text, at: i, afterPart: afterPart), part.end > i {
                found.append(part)
                i = part.end
                afterPart = true
            } else {
                let next = next(in: text, after: i)
                afterPart = afterPart && isGap(in: text, from: i, to: next)
                i = next
            }
        }
        return found
    }

    /// Adjacent parts joined into groups, each naming a day, a period and a clock at most once; days left out of a
    /// repeat taken off it (`LeftOutDaysRule`).
    static func groups(of parts: [TimePart], in text: Sentence) -> [TimePart] {
        var groups: [TimePart] = []
        for var part in parts {
            part.leftOut = LeftOutDaysRule.span(of: part, in: text)
            if var last = groups.last, last.canJoin(part), isGap(in: text, from: last.end, to: part.start) {
                last.join(part)
                groups[groups.count - 1] = last
            } else {
                groups.append(part)
            }
        }
        return LeftOutDaysRule.apply(to: groups)
    }

    /// Whether only spaces, a comma, 的, "at", "on" or "the" lie in `start..<end` ("明天的早上",
    /// "明天，七点", "tomorrow at 7", Scots "seven the morra").
    static func isGap(in text: Sentence, from start: Int, to end: Int) -> Bool {
        var i = start
        while i < end {
            if text.isSpace(i) || text[i] == "的" || text[i] == "," {
                i += 1
            } else if let (word, wordEnd) = text.englishWord(at: i), word == .at || word == .on || word == .the, wordEnd <= end {
                i = wordEnd
            } else {
                return false
            }
        }
        return true
    }

    private static func part(in text: Sentence, at i: Int, afterPart: Bool) -> TimePart? {
        let scalar = text.scalars[i]
        if TextScan.isASCIILetter(scalar) {
            guard !text.isLetter(i - 1) else { return nil }
            return FestivalReader.part(in: text, at: i) ?? EnglishTimeReader.wordPart(in: text, at: i)
        }
        if text.isDigit(i) {
            return ChineseClockReader.clock(in: text, at: i, afterPart: afterPart)
                ?? ChineseTimeWords.date(in: text, at: i)
                ?? DigitalClockReader.clock(in: text, at: i, afterPart: afterPart)
                ?? EnglishTimeReader.numberPart(in: text, at: i)
        }
        guard ChineseTimeWords.mayStartPart(scalar) else { return nil }
        return FestivalReader.part(in: text, at: i)
            ?? ChineseTimeWords.part(in: text, at: i)
            ?? ChineseClockReader.clock(in: text, at: i, afterPart: afterPart)
            ?? ChineseTimeWords.date(in: text, at: i)
            ?? ChineseClockReader.clockBefore(in: text, at: i)
    }

    /// Where to look next when nothing starts at `i`: past the whole number or word there,
    /// so that no part starts inside one (一百二十点 is not 二十点).
    private static func next(in text: Sentence, after i: Int) -> Int {
        let scalar = text.scalars[i]
        if text.isLetter(i) {
            var end = i + 1
            while text.isLetter(end) { end += 1 }
            return end
        }
        if text.isDigit(i) || NumberReader.isChineseNumeral(scalar), let (_, end) = text.number(at: i),
           end > i
        {
            return end
        }
        return i + 1
    }
}
