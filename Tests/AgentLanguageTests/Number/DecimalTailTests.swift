@testable import AgentLanguage
import Testing

/// Rule `DecimalTail`: a point and digits after digits are its decimals.
struct DecimalTailTests {
    @Test(arguments: [
        ("1.5小时", 0, 1.5, 3), ("１．５小时", 0, 1.5, 3), ("0.25", 0, 0.25, 4), ("温度37.2度", 2, 37.2, 6),
        // A point with no digit after it ends the number.
        ("2.", 0, 2, 1), ("3.x", 0, 3, 1), ("1.2.3", 0, 1.2, 3), ("等3.", 1, 3, 2),
    ])
    func readsTheDecimals(text: String, start: Int, value: Double, end: Int) throws {
        let read = try #require(NumberReader.read(Array(text.unicodeScalars), at: start))
        #expect(read.value == value, "\(text)")
        #expect(read.end == end, "\(text)")
    }

    /// A point after no digit starts no decimal: ".5" is 5 after a point, read at the 5 only.
    @Test(arguments: [(".5小时", 0), ("。5", 0)])
    func aPointStartsNoNumber(text: String, start: Int) {
        #expect(NumberReader.read(Array(text.unicodeScalars), at: start) == nil)
    }
}
