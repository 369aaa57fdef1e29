/// Rule: days said as left out of a repeat come off its days instead of being its days: "wake me at 7
/// every day except weekends", "weekdays but not fridays", 每天早上七点叫我，周末除外, 除了周日每天六点叫我,
/// 周末的话就不用了. A weekday or a set of them is left out after a lead (left-out-day-leads,
/// english-left-out-day-leads: 除了, 除开, "except", "but not", "skip"; opening a clause, "not", "no") or before a trailer that ends its
/// clause, the request it takes back or a particle aside (left-out-day-trailers, -links, -closers: 周末不用,
/// 礼拜天别叫我; 周末不用上班 leaves nothing out).
///
/// The days come off the nearest repeat of days (every day: the whole week; 工作日: Monday to Friday).
/// With none they stay the days they name, joined to nothing: an item of those days is what 周四的不要了
/// takes back, and a follow-up takes them off the last repeat (`TimeExpression.leftOutDays`).
enum LeftOutDaysRule {
    /// Where the part's days are said as left out, lead and trailer included; nil when they are not.
    static func span(of part: TimePart, in text: Sentence) -> Range<Int>? {
        guard part.namesDay, !part.isWeak, days(of: part) != nil else { return nil }
        if let start = leadStart(before: part.start, in: text) { return start..<closersEnd(after: part.end, in: text) }
        if let end = trailerEnd(after: part.end, in: text) { return part.start..<end }
        return nil
    }

    /// The groups with each left-out one taken off the repeat nearest it; with none, it stays the day it names,
    /// joined to no other (周四的不要了 names Thursday's item).
    static func apply(to groups: [TimePart]) -> [TimePart] {
        guard groups.contains(where: { $0.leftOut != nil }) else { return groups }
        let isLeftOut = groups.map { $0.leftOut != nil }
        var result = groups
        var taken: [Int] = []
        for index in groups.indices where isLeftOut[index] {
            guard let span = groups[index].leftOut, let days = days(of: groups[index]) else { continue }
            if let target = nearestRepeat(to: index, in: result, leftOut: isLeftOut),
               let kept = result[target].repeatedDays.subtracting(days)
            {
                result[target].repeatOn(kept, leaving: span)
                taken.append(index)
            }
        }
        return result.indices.filter { !taken.contains($0) }.map { result[$0] }
    }

    /// The weekdays a part names, when it names weekdays and nothing else of a day.
    static func days(of part: TimePart) -> TimeExpression.Weekdays? {
        switch part.day {
        case let .weekday(day, weeksAhead: 0)?: return TimeExpression.Weekdays([day])
        case let .weekdays(set)?: return set
        default: return nil
        }
    }

    /// The group that repeats days nearest the one at `index`, before it first, none of those left out.
    private static func nearestRepeat(to index: Int, in groups: [TimePart], leftOut: [Bool]) -> Int? {
        let repeats = groups.indices.filter { !leftOut[$0] && groups[$0].repeatsDays }
        return repeats.min { abs($0 - index) < abs($1 - index) || abs($0 - index) == abs($1 - index) && $0 < $1 }
    }

    // MARK: Words

    /// Where a lead ends right before `start` (spaces between), as a whole word in English; a lead ending in "on" may
    /// end the "on" a part starts with ("not on weekends", where "on weekends" is the part).
    private static func leadStart(before start: Int, in text: Sentence) -> Int? {
        let end = text.skipSpacesBack(before: start) + 1
        if let lead = lead(endingAt: end, before: start, in: text) { return lead }
        // "except on weekends", "skip the weekends"
        if let filler = englishFillers.first(where: { end < start && wholeWord($0, endingAt: end, in: text) }) {
            let beforeFiller = text.skipSpacesBack(before: end - filler.count) + 1
            if let lead = lead(endingAt: beforeFiller, before: start, in: text) { return lead }
        }
        if let (word, _, onEnd) = text.englishWord(after: start), word == .on,
           let lead = englishLeads.first(where: { $0.count > 3 && $0.suffix(3).elementsEqual(" on".unicodeScalars)
               && wholeWord($0, endingAt: onEnd, in: text) })
        {
            return onEnd - lead.count
        }
        return nil
    }

