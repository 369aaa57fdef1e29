@testable import AgentLanguage
import Testing

/// Rule `PowerNotation`: a power or ten's exponent is part of the number it follows.
struct PowerNotationTests {
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
}
