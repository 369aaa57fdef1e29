import AgentCore
import AgentProtocol

/// How a sentence is put, for the second phase of matching (`SentenceAnalysis`): its words
/// (`Sentence.words`), the mood (`SentenceMoodReader`), quotations and topics
/// (`SentenceShields`), filler (`FillerWords`), its layout (`SentenceLayout`: inflections,
/// clauses, content units) and where values are named (durations, clock times and days,
/// numbers, cities, an arithmetic expression).
enum SentenceAnalyzer {
    static func analysis(of sentence: Sentence, for demand: SentenceAnalysis.Demand) -> SentenceAnalysis {
        guard demand.weighsEvidence else {
            // Keywords alone: their words and quotations; the mood and what content is left are never asked.
            let layout = SentenceLayout(sentence.folded, inflectionsOnly: true)
            return SentenceAnalysis(mood: .statement, words: sentence.words, spacedWords: sentence.spacedWords, inflections: layout.inflections,
                                    shields: SentenceShields.quotations(in: sentence), contentUnits: [])
        }
        let mood = SentenceMoodReader.read(sentence)
        let schedule = ScheduleRequestReader.read(sentence)
        var filler = FillerWords.spans(in: sentence)
        let cues = SentenceMoodReader.cueSpans(in: sentence)
        filler.append(contentsOf: cues)
        if let cue = mood.cue { filler.append(cue) }
        let layout = SentenceLayout(sentence.folded)
        let readings = Self.readings(in: sentence, kinds: demand.kinds)
        filler.append(contentsOf: Self.motionsToPlaces(in: sentence.folded, readings: readings))
        // 八个人, "5 people", 每组七个: a count of people or a group's size is a number and its unit, no
        // content (那八个人呢, 每组七个呢 change a share).
        filler.append(contentsOf: WordProblem.peopleCounts(in: sentence))
        filler.append(contentsOf: WordProblem.groupSizes(in: sentence))
        return SentenceAnalysis(mood: mood.mood, moodCue: mood.cue, words: sentence.words, spacedWords: sentence.spacedWords, inflections: layout.inflections,
                                shields: SentenceShields.find(in: sentence, namesTheSchedule: schedule != nil),
                                readings: readings, valuesSet: ValueSetting.values(in: sentence, of: readings),
                                filler: filler, clauses: layout.clauses, persons: mood.mood.reports ? Self.persons(in: sentence.folded) : [],
                                contentUnits: layout.contentUnits,
                                scheduleRequest: schedule.map { .init(act: $0.act, cue: $0.cue) },
                                scheduleItems: schedule == nil && !(mood.mood.requests && ValueSetting.asksToSet(sentence, cues: cues))
                                    ? ScheduleItems.find(in: sentence).map(\.span) : [])
    }

    /// Follow-up words (`FollowUpWords`) and an operation on the last value (`ArithmeticParser.continuation`),
    /// or another rate for it (`RateChange`: 百分之二十呢), or another amount to take it of (`BaseChange`: "and of 85").
    static func followUpCues(in sentence: Sentence, readsExpressions: Bool) -> FollowUpCues {
        let continuation = readsExpressions
            ? sentence.continuation.map { NamedAmount.extending($0.span, in: sentence) } ?? RateChange.span(in: sentence) ?? BaseChange.span(in: sentence) : nil
        // 周末不用, "not on weekends though": days left out of no repeat of its own take them off the last one.
        let leftOut = sentence.time.flatMap { $0.leftOutDays == nil ? nil : $0.leftOut }.map { [$0] } ?? []
        guard FollowUpWords.mayHold(sentence) else { return FollowUpCues(words: leftOut, continuation: continuation) }
        let another = AnotherWords.span(in: sentence), and = AnotherWords.openingAnd(in: sentence)
        return FollowUpCues(words: FollowUpWords.spans(in: sentence) + leftOut, continuation: continuation, another: another,
                            anotherOwn: another == nil && and == nil ? nil : ReminderReading.anotherItemsOwnSpan(in: sentence),
                            openingAnd: and)
    }

    /// Where a pronoun names the speaker, the listener or someone else (我, 你, 他; speaker-and-listener, third-persons):
    /// asked only of a report, the one mood that weighs them (`SentenceAnalysis.persons`).
    static func persons(in text: [UInt32]) -> [Range<Int>] {
        text.indices.compactMap { i in personCharacters.contains(text[i]) ? i..<(i + 1) : nil }
    }

    private static let personCharacters = MoodWords.characters(WordLists.speakerAndListener + WordLists.thirdPersons)

    /// 去, 到, 回, 在, 来 right before a city (明天去哈尔滨穿衣指数): the way a place is said, as "in" of
    /// "weather in paris" is, no content of its own (place-motion-words).
    static func motionsToPlaces(in text: [UInt32], readings: [SentenceAnalysis.Reading]) -> [Range<Int>] {
        readings.compactMap { reading in
            let before = reading.span.lowerBound - 1
            guard reading.kind == .city, before >= 0, motions.contains(text[before]) else { return nil }
            return before..<(before + 1)
        }
    }

    private static let motions = MoodWords.characters(WordLists.placeMotionWords)

