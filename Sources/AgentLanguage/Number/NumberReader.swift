/// Reads numbers: digits (ASCII or full-width, "30", "３０", "1.5"), Chinese numerals ("三十五",
/// "两", "一百零五", "一百五" = 150, "1万2千"), and on request Chinese decimals ("一点五"; off by
/// default, since "三点" is a time of day).
///
/// Each class of number is a rule of its own, in a file of its own:
/// - `DigitRun`: digits, with a decimal tail (`DecimalTail`) and a power (`PowerNotation`);
///   read whole or not at all (`WholeNumber`).
/// - `ChineseNumeral`: Chinese digits with their units, 十, 百 and 千 (`ChineseUnits`), runs of
///   digits read as one (`DigitSequence`: 二零二六), the big units 万 and 亿 (`BigUnits`), a lone
///   digit after a unit counting tenths of it (`UnitTenths`: 一百五 is 150) and, when asked, a
///   decimal tail (`ChineseDecimal`: 一点五).
/// - `NonNumberWords`: words that only look like numbers (一下, 一些, 一会儿) are none.
/// English number words are `EnglishNumber`'s.
public enum NumberReader {
    /// A number starting at `start` of folded `text` (a sentence's `scalars`), and the offset
    /// just past it: what a reader scanning a sentence asks at an offset.
    public static func read(_ text: [Unicode.Scalar], at start: Int, chineseDecimal: Bool = false)
        -> (value: Double, end: Int)?
    {
        guard start < text.count else { return nil }
        let first = text[start]
        if digitValue(first) != nil { return DigitRun.read(text, at: start, chineseDecimal: chineseDecimal) }
        guard isChineseNumeral(first), !NonNumberWords.start(text, at: start) else { return nil }
        return ChineseNumeral.read(text, at: start, chineseDecimal: chineseDecimal)
    }

    /// Every number of the sentence with its scalar range, in order.
    public static func all(in sentence: Sentence) -> [(value: Double, start: Int, end: Int)] {
        let scalars = sentence.scalars
        var found: [(value: Double, start: Int, end: Int)] = []
        var i = 0
        while i < scalars.count {
            // Most characters start no number: passed over before any rule is asked.
            if mayStart(scalars[i]), let (value, end) = read(scalars, at: i) {
                found.append((value, i, end))
                i = end
            } else {
                i += 1
            }
        }
        return found
    }

    public static func all(in text: String) -> [(value: Double, start: Int, end: Int)] {
        all(in: Sentence(text))
    }

    /// The whole sentence as one number ("10", "十", "1.5", "一点五", "ten"), ignoring
    /// surrounding spaces and end punctuation: an answer to "how many?".
    public static func readWhole(_ sentence: Sentence) -> Double? {
        let scalars = sentence.scalars
        var start = 0
        var end = scalars.count
        while start < end, TextScan.isSpace(scalars[start]) { start += 1 }
        while end > start, TextScan.isSpace(scalars[end - 1]) || TextScan.isEndPunctuation(scalars[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        // Read in place: a number must not run past `end`, and nothing before `start` may
        // count as its start, so the body is read as a text of its own.
        let body = Array(scalars[start..<end])
        if let (value, stop) = read(body, at: 0, chineseDecimal: true), stop == body.count { return value }
        if let (value, stop) = EnglishNumber.read(body, at: 0), stop == body.count { return value }
        return nil
    }

    public static func readWhole(_ text: String) -> Double? {
        readWhole(Sentence(text))
    }
}
