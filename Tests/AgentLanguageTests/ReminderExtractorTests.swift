import AgentLanguage
import Testing

struct ReminderExtractorTests {
    @Test(arguments: [
        ("五分钟后提醒我取快递", "取快递"),
        ("十分钟后提醒我取快递。", "取快递"),
        ("提醒我喝水，谢谢", "喝水"),
        ("20分钟后提醒我关火!", "关火"),
        ("20分钟后叫我起床", "起床"),
        ("提醒我 开会 ", "开会"),
        ("提醒我　开会", "开会"),
        ("in 5 minutes remind me to call mom", "call mom"),
        ("Remind me to stretch!", "stretch"),
        ("REMIND ME to Call Mom", "Call Mom"),  // found case-blind, returned as written
        ("remind me about the oven, please", "the oven"),  // "about" ties it to the request
    ])
    func readsWhatFollowsTheMarkerToTheEndOfTheClause(text: String, reminder: String) {
        #expect(ReminderExtractor.reminder(in: text) == reminder)
    }

    @Test(arguments: ["五分钟后提醒我", "提醒我。", "提醒我  ", "倒计时30分钟", "", "remind me", "remind me to!", "叫我，"])
    func namesNothingWhenNothingFollows(text: String) {
        #expect(ReminderExtractor.reminder(in: text) == nil)
    }
}

struct ReminderWithoutTimeTests {
    @Test func cutsTheDurationAndItsTieWords() {
        let text = "remind me to call mom in 10 minutes"
        let start = Array(text.unicodeScalars).count - "10 minutes".count
        #expect(ReminderExtractor.reminder(in: text, excluding: [start..<(start + 10)]) == "call mom")
    }

    @Test func cutsATimeRightAfterTheMarker() {
        // 提醒我|明天早上八点|开会
        #expect(ReminderExtractor.reminder(in: "提醒我明天早上八点开会", excluding: [3..<9]) == "开会")
        #expect(ReminderExtractor.reminder(in: "提醒我十分钟后关火", excluding: [3..<6]) == "关火")
    }

    @Test func keepsTieWordsThatTieNothing() {
        #expect(ReminderExtractor.reminder(in: "提醒我在楼下等", excluding: []) == "在楼下等")
        #expect(ReminderExtractor.reminder(in: "remind me to check in", excluding: []) == "check in")
    }

    @Test func namesNothingWhenOnlyATimeFollows() {
        #expect(ReminderExtractor.reminder(in: "叫我明早七点", excluding: [2..<6]) == nil)
    }
}
