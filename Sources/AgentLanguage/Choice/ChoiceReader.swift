import AgentCalendar
import AgentProtocol
import FoundationEssentials

/// Rule choosing: which of a `choice` parameter's choices a sentence names. In an answer to the
/// question that offered them (要取消哪一个？):
/// - **all**: 都, 全部, 两个都, both, all of them (choice-all) take every choice;
/// - **position**: 第一个, 第2个, 最后一个, the first one, the second, the last one (choice-ordinal-marks,
///   choice-last, the English ordinals), or a bare number within the count, take the choice there;
/// - **time**: a clock time (七点那个, the 7 am one) keeps the choices whose label holds that time
///   (七点 is 07:00 or 19:00; 晚上七点 only 19:00), a part of the day (中午那个, "the evening one")
///   those whose time lies in it; a duration (十分钟那个, "the 10 minute one") keeps
///   those whose label's time is that long from now, within a minute (a timer is said by when it rings);
/// - **order in time**: an answer that says only which rings first or last (早的那个, 晚一点的, the later one,
///   the short one; choice-earlier, choice-later), besides words every label holds (闹钟, alarm), takes the
///   choice whose label's time comes first or last;
/// - **words**: what the answer says besides its time, its pointers (那个, 这个, 取消, the … one;
///   choice-pointers) and its filler (哦, 嗯, "oh") must all stand in the label, a Chinese word perhaps
///   said shorter (`SaidShorter`: 爬山 of 去爬鱼峰山): 起床那个, 闹钟那个, the get up one, the timer.
/// The time and the words narrow together; where no label holds every word, the first clause's words
/// decide, a later clause saying why (the tart one, she's done). An answer that leaves several choices, or none,
/// chooses nothing (the question is asked again). In a request (来一杯大杯拿铁) a choice is named by its
/// whole label standing in the sentence.
public enum ChoiceReader {
    /// The values of the choices `sentence` names, in the order offered; nil when it names none
    /// or cannot tell which.
    public static func choose(_ choices: [ParameterChoice], in sentence: Sentence, asAnswer: Bool,
                              now: Date? = nil, zone: TimeZoneRules? = nil) -> [String]? {
        guard !choices.isEmpty else { return nil }
        guard asAnswer else {
            let named = choices.filter { labelStands($0.label, in: sentence) }
            return named.count == 1 ? [named[0].value] : nil
        }
        if saysAll.find(in: sentence) != nil { return choices.map(\.value) }
        if let position = position(in: sentence, count: choices.count) { return [choices[position].value] }
        // Each label read once, for its time and its words.
        let labels = choices.map { Sentence($0.label) }
        if let earliest = orderSaid(in: sentence, labels: labels), let now, let zone {
            return byOrderInTime(choices, labels: labels, earliest: earliest, now: LocalMoment(CivilTime(now, in: zone)))
        }
        var fitting = Array(choices.indices)
        let time = timeSaid(in: sentence, now: now, zone: zone)
        if let time {
            fitting = fitting.filter { labelTime(of: labels[$0]).map(time.fits) ?? false }
        }
        let said = contentWords(of: sentence, outside: time?.span)
        if !said.isEmpty {
            // A Chinese word may be said shorter than the label has it (爬山 of 去爬鱼峰山: `SaidShorter`).
            func stands(_ word: [UInt32], in label: [UInt32]) -> Bool {
                TextScan.contains(label, word) || MoodWords.isIdeograph(word[0]) && SaidShorter.holds(label, word)
            }
            func fit(_ words: [[UInt32]]) -> [Int] { fitting.filter { k in words.allSatisfy { stands($0, in: labels[k].folded) } } }
            let all = fit(said)
            // Rule a reason after the answer: where the words of every clause fit no label, a later clause says
            // why (the tart one, she's done; 黄鱼那个，已经熟了), and the first clause's words say which.
            fitting = all.isEmpty && Clause.holdsBreak(sentence.folded, from: 0, to: sentence.count)
                ? fit(contentWords(of: sentence, outside: time?.span, within: 0..<Clause.end(from: 0, in: sentence.folded))) : all
        }
        guard time != nil || !said.isEmpty, fitting.count == 1 else { return nil }
        return [choices[fitting[0]].value]
    }

