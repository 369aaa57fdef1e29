/// Rule minutes of the hour said before: "quarter past", "half past", "a quarter to", "ten past", "20 minutes to",
/// with no hour after them, name minutes of an hour already said ("set us an alarm for 7 tomorrow", then "nay, make
/// it quarter past" is 7:15). They are read only where a clock is changed (`ChangedClock`); alone they name no time.
public struct MinutesOfTheHour: Sendable, Equatable {
    /// Minutes past the hour; negative before it ("quarter to" is -15).
    public var minutes: Int
    public var span: Range<Int>

    /// The first such phrase in the sentence that no hour follows, if any.
    public static func read(_ sentence: Sentence) -> MinutesOfTheHour? {
        let english = sentence.english
        for k in 0..<english.count where english.isWord(k, of: relations) {
            let relation = english.span(k)
            // It ends its clause, but for a word that closes a request ("instead", "please"): an hour after it is a
            // clock of its own ("quarter past 7"), and anything else another thing ("20 minutes to take the pizza out").
            let clauseEnd = Clause.end(from: relation.upperBound, in: sentence.folded)
            guard (k + 1..<english.count).allSatisfy({ english.span($0).lowerBound >= clauseEnd || english.isWord($0, of: tails) }),
                  !(relation.upperBound..<clauseEnd).contains(where: { sentence.isDigit($0) })
            else { continue }
            guard let (minutes, start) = amount(before: relation.lowerBound, in: sentence) else { continue }
            let toward = english.word(k) == "to"
            // "from 5 to": only a quarter or minutes said as such come before an hour unsaid.
            if toward, minutes != 15, sentence.englishWord(before: relation.lowerBound) != .minuteUnit { continue }
            return MinutesOfTheHour(minutes: toward ? -minutes : minutes, span: start..<relation.upperBound)
        }
        return nil
    }

    /// The minutes said right before "past" or "to": half, quarter (a quarter), or a count of 1 to 59, perhaps with
    /// "minutes"; half is only ever past.
    private static func amount(before end: Int, in sentence: Sentence) -> (minutes: Int, start: Int)? {
        guard var start = sentence.englishWordStart(before: end), let (word, _) = sentence.englishWord(at: start) else {
            return count(before: end, in: sentence)
        }
        switch word {
        case .half:
            return sentence.englishWord(after: end)?.word == .to ? nil : (30, start)
        case .quarter:
            if let article = sentence.englishWordStart(before: start), sentence.englishWord(at: article)?.word == .a { start = article }
            return (15, start)
        case .minuteUnit:
            return count(before: start, in: sentence)
        default:
            return count(before: end, in: sentence)
        }
    }

    /// A count of minutes, in digits or words, ending right before `end`.
    private static func count(before end: Int, in sentence: Sentence) -> (minutes: Int, start: Int)? {
        let last = sentence.skipSpacesBack(before: end)
        guard last >= 0 else { return nil }
        var start = last
        if sentence.isDigit(last) {
            while sentence.isDigit(start - 1) { start -= 1 }
        } else if let wordStart = sentence.englishWordStart(before: end) {
            start = wordStart
        } else {
            return nil
        }
        guard let (value, numberEnd, _) = EnglishTimeReader.clockNumber(in: sentence, at: start), numberEnd == last + 1,
              (1...59).contains(value), value % 5 == 0
        else { return nil }
        return (value, start)
    }

    private static let relations = EnglishWordSet(["past", "to"])
    private static let tails = EnglishWordSet(WordLists.minutesOfTheHourTails)
}
