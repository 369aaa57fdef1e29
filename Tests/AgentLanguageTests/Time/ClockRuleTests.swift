@testable import AgentLanguage
import Testing

struct ArithmeticOperandRuleTests {
    /// Rule: a 点 form beside an operator with a number on its far side, or before equals, is an
    /// operand. `start..<end` is the 点 form.
    @Test(arguments: [
        ("三点十五乘二", 0, 4, true), ("二加三点十五", 2, 6, true), ("三点十五乘以2", 0, 4, true), ("三点五等于几", 0, 3, true),
        ("三点五=", 0, 3, true), ("负三点十五", 1, 5, true), ("2 × 三点十五", 4, 8, true), ("十除以三点十五", 3, 7, true),
        ("三点十五开会", 0, 4, false), ("三点十五加班", 0, 4, false), ("我三点十五到", 1, 5, false), ("加三点十五", 1, 5, false),
    ])
    func aClockBesideArithmeticIsAnOperand(text: String, start: Int, end: Int, operand: Bool) {
        #expect(ArithmeticOperandRule.isOperand(Sentence(text), start: start, end: end) == operand)
    }
}

struct CountedPointsRuleTests {
    /// Rule: a noun counted in points right after a bare N点 makes it a count, no hour. The 点 ends at 2.
    @Test(arguments: [
        ("两点建议", true), ("三点水", true), ("四点原因是", true), ("两点意见", true),
        ("两点开会", false), ("三点叫我", false), ("两点", false),
    ])
    func aCountedNounAfterAPointCountsIt(text: String, counts: Bool) {
        #expect(CountedPointsRule.countsPoints(Sentence(text), at: 2) == counts)
    }
}

struct LoneOneOClockRuleTests {
    /// Rule: a lone 一点 is one o'clock at the start, after a word that introduces or sets a time,
    /// a pronoun, 天, a quotation mark or a day or period word; not after 早 or 晚, nor before 也,
    /// 都, 不, 没. The 一点 starts at `i`.
    @Test(arguments: [
        ("一点叫我", 0, false, true), ("在一点开会", 1, false, true), ("定一点的闹钟", 1, false, true), ("我一点要走", 1, false, true),
        ("每天一点", 2, false, true), ("“一点叫我”", 1, false, true), ("下午一点", 2, true, true),
        ("快一点", 1, false, false), ("早一点", 1, false, false), ("晚一点到", 1, true, false), ("我一点也不饿", 1, false, false),
        ("差一点忘了", 1, false, false), ("好一点了", 1, false, false),
    ])
    func aLoneOneIsOneOClockOnlyWhereATimeIsSaid(text: String, i: Int, afterPart: Bool, oneOClock: Bool) {
        #expect(LoneOneOClockRule.isOneOClock(Sentence(text), at: i, end: i + 2, afterPart: afterPart) == oneOClock)
    }
}
