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
        // A reminder as a noun: what follows it, without the times and their ties.
        ("create a reminder to pay rent", "pay rent"),
        ("new reminder: take the bins out", "take the bins out"),
        ("add a reminder for the dentist", "the dentist"),
        ("set a reminder to water the plants", "water the plants"),
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
    /// A reminder as a noun with its time between: the time and its ties are cut.
    @Test(arguments: [
        ("set a reminder for tomorrow at 9am to call the bank", "call the bank"),
        ("create a reminder to pay rent on friday at 5pm", "pay rent"),
        ("add a reminder at noon for the dentist", "the dentist"),
    ])
    func readsANounReminderAroundItsTime(text: String, reminder: String) {
        let sentence = Sentence(text)
        let times = sentence.time.map { [$0.start..<$0.end] } ?? []
        #expect(ReminderExtractor.reminder(in: sentence, excluding: times) == reminder)
    }

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

    /// A mishap guarded against (别叫我睡过了) is no reminder (`GuardedMishap`).
    @Test(arguments: ["明天早上五点五十闹钟，千万别叫我睡过头", "别叫我又迟到了", "甭叫我睡过了啊"])
    func aMishapGuardedAgainstIsNoReminder(text: String) {
        #expect(ReminderExtractor.reminder(in: text) == nil, "\(text)")
    }

    /// Rule a softened marker: when nothing but softening follows the marker in its clause, the
    /// next clause names the reminder; a time in the marker's clause keeps it its own.
    @Test(arguments: [
        ("五分钟后提醒我一下，关火", "关火"), ("叫我吧，饭好了", "饭好了"), ("过会儿叫我一下，我要去接娃", "我要去接娃"),
        ("remind me please, bins go out", "bins go out"), ("提醒我一下吧。交电费", "交电费"), ("喊我一声，收衣服", "收衣服"),
        ("提醒我一下", nil), ("叫我吧。", nil), ("每隔十分钟提醒我一次", nil),
        // Thanks, the item said again and a question to the listener name nothing.
        ("叫醒我啊，谢谢晒", nil), ("remind me please, thanks a lot", nil), ("喊我一声嘛，闹钟给我定起", nil),
        ("叫我一下，定个闹钟", nil), ("喊我一声，听见没？", nil), ("叫我一下，可以吗", nil),
    ] as [(String, String?)])
    func readsTheClauseAfterASoftenedMarker(text: String, reminder: String?) {
        #expect(ReminderExtractor.reminder(in: text) == reminder, "\(text)")
    }

    @Test func keepsTheMarkersClauseWhenItHoldsATime() {
        #expect(ReminderExtractor.reminder(in: "提醒我明早七点，买菜", excluding: [3..<7]) == nil)
        #expect(ReminderExtractor.reminder(in: "叫我一下明早七点，买菜", excluding: [4..<8]) == nil)
    }

    @Test func namesNothingWhenOnlyATimeFollows() {
        #expect(ReminderExtractor.reminder(in: "叫我明早七点", excluding: [2..<6]) == nil)
    }
}

struct ReminderWordingRuleTests {
    /// Rule: a leading "to" or "about" and the softeners of a request are no part of what is named.
    @Test(arguments: [
        ("提醒我一下关窗", "关窗"), ("叫我一声", nil), ("每隔十分钟提醒我一次", nil), ("提醒我倒垃圾哈", "倒垃圾"),
        ("两个钟后提醒我熄火吖", "熄火"), ("到时叫我收衫吖", "收衫"),  // 吖 softens a Cantonese request
        ("记得提醒我去酒吧", "去酒吧"), ("提醒我站起来活动一下", "站起来活动一下"), ("十分钟后喊我下楼", "下楼"),
        ("remind me to feed the cat please", "feed the cat"), ("remind me about the dentist", "the dentist"),
        ("remind me in a bit to call Ann", "call Ann"), ("remind me to top up the card", "top up the card"),
        // Hinglish addresses soften it too.
        ("remind me to call mummy yaar", "call mummy"), ("remind me to pay the bill bhai", "pay the bill"),
        // Words that end a request in talk.
        ("remind me to ring the vet then", "ring the vet"), ("remind me to move the car yeah", "move the car"), ("remind me then", nil),
        // Who the item is for is not what it is for; West African English o ends a sentence.
        ("set an alarm for me", nil), ("a timer for us", nil), ("alarm for me to feed the dog", "feed the dog"),
        ("timer for us to leave", "leave"), ("remind me to call Kofi o", "call Kofi"), ("remind me to buy bread too o", "buy bread"),
        ("alarm for meeting prep", "meeting prep"), ("remind me to buy oats", "buy oats"),
        // Indian English "itself" after a day says just then.
        ("remind me to pay rent itself", "pay rent"),
    ] as [(String, String?)])
    func dropsTheWordsThatTieOrSoften(text: String, reminder: String?) {
        #expect(ReminderExtractor.reminder(in: text) == reminder)
    }

    /// Rule: a clause ends at end punctuation, but not at the colon of a clock or the dots of a.m.
    @Test(arguments: [("remind me at 2:30 to call Ann", 10..<17, "call Ann"), ("remind me at 7 a.m. to run", 10..<19, "run")])
    func readsPastTheMarksInsideAClock(text: String, time: Range<Int>, reminder: String) {
        #expect(ReminderExtractor.reminder(in: text, excluding: [time]) == reminder)
    }

    /// A learner's "timer of" marks what follows as "timer for" does, the duration cut out.
    @Test(arguments: [
        ("make a timer of 8 minutes for the eggs", "8 minutes", "the eggs"),
        ("put a timer of 45 minutes for the roast", "45 minutes", "the roast"),
        ("a timer of 20 minutes to turn the bread", "20 minutes", "turn the bread"),
    ])
    func readsAfterALearnersPreposition(text: String, time: String, reminder: String) throws {
        let scalars = Array(text.unicodeScalars), timeScalars = Array(time.unicodeScalars)
        let start = try #require(scalars.indices.first { Array(scalars[$0...].prefix(timeScalars.count)) == timeScalars })
        #expect(ReminderExtractor.reminder(in: text, excluding: [start..<(start + timeScalars.count)]) == reminder)
    }

    /// Rule: an early reminder names what it is early for, the clause before it without its time.
    @Test func anEarlyReminderNamesTheClauseBefore() {
        // 周五下午三点|交报告，提前十分钟提醒我
        #expect(ReminderExtractor.reminder(in: "周五下午三点交报告，提前十分钟提醒我", excluding: [0..<6, 10..<15]) == "交报告")
        #expect(ReminderExtractor.reminder(in: "我要午睡，二十分钟后叫我", excluding: [5..<9]) == nil)
    }
}
