import AgentLanguage
import AgentProtocol
import Testing

private func value(_ text: String) throws -> Double {
    try ArithmeticParser.evaluate(text).doubleValue
}

struct ArithmeticParserTests {
    /// Every calc.evaluate line of the dev set.
    @Test(arguments: [
        ("三加五乘二", 13.0), ("(2+3)*4", 20), ("100除以4", 25), ("三的四次方等于几", 81),
        ("二十四乘以三十六等于多少", 864), ("负三乘负四", 12), ("0.5和0.25加起来是多少", 0.75),
        ("一百二十三减去四十五等于多少", 78), ("how much is 6 times 9", 54), ("what's twelve divided by four", 3),
        ("(8-3)×(2+1)", 15), ("算一算 45 加 55", 100), ("1000-1", 999), ("7的平方是多少", 49), ("三点一四乘二", 6.28),
        ("五十减掉八十", -30), ("９×９＝？", 81), ("六除以四的结果", 1.5),
    ] as [(String, Double)])
    func calculatesTheDevSet(text: String, expected: Double) throws {
        #expect(try value(text) == expected)
    }

    @Test(arguments: [
        ("三加五乘二", "3 + 5 * 2", "3 + 5 × 2"),
        ("(2+3)*4", "(2 + 3) * 4", "(2 + 3) × 4"),
        ("100除以4", "100 / 4", "100 ÷ 4"),
        ("二除六", "6 / 2", "6 ÷ 2"),
        ("三的四次方等于几", "3^4", "3⁴"),
        ("负三乘负四", "-3 * (-4)", "−3 × (−4)"),
        ("0.5和0.25加起来是多少", "0.5 + 0.25", "0.5 + 0.25"),
        ("三点一四乘二", "3.14 * 2", "3.14 × 2"),
        ("９×９＝？", "9 * 9", "9 × 9"),
        ("-2^2", "-2^2", "−2²"),
        ("(-2)^2", "(-2)^2", "(−2)²"),
        ("负二的平方", "(-2)^2", "(−2)²"),
        ("2^3^2", "2^3^2", "2 的 (3²) 次方"),
        ("(2^3)^2", "(2^3)^2", "(2³)²"),
        ("2^-1", "2^(-1)", "2⁻¹"),
        ("3-(-2)", "3 - (-2)", "3 − (−2)"),
        ("1-(2-3)", "1 - (2 - 3)", "1 − (2 − 3)"),
        ("1-2-3", "1 - 2 - 3", "1 − 2 − 3"),
        ("((1+2))", "1 + 2", "1 + 2"),
        ("根号2", "sqrt(2)", "√2"),
        ("根号(9+16)", "sqrt(9 + 16)", "√(9 + 16)"),
        ("根号2的平方", "sqrt(2)^2", "(√2)²"),
        ("百分之五十", "50%", "50%"),
        ("三分之二", "2 / 3", "2 ÷ 3"),
        ("1和2加起来乘3", "(1 + 2) * 3", "(1 + 2) × 3"),
        ("三加四再乘二", "(3 + 4) * 2", "(3 + 4) × 2"),
        ("5!", "5!", "5!"),
        ("what's twelve divided by four", "12 / 4", "12 ÷ 4"),
    ])
    func writesTheExpressionBack(text: String, ascii: String, display: String) throws {
        let expression = try ArithmeticParser.parse(text)
        #expect(expression.description == ascii)
        #expect(expression.displayText(in: .chinese) == display)
    }

    @Test(arguments: [
        ("三加五乘二减一", 12.0), ("十减二除以二", 9), ("2+3*4", 14), ("2*3+4", 10), ("10-4-3", 3), ("100/10/5", 2),
        ("2^3^2", 512), ("2*3^2", 18), ("2^2*3", 12), ("8/2*4", 16),
    ] as [(String, Double)])
    func respectsPrecedenceAndAssociativity(text: String, expected: Double) throws {
        #expect(try value(text) == expected)
    }