    /// Where each kind of value is named: durations, clock times and numbers always, cities
    /// and expressions when a candidate reads them, a number said in words alone when one
    /// reads a time or a span.
    static func readings(in sentence: Sentence, kinds: ParameterKinds) -> [SentenceAnalysis.Reading] {
        var readings: [SentenceAnalysis.Reading] = []
        for duration in sentence.durations {
            // 改成每四十五分钟: a bare 每 is the span's, as "every" of "make it every 45 minutes" is; 每隔 and 每个 name
            // a timer by themselves (每隔四十分钟提醒一次), a keyword outside the value.
            let start = RepeatWordRule.start(before: duration.start, in: sentence).flatMap { duration.start - $0 == 1 ? $0 : nil }
                ?? duration.start
            readings.append(.init(kind: .duration, start..<duration.end))
        }
        if let time = sentence.time {
            readings.append(.init(kind: .clockTime, time.start..<time.end))
            if let apart = time.apart { readings.append(.init(kind: .clockTime, apart)) }
        } else if kinds.contains(.clockTime), let minutes = sentence.minutesOfTheHour {
            // "make it quarter past": minutes of the hour said before, a changed clock's value.
            readings.append(.init(kind: .clockTime, minutes.span))
        }
        for number in sentence.numbers { readings.append(.init(kind: .number, number.start..<number.end)) }
        // A number said in words alone ("make it five") where a candidate reads a time or a span:
        // the follow-up's new hour or length. A calculation's number words are its expression's.
        if kinds.contains(.duration) || kinds.contains(.clockTime), !kinds.contains(.expression),
           let number = sentence.loneEnglishNumber {
            readings.append(.init(kind: .number, number.start..<number.end))
        }
        if kinds.contains(.city) {
            // 不是杭州，是苏州: every city is a value said.
            let cities = CityGazetteer.all(in: sentence)
            if !cities.isEmpty {
                for city in cities { readings.append(.init(kind: .city, city.start..<city.end)) }
            } else if let place = sentence.place {
                readings.append(.init(kind: .city, place.span))
            }
        }
        if kinds.contains(.expression), case let .expression(_, span) = sentence.arithmetic { readings.append(.init(kind: .expression, span)) }
        return readings
    }
}

/// What the analysis reads of a sentence's characters, in one pass over them:
/// - **inflections**, offsets inside English words where an inflection begins ("rain|ing",
///   "minute|s", "cold|er"), so that a keyword may end there;
/// - **clauses**, split after commas, full stops, question and exclamation marks ("7:40" and
///   "3.5" hold no break), and before a word that opens a reason ("… cos its just noodles");
/// - **content units**: each ideograph one unit, a run of letters or digits one unit, the rest
///   none (-1), to count what content a sentence leaves outside its keywords and values.
struct SentenceLayout {
    private(set) var inflections: [Int] = []
    private(set) var clauses: [Range<Int>] = []
    private(set) var contentUnits: [Int32] = []

    init(_ text: [UInt32], inflectionsOnly: Bool = false) {
        let n = text.count
        // One unit (or -1) appended per character: the array is written once, never filled first.
        if !inflectionsOnly { contentUnits.reserveCapacity(n) }
        var next: Int32 = 0
        var inRun = false  // inside a run of letters or digits
        var letters = -1  // where the current run of letters starts
        var clauseStart = 0
        for i in 0..<n {
            let v = text[i]
            if Self.isLetter(v) {
                if letters < 0 { letters = i }
            } else if letters >= 0 {
                addInflections(text, letters..<i)
                letters = -1
            }
            if inflectionsOnly { continue }
            if Self.isAlphanumeric(v) || (inRun && v == 0x27) {
                contentUnits.append(next)
                inRun = true
            } else {
                if inRun {
                    next += 1
                    inRun = false
                }
                if v > 0x2E80, !Self.isPunctuation(v) {
                    contentUnits.append(next)
                    next += 1
                } else {
                    contentUnits.append(-1)
                }
            }
            if Clause.breaks(text, at: i) {
                if i > clauseStart { clauses.append(clauseStart..<i) }
                clauseStart = i + 1
            } else if v == 0x20, i > clauseStart, Self.reasonOpens(text, at: i + 1) {
                // "make it 3 mins cos its just noodles": a reason opens a clause of its own, comma or not.
                clauses.append(clauseStart..<i)
                clauseStart = i + 1
            }
        }
        if letters >= 0 { addInflections(text, letters..<n) }
        if inflectionsOnly { return }
        if clauseStart < n { clauses.append(clauseStart..<n) }
        if clauses.isEmpty { clauses = [0..<n] }
    }

    /// Whether a word that opens a reason (because, cos; english-reason-openers) starts at `i`, a word of its own.
    private static func reasonOpens(_ text: [UInt32], at i: Int) -> Bool {
        guard i < text.count, isLetter(text[i]) else { return false }
        return reasonOpeners.contains { word in
            TextScan.matches(text, word, at: i) && (i + word.count == text.count || !isLetter(text[i + word.count]))
        }
    }

    private static let reasonOpeners: [[UInt32]] = WordLists.englishReasonOpeners.map { $0.unicodeScalars.map(\.value) }

    private mutating func addInflections(_ text: [UInt32], _ word: Range<Int>) {
        let end = word.upperBound
        for suffix in Self.suffixes where word.count > suffix.count + 1 && TextScan.matches(text, suffix, at: end - suffix.count) {
            inflections.append(end - suffix.count)
        }
    }

    /// Understanding/words/inflections.
    private static let suffixes: [[UInt32]] = WordLists.inflections.map { $0.unicodeScalars.map(\.value) }

    private static func isLetter(_ v: UInt32) -> Bool { v >= 0x61 && v <= 0x7A }
    private static func isDigit(_ v: UInt32) -> Bool { v >= 0x30 && v <= 0x39 }
    private static func isAlphanumeric(_ v: UInt32) -> Bool { isLetter(v) || isDigit(v) }
    private static func isPunctuation(_ v: UInt32) -> Bool {
        (v >= 0x3000 && v <= 0x303F) || (v >= 0xFF00 && v <= 0xFF0F) || (v >= 0xFF1A && v <= 0xFF20)
            || (v >= 0x2000 && v <= 0x206F)
    }
}
