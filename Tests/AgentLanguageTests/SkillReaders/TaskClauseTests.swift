@testable import AgentLanguage
import Testing

/// Rule `TaskClause`: with no reminder cue, a last clause after the time that opens with a verb of
/// doing names what a timer or an alarm is for.
struct TaskClauseTests {
    @Test(arguments: [
        ("计时十二分钟，蒸大黄鱼", "蒸大黄鱼"), ("开个计时，半个钟头，煨藕汤", "煨藕汤"), ("定个闹钟，周六早上八点，去爬鱼峰山", "去爬鱼峰山"),
        ("帮我计时八分钟，蒸个大闸蟹", "蒸个大闸蟹"), ("明早七点的闹钟，去机场接人吧", "去机场接人"), ("二十分钟 收衣服", "收衣服"),
        ("a timer for 20 minutes, I am cooking the rice", "cooking the rice"), ("set a timer for 9 minutes, baking scones", "baking scones"),
        ("wake me at 5:40, I'm going to town early", "going to town early"),
    ])
    func readsTheTaskOfTheLastClause(text: String, task: String) {
        #expect(Sentence(text).reminder == task, "\(text)")
    }

    @Test(arguments: [
        "计时十二分钟",  // no clause after the time
        "定个闹钟，明儿早上六点半，要赶火车去太原嘞",  // a reason opens with no verb of doing
        "计时五分钟，去不去啊",  // a question
        "蒸大黄鱼，计时十二分钟",  // the task before the time
        "十分钟，去把楼下那个快递柜里的三个包裹全部都取回来放好",  // a thought of its own, longer than a task
        "set a timer for 10 minutes, thanks",
        "set an alarm for 6, something", "a timer for 5 minutes, morning run", "10 minutes please, cooking",
    ])
    func readsNoTask(text: String) {
        #expect(Sentence(text).reminder == nil, "\(text)")
    }
}