    @Test(arguments: [
        ("（1+2）×3", 9.0), ("(2+3)*(4-1)", 15), ("((1+2))", 3), ("[1+2]*3", 9), ("2*(3+(4-1))", 12), ("(((7)))", 7),
    ] as [(String, Double)])
    func readsParentheses(text: String, expected: Double) throws {
        #expect(try value(text) == expected)
    }

    @Test(arguments: [
        ("负二的平方", 4.0), ("负3加5", 2), ("负负三", 3), ("2的负一次方", 0.5), ("-2^2", -4), ("(-2)^2", 4),
        ("-3*-4", 12), ("2^-1", 0.5), ("--3", 3), ("3-(-2)", 5), ("-(2+3)", -5), ("+3", 3), ("minus three plus five", 2),
        ("negative two squared", 4),
    ] as [(String, Double)])
    func readsSigns(text: String, expected: Double) throws {
        #expect(try value(text) == expected)
    }

    @Test(arguments: [
        ("零点五加零点二五", 0.75), ("三点一四乘二", 6.28), ("3点5乘2", 7), ("1.5万加1", 15_001), ("0.1+0.2", 0.3), ("1.1*1.1", 1.21),
        ("1-0.9", 0.1), ("0.1*3", 0.3), (".5+.25", 0.75), ("１．５＋１", 2.5), ("1,000+1", 1001), ("1,000,000/4", 250_000),
        ("1/3", 0.333333333333333), ("2/3", 0.666666666666667),
    ] as [(String, Double)])
    func calculatesDecimals(text: String, expected: Double) throws {
        #expect(try value(text) == expected)
    }

    @Test(arguments: [
        ("二的十次方", 1024.0), ("3的4次方", 81), ("3的4次幂", 81), ("7平方", 49), ("5的平方", 25), ("3的立方", 27), ("2^10", 1024),
        ("2**10", 1024), ("2 to the power of 8", 256), ("nine squared", 81), ("two cubed", 8), ("3²", 9), ("4^0.5", 2),
        ("2^0", 1), ("0^0", 1), ("2的-2次方", 0.25), ("(-2)^3", -8), ("16的平方根", 4), ("√(9+16)", 5), ("0.25的平方根", 0.5),
        ("根号2", 1.4142135623731), ("2^0.5", 1.4142135623731), ("1^1000000000000", 1), ("(-1)^1000000000001", -1),
        // Learners' prepositions for "to the power of".
        ("six in power of three", 216), ("2 in the power of 5", 32), ("3 at the power of 4", 81), ("10 to power of 3", 1000),
    ] as [(String, Double)])
    func calculatesPowersAndRoots(text: String, expected: Double) throws {
        #expect(try value(text) == expected)
    }

    @Test(arguments: [
        ("三加五", 8.0), ("三加上五", 8), ("八减三", 5), ("八减去三", 5), ("八减掉三", 5), ("三乘五", 15), ("三乘以五", 15),
        ("十除以四", 2.5), ("二除六", 3), ("四除二", 0.5), ("三的五倍", 15), ("1、2和3加起来", 6), ("3和4相乘", 12),
        ("10和4的差", 6), ("12与4的商", 3), ("一和二加起来再乘三", 9), ("三分之二加三分之一", 1), ("百分之五十乘四", 2),
        ("200的百分之十", 20), ("200的10%", 20), ("50%", 0.5), ("三加四再乘二", 14), ("十减二再除以二", 4),
        ("三加四然后乘二", 14), ("一万二千三百四十五减五", 12_340), ("两百加三", 203),
    ] as [(String, Double)])
    func readsChineseOperators(text: String, expected: Double) throws {
        #expect(try value(text) == expected)
    }

