/// Rule a span in another unit: a question for how many of one unit of time a span the sentence
/// names holds is a calculation, the span over the unit, and sets no timer.
/// - Chinese asks after the span: a link (span-conversion-links: 是, 等于, 合, 有), then 多少 or 几
///   and the unit (三小时是多少分钟, 一刻钟合几分钟, 两天有多少个小时); after a link that converts
///   (span-conversion-unit-only-links: 换算成, 折合成) the unit alone asks (九十分钟换算成小时).
/// - English asks before it, "how many" and the unit, then only linking words
///   (english-span-conversion-words) up to the span ("how many minutes in 3 hours", "how many hours
///   is 90 minutes"); or after it, a linking word and the unit in the plural ("2 hours in minutes",
///   "convert 2 hours into seconds", "90 minutes is how many hours").
///
/// The sentence names one span and no other number: "how many minutes in 3 hours and 5 people" is
/// no conversion of a span.
enum SpanConversion {
    /// The span's seconds over the asked unit's, written as the span is counted ("3 × 60" for three
    /// hours in minutes, "90 ÷ 60" for ninety minutes in hours), and the part of the sentence from
    /// the first of the span and the question to the last.
    static func read(_ sentence: Sentence) -> (ArithmeticExpression, Range<Int>)? {
        // Asked of every sentence without a sum: the spans are read only where a question for a unit may stand.
        guard mayAsk(sentence), sentence.durations.count == 1, let span = sentence.durations.first, span.seconds > 0,
              sentence.numbers.allSatisfy({ span.start <= $0.start && $0.end <= span.end })
        else { return nil }
        guard let (unit, asked) = chineseUnitAsked(after: span.end, in: sentence)
                ?? englishUnitAsked(before: span.start, in: sentence) ?? englishUnitAsked(after: span.end, in: sentence)
        else { return nil }
        return (expression(span.seconds, in: unit), min(span.start, asked.lowerBound)..<max(span.end, asked.upperBound))
    }

    /// Whether the sentence holds what every question for a unit holds: 多少 or 几, a link that
    /// converts (换算成), or an English unit in the plural ("minutes").
    private static func mayAsk(_ sentence: Sentence) -> Bool {
        let text = sentence.folded
        if countQuestions.contains(where: { TextScan.contains(text, $0) })
            || unitOnlyLinks.contains(where: { TextScan.contains(text, $0) }) {
            return true
        }
        let words = sentence.english
        return (0..<words.count).contains { words.isWord($0, of: pluralUnits) }
    }

    /// The span counted in the largest unit of time but `unit` that counts it in wholes or halves
    /// (两个半小时 is 2.5 hours), then that count times or over what one of it holds of `unit`.
    static func expression(_ seconds: Double, in unit: Double) -> ArithmeticExpression {
        let counted = countingUnits.first { $0 != unit && seconds / $0 >= 1 && (seconds / $0 * 2).rounded() == seconds / $0 * 2 } ?? 1
        let count = ArithmeticExpression.number(ArithmeticNumber(seconds / counted))
        if counted > unit { return .binary(.multiply, count, .number(ArithmeticNumber(counted / unit))) }
        if counted < unit { return .binary(.divide, count, .number(ArithmeticNumber(unit / counted))) }
        return count
    }

    private static let countingUnits: [Double] = [DurationUnit.week, DurationUnit.day, DurationUnit.hour, DurationUnit.minute, 1]

    /// A Chinese question for a unit after the span ending at `end`: the unit's seconds and where the question stands.
    private static func chineseUnitAsked(after end: Int, in sentence: Sentence) -> (Double, Range<Int>)? {
        let text = sentence.folded
        var i = skipSpaces(in: text, from: end)
        guard let link = links.first(where: { TextScan.matches(text, $0, at: i) }) else { return nil }
        i = skipSpaces(in: text, from: i + link.count)
        if let asks = countQuestions.first(where: { TextScan.matches(text, $0, at: i) }) {
            i += asks.count
            if i < text.count, text[i] == 0x4E2A { i += 1 }  // 个
        } else if !unitOnlyLinks.contains(link) {
            return nil
        }
        guard let unit = DurationUnit.longest(in: sentence.scalars, at: i), unit.script == .chinese else { return nil }
        return (unit.seconds, end..<(i + unit.word.count))
    }

