@testable import AgentLanguage
import Testing

/// Rule `FrontedObject`: the northwest's object before its verb, marked by 哈, and a request ended by
/// 给 are read in the standard order, as long as written; 给 with someone after it gives.
struct FrontedObjectTests {
    @Test(arguments: [
        ("半个钟头后我哈叫给", "半个钟头后叫我一下"), ("明早六点我叫给", "明早六点叫我吧"),
        ("二十分钟后我哈提醒给，锅里煮着呢", "二十分钟后提醒我一下，锅里煮着呢"), ("七点我哈喊醒给啊", "七点喊醒我一下啊"),
        ("后天的闹钟哈删掉给", "后天的闹钟哈删掉吧"), ("定下的那个哈取消给吧", "定下的那个哈取消吧吧"), ("闹钟哈关给。", "闹钟哈关吧。"),
        ("闹钟哈全部取消给", "闹钟哈全部取消吧"), ("那个提醒哈都删掉给", "那个提醒哈都删掉吧"),
        // 我哈 before a verb of the schedule: done for the speaker, the object fronted before it.
        ("后天的闹钟我哈删掉给", "后天的闹钟给我删掉吧"), ("那个提醒我哈关掉给", "那个提醒给我关掉吧"), ("闹钟我取消给", "闹钟我取消吧"),
    ])
    func readsTheStandardOrder(text: String, meant: String) {
        #expect(FrontedObject.mended(text) == meant)
    }

    @Test(arguments: ["我哈叫给你听", "把书给我", "我叫给他了", "我喊给你", "哈哈叫给", "闹钟取消给他", "我给你叫",
                      "取消给", "叫给", "关给！", "哈关给"])  // a verb opening the sentence: no object before it
    func leavesWhatGives(text: String) {
        #expect(FrontedObject.mended(text) == text)
    }
}