    @Test(arguments: [
        ("what is 12 times 7", 84.0), ("what's twelve divided by four", 3), ("What Is 3 Plus 4?", 7), ("twenty-five plus five", 30),
        ("six minus ten", -4), ("what is 2 to the power of 10", 1024), ("calculate 3 multiplied by 4", 12), ("9 over 3", 3),
        ("3 x 4", 12), ("add 3 and 4", 7), ("what is the sum of 3 and 4", 7), ("multiply 3 by 4", 12), ("divide 12 by 4", 3),
        ("one hundred and five plus two", 107), ("one thousand and five minus five", 1000),
        ("one million divided by one thousand", 1000), ("two thousand three hundred minus one", 2299),
        ("what is the square root of 81", 9), ("how much is 2 times (3 plus 4)", 14), ("3 plus 4 then times 2", 14),
    ] as [(String, Double)])
    func readsEnglish(text: String, expected: Double) throws {
        #expect(try value(text) == expected)
    }

    /// Rule a verb between operands: a combining verb said between two numbers is their operator,
    /// as learners say it; said before them it still combines what it joins.
    @Test(arguments: [
        ("17 multiply 23", 391.0), ("96 divide 4", 24), ("what is 17 add 23", 40), ("17 subtract 5", 12),
        ("3 multiply 4 add 5", 17), ("multiply 3 by 4", 12), ("add 3 and 4", 7), ("subtract 4 from 10", 6),
        ("1000 take away 365", 635), ("a thousand take away three hundred sixty-five", 635), ("take away 3 from 10", 7),
    ] as [(String, Double)])
    func readsAVerbBetweenOperands(text: String, expected: Double) throws {
        #expect(try value(text) == expected, "\(text)")
    }

    /// A dividing verb between an amount and a count of ways divides by the count; without the ways its
    /// subject may be those who share.
    @Test(arguments: [
        ("What's ninety quid split four ways, like?", "90 / 4"), ("120 split 3 ways", "120 / 3"), ("what's 75 dollars split five ways", "75 / 5"),
        ("5 people split 200", nil),
        // A comma before words that only tag the question ends the calculation.
        ("90 quid split 4 ways, like?", "90 / 4"), ("what's 12 times 8, mate", "12 * 8"), ("3 plus 4, and 5", nil),
    ] as [(String, String?)])
    func readsADividingVerbBeforeACountOfWays(text: String, expected: String?) {
        #expect(expressionRead(text) == expected, "\(text)")
    }

