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

struct ChineseNumeralTests {
    @Test(arguments: [
        ("五", 5.0, 1), ("十", 10, 1), ("十五", 15, 2), ("二十", 20, 2), ("三十五分钟", 35, 3), ("两", 2, 1),
        ("九十秒", 90, 2), ("一百", 100, 2), ("一百零五", 105, 4), ("一百五", 150, 3), ("一百五十", 150, 4),
        ("两千三", 2300, 3), ("一万五", 15_000, 3), ("三万五千", 35_000, 4), ("一百二十三", 123, 5),
        ("1万2千", 12_000, 4), ("3千", 3000, 2), ("二零二六年", 2026, 4), ("十分钟零三十秒", 10, 1),
        ("两个小时", 2, 1), ("零", 0, 1), ("〇", 0, 1), ("一亿", 100_000_000, 2), ("六十", 60, 2),
    ])
    func readsChineseNumerals(text: String, value: Double, end: Int) throws {
        let read = try #require(NumberReader.read(Array(text.unicodeScalars), at: 0))
        #expect(read.value == value)
        #expect(read.end == end)
    }

    @Test(arguments: [("一点五", 1.5, 3), ("三点一四", 3.14, 4), ("零点五", 0.5, 3), ("十二点五", 12.5, 4)])
    func readsChineseDecimalsOnlyWhenAsked(text: String, value: Double, end: Int) throws {
        let scalars = Array(text.unicodeScalars)
        let decimal = try #require(NumberReader.read(scalars, at: 0, chineseDecimal: true))
        #expect(abs(decimal.value - value) < 1e-9)
        #expect(decimal.end == end)
        // Without the option 点 ends the number: "三点" is a time of day.
        let plain = try #require(NumberReader.read(scalars, at: 0))
        #expect(plain.end == scalars.firstIndex(of: "点"))
    }

    @Test(arguments: ["几", "几点", "一下", "等一下", "一些", "一点儿", "一会儿", "一起", "百货", "千万别", "万一"])
    func wordsThatAreNotNumbersAreNotRead(text: String) {
        let scalars = Array(text.unicodeScalars)
        let starts = scalars.indices.filter { NumberReader.read(scalars, at: $0) != nil }
        #expect(starts.isEmpty || text == "万一" && starts == [1], "\(text) read at \(starts)")
    }

    @Test(arguments: [("十", 10.0), ("一点五", 1.5), ("两百", 200), ("ten", 10), ("twenty-five", 25), ("三十 ", 30)])
    func readsAWholeChineseOrEnglishAnswer(text: String, value: Double) {
        #expect(NumberReader.readWhole(text) == value)
    }

    @Test(arguments: [
        ("five minutes", 5.0, 4), ("twenty five", 25, 11), ("twenty-five", 25, 11), ("ninety secs", 90, 6),
        ("a hundred", 100, 9), ("two hundred", 200, 11), ("eleven", 11, 6),
    ])
    func readsEnglishNumberWords(text: String, value: Double, end: Int) throws {
        let read = try #require(EnglishNumber.read(Array(text.unicodeScalars), at: 0, article: true))
        #expect(read.value == value)
        #expect(read.end == end)
    }

    @Test(arguments: ["someone", "tone", "minute", "a"])
    func englishWordsInsideOtherWordsAreNoNumbers(text: String) {
        let scalars = Array(text.unicodeScalars)
        #expect(scalars.indices.allSatisfy { EnglishNumber.read(scalars, at: $0) == nil })
    }
}

struct NumberReaderEdgeTests {
    @Test func twoChineseDigitsInARowAreTwoNumbers() {
        // 周三三点: Wednesday, three o'clock — not 33.
        #expect(NumberReader.all(in: "周三三点").map(\.value) == [3, 3])
        #expect(NumberReader.all(in: "二零二六年").map(\.value) == [2026])
    }

    @Test func aDecimalBeforeWanScalesIt() {
        #expect(NumberReader.all(in: "1.5万").map(\.value) == [15_000])
    }

    @Test func liaMeansTwo() {
        #expect(NumberReader.all(in: "俩小时").map(\.value) == [2])
    }
}

struct NumberReaderLargeTests {
    @Test(arguments: [("一亿五千万", 150_000_000.0), ("三亿零五万", 300_050_000), ("两万亿", 2e12), ("零五", 5), ("一点五万", 15_000)])
    func readsLargeAndOddForms(text: String, value: Double) {
        let scalars = Array(text.unicodeScalars)
        #expect(NumberReader.read(scalars, at: 0, chineseDecimal: true)?.value == value)
    }

