extension DurationReader {
    /// Rule: an answer to "how long?" may be a bare amount, counting the unit asked in: "10", "十",
    /// "ten", "一个半", "半", "负五", "one and a half". The whole sentence is the amount, but for
    /// surrounding spaces, end punctuation and a closing particle (十吧, 10啊: `WordLists.answerParticles`).
    func bareAmount() -> Double? {
        var start = 0
        var end = text.count
        while start < end, TextScan.isSpace(text[start]) { start += 1 }
        while end > start, TextScan.isSpace(text[end - 1]) || TextScan.isEndPunctuation(text[end - 1])
            || Self.answerParticles.contains(text[end - 1].value)
        {
            end -= 1
        }
        guard start < end else { return nil }
        var sign = 1.0
        var i = start
        if let afterSign = signEnd(at: start) {
            sign = -1
            i = afterSign
        }
        guard let (value, stop) = amount(at: i), stop == end else { return nil }
        return sign * value
    }

    private func amount(at i: Int) -> (Double, Int)? {
        guard i < text.count else { return nil }
        if text[i] == "半" {
            return (0.5, i + 1 < text.count && text[i + 1] == "个" ? i + 2 : i + 1)
        }
        if let afterHalf = word(SpanWords.half, at: i) { return (0.5, afterHalf) }
        var read: (value: Double, end: Int)
        if startsNumber(text[i]) {
            guard let number = number(at: i) else { return nil }
            read = number
        } else if let number = EnglishNumber.read(text, at: i) {
            read = number
        } else {
            return nil
        }
        if read.end < text.count, text[read.end] == "个" {
            read.end += 1
            if let afterHalf = halfAfterClassifier(at: read.end) { return (read.value + 0.5, afterHalf) }
        } else if let tail = andAFraction(at: skipSpaces(from: read.end)) {
            return (read.value + tail.fraction, tail.end)
        }
        return read
    }

    /// The particles that may close an answer, one scalar each (also what closes a whole answer of a
    /// clock-face mark, `ClassifiedHour`, and a northwestern request, `FrontedObject`).
    static let answerParticles = SmallScalarSet(WordLists.answerParticles.compactMap { $0.unicodeScalars.first?.value })
}
