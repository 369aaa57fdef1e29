import AgentLanguage
import Testing

/// The covered part of `sentence`, and the value, when `read` finds a calculation.
private func found(_ sentence: String) throws -> (covered: String, value: Double)? {
    guard case let .expression(expression, span) = ArithmeticParser.read(sentence) else { return nil }
    let scalars = Array(sentence.unicodeScalars)
    return (String(String.UnicodeScalarView(scalars[span])), try expression.evaluate().doubleValue)
}

/// `ArithmeticParser.read`: the evidence the matcher weighs.
struct ArithmeticReadingTests {
    /// Filler before and after a calculation is context: the span is the calculation alone.
    @Test(arguments: [
        ("算下七乘八", "七乘八", 56.0), ("我想算一下九十除以三", "九十除以三", 30), ("快帮我算算六十乘二", "六十乘二", 120),
        ("麻烦你帮我算一下三加九", "三加九", 12), ("请问十五加十五是多少", "十五加十五", 30), ("二十乘三等于几啊", "二十乘三", 60),
        ("一百二的百分之五是多少钱", "一百二的百分之五", 6), ("你能不能帮我算算九的平方", "九的平方", 81),
        ("Hey, what's nine times four?", "nine times four", 36), ("Calculate 7 plus 8", "7 plus 8", 15),
        ("What is 81 divided by 9?", "81 divided by 9", 9), ("6 times 7 equals what?", "6 times 7", 42),
        ("how much is twenty minus seven", "twenty minus seven", 13), ("Please work out 5 squared", "5 squared", 25),
        ("OK so what's 3 plus 3, buddy", "3 plus 3", 6),
    ] as [(String, String, Double)])
    func findsTheCalculationInsideFiller(sentence: String, covered: String, value: Double) throws {
        let reading = try #require(try found(sentence))
        #expect(reading.covered == covered)
        #expect(reading.value == value)
    }

    @Test func spansCountUnicodeScalars() {
        #expect(ArithmeticParser.read("帮我算一下十八乘三") == .expression(
            .binary(.multiply, .number(18), .number(3)), span: 5..<9))
        #expect(ArithmeticParser.read("👍 2+2") == .expression(.binary(.add, .number(2), .number(2)), span: 2..<5))
    }

    /// A calculation that parses is found even when it cannot be evaluated.
    @Test(arguments: ["五除以零", "what is 4 divided by 0"])
    func findsCalculationsThatFailToEvaluate(sentence: String) throws {
        guard case let .expression(expression, _) = ArithmeticParser.read(sentence) else {
            Issue.record("no calculation in \(sentence)")
            return
        }
        #expect(throws: ArithmeticError.divisionByZero) { try expression.evaluate() }
    }

    /// Numbers and an operator that make no calculation: what is wrong, for the reply.
    @Test(arguments: [
        ("两只猫加三只狗", ArithmeticError.unknownWord("只猫")), ("帮我算一下七乘", .missingNumberAfter("乘")),
        ("(4+5等于几", .missingClosingParenthesis), ("二加二不等于五", .unknownWord("不")), ("乘以九", .missingNumberBefore("乘以")),
        ("five plus", .missingNumberAfter("plus")), ("add 7", .missingOperands("add")),
        ("two dogs plus three cats", .unknownWord("dogs")),
    ] as [(String, ArithmeticError)])
    func saysWhatIsWrongWithAFailedCalculation(sentence: String, error: ArithmeticError) {
        #expect(ArithmeticParser.read(sentence) == .invalid(error))
    }

    /// No number, no calculation and never an error, whatever operator words the sentence holds.
    @Test(arguments: [
        "这道题做对了能加分吗", "帮我做个减法", "他们乘地铁去了", "除了你谁都不行", "根号是什么意思", "加减乘除我都会",
        "I'll add it to my notes", "add milk to the list", "times are hard", "what's the root of the problem", "", "   ",
        String(repeating: "的", count: 2000), String(repeating: "加", count: 2000),
    ])
    func findsNothingWithoutANumber(sentence: String) {
        #expect(ArithmeticParser.read(sentence) == .none)
    }

    /// Numbers with nothing done to them, and words that only look like operators, are no calculation.
    @Test(arguments: [
        "我有五个苹果", "音量开到百分之三十", "三分之一的人", "负五度", "周末要加班两天", "这辆车能乘坐五个人", "除了三班都放假",
        "客厅有三十平方米", "新加坡有五百多万人", "我减肥瘦了三公斤", "他的工资是我的3倍", "2026-04-01是星期几", "十点半提醒我吃药",
        "I have 3 cats", "about 50 percent", "one of my 2 friends", "start a 20-minute timer", "what happened on 2024-02-29",
        // A discount's joiner with no amount before it joins nothing.
        "and with 25 percent?", "at 15 percent",
    ])
    func findsNothingInNumbersAlone(sentence: String) {
        #expect(ArithmeticParser.read(sentence) == .none)
    }

    /// Past the token limit a sentence with numbers is too long; a long one without them stays `none`.
    @Test func boundsLongSentences() {
        #expect(ArithmeticParser.read(String(repeating: "1+", count: 300) + "1") == .invalid(.tooLong))
        #expect(ArithmeticParser.read(String(repeating: "say what ", count: 100_000)) == .none)
    }
}