    /// Where a lead that ends at `end` starts; an opener (english-left-out-day-openers: not, no) only where it opens a clause.
    private static func lead(endingAt end: Int, before start: Int, in text: Sentence) -> Int? {
        if let lead = chineseLeads.first(where: { end >= $0.count && text.has($0, at: end - $0.count) }) { return end - lead.count }
        if let lead = englishLeads.first(where: { wholeWord($0, endingAt: end, in: text) }), end < start || !text.isLetter(start) {
            return end - lead.count
        }
        if let opener = englishOpeners.first(where: { wholeWord($0, endingAt: end, in: text) }) {
            let leadStart = end - opener.count
            let before = text.skipSpacesBack(before: leadStart)
            if before < 0 || Clause.breaks(text.folded, at: before) { return leadStart }
        }
        return nil
    }

    private static func wholeWord(_ word: [Unicode.Scalar], endingAt end: Int, in text: Sentence) -> Bool {
        end >= word.count && text.has(word, at: end - word.count) && !text.isLetter(end - word.count - 1)
    }

    /// Where a trailer after `end` ends, with the links before it, when only closers follow it to the end of its clause.
    private static func trailerEnd(after end: Int, in text: Sentence) -> Int? {
        let folded = text.folded
        var i = text.skipSpaces(from: end)
        while let (_, length) = links.longestMatch(in: folded, at: i) { i = text.skipSpaces(from: i + length) }
        guard let (_, length) = trailers.longestMatch(in: folded, at: i), !text.isLetter(i + length) || !text.isLetter(i) else { return nil }
        let trailerEnd = i + length
        let clauseEnd = Clause.end(from: trailerEnd, in: folded)
        return text.holdsOnly(closers, in: trailerEnd..<clauseEnd) ? clauseEnd : nil
    }

    /// The end of the clause when only closers follow `end` in it ("give Sundays a miss", "drop Fridays from that"), else `end`.
    private static func closersEnd(after end: Int, in text: Sentence) -> Int {
        let clauseEnd = Clause.end(from: end, in: text.folded)
        return clauseEnd > end && text.holdsOnly(closers, in: end..<clauseEnd) ? clauseEnd : end
    }

    /// Longest first: "except for" before "except".
    private static let englishLeads = WordLists.englishLeftOutDayLeads.map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }
    private static let englishOpeners = WordLists.englishLeftOutDayOpeners.map { Array($0.unicodeScalars) }
    private static let chineseLeads = WordLists.leftOutDayLeads.map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }
    private static let englishFillers = WordLists.englishLeftOutDayFillers.map { Array($0.unicodeScalars) }
    private static let trailers = PhraseList(WordLists.leftOutDayTrailers)
    private static let links = PhraseList(WordLists.leftOutDayLinks)
    private static let closers = PhraseList(WordLists.leftOutDayClosers)
}

extension TimeExpression.Weekdays {
    /// Monday to Sunday.
    static let all: TimeExpression.Weekdays = [1, 2, 3, 4, 5, 6, 7]

    /// These days without `other`'s, nil when none would be left.
    func subtracting(_ other: TimeExpression.Weekdays) -> TimeExpression.Weekdays? {
        var left = self
        left.bits &= ~other.bits
        return left.bits == 0 ? nil : left
    }
}

extension TimePart {
    /// Whether the part repeats on days of the week: every day (每天, "every day"), or a repeating weekday or set of them
    /// (工作日, 每周五).
    var repeatsDays: Bool {
        if repeatsDaily, isEveryDay || day == nil { return true }
        guard repeatsDay || repeatsDaily else { return false }
        switch day {
        case .weekday(_, weeksAhead: 0)?, .weekdays?: return true
        default: return false
        }
    }

    /// The days the repeat falls on: its weekdays, or the whole week.
    var repeatedDays: TimeExpression.Weekdays {
        switch day {
        case let .weekday(day, weeksAhead: 0)?: return TimeExpression.Weekdays([day])
        case let .weekdays(set)?: return set
        default: return .all
        }
    }

    /// The part repeating on `days` only, the days left out said at `span`.
    mutating func repeatOn(_ days: TimeExpression.Weekdays, leaving span: Range<Int>) {
        day = .weekdays(days)
        namesDay = true
        repeatsDay = true
        tookOff = span
    }
}
