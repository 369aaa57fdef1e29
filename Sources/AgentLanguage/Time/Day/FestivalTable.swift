/// The festivals and holidays people name as days (国庆节, 春节, 中秋, 圣诞节, "Christmas",
/// "Thanksgiving"), and the days of the calendar named by a name (这个月最后一天, 月底), each with
/// the rule of its date: a date of the Gregorian calendar, a date of the lunar calendar (the
/// committed lunar table), the nth weekday of a month, or a month's last day. Names are
/// matched as written, Chinese anywhere and English as whole words, the longest first.
/// 除夕 and 大年初一 are the lunar reader's (`LunarDateReader`), Easter is reckoned
/// (`DayResolver.easterSunday`), and so is 清明 (`DayResolver.qingmingDay`). Festivals whose date
/// needs the Hindu calendar (Diwali) are not here. The lunar festivals named by their month and
/// day as the folk calendar says them (三月三, 八月十五, 九月九) are those days of the lunar year; with
/// 号 or 日 after them they are the solar date (`FestivalReader`).
enum FestivalTable {
    struct Festival {
        var names: [String]
        var day: TimeExpression.Day
    }

    static let festivals: [Festival] = [
        // The Gregorian calendar.
        Festival(names: ["元旦", "元旦节", "new year's day", "new years day", "new year's", "new years", "new year"], day: gregorian(1, 1)),
        Festival(names: ["情人节", "valentine's day", "valentines day", "valentine's"], day: gregorian(2, 14)),
        Festival(names: ["妇女节", "三八节", "三八妇女节", "women's day"], day: gregorian(3, 8)),
        Festival(names: ["植树节"], day: gregorian(3, 12)),
        Festival(names: ["愚人节", "april fools day", "april fools' day", "april fool's day"], day: gregorian(4, 1)),
        Festival(names: ["劳动节", "五一劳动节", "五一节", "五一国际劳动节", "五一", "may day"], day: gregorian(5, 1)),
        Festival(names: ["青年节", "五四青年节"], day: gregorian(5, 4)),
        Festival(names: ["儿童节", "六一儿童节", "六一节", "children's day"], day: gregorian(6, 1)),
        Festival(names: ["建党节", "七一建党节"], day: gregorian(7, 1)),
        Festival(names: ["建军节", "八一建军节"], day: gregorian(8, 1)),
        Festival(names: ["教师节"], day: gregorian(9, 10)),
        Festival(names: ["国庆节", "国庆", "十一国庆节"], day: gregorian(10, 1)),
        Festival(names: ["万圣节", "halloween"], day: gregorian(10, 31)),
        Festival(names: ["平安夜", "christmas eve"], day: gregorian(12, 24)),
        Festival(names: ["圣诞节", "圣诞", "christmas", "christmas day", "xmas"], day: gregorian(12, 25)),
        Festival(names: ["跨年夜", "new year's eve", "new years eve"], day: gregorian(12, 31)),
        Festival(names: ["groundhog day"], day: gregorian(2, 2)),
        Festival(names: ["st patrick's day", "st. patrick's day", "saint patrick's day", "st patricks day", "paddy's day", "st paddy's day", "paddys day", "st patty's day", "st. patty's day", "st. paddy's day", "st patty's", "st. patty's", "st paddy's", "st. paddy's"], day: gregorian(3, 17)),
        Festival(names: ["世界地球日", "地球日", "earth day"], day: gregorian(4, 22)),
        Festival(names: ["st david's day", "st. david's day", "saint david's day", "st davids day"], day: gregorian(3, 1)),
        Festival(names: ["st george's day", "st. george's day", "saint george's day", "st georges day"], day: gregorian(4, 23)),
        Festival(names: ["st andrew's day", "st. andrew's day", "saint andrew's day", "st andrews day"], day: gregorian(11, 30)),
        Festival(names: ["burns night"], day: gregorian(1, 25)),
        Festival(names: ["australia day"], day: gregorian(1, 26)),
        Festival(names: ["waitangi day"], day: gregorian(2, 6)),
        Festival(names: ["anzac day"], day: gregorian(4, 25)),
        Festival(names: ["juneteenth"], day: gregorian(6, 19)),
        Festival(names: ["cinco de mayo"], day: gregorian(5, 5)),
        Festival(names: ["pi day"], day: gregorian(3, 14)),
        Festival(names: ["护士节", "国际护士节", "nurses day", "international nurses day"], day: gregorian(5, 12)),
        Festival(names: ["消费者权益日", "三一五"], day: gregorian(3, 15)),
        Festival(names: ["高考"], day: gregorian(6, 7)),
        Festival(names: ["canada day"], day: gregorian(7, 1)),
        Festival(names: ["independence day", "fourth of july", "4th of july", "the fourth of july", "the 4th of july"], day: gregorian(7, 4)),
        Festival(names: ["bastille day"], day: gregorian(7, 14)),
        Festival(names: ["bonfire night", "guy fawkes night"], day: gregorian(11, 5)),
        Festival(names: ["veterans day", "remembrance day"], day: gregorian(11, 11)),
        Festival(names: ["双十一", "双11", "光棍节"], day: gregorian(11, 11)),
        Festival(names: ["双十二", "双12"], day: gregorian(12, 12)),
        Festival(names: ["boxing day"], day: gregorian(12, 26)),
        Festival(names: ["new year's eve", "new years eve", "hogmanay"], day: gregorian(12, 31)),
        Festival(names: ["fourth of july", "4th of july", "the fourth of july"], day: gregorian(7, 4)),
        Festival(names: ["juneteenth"], day: gregorian(6, 19)),
        Festival(names: ["canada day"], day: gregorian(7, 1)),
        Festival(names: ["veterans day", "veterans' day", "remembrance day", "armistice day"], day: gregorian(11, 11)),
        Festival(names: ["anzac day"], day: gregorian(4, 25)),
        Festival(names: ["australia day"], day: gregorian(1, 26)),
        Festival(names: ["bonfire night", "guy fawkes night", "guy fawkes day"], day: gregorian(11, 5)),
        Festival(names: ["burns night"], day: gregorian(1, 25)),
        Festival(names: ["st david's day", "st davids day", "saint david's day"], day: gregorian(3, 1)),
        Festival(names: ["st george's day", "st georges day", "saint george's day"], day: gregorian(4, 23)),
        Festival(names: ["st andrew's day", "st andrews day", "saint andrew's day"], day: gregorian(11, 30)),
        // Easter's reckoning.
        Festival(names: ["复活节", "easter", "easter sunday"], day: .easter(daysAfter: 0)),
        Festival(names: ["耶稣受难日", "good friday"], day: .easter(daysAfter: -2)),
        Festival(names: ["easter monday"], day: .easter(daysAfter: 1)),
        // Carnival ends on Shrove Tuesday, 47 days before Easter; Lent opens the day after.
        Festival(names: ["mardi gras", "shrove tuesday", "pancake day", "fat tuesday", "carnival", "carnaval"], day: .easter(daysAfter: -47)),
        Festival(names: ["ash wednesday"], day: .easter(daysAfter: -46)),
        Festival(names: ["palm sunday"], day: .easter(daysAfter: -7)),
        Festival(names: ["maundy thursday", "holy thursday"], day: .easter(daysAfter: -3)),
        Festival(names: ["ascension day"], day: .easter(daysAfter: 39)),
        Festival(names: ["pentecost", "whit sunday", "whitsunday"], day: .easter(daysAfter: 49)),
        Festival(names: ["清明节", "清明", "qingming", "tomb-sweeping day", "tomb sweeping day"], day: .qingming),
        // The lunar calendar.
        Festival(names: ["春节", "过年", "chinese new year", "lunar new year", "spring festival"], day: lunar(1, 1)),
        Festival(names: ["元宵节", "元宵", "lantern festival"], day: lunar(1, 15)),
        Festival(names: ["龙抬头", "二月二"], day: lunar(2, 2)),
        Festival(names: ["上巳节", "三月三"], day: lunar(3, 3)),
        Festival(names: ["端午节", "端午", "五月五", "五月初五", "dragon boat festival"], day: lunar(5, 5)),
        Festival(names: ["七夕", "七夕节", "七月七", "七月初七"], day: lunar(7, 7)),
        Festival(names: ["中元节"], day: lunar(7, 15)),
        Festival(names: ["中秋节", "中秋", "八月十五", "mid-autumn festival", "mid autumn festival", "moon festival"], day: lunar(8, 15)),
        Festival(names: ["重阳节", "重阳", "九月九", "九月初九"], day: lunar(9, 9)),
        Festival(names: ["腊八节", "腊八"], day: lunar(12, 8)),
        Festival(names: ["小年"], day: lunar(12, 23)),
        // The nth weekday of a month.
        Festival(names: ["母亲节", "mother's day", "mothers day"], day: .nthWeekday(month: 5, weekday: 7, nth: 2)),
        Festival(names: ["父亲节", "father's day", "fathers day"], day: .nthWeekday(month: 6, weekday: 7, nth: 3)),
        Festival(names: ["感恩节", "thanksgiving", "thanksgiving day"], day: .nthWeekday(month: 11, weekday: 4, nth: 4)),
        Festival(names: ["martin luther king day", "mlk day"], day: .nthWeekday(month: 1, weekday: 1, nth: 3)),
        Festival(names: ["presidents day", "presidents' day"], day: .nthWeekday(month: 2, weekday: 1, nth: 3)),
        Festival(names: ["labor day"], day: .nthWeekday(month: 9, weekday: 1, nth: 1)),
        Festival(names: ["memorial day"], day: .nthWeekday(month: 5, weekday: 1, nth: -1)),
        Festival(names: ["columbus day", "indigenous peoples' day", "indigenous peoples day"], day: .nthWeekday(month: 10, weekday: 1, nth: 2)),
        // A month's last day.
        Festival(names: ["这个月最后一天", "这个月的最后一天", "本月最后一天", "本月的最后一天", "月底", "这个月底", "本月底",
                         "the last day of this month", "the last day of the month", "the end of the month", "end of the month"],
                 day: .lastDayOfMonth(monthsAhead: 0)),
        Festival(names: ["下个月最后一天", "下个月的最后一天", "下月最后一天", "下个月底", "下月底", "the last day of next month",
                         "the end of next month"], day: .lastDayOfMonth(monthsAhead: 1)),
    ]

    private static func gregorian(_ month: Int, _ day: Int) -> TimeExpression.Day { .date(year: nil, month: month, day: day) }
    private static func lunar(_ month: Int, _ day: Int) -> TimeExpression.Day { .lunar(month: month, day: day, leap: false) }
}
