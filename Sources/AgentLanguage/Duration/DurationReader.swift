/// One pass over a sentence's folded scalars, trying a duration where a number, a half, a sign
/// or a word of recurrence could start. What a duration is, is said by its rules, one file each:
/// a group of a number and its unit (`DurationGroup`), the unit after it (`UnitAfterNumber`), a
/// fraction of a unit (`FractionOfAUnit`), halves (`Halves`), groups joined into one span
/// (`CompoundSpan`), English spans (`EnglishSpan`), the span of a recurrence (`RecurringSpan`),
/// a sign (`DurationSign`), and what is none: where no duration starts (`DurationStart`), clock
/// times (`ClockTimes`), ranges (`Ranges`), a bare 分 that counts no minutes (`BareMinute`),
/// idioms (`DurationIdioms`), one-letter units (`OneLetterUnits`) and the advance of a reminder
/// (`DurationAdvance`). Answers to "how long?" are `BareAmount`'s.
struct DurationReader {
    let sentence: Sentence
    /// The sentence's folded scalars.
    let text: [Unicode.Scalar]
    /// The same, as values: what a `PhraseList` of words is looked up in.
    let folded: [UInt32]

    init(_ sentence: Sentence) {
        self.sentence = sentence
        text = sentence.scalars
        folded = sentence.folded
    }

    /// One number and its unit.
    struct Group {
        var seconds: Double
        var end: Int
        var unit: DurationUnit
        /// Already holds a half or decimal, so no 半 may follow.
        var fraction: Bool
    }

    /// The first duration starting at or after `start`, passing over the spans after 提前.
    func next(from start: Int) -> DurationMatch? {
        var i = start
        while let match = anyDuration(from: i) {
            guard isAdvance(match) else { return match }
            i = match.end
        }
        return nil
    }

    /// The first duration starting at or after `start`.
    func anyDuration(from start: Int) -> DurationMatch? {
        var i = start
        while i < text.count {
            let s = text[i]
            if TextScan.isASCIILetter(s) {
                // An English word is tried at its first letter only, and only when a
                // number word, half, quarter, a sign or "every" could start there.
                if Self.mayStartEnglish(s), let match = duration(at: i) ?? everyUnit(at: i) { return match }
                i += 1
                while i < text.count, TextScan.isASCIILetter(text[i]) { i += 1 }
                continue
            }
            guard Self.otherStarts.contains(s.value) else {
                i += 1
                continue
            }
            if startsAmount(s) || Self.signs.contains(s.value), let match = duration(at: i) { return match }
            if Self.recurrenceStarts.contains(s.value), let match = everyUnit(at: i) { return match }
            i += 1
        }
        return nil
    }

    /// A duration starting at `start`, with its sign.
    func duration(at start: Int) -> DurationMatch? {
        var sign = 1.0
        var i = start
        if let afterSign = signEnd(at: start) {
            sign = -1
            i = afterSign
        } else if !mayStart(at: start) {
            return nil
        }
        guard let first = group(at: i, leading: true) else { return nil }
        return rest(of: first, start: start, sign: sign)
    }

    /// First letters of the English words a duration may start with: number words, a/an, half,
    /// quarter, the signs and the words of recurrence.
    private static func mayStartEnglish(_ s: Unicode.Scalar) -> Bool {
        englishStarts.contains(s.value)
    }

    /// Every character but a letter that a duration may start with: a digit (`startsAmount`), a
    /// numeral, 俩 and 仨 (`colloquialCount`), 半, a sign, a word of recurrence. Asked first of every
    /// character, so that most pass in one look rather than three.
    private static let otherStarts = SmallScalarSet(
        Array(UInt32(0x30)...0x39) + Array(UInt32(0xFF10)...0xFF19) + NumberReader.chineseNumeralCharacters.unicodeScalars.map(\.value)
            + "俩仨半".unicodeScalars.map(\.value) + signScalars + recurrenceStartScalars)

    private static let englishStarts = SmallScalarSet(
        ((WordLists.englishOnes + WordLists.englishTens + WordLists.durationSigns + WordLists.recurrenceWords).map { Array($0.unicodeScalars) }
            + [SpanWords.a, SpanWords.an, SpanWords.half, SpanWords.quarter])
            .compactMap { word in word.first.flatMap { TextScan.isASCIILetter($0) ? $0.value : nil } })
}
