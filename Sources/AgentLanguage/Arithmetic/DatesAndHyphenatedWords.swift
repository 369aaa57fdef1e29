/// Rule: a hyphen or slash that subtracts or divides nothing: in a date written in digits (2026-03-10,
/// 2026/3/10) and in a range of days or hours after a month or "between" ("july 3-5", "between 7-9"),
/// read as one word, and between a number and a word ("a 15-minute break"), passed over.
extension ArithmeticTokenizer {
    /// The hyphen of "15-minute", "3-day": it joins a word to a number and subtracts nothing.
    func joinsWordToNumber(at i: Int) -> Bool {
        text[i] == "-" && i > 0 && NumberReader.digitValue(text[i - 1]) != nil
            && i + 1 < text.count && TextScan.isASCIILetter(text[i + 1])
    }

    /// The end of a date written in digits, "2026-03-10" or "2026/3/10": a year of four
    /// digits, a month and a day, joined by the same - or /. It subtracts nothing.
    func dateEnd(at start: Int) -> Int? {
        func digits(from i: Int, atMost: Int) -> (value: Int, end: Int)? {
            var value = 0
            var j = i
            while j < text.count, j - i < atMost, let d = NumberReader.digitValue(text[j]) {
                value = value * 10 + d
                j += 1
            }
            guard j > i, j == text.count || NumberReader.digitValue(text[j]) == nil else { return nil }
            return (value, j)
        }
        guard start == 0 || NumberReader.digitValue(text[start - 1]) == nil,
              let (_, afterYear) = digits(from: start, atMost: 4), afterYear - start == 4,
              afterYear < text.count, text[afterYear] == "-" || text[afterYear] == "/",
              let (month, afterMonth) = digits(from: afterYear + 1, atMost: 2), (1...12).contains(month),
              afterMonth < text.count, text[afterMonth] == text[afterYear],
              let (day, afterDay) = digits(from: afterMonth + 1, atMost: 2), (1...31).contains(day)
        else { return nil }
        return afterDay
    }

    /// The end of a range "3-5" whose first number follows a month name or a range lead ("july 3-5",
    /// "between 7-9", "from 1-3"): two numbers of at most two digits joined by a hyphen.
    func rangeEnd(at start: Int) -> Int? {
        func digits(from i: Int) -> Int? {
            var j = i
            while j < text.count, j - i < 3, NumberReader.digitValue(text[j]) != nil { j += 1 }
            guard j > i, j - i <= 2 else { return nil }
            return j
        }
        guard let firstEnd = digits(from: start), firstEnd < text.count, text[firstEnd] == "-",
              let end = digits(from: firstEnd + 1), end == text.count || NumberReader.digitValue(text[end]) == nil,
              let before = wordBefore(start), Self.rangeLeads.contains(before)
        else { return nil }
        return end
    }

    /// The ASCII word that ends, past spaces, right before `i`.
    private func wordBefore(_ i: Int) -> String? {
        var end = i
        while end > 0, TextScan.isSpace(text[end - 1]) { end -= 1 }
        guard end < i else { return nil }
        var start = end
        while start > 0, TextScan.isASCIILetter(text[start - 1]) { start -= 1 }
        guard start < end else { return nil }
        return String(String.UnicodeScalarView(text[start..<end]))
    }

    private static let rangeLeads = Set(WordLists.rangeLeads + WordLists.englishMonths + WordLists.englishMonthAbbreviations)
}
