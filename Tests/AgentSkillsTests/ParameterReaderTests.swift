import AgentCore
import AgentLanguage
import AgentProtocol
import AgentSkills
import Testing

private let understanding = LanguageUnderstanding()

private func parameter(_ name: String, _ kind: ParameterKind, unit: String? = nil) -> SkillParameter {
    SkillParameter(name: name, title: name, kind: kind, unit: unit)
}

/// `ParameterReader`, as the agent asks it through `LanguageUnderstanding`.
struct ParameterReaderTests {
    @Test(arguments: [
        (ParameterKind.duration, nil, "倒计时30分钟", ParameterReader.Mode.sentence, ParameterValue.duration(seconds: 1800)),
        (.duration, nil, "in 5 minutes", .sentence, .duration(seconds: 300)),
        (.duration, nil, "倒计时0分钟", .sentence, .duration(seconds: 0)),
        (.duration, nil, "10", .sentence, nil),
        (.duration, "分钟", "10", .answer, .duration(seconds: 600)),
        (.duration, "秒", "10", .answer, .duration(seconds: 10)),
        (.duration, "小时", "１.５", .answer, .duration(seconds: 5400)),
        (.duration, "分钟", "30秒", .answer, .duration(seconds: 30)),
        (.duration, "分钟", "嗯", .answer, nil),
        (.number, nil, "给我3个", .sentence, .number(3)),
        (.number, nil, "温度 25.5 度", .sentence, .number(25.5)),
        (.number, nil, "１２３号", .sentence, .number(123)),
        (.number, nil, "没有数字", .sentence, nil),
        (.number, nil, "7", .answer, .number(7)),
        (.number, nil, "７。", .answer, .number(7)),
        (.number, nil, "7个", .answer, nil),
        (.text, nil, "买牛奶", .sentence, nil),
        (.text, nil, "  买牛奶 ", .answer, .text("买牛奶")),
        (.text, nil, "\u{3000}", .answer, nil),
        (.date, nil, "下周一出差", .sentence, day("2026-03-16")),
        (.date, nil, "今天", .answer, day("2026-03-10")),
        (.date, nil, "on March 20th", .sentence, day("2026-03-20")),
        (.date, nil, "前天", .sentence, day("2026-03-08")),
        (.date, nil, "没有日期", .sentence, nil),
        (.date, nil, "上周三", .sentence, .invalid(SkillError(code: .outOfRange, message: "that day has passed",
                                                              reply: "那一天已经过去了。"))),
        (.date, nil, "2月30日", .sentence, .invalid(SkillError(code: .invalidInput, message: "that date does not exist",
                                                                reply: "这个日期不存在。"))),
    ] as [(ParameterKind, String?, String, ParameterReader.Mode, ParameterValue?)])
    func readsOneValueByKindAndMode(kind: ParameterKind, unit: String?, text: String, mode: ParameterReader.Mode,
                                    value: ParameterValue?) {
        #expect(understanding.value(of: parameter("p", kind, unit: unit), in: text, mode: mode,
                                context: extractionContext()) == value)
    }

    /// In a sentence, a duration claims its number first: what is left may be a count.
    @Test(arguments: [
        ("泡茶3分钟", ["steep": .duration(seconds: 180)]),
        ("泡一壶茶3分钟", ["steep": .duration(seconds: 180), "cups": .number(1)]),
        ("泡三杯茶，五分钟", ["steep": .duration(seconds: 300), "cups": .number(3)]),
        ("泡2杯茶3分钟", ["steep": .duration(seconds: 180), "cups": .number(2)]),
        ("3分钟泡2杯", ["steep": .duration(seconds: 180), "cups": .number(2)]),
        ("泡2杯", ["cups": .number(2)]),
        ("泡茶", [:]),
    ] as [(String, [String: ParameterValue])])
    func durationsClaimTheirNumbersBeforeCounts(sentence: String, values: [String: ParameterValue]) {
        let parameters = [parameter("steep", .duration), parameter("cups", .number), parameter("note", .text)]
        #expect(ParameterReader.values(of: parameters, in: Sentence(sentence), context: extractionContext()) == values)
    }

    @Test func severalDurationsFillSeveralParametersInOrder() {
        let parameters = [parameter("work", .duration), parameter("rest", .duration)]
        #expect(ParameterReader.values(of: parameters, in: Sentence("工作25分钟休息5分钟"), context: extractionContext())
                == ["work": .duration(seconds: 1500), "rest": .duration(seconds: 300)])
    }
}

struct PatternParameterTests {
    private func pattern(_ regex: String) -> SkillParameter {
        SkillParameter(name: "p", title: "p", kind: .pattern, pattern: regex)
    }

    @Test(arguments: [
        ("([A-Z]{2}[0-9]{6,})", "帮我查快递 SF12345678", "SF12345678"),  // the first capture group
        ("[0-9]{3}-[0-9]{4}", "call 555-1234 now", "555-1234"),  // the whole match without a group
        ("房间(\\d+)", "打扫房间302", "302"),
    ])
    func readsThePatternsFirstMatch(regex: String, text: String, value: String) {
        #expect(understanding.value(of: pattern(regex), in: text, mode: .sentence, context: extractionContext()) == .text(value))
    }

    @Test func findsNothingWithoutAMatch() {
        #expect(understanding.value(of: pattern("[0-9]{5}"), in: "查快递", mode: .sentence, context: extractionContext()) == nil)
    }

    /// The pattern parameters of a sentence share one budget of steps: past it a parameter is
    /// not read but refused, so twenty costly patterns take no more than the budget.
    @Test func patternParametersShareTheSentencesBudgetOfSteps() {
        let context = extractionContext()
        let text = "查询" + String(repeating: "啊", count: 998)
        var values: [ParameterValue?] = []
        for _ in 0..<20 {
            values.append(understanding.value(of: pattern("(.{0,100}){0,40}z"), in: text, mode: .sentence, context: context))
        }
        // Past by one compiling and one position's work at most: three times a program's largest size.
        #expect(context.patternSteps.spent <= Limits.patternStepsPerSentence + 3 * 10_000)
        let refused = values.compactMap { $0?.invalidity }
        #expect(!refused.isEmpty && values.prefix(20 - refused.count).allSatisfy { $0 == nil })
        #expect(refused.allSatisfy { $0.code == .patternTooCostly })
        // A pattern asked once the budget is spent is refused however cheap.
        #expect(understanding.value(of: pattern("查询"), in: text, mode: .sentence, context: context)?.invalidity?.code
                == .patternTooCostly)
        #expect(understanding.value(of: pattern("查询"), in: text, mode: .sentence, context: extractionContext()) == .text("查询"))
    }
}
