/// Rule: a 点 form beside an operator of arithmetic with a number on its far side is an operand, no
/// clock (三点十五乘二, 二加三点五, 负三点五); so is one before equals (三点五等于几, 三点五=).
enum ArithmeticOperandRule {
    /// Whether the clock text `start..<end` is a number in arithmetic.
    static func isOperand(_ text: Sentence, start: Int, end: Int) -> Bool {
        var k = text.skipSpaces(from: end)
        if equals.contains(where: { text.has($0, at: k) }) { return true }
        if let op = operators.first(where: { text.has($0, at: k) }) {
            k = text.skipSpaces(from: k + op.count)
            if text[k] == "(" || NumberReader.read(text.scalars, at: k) != nil { return true }
        }
        var b = text.skipSpacesBack(before: start)
        guard let previous = text[b] else { return false }
        if previous == "负" { return true }  // 负三点五
        if let op = operators.first(where: { b - $0.count + 1 >= 0 && text.has($0, at: b - $0.count + 1) }) {
            b -= op.count - 1
        } else if previous != "-" {
            return false
        }
        b = text.skipSpacesBack(before: b)
        guard let operand = text[b] else { return false }
        return operand == ")" || text.isDigit(b) || NumberReader.isChineseNumeral(operand)
    }

    /// Longest first: 乘以 before 乘.
    private static let operators: [[Unicode.Scalar]] = WordLists.arithmeticOperators.map { Array($0.unicodeScalars) }
        .sorted { $0.count > $1.count }
    private static let equals: [[Unicode.Scalar]] = WordLists.equalsWords.map { Array($0.unicodeScalars) }
}
