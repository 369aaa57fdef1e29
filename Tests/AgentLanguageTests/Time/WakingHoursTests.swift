import Testing

/// Rule `WakingHours`: a bare hour from 1 to 6 asked to wake to is in the morning.
struct WakingHoursTests {
    @Test(arguments: [
        ("六点叫我起床", "2026-03-11T06:00:00+08:00"), ("明天五点半叫醒我", "2026-03-11T05:30:00+08:00"),
        ("wake me up at 6 tomorrow", "2026-03-11T06:00:00+08:00"), ("wake me at 5", "2026-03-11T05:00:00+08:00"),
        // Getting up then says so too.
        ("俺明儿得六点半起 到点儿你叫俺一声", "2026-03-11T06:30:00+08:00"), ("明天五点叫俺起来", "2026-03-11T05:00:00+08:00"),
        ("I need to be up by six tomorrow", "2026-03-11T06:00:00+08:00"), ("明早五点起身", "2026-03-11T05:00:00+08:00"),
        ("三点叫我去开会", "2026-03-10T15:00:00+08:00"),
        // Rising early, and British "wake us" for me.
        ("明早得早起，五点的闹钟定一个", "2026-03-11T05:00:00+08:00"), ("need to be up early, alarm for 6 please", "2026-03-11T06:00:00+08:00"),
        ("early start tomorrow, alarm at 5", "2026-03-11T05:00:00+08:00"), ("wake us at half five", "2026-03-11T05:30:00+08:00"),
        // An alarm clock at a bare 5 or 6 wakes; at 3 or 4 it is read as the hour is anywhere.
        ("set an alarm for 6 tomorrow", "2026-03-11T06:00:00+08:00"), ("alarm for 5 on friday pls", "2026-03-13T05:00:00+08:00"),
        ("给我定个六点的闹钟", "2026-03-11T06:00:00+08:00"), ("明天五点的闹钟", "2026-03-11T05:00:00+08:00"),
        ("set an alarm for 4", "2026-03-10T16:00:00+08:00"), ("三点的闹钟", "2026-03-10T15:00:00+08:00"),
        // Not waking, a part of the day, a clock in digits, or an hour past 6: as the hours are read anywhere.
        ("六点提醒我吃饭", "2026-03-10T18:00:00+08:00"), ("晚上六点叫醒我", "2026-03-10T18:00:00+08:00"),
        ("wake me up at 18:30", "2026-03-10T18:30:00+08:00"), ("七点叫我起床", "2026-03-11T07:00:00+08:00"),
    ])
    func readsWakingHoursInTheMorning(text: String, expected: String) {
        #expect(alarmMoment(text) == expected, "\(text)")
    }

    /// Rule a nap: waking from a nap or a lie-down is in the afternoon.
    @Test(arguments: [
        ("taking a nap, wake me up at 3", "2026-03-10T15:00:00+08:00"), ("gonna lay down a spell, wake me at 2", "2026-03-10T14:00:00+08:00"),
        ("need a wee lie-down, get me up at half 4", "2026-03-10T16:30:00+08:00"), ("我睡个午觉，三点叫醒我", "2026-03-10T15:00:00+08:00"),
        ("眯一会儿，两点半喊我起来", "2026-03-10T14:30:00+08:00"),
        // No nap: waking stays in the morning; a nap with a part of the day, or at an hour past 6, is read as said.
        ("wake me up at 5, early flight", "2026-03-11T05:00:00+08:00"), ("午睡到晚上六点，叫醒我", "2026-03-10T18:00:00+08:00"),
        ("short nap, wake me at 7", "2026-03-11T07:00:00+08:00"),
    ])
    func readsWakingFromANapInTheAfternoon(text: String, expected: String) {
        #expect(alarmMoment(text) == expected, "\(text)")
    }
}
