import AgentCore

/// Stretches of a sentence whose words nobody asks for, by thirteen rules:
///
/// - **Quoted** (`QuotationShield`): a title or a quotation, 来首《晴天》吧,
///   'We watched "Singin' in the Rain"'.
/// - **Topic of another task** (`TopicShield`): after 关于 or "about", or after a verb of a task
///   no built-in does that opens a request (帮我写一条台风天停课的通知, "can you write me a poem
///   about snow"), to the end of its clause; not for a sentence that looks up or cancels the
///   schedule (列一下所有的计时器: the list is of the schedule's items).
/// - **An activity not asked about** (`ActivityShield`): 跑步 in 跑步有什么好处, not in 适合跑步吗.
/// - **The time of an event** (`EventTimeShield`): 几点开门, "what time does the store open".
/// - **A bare hour question with no now** (`BareHourQuestionShield`): 几点 in 看太阳就知道几点.
/// - **A device's setting** (`DeviceSettingShield`): 温度 in 把空调温度调到26度, "set the temperature to 72".
/// - **A fact recalled** (`RecallShield`): "remind me" in "remind me how to spell it", 提醒我 in 提醒我怎么做蛋糕.
/// - **An ordinal, not a unit** (`OrdinalUnitShield`): "second" in "my second account".
/// - **A compound of time** (`TimeCompoundShield`): "the time frame", "a time limit".
/// - **A quantity of the world** (`WorldQuantityShield`): "calculate" in "calculate how much i earn", 算算 in 帮我算算这个月的电费.
/// - **A designation, not a day** (`DesignationShield`): 号 in 3号线, 92号汽油.
/// - **A saying** (`SayingShield`): "take a rain check", "for a second", 热搜.
/// - **One more item** (`AnotherItemShield`): 加 in 再加一个六点的.
public enum SentenceShields {
    public static func find(in sentence: Sentence, namesTheSchedule: Bool = false) -> [SentenceAnalysis.Shield] {
        var shields = quotations(in: sentence)
        for span in TopicShield.spans(in: sentence, withTaskVerbs: !namesTheSchedule) {
            shields.append(.init(span: span, reason: "in the topic of another task", shieldsEverySkill: false))
        }
        for (spans, reason) in sentenceRules {
            for span in spans(sentence) { shields.append(.init(span: span, reason: reason, shieldsEverySkill: false)) }
        }
        return shields
    }

    /// The rules that read the sentence alone, each with the reason a hit inside its spans gives:
    /// they shield the skills that answer requests only.
    private static let sentenceRules: [(spans: @Sendable (Sentence) -> [Range<Int>], reason: String)] = [
        (ActivityShield.spans(in:), "is an activity not asked about"),
        (EventTimeShield.spans(in:), "asks the time of an event"),
        (BareHourQuestionShield.spans(in:), "asks no time now"),
        (DeviceSettingShield.spans(in:), "is the setting of a device"),
        (RecallShield.spans(in:), "asks to be told, not reminded"),
        (OrdinalUnitShield.spans(in:), "is an ordinal, not a unit"),
        (TimeCompoundShield.spans(in:), "is a compound of time"),
        (WorldQuantityShield.spans(in:), "asks a quantity of the world, not a sum"),
        (AlgebraShield.spans(in:), "asks algebra, not a sum"),
        (DesignationShield.spans(in:), "names a thing by its number, not a day"),
        (SayingShield.spans(in:), "is part of a saying"),
        (PersonQuestionShield.spans(in:), "asks for a person"),
        (AnotherItemShield.spans(in:), "asks for one more item, not a sum"),
    ]

    /// The quoted stretches alone: all that shields a skill that does not answer requests only.
    public static func quotations(in sentence: Sentence) -> [SentenceAnalysis.Shield] {
        QuotationShield.spans(in: sentence).map { .init(span: $0, reason: "inside quotation marks") }
    }
}
