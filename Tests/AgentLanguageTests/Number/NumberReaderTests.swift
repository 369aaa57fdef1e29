@testable import AgentLanguage
import Testing

/// `NumberReader`'s entry points: a number at an offset, every number of a sentence, a whole answer.
struct NumberReaderTests {
    @Test(arguments: [
        ("３０分钟", 0, 30.0, 2), ("倒计时30分钟", 3, 30, 5), ("1.5小时", 0, 1.5, 3), ("１．５小时", 0, 1.5, 3),
        ("0.25", 0, 0.25, 4), ("007", 0, 7, 3), ("30", 0, 30, 2),
    ])
    func readsANumberAtAnOffset(text: String, start: Int, value: Double, end: Int) throws {
        let read = try #require(NumberReader.read(Array(text.unicodeScalars), at: start))
        #expect(read.value == value)
        #expect(read.end == end)
    }

    @Test(arguments: [("分钟", 0), ("", 0), (".5", 0), ("abc", 1), ("-5", 0), ("30", 2)])
    func readsNothingWhereNoNumberStarts(text: String, start: Int) {
        #expect(NumberReader.read(Array(text.unicodeScalars), at: start) == nil)
    }

    @Test(arguments: [
        ("工作二十五分钟休息五分钟", [25.0, 5]), ("三楼302房间", [3, 302]), ("周三三点", [3, 3]), ("俩小时", [2]),
        ("打了一会儿球，等一下再说", []), ("in 10^3 minutes", [1000]), ("no numbers here", []),
    ])
    func readsEveryNumberOfASentenceInOrder(text: String, values: [Double]) {
        let found = NumberReader.all(in: Sentence(text))
        #expect(found.map(\.value) == values, "\(text)")
        #expect(zip(found, found.dropFirst()).allSatisfy { $0.end <= $1.start })
    }

    @Test(arguments: [
        ("１０", 10.0), ("10", 10), (" 10 ", 10), ("\u{3000}10", 10), ("10。", 10), ("10!", 10), ("10.", 10), ("2.5", 2.5),
        ("０．５", 0.5), ("十", 10), ("一点五", 1.5), ("两百", 200), ("ten", 10), ("twenty-five", 25), ("三十 ", 30),
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

    @Test func aLongRunOfDigitsIsReadInLinearTime() {
        // 200,000 一: quadratic work here would take minutes; linear takes milliseconds.
        let text = String(repeating: "一", count: 200_000)
        let elapsed = ContinuousClock().measure { _ = NumberReader.all(in: text) }
        #expect(elapsed < .seconds(5))
    }
}