    /// A percent's 的 before a word, not an amount, ends the calculation: the words after it name it.
    @Test(arguments: [
        ("1056加上15%的服务费是多少", "1056 * (1 + 15%)"), ("200减20%的折扣", "200 * (1 - 20%)"),
        ("300的15%是多少", "300 * 15%"), ("15%的300", nil),
    ] as [(String, String?)])
    func aPercentsDeBeforeAWordEndsTheCalculation(text: String, expression: String?) {
        guard case let .expression(read, _) = ArithmeticParser.read(text) else { return #expect(expression == nil, "\(text)") }
        #expect(read.description == expression, "\(text)")
    }

    /// Money named by the world's currencies (currency-words), and 块 after an amount, is dropped around it.
    @Test(arguments: [
        ("how much is 3500 won times 4", 14_000.0), ("20000 dong times 3", 60_000), ("what's 450 rupee plus 50 rupee", 500),
        ("1200 peso divided by 4", 300), ("80 lira minus 15", 65), ("80块加上百分之十", 88), ("80块加20块", 100),
        ("一百八十八块，五个人分", 37.6),
    ] as [(String, Double)])
    func dropsTheNamesOfMoney(text: String, expected: Double) throws {
        #expect(try value(text) == expected, "\(text)")
    }

    /// Roots said after the number (开根号, 开平方, 的立方根, 开立方) or before it (根号, √, ∛, "cube root of").
    @Test(arguments: [
        ("三百二十四开根号", 18.0), ("八十一开平方", 9), ("一百二十一开方", 11), ("四十九开根", 7), ("零点零九开根号", 0.3),
        // The verb split by a measure, as spoken.
        ("256开个根号", 16), ("八十一开一下根号", 9), ("一百四十四开个方", 12), ("二百五十六开个根号是多少", 16),
        ("根号下一百四十四", 12), ("根号九加根号十六", 7), ("根号七", 2.64575131106459), ("一千的立方根", 10),
        ("三百四十三开立方", 7), ("负一百二十五的立方根", -5), ("八分之一的立方根", 0.5), ("二的立方根", 1.25992104989487),
        ("五加三的和开根号", 2.82842712474619), ("√49", 7), ("∛125", 5), ("∛(-8)", -2), ("∛0.001", 0.1),
        ("the square root of one hundred sixty-nine", 13), ("cube root of 1000", 10),
        ("what's the cube root of negative twenty-seven", -3), ("square root of 2 times square root of 8", 4),
    ] as [(String, Double)])
    func readsRoots(text: String, expected: Double) throws {
        #expect(try value(text) == expected)
    }

    @Test(arguments: [
        ("负九开根号", ArithmeticError.notReal), ("开根号", .missingNumberBefore("开根号")), ("的立方根", .missingNumberBefore("的立方根")),
        ("the cube root of", .missingNumberAfter("cube root of")),
    ] as [(String, ArithmeticError)])
    func refusesRootsOfNothing(text: String, error: ArithmeticError) {
        #expect(throws: error) { try ArithmeticParser.evaluate(text) }
    }

    @Test(arguments: [
        ("二十七的立方根", "cbrt(27)", "∛27"), ("∛(1+7)", "cbrt(1 + 7)", "∛(1 + 7)"), ("64开立方乘二", "cbrt(64) * 2", "∛64 × 2"),
    ])
    func writesCubeRootsBack(text: String, ascii: String, display: String) throws {
        let expression = try ArithmeticParser.parse(text)
        #expect(expression.description == ascii)
        #expect(expression.displayText(in: .chinese) == display)
    }

    /// A share of a quantity: 的百分之N, 的N%, N%乘, "N percent of", "N% of", "N% on".
    @Test(arguments: [
        ("八百的百分之十五", 120.0), ("360的25%是多少", 90), ("1200乘以3%", 36), ("40%乘以250", 100),
        ("两万的百分之零点二", 40), ("五十的百分之两百", 100), ("百分之四十乘以三十", 12),
        ("forty percent of two hundred fifty", 100), ("8 percent of 50", 4), ("35% of 60", 21),
        ("ten per cent of ninety", 9), ("twenty percent of 50 plus 5", 15),
        // What a tip or a tax is reckoned on.
        ("12% on 250", 30), ("20 percent on 45", 9),
    ] as [(String, Double)])
    func readsPercentages(text: String, expected: Double) throws {
        #expect(try value(text) == expected)
    }

    @Test(arguments: [
        ("五百的百分之", ArithmeticError.missingNumberAfter("百分之")), ("ten of twenty", .unexpectedWord("of")),
        ("30 percent of", .missingNumberAfter("of")),
    ] as [(String, ArithmeticError)])
    func refusesPercentagesOfNothing(text: String, error: ArithmeticError) {
        #expect(throws: error) { try ArithmeticParser.evaluate(text) }
    }

    /// Spoken parentheses: 括号 closes right after an operand when one is open and opens
    /// anywhere else; 左/前括号 open, 右/后括号 close; 括号里 holds what follows.
    @Test(arguments: [
        ("五十减括号六乘七括号", 8.0), ("括号八加四括号除以括号五减二括号", 4), ("四乘括号二加括号三减一括号括号", 16),
        ("左括号十减三右括号乘四", 28), ("前括号六加九后括号除以五", 3), ("括号里十五减三，再除以四", 3), ("二乘括号里五加六", 22),
        ("括号七减二括号的平方", 25), ("括号里面一加一括号乘五", 10),
        ("open bracket two plus three close bracket times four", 20), ("ten divided by open paren one plus four close paren", 2),
    ] as [(String, Double)])
    func readsSpokenParentheses(text: String, expected: Double) throws {
        #expect(try value(text) == expected)
    }

    @Test(arguments: [
        ("括号三加四", ArithmeticError.missingClosingParenthesis), ("三加四右括号", .unexpectedClosingParenthesis),
        ("括号括号", .missingNumberAfter("括号")), ("open bracket one plus two", .missingClosingParenthesis),
    ] as [(String, ArithmeticError)])
    func refusesUnbalancedSpokenParentheses(text: String, error: ArithmeticError) {
        #expect(throws: error) { try ArithmeticParser.evaluate(text) }
    }

    /// 的和/的差/的积/的商 end what came before; A被B除 is A ÷ B; 先…再 works on the result so far.
    @Test(arguments: [
        ("四加六的和乘以五", 50.0), ("二十减五的差除以三", 5), ("八与九的积", 72), ("六十三与七的商", 9), ("二加五的和的平方", 49),
        ("二十四被六除", 4), ("一百被四除是多少", 25), ("三被四除", 0.75), ("先算六减二再乘五", 20), ("先算十加二，然后除以三", 4),
        ("the sum of 2 and 3 then times 4", 20), ("first 12 divided by 3 then plus 1", 5),
    ] as [(String, Double)])
    func readsGroupingWords(text: String, expected: Double) throws {
        #expect(try value(text) == expected)
    }

    @Test(arguments: [
        ("二十四被六除", "24 / 6"), ("先算六减二再乘五", "(6 - 2) * 5"), ("四加六的和乘以五", "(4 + 6) * 5"),
    ])
    func writesGroupingBack(text: String, ascii: String) throws {
        #expect(try ArithmeticParser.parse(text).description == ascii)
    }

    @Test(arguments: [
        ("十二被三", ArithmeticError.unexpectedWord("被")), ("被三除", .missingNumberBefore("被")),
        ("十二被", .missingNumberAfter("被")),
    ] as [(String, ArithmeticError)])
    func refusesPassiveDivisionWithoutItsParts(text: String, error: ArithmeticError) {
        #expect(throws: error) { try ArithmeticParser.evaluate(text) }
    }

    /// English numerals in full: compounds, scales, "point", signs, powers.
    @Test(arguments: [
        ("fourteen times three", 42.0), ("seven hundred seventy-seven plus three", 780),
        ("two thousand minus four hundred fifty-six", 1544), ("four point two five times four", 17),
        ("negative seven times three", -21), ("minus nine plus four", -5), ("six cubed", 216),
        ("three to the power of four", 81), ("thirteen squared", 169), ("a hundred and one minus one", 100),
        ("one million two hundred thousand divided by four", 300_000), ("point two five plus point seven five", 1),
        ("zero point one plus zero point two", 0.3), ("twelve hundred divided by six", 200), ("a thousand minus one", 999),
    ] as [(String, Double)])
    func readsEnglishNumerals(text: String, expected: Double) throws {
        #expect(try value(text) == expected)
    }

    /// Words that hold an operator's character are words: 加班, 乘客, 平方米 are no sums or squares.
    @Test(arguments: [
        ("三加班", "加班"), ("五个乘客", "个"), ("除夕加一", "除夕"), ("八十平方米", "平方米"), ("二减肥", "减肥"),
    ])
    func readsLookalikesAsWords(text: String, word: String) {
        #expect(throws: ArithmeticError.unknownWord(word)) { try ArithmeticParser.evaluate(text) }
    }

    /// A date in digits subtracts nothing; a hyphen joining a word to a number ("15-minute") neither.
    @Test(arguments: [
        ("2026-04-01", "2026-04-01"), ("2025/12/25", "2025/12/25"), ("2026-4-1减一", "2026-4-1"), ("20-minute", "minute"),
    ])
    func readsDatesAndHyphensAsNoSubtraction(text: String, word: String) {
        #expect(throws: ArithmeticError.unknownWord(word)) { try ArithmeticParser.evaluate(text) }
    }

    @Test(arguments: [("2026-13-01", 2012.0), ("100-4-1", 95), ("2026-4-100", 1922), ("20 - five", 15)] as [(String, Double)])
    func stillSubtractsWhatIsNoDate(text: String, expected: Double) throws {
        #expect(try value(text) == expected)
    }

    /// An ASCII "!" right after a number or ")" is a factorial; "！" and a "!" after a space end the sentence.
    @Test(arguments: [
        ("5!", 120.0), ("0!", 1), ("3+4!", 27), ("(2+1)!", 6), ("2*3!", 12), ("3+4！", 7), ("3 + 4 !", 7), ("20!", 2_432_902_008_176_640_000),
    ] as [(String, Double)])
    func readsFactorials(text: String, expected: Double) throws {
        #expect(try value(text) == expected)
    }

    @Test(arguments: [
        "请问三加五等于多少？", "帮我算一下3加5", "3+5=?", "3+5=", "3加5是几", "3加5得多少", "计算 3 + 5", "算算三加五吧",
        "3 + 5 等于几呀", "三加五的结果是", "what is 3 plus 5", "how much is 3 plus 5?", "Calculate 3 + 5, please.",
    ])
    func ignoresPadding(text: String) throws {
        #expect(try value(text) == 8)
    }

    @Test(arguments: [
        ("2^53", "9007199254740992"), ("2^53+1", "9007199254740993"), ("9007199254740993", "9007199254740993"),
        ("9007199254740993-1+1", "9007199254740993"), ("2^62", "4611686018427387904"),
        ("9223372036854775807", "9223372036854775807"), ("123456789*987654321", "121932631112635269"),
        ("10^18", "1000000000000000000"), ("20!", "2432902008176640000"), ("1-2^62-2^62", "-9223372036854775807"),
    ])
    func keepsBigIntegersExact(text: String, written: String) throws {
        let number = try ArithmeticParser.evaluate(text)
        #expect(number.isExact)
        #expect(number.description == written)
    }

    @Test(arguments: [
        ("2^63", "9.22337203685478e+18"), ("3^40", "1.21576654590569e+19"), ("99999999999999999999", "1e+20"),
    ])
    func goesApproximateBeyondInt64(text: String, written: String) throws {
        let number = try ArithmeticParser.evaluate(text)
        #expect(!number.isExact)
        #expect(number.description == written)
    }

    @Test(arguments: [
        ("0.1+0.2", "0.3"), ("1.1*1.1", "1.21"), ("1/3", "0.333333333333333"), ("2^0.5", "1.4142135623731"),
        ("根号2的平方", "2"), ("根号2乘根号2", "2"), ("0.1^30", "1e-30"), ("6/4", "1.5"), ("0.000001*0.000001", "1e-12"),
    ])
    func showsNoFloatNoise(text: String, written: String) throws {
        #expect(try ArithmeticParser.evaluate(text).description == written)
    }

    @Test(arguments: [
        ("1/0", ArithmeticError.divisionByZero),
        ("三除以零", .divisionByZero),
        ("5除以(2-2)", .divisionByZero),
        ("0的负一次方", .divisionByZero),
        ("零除五", .divisionByZero),
        ("2+", .missingNumberAfter("+")),
        ("三加", .missingNumberAfter("加")),
        ("9×", .missingNumberAfter("×")),
        ("+", .missingNumberAfter("+")),
        ("负", .missingNumberAfter("负")),
        ("()", .missingNumberAfter("(")),
        ("(2+3", .missingClosingParenthesis),
        ("（2+3", .missingClosingParenthesis),
        ("2+3)", .unexpectedClosingParenthesis),
        ("", .nothingToCalculate),
        ("   ", .nothingToCalculate),
        ("等于多少？", .nothingToCalculate),
        ("加油", .unknownWord("加油")),
        ("三加油", .unknownWord("加油")),
        ("一百平方米", .unknownWord("平方米")),
        ("3个苹果加5个苹果", .unknownWord("个苹果")),
        ("what is 3 plus banana", .unknownWord("banana")),
        ("三点加五", .unknownWord("点")),
        ("*3", .missingNumberBefore("*")),
        ("加起来", .missingNumberBefore("加起来")),
        ("3 4", .missingOperator("3", "4")),
        ("3,4,5", .missingOperator("3", "4")),
        ("三五", .missingOperator("三", "五")),
        ("(1+2)(3+4)", .missingOperator(")", "(")),
        ("2的3", .missingPowerWord("的3")),
        ("3次方", .unexpectedWord("次方")),
        ("3和4", .missingOperation("和")),
        ("add 3", .missingOperands("add")),
        ("2^0.3", .fractionalPower("0.3")),
        ("2.5!", .invalidFactorial("2.5")),
        ("(-1)!", .invalidFactorial("-1")),
        ("171!", .tooLarge),
        ("根号负四", .notReal),
        ("(-4)^0.5", .notReal),
        ("10^400", .tooLarge),
        ("0.5^-2000", .tooLarge),
    ] as [(String, ArithmeticError)])
    func refuses(text: String, error: ArithmeticError) {
        #expect(throws: error) { try ArithmeticParser.evaluate(text) }
    }

    /// Bounded, so no line can exhaust the stack.
    @Test(arguments: [
        String(repeating: "1+", count: 200) + "1",
        String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100),
        String(repeating: "-", count: 100) + "1",
        String(repeating: "负", count: 100) + "1",
    ])
    func refusesTooLongAnExpression(text: String) {
        #expect(throws: ArithmeticError.tooLong) { try ArithmeticParser.evaluate(text) }
    }