    /// Whether the answer asks for the choice ringing first (true) or last (false): its words, those every
    /// label holds aside, are one word of order (早一点 said as 早 and 一点 too); nil when they are not.
    private static func orderSaid(in sentence: Sentence, labels: [Sentence]) -> Bool? {
        let words = contentWords(of: sentence, outside: nil).filter { word in labels.isEmpty || !labels.allSatisfy { TextScan.contains($0.folded, word) } }
        guard !words.isEmpty, words.count <= 2 else { return nil }
        return OrderInTime.said(Array(words.joined()))
    }

    /// The one choice whose label's time comes first (or last); nil when a label names no time, or two tie.
    private static func byOrderInTime(_ choices: [ParameterChoice], labels: [Sentence], earliest: Bool, now: LocalMoment) -> [String]? {
        var keys: [Int] = []
        for label in labels {
            guard let time = label.time, let at = TimeExpressionReader.resolve(time, now: now) else { return nil }
            keys.append(((at.daysAhead * 24 + at.hour) * 60 + at.minute) * 60 + at.second)
        }
        guard let target = earliest ? keys.min() : keys.max() else { return nil }
        let found = keys.indices.filter { keys[$0] == target }
        return found.count == 1 ? [choices[found[0]].value] : nil
    }

    /// The time an answer says, as a test of a label's hour and minute, and where it is said: a clock
    /// time (七点 fits 07:00 and 19:00), a part of the day (中午), or a length that rings then from now.
    private static func timeSaid(in sentence: Sentence, now: Date?, zone: TimeZoneRules?)
        -> (fits: ((hour: Int, minute: Int)) -> Bool, span: Range<Int>)? {
        if let time = sentence.time, time.problem == nil {
            let span = time.start..<time.end
            if let hour = time.hour { return ({ fits(hour: hour, minute: time.minute ?? 0, period: time.period, $0) }, span) }
            if let period = time.period { return ({ period.contains(hour: $0.hour) }, span) }  // 中午那个, "the evening one"
        }
        if let duration = sentence.durations.first, duration.seconds > 0, let now, let zone {
            let rings = CivilTime(now.addingTimeInterval(duration.seconds), in: zone)
            let target = rings.hour * 60 + rings.minute
            return ({ abs($0.hour * 60 + $0.minute - target) <= 1 }, duration.start..<duration.end)
        }
        return nil
    }

    /// Whether the sentence is put as an answer to a choice, whether or not one fits: it says all, a
    /// position, an order in time, or nothing but a time and pointers (九点那个, 第五个, 早的那个, "the 10 pm one", 那个).
    public static func isAnswer(_ sentence: Sentence) -> Bool {
        if saysAll.find(in: sentence) != nil || position(in: sentence, count: Int.max) != nil { return true }
        if orderSaid(in: sentence, labels: []) != nil { return true }
        let time = sentence.time.flatMap { $0.hour == nil && $0.period == nil ? nil : $0.start..<$0.end }
            ?? sentence.durations.first.map { $0.start..<$0.end }
        guard contentWords(of: sentence, outside: time).isEmpty else { return false }
        return time != nil || hasPointer(sentence)
    }

    private static func hasPointer(_ sentence: Sentence) -> Bool {
        let text = sentence.folded
        if sentence.words.contains(where: { pointersChinese.contains(Array(text[$0])) }) { return true }
        let english = sentence.english
        return (0..<english.count).contains { english.isWord($0, of: pointersEnglish) }
    }

