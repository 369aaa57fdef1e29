@testable import AgentLanguage
import Testing

/// Rule `WholeNumber`: a number is read whole or not at all. Digits that go on from a number
/// (after a digit, its decimal point, "^" or an exponent mark) start none of their own, so no
/// reader takes the tail of a number for a count.
struct WholeNumberTests {
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

    @Test(arguments: [("99999年", [99_999.0]), ("in 10^3 minutes", [1000]), ("3-5分钟", [3, 5]), ("版本1.2.3", [1.2])])
    func aSentenceHoldsTheWholeNumbersOnly(text: String, values: [Double]) {
        #expect(NumberReader.all(in: Sentence(text)).map(\.value) == values, "\(text)")
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