    @Test(arguments: [
        (ArithmeticError.divisionByZero, "division by zero"),
        (.nothingToCalculate, "nothing to calculate"),
        (.missingNumberAfter("+"), "missing a number after '+'"),
        (.missingNumberBefore("*"), "missing a number before '*'"),
        (.missingOperator("3", "4"), "missing an operator between '3' and '4'"),
        (.missingClosingParenthesis, "unbalanced parenthesis: missing ')'"),
        (.unexpectedClosingParenthesis, "unbalanced parenthesis: ')' without '('"),
        (.unknownWord("油"), "unknown word '油'"),
        (.missingPowerWord("的3"), "missing '次方' after '的3'"),
        (.unexpectedWord("次方"), "unexpected '次方'"),
        (.missingOperation("和"), "nothing says what to do with the numbers joined by '和'"),
        (.missingOperands("add"), "'add' needs numbers joined by 'and'"),
        (.fractionalPower("0.3"), "powers must be whole numbers or halves, not '0.3'"),
        (.invalidFactorial("2.5"), "a factorial needs a non-negative whole number, not '2.5'"),
        (.notReal, "the result is not a real number"),
        (.tooLarge, "the result is too large"),
        (.tooLong, "the expression is too long"),
    ] as [(ArithmeticError, String)])
    func saysWhatIsWrong(error: ArithmeticError, message: String) {
        #expect(error.description == message)
    }

    @Test(arguments: [("∛27", true, "3"), ("∛(-27/8)", true, "-1.5"), ("∛2", false, "1.25992104989487"),
                      ("∛9223372036854775807", false, "2097152"), ("∛(2^60)", true, "1048576")])
    func cubeRootsAreExactForPerfectCubes(text: String, exact: Bool, written: String) throws {
        let number = try ArithmeticParser.evaluate(text)
        #expect(number.isExact == exact)
        #expect(number.description == written)
    }

    @Test func numbersKnowWhetherTheyAreExact() {
        #expect(ArithmeticNumber(13).exactInteger == 13)
        #expect(ArithmeticNumber(1.5).exactInteger == nil)
        #expect(ArithmeticNumber(1.5).doubleValue == 1.5)
        #expect(!ArithmeticNumber(1.5).isExact)
        #expect(ArithmeticNumber(Int64.min).description == "-9.22337203685478e+18")
    }
}