    /// 第二个, 最后一个, "the second one", "the last", "2": the index among `count` choices.
    private static func position(in sentence: Sentence, count: Int) -> Int? {
        if saysLast.find(in: sentence) != nil { return count - 1 }
        let text = sentence.folded
        let scalars = sentence.scalars
        for i in text.indices where ordinalMarks.first(in: text, at: i) != nil && i + 1 < text.count {
            if let (value, _) = NumberReader.read(scalars, at: i + 1), let k = index(value, count) { return k }
            if let d = NumberReader.digitValue(scalars[i + 1]), let k = index(Double(d), count) { return k }
        }
        let english = sentence.english
        for k in 0..<english.count {
            if let n = englishOrdinals.firstIndex(of: english.key(k)), let index = index(Double(n + 1), count) { return index }
        }
        // A bare number, with no clock time in it: its place in the list.
        if sentence.time?.hour == nil, let value = NumberReader.readWhole(sentence), let k = index(value, count) { return k }
        return nil
    }

    private static func index(_ value: Double, _ count: Int) -> Int? {
        guard value == value.rounded(), value >= 1, value <= Double(count) else { return nil }
        return Int(value) - 1
    }

    /// The hour and minute a label names (明天 07:00 的闹钟, "an alarm tomorrow at 19:30"), in 24 hours.
    private static func labelTime(of label: Sentence) -> (hour: Int, minute: Int)? {
        guard let time = label.time, let hour = time.hour else { return nil }
        return (TimeExpressionReader.twentyFourHour(hour, period: time.period).hour, time.minute ?? 0)
    }

    private static func fits(hour: Int, minute: Int, period: TimeExpression.Period?, _ label: (hour: Int, minute: Int)) -> Bool {
        guard minute == label.minute else { return false }
        guard let period else { return hour % 12 == label.hour % 12 }  // 七点: seven in the morning or the evening
        return TimeExpressionReader.twentyFourHour(hour, period: period).hour == label.hour
    }

    /// The words of the answer that say which, as folded scalars: Chinese words of the lexicon and
    /// English words, outside the time and the pointers.
    private static func contentWords(of sentence: Sentence, outside time: Range<Int>?, within clause: Range<Int>? = nil) -> [[UInt32]] {
        let text = sentence.folded
        let filler = FillerWords.spans(in: sentence)
        func kept(_ span: Range<Int>) -> Bool {
            (time.map { !$0.overlaps(span) } ?? true) && (clause.map { $0.contains(span.lowerBound) } ?? true)
                && !filler.contains { $0.lowerBound <= span.lowerBound && span.upperBound <= $0.upperBound }
        }
        var words: [[UInt32]] = []
        for span in sentence.words where kept(span) && Lexicon.isChinese(text[span.lowerBound]) {
            let word = Array(text[span])
            if !pointersChinese.contains(word) { words.append(word) }
        }
        let english = sentence.english
        for k in 0..<english.count where kept(english.span(k)) && !english.isWord(k, of: pointersEnglish) {
            words.append(Array(text[english.span(k)]))
        }
        return words
    }

    /// Whether the whole label stands in the sentence, from the start of a word to the end of one.
    private static func labelStands(_ label: String, in sentence: Sentence) -> Bool {
        let wanted = Sentence(label).folded
        guard !wanted.isEmpty else { return false }
        let text = sentence.folded
        // Where the sentence's words begin and end: 大杯 stands in 来一杯大杯拿铁, not in 超大杯.
        let words = sentence.words
        return text.indices.contains { i in
            guard TextScan.matches(text, wanted, at: i) else { return false }
            let end = i + wanted.count
            return words.contains { $0.lowerBound == i } && words.contains { $0.upperBound == end }
        }
    }

    private static let saysAll = MixedPhrases(WordLists.choiceAll)
    private static let saysLast = MixedPhrases(WordLists.choiceLast)
    private static let ordinalMarks = PhraseList(WordLists.choiceOrdinalMarks)
    private static let englishOrdinals = WordLists.englishOrdinalUnits.map { EnglishWordKey.of($0) }
    private static let pointersChinese = Set(WordLists.choicePointers.filter { !WordLists.isEnglish($0) }.map { Array($0.unicodeScalars.map(\.value)) })
    private static let pointersEnglish = EnglishWordSet(WordLists.choicePointers.filter(WordLists.isEnglish))
}