    @Test func aLongRunOfDigitsIsReadInLinearTime() {
        // 200,000 一: quadratic work here would take minutes; linear takes milliseconds.
        let text = String(repeating: "一", count: 200_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = NumberReader.all(in: text) }
        #expect(elapsed < .seconds(5))
    }
}

/// Rule: a number is read whole or not at all. A power or an exponent is part of it, and
/// digits that go on from a number (after a digit, its decimal point, "^" or an exponent
/// mark) start none of their own, so no reader takes the tail of a number for a count.
struct WholeNumberRuleTests {
    @Test(arguments: [
        ("10^3", 0, 1000.0, 4), ("2^10秒", 0, 1024, 4), ("1e3", 0, 1000, 3), ("1E3分钟", 0, 1000, 3),
        ("2.5e2 seconds", 0, 250, 5), ("1.5E-2", 0, 0.015, 6), ("5e+1", 0, 50, 4), ("in 10^2 minutes", 3, 100, 7),
        ("１０^３", 0, 1000, 4), ("0^0", 0, 1, 3),
        // Not an exponent: a word goes on after it, or nothing follows the mark.
        ("3e", 0, 3, 1), ("1e3x", 0, 1, 1), ("4ever", 0, 4, 1), ("2^", 0, 2, 1), ("7e-", 0, 7, 1),
    ])
    func readsAPowerOrExponentAsOneNumber(text: String, start: Int, value: Double, end: Int) throws {
        let read = try #require(NumberReader.read(Array(text.unicodeScalars), at: start))
        #expect(read.value == value, "\(text)")
        #expect(read.end == end, "\(text)")
    }

    @Test(arguments: ["1e400", "10^400", "2^99999999999999999999", "9e308"])
    func aPowerPastAnyDoubleIsInfinite(text: String) throws {
        let read = try #require(NumberReader.read(Array(text.unicodeScalars), at: 0))
        #expect(read.value == .infinity)
        #expect(read.end == text.unicodeScalars.count)
    }

    @Test(arguments: [("1e-400", 0.0), ("0^5", 0), ("1^99999999999999999999", 1), ("0.5^9999", 0), ("0e400", 0),
                      ("0e99999999999999999999", 0)])
    func aPowerBelowAnyDoubleIsZeroOrOne(text: String, value: Double) throws {
        #expect(try #require(NumberReader.read(Array(text.unicodeScalars), at: 0)).value == value)
    }

    @Test(arguments: [
        ("12345", 1), ("12345", 4), ("0.5", 2), ("10^3", 3), ("1e3", 2), ("1e-20", 3), ("1e-20", 4),
        ("2.5E+4", 5), ("99999年", 1), ("３４", 1),
    ])
    func digitsThatGoOnFromANumberStartNone(text: String, start: Int) {
        #expect(NumberReader.read(Array(text.unicodeScalars), at: start) == nil, "\(text) at \(start)")
    }

    @Test(arguments: [("3-5", 2, 5.0), ("13-5", 3, 5), ("第3.5", 1, 3.5), ("x^2", 2, 2), ("e5", 1, 5), ("a.5", 2, 5)])
    func digitsAfterAMarkThatFollowsNoNumberStartOne(text: String, start: Int, value: Double) throws {
        #expect(try #require(NumberReader.read(Array(text.unicodeScalars), at: start)).value == value, "\(text)")
    }

    /// The rule through every reader that counts: the whole is read, never its tail.
    @Test(arguments: [
        ("in 10^3 minutes", 60_000.0), ("倒计时10^2秒", 100), ("in 2^10 seconds", 1024), ("timer for 1e2 seconds", 100),
        ("倒计时1.5e1分钟", 900), ("set a 3e1 minute timer", 1800), ("每隔1e-20秒提醒我", 1e-20),
    ])
    func durationsReadTheWholeNumber(text: String, seconds: Double) throws {
        #expect(try #require(DurationExtractor.first(in: text)).seconds == seconds, "\(text)")
    }

    /// A number past any `Double` is infinite, never NaN: no reader divides or scales by it.
    @Test(arguments: ["1e400分之1e400小时", "倒计时0e400小时", "1e400分钟", "1e400个半小时", "0分之0小时", "1e400天1e400小时"])
    func aDurationOfAnInfiniteNumberIsNeverNaN(text: String) {
        for found in DurationExtractor.all(in: text) { #expect(!found.seconds.isNaN, "\(text)") }
    }

    @Test(arguments: ["10^3点叫我", "1e3点的闹钟", "第12345点", "2^10点"])
    func aClockReadsNoHourFromAPowersTail(text: String) {
        #expect(TimeExpressionReader.read(text)?.hour == nil, "\(text)")
    }

    @Test func aClockReadsAPowerThatIsAnHour() {
        #expect(TimeExpressionReader.read("1e1点的闹钟")?.hour == 10)
    }
}
