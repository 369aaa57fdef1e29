import AgentLanguage
import Testing

/// Rule `JoinedOperands`: operands joined by 和, 与, "and" are combined by the word that says how; 再 and a
/// combining word end what came before.
struct JoinedOperandsTests {
    @Test(arguments: [
        ("9和11加起来", 20.0), ("四与五相乘", 20), ("二十与八之差", 12), ("十二与三之商", 4), ("2、3和4加在一起", 9), ("add 5 and 6", 11),
        ("the sum of 7 and 8", 15), ("the product of 3 and 9", 27), ("multiply 4 by 6", 24), ("divide 12 by 4", 3),
        ("两加三再乘四", 20), ("八减二然后除以三", 2), ("二加三加起来乘四", 20),
    ])
    func calculates(text: String, expected: Double) throws {
        #expect(try ArithmeticParser.evaluate(text).doubleValue == expected, "\(text)")
    }

    @Test(arguments: [
        ("5和6", .missingOperation("和")), ("add 5", .missingOperands("add")), ("加起来", .missingNumberBefore("加起来")),
    ] as [(String, ArithmeticError)])
    func refuses(text: String, error: ArithmeticError) {
        #expect(throws: error, "\(text)") { try ArithmeticParser.parse(text) }
    }
}
