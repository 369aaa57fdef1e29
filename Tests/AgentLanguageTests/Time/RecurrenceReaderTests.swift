import AgentLanguage
import AgentProtocol
import Testing

struct RecurrenceReaderTests {
    /// A span after a word of recurrence repeats every that span, in the largest unit that divides it.
    @Test(arguments: [
        ("每隔三小时提醒我量体温", "FREQ=HOURLY;INTERVAL=3"),
        ("每隔十分钟叫我一声", "FREQ=MINUTELY;INTERVAL=10"),
        ("每过两个钟头提醒我翻身", "FREQ=HOURLY;INTERVAL=2"),
        ("每五十分钟提醒我起来走动", "FREQ=MINUTELY;INTERVAL=50"),
        ("每个小时提醒一次看邮件", "FREQ=HOURLY"),
        ("每小时喊我一下", "FREQ=HOURLY"),
        ("每半个钟头提醒我加水", "FREQ=MINUTELY;INTERVAL=30"),
        ("每隔一个半小时提醒我存盘", "FREQ=MINUTELY;INTERVAL=90"),
        ("每隔两刻钟提醒我", "FREQ=MINUTELY;INTERVAL=30"),
        ("每隔20秒提醒我", "FREQ=SECONDLY;INTERVAL=20"),
        ("隔四小时提醒我吃一次药", "FREQ=HOURLY;INTERVAL=4"),
        ("every 3 hours remind me to feed the cat", "FREQ=HOURLY;INTERVAL=3"),
        ("remind me every twenty minutes to blink", "FREQ=MINUTELY;INTERVAL=20"),
        ("Every hour and a half, ping me", "FREQ=MINUTELY;INTERVAL=90"),
        ("every 90 minutes remind me to save", "FREQ=MINUTELY;INTERVAL=90"),
        ("remind me hourly to check the dough", "FREQ=HOURLY"),
    ])
    func aSpanAfterARepeatWordIsAnInterval(text: String, rule: String) {
        #expect(RecurrenceReader.read(text)?.rrule == rule)
    }

