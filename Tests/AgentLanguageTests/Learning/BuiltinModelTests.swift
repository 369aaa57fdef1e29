@testable import AgentLanguage
import AgentModelData
import Testing

/// The built-ins' model: the one the tool ships with reads back, a model written out reads back
/// the same, and bytes it did not write are refused rather than read wrongly.
struct BuiltinModelTests {
    static let taught = BuiltinModel(learning: [
        ("倒计时十分钟", "timer.set"), ("set a timer for five minutes", "timer.set"), ("计时二十分钟", "timer.set"),
        ("明天会下雨吗", "weather.query"), ("what's the weather like", "weather.query"), ("北京天气怎么样", "weather.query"),
        ("讲个笑话", nil), ("tell me a joke", nil),
    ], threshold: 0.3)

    private func best(_ model: BuiltinModel, _ text: String) -> String? {
        model.model.scored(Sentence(text)).first.map { model.ids[$0.label] }
    }

    /// The generated model decodes: a model that did not would leave every built-in without its likeness.
    /// A process reads it in place without checking its indices, so they are checked here.
    @Test func theShippedModelReadsBack() throws {
        let shipped = try #require(BuiltinModel.shipped)
        var count = 0
        let bytes = UnsafeRawBufferPointer(start: agent_skill_builtin_model(&count), count: count)
        #expect(Int(bitPattern: bytes.baseAddress) % 8 == 0, "its tables are read in place, on 8 bytes")
        #expect(BuiltinModel(encoded: bytes, lasting: true, checking: true) != nil)
        #expect(BuiltinModel(encoded: Array(bytes)) != nil, "a copy (as --builtin-model reads one) is checked and reads too")
        #expect(Set(shipped.ids) == ["", "alarm.set", "calc.evaluate", "clock.now", "schedule.cancel", "schedule.list", "timer.set",
                                     "weather.query"])
        #expect(best(shipped, "set a timer for ten minutes") == "timer.set")
        #expect(best(shipped, "后天上海冷不冷") == "weather.query")
    }

    @Test(arguments: ["倒计时五分钟", "明天天气如何", "a timer for ten minutes please", "讲个故事"])
    func aModelWrittenOutReadsBackTheSame(text: String) throws {
        let read = try #require(BuiltinModel(encoded: Self.taught.encoded()))
        #expect(read.ids == Self.taught.ids)
        #expect(read.model.scored(Sentence(text)) == Self.taught.model.scored(Sentence(text)))
    }

    @Test func learnsWhatItsSentencesTeach() {
        #expect(best(Self.taught, "倒计时三十分钟") == "timer.set")
        #expect(best(Self.taught, "上海天气怎么样") == "weather.query")
    }

    /// Truncated bytes, a wrong header, and a row whose classes are out of order (weights are
    /// looked up by halving) are refused.
    @Test func refusesBytesItDidNotWrite() {
        let bytes = Self.taught.encoded()
        #expect(BuiltinModel(encoded: Array(bytes.dropLast())) == nil)
        #expect(BuiltinModel(encoded: []) == nil)
        var header = bytes
        let model = header.firstIndex(of: 0)! + 1
        header[model] ^= 0xFF
        #expect(BuiltinModel(encoded: header) == nil)
        #expect(BuiltinModel(encoded: Self.withARowOutOfOrder(bytes)) == nil)
    }

    /// `bytes` with the classes of the first row holding two or more swapped (`ModelTables`' layout).
    private static func withARowOutOfOrder(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        let at = (bytes.firstIndex(of: 0)! + 1 + 7) & ~7
        func word(_ offset: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + offset + $1]) << (8 * $1) } }
        func padded(_ size: Int) -> Int { (size + 7) & ~7 }
        let classes = word(4), rows = word(8), slots = word(16)
        let starts = padded(24) + padded(4 * classes) + 8 * rows + padded(4 * slots) + padded(4 * rows)
        let entries = starts + padded(4 * (rows + 1))
        for row in 0..<rows {
            let start = word(starts + 4 * row), end = word(starts + 4 * (row + 1))
            if end - start >= 2 {
                for byte in 0..<4 { bytes.swapAt(at + entries + 8 * start + byte, at + entries + 8 * (start + 1) + byte) }
                return bytes
            }
        }
        return bytes
    }
}
