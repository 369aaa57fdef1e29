import AgentCore
import AgentProtocol
import AgentLanguage

/// `calc.evaluate` — 三加五乘二, (2+3)*4, 100除以4, 三的四次方等于几, "what is 12 times 7".
///
/// Keywords: operators as words and symbols (加, 乘以, 除以, 次方, 开根号, 百分之, +, ×, plus,
/// divided, …). It needs an expression (kind `expression`: the sentence read by
/// `ArithmeticParser.read`, which allows words around it: "快帮我算算六十乘二"), or a request that names it (帮我算一下), and answers requests only;
/// numbers and operators that do not parse fail with `invalid_input` saying what is wrong,
/// while a sentence without any number holds no expression at all ("加湿器又没水了").
/// Result data: `{expression, value}`, e.g. `{"expression":"3 + 5 * 2","value":13}`;
/// the summary is the expression as mathematicians write it with its value: "3 + 5 × 2 = 13",
/// "8² = 64", "√225 = 15", "10 ÷ 3 ≈ 3.33333333333333", "2⁷⁰ ≈ 1.18059162071741 × 10²¹".
public struct CalcSkill: ImmediateSkill, SentenceReadingSkill {
    /// Taught ahead from the labelled sentences (see `SampleLearning`); its few samples are for `selftest`.
    public let learning = SampleLearning.taughtAhead
    public let id = "calc.evaluate"
    public let displayName = "计算器"
    public let description = "计算算式：加减乘除、乘方、开方、括号"
    /// A hyphen, slash or x counts only right after a digit ("1000-1", "1/2", "2.5 x 14", "3x4"), and a
    /// slash also right before one ("600 euros / 3", "45 / 9"), so "e-mail", "and/or", "km/h" and "x-ray" are no sums; "split" and "share" only right before one ("split
    /// 96 between 6 people"), so "split the screen" asks for no sum; "into" only right after one ("36 into 14"),
    /// so "moving into a flat" asks for none.
    public let keywords = Self.namingKeywords + Self.valueQuestionWords
    /// The words that name a calculation wherever they stand.
    private static let namingKeywords = ["加", "减", "乘", "除", "加上", "减去", "减掉", "扣掉", "扣除", "乘以", "除以", "等于", "次方", "平方", "立方", "开方",
                           "开平方", "开根号", "根号", "平方根", "立方根", "百分之", "的和", "的差", "的积", "的商", "括号",
                           "加起来", "算", "算一算", "算一下", "算算", "算下", "算一个", "算点", "计算", "算数", "加法", "减法", "乘法", "除法",
                           "+", "*", "×", "÷", "^", "=", "%", "√",
                           "plus", "minus", "times", "divided", "multiplied", "squared", "cubed", "square root", "cube root",
                           "power", "percent", "add up", "divide", "how much is", "calculate", "calculation", "compute", "do the math", "do some math", "sum",
                           // Fractions, reciprocals, means and discounts.
                           "分之", "根下", "倒数", "的倒数", "平均数", "平均值", "折", "打折", "reciprocal", "average of", "mean of", "factorial", "阶乘", "multiply", "subtract", "divisible",
                           // An amount shared among people (share-among-words, "split … between").
                           "个人分", "人平分", "人均分", "人平摊", "人分摊", "split between", "split among", "shared between", "shared among", "divided among",
                           "divided between",
                           "subract", "substract", "multipy", "mutiply", "devide", "devided", "take away"]  // the last misspelt as people type them
        + (0...9).flatMap { ["\($0)-", "\($0)/", "\($0) /", "/ \($0)", "\($0) x", "\($0)x", "split \($0)", "share \($0)", "\($0) into"] }
        + EnglishFractionWords.shareKeywords
        // The questions of sums said in everyday words (WordProblem: 一共多少钱, 每人多少, 平均, "how much each").
        + WordProblem.questionWords
    /// The questions word problems end with that name a calculation only beside one (多少钱, "how much").
    /// Sorted by their bytes, the order `<` gives words written composed, without normalizing each
    /// comparison at a process's start.
    private static let valueQuestionWords: [String] = {
        let naming = Set(namingKeywords.map { Array($0.utf8) })
        return WordProblem.askingWords.map { (bytes: Array($0.utf8), word: $0) }.filter { !naming.contains($0.bytes) }
            .sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }.map(\.word)
    }()
    private static let valueQuestions = Set(valueQuestionWords)
    public let parameters = [SkillParameter(name: "expression", title: "算式", kind: .expression, required: true)]
    public let evidence = SkillEvidence(needs: ["expression"], answersRequestsOnly: true,
                                        valueQuestions: Self.valueQuestions)
    public let samples = ["三加五乘二", "(2+3)*4", "100除以4", "what is 12 times 7"]
    public let negativeSamples = ["加油", "今天要加班"]

    public init() {}

    /// A follow-up goes on from the last value: after 三加五乘二 (13), 再乘以三 is 13乘以三 (39);
    /// another rate alone is the last sum at that rate (`RateChange`). Only an operation on it counts (`ArithmeticParser.continuation`); a whole new
    /// calculation is an ordinary request.
    public func followUpParameters(in sentence: Sentence, last: [String: ParameterValue],
                                   context: ExtractionContext) -> [String: ParameterValue] {
        // 不对，是三加四, "oops, I meant 64 divided by 4": a whole calculation corrects the last one.
        if case .expression = sentence.arithmetic, CorrectionWords.holds(sentence) { return ["expression": .text(sentence.text)] }
        guard case let .text(previous)? = last["expression"] else { return [:] }
        // 百分之二十呢, 那六五折呢, "and 40% off?": the same sum at another rate.
        if let changed = RateChange.changed(previous, by: sentence) { return ["expression": .text(changed)] }
        // "and of 85", 八十五的呢: the same percent of another amount.
        if let changed = BaseChange.changed(previous, by: sentence) { return ["expression": .text(changed)] }
        // 再加两公斤呢 after 一公斤葡萄干四十五，买六公斤多少钱: more of the measure at the price said for one.
        if let priced = PricedByTheLast.changed(previous, by: sentence) { return ["expression": .text(priced)] }
        if let continuation = sentence.continuation {
            // 乘十六呢 after 一百二十八乘十五: the same sum with another last number.
            if let changed = OperandChange.changed(previous, by: sentence, continuation: continuation) { return ["expression": .text(changed)] }
            guard case let .expression(expression, _) = ArithmeticParser.read(previous), let value = try? expression.evaluate() else { return [:] }
            return ["expression": .text(continuation.calculation(after: value))]
        }
        // 要是八个人呢, "wait, the total was 172": one number of the last sum in everyday words changed.
        if let changed = WordProblem.changed(previous, by: sentence) { return ["expression": .text(changed)] }
        return [:]
    }

    public func question(for missing: [SkillParameter], language: ReplyLanguage) -> String {
        language == .chinese ? "要算什么呢？（例如：三加五乘二）" : "What should I calculate? (for example: 3 plus 5 times 2)"
    }

    public func answer(_ context: SkillContext) throws(SkillError) -> SkillResult {
        let expression: ArithmeticExpression
        let value: ArithmeticNumber
        do throws(ArithmeticError) {
            // The expression parameter: the sentence, or the answer to "要算什么？".
            var source = context.sentence
            if case let .text(text)? = context.parameters["expression"] { source = text }
            switch ArithmeticParser.read(source) {
            case let .expression(found, _): expression = found
            case let .invalid(error): throw error
            case .none: expression = try ArithmeticParser.parse(source)
            }
            value = try expression.evaluate()
        } catch {
            throw error.refusal(in: context.language)
        }
        return SkillResult(
            // ≈ before a value shown rounded (10 ÷ 3 ≈ 3.33333333333333), as people write it.
            summary: "\(expression.displayText(in: context.language)) \(value.isShownExactly ? "=" : "≈") \(value.displayText)",
            data: .object([("expression", .string(expression.description)), ("value", .number(value.doubleValue))]))
    }
}
