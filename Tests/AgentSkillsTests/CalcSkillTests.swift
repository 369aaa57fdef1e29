import AgentCore
import AgentProtocol
import AgentSkills
import Testing

private func failure(_ message: String, _ reply: String) -> SkillError {
    SkillError(code: "invalid_input", message: message, reply: reply)
}

struct CalcSkillTests {
    let calc = CalcSkill()

    @Test(arguments: [
        ("三加五乘二", ReplyLanguage.chinese, "3 + 5 × 2 = 13", "3 + 5 * 2", 13.0),
        ("(2+3)*4", .chinese, "(2 + 3) × 4 = 20", "(2 + 3) * 4", 20),
        ("100除以4", .chinese, "100 ÷ 4 = 25", "100 / 4", 25),
        ("三的四次方等于几", .chinese, "3⁴ = 81", "3^4", 81),
        ("负三乘负四", .chinese, "−3 × (−4) = 12", "-3 * (-4)", 12),
        ("0.5和0.25加起来是多少", .chinese, "0.5 + 0.25 = 0.75", "0.5 + 0.25", 0.75),
        ("三点一四乘二", .chinese, "3.14 × 2 = 6.28", "3.14 * 2", 6.28),
        ("五十减掉八十", .chinese, "50 − 80 = −30", "50 - 80", -30),
        ("六除以四的结果", .chinese, "6 ÷ 4 = 1.5", "6 / 4", 1.5),
        ("二除六", .chinese, "6 ÷ 2 = 3", "6 / 2", 3),
        ("十除以三", .chinese, "10 ÷ 3 ≈ 3.33333333333333", "10 / 3", 3.33333333333333),
        ("根号2", .chinese, "√2 ≈ 1.4142135623731", "sqrt(2)", 1.4142135623731),
        ("what is 12 times 7", .english, "12 × 7 = 84", "12 * 7", 84),
        ("what's twelve divided by four", .english, "12 ÷ 4 = 3", "12 / 4", 3),
        ("how much is 6 times 9", .english, "6 × 9 = 54", "6 * 9", 54),
    ] as [(String, ReplyLanguage, String, String, Double)])
    func calculates(sentence: String, language: ReplyLanguage, summary: String, expression: String,
                    value: Double) async throws {
        let result = try await calc.execute(skillContext([:], sentence: sentence, language: language))
        #expect(result == SkillResult(
            summary: summary, data: .object([("expression", .string(expression)), ("value", .number(value))])))
    }

    /// The calculation a sentence holds is done, whatever filler is around it.
    @Test(arguments: [
        ("快帮我算算六十乘二", ReplyLanguage.chinese, "60 × 2 = 120", "60 * 2", 120.0),
        ("我想算一下二十七的立方根", .chinese, "∛27 = 3", "cbrt(27)", 3),
        ("二十减括号三乘五括号", .chinese, "20 − 3 × 5 = 5", "20 - 3 * 5", 5),
        ("左括号二十减三右括号乘五", .chinese, "(20 − 3) × 5 = 85", "(20 - 3) * 5", 85),
        ("八百的百分之十五是多少", .chinese, "800 × 15% = 120", "800 * 15%", 120),
        ("九十九被九除等于几啊", .chinese, "99 ÷ 9 = 11", "99 / 9", 11),
        ("百分之五十", .chinese, "50% = 0.5", "50%", 0.5),
        ("Hey, what's thirty percent of seventy?", .english, "30% × 70 = 21", "30% * 70", 21),
        ("twelve hundred divided by five, please", .english, "1200 ÷ 5 = 240", "1200 / 5", 240),
        ("the cube root of 125 equals what", .english, "∛125 = 5", "cbrt(125)", 5),
    ] as [(String, ReplyLanguage, String, String, Double)])
    func calculatesWhatTheSentenceHolds(sentence: String, language: ReplyLanguage, summary: String, expression: String,
                                        value: Double) async throws {
        let result = try await calc.execute(skillContext([:], sentence: sentence, language: language))
        #expect(result == SkillResult(
            summary: summary, data: .object([("expression", .string(expression)), ("value", .number(value))])))
    }

    /// Numbers and an operator that make no calculation, or one that cannot be done, fail saying why.
    @Test(arguments: [
        ("两只猫加三只狗", ReplyLanguage.chinese, failure("unknown word '只猫'", "我算不了「只猫」，请只说数字和运算。")),
        ("帮我算一下九乘", .chinese, failure("missing a number after '乘'", "「乘」后面少了一个数。")),
        ("十二被零除", .chinese, failure("division by zero", "除数不能为零。")),
        ("十二被三", .chinese, failure("unexpected '被'", "「被」放错了位置。")),
        ("seven plus banana", .english,
         failure("unknown word 'banana'", "I can’t calculate with “banana”; please use only numbers and operations.")),
        ("Hey, what's the square root of negative nine?", .english,
         failure("the result is not a real number", "The result is not a real number.")),
    ] as [(String, ReplyLanguage, SkillError)])
    func refusesWhatTheSentenceCannotCalculate(sentence: String, language: ReplyLanguage, error: SkillError) async {
        await #expect(throws: error) { try await calc.execute(skillContext([:], sentence: sentence, language: language)) }
    }

    @Test(arguments: [
        ("三加五乘二", #"{"expression":"3 + 5 * 2","value":13}"#),
        ("0.1+0.2", #"{"expression":"0.1 + 0.2","value":0.3}"#),
        ("2^53", #"{"expression":"2^53","value":9007199254740992}"#),
        ("五十减掉八十", #"{"expression":"50 - 80","value":-30}"#),
    ])
    func writesTheResultDataAsTheDesignSays(sentence: String, json: String) async throws {
        let result = try await calc.execute(skillContext([:], sentence: sentence))
        #expect(JSONWriter.string(result.data) == json)
    }

    @Test func saysBigIntegersExactly() async throws {
        let result = try await calc.execute(skillContext([:], sentence: "2^53+1"))
        #expect(result.summary == "2⁵³ + 1 = 9007199254740993")
    }

    @Test(arguments: [
        ("1/0", ReplyLanguage.chinese, failure("division by zero", "除数不能为零。")),
        ("三除以零", .chinese, failure("division by zero", "除数不能为零。")),
        ("three divided by zero", .english, failure("division by zero", "You can’t divide by zero.")),
        ("2+", .chinese, failure("missing a number after '+'", "「+」后面少了一个数。")),
        ("2 plus", .english, failure("missing a number after 'plus'", "A number is missing after “plus”.")),
        ("乘以五", .chinese, failure("missing a number before '乘以'", "「乘以」前面少了一个数。")),
        ("(2+3", .chinese, failure("unbalanced parenthesis: missing ')'", "括号没有配对：少了右括号。")),
        ("2+3)", .english,
         failure("unbalanced parenthesis: ')' without '('", "The parentheses don’t match: there is one “)” too many.")),
        ("3 4", .chinese, failure("missing an operator between '3' and '4'", "「3」和「4」之间少了运算符。")),
        ("加油", .chinese, failure("unknown word '加油'", "我算不了「加油」，请只说数字和运算。")),
        ("what is 3 plus banana", .english,
         failure("unknown word 'banana'", "I can’t calculate with “banana”; please use only numbers and operations.")),
        ("算一下", .chinese, failure("nothing to calculate", "请告诉我要算什么，例如：三加五乘二。")),
        ("", .english, failure("nothing to calculate", "Tell me what to calculate, for example: 3 plus 5 times 2.")),
        ("3和4", .chinese,
         failure("nothing says what to do with the numbers joined by '和'", "用「和」连起来的数要怎么算呢？例如：加起来、相乘。")),
        ("2的0.3次方", .chinese,
         failure("powers must be whole numbers or halves, not '0.3'", "只能算整数次方和开平方，算不了 0.3 次方。")),
        ("根号负四", .chinese, failure("the result is not a real number", "结果不是实数。")),
        ("10^400", .english, failure("the result is too large", "The result is too large to calculate.")),
        ("2.5!", .english, failure("a factorial needs a non-negative whole number, not '2.5'",
                                   "A factorial needs a non-negative whole number, not 2.5.")),
    ] as [(String, ReplyLanguage, SkillError)])
    func refusesWhatItCannotCalculate(sentence: String, language: ReplyLanguage, error: SkillError) async {
        await #expect(throws: error) { try await calc.execute(skillContext([:], sentence: sentence, language: language)) }
    }

    @Test func declaresItselfAsTheDesignSays() {
        #expect(calc.id == "calc.evaluate")
        #expect(calc.displayName == "计算器")
        #expect(calc.parameters.map(\.kind) == [.expression])
        #expect(calc.evidence.needs == ["expression"] && calc.evidence.answersRequestsOnly && calc.evidence.schedule == nil)
        // A question for what values come to is its word, and names it only beside a sum.
        #expect(["多少钱", "how much", "几组"].allSatisfy { calc.evidence.valueQuestions.contains($0) && calc.keywords.contains($0) })
        #expect(!calc.evidence.valueQuestions.contains("加") && !calc.evidence.valueQuestions.contains("一共多少"))
        // A longer period asked of names it beside a sum per period; 多少 alone does not.
        #expect(calc.evidence.valueQuestions.contains("一年多少") && calc.evidence.valueQuestions.contains("一周下来") && !calc.keywords.contains("多少"))
    }

    /// Keywords route sums here and leave alone words that only look like them.
    @Test(arguments: [
        ("1000-1", true), ("1/2", true), ("三加五乘二", true), ("how much is 6 times 9", true), ("９×９＝？", true),
        ("e-mail me", false), ("and/or", false), ("加油", false), ("今天要加班", false), ("除夕快乐", false),
        ("一百平方米的房子", false), ("我的计算机老是死机", false), ("加拿大好玩吗", false),
        // A slash with spaces beside a digit divides; one between words or before a unit does not.
        ("600 euros / 3", true), ("45 / 9", true), ("what's 7.5 / 2.5", true), ("九十 / 3", true),
        ("speed in km/h", false), ("win / lose", false), ("24/7 support line", false),
    ])
    func keywordsTellSumsFromLookalikes(sentence: String, isCandidate: Bool) {
        let report = matching(sentence, skills: [calc])
        #expect(report.candidates.contains { $0.skill == "calc.evaluate" && $0.rejected == nil } == isCandidate)
    }

    @Test func calculatesEverySample() async throws {
        for sample in calc.samples {
            _ = try await calc.execute(skillContext([:], sentence: sample))
        }
    }
}
