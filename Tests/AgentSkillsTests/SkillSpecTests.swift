import AgentCore
import AgentProtocol
@testable import AgentSkills
import Testing

private func decode(_ text: String) throws -> SkillSpec {
    try SkillSpec.decode(JSONParser.parse(text))
}

struct SkillSpecTests {
    @Test func decodesAFullSpec() throws {
        let spec = try decode("""
            {"id":"tea.brew","displayName":"泡茶","description":"提醒泡好的茶","keywords":["泡茶","tea"],
             "excludeKeywords":["咖啡"],
             "parameters":[{"name":"steep","title":"浸泡时间","kind":"duration","unit":"分钟","required":true},
                           {"name":"cups","title":"杯数","kind":"number","required":false,"default":1},
                           {"name":"code","kind":"pattern","pattern":"[A-Z]+","default":"AB"}],
             "samples":["泡茶3分钟"],"negativeSamples":["煮咖啡"],
             "reply":"好的，{steep}后提醒你，{{共}} {cups} 杯：{input}"}
            """)
        #expect(spec == SkillSpec(
            id: "tea.brew", displayName: "泡茶", description: "提醒泡好的茶", keywords: ["泡茶", "tea"],
            excludeKeywords: ["咖啡"],
            parameters: [
                SkillParameter(name: "steep", title: "浸泡时间", kind: .duration, unit: "分钟", required: true),
                SkillParameter(name: "cups", title: "杯数", kind: .number, defaultValue: 1),
                SkillParameter(name: "code", title: "code", kind: .pattern, defaultValue: "AB", pattern: "[A-Z]+"),
            ],
            samples: ["泡茶3分钟"], negativeSamples: ["煮咖啡"],
            action: .reply(template: "好的，{steep}后提醒你，{{共}} {cups} 杯：{input}")))
    }

    @Test func fillsWhatIsLeftOut() throws {
        #expect(try decode(#"{"id":"hi","keywords":["你好"],"reply":"你好！"}"#) == SkillSpec(
            id: "hi", displayName: "hi", description: "", keywords: ["你好"], excludeKeywords: [], parameters: [],
            samples: [], negativeSamples: [], action: .reply(template: "你好！")))
    }

    /// Choices are strings (each its own value and label) or `{value, label}`; a default is one of the values.
    @Test func decodesChoices() throws {
        let spec = try decode(#"{"id":"coffee","keywords":["咖啡"],"reply":"{size}","parameters":[{"name":"size","kind":"choice","#
            + #""required":true,"default":"m","choices":["大杯",{"value":"m","label":"中杯"},{"value":"s"}]}]}"#)
        #expect(spec.parameters == [SkillParameter(name: "size", title: "size", kind: .choice, required: true, defaultValue: "m",
                                                   choices: [ParameterChoice(value: "大杯", label: "大杯"),
                                                             ParameterChoice(value: "m", label: "中杯"),
                                                             ParameterChoice(value: "s", label: "s")])])
    }

    @Test(arguments: [
        (#""exec":["/usr/bin/env","python3","skill.py"]"#, SkillSpec.Action.exec(argv: ["/usr/bin/env", "python3", "skill.py"], timeoutMs: 10_000)),
        (#""exec":["./skill"],"timeoutMs":500"#, .exec(argv: ["./skill"], timeoutMs: 500)),
        (#""pipeline":["timer.set","notify"]"#, .pipeline(["timer.set", "notify"])),
        (#""router":{"base":"a","onSuccess":"b","onFailure":"c"}"#, .router(base: "a", onSuccess: "b", onFailure: "c", onTimeout: nil)),
        (#""router":{"base":"a","onSuccess":"b","onFailure":"c","onTimeout":"d"}"#,
         .router(base: "a", onSuccess: "b", onFailure: "c", onTimeout: "d")),
        (#""reply":"{{input}} is {input}""#, .reply(template: "{{input}} is {input}")),
    ])
    func decodesEachWayToAct(field: String, action: SkillSpec.Action) throws {
        #expect(try decode(#"{"id":"s","keywords":["k"],"# + field + "}").action == action)
    }

    @Test(arguments: [
        (#"["a"]"#, "skill must be an object, got an array"),
        (#"{"id":"Timer!","keywords":["k"],"reply":"r"}"#, "skill.id must match [a-z0-9._-]{1,64}, got 'Timer!'"),
        (#"{"id":"","keywords":["k"],"reply":"r"}"#, "skill.id must match [a-z0-9._-]{1,64}, got ''"),
        (#"{"id":"计时","keywords":["k"],"reply":"r"}"#, "skill.id must match [a-z0-9._-]{1,64}, got '计时'"),
        (#"{"id":""# + String(repeating: "a", count: 65) + #"","keywords":["k"],"reply":"r"}"#,
         "skill.id must match [a-z0-9._-]{1,64}, got '" + String(repeating: "a", count: 65) + "'"),
        (#"{"keywords":["k"],"reply":"r"}"#, "skill.id is required"),
        (#"{"id":7,"keywords":["k"],"reply":"r"}"#, "skill.id must be a string, got a number"),
        (#"{"id":"s","reply":"r"}"#, "skill.keywords needs at least one keyword, or skill.samples one sample"),
        (#"{"id":"s","keywords":[],"reply":"r"}"#, "skill.keywords needs at least one keyword, or skill.samples one sample"),
        (#"{"id":"s","keywords":"k","reply":"r"}"#, "skill.keywords must be an array, got a string"),
        (#"{"id":"s","keywords":["k",""],"reply":"r"}"#, "skill.keywords has an empty keyword"),
        (#"{"id":"s","keywords":["k",1],"reply":"r"}"#, "skill.keywords[1] must be a string, got a number"),
        (#"{"id":"s","keywords":["k"],"excludeKeywords":[""],"reply":"r"}"#, "skill.excludeKeywords has an empty keyword"),
        (#"{"id":"s","keyword":["k"],"reply":"r"}"#, "unknown field 'skill.keyword'; did you mean 'keywords'?"),
        (#"{"id":"s","keywords":["k"],"reply":"r","color":"red"}"#, "unknown field 'skill.color'"),
        (#"{"id":"s","keywords":["k"],"reply":"r","exec":["ls"]}"#, "skill has both 'reply' and 'exec'; give exactly one"),
        (#"{"id":"s","keywords":["k"],"router":{},"pipeline":["a"]}"#,
         "skill has both 'pipeline' and 'router'; give exactly one"),
        (#"{"id":"s","keywords":["k"]}"#, "skill needs one of 'reply', 'exec', 'pipeline' or 'router'"),
        (#"{"id":"s","keywords":["k"],"reply":7}"#, "skill.reply must be a string, got a number"),
        (#"{"id":"s","keywords":["k"],"displayName":false,"reply":"r"}"#, "skill.displayName must be a string, got a boolean"),
        (#"{"id":"s","keywords":["k"],"parameters":{},"reply":"r"}"#, "skill.parameters must be an array, got an object"),
        (#"{"id":"s","keywords":["k"],"parameters":["d"],"reply":"r"}"#, "skill.parameters[0] must be an object, got a string"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"d","kind":"weekday"}],"reply":"r"}"#,
         "skill.parameters[0].kind must be one of duration, clockTime, number, city, text, pattern, expression, recurrence, date, choice, got 'weekday'"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"c","kind":"choice"}],"reply":"r"}"#,
         "skill.parameters[0] of kind choice needs 'choices'"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"c","kind":"choice","choices":"大杯"}],"reply":"r"}"#,
         "skill.parameters[0].choices must be an array, got a string"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"c","kind":"choice","choices":["大杯",1]}],"reply":"r"}"#,
         "skill.parameters[0].choices[1] must be a string or an object, got a number"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"c","kind":"choice","choices":["大杯","大杯"]}],"reply":"r"}"#,
         "skill.parameters[0].choices[1] repeats the value '大杯'"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"c","kind":"choice","choices":[{"label":"大"}]}],"reply":"r"}"#,
         "skill.parameters[0].choices[0].value is required"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"c","kind":"choice","choices":[{"value":"l","size":1}]}],"reply":"r"}"#,
         "unknown field 'skill.parameters[0].choices[0].size'"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"c","kind":"choice","choices":[""]}],"reply":"r"}"#,
         "skill.parameters[0].choices[0] is empty"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"c","kind":"choice","choices":["大杯"],"default":"中杯"}],"reply":"r"}"#,
         "skill.parameters[0].default must be the value of one of its choices"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"d"}],"reply":"r"}"#, "skill.parameters[0].kind is required"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"kind":"text"}],"reply":"r"}"#, "skill.parameters[0].name is required"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"1x","kind":"text"}],"reply":"r"}"#,
         "skill.parameters[0].name must be a letter or '_' followed by letters, digits or '_', got '1x'"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"d","kind":"text"},{"name":"d","kind":"number"}],"reply":"r"}"#,
         "skill.parameters has 'd' twice"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"d","kind":"text","type":"x"}],"reply":"r"}"#,
         "unknown field 'skill.parameters[0].type'"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"d","kind":"text","requried":true}],"reply":"r"}"#,
         "unknown field 'skill.parameters[0].requried'; did you mean 'required'?"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"d","kind":"text"},{"name":"c","kind":"pattern"}],"reply":"r"}"#,
         "skill.parameters[1] of kind pattern needs a 'pattern'"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"d","kind":"text","required":"yes"}],"reply":"r"}"#,
         "skill.parameters[0].required must be a boolean, got a string"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"d","kind":"text","default":true}],"reply":"r"}"#,
         "skill.parameters[0].default must be a number or a string, got a boolean"),
        (#"{"id":"s","keywords":["k"],"reply":"r","timeoutMs":500}"#, "skill.timeoutMs only applies to exec skills"),
        (#"{"id":"s","keywords":["k"],"exec":[]}"#, "skill.exec needs a program to run"),
        (#"{"id":"s","keywords":["k"],"exec":[""]}"#, "skill.exec needs a program to run"),
        (#"{"id":"s","keywords":["k"],"exec":"ls -l"}"#, "skill.exec must be an array, got a string"),
        (#"{"id":"s","keywords":["k"],"exec":["ls"],"timeoutMs":0}"#,
         "skill.timeoutMs must be a whole number of milliseconds from 1 to 86400000"),
        (#"{"id":"s","keywords":["k"],"exec":["ls"],"timeoutMs":1.5}"#,
         "skill.timeoutMs must be a whole number of milliseconds from 1 to 86400000"),
        (#"{"id":"s","keywords":["k"],"pipeline":[]}"#, "skill.pipeline needs at least one stage"),
        (#"{"id":"s","keywords":["k"],"router":"a"}"#, "skill.router must be an object"),
        (#"{"id":"s","keywords":["k"],"router":{"base":"a","onSuccess":"b"}}"#, "skill.router.onFailure must be a skill id"),
        (#"{"id":"s","keywords":["k"],"router":{"base":"a","onSuccess":"b","onFailure":"c","onTimeout":7}}"#, "skill.router.onTimeout must be a skill id"),
        (#"{"id":"s","keywords":["k"],"reply":"{city}的天气"}"#,
         "skill.reply names '{city}', which is not a parameter, 'input' or 'previous'"),
        (#"{"id":"s","keywords":["k"],"parameters":[{"name":"d","kind":"duration"}],"reply":"{d} {D}"}"#,
         "skill.reply names '{D}', which is not a parameter, 'input' or 'previous'"),
    ])
    func refusesWithAMessageNamingTheField(json: String, message: String) {
        #expect(throws: SkillSpecError(message)) { try decode(json) }
    }
}

struct SkillSpecPatternTests {
    private func spec(pattern: String) -> JSONValue {
        .object([("id", "x"), ("keywords", ["x"]), ("reply", "x"),
                 ("parameters", [.object([("name", "p"), ("kind", "pattern"), ("pattern", .string(pattern))])])])
    }

    @Test func refusesAPatternThatIsNoRegularExpression() {
        #expect(throws: SkillSpecError.self) { try SkillSpec.decode(spec(pattern: "([")) }
    }

    @Test func refusesAnOverlongPattern() {
        #expect(throws: SkillSpecError("skill.parameters[0].pattern is longer than 200 characters")) {
            try SkillSpec.decode(spec(pattern: String(repeating: "a", count: 201)))
        }
    }

    @Test func acceptsAReasonablePattern() throws {
        let decoded = try SkillSpec.decode(spec(pattern: "([A-Z]{2}[0-9]{6,})"))
        #expect(decoded.parameters.first?.pattern == "([A-Z]{2}[0-9]{6,})")
    }
}

/// Each limit of a spec: at the limit accepted, one past it refused naming it.
struct SkillSpecLimitTests {
    private func spec(_ fields: [(String, JSONValue)]) -> JSONValue {
        .object([("id", "x"), ("keywords", ["x"]), ("reply", "x")].filter { base in !fields.contains { $0.0 == base.0 } } + fields)
    }

    private func words(_ count: Int, length: Int = 2) -> JSONValue {
        .array((0..<count).map { .string("w\($0)" + String(repeating: "字", count: max(0, length - 1 - String($0).count))) })
    }

    private func parameters(_ count: Int) -> JSONValue {
        .array((0..<count).map { .object([("name", .string("p\($0)")), ("kind", "number")]) })
    }

    @Test(arguments: [
        ("keywords", Limits.keywordsPerSkill, "skill.keywords has 101 entries; at most 100"),
        ("excludeKeywords", Limits.keywordsPerSkill, "skill.excludeKeywords has 101 entries; at most 100"),
        ("samples", Limits.specListEntries, "skill.samples has 101 entries; at most 100"),
        ("negativeSamples", Limits.specListEntries, "skill.negativeSamples has 101 entries; at most 100"),
    ])
    func listsStopAtTheirLimit(field: String, limit: Int, message: String) throws {
        _ = try SkillSpec.decode(spec([(field, words(limit))]))
        #expect(throws: SkillSpecError(message)) { try SkillSpec.decode(spec([(field, words(limit + 1))])) }
    }

    @Test func aKeywordStopsAtSixtyFourCharacters() throws {
        _ = try SkillSpec.decode(spec([("keywords", [.string(String(repeating: "键", count: 64))])]))
        #expect(throws: SkillSpecError("skill.keywords[0] is longer than 64 characters")) {
            try SkillSpec.decode(spec([("keywords", [.string(String(repeating: "键", count: 65))])]))
        }
    }

    @Test func parametersStopAtTwenty() throws {
        _ = try SkillSpec.decode(spec([("parameters", parameters(20))]))
        #expect(throws: SkillSpecError("skill.parameters has 21 parameters; at most 20")) {
            try SkillSpec.decode(spec([("parameters", parameters(21))]))
        }
    }

    @Test(arguments: ["displayName", "description", "reply"])
    func textsStopAtTwoThousandCharacters(field: String) throws {
        _ = try SkillSpec.decode(spec([(field, .string(String(repeating: "a", count: 2000)))]))
        #expect(throws: SkillSpecError("skill.\(field) is longer than 2000 characters")) {
            try SkillSpec.decode(spec([(field, .string(String(repeating: "a", count: 2001)))]))
        }
    }
}
