import AgentLanguage
import Testing

/// `RetryRequestReader`: a sentence that asks only to try again.
struct RetryRequestReaderTests {
    @Test(arguments: ["再试一次", "请再试一遍吧", "重试", "帮我重试一下", "再来一次！", "重新试试", "麻烦再查一次", "Try again",
                      "please try it again", "retry", "Retry, please.", "one more time"])
    func asksOnlyToTryAgain(text: String) {
        #expect(RetryRequestReader.asksToRetry(text))
    }

    @Test(arguments: ["再来一个", "再试一次这件衣服", "我想重试这道题", "明天再试", "try again tomorrow", "retry the download later",
                      "试试", "再见", "again and again we lose"])
    func anythingElseSaidIsMoreThanARetry(text: String) {
        #expect(!RetryRequestReader.asksToRetry(text))
    }
}

/// `FollowUpWords`: the words of a follow-up, found where a word starts.
struct FollowUpWordsTests {
    @Test(arguments: [
        ("那广州呢", ["那", "呢"]),
        ("改成半小时", ["改成"]),
        ("换成四十分钟吧", ["换成"]),
        ("然后再减一", ["然后", "再"]),
        ("how about Paris", ["how", "about"]),
        ("make it an hour instead", ["make", "it", "instead"]),
    ])
    func findsTheFollowUpWords(text: String, words: [String]) {
        let sentence = Sentence(text)
        let scalars = Array(text.lowercased().unicodeScalars)
        let found = FollowUpWords.spans(in: sentence).map { span in String(String.UnicodeScalarView(scalars[span])) }
        #expect(Set(found) == Set(words))
    }

    /// The quick test by characters never rules out a sentence whose words hold a follow-up word,
    /// and rules out sentences with none of their characters.
    @Test(arguments: ["那广州呢", "改成半小时", "换成四十分钟吧", "what about Shanghai?", "How about Paris", "make it ten",
                      "再乘以三", "then divide by two", "上海天气怎么样", "倒计时十分钟", "three plus four", "明天早上七点叫我",
                      "what time is it", "Remind me in 5 minutes", "北京天气如何"])
    func theQuickTestAgreesWithTheWords(text: String) {
        let spans = FollowUpWords.spans(in: Sentence(text))
        if !FollowUpWords.mayHold(Sentence(text)) { #expect(spans.isEmpty, "\(text)") }
    }

    @Test(arguments: ["倒计时十分钟", "明天早上七点叫我", "三加五乘二", "Remind me after 5 minutes", "set an alarm for 7:30"])
    func theQuickTestRulesOutSentencesWithoutTheirCharacters(text: String) {
        #expect(!FollowUpWords.mayHold(Sentence(text)))
    }

    @Test(arguments: ["上海天气怎么样", "倒计时十分钟", "three plus four"])
    func anOrdinaryRequestHasNone(text: String) {
        #expect(FollowUpWords.spans(in: Sentence(text)).isEmpty)
    }
}

/// `ArithmeticParser.continuation`: an operation that goes on from the last value.
struct ArithmeticContinuationTests {
    @Test(arguments: [
        ("再乘以四", "乘以四", 2.0, 8.0),
        ("然后除以五", "除以五", 10.0, 2.0),
        ("再加七呢", "加七", 3.0, 10.0),
        ("那再减去一", "减去一", 3.0, 2.0),
        ("再平方", "平方", -3.0, 9.0),  // the whole value is squared: (-3)² = 9
        ("times four", "times four", 2.5, 10.0),
        ("and then divided by 4", "divided by 4", 10.0, 2.5),
        ("plus 2", "plus 2", 0.5, 2.5),
    ])
    func appliesTheOperationToTheValue(text: String, operation: String, value: Double, result: Double) throws {
        let continuation = try #require(ArithmeticParser.continuation(in: text))
        #expect(continuation.operation == operation)
        let calculation = continuation.calculation(after: ArithmeticNumber(value))
        #expect(try ArithmeticParser.evaluate(calculation).doubleValue == result)
    }

