/// Reads a calculation out of a sentence: "三加五乘二", "(2+3)*4", "100除以4",
/// "225开根号", "300的百分之二十", "五十减括号六乘七括号", "what's eleven times three".
///
/// Recursive descent (`ArithmeticGrammar`), loosest first:
///
///     group    := [lead] sum {joiner sum} [combine] {(combine | 再) continuation}
///                                                      0.5和0.25加起来, add 3 and 4, 三加四再乘二
///     sum      := product {(+ | - | 加 | 减 | plus | minus) product}
///     product  := unary {(* | / | × | ÷ | 乘 | 除以 | 除 | times | divided by) unary | 被 unary 除}
///     unary    := (- | + | minus) unary | power          -2^2 = -(2^2) = -4, as in maths
///     power    := postfix [(^ | ** | to the power of) unary]      right-associative: 2^3^2 = 2^9
///     postfix  := primary {平方 | 立方 | squared | 的平方根 | 开根号 | 的立方根 | 开立方 | % | ! |
///                          的 signed (次方 | 倍 | %) | percent of unary}
///     signed   := (负 | - | +) signed | primary
///     primary  := number [分之 signed] | 负 primary | ( group ) | 括号 group 括号 | 括号里 group [括号]
///               | (根号 | √ | ∛ | cube root of) signed | 百分之 signed
///
/// Readings worth knowing:
/// - "A除B" is B ÷ A, as Chinese arithmetic says it (二除六 = 3); "A除以B" is A ÷ B,
///   and "A被B除" is A ÷ B. The expression is written the way it was read: 二除六 gives "6 / 2".
/// - 负 belongs to the number it precedes and binds tighter than any operator:
///   负三的平方 = (-3)^2 = 9, while "-3^2" = -9.
/// - 再/然后/"then" ends what came before: 三加四再乘二 = (3 + 4) × 2 = 14; so do
///   的和, 的差, 的积, 的商 (二十减五的差除以三 = 5). 先 only announces it.
/// - A spoken 括号 closes right after an operand when one is open, and opens anywhere
///   else: 括号八加四括号除以括号五减二括号 = 4. 左括号/前括号 open, 右括号/后括号 close;
///   括号里十五减三 holds what follows when no end is said.
/// - "5!" is a factorial only with an ASCII ! right after the number; ！ is punctuation.
/// - 和/与/跟/、/and join operands that a word such as 加起来, 相乘, 之差, "add"
///   or "the product of" combines; joined operands without such a word fail.
/// - Padding (等于多少, 是几, 的结果, 算一下, 请问, "what is", "how much is", …),
///   spaces and punctuation are dropped. Words that merely hold an operator's
///   character (加班, 乘客, 平方米) are words, not operators.
///
/// `parse` reads the whole sentence: any other word fails with `unknownWord`.
/// `read` finds the calculation a sentence holds and tells the matcher whether
/// there is one (see `ArithmeticReading`).
public enum ArithmeticParser {
    /// Longer input fails with `tooLong`, so neither a 1 MiB line nor deep nesting
    /// can exhaust the stack.
    public static let maximumTokens = 256
    static let maximumDepth = 64

    /// The whole of `text` as a calculation; a word that is not part of one fails.
    public static func parse(_ text: String) throws(ArithmeticError) -> ArithmeticExpression {
        var tokenizer = ArithmeticTokenizer(text)
        let tokens = try tokenizer.run()
        guard !tokens.isEmpty else { throw .nothingToCalculate }
        var grammar = ArithmeticGrammar(tokens: tokens, original: tokenizer.original)
        let expression = try grammar.group()
        if grammar.index < tokens.count { throw grammar.misplaced(at: grammar.index) }
        return expression
    }

    /// `parse(text).evaluate()`.
    public static func evaluate(_ text: String) throws(ArithmeticError) -> ArithmeticNumber {
        try parse(text).evaluate()
    }
}
