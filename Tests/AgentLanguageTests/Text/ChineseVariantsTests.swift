@testable import AgentLanguage
import AgentCore
import Testing

extension ChineseVariants {
    static func mended(_ text: String, keeping kept: [Range<Int>] = []) -> String {
        mended(text, folded: MatchText.scalars(of: text), keeping: kept)
    }
}

/// `ChineseVariants`: a word of Cantonese or a slip of the pen is read as the Mandarin word it
/// means where it stands as a word, or wherever it stands when it holds a character of Cantonese
/// alone; every offset is kept.
struct ChineseVariantsTests {
    @Test(arguments: [
        ("听日深圳热唔热", "明天深圳热唔热"),  // 唔 alone stays: only the listed words are read
        ("聽日會唔會打風", "明天会不会打風"),  // traditional characters, found folded; the rest kept as written
        ("琴日嗰个闹钟唔要喇", "昨天那个闹钟不要喇"),
        ("而家香港几点", "现在香港几点"),
        ("唔系，系朝晨四点", "不是，是早上四点"), ("天光日梅县落唔落水", "天光日梅县下不下雨"), ("听日会唔会落水", "明天会不会下雨"),
        ("帮我睇下后生落唔落雪", "帮我看下后生下不下雪"),
        ("听朝七点叫醒我", "明早七点叫醒我"),
        ("唔使提醒我饮水", "不用提醒我饮水"),
        ("聽日唔洗叫我", "明天不用叫我"),
        ("今日有冇风", "今日有没风"),
        ("帮我设个闹种", "帮我设个闹钟"),
        ("取销全部提醒", "取消全部提醒"),
        ("开一个记时器", "开一个计时器"),
        ("名天要下雨吗", "明天要下雨吗"),
        ("上海天汽怎样", "上海天气怎样"),
        ("明儿一早六点叫我", "明天一早六点叫我"),  // Beijing's
        ("我而今定了么哩闹钟", "我而今定了什么闹钟"), ("看哈我明天早上的闹钟设起没得", "看哈我明天早上的闹钟设好没有"),
        ("再计多个三分钟嘅", "再计一个三分钟的"), ("再定多个七点嘅", "再定一个七点的"),  // Cantonese V多个 after 再: one more
        ("后儿个冷不冷", "后天个冷不冷"),
        ("后日会唔会出太阳", "后天会不会出太阳"),
        // Shanghainese asking, Cantonese apologies, changes and money.
        ("明朝宁波落雪伐", "明早宁波下雪吗"),
        ("礼拜天外头天气哪能", "礼拜天外头天气怎样"),
        ("唔好意思 改做八点", "不好意思 改成八点"),
        ("一斤荔枝十五蚊", "一斤荔枝十五块"),
        ("明天早伤七点叫我", "明天早上七点叫我"),
        ("后天后晌四点叫俺", "后天下午四点叫我"),
        ("在加一个十分钟的", "再加一个十分钟的"),
        // Cantonese 仲, 几多日, 晒 after a verb that clears, 整多个.
        ("仲有几多日到端午", "还有多少天到端午"),
        ("啲闹钟取消晒佢", "些闹钟取消掉它"), ("帮我定个半只钟头的计时", "帮我定个半个钟头的计时"), ("再校多个七点半嘅", "再定一个七点半的"),
        ("再整多个二十分钟嘅", "再来一个二十分钟的"),
        ("我仲未起身", "我还没起身"),
        ("四十八除以六是好多", "四十八除以六是多少"),
        ("我今日有咩提醒", "我今日有啥提醒"),
        // Chaoshan 若济, Guanzhong 多钱 after a total, 几日 counting days left, 搞 for one more, a slip of voice typing.
        ("一斤虾四十五 两斤若济", "一斤虾四十五 两斤多少"),
        ("三碗面一碗十二 一共多钱", "三碗面一碗十二 一共多少"),
        ("离中秋还剩几日", "离中秋还剩几天"),
        ("再搞一个半小时的", "再来一个半小时的"),
        ("下午三点提行我拿快递", "下午三点提醒我拿快递"),
        ("每隔两小时提星我吃药", "每隔两小时提醒我吃药"),
        ("七点那个闹钟莫要了", "七点那个闹钟不要了"), ("计时器冇要了", "计时器不要了"), ("我现在设了么子", "我现在设了什么"), ("明天么时候下雨", "明天啥时候下雨"), ("帮额算一哈 38乘25", "帮我算一下 38乘25"),
        ("把闹钟克掉", "把闹钟去掉"), ("个闹钟冇要啦", "个闹钟不要啦"), ("我冇空", "我没空"),
        ("再嚟一個十分鐘嘅", "再来一個十分鐘的"),
        ("下午四点题型我交报告", "下午四点提醒我交报告"), ("明天星期鸡", "明天星期几"),
        ("帮我设个老钟七点", "帮我设个闹钟七点"), ("后天嘞天气咋样", "后天的天气咋样"), ("闹钟不消响了", "闹钟不用响了"), ("八点嗌醒我", "八点叫醒我"), ("后天大同甚天气", "后天大同啥天气"),
        // Min 今旦, Cantonese and Hakka 下昼, 上昼, northern 前晌, 落不落, Hubei 么样 and 么事, 哪样, 甚么, a slip of voice typing.
        ("今旦有冇闹钟", "今天有没闹钟"), ("下昼两点叫我收衫", "下午两点叫我收衫"), ("明天上昼十点开会", "明天上午十点开会"),
        ("明儿前晌七点半叫我", "明天上午七点半叫我"), ("后天落不落雪", "后天下不下雪"), ("明朝杭州落不落雨", "明早杭州下不下雨"), ("明天长沙么样", "明天长沙怎样"),
        ("我定了么事闹钟", "我定了什么闹钟"), ("设了哪样提醒", "设了什么提醒"), ("八乘九等于甚么", "八乘九等于什么"),
        ("帮我关掉及时器", "帮我关掉计时器"), ("给额定个闹钟", "给我定个闹钟"), ("额现在定了些甚了", "我现在定了些啥了"), ("加埋一成服务费", "加上一成服务费"),
        // 教 for 叫 before being woken, Min 天时, 脱 after a verb that removes.
        ("明早教我起床", "明早叫我起床"), ("六点半教俺起来", "六点半叫我起来"), ("七点教醒我", "七点叫醒我"),
        ("明仔载天时好无", "明仔载天气好无"), ("乜个时间响", "什么时间响"), ("听日韶关冻唔冻啊", "明天韶关冷不冷啊"), ("给俺定个十五分中的表", "给我定个十五分钟的表"), ("我定个闹钟有几只", "我定个闹钟有几个"), ("把礼拜五那个提醒搞脱", "把礼拜五那个提醒搞掉"), ("闹钟弄脱它", "闹钟弄掉它"),
        // 现在 and a question for when ended by 了 ask the time of day.
        ("现在么时候了", "现在几点钟了"), ("现在什么时候了呀", "现在是几点钟了呀"), ("哎现在啥时候了", "哎现在几点钟了"),
        // Southwestern 好多点, Wu 侪 and 爻, Cantonese 计住, Chaoshan 若多.
        ("现在好多点了", "现在几点钟了"), ("好多点钟了", "是几点钟了"), ("两个计时器侪取消掉", "两个计时器都取消掉"), ("明朝个闹钟取消爻", "明早个闹钟取消了"),
        ("帮我计住八分钟", "帮我计时八分钟"), ("额定了几个了", "我定了几个了"), ("我有冇得定闹钟咯", "我有没有定闹钟咯"), ("买三斤半爱若多钱", "买三斤半要多少钱"),
        // 咧 ends a follow-up as 呢 does, and a statement as 了 does.
        // Hakka 𠊎, northern 半拉, Hakka, Wu and Cantonese 落水 for rain.
        ("半个钟头以后喊𠊎收衫", "半个钟头以后喊我收衫"), ("𠊎有冇定闹钟", "我有没定闹钟"), ("半拉钟头后叫我", "半个钟头后叫我"),
        ("天光日会落水冇", "天光日会下雨没"), ("明朝落水伐", "明早下雨吗"),
        // Wu 弗要, 葛个, and 今朝 (today) before a part of the day; 嘞 ending 不要.
        ("六点半葛个弗要嘞", "六点半这个不要了"), ("再定一个今朝下昼两点的", "再定一个今天下午两点的"), ("今朝晚上落雨伐", "今天晚上下雨吗"),
        ("那个提醒不要嘞", "那个提醒不要了"), ("纽约这阵几点", "纽约现在几点"), ("这马几点啊", "现在几点啊"),
        ("四十五分钟以后话我听", "四十五分钟以后告诉我"), ("三分钟后共我呾一声", "三分钟后跟我说一声"), ("两粒钟后叫我", "两个钟后叫我"), ("明朝夜里十一点叫我", "明天夜里十一点叫我"), ("明朝夜到七点钟叫我", "明天夜到七点钟叫我"), ("今朝夜快六点提醒我", "今天夜快六点提醒我"),
        ("那基隆咧？", "那基隆呢？"), ("要是分给八个人咧", "要是分给八个人呢"), ("如果是明天咧 ", "如果是明天呢 "),
        ("闹钟关咧", "闹钟关了"), ("那个闹钟关咧", "那个闹钟关了"), ("今天几号咧", "今天几号了"), ("那个闹钟关咧吧", "那个闹钟关了吧"),
        // Wu 啥辰光, Xiang and Hubei 这会子 and 咯会子.
        ("现在啥辰光了", "现在几点钟了"), ("东京啥辰光", "东京几点钟"), ("这会子几点了", "这会儿几点了"), ("咯会子几点哒", "这会儿几点了"),
        // Min 明旦, 后旦 and 共我讲; Xiang 哒; Cantonese 带遮; Wu 减脱.
        ("那明旦呢", "那明天呢"), ("后旦早上也要一个", "后天早上也要一个"), ("十分钟后共我讲一声", "十分钟后跟我讲一声"),
        ("闹钟定好哒冇", "闹钟定好了没"), ("出门要带遮吗", "出门要带伞吗"), ("再减脱三十", "再减掉三十"), ("明天头晌九点叫我", "明天上午九点叫我"), ("三分钟彼个取消", "三分钟那个取消"),
    ])
    func readsAVariantAsTheWordMeant(text: String, meant: String) {
        let mended = ChineseVariants.mended(text)
        #expect(mended == meant)
        #expect(mended.unicodeScalars.count == text.unicodeScalars.count)
    }