    /// 每天 and its kin repeat daily; a weekday set beside it makes it weekly on those days.
    @Test(arguments: [
        ("每天晚上八点提醒我关窗", "FREQ=DAILY"),
        ("每日早上六点叫醒我", "FREQ=DAILY"),
        ("天天下午四点提醒我收衣服", "FREQ=DAILY"),
        ("每晚十点半提醒我刷牙", "FREQ=DAILY"),
        ("每个早上七点提醒我吃早餐", "FREQ=DAILY"),
        ("every morning at 6 wake me", "FREQ=DAILY"),
        ("remind me every night at 11 to lock the door", "FREQ=DAILY"),
        ("daily at 9pm remind me to journal", "FREQ=DAILY"),
        ("周一到周五每天晚上七点提醒我背单词", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("从4月1号开始每天早上八点叫我", "FREQ=DAILY"),
    ])
    func everyDayRepeatsDaily(text: String, rule: String) {
        #expect(RecurrenceReader.read(text)?.rrule == rule)
    }

    /// Every week with no day said is weekly from the day it first comes (no BYDAY: the alarm names
    /// that day); a count a week is none, a day after 每周 the weekday's, a span after "every" an interval.
    @Test(arguments: [
        ("每周八点叫我", "FREQ=WEEKLY"), ("每个礼拜早上七点提醒我交周报", "FREQ=WEEKLY"), ("每星期晚上九点提醒我打电话回家", "FREQ=WEEKLY"),
        ("wake me at 8 every week", "FREQ=WEEKLY"), ("weekly reminder at 6pm to water the plants", "FREQ=WEEKLY"),
        ("each week at 7 remind me to call mum", "FREQ=WEEKLY"),
        ("一周三次", nil), ("每周三早上八点", "FREQ=WEEKLY;BYDAY=WE"), ("every 2 weeks", "FREQ=DAILY;INTERVAL=14"),
    ] as [(String, String?)])
    func everyWeekWithNoDayRepeatsWeekly(text: String, rule: String?) {
        #expect(RecurrenceReader.read(text)?.rrule == rule)
    }

    /// A weekday, a set of them, the weekend or workdays said as a repeat is weekly on those days.
    @Test(arguments: [
        ("每周三晚上九点提醒我看直播", "FREQ=WEEKLY;BYDAY=WE"),
        ("每星期天上午十点叫我", "FREQ=WEEKLY;BYDAY=SU"),
        ("每个礼拜六早上八点提醒我买菜", "FREQ=WEEKLY;BYDAY=SA"),
        ("每周二四下午五点提醒我接孩子", "FREQ=WEEKLY;BYDAY=TU,TH"),
        ("每周一和周三早上七点叫我", "FREQ=WEEKLY;BYDAY=MO,WE"),
        ("工作日晚上六点提醒我下班打卡", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("每个工作日早上七点半叫我", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("上班日早上六点五十喊我起来", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("周一到周五早上六点四十叫我", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        // Several English weekdays repeat, as 周一到周五 does.
        ("wake me at 7 Monday to Friday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("remind me at 7 on monday and wednesday to stretch", "FREQ=WEEKLY;BYDAY=MO,WE"),
        ("set alarm 6am tuesday, thursday and saturday", "FREQ=WEEKLY;BYDAY=TU,TH,SA"),
        ("周末早上九点提醒我遛狗", "FREQ=WEEKLY;BYDAY=SA,SU"),
        ("每个周末下午三点提醒我打电话回家", "FREQ=WEEKLY;BYDAY=SA,SU"),
        ("every Thursday at 4pm remind me to water the plants", "FREQ=WEEKLY;BYDAY=TH"),
        ("wake me at 7 every Monday and Friday", "FREQ=WEEKLY;BYDAY=MO,FR"),
        ("remind me on weekdays at 8 to take the pill", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("every weekend at 10am wake me up", "FREQ=WEEKLY;BYDAY=SA,SU"),
        ("alarm at 9 on saturdays", "FREQ=WEEKLY;BYDAY=SA"),
        // 每逢, and the Cantonese 逢 alone, before a day: on every such day.
        ("每逢周六早上八点提醒我去菜市场", "FREQ=WEEKLY;BYDAY=SA"),
        ("每逢星期天晚上八点提醒我倒垃圾", "FREQ=WEEKLY;BYDAY=SU"),
        ("逢星期三下晝三點提我交水費", "FREQ=WEEKLY;BYDAY=WE"),
        ("逢礼拜五夜晚七点半叫我", "FREQ=WEEKLY;BYDAY=FR"),
        ("每逢周二周四下午五点提醒我接孩子", "FREQ=WEEKLY;BYDAY=TU,TH"),
        ("逢星期一至五朝早七點叫醒我", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
    ])
    func aRepeatedWeekdayIsWeekly(text: String, rule: String) {
        #expect(RecurrenceReader.read(text)?.rrule == rule)
    }

    /// A day of the month said with 每月 or "of every month" is monthly.
    @Test(arguments: [
        ("每月8号晚上八点提醒我交电费", "FREQ=MONTHLY;BYMONTHDAY=8"),
        ("每个月二十五号上午十点提醒我报销", "FREQ=MONTHLY;BYMONTHDAY=25"),
        ("每月1日早上九点提醒我记账", "FREQ=MONTHLY;BYMONTHDAY=1"),
        ("每逢15号上午十点提醒我还信用卡", "FREQ=MONTHLY;BYMONTHDAY=15"),
        ("remind me on the 3rd of every month at 10am to pay the phone bill", "FREQ=MONTHLY;BYMONTHDAY=3"),
    ])
    func aRepeatedDayOfTheMonthIsMonthly(text: String, rule: String) {
        #expect(RecurrenceReader.read(text)?.rrule == rule)
    }

    /// A day said once, a count of times, a vague span, or a span with no repeat word repeats nothing.
    @Test(arguments: [
        "周五早上八点叫我", "这个周末上午十点提醒我洗车", "下周一下午三点提醒我", "明天早上七点叫我",
        "三小时后提醒我关火", "倒计时四十分钟", "每隔一段时间提醒我喝水", "一周三次提醒我健身",
        "每次开会都迟到十分钟", "remind me on friday at 5", "this weekend at 9 wake me", "in 20 minutes remind me",
        "wake me up at 7 on the weekend", "下个月15号上午十点提醒我", "everybody left 5 minutes ago",
        // 逢 before no day: 逢年过节 (at the festivals), 重逢 (meeting again).
        "逢年过节早上九点提醒我给妈打电话", "明天下午三点和老同学重逢",
    ])
    func aOneOffRepeatsNothing(text: String) {
        #expect(RecurrenceReader.read(text) == nil)
    }

    @Test func anIntervalCoversTheSpanOnly() {
        let interval = RecurrenceReader.interval(in: "每隔两小时提醒我")
        #expect(interval == RecurrenceReader.Interval(seconds: 7200, start: 2, end: 5))
    }
}
