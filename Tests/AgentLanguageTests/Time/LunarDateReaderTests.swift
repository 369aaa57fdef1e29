@testable import AgentLanguage
import Testing

struct LunarDateReaderTests {
    /// A lunar month needs its calendar said (农历, 阴历) unless its name is lunar only (正月, 冬月,
    /// 腊月) or it is a leap month (闰四月); 除夕 and 大年 name the turn of the year.
    @Test(arguments: [
        ("农历八月十五", "lunar(month: 8, day: 15, leap: false) to 6"), ("阴历三月初三号", "lunar(month: 3, day: 3, leap: false) to 7"),
        ("正月十五", "lunar(month: 1, day: 15, leap: false) to 4"), ("冬月初八", "lunar(month: 11, day: 8, leap: false) to 4"),
        ("腊月廿三", "lunar(month: 12, day: 23, leap: false) to 4"), ("闰四月初八", "lunar(month: 4, day: 8, leap: true) to 5"),
        ("除夕晚上", "lunar(month: 12, day: 30, leap: false) to 2"), ("大年三十", "lunar(month: 12, day: 30, leap: false) to 4"),
        ("大年初一", "lunar(month: 1, day: 1, leap: false) to 4"),
        ("八月十五", nil), ("大年十五", nil), ("农历十三月初一", nil), ("正月", nil), ("大家", nil), ("农民", nil),
    ] as [(String, String?)])
    func aLunarDateIsThatDayOfTheLunarYear(text: String, read: String?) {
        #expect(described(LunarDateReader.date(in: Sentence(text), at: 0)) == read)
    }
}
