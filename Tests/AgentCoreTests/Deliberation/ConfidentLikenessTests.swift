@testable import AgentCore
import AgentProtocol
import Testing

/// A sentence as like a skill's samples as they are themselves (`LikeItsSamples.confident`)
/// asks what they ask, though in no words the rules know: it stands against a missing mood cue,
/// a missing act on the schedule, and for a built-in without a keyword; the rules still decide
/// where they read the words (a declined request, a quotation, the skill's own keyword).
struct ConfidentLikenessTests {
    private static func like(_ score: Double) -> Likeness { Likeness(skill: 0, score: score, because: []) }

    /// Rule 3: a statement as its samples are worded is asked as they ask; one that declines a
    /// request, or one only a little like them, is still a statement.
    @Test(arguments: [
        RuleCase(words: "costa/ /mesa/ /weather", skill: "builtin.weather", says: "asked as its samples ask", likeness: like(1.4)),
        RuleCase(words: "i/ /gotta/ /have/ /a/ /weather/ /report", skill: "builtin.weather", says: "asked as its samples ask",
                 likeness: like(0.9)),
        RuleCase(words: "深圳/那边/天气/我/想/知道/一下", skill: "builtin.weather", says: "asked as its samples ask", likeness: like(1.1)),
        RuleCase(words: "她/说/明天/天气/会/好", skill: "builtin.weather", mood: .statement(declined: "说"), turnedDown: "statement",
                 likeness: like(1.3)),
        RuleCase(words: "the/ /weather/ /here/ /is/ /awful", skill: "builtin.weather", turnedDown: "statement", likeness: like(0.6)),
        RuleCase(words: "我/讨厌/这种/天气", skill: "builtin.weather", turnedDown: "statement"),
    ])
    func aStatementLikeItsSamplesIsAskedAsTheyAsk(_ row: RuleCase) { row.check(StatementsAskForNothing.self) }

    /// Rule 2: with none of its keywords and no act the reader knows, a sentence confidently like
    /// the samples of a schedule skill acts as they do; its own keyword read as no act decides.
    @Test(arguments: [
        RuleCase(words: "what/ /do/ /i/ /want/ /to/ /remember", skill: "builtin.list", says: "acts as its samples do",
                 likeness: like(1.5)),
        RuleCase(words: "我/之前/让/你/记/的/事/是/啥", skill: "builtin.list", says: "acts as its samples do", likeness: like(0.9)),
        RuleCase(words: "帮/我/取消/订单", skill: "builtin.list", turnedDown: "names no act on the schedule", likeness: like(1.1)),
    ])
    func noActButLikeItsSamples(_ row: RuleCase) { row.check(ActsOnTheSchedule.self) }

    /// Rule 1: a built-in stands on its samples alone on a likeness of `LikeItsSamples.namesBuiltin`
    /// in a sentence that says more than values, or on a confident one (明天呢 is like a weather
    /// question but names none); hits that all fail decide, whatever the likeness.
    @Test(arguments: [
        RuleCase(words: "what/ /is/ /the/ /temp/ /right/ /now", skill: "builtin.weather", likeness: like(0.95)),
        RuleCase(words: "明天/会/不会/冷", skill: "builtin.weather", likeness: like(0.85)),
        RuleCase(words: "what's/ /today's/ /high/ /and/ /low", skill: "builtin.weather", likeness: like(0.65)),
        RuleCase(words: "后天/出门/要/穿/外套/吗", skill: "builtin.weather", values: [Value(.date, "后天")], filler: ["吗"],
                 likeness: like(0.62)),
        // An expression is no mere value: its operators name the sum.
        RuleCase(words: "is/ /126/ /divisible/ /by/ /8", skill: "builtin.timer", values: [Value(.expression, "126 divisible by 8")],
                 filler: ["is"], likeness: like(0.62)),
        // Values and filler alone: a likeness short of confident names nothing; a confident one does.
        RuleCase(words: "明天/呢", skill: "builtin.weather", values: [Value(.date, "明天")], filler: ["呢"], turnedDown: "no keyword",
                 likeness: like(0.77)),
        RuleCase(words: "at/ /7/ /tomorrow", skill: "builtin.weather", values: [Value(.clockTime, "7 tomorrow")], filler: ["at"],
                 turnedDown: "no keyword", likeness: like(0.7)),
        RuleCase(words: "现在/是/两点/了/吗", skill: "builtin.weather", values: [Value(.clockTime, "两点")], filler: ["现在", "是", "了", "吗"],
                 likeness: like(1.2)),
        // Too little like them.
        RuleCase(words: "再/试/一次", skill: "builtin.timer", turnedDown: "no keyword", likeness: like(0.5)),
        RuleCase(words: "the/ /forecast/ /thing", skill: "builtin.weather", turnedDown: "no keyword", likeness: like(0.55)),
        RuleCase(words: "用/“/倒计时/”/造/个/句", skill: "builtin.timer", shields: ["倒计时"],
                 turnedDown: "倒计时 inside quotation marks", likeness: like(1.2)),
    ])
    func aBuiltinStandsWithoutAKeywordOnItsSamples(_ row: RuleCase) { row.check(HitsOnWordBoundaries.self) }

    /// Rule 5: a statement confidently like the samples is a request: with its value missing, it asks.
    @Test(arguments: [
        RuleCase(words: "i/ /gotta/ /have/ /a/ /timer", skill: "builtin.timer", says: "no duration: will ask", likeness: like(1.3)),
        RuleCase(words: "is/ /a/ /timer/ /on", skill: "builtin.timer", mood: .question(cue: "is"), turnedDown: "no duration",
                 likeness: like(0.6)),
    ])
    func aConfidentLikenessAsks(_ row: RuleCase) { row.check(ParameterEvidence.self) }

    /// Rule 0: a built-in's likeness ranks it among the built-ins; with a registered skill in
    /// play it adds nothing. A registered skill's always adds its points.
    @Test(arguments: [("builtin.weather", false, 12), ("builtin.weather", true, 0), ("weather", false, 12), ("weather", true, 12)])
    func aBuiltinsLikenessRanksItAmongBuiltins(skill: String, registeredInPlay: Bool, points: Int) {
        var row = RuleCase(words: "明天/天气/咋样", skill: skill, likeness: Self.like(1.2))
        row.registeredSkillInPlay = registeredInPlay
        let (verdict, candidate) = row.weigh(by: LikeItsSamples.self)
        #expect(verdict == nil)
        #expect(candidate.candidate.reasons.first { $0.reason.hasPrefix("like its samples 1.2") }?.points == points)
    }
}
