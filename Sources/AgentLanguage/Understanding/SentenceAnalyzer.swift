import AgentCore
import AgentProtocol

/// How a sentence is put, for the second phase of matching (`SentenceAnalysis`): its words
/// (`Lexicon.segment`), the mood (`SentenceMoodReader`), quotations and topics
/// (`SentenceShields`), filler (`FillerWords`) and where values are named (durations,
/// clock times and days, numbers, cities, an arithmetic expression).
enum SentenceAnalyzer {
    static func analysis(of sentence: Sentence, for demand: SentenceAnalysis.Demand) -> SentenceAnalysis {
        let folded = sentence.folded
        guard demand.weighsEvidence else {
            // Keywords alone: their words and quotations; the mood and what content is left are never asked.
            return SentenceAnalysis(mood: .statement, words: sentence.words, inflections: Self.inflections(in: folded),
                                    shields: SentenceShields.quotations(in: sentence), contentUnits: [])
        }
        let mood = SentenceMoodReader.read(sentence)
        let schedule = ScheduleRequestReader.read(sentence)
        var filler = FillerWords.spans(in: sentence) + SentenceMoodReader.cueSpans(in: sentence)
        if let cue = mood.cue { filler.append(cue) }
        return SentenceAnalysis(mood: mood.mood, words: sentence.words, inflections: Self.inflections(in: folded),
                                shields: SentenceShields.find(in: sentence, namesTheSchedule: schedule != nil),
                                readings: Self.readings(in: sentence, kinds: demand.kinds),
                                filler: filler, clauses: Self.clauses(of: folded), contentUnits: Self.contentUnits(of: folded),
                                scheduleRequest: schedule.map { .init(act: $0.act, cue: $0.cue) })
    }

    /// Follow-up words (`FollowUpWords`) and an operation on the last value (`ArithmeticParser.continuation`).
    static func followUpCues(in sentence: Sentence) -> FollowUpCues {
        let words = FollowUpWords.mayHold(sentence) ? FollowUpWords.spans(in: sentence) : []
        return FollowUpCues(words: words, continuation: sentence.continuation?.span)
    }

    /// Where each kind of value is named: durations, clock times and numbers always, cities
    /// and expressions when a candidate reads them.
    static func readings(in sentence: Sentence, kinds: Set<ParameterKind>) -> [SentenceAnalysis.Reading] {
        let text = sentence.text
        var readings: [SentenceAnalysis.Reading] = []
        for duration in sentence.durations {
            readings.append(.init(kind: .duration, duration.start..<duration.end))
        }
        if let time = sentence.time { readings.append(.init(kind: .clockTime, time.start..<time.end)) }
        for number in sentence.numbers { readings.append(.init(kind: .number, number.start..<number.end)) }
        if kinds.contains(.city), let city = CityGazetteer.find(in: text) {
            readings.append(.init(kind: .city, city.start..<city.end))
        } else if kinds.contains(.city), let place = PlaceNameGuesser.guess(in: text), let span = Self.span(of: place, in: text) {
            readings.append(.init(kind: .city, span))
        }
        if kinds.contains(.expression), case let .expression(_, span) = sentence.arithmetic { readings.append(.init(kind: .expression, span)) }
        return readings
    }

    /// The clauses, split after commas, full stops, question and exclamation marks.
    static func clauses(of text: [UInt32]) -> [Range<Int>] {
        var clauses: [Range<Int>] = []
        var start = 0
        func isDigit(_ k: Int) -> Bool { k >= 0 && k < text.count && text[k] >= 0x30 && text[k] <= 0x39 }
        // "7:40" and "3.5" hold no break.
        for (i, v) in text.enumerated() where SentenceMoodReader.isClauseBreak(v) && !(isDigit(i - 1) && isDigit(i + 1)) {
            if i > start { clauses.append(start..<i) }
            start = i + 1
        }
        if start < text.count { clauses.append(start..<text.count) }
        return clauses.isEmpty ? [0..<text.count] : clauses
    }

    /// Where `part` first occurs in `text`, in scalar offsets.
    static func span(of part: String, in text: String) -> Range<Int>? {
        let whole = Array(text.unicodeScalars)
        let wanted = Array(part.unicodeScalars)
        guard !wanted.isEmpty, wanted.count <= whole.count else { return nil }
        for i in 0...(whole.count - wanted.count) where whole[i..<(i + wanted.count)].elementsEqual(wanted) {
            return i..<(i + wanted.count)
        }
        return nil
    }

    /// Ideographs one unit each; a run of letters or digits one unit; the rest none.
    static func contentUnits(of text: [UInt32]) -> [Int32] {
        var units = [Int32](repeating: -1, count: text.count)
        var next: Int32 = 0
        var i = 0
        while i < text.count {
            let v = text[i]
            if isAlphanumeric(v) {
                while i < text.count, isAlphanumeric(text[i]) || text[i] == 0x27 {
                    units[i] = next
                    i += 1
                }
                next += 1
            } else {
                if v > 0x2E80, !isPunctuation(v) {
                    units[i] = next
                    next += 1
                }
                i += 1
            }
        }
        return units
    }

    /// Offsets inside English words where an inflection begins: "rain|ing", "minute|s", "cold|er".
    static func inflections(in text: [UInt32]) -> [Int] {
        var offsets: [Int] = []
        var i = 0
        while i < text.count {
            guard isLetter(text[i]) else { i += 1; continue }
            let start = i
            while i < text.count, isLetter(text[i]) { i += 1 }
            for suffix in suffixes where i - start > suffix.count + 1 {
                if zip(text[(i - suffix.count)..<i], suffix).allSatisfy({ $0 == $1 }) { offsets.append(i - suffix.count) }
            }
        }
        return offsets
    }

    private static let suffixes: [[UInt32]] = ["s", "es", "ed", "d", "ing", "y", "er", "est", "ly"].map {
        $0.unicodeScalars.map(\.value)
    }

    private static func isLetter(_ v: UInt32) -> Bool { v >= 0x61 && v <= 0x7A }
    private static func isAlphanumeric(_ v: UInt32) -> Bool { isLetter(v) || (v >= 0x30 && v <= 0x39) }
    private static func isPunctuation(_ v: UInt32) -> Bool {
        (v >= 0x3000 && v <= 0x303F) || (v >= 0xFF00 && v <= 0xFF0F) || (v >= 0xFF1A && v <= 0xFF20)
            || (v >= 0x2000 && v <= 0x206F)
    }
}
