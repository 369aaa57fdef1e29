extension DurationReader {
    /// Rule: English spans: "five minutes", "an hour", "a hundred and twenty seconds", "half an
    /// hour", "a half hour", "a quarter of an hour", "three quarters of an hour", "one and a half
    /// hours"; an article counts one ("a minute") but for the idioms (`DurationIdioms`).
    func english(at p: Int) -> Group? {
        if let afterHalf = word(SpanWords.half, at: p) { return fractionOfAWordUnit(0.5, after: afterHalf) }
        if let afterQuarter = word(SpanWords.quarter, at: p) { return fractionOfAWordUnit(0.25, after: afterQuarter) }
        if let group = unitAndAFraction(at: p) { return group }
        guard var (read, e) = EnglishNumber.read(text, at: p, article: true) else { return nil }
        let isArticle = word(SpanWords.a, at: p) == e || word(SpanWords.an, at: p) == e
        // "a hundred and twenty seconds": EnglishNumber stops after "hundred".
        if e >= SpanWords.hundred.count, word(SpanWords.hundred, at: e - SpanWords.hundred.count) == e {
            var j = skipSpaces(from: e)
            if let afterAnd = word(SpanWords.and, at: j) { j = skipSpaces(from: afterAnd) }
            if j > e, let (tens, end) = EnglishNumber.read(text, at: j), tens < 100 {
                read += tens
                e = end
            }
        }
        let k = skipSpaces(from: e)
        if k > e {
            if isArticle, let afterHalf = word(SpanWords.half, at: k) { return fractionOfAWordUnit(0.5, after: afterHalf) }
            if let afterQuarter = word(SpanWords.quarter, at: k) ?? word(SpanWords.quarters, at: k) {
                return fractionOfAWordUnit(read * 0.25, after: afterQuarter)
            }
            if !isArticle, let tail = andAFraction(at: k), let group = wordGroup(read + tail.fraction, after: tail.end) {
                return group
            }
        }
        guard let (unit, end) = unit(after: e, attached: false), followerAllowed(unit, at: end) else { return nil }
        if isArticle, isIdiomAfterArticle(unit) { return nil }
        return Group(seconds: read * unit.seconds, end: end, unit: unit, fraction: false)
    }

    /// Rule the article unsaid: "hour and a half", "hour and half": a unit word with "and a half" after
    /// it counts one and the fraction, as "an hour and a half" does.
    private func unitAndAFraction(at p: Int) -> Group? {
        guard let unit = DurationUnit.longest(in: text, at: p), unit.script == .word else { return nil }
        let end = p + unit.word.count
        let k = skipSpaces(from: end)
        guard k > end, let tail = andAFraction(at: k) else { return nil }
        return Group(seconds: (1 + tail.fraction) * unit.seconds, end: tail.end, unit: unit, fraction: true)
    }

    /// "half an hour", "half-hour", "quarter of an hour": `fraction` of the English unit after `i`.
    private func fractionOfAWordUnit(_ fraction: Double, after i: Int) -> Group? {
        var j = skipSpaces(from: i)
        if j == i {
            guard j < text.count, text[j] == "-" else { return nil }
            j += 1
        }
        if let afterOf = word(SpanWords.of, at: j) { j = skipSpaces(from: afterOf) }
        if let afterArticle = word(SpanWords.an, at: j) ?? word(SpanWords.a, at: j) { j = skipSpaces(from: afterArticle) }
        guard let unit = DurationUnit.longest(in: text, at: j), unit.script == .word else { return nil }
        return Group(seconds: fraction * unit.seconds, end: j + unit.word.count, unit: unit, fraction: true)
    }

    /// `value` of the English unit after `i` ("one and a half| hours").
    func wordGroup(_ value: Double, after i: Int) -> Group? {
        guard let (unit, end) = unit(after: i, attached: false), unit.script == .word else { return nil }
        return Group(seconds: value * unit.seconds, end: end, unit: unit, fraction: true)
    }

    /// "and a half" / "and a quarter" at `i`: the fraction and the offset past it. Rule: the article
    /// may go unsaid, as learners leave it ("1 hour and half"), where no "of" or "the" follows
    /// ("10 minutes and half the batch" shares something else); "and" may be said "an" before the
    /// article, as it sounds ("an hour an a half").
    func andAFraction(at i: Int) -> (fraction: Double, end: Int)? {
        let saidAn = word(SpanWords.and, at: i) == nil
        guard let afterAnd = word(SpanWords.and, at: i) ?? word(SpanWords.an, at: i) else { return nil }
        let j = skipSpaces(from: afterAnd)
        guard j > afterAnd else { return nil }
        var k = j
        if let afterA = word(SpanWords.a, at: j) {
            k = skipSpaces(from: afterA)
            guard k > afterA else { return nil }
        } else if saidAn {
            return nil
        }
        let value: Double, end: Int
        if let half = word(SpanWords.half, at: k) {
            (value, end) = (0.5, half)
        } else if let quarter = word(SpanWords.quarter, at: k) {
            (value, end) = (0.25, quarter)
        } else {
            return nil
        }
        if k == j {
            let next = skipSpaces(from: end)
            if next > end, word(SpanWords.of, at: next) != nil || word(SpanWords.the, at: next) != nil { return nil }
        }
        return (value, end)
    }
}

/// The English words of a span's grammar, folded: articles, "and", "of", the fractions.
enum SpanWords {
    static let a = scalars("a"), an = scalars("an"), and = scalars("and"), of = scalars("of"), the = scalars("the")
    static let half = scalars("half"), quarter = scalars("quarter"), quarters = scalars("quarters"), hundred = scalars("hundred")

    private static func scalars(_ word: String) -> [Unicode.Scalar] { Array(word.unicodeScalars) }
}