    /// Rule a variant read twice: a phrase of Mandarin words is found once a dialect's word in it is read as meant;
    /// Hokkien 即阵, northwestern 晚夕.
    @Test(arguments: [
        ("现在甚时候了？", "现在几点钟了？"), ("现在么子时候哒？", "现在是几点钟了？"), ("那现在甚时候了", "那现在几点钟了"),
        ("即阵几点啊？", "现在几点啊？"), ("𠊎有定几多只闹钟？", "我有定多少只闹钟？"), ("閣一个七点半的", "再一个七点半的"), ("閣乘二", "再乘二"), ("闹钟给我定上个，晚夕十点半的", "闹钟给我定上个，晚上十点半的"), ("明天晚夕冷不冷", "明天晚上冷不冷"),
        // One word of dialect and no phrase after it: read once, as before.
        ("定了甚闹钟", "定了啥闹钟"), ("他甚至忘了定闹钟", "他甚至忘了定闹钟"),
    ])
    func readsAPhraseOnceItsWordsAreMeant(text: String, meant: String) {
        let mended = ChineseVariants.mended(text)
        #expect(mended == meant)
        #expect(mended.unicodeScalars.count == text.unicodeScalars.count)
    }

    @Test(arguments: [
        "我听日本歌",  // 听|日本
        "森林被砍伐了",  // 砍伐, 蚊子 and 哪能 as "how could" inside words of their own
        "夏天蚊子真多",
        "明天汽车限行吗",  // 明天|汽车
        "这个台灯是在宜家买的",  // 宜家 is IKEA as often as Cantonese's 现在: not listed
        "三天后日落几点",  // 三天|后|日落
        "出去晒太阳",  // 晒 alone is to sun oneself
        "过年花了好多钱",  // 好多 before 钱 is a lot of it
        "定多个闹钟比较保险",  // without 再, 多个 is several
        "这次考试题型很难", "这个老钟很旧",  // 题型 before no 我; 这个|老钟
        "热得吃不消", "那上海嘞",  // 吃不消 is a word; 嘞 alone is a particle
        "他甚至忘了定闹钟",  // 甚至 is a word
        "他住在阁楼上", "阁下贵姓",  // 阁楼, 阁下 are words
        "老师教我做饭", "天时地利人和",  // 教我 alone teaches; 天时 inside an idiom
        "我十分中意", "他十分中意的表",  // 十分中意: Cantonese for liking it a lot
        "这个月额度还剩多少", "金额是多少", "额定功率多大",  // 额 inside a word of its own is no 我
        "今天天气怎么样",  // Mandarin: nothing to read
        "这个系统很好用", "没关系的",  // 系 inside a word
        "set a timer for 5 minutes",
        "",
    ])
    func leavesAWordThatIsPartOfAnotherAsWritten(text: String) {
        #expect(ChineseVariants.mended(text) == text)
    }

    /// A span kept (a skill's keyword) that holds the variant keeps it as written; one that only
    /// overlaps it was read across words.
    @Test func keepsAVariantInsideAKeptSpan() {
        #expect(ChineseVariants.mended("帮我睇下落雨", keeping: [4..<6]) == "帮我看下落雨")
        #expect(ChineseVariants.mended("今日落唔落雨", keeping: [1..<3]) == "今日下不下雨")
    }

    @Test func everyVariantIsAsLongAsTheWordItMeans() {
        #expect(ChineseVariants.isWellFormed)
    }
}
