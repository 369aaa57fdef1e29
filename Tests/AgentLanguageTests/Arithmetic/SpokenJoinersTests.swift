import AgentLanguage
import Testing

/// Rule `SpokenJoiners`: "by" between two operands multiplies unless a word before says how to combine
/// them; a comma joins operands for a word that leads them.
struct SpokenJoinersTests {
    @Test(arguments: [
        ("two by two", 4.0), ("what's 3 by 4", 12), ("20 by 30", 600), ("multiply 3 by 4", 12), ("divide 10 by 2", 5),
        ("the average of 3, 5 and 10", 6), ("add 3, 4 and 5", 12), ("the sum of 1, 2, 3 and 4", 10),
        ("the mean of 2, 4, 6", 4), ("what's 1,000 plus 2", 1002),
    ])
    func calculates(text: String, expected: Double) throws {
        #expect(try ArithmeticParser.evaluate(text).doubleValue == expected, "\(text)")
    }

    /// "by" with no operand before it, and a comma with no leading word, join nothing.
    @Test(arguments: ["stand by 2 minutes", "wake me up by 7", "3, 4", "call me by 5, ok"])
    func readsNoCalculation(text: String) {
        #expect(!ArithmeticParser.read(text).isExpression, "\(text)")
    }
}

/// Rule `SpokenContinuations`: an operation said verb first goes on from the last value.
struct SpokenContinuationsTests {
    @Test(arguments: [
        ("divide that by 4", 24.0), ("Divide it by 3 for me", 32), ("Add 3000 for transport", 3096), ("add 4 for the tip", 100), ("add 10 to it please", 106), ("multiply it by 2 then", 192), ("now add 10", 106), ("add 10 to it", 106), ("subtract 6 from that", 90),
        ("double that", 192), ("triple it", 288), ("halve it", 48), ("and multiply the result by 2", 192),
        ("times 3", 288), ("再乘以三", 288),
        // The value taken from the operand: subtract, or minus as learners say it, then the value, then from.
        ("And subtract that from 450?", 354), ("now subtract it from 100", 4), ("And minus that from 450?", 354),
        ("minus the result from 1000", 904), ("minus 6", 90),
        // British "times that by 2"; an interjection before the lead ("oh, and divide that by 4").
        ("now times that by 2", 192), ("times it by 3", 288), ("Oh, and divide that by 4", 24), ("ah, now add 10", 106),
        ("well, times the result by 2", 192),
        // "on" for by, as learners whose languages say на or -ga say it; half as a verb; 除 going on divides the value before.
        ("And divide this on 5", 19.2), ("multiply it on 3", 288), ("And half that?", 48), ("half it", 48), ("再除四呢", 24),
        ("然后除三", 32), ("那除以四呢", 24),
        // A discount with its classifier (打个九折): the discount of the last value.
        ("再打个九折呢", 86.4), ("打个七五折", 72), ("再打九折", 86.4),
    ])
    func goesOnFromTheLastValue(text: String, expected: Double) throws {
        let continuation = try #require(ArithmeticParser.continuation(in: text), "\(text)")
        #expect(try ArithmeticParser.evaluate(continuation.calculation(after: 96)).doubleValue == expected, "\(text)")
    }

    /// Rule change: one amount paid over the last value, or asked its change, is what comes back.
    @Test(arguments: [
        ("And if I pay with 50?", 4.0), ("what if I pay with a 100", 54), ("I give him 200, how much change", 154),
        ("给一百找多少", 54), ("付两百块找几多", 154), ("50, how much change?", 4), ("what's my change from 60", 14),
        // The amount said in words; the speaker paying, a person paid.
        ("if I give the man one hundred, how much change?", 54), ("I pay sixty, how much change", 14), ("给一百块，找几多", 54),
    ])
    func asksTheChange(text: String, expected: Double) throws {
        let continuation = try #require(ArithmeticParser.continuation(in: text), "\(text)")
        #expect(try ArithmeticParser.evaluate(continuation.calculation(after: 46)).doubleValue == expected, "\(text)")
    }

    @Test(arguments: ["divide the bill", "add a reminder", "double check it", "三加五", "now what", "minus that",
                      "half the class left early", "on 5 we go", "divide the cake on the plates",
                      "给我定个七点的闹钟", "pay with card", "I paid 50 and 20", "change it to 8", "拿三个",
                      // The 零 of 找零 is no amount paid.
                      "找零了吗", "要找零吗"])
    func readsNoContinuation(text: String) {
        #expect(ArithmeticParser.continuation(in: text) == nil, "\(text)")
    }
}