    /// Rule a share among a count: the count and the word that shares, said alone, share the value.
    @Test(arguments: [("四个人平分", 1056.0, 264.0), ("三个人AA吧", 99, 33), ("那就5个人分", 20, 4), ("两个人平摊", 7, 3.5)])
    func aShareAmongACountDividesTheValue(text: String, value: Double, result: Double) throws {
        let continuation = try #require(ArithmeticParser.continuation(in: text), "\(text)")
        #expect(continuation.operation.first == " ")  // kept apart from the value: 1056 4个人分
        #expect(try ArithmeticParser.evaluate(continuation.calculation(after: ArithmeticNumber(value))).doubleValue == result)
    }

    /// Rule a priced operand: a plus or a minus, then a price for one and a quantity, adds what they come to.
    @Test(arguments: [
        ("再加两斤苹果，一斤六块", 14.4, 26.4), ("plus 2 coffees at 3.5 each", 18, 25), ("减掉两个苹果，一个三块", 84, 78),
        ("再加三瓶水 一瓶两块五", 10, 17.5),
        // One of a measure at its price.
        ("再加一斤虾饺四十二块呢", 100, 142), ("减掉一盒鸡蛋十二块", 50, 38),
    ])
    func aPriceAndAQuantityAfterAnOperatorAddWhatTheyComeTo(text: String, value: Double, result: Double) throws {
        let continuation = try #require(ArithmeticParser.continuation(in: text), "\(text)")
        #expect(abs(try ArithmeticParser.evaluate(continuation.calculation(after: ArithmeticNumber(value))).doubleValue - result) < 1e-9, "\(text)")
    }

    /// Rule an amount named first: a plus or a minus, then what the amount is for, then the amount.
    @Test(arguments: [
        ("再加运费一百二", 3360.0, 3480.0), ("扣掉饲料钱八千", 300_000, 292_000), ("再减去房租两千", 292_000, 290_000),
        ("再加上个月的两千", 500, 2500), ("减掉押金三百块", 1000, 700), ("再加小费二十吧", 180, 200),
    ])
    func anAmountNamedFirstGoesOn(text: String, value: Double, result: Double) throws {
        let continuation = try #require(ArithmeticParser.continuation(in: text), "\(text)")
        #expect(try ArithmeticParser.evaluate(continuation.calculation(after: ArithmeticNumber(value))).doubleValue == result, "\(text)")
    }

    /// A name of more words, or a number among them, is something else said.
    @Test(arguments: ["再加我们班的同学三十个人的饭钱五百", "加油站离这里两公里", "再加运费"])
    func anAmountNamedAtLengthIsNone(text: String) {
        #expect(ArithmeticParser.continuation(in: text) == nil, "\(text)")
    }

    @Test(arguments: ["五个人", "三个人去吃饭", "4个人平分300块"])
    func aCountWithNoShareOrAWholeShareIsNone(text: String) {
        #expect(ArithmeticParser.continuation(in: text) == nil, "\(text)")
    }

    @Test func aFractionGoesOnExactly() throws {
        let third = try ArithmeticParser.evaluate("1除以3")
        let continuation = try #require(ArithmeticParser.continuation(in: "再乘以三"))
        #expect(try ArithmeticParser.evaluate(continuation.calculation(after: third)) == 1)
    }

    /// The operation ends where a word does: a number cut off a word (一 of 一半, of 一下) is no operand.
    @Test(arguments: ["再减去一半", "然后加一半", "再乘以一下", "那就除以一半吧"])
    func anOperandCutOffAWordIsNone(text: String) {
        #expect(ArithmeticParser.continuation(in: text) == nil)
    }

    @Test(arguments: [("再乘以一百", "乘以一百"), ("然后减去一千二", "减去一千二"), ("再加一点五", "加一点五"), ("再除以十二吧", "除以十二")])
    func anOperandThatEndsAWordIsRead(text: String, operation: String) {
        #expect(ArithmeticParser.continuation(in: text)?.operation == operation)
    }

    @Test(arguments: ["三加五", "再算一下三乘四", "乘客很多", "再来一个", "十分钟", "what about Shanghai"])
    func aWholeCalculationOrNoOperationIsNone(text: String) {
        #expect(ArithmeticParser.continuation(in: text) == nil)
    }
}
