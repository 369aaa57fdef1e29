import AgentLanguage
import Testing

/// Rule `ProductsAndQuotients`: products and quotients; A除B is B ÷ A, A被B除 is A ÷ B.
struct ProductsAndQuotientsTests {
    @Test(arguments: [
        ("六乘七", 42.0), ("八十一除以九", 9), ("三除十二", 4), ("二十被五除", 4), ("2×3÷4", 1.5), ("12/4*3", 9), ("6 times 7", 42),
        ("48 divided by 6", 8), ("12 over 4", 3),
    ])
    func calculates(text: String, expected: Double) throws {
        #expect(try ArithmeticParser.evaluate(text).doubleValue == expected, "\(text)")
    }

    /// "into" and "to" after "divided", as learners say it; money named by the world's words between.
    @Test(arguments: [
        ("15200 divided to 4", 3800.0), ("96 divided into 4", 24), ("15200 forint divided to 4", 3800), ("what is 90 divided to 6", 15),
        ("600 cedi divided into 3", 200), ("9000 taka divided by 4", 2250), ("split 600 tt dollars between 3", 200), ("840 kwacha divided to 7", 120),
    ])
    func dividesAsLearnersSayIt(text: String, expected: Double) {
        #expect((try? ArithmeticParser.evaluate(text).doubleValue) == expected, "\(text)")
    }

    /// "into": how many times the first goes into the second where it goes exactly, else times.
    @Test(arguments: [
        ("36 into 14", 504.0), ("250 into 3", 750), ("18 into 7", 126), ("125 into 8", 1000), ("12 into 15", 180),
        ("3 into 12", 4), ("8 into 64", 8), ("7 into 7", 49), ("2.5 into 10", 25),
    ])
    func intoGoesIntoOrTimes(text: String, expected: Double) {
        #expect((try? ArithmeticParser.evaluate(text).doubleValue) == expected, "\(text)")
    }

    @Test(arguments: [
        ("六乘", .missingNumberAfter("乘")), ("二十被五", .unexpectedWord("被")), ("*3", .missingNumberBefore("*")),
    ] as [(String, ArithmeticError)])
    func refuses(text: String, error: ArithmeticError) {
        #expect(throws: error, "\(text)") { try ArithmeticParser.parse(text) }
    }
}
