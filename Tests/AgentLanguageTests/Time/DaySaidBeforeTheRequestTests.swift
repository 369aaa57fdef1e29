import Testing

/// Rule the day said before the request (`TimeExpressionReader`): a clause that tells what a day holds, then one
/// that asks for a clock of no day, asks for it on that day and in its half of the day; a day gone by does not.
struct DaySaidBeforeTheRequestTests {
    @Test(arguments: [
        ("后天要赶火车，帮我定个早上五点四十的闹钟", "2026-03-12T05:40:00+08:00"),
        ("礼拜四下午要去医院复查，提醒我两点出门", "2026-03-12T14:00:00+08:00"),
        ("周六早上有球赛，记得七点半叫我", "2026-03-14T07:30:00+08:00"),
        ("明晚同学聚会，八点提醒我带礼物", "2026-03-11T20:00:00+08:00"),
        ("下周一要交报告，帮我设个十点的提醒", "2026-03-16T10:00:00+08:00"),
        ("got a job interview on thursday, remind me at 10", "2026-03-12T10:00:00+08:00"),
        ("my sister lands tomorrow evening, set an alarm for 7", "2026-03-11T19:00:00+08:00"),
        ("big race on saturday morning. wake me at 6", "2026-03-14T06:00:00+08:00"),
        // A day gone by, a clock with a day of its own, or a day said in the request's own clause: as before.
        ("昨天开会开到很晚，帮我定个八点的闹钟", "2026-03-11T08:00:00+08:00"),
        ("明天要出差，帮我定个今晚十点的闹钟", "2026-03-10T22:00:00+08:00"),
        ("今天太阳真好，八点叫我", "2026-03-11T08:00:00+08:00"),
        ("yesterday was rough, set an alarm for 8", "2026-03-11T08:00:00+08:00"),
    ])
    func readsTheClockOnTheDaySaidBefore(text: String, expected: String) {
        #expect(alarmMoment(text) == expected, "\(text)")
    }
}
