import AgentLanguage
import Testing

struct NumberReaderTests {
    @Test(arguments: [
        ("３０分钟", 0, 30.0, 2),
        ("倒计时30分钟", 3, 30, 5),
        ("1.5小时", 0, 1.5, 3),
        ("１．５小时", 0, 1.5, 3),
        ("0.25", 0, 0.25, 4),
        ("007", 0, 7, 3),
        ("30", 0, 30, 2),
        ("2.", 0, 2, 1),  // a point with no digit after it is not part of the number
        ("3.x", 0, 3, 1),
        ("1.2.3", 0, 1.2, 3),
    ])
    func readsDigitsAtAnOffset(text: String, start: Int, value: Double, end: Int) throws {
        let read = try #require(NumberReader.read(Array(text.unicodeScalars), at: start))
        #expect(read.value == value)
        #expect(read.end == end)
    }

    @Test(arguments: [("分钟", 0), ("", 0), (".5", 0), ("abc", 1), ("-5", 0), ("30", 2)])
    func readsNothingWhereNoDigitStarts(text: String, start: Int) {
        #expect(NumberReader.read(Array(text.unicodeScalars), at: start) == nil)
    }

    @Test(arguments: [
        ("１０", 10.0), ("10", 10), (" 10 ", 10), ("\u{3000}10", 10), ("10。", 10), ("10!", 10), ("10.", 10), ("2.5", 2.5), ("０．５", 0.5),
    ])
    func readsAWholeAnswerAsOneNumber(text: String, value: Double) {
        #expect(NumberReader.readWhole(text) == value)
    }

    @Test(arguments: ["10分钟", "10 minutes", "", "  ", "abc", "1 0", "-5", "about 10", "。10"])
    func refusesAnAnswerThatIsNotJustANumber(text: String) {
        #expect(NumberReader.readWhole(text) == nil)
    }

    @Test(arguments: [("0", 0), ("9", 9), ("０", 0), ("９", 9)] as [(Unicode.Scalar, Int)])
    func digitValuesOfASCIIAndFullWidthDigits(scalar: Unicode.Scalar, value: Int) {
        #expect(NumberReader.digitValue(scalar) == value)
    }

    @Test(arguments: ["a", "/", ":", "٣", "Ⅲ"] as [Unicode.Scalar])
    func otherScalarsAreNoDigit(scalar: Unicode.Scalar) {
        #expect(NumberReader.digitValue(scalar) == nil)
    }
}
