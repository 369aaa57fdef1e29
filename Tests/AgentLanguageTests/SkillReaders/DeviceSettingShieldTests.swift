@testable import AgentLanguage
import Testing

/// Rule a device's setting: a temperature beside a verb that sets a device is the device's, and
/// the weather is not asked (`DeviceSettingShield`).
struct DeviceSettingShieldTests {
    private func shielded(_ text: String) -> [String] {
        shieldedWords(in: text, by: DeviceSettingShield.spans(in:))
    }

    @Test(arguments: [
        ("把空调温度调到二十六度", ["空调温度"]),
        ("冰箱温度设成三度", ["冰箱温度"]),
        ("帮我调一下温度", ["温度"]),
        ("卧室的温度调低一点", ["温度"]),
        ("暖气温度给我调高两度", ["暖气温度"]),
        ("热水器的温度设置为五十度", ["温度"]),
        ("Set the temperature to 70", ["temperature"]),
        ("please turn the temp down", ["temp"]),
        ("could you turn up the temperature", ["temperature"]),
        ("lower my temperature by two degrees", ["temperature"]),
        ("adjust the temps in the house", ["temps"]),
        // The degrees a thing is brought to (heating-verbs, degree-questions).
        ("绍兴酒要温到几度喝", ["几度"]), ("烤箱烤到多少度合适", ["多少度"]), ("啤酒冰到几度最好喝", ["几度"]),
        ("牛排煎到几度算五分熟", ["几度"]),
        ("开水要放凉到几度才能泡茶", ["几度"]), ("what temperature do I roast a chicken at", ["temperature"]),
        ("best temp to serve red wine", ["temp"]),
    ] as [(String, [String])])
    func shieldsATemperatureSetOnADevice(text: String, words: [String]) {
        #expect(shielded(text) == words)
    }

    /// The weather's own temperatures: asked, or changing by themselves; 气温 is never a device's;
    /// a setting verb in another clause, or before a temperature with no determiner, sets nothing.
    @Test(arguments: [
        "明天温度多少", "气温会降到零下吗", "今天的气温调查", "室外温度怎么样", "温度太高了，空调开到二十度",
        "what will the temperature be on friday", "will the temperature change tonight", "lower temperatures this weekend",
        "set an alarm, what's the temperature", "the temperature will turn cold",
        "明天气温会降到几度", "今晚最低到几度", "后天会热到多少度",
        "what temperature will it warm up to tomorrow", "will the temperature freeze the pipes tonight",
    ])
    func leavesTheWeathersTemperatures(text: String) {
        #expect(shielded(text).isEmpty)
    }
}
