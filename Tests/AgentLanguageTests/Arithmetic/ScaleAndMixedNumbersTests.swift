@testable import AgentLanguage
import Testing

/// Rule `ScaleWords`: digits before a scale word are scaled by it, lakh and crore among them.
struct ScaleWordsTests {
    @Test(arguments: [
        ("What is 2 lakh divided by 4", "200000 / 4"), ("2 million divided by 4", "2000000 / 4"), ("1.5 billion minus 500 million", "1500000000 - 500000000"),
        ("3 crore times 2", "30000000 * 2"), ("10 thousand plus 250", "10000 + 250"), ("5 lacs split between 4", "500000 / 4"),
        ("7 Million / 7", "7000000 / 7"), ("what's 2 hundred million divided by 4", "200000000 / 4"), ("3 hundred thousand minus 1", "300000 - 1"),
        ("3 dozen minus 20", "36 - 20"), ("2 dozen divided by 8", "24 / 8"),
    ])
    func scalesTheDigitsBefore(text: String, expected: String) {
        #expect(expressionRead(text) == expected, "\(text)")
    }

    @Test(arguments: [("2 millionaires plus 3", nil), ("20 plus 30 lakhsmi", "20 + 30"), ("add 4 and 5", "4 + 5")] as [(String, String?)])
    func leavesOtherWords(text: String, expected: String?) {
        #expect(expressionRead(text) == expected, "\(text)")
    }
}

/// Rule `mixedNumber`: a whole number and a fraction joined by "and" are one number.
struct MixedNumbersTests {
    @Test(arguments: [
        ("How much is 3 and half multiply 4?", "3.5 * 4"), ("three and a half times 4", "3.5 * 4"), ("two and three quarters plus 1", "2.75 + 1"),
        ("10 and a quarter minus 2", "10.25 - 2"), ("1 and one half divided by 3", "1.5 / 3"),
    ])
    func readsOneNumber(text: String, expected: String) {
        #expect(expressionRead(text) == expected, "\(text)")
    }

    /// "and" joining two operands, a fraction before "of", a fraction no smaller than one.
    @Test(arguments: [
        ("add 3 and 4", "3 + 4"), ("sum of 3 and 4", "3 + 4"), ("5 and five halves", nil), ("3 and halfway", nil),
    ] as [(String, String?)])
    func leavesOtherJoins(text: String, expected: String?) {
        #expect(expressionRead(text) == expected, "\(text)")
    }
}

/// Operator words learners carry from their languages' prepositions (divide-words, times-words).
struct LearnersOperatorPrepositionsTests {
    @Test(arguments: [
        ("How much will be 56 divide on 7?", "56 / 7"), ("3.5 multiplied for 4", "3.5 * 4"), ("12 multiplied with 3", "12 * 3"),
        ("100 divided through 4", "100 / 4"), ("9 multiply on 9", "9 * 9"), ("81 divided with 9", "81 / 9"),
        // British "lots of": so many times the amount.
        ("what's twelve lots of seven", "12 * 7"), ("3 lots of 250", "3 * 250"),
    ])
    func readsTheOperator(text: String, expected: String) {
        #expect(expressionRead(text) == expected, "\(text)")
    }
}

/// Chinese words of money after an amount are padding in a calculation, and 个 after an operator is said
/// with it (plus-words, times-words, minus-words).
struct ChineseMoneyAndMeasureWordsTests {
    @Test(arguments: [
        ("35 美元乘 7", "35 * 7"), ("二十令吉加十五令吉", "20 + 15"), ("一百台币减三十", "100 - 30"), ("五毛加三毛", "0.5 + 0.3"),
        ("五加个三", "5 + 3"), ("八乘个二", "8 * 2"), ("十减个四", "10 - 4"),
    ])
    func readsTheSum(text: String, expected: String) {
        #expect(expressionRead(text) == expected, "\(text)")
    }
}