    /// "how many" and a unit before the span starting at `start`, only linking words between.
    private static func englishUnitAsked(before start: Int, in sentence: Sentence) -> (Double, Range<Int>)? {
        let words = sentence.english
        guard let q = (0..<words.count).first(where: { words.hasPhrase(howMany, at: $0) }), q + 2 < words.count,
              let unit = plainUnit(words.span(q + 2), in: sentence), words.span(q + 2).upperBound <= start
        else { return nil }
        var k = q + 3
        while k < words.count, words.span(k).upperBound <= start, words.isWord(k, of: linkWords) { k += 1 }
        // Nothing else up to the span: no other word, no mark.
        let last = k > q + 3 ? words.span(k - 1).upperBound : words.span(q + 2).upperBound
        guard sentence.folded[last..<start].allSatisfy({ $0 == 0x20 }) else { return nil }
        return (unit, words.span(q).lowerBound..<words.span(q + 2).upperBound)
    }

    /// Linking words, "how many" at most, then a unit in the plural after the span ending at `end`.
    private static func englishUnitAsked(after end: Int, in sentence: Sentence) -> (Double, Range<Int>)? {
        let words = sentence.english
        guard var k = (0..<words.count).first(where: { words.span($0).lowerBound >= end }), words.isWord(k, of: linkWords),
              sentence.folded[end..<words.span(k).lowerBound].allSatisfy({ $0 == 0x20 })
        else { return nil }
        while k < words.count, words.isWord(k, of: linkWords) { k += 1 }
        if k + 1 < words.count, words.hasPhrase(howMany, at: k) { k += 2 }
        guard k < words.count, let unit = plainUnit(words.span(k), in: sentence), words.word(k).hasSuffix("s") else { return nil }
        return (unit, end..<words.span(k).upperBound)
    }

    /// The seconds of the English unit of time that is the whole word at `span` ("minutes", "hrs"; no one letter).
    private static func plainUnit(_ span: Range<Int>, in sentence: Sentence) -> Double? {
        guard let unit = DurationUnit.longest(in: sentence.scalars, at: span.lowerBound), unit.script == .word,
              unit.word.count == span.count
        else { return nil }
        return unit.seconds
    }

    private static func skipSpaces(in text: [UInt32], from i: Int) -> Int {
        var i = i
        while i < text.count, text[i] == 0x20 { i += 1 }
        return i
    }

    /// The questions for a unit (多少分钟, 几个小时, "how many minutes", "in seconds"): `calc.evaluate`'s words
    /// that name it only where a sum is read (`WordProblem.askingWords`): 还有几分钟 asks for no sum.
    static let askingWords: [String] = DurationUnit.all.flatMap { unit -> [String] in
        let word = String(String.UnicodeScalarView(unit.word))
        switch unit.script {
        case .chinese: return ["多少" + word, "多少个" + word, "几" + word, "几个" + word]
        case .word where word.hasSuffix("s"): return ["how many " + word, "in " + word, "into " + word, "to " + word]
        default: return []
        }
    }

    private static let pluralUnits = EnglishWordSet(DurationUnit.all.filter { $0.script == .word && $0.word.last == "s" }
        .map { String(String.UnicodeScalarView($0.word)) })
    private static let links = WordLists.spanConversionLinks.map { $0.unicodeScalars.map(\.value) }
    private static let unitOnlyLinks = WordLists.spanConversionUnitOnlyLinks.map { $0.unicodeScalars.map(\.value) }
    /// 多少 and 几 (几多 is read as 多少).
    private static let countQuestions: [[UInt32]] = ["多少", "几"].map { $0.unicodeScalars.map(\.value) }
    private static let linkWords = EnglishWordSet(WordLists.englishSpanConversionWords)
    private static let howMany = EnglishPhrase("how many")
}
