import AgentCore
import AgentProtocol
import AgentSkills
import Testing
import TestSupport

/// One table per understanding rule (docs/understanding.md, "The rules"), of reworded sentences written
/// for the rule: Chinese first, then English. Each names the skill it must select (nil: none),
/// and whether the skill then asks for a missing value.
struct UnderstandingRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var skill: String?
        var asks = false
        var testDescription: String { text }
    }

    private func check(_ c: Case) {
        let report = matching(c.text)
        #expect(report.selected == c.skill, "\(c.text): \(report.candidates.map { "\($0.skill) \($0.rejected ?? "stands")" })")
        if c.skill != nil {
            let asks = report.candidates.first?.reasons.contains { $0.reason.hasSuffix("will ask") } ?? false
            #expect(asks == c.asks, "\(c.text): asks \(asks)")
        }
    }


    /// A keyword inside a longer word counts for nothing; the same word standing alone does.
    @Test(arguments: [
        Case(text: "周末商场里热闹得不得了", skill: nil),
        Case(text: "这盒酸奶要冷藏，别放在外面", skill: nil),
        Case(text: "我给卧室买了个加湿器", skill: nil),
        Case(text: "前面两公里有个加油站", skill: nil),
        Case(text: "早高峰地铁乘客多到根本挤不上去", skill: nil),
        Case(text: "这台除湿机一天能抽出两升水", skill: nil),
        Case(text: "别又是三分钟热度啊，健身卡都办了", skill: nil),
        Case(text: "小时候我家门口有棵大槐树", skill: nil),
        Case(text: "这款耳机一上架就被秒杀光了", skill: nil),
        Case(text: "我舅舅以前是电视台的天气预报员", skill: nil),
        Case(text: "傍晚大爷们都坐在树底下乘凉", skill: nil),
        Case(text: "周末热不热啊，想去爬山", skill: "weather.query"),
        Case(text: "十五乘十二等于多少", skill: "calc.evaluate"),
        Case(text: "两百除以八是多少", skill: "calc.evaluate"),
        Case(text: "三分钟以后提醒我把汤调成小火", skill: "timer.set"),
        Case(text: "成都明天有雨吗", skill: "weather.query"),
        Case(text: "I could really go for a hot dog right now", skill: nil),
        Case(text: "This cold brew tastes kind of burnt.", skill: nil),
        Case(text: "My son has been under the weather since Monday.", skill: nil),
        Case(text: "The rainforest exhibit at the zoo was amazing", skill: nil),
        Case(text: "is it hot in Chongqing right now", skill: "weather.query"),
        Case(text: "gonna rain in Wuhan tomorrow?", skill: "weather.query"),
        Case(text: "what do 15 and 27 add up to", skill: "calc.evaluate"),
    ])
    func boundary(_ c: Case) { check(c) }


    /// Keywords inside a title or a quotation count for nothing.
    @Test(arguments: [
        Case(text: "刘德华的《冰雨》我能唱得一字不差", skill: nil),
        Case(text: "张宇那首《雨一直下》是我妈的最爱", skill: nil),
        Case(text: "《热辣滚烫》我在电影院看哭了", skill: nil),
        Case(text: "邓紫棋的《倒数》副歌太上头了", skill: nil),
        Case(text: "周华健的《风雨无阻》每次去KTV必点", skill: nil),
        Case(text: "《北京遇上西雅图》里的汤唯好美", skill: nil),
        Case(text: "《雪中悍刀行》我一口气追完了", skill: nil),
        Case(text: "张国荣的《风继续吹》真是太经典了", skill: nil),
        Case(text: "我奶奶做饭的时候最爱哼《大约在冬季》", skill: nil),
        Case(text: "我妈的口头禅是“都几点了还不睡”", skill: nil),
        Case(text: "老师在黑板上写了“七乘八等于五十四”，全班都笑了", skill: nil),
        Case(text: "「下雨天留客天留我不留」这句话到底怎么断句", skill: nil),
        Case(text: "她朋友圈就发了一句“今天热到融化”", skill: nil),
        Case(text: "“夜来风雨声，花落知多少”是我会背的第一句诗", skill: nil),
        Case(text: "我爸天天在家唱《上海滩》的主题曲", skill: nil),
        Case(text: "最近在啃《时间简史》，看得云里雾里", skill: nil),
        Case(text: "\"Purple Rain\" is my favorite Prince song.", skill: nil),
        Case(text: "I cried at the end of \"The Weather Man\"", skill: nil),
        Case(text: "My band covered \"Set Fire to the Rain\" last night", skill: nil),
        Case(text: "We sang \"What Time Is It\" from High School Musical at camp.", skill: nil),
        Case(text: "\"It's Raining Men\" came on and the whole office started dancing", skill: nil),
        Case(text: "The teacher wrote \"2 + 2 = 5\" on the board as a joke.", skill: nil),
        Case(text: "\"Tomorrow\" from Annie has been stuck in my head all day", skill: nil),
        Case(text: "\"Countdown\" by Beyoncé is such a bop", skill: nil),
    ])
    func quoted(_ c: Case) { check(c) }


    /// A statement, complaint or story that holds a time, a duration, an operator or a weather word asks for nothing.
    @Test(arguments: [
        Case(text: "我们家一般晚上七点开饭", skill: nil),
        Case(text: "这门网课每节二十五分钟", skill: nil),
        Case(text: "上周六下了一整天暴雨，哪儿也没去成", skill: nil),
        Case(text: "我每天早上六点四十出门赶地铁", skill: nil),
        Case(text: "昨晚零下五度，水管都冻裂了", skill: nil),
        Case(text: "客户说合同下周三之前签完", skill: nil),
        Case(text: "我跑五公里大概要三十二分钟", skill: nil),
        Case(text: "两门课的分数加起来还不到一百五", skill: nil),
        Case(text: "我们班四十二个人，除了我都去春游了", skill: nil),
        Case(text: "杭州这几天闷热得要命", skill: nil),
        Case(text: "宝宝每隔三个小时就要喝一次奶", skill: nil),
        Case(text: "都啥时候了还不睡", skill: nil),  // 啥时候 asks when, no time (question-words)
        Case(text: "我昨天在商场买了一个钟", skill: nil),  // a clock counted, read as an hour (ClassifiedHour)
        Case(text: "客厅墙上挂了两个钟", skill: nil),
        Case(text: "我坐的那趟高铁在南京站停了十二分钟", skill: nil),
        Case(text: "我闺女周五下午四点放学", skill: nil),
        Case(text: "2008年那场雪灾我到现在都记得", skill: nil),
        Case(text: "这锅汤我炖了快三个钟头了", skill: nil),
        Case(text: "我昨天晚上十一点半才到家", skill: nil),
        Case(text: "外面还下着雨呢，衣服别晾了", skill: nil),
        Case(text: "北京这几天热得不行", skill: nil),
        Case(text: "我算错了三道题，好难过", skill: nil),
        Case(text: "I usually grab lunch around 12:30", skill: nil),
        Case(text: "The movie runs about two hours and ten minutes.", skill: nil),
        Case(text: "It poured all afternoon yesterday", skill: nil),
        Case(text: "Our landlord comes by on the first of every month.", skill: nil),
        Case(text: "The pasta only needs eleven minutes in boiling water", skill: nil),
        Case(text: "It was freezing in Boston last week.", skill: nil),
        Case(text: "We split the bill three ways and it came to forty bucks each", skill: nil),
        Case(text: "I set my watch five minutes fast so I'm never late.", skill: nil),
    ])
    func statement(_ c: Case) { check(c) }


    /// A request cue (帮我, 提醒我, 给我, please, can you …) makes a request.
    @Test(arguments: [
        Case(text: "八分钟的计时器，帮我设一下", skill: "timer.set"),
        Case(text: "麻烦二十五分钟以后提醒我收衣服", skill: "timer.set"),
        Case(text: "能不能给我倒计时一分半", skill: "timer.set"),
        Case(text: "四十分钟之后麻烦叫我一声", skill: "timer.set"),
        Case(text: "明早六点二十记得叫我起床", skill: "alarm.set"),
        Case(text: "帮我定个周六上午十点的闹钟", skill: "alarm.set"),
        Case(text: "提醒我晚上八点半给房东转账", skill: "alarm.set"),
        Case(text: "麻烦设一个下周一早上七点的闹铃", skill: "alarm.set"),
        Case(text: "帮我查查西安明天天气", skill: "weather.query"),
        Case(text: "麻烦看一下青岛这会儿刮不刮风", skill: "weather.query"),
        Case(text: "请告诉我南京后天的天气", skill: "weather.query"),
        Case(text: "帮我算一下三百六十除以十二", skill: "calc.evaluate"),
        Case(text: "麻烦算算 48 乘 25", skill: "calc.evaluate"),
        Case(text: "能不能帮我算下一千二减去四百七", skill: "calc.evaluate"),
        Case(text: "麻烦帮我瞅一眼现在几点", skill: "clock.now"),
        Case(text: "请告诉我今天是几号", skill: "clock.now"),
        Case(text: "please put a 12-minute timer on", skill: "timer.set"),
        Case(text: "remind me to take the pizza out in 15 minutes", skill: "timer.set"),
        Case(text: "please wake me at quarter to seven tomorrow", skill: "alarm.set"),
        Case(text: "can you make me an alarm for 9 tonight", skill: "alarm.set"),
        Case(text: "please check the weather in Chengdu", skill: "weather.query"),
        Case(text: "can you tell me if it'll rain in Nanjing tomorrow", skill: "weather.query"),
        Case(text: "can you work out 144 divided by 6", skill: "calc.evaluate"),
        Case(text: "please tell me today's date", skill: "clock.now"),
        Case(text: "make sure there's a reminder at noon to call dad", skill: "alarm.set"),
    ])
    func request(_ c: Case) { check(c) }

    /// A request to calculate that says no number asks for the numbers, unless it names a
    /// quantity only the world knows (`WorldQuantityShield`).
    @Test(arguments: [
        Case(text: "could you compute my electricity usage", skill: nil),
        Case(text: "帮我算算今年的个税", skill: nil),
        Case(text: "please work out a quick sum for me", skill: "calc.evaluate", asks: true),
        Case(text: "帮我算道除法题", skill: "calc.evaluate", asks: true),
        Case(text: "compute 36 divided by 4", skill: "calc.evaluate"),
    ])
    func worldQuantity(_ c: Case) { check(c) }

    /// In English, a verb in the past after its subject tells what happened (`PastNarration`): a
    /// report asks for nothing, however like a skill's samples; a request or a question still asks.
    @Test(arguments: [
        Case(text: "my timer stopped at 2 minutes", skill: nil),
        Case(text: "i set a timer for ten minutes and forgot it", skill: nil),
        Case(text: "the weather app showed rain all week", skill: nil),
        Case(text: "my 5 minute timer ended early", skill: nil),
        Case(text: "my kitchen timer went off while i was in the shower", skill: nil),
        Case(text: "we worked out 15 plus 20 in class", skill: nil),
        Case(text: "set an alarm for 7, i missed the last one", skill: "alarm.set"),
        Case(text: "remind me in 20 minutes, the oven timer died", skill: "timer.set"),
    ])
    func pastNarration(_ c: Case) { check(c) }

    /// A number and 号 before what they name among its kind name a thing, not a day
    /// (`DesignationShield`): the clock tells no date for them.
    @Test(arguments: [
        Case(text: "帮我查一下6号楼在哪", skill: nil),
        Case(text: "95号汽油今天多少钱", skill: nil),
        Case(text: "地铁10号线几点停运", skill: nil),
        Case(text: "帮我看一下8号是星期几", skill: "clock.now"),
    ])
    func designation(_ c: Case) { check(c) }

    /// "X的Y是" asks, 是 left for the listener to finish (`QuestionMood`).
    @Test(arguments: [
        Case(text: "成都此刻的准确时间是", skill: "clock.now"),
        Case(text: "广州后天的天气是", skill: "weather.query"),
        Case(text: "我觉得最准的闹钟还是", skill: nil),
    ])
    func questionLeftOpenAtIs(_ c: Case) { check(c) }

    /// A verb of another task that may bring an item of the schedule says how the item comes when
    /// the item follows (item-delivery-verbs): no topic of another task.
    @Test(arguments: [
        Case(text: "could you play an alarm at 6:20 tomorrow", skill: "alarm.set"),
        Case(text: "can you play a song about my alarm", skill: nil),
        Case(text: "帮我买个新闹钟", skill: nil),
    ])
    func itemDelivered(_ c: Case) { check(c) }

    /// A saying that holds a skill's word asks nothing of the skill (`SayingShield`).
    @Test(arguments: [
        Case(text: "could we take a rain check on the movie", skill: nil),
        Case(text: "can you be quiet for a second", skill: nil),
        Case(text: "微博热搜上都说什么", skill: nil),
        Case(text: "will it rain in lisbon tomorrow", skill: "weather.query"),
    ])
    func saying(_ c: Case) { check(c) }

    /// 提醒 as a noun names the alarm when a request sets one, as "set a reminder" does; looking
    /// reminders up or cancelling them stays the schedule's, and a statement asks for nothing.
    @Test(arguments: [
        Case(text: "设个提醒，周四上午十点交材料", skill: "alarm.set"),
        Case(text: "添加一个提醒，后天下午两点去银行", skill: "alarm.set"),
        Case(text: "周六早上九点的提醒帮我定一下", skill: "alarm.set"),
        Case(text: "帮我新建个提醒，今晚八点给妈妈打电话", skill: "alarm.set"),
        Case(text: "帮我看一下都有哪些提醒", skill: "schedule.list"),
        Case(text: "把周四的提醒删了", skill: "schedule.cancel"),
        Case(text: "多谢你昨天的提醒", skill: nil),
    ])
    func reminderNoun(_ c: Case) { check(c) }


    /// A question form (吗, 多少, 几点, A不A, what, is it …) asks; a final 呢 only after a short clause.
    @Test(arguments: [
        Case(text: "我手机没电了，现在几点", skill: "clock.now"),
        Case(text: "今天到底礼拜几，我都过糊涂了", skill: "clock.now"),
        Case(text: "广州那边现在有多少度", skill: "weather.query"),
        Case(text: "周末苏州会下雨吗", skill: "weather.query"),
        Case(text: "大连明天早上冷不冷啊", skill: "weather.query"),
        Case(text: "昆明后天是晴天吗", skill: "weather.query"),
        Case(text: "十七乘以二十三等于几", skill: "calc.evaluate"),
        Case(text: "八的立方等于几", skill: "calc.evaluate"),
        Case(text: "三十六加四十九得几", skill: "calc.evaluate"),
        Case(text: "四百八除以六等于几？", skill: "calc.evaluate"),
        Case(text: "厦门那边今天天气咋样", skill: "weather.query"),
        Case(text: "明天早上会不会起雾", skill: "weather.query"),
        Case(text: "能精确到分钟告诉我现在几点吗", skill: "clock.now"),
        Case(text: "今儿个是几月几号呀", skill: "clock.now"),
        Case(text: "天津这两天会下雪吗", skill: "weather.query"),
        Case(text: "根号一百四十四是多少", skill: "calc.evaluate"),
        Case(text: "上海明天天气呢", skill: "weather.query"),
        Case(text: "what's the temperature in Shanghai right now", skill: "weather.query"),
        Case(text: "is it going to snow in Harbin this weekend?", skill: "weather.query"),
        Case(text: "what do you get if you divide 250 by 5", skill: "calc.evaluate"),
        Case(text: "what is 18 squared?", skill: "calc.evaluate"),
        Case(text: "any idea what time it is?", skill: "clock.now"),
        Case(text: "is it going to rain this afternoon", skill: "weather.query"),
        Case(text: "how's the weather looking in Xi'an tomorrow", skill: "weather.query"),
        Case(text: "how much is 7 to the power of 3", skill: "calc.evaluate"),
    ])
    func question(_ c: Case) { check(c) }


    /// A terse sentence, nothing but keywords, values and filler, asks without a cue.
    @Test(arguments: [
        Case(text: "倒计时一刻钟", skill: "timer.set"),
        Case(text: "计时 一小时二十分", skill: "timer.set"),
        Case(text: "四十秒倒计时", skill: "timer.set"),
        Case(text: "后天清早五点五十闹钟", skill: "alarm.set"),
        Case(text: "今晚十一点四十的闹钟", skill: "alarm.set"),
        Case(text: "周日上午九点半闹铃", skill: "alarm.set"),
        // 另一个, 另外一个 ("another") carry no content (filler-words).
        Case(text: "另一个八点二十的闹钟", skill: "alarm.set"),
        Case(text: "另外一个周五下午三点的闹铃", skill: "alarm.set"),
        Case(text: "另一个十五分钟的倒计时", skill: "timer.set"),
        Case(text: "另一个闹钟昨天响了", skill: nil),
        Case(text: "重庆天气", skill: "weather.query"),
        Case(text: "后天郑州天气", skill: "weather.query"),
        Case(text: "拉萨今天气温", skill: "weather.query"),
        Case(text: "明天深圳降雨概率", skill: "weather.query"),
        Case(text: "十二乘十五", skill: "calc.evaluate"),
        Case(text: "七百七十七加三百三十三", skill: "calc.evaluate"),
        Case(text: "3.6乘以5", skill: "calc.evaluate"),
        Case(text: "(15-7)×3", skill: "calc.evaluate"),
        Case(text: "现在时间", skill: "clock.now"),
        Case(text: "今天日期", skill: "clock.now"),
        Case(text: "timer 90 seconds", skill: "timer.set"),
        Case(text: "3 min countdown", skill: "timer.set"),
        Case(text: "alarm 6:30 am", skill: "alarm.set"),
        Case(text: "alarm tomorrow 8am", skill: "alarm.set"),
        Case(text: "Guangzhou weather right now", skill: "weather.query"),
        Case(text: "Dalian weather Sunday", skill: "weather.query"),
        Case(text: "37 times 14", skill: "calc.evaluate"),
        Case(text: "square root of 169", skill: "calc.evaluate"),
        // 有 before a phenomenon asks whether it comes, as 有雨 does.
        Case(text: "后天廊坊有雾", skill: "weather.query"),
        Case(text: "这周末上海有台风", skill: "weather.query"),
        Case(text: "我家有台风扇", skill: nil),
        // 去, 到, 回, 在, 来 before a city are the way the place is said.
        Case(text: "周六去青岛穿衣指数", skill: "weather.query"),
        Case(text: "后天回成都天气", skill: "weather.query"),
        Case(text: "明天去青岛出差", skill: nil),
    ])
    func terse(_ c: Case) { check(c) }

    /// Every request cue carries no content, however many a sentence holds: with two ("please" and
    /// "let me know") it is as terse as with one, and its values alone name the skill; content
    /// beside them still turns that down.
    @Test(arguments: [
        Case(text: "麻烦你请帮我十分钟后提醒一下", skill: "timer.set"),
        Case(text: "请你帮我定个明早六点的闹钟", skill: "alarm.set"),
        Case(text: "please let me know in ten minutes", skill: "timer.set"),
        Case(text: "could you let me know in 20 minutes please", skill: "timer.set"),
        Case(text: "i need you to let me know in 45 minutes, please", skill: "timer.set"),
        Case(text: "i want you to please let me know in an hour", skill: "timer.set"),
        Case(text: "please could you alert me in 90 seconds", skill: "timer.set"),
        Case(text: "would you please wake me up at 6:30", skill: "alarm.set"),
        Case(text: "please let me know what you think of the plan in 10 minutes", skill: nil),
        Case(text: "can you please tell me a story in five minutes", skill: nil),
    ])
    func everyRequestCueIsFiller(_ c: Case) { check(c) }

    /// An expression that names no operator word is terse by itself ("half of 50"); a share of no
    /// number, a range of days and a "by" with nothing before it are no expression.
    @Test(arguments: [
        Case(text: "half of 50", skill: "calc.evaluate"),
        Case(text: "a third of 90", skill: "calc.evaluate"),
        Case(text: "two thirds of 60", skill: "calc.evaluate"),
        Case(text: "three quarters of 200?", skill: "calc.evaluate"),
        Case(text: "what's 3/4 of 18", skill: "calc.evaluate"),
        Case(text: "what is six by seven", skill: "calc.evaluate"),
        Case(text: "the average of 3, 5 and 10", skill: "calc.evaluate"),
        Case(text: "a third of the class failed", skill: nil),
        Case(text: "book a hotel on july 3-5", skill: nil),
        Case(text: "is the gym open between 6-8", skill: nil),
        Case(text: "stand by 2 minutes", skill: nil),
    ])
    func expressionsWithoutOperatorWords(_ c: Case) { check(c) }


    /// A request that names a skill but lacks its value selects the skill, which asks.
    @Test(arguments: [
        Case(text: "帮忙弄个倒计时", skill: "timer.set", asks: true),
        Case(text: "我想计个时", skill: "timer.set", asks: true),
        Case(text: "来个计时器", skill: "timer.set", asks: true),
        Case(text: "倒计时功能帮我打开一下", skill: "timer.set", asks: true),
        Case(text: "能不能帮我计一下时", skill: "timer.set", asks: true),
        Case(text: "麻烦给我上个闹钟", skill: "alarm.set", asks: true),
        Case(text: "能给我整个闹钟吗", skill: "alarm.set", asks: true),
        Case(text: "明天叫我起床", skill: "alarm.set", asks: true),
        Case(text: "周五记得提醒我还书", skill: "alarm.set", asks: true),
        Case(text: "下周三提醒我去体检", skill: "alarm.set", asks: true),
        Case(text: "快，帮我算算", skill: "calc.evaluate", asks: true),
        Case(text: "能帮我算点东西吗", skill: "calc.evaluate", asks: true),
        Case(text: "我要做个计算", skill: "calc.evaluate", asks: true),
        Case(text: "我想算一笔账，你帮帮我", skill: "calc.evaluate", asks: true),
        Case(text: "计时器给我开一下", skill: "timer.set", asks: true),
        Case(text: "could you get a timer going", skill: "timer.set", asks: true),
        Case(text: "I need a countdown", skill: "timer.set", asks: true),
        Case(text: "timer please", skill: "timer.set", asks: true),
        Case(text: "could you set an alarm", skill: "alarm.set", asks: true),
        Case(text: "wake me up on Saturday", skill: "alarm.set", asks: true),
        Case(text: "remind me Friday to renew my library card", skill: "alarm.set", asks: true),
        Case(text: "can you do a quick calculation for me?", skill: "calc.evaluate", asks: true),
    ])
    func askMissing(_ c: Case) { check(c) }


    /// A request for something else that merely holds a day, a time or a number selects nothing.
    @Test(arguments: [
        Case(text: "帮我看看后天飞成都的航班还有没有座", skill: nil),
        Case(text: "周六上午十点帮我挂个牙科的号", skill: nil),
        Case(text: "帮我点两杯奶茶，七点前送到", skill: nil),
        Case(text: "随机放三首五月天的歌", skill: nil),
        Case(text: "帮我把热水器设成四十五度", skill: nil),
        Case(text: "帮我查一下明天上海到杭州的高铁", skill: nil),
        Case(text: "帮我给张经理发个消息，说三点的会取消了", skill: nil),
        Case(text: "帮我订今晚七点半两个人的位子", skill: nil),
        Case(text: "屏幕亮度调到八十", skill: nil),
        Case(text: "帮我查一下十二月二十号的演唱会门票", skill: nil),
        Case(text: "帮我叫一辆明早六点去机场的车", skill: nil),
        Case(text: "明天下午三点那场电影票帮我退了", skill: nil),
        Case(text: "帮我找一下上周三拍的照片", skill: nil),
        Case(text: "帮我打给10086", skill: nil),
        Case(text: "帮我查查2路公交车几点收班", skill: nil),
        Case(text: "给我推荐五部周末在家看的电影", skill: nil),
        Case(text: "reserve two seats for the 9 o'clock movie", skill: nil),
        Case(text: "get me a taxi at 6 tomorrow morning", skill: nil),
        Case(text: "play the top 10 songs of 2010", skill: nil),
        Case(text: "email my boss that I'm taking Friday off", skill: nil),
        Case(text: "find flights to Tokyo on March 3rd", skill: nil),
        Case(text: "turn the volume up to 70 percent", skill: nil),
        Case(text: "show me my photos from May 2023", skill: nil),
        Case(text: "track my package that's due Thursday", skill: nil),
    ])
    func valueOnly(_ c: Case) { check(c) }

    /// A value a verb of setting takes as its object is what the request asks for, whatever the
    /// rest says it is for; the same value describing something else still selects nothing.
    @Test(arguments: [
        Case(text: "定一个二十分钟给面条", skill: "timer.set"),
        Case(text: "帮我设个十五分钟，我要泡脚", skill: "timer.set"),
        Case(text: "给我定明早六点四十的，要赶飞机", skill: "alarm.set"),
        Case(text: "设置半小时的会议", skill: nil),
        Case(text: "约定十分钟后在楼下见", skill: nil),
        Case(text: "set 45 minutes for the cookies", skill: "timer.set"),
        Case(text: "could you start 25 minutes for my workout", skill: "timer.set"),
        Case(text: "put 8 minutes on for the eggs please", skill: "timer.set"),
        Case(text: "set aside 45 minutes for reading", skill: nil),
        // What an item is set for decides its kind: a clock time makes an alarm, a duration a timer.
        Case(text: "定个计时器到晚上九点半", skill: "alarm.set"),
        Case(text: "set a timer for 6:30 tomorrow morning", skill: "alarm.set"),
        Case(text: "start an alarm for 40 minutes please", skill: "timer.set"),
        Case(text: "帮我设个闹钟在二十分钟后", skill: "timer.set"),
        // Where nothing reads the time, the timer named still asks.
        Case(text: "can you set a timer for 8:15 tonight", skill: "timer.set", asks: true),
    ])
    func valueSet(_ c: Case) { check(c) }


    /// A question about words (what it means, how to say it) selects nothing.
    @Test(arguments: [
        Case(text: "“闹钟”用日语怎么说", skill: nil),
        Case(text: "“天气晴朗”翻译成英文是什么", skill: nil),
        Case(text: "“倒数”和“倒计时”有什么区别", skill: nil),
        Case(text: "天气预报里的“体感温度”是什么意思", skill: nil),
        Case(text: "“乘以”和“乘”在数学里意思一样吗", skill: nil),
        Case(text: "“几点了”用粤语怎么讲", skill: nil),
        Case(text: "“明天早上七点叫醒我”英语怎么说", skill: nil),
        Case(text: "“风雨无阻”这个成语是什么意思", skill: nil),
        Case(text: "节气里的“寒露”是什么意思", skill: nil),
        Case(text: "“秒”的英文单词怎么拼", skill: nil),
        Case(text: "“温度”的“度”字一共几画", skill: nil),
        Case(text: "“分钟”和“分”有啥不一样", skill: nil),
        Case(text: "台风的“风圈”指的是什么", skill: nil),
        Case(text: "“开根号”用英语怎么表达", skill: nil),
        Case(text: "“礼拜几”是哪里的说法", skill: nil),
        Case(text: "“weather”这个单词怎么读", skill: nil),
        Case(text: "how do you say \"countdown\" in Japanese", skill: nil),
        Case(text: "what does \"partly cloudy\" actually mean", skill: nil),
        Case(text: "what's the Chinese word for \"thunderstorm\"?", skill: nil),
        Case(text: "how do I say \"it's raining\" in French", skill: nil),
        Case(text: "what does \"a.m.\" stand for", skill: nil),
        Case(text: "is it \"alarm clock\" or \"alarm-clock\"?", skill: nil),
        Case(text: "what's the difference between the words \"weather\" and \"climate\"", skill: nil),
        Case(text: "how do you pronounce \"Celsius\"", skill: nil),
    ])
    func aboutWords(_ c: Case) { check(c) }


    /// The topic of another task (写一首关于下雨的诗) selects nothing.
    @Test(arguments: [
        Case(text: "写一段关于秋雨的散文", skill: nil),
        Case(text: "给我讲个关于闹钟的笑话", skill: nil),
        Case(text: "推荐几本讲怎么管理时间的书", skill: nil),
        Case(text: "帮我写个五分钟的演讲稿，主题是环保", skill: nil),
        Case(text: "编一个下雪天的童话故事", skill: nil),
        Case(text: "帮我做一个三天的北京旅游攻略", skill: nil),
        Case(text: "出几道两位数加减法的练习题给孩子", skill: nil),
        Case(text: "帮我想几个带“雨”字的女孩名字", skill: nil),
        Case(text: "教我做几款夏天喝的冷饮", skill: nil),
        Case(text: "用“倒计时”造个句", skill: nil),
        Case(text: "写一首关于北京冬天的诗", skill: nil),
        Case(text: "讲讲天气预报是怎么做出来的", skill: nil),
        Case(text: "给我列个早上七点到九点的学习计划", skill: nil),
        Case(text: "帮我写一条台风天停课的通知", skill: nil),
        Case(text: "推荐几首跑步时听的歌，凑够半小时", skill: nil),
        Case(text: "给我讲讲乘法是怎么发明的", skill: nil),
        Case(text: "放学后提醒我去接孩子", skill: "timer.set", asks: true),
        Case(text: "写完这份报告记得提醒我发邮件", skill: "alarm.set", asks: true),  // after an event: a time or a span, either asks
        Case(text: "推荐几部讲时间旅行的电影", skill: nil),
        Case(text: "write a haiku about snow", skill: nil),
        Case(text: "tell me a story about a clock that stops ticking", skill: nil),
        Case(text: "recommend some songs for a rainy Sunday", skill: nil),
        Case(text: "give me a 20-minute workout plan", skill: nil),
        Case(text: "write a birthday message for my friend who's turning 30", skill: nil),
        Case(text: "explain how thermometers work", skill: nil),
        Case(text: "make me a playlist for a sunny road trip", skill: nil),
        Case(text: "give me five fun math puzzles for kids", skill: nil),
    ])
    func otherTask(_ c: Case) { check(c) }

    /// Searching (搜, 搜索, 搜一下) looks a thing up, as 查一下 does: a request of whatever skill
    /// answers what is searched for, and of none when none does.
    @Test(arguments: [
        Case(text: "搜一下后天杭州的天气", skill: "weather.query"),
        Case(text: "帮我搜搜深圳今天热不热", skill: "weather.query"),
        Case(text: "搜索一下现在北京时间", skill: "clock.now"),
        Case(text: "搜一下附近的奶茶店", skill: nil),
        Case(text: "搜索林俊杰的新专辑", skill: nil),
        Case(text: "search the forecast for seattle", skill: "weather.query"),
    ])
    func searching(_ c: Case) { check(c) }

    /// "make" before a new item of the schedule asks for it (english-item-making-verbs).
    @Test(arguments: [
        Case(text: "make reminder to water the ferns friday at 8", skill: "alarm.set"),
        Case(text: "make me an alarm for 6:15 tomorrow", skill: "alarm.set"),
        Case(text: "make a quick timer for 90 seconds", skill: "timer.set"),
        Case(text: "make a playlist for my run", skill: nil),
    ])
    func makingAnItem(_ c: Case) { check(c) }

    /// Operator words misspelt as people type them (subract, multipy, devide), and "divisible by",
    /// still calculate.
    @Test(arguments: [
        Case(text: "subract 12 from 50", skill: "calc.evaluate"),
        Case(text: "can you multipy 6 by 9", skill: "calc.evaluate"),
        Case(text: "what's 72 devided by 8", skill: "calc.evaluate"),
        Case(text: "is 91 divisible by 7", skill: "calc.evaluate"),
    ])
    func misspeltOperators(_ c: Case) { check(c) }

    /// Algebra and calculus are no sums (`AlgebraShield`): the calculator is shielded.
    @Test(arguments: [
        Case(text: "find the derivative of 3 x squared", skill: nil),
        Case(text: "please factor y squared minus 16", skill: nil),
        Case(text: "帮我把x平方减9因式分解", skill: nil),
        Case(text: "what is 9 squared minus 4", skill: "calc.evaluate"),
    ])
    func algebra(_ c: Case) { check(c) }

    /// A question for a person is none of the built-ins' (`PersonQuestionShield`).
    @Test(arguments: [
        Case(text: "who sang the song with rain in its name", skill: nil),
        Case(text: "who is the weather girl on channel 4", skill: nil),
        Case(text: "who can tell me the weather in paris", skill: "weather.query"),
    ])
    func personQuestion(_ c: Case) { check(c) }


    /// Weather questions without the word 天气 reach the weather.
    @Test(arguments: [
        Case(text: "北京今天几度", skill: "weather.query"),
        Case(text: "上海明儿冷吗，要不要穿厚点", skill: "weather.query"),
        Case(text: "下午出去需不需要带把伞", skill: "weather.query"),
        Case(text: "南宁这会儿热吗", skill: "weather.query"),
        Case(text: "兰州明儿会不会下雪", skill: "weather.query"),
        Case(text: "合肥早上有雾吗", skill: "weather.query"),
        Case(text: "这两天去沈阳要穿羽绒服吗", skill: "weather.query"),
        Case(text: "今天外面风大不大", skill: "weather.query"),
        Case(text: "福州后天最高温多少", skill: "weather.query"),
        Case(text: "贵阳这个周末有雨没", skill: "weather.query"),
        Case(text: "济南现在零下了没", skill: "weather.query"),
        Case(text: "海口今天会不会很闷热", skill: "weather.query"),
        Case(text: "西宁晚上会结冰吗", skill: "weather.query"),
        Case(text: "今晚会打雷吗", skill: "weather.query"),
        Case(text: "长春现在有多冷", skill: "weather.query"),
        Case(text: "桂林明天出太阳吗", skill: "weather.query"),
        Case(text: "is it chilly in Beijing this morning", skill: "weather.query"),
        Case(text: "should I bring an umbrella to Shanghai tomorrow?", skill: "weather.query"),
        Case(text: "how hot will it get in Guangzhou tomorrow", skill: "weather.query"),
        Case(text: "is it snowing in Changchun right now", skill: "weather.query"),
        Case(text: "how cold is it outside", skill: "weather.query"),
        Case(text: "how windy will Qingdao be tomorrow", skill: "weather.query"),
        Case(text: "what's the high in Chengdu today", skill: "weather.query"),
        Case(text: "any chance of rain this afternoon?", skill: "weather.query"),
    ])
    func weatherNoWord(_ c: Case) { check(c) }


    /// Questions about the date, weekday, month or year reach the clock.
    @Test(arguments: [
        Case(text: "哎今天几号了，我都忘了", skill: "clock.now"),
        Case(text: "这周过得好快，今天星期几了", skill: "clock.now"),
        Case(text: "现在是哪一年啊", skill: "clock.now"),
        Case(text: "按公历算，这会儿是几月", skill: "clock.now"),
        Case(text: "今天阳历几号", skill: "clock.now"),
        Case(text: "周几了今天", skill: "clock.now"),
        Case(text: "今天日历上是几号", skill: "clock.now"),
        Case(text: "外面天都黑了，现在几点", skill: "clock.now"),
        Case(text: "现在北京时间几点", skill: "clock.now"),
        Case(text: "你知道今天几号不", skill: "clock.now"),
        Case(text: "今天是不是星期五啊", skill: "clock.now"),
        Case(text: "问一下，几点了", skill: "clock.now"),
        Case(text: "这会儿算上午还是下午", skill: "clock.now"),
        Case(text: "报一下今天的日期和星期", skill: "clock.now"),
        Case(text: "我要填表，今天几号啊", skill: "clock.now"),
        Case(text: "礼拜几了今儿", skill: "clock.now"),
        Case(text: "is today Thursday?", skill: "clock.now"),
        Case(text: "what year are we in", skill: "clock.now"),
        Case(text: "which month are we in now", skill: "clock.now"),
        Case(text: "hey, what's the time", skill: "clock.now"),
        Case(text: "is it AM or PM right now", skill: "clock.now"),
        Case(text: "tell me the date", skill: "clock.now"),
        Case(text: "is it Monday or Tuesday today? I've lost track", skill: "clock.now"),
    ])
    func clockDate(_ c: Case) { check(c) }


    /// A time read inside a longer expression is no time to set, and a hit inside the value a skill needs counts (减 in 三减负五).
    @Test(arguments: [
        Case(text: "三点一五乘四等于多少", skill: "calc.evaluate"),
        Case(text: "五点五加二点五", skill: "calc.evaluate"),
        Case(text: "十二点五除以五是几", skill: "calc.evaluate"),
        Case(text: "七点二乘以十", skill: "calc.evaluate"),
        Case(text: "帮我算一下八点八减三点三", skill: "calc.evaluate"),
        Case(text: "十减负三等于几", skill: "calc.evaluate"),
        Case(text: "八的百分之五十是多少", skill: "calc.evaluate"),
        Case(text: "what is 6.5 plus 3.5", skill: "calc.evaluate"),
    ])
    func longerReading(_ c: Case) { check(c) }


    /// A negated cue sets nothing (a negated reminder cue cancels what is scheduled, see
    /// `ScheduleRoutingTests`); someone else's request asks for nothing.
    @Test(arguments: [
        Case(text: "不用叫我起床了，我自己会醒", skill: "schedule.cancel"),
        Case(text: "他每天晚上十点都提醒我吃药", skill: nil),
        Case(text: "她说明天早上七点叫我", skill: nil),
        Case(text: "别提醒我这件事了", skill: "schedule.cancel"),
        Case(text: "他让我帮他算一下房租", skill: nil),
        Case(text: "不要提醒我，烦死了", skill: "schedule.cancel"),
        Case(text: "为什么梦里总有人喊我名字", skill: nil),
        Case(text: "别人提醒我明早会降温", skill: nil),
        Case(text: "二十分钟后提醒我有人来送货", skill: "timer.set"),
        Case(text: "他有睡前定闹钟的毛病", skill: nil),
        Case(text: "帮我改掉设十个闹钟的习惯", skill: nil),
        Case(text: "帮我定个七点的闹钟，这是我的习惯", skill: "alarm.set"),
    ])
    func negatedOrReported(_ c: Case) { check(c) }


    /// A repeat with a span is a timer, a repeat with a clock time or day an alarm; said as a
    /// habit (我每天…, 我们每周…) or of someone else it asks for nothing.
    @Test(arguments: [
        Case(text: "每隔四十分钟提醒一次活动肩膀", skill: "timer.set"),
        Case(text: "每过三个小时提醒我换药", skill: "timer.set"),
        Case(text: "每半个小时喊我一声", skill: "timer.set"),
        Case(text: "每天晚上十点半提醒我关灯", skill: "alarm.set"),
        Case(text: "工作日下午五点半提醒我关电脑", skill: "alarm.set"),
        Case(text: "每周四早上九点叫我", skill: "alarm.set"),
        Case(text: "每月20号提醒我还花呗", skill: "alarm.set", asks: true),
        Case(text: "我每天十一点睡觉", skill: nil),
        Case(text: "我每周三下午四点游泳", skill: nil),
        Case(text: "我们每周一早上九点开晨会", skill: nil),
        Case(text: "她每个周末都去图书馆", skill: nil),
        Case(text: "他每隔两小时就要抽根烟", skill: nil),
        Case(text: "every 25 minutes remind me to rest my eyes", skill: "timer.set"),
        Case(text: "remind me every Wednesday at 6pm to call dad", skill: "alarm.set"),
        Case(text: "I go jogging every morning at six", skill: nil),
    ])
    func repeats(_ c: Case) { check(c) }

    /// A report of what has happened (…了, …啦) or an exclamation (好热, 真冷啊) asks for nothing,
    /// however few words it has; the same words asked, or with a request cue, still ask.
    @Test(arguments: [
        Case(text: "北京下雨了", skill: nil),
        Case(text: "外头又下雪啦", skill: nil),
        Case(text: "今天好热啊", skill: nil),
        Case(text: "这两天真冷", skill: nil),
        Case(text: "杭州太闷了", skill: nil),
        Case(text: "终于放晴了", skill: nil),
        Case(text: "降温了降温了", skill: nil),
        Case(text: "厨房的计时器没电了", skill: nil),
        Case(text: "闹钟响了", skill: nil),
        Case(text: "已经十点了", skill: nil),
        Case(text: "这道题算得太慢了", skill: nil),
        Case(text: "北京下雨了吗", skill: "weather.query"),
        Case(text: "帮我看看外面下雨了没", skill: "weather.query"),
        Case(text: "明天热不热", skill: "weather.query"),
        Case(text: "设个七点的闹钟就行了", skill: "alarm.set"),
        Case(text: "好，倒计时五分钟", skill: "timer.set"),
        Case(text: "出太阳了吗", skill: "weather.query"),
        Case(text: "十分钟后叫我，太困了", skill: "timer.set"),
    ])
    func reports(_ c: Case) { check(c) }

    /// A reminder as a noun is set by a request that sets one (set, create, add, make, new a
    /// reminder); a date with no time asks for the time; the noun alone names nothing to set.
    @Test(arguments: [
        Case(text: "set a reminder for friday at noon to renew my passport", skill: "alarm.set"),
        Case(text: "create a reminder to water the garden at 7 pm", skill: "alarm.set"),
        Case(text: "add a reminder for sunday at 10 to call grandma", skill: "alarm.set"),
        Case(text: "new reminder at 6:30 pm: pick up the kids", skill: "alarm.set"),
        Case(text: "set a reminder to check the mail at 4pm", skill: "alarm.set"),
        Case(text: "make a reminder to pay the gas bill on the 5th", skill: "alarm.set", asks: true),
        Case(text: "the reminder app on my phone is broken", skill: nil),
        Case(text: "i keep forgetting to set reminders", skill: nil),
    ])
    func remindersAsNouns(_ c: Case) { check(c) }

    /// A question whether items are set looks them up (and is answered yes or no first); a
    /// request not to be woken or reminded cancels them.
    @Test(arguments: [
        Case(text: "is my wake-up alarm set", skill: "schedule.list"),
        Case(text: "is there a timer going right now", skill: "schedule.list"),
        Case(text: "are any alarms set for the weekend", skill: "schedule.list"),
        Case(text: "周六的闹钟定好了吗", skill: "schedule.list"),
        Case(text: "我的倒计时还开着吗", skill: "schedule.list"),
        Case(text: "don't wake me up on sunday", skill: "schedule.cancel"),
        Case(text: "no need to remind me about the dentist anymore", skill: "schedule.cancel"),
        Case(text: "is my alarm clock too loud", skill: nil),
    ])
    func theSchedulesStateAndWhatNotToDo(_ c: Case) { check(c) }

    /// A day without a time holds what it holds: the duration inside it ("twenty second" of "the
    /// twenty second", 三天 of 三天后) is no timer, and the alarm asks for the time.
    @Test(arguments: [
        Case(text: "remind me on the twenty second to pay rent", skill: "alarm.set", asks: true),
        Case(text: "on the twenty-first remind me to renew my passport", skill: "alarm.set", asks: true),
        Case(text: "三天后提醒我交报告", skill: "alarm.set", asks: true),
        Case(text: "in 3 days remind me to call the plumber", skill: "alarm.set", asks: true),
        Case(text: "set a timer for twenty seconds", skill: "timer.set"),
        Case(text: "二十秒后提醒我关火", skill: "timer.set"),
        Case(text: "remind me in a second", skill: "timer.set", asks: true),
    ])
    func aDayHoldsTheDurationInsideIt(_ c: Case) { check(c) }

    /// Asking whether one asked for a reminder looks the schedule up (answered yes or no).
    @Test(arguments: [
        Case(text: "did i tell you to remind me about laundry", skill: "schedule.list"),
        Case(text: "did i ask you to remind me to call mom", skill: "schedule.list"),
        Case(text: "我有没有让你提醒我交房租", skill: "schedule.list"),
        Case(text: "can you remind me to do laundry at 6pm", skill: "alarm.set"),
    ])
    func aRecalledRequestLooksTheScheduleUp(_ c: Case) { check(c) }

    /// Asking what one wanted to keep in mind looks reminders up (answered with the list).
    @Test(arguments: [
        Case(text: "what were the things i wanted to remember", skill: "schedule.list"),
        Case(text: "which things did i not want to forget", skill: "schedule.list"),
        Case(text: "show me what i told you to remember", skill: "schedule.list"),
        Case(text: "tell me the things i need to remember today", skill: "schedule.list"),
        // The phrases are schedule.list's words: it is a candidate whatever its samples taught.
        Case(text: "i wanted to remember a couple of things, what were they", skill: "schedule.list"),
        Case(text: "what was i supposed to remember before lunch", skill: "schedule.list"),
        Case(text: "what were the things i asked to be reminded of", skill: "schedule.list"),
        Case(text: "recall what i told you to remember", skill: "schedule.list"),
        Case(text: "i wanted to keep in mind what again", skill: "schedule.list"),
        Case(text: "i wanted to remember what she told me", skill: nil),
        Case(text: "i was supposed to remember the milk", skill: nil),
    ])
    func recalledThingsLookRemindersUp(_ c: Case) { check(c) }

    /// The ways people name a timer, an alarm or the weather that the keywords now know; none
    /// stands without its value ("let me know" and "tell me when" are no keyword: they ask about
    /// anything).
    @Test(arguments: [
        Case(text: "count down 10 minutes", skill: "timer.set"),
        Case(text: "start counting down from two minutes", skill: "timer.set"),
        Case(text: "i want to be woken up at 9 tomorrow", skill: "alarm.set"),
        Case(text: "help me get up at eight thirty tomorrow morning", skill: "alarm.set"),
        Case(text: "what is the temp right now", skill: "weather.query"),
        Case(text: "are there any tornadoes coming", skill: "weather.query"),
        Case(text: "tell me about the weather today", skill: "weather.query"),
        Case(text: "what is 8 factorial", skill: "calc.evaluate"),
        Case(text: "subtract 85 from 997", skill: "calc.evaluate"),
        Case(text: "tell me to take out the trash in an hour", skill: "timer.set"),
        Case(text: "tell me when two minutes are up", skill: "timer.set"),
        Case(text: "did i request a reminder for the graduation", skill: "schedule.list"),
        Case(text: "what's up", skill: nil),
        Case(text: "what hour and minute is it", skill: "clock.now"),
        Case(text: "what hour is it now", skill: "clock.now"),
        Case(text: "what hour does the bank open", skill: nil),
        Case(text: "let me know what my interest rate is", skill: nil),
        Case(text: "tell me when my credit card expires", skill: nil),
        Case(text: "tell me a story about the weather", skill: nil),
        // British English.
        Case(text: "will i want a brolly in leeds this afternoon", skill: "weather.query"),
        // Misspelt as people type them.
        Case(text: "wether in Shanghai tmrw", skill: "weather.query"),
        Case(text: "cancle my alarm for tomorrow", skill: "schedule.cancel"),
    ])
    func namesPeopleUse(_ c: Case) { check(c) }

    /// A sound asked of the phone names an alarm at a time and a timer after a span, as "ping me"
    /// does ("buzz me", "beep me", "ring me", "ring my phone"); a span written short ("mins",
    /// "hrs") is a timer's word. A phone that rings in a statement, and words that only hold the
    /// letters ("mind", "HR"), name neither.
    @Test(arguments: [
        Case(text: "buzz me at quarter to seven tomorrow", skill: "alarm.set"),
        Case(text: "beep me at noon please", skill: "alarm.set"),
        Case(text: "ring me at half past eight", skill: "alarm.set"),
        Case(text: "ring my phone at 6 am on friday", skill: "alarm.set"),
        Case(text: "buzz me in 10 minutes", skill: "timer.set"),
        Case(text: "beep me in ninety seconds", skill: "timer.set"),
        Case(text: "ring my phone in 20 mins", skill: "timer.set"),
        Case(text: "timer for 2 hrs please", skill: "timer.set"),
        Case(text: "buzz me", skill: "timer.set", asks: true),
        Case(text: "my phone will ring at 5", skill: nil),
        Case(text: "the doorbell rang at 7", skill: nil),
        Case(text: "if you don't mind, please turn the lights off", skill: nil),
        Case(text: "hr department phone number please", skill: nil),
        // Being woken names either as well: after a span a timer, at a time an alarm.
        Case(text: "wake me up in twenty-five minutes would ya", skill: "timer.set"), Case(text: "wake me in 40 mins, need a nap", skill: "timer.set"),
        Case(text: "wake me at 6 tomorrow", skill: "alarm.set"), Case(text: "wake me up tomorrow morning at half five", skill: "alarm.set"),
        Case(text: "the baby woke me up at 5", skill: nil),
        // "us" for me, as Britain and Ireland say it: remind us, wake us; "would ya" closes the request.
        Case(text: "remind us in 10 minutes to turn the oven off", skill: "timer.set"), Case(text: "remind us at 4 to ring me mam", skill: "alarm.set"),
        Case(text: "wake us at half six tomorrow", skill: "alarm.set"), Case(text: "chuck an alarm on for 2 this arvo would ya", skill: "alarm.set"),
        Case(text: "she always reminds us at dinner", skill: nil), Case(text: "gimme a shout in three minutes, the tea's brewin'", skill: "timer.set"),
        // "Time" as the countdown's noun after a span or a verb of setting.
        Case(text: "定个二十分钟的时间,锅里炖的汤莫烧干掉了", skill: "timer.set"), Case(text: "set a time for 12 minutes", skill: "timer.set"),
        Case(text: "开会的时间是几点", skill: "clock.now"),
        // Change due, asked by a question of change: the calculator's words.
        Case(text: "买了十二块五的菜，给了五十，该找我多少", skill: "calc.evaluate"), Case(text: "帮我找一下钥匙", skill: nil),
        // Melanesian Pidgin and Hinglish, their words read as the English meant and their verbs as phrases.
        Case(text: "Wanem taim nau plis?", skill: "clock.now"), Case(text: "plis kanselem olketa alam", skill: "schedule.cancel"),
        Case(text: "Ren bai pundaun tumora long Lae?", skill: "weather.query"),
        Case(text: "Bhai alarm laga do Friday ko 4:30 morning", skill: "alarm.set"), Case(text: "Yaar saare alarms hata do", skill: "schedule.cancel"),
        Case(text: "kitne alarms lagaye hain", skill: "schedule.list"), Case(text: "mera alarm kal bajta nahi tha", skill: nil),
    ])
    func soundsAskedOfThePhone(_ c: Case) { check(c) }

    /// A share named by what it pays on an amount (a tip, a tax, interest, a commission on M) is
    /// that share of it, as "N percent of M" is; a statement that holds one asks nothing.
    @Test(arguments: [
        Case(text: "how much is a 15% tip on 64 dollars", skill: "calc.evaluate"),
        Case(text: "work out 7 percent sales tax on 250", skill: "calc.evaluate"),
        Case(text: "what is 4% interest on 10000", skill: "calc.evaluate"),
        Case(text: "i left a 20% tip on the bill", skill: nil),
        Case(text: "the tax on my house went up 5 percent", skill: nil),
    ])
    func aShareOnAnAmount(_ c: Case) { check(c) }

    /// The time of an event a skill tells is that skill's question, not the clock's: the sun's
    /// rising and setting the weather's, one's own alarm or timer going off the schedule's
    /// (`EventTimeShield`, `ScheduleLookUpAct`); what to do with an item, or another's, is neither.
    @Test(arguments: [
        Case(text: "上海后天几点日落", skill: "weather.query"),
        Case(text: "明早太阳几点升起", skill: "weather.query"),
        Case(text: "我定的闹钟明天几点响", skill: "schedule.list"),
        Case(text: "那个倒计时还有多久结束", skill: "schedule.list"),
        Case(text: "what time does the sun go down tonight", skill: "weather.query"),
        Case(text: "what time is sunrise on saturday", skill: "weather.query"),
        Case(text: "when will the sun rise in oslo tomorrow", skill: "weather.query"),
        Case(text: "what time does it get dark in madrid", skill: "weather.query"),
        Case(text: "what time is my alarm for tomorrow", skill: "schedule.list"),
        Case(text: "how much time is left on the countdown", skill: "schedule.list"),
        Case(text: "when does the timer end", skill: "schedule.list"),
        Case(text: "what time should i set the alarm for", skill: nil),
        Case(text: "what time does the bakery open", skill: nil),
        // the weather's own events
        Case(text: "周末哪天会下雨", skill: "weather.query"),
        Case(text: "上海什么时候开始下雪", skill: "weather.query"),
        Case(text: "what day will it snow in denver", skill: "weather.query"),
    ])
    func theTimesASkillTells(_ c: Case) { check(c) }

    /// Rule the day we have: "what day do we have today" asks the clock, as many languages put it;
    /// what we have on a day is an event (`EventTimeShield`).
    @Test(arguments: [
        Case(text: "what day do we have today", skill: "clock.now"), Case(text: "what day we have today", skill: "clock.now"),
        Case(text: "what date do we have today?", skill: "clock.now"), Case(text: "which day are we today", skill: "clock.now"),
        Case(text: "what date have we got now", skill: "clock.now"),
        Case(text: "what day do we have the meeting", skill: nil), Case(text: "what day we have our exam", skill: nil),
    ])
    func theDayWeHave(_ c: Case) { check(c) }

    /// A word a skill has as a keyword is meant as written, however like a known word it is: a
    /// registered skill named "timre" (one slip from timer) is asked for by it.
    @Test(arguments: ["open timre please", "timre for 5 minutes"])
    func aSkillsKeywordIsNeverMended(text: String) {
        let report = matching(text, skills: BuiltinSkills.all() + [TestSkill("app.timre", keywords: ["timre"])])
        #expect(report.text == text)
        #expect(report.candidates.contains { $0.skill == "app.timre" })
    }

    /// A misspelt word is read as the word meant (`SpellingMender`), and the `match` event says the
    /// sentence meant, its hits indexing it; an English word one slip from a skill's word is no misspelling.
    @Test(arguments: [
        Case(text: "set a tiemr for 15 minutes", skill: "timer.set"),
        Case(text: "alarn at 6:40 tomorrow", skill: "alarm.set"),
        Case(text: "remnd me at 4pm to call the vet", skill: "alarm.set"),
        Case(text: "whats the weathr in lisbon", skill: "weather.query"),
        Case(text: "delette all my reminders", skill: "schedule.cancel"),
        Case(text: "what alarsm do i have", skill: "schedule.list"),
        Case(text: "12 tmes 9", skill: "calc.evaluate"),
        Case(text: "give me a rundown of my week", skill: nil),
        Case(text: "how long is my commute today", skill: nil),
    ])
    func misspeltWords(_ c: Case) {
        check(c)
        let report = matching(c.text)
        let scalars = Array(report.text.unicodeScalars)
        for hit in report.candidates.flatMap(\.hits) {
            let word = String(String.UnicodeScalarView(scalars[hit.start..<hit.end]))
            #expect(word.lowercased() == hit.keyword.lowercased(), "\(report.text): \(hit)")
        }
    }

    /// Shorthand is read as the word it stands for (pls, kindly, minit), a greeting or an address may
    /// open a question (bro, mate), and x between numbers multiplies.
    @Test(arguments: [
        Case(text: "kindly wake me up at 5:40 tmrw", skill: "alarm.set"),
        Case(text: "tea timer 4 minits pls", skill: "timer.set"),
        Case(text: "mate whats 17 times 23", skill: "calc.evaluate"),
        Case(text: "whats 3.5 x 12", skill: "calc.evaluate"),
        Case(text: "can u tell me the weather in leeds tmrw", skill: "weather.query"),
        Case(text: "my 2 x-rays came back fine", skill: nil),
        Case(text: "thx u too", skill: nil),
    ])
    func shorthandAndAddresses(_ c: Case) { check(c) }

    /// 加一个 asks to add an item; 把我叫起来 wakes the speaker; "… or not" asks.
    @Test(arguments: [
        Case(text: "加一个周五下午四点的提醒", skill: "alarm.set"),
        Case(text: "后天七点把我叫起来", skill: "alarm.set"),
        Case(text: "rain in glasgow later or not", skill: "weather.query"),
        Case(text: "整一个五分钟的倒计时", skill: "timer.set"),
    ])
    func waysToAskForAnItem(_ c: Case) { check(c) }

    /// Kinds of weather as people name them, and what to bring against the sun, ask the weather;
    /// the days of more festivals (Easter reckoned, 高考, the 4th of July) are the clock's.
    @Test(arguments: [
        Case(text: "is it gonna be cloudy in bristol on sunday", skill: "weather.query"),
        Case(text: "any sleet expected tonight", skill: "weather.query"),
        Case(text: "should i pack sunglasses for lisbon this weekend", skill: "weather.query"),
        Case(text: "what time will the sun set on friday", skill: "weather.query"),
        Case(text: "the sun set and we went home", skill: nil),
        Case(text: "how many days until easter sunday", skill: "clock.now"),
        Case(text: "离双十一还有几天", skill: "clock.now"),
        Case(text: "what day does the fourth of july fall on", skill: "clock.now"),
    ])
    func moreWeatherWordsAndFestivals(_ c: Case) { check(c) }

    /// More ways people put a request or a question: a pomodoro is a timer, "be up by" and 响一下 ask
    /// for an alarm, "tell me in" for a timer, r is are; "do you ever" asks the listener's ways, and a
    /// compound of time ("time complexity") no clock.
    @Test(arguments: [
        Case(text: "start a pomodoro for 25 minutes", skill: "timer.set"),
        Case(text: "i need to be up by 5:15 tomorrow", skill: "alarm.set"),
        Case(text: "明天下午两点响一下", skill: "alarm.set"),
        Case(text: "tell me in 20 minutes to flip the steak", skill: "timer.set"),
        Case(text: "what r my alarms", skill: "schedule.list"),
        Case(text: "do you ever check the weather yourself", skill: nil),
        Case(text: "what's the time complexity of merge sort", skill: nil),
    ])
    func morePhrasings(_ c: Case) { check(c) }

    /// Other words for taking an item back (schedule-cancels: never mind, undo, disable, forget about,
    /// don't need, 别再响; schedule-english-negated-cues: stop reminding me).
    @Test(arguments: [
        Case(text: "浇花的提醒别再响了", skill: "schedule.cancel"),
        Case(text: "明天七点那个闹钟不要再响了", skill: "schedule.cancel"),
        Case(text: "never mind the laundry timer", skill: "schedule.cancel"),
        Case(text: "undo the reminder about the gas bill", skill: "schedule.cancel"),
        Case(text: "disable all my saturday alarms", skill: "schedule.cancel"),
        Case(text: "forget about the vet reminder, we rescheduled", skill: "schedule.cancel"),
        Case(text: "i dont need the 6:30 alarm anymore", skill: "schedule.cancel"),
        Case(text: "please stop reminding me to drink water", skill: "schedule.cancel"),
        Case(text: "never mind, i'll do it myself", skill: nil),
        Case(text: "i disabled the smoke alarm while cooking", skill: nil),
    ])
    func otherWordsForCancelling(_ c: Case) { check(c) }

    /// The date or weekday of a day the readers know is the clock's, however it is asked ("what date
    /// is next friday", "when is easter", 端午节是哪天, 还有几周, 来着); "when" of anything else is not.
    @Test(arguments: [
        Case(text: "中秋节是哪天", skill: "clock.now"),
        Case(text: "离元旦还有几周", skill: "clock.now"),
        Case(text: "今天是几号来着", skill: "clock.now"),
        Case(text: "明天农历初几", skill: "clock.now"),
        Case(text: "你周末哪天有空", skill: nil),
        Case(text: "what date is the friday after next", skill: "clock.now"),
        Case(text: "which date is next saturday", skill: "clock.now"),
        Case(text: "what day does the 4th of june fall on", skill: "clock.now"),
        Case(text: "when is thanksgiving this year", skill: "clock.now"),
        Case(text: "how many weeks till christmas", skill: "clock.now"),
        Case(text: "离清明还有多少天", skill: "clock.now"),
        Case(text: "it's friday today isn't it", skill: "clock.now"),
        Case(text: "when is my library book due", skill: nil),
        Case(text: "when does the pharmacy close", skill: nil),
        Case(text: "when will it stop raining in leeds", skill: "weather.query"),
    ])
    func datesOfDaysAskedOtherWays(_ c: Case) { check(c) }

    /// An alarm to wake someone else (叫小宇起床; "wake liam up at 6"), as one to wake the speaker.
    @Test(arguments: [
        Case(text: "明天六点二十叫老二起床", skill: "alarm.set"),
        Case(text: "周一到周五七点催闺女起床", skill: "alarm.set"),
        Case(text: "叫儿子起床", skill: "alarm.set", asks: true),
        Case(text: "我婆婆天天五点就叫我老公起床", skill: nil),
        Case(text: "wake nora up at 6:40 tomorrow", skill: "alarm.set"),
        Case(text: "could you wake grandpa at 8 on sunday", skill: "alarm.set"),
        Case(text: "the baby wakes at 5 every day", skill: nil),
    ])
    func wakingSomeoneElse(_ c: Case) { check(c) }

    /// Sums said in everyday words (`WordProblem`): a price for one and a quantity, a total shared
    /// among people, the mean of a list; a price asked alone is no sum.
    @Test(arguments: [
        Case(text: "鸡蛋八毛一个 买了二十五个 一共多少", skill: "calc.evaluate"),
        Case(text: "唱K一共花了六百三 七个人 每人多少", skill: "calc.evaluate"),
        Case(text: "语文八十二 数学九十五 英语八十八 平均分是多少", skill: "calc.evaluate"),
        Case(text: "现在的油价多少钱一升", skill: nil),
        Case(text: "the gas bill was 96.40 and there are 4 of us, how much each", skill: "calc.evaluate"),
        Case(text: "2 pizzas at 14.50 each, what does that come to", skill: "calc.evaluate"),
        Case(text: "split 84 between 3 of us", skill: "calc.evaluate"),
        Case(text: "split the bill screen on my phone", skill: nil),
        Case(text: "can you tell me how much i spent on groceries", skill: nil),
    ])
    func sumsInEverydayWords(_ c: Case) { check(c) }

    /// A countdown asked in other words: a shout after a span, minutes on the clock, "don't let me
    /// forget", 掐个时, 喊一声; the same words of the past ask nothing.
    @Test(arguments: [
        Case(text: "煲汤四十分钟 帮我掐个时", skill: "timer.set"),
        Case(text: "一刻钟后喊一声 我去收衣服", skill: "timer.set"),
        Case(text: "give me a shout in twenty minutes", skill: "timer.set"),
        Case(text: "put 45 minutes on the clock for my exam practice", skill: "timer.set"),
        Case(text: "alarm 5:45 tomorrow for the early bus", skill: "alarm.set"),
        Case(text: "alarm for 21:00 to call grandma", skill: "alarm.set"),
        Case(text: "dont let me forget the bread, it needs 35 mins", skill: "timer.set"),
        Case(text: "don't let me forget the vet at 4pm tomorrow", skill: "alarm.set"),
        Case(text: "my manager kept me on the clock for 10 hours", skill: nil),
        Case(text: "我妈以前煮饭从来不掐时间", skill: nil),
        // Being told once; Chaoshan 共我呾, Cantonese 话我知, Malaysian Cantonese 粒钟.
        Case(text: "三分钟了后共我呾一声，茶米浸落去了", skill: "timer.set"), Case(text: "十分钟后跟我说一声", skill: "timer.set"),
        Case(text: "半个钟后告诉我一声要收衫", skill: "timer.set"), Case(text: "他昨天跟我说一声就走了", skill: nil),
        Case(text: "set个timer两粒钟，parking要top up咯", skill: "timer.set"),
        // 哩 ending a clock question; ela opening a request.
        Case(text: "今天是几号哩？", skill: "clock.now"), Case(text: "Ela, put an alarm 14:20, I have meeting with the accountant", skill: "alarm.set"),
    ])
    func countdownsInOtherWords(_ c: Case) { check(c) }

    /// Reminding in everyday words (nudge, poke, nag, a heads-up, 提我一声) asks for a reminder; "stop
    /// nagging me" cancels one; the same words of what someone did ask nothing.
    @Test(arguments: [
        Case(text: "nudge me in 25 minutes to flip the steaks", skill: "timer.set"),
        Case(text: "could you poke me every 2 hours to drink some water", skill: "timer.set"),
        Case(text: "gonna need a nudge in 40 minutes", skill: "timer.set"),
        Case(text: "nag me at 9pm to take my pills", skill: "alarm.set"),
        Case(text: "give me a heads up at 4:30 tomorrow", skill: "alarm.set"),
        Case(text: "二十分钟后提我一声 收衣服", skill: "timer.set"),
        Case(text: "明早七点提我一下 带身份证", skill: "alarm.set"),
        Case(text: "stop nagging me about stretching", skill: "schedule.cancel"),
        Case(text: "my mum keeps nagging me about my hair", skill: nil),
        Case(text: "she gave me a nudge during the meeting", skill: nil),
    ])
    func remindingInEverydayWords(_ c: Case) { check(c) }

    /// Questions asked as Singapore English and Shanghainese ask them: a choice before a particle
    /// ("… or not ah", "or what"), 伐 for 吗, 哪能 for 怎样; Cantonese 蚊 for 块.
    @Test(arguments: [
        Case(text: "later Beijing got snow or not ah", skill: "weather.query"),
        Case(text: "tomorrow need to bring jacket or not lah", skill: "weather.query"),
        Case(text: "is it gonna be windy on friday or what", skill: "weather.query"),
        Case(text: "明朝苏州热伐", skill: "weather.query"),
        Case(text: "后天南京天气哪能", skill: "weather.query"),
        Case(text: "下礼拜一的闹钟设好伐", skill: "schedule.list"),
        Case(text: "四斤苹果每斤六蚊半 一共几多钱", skill: "calc.evaluate"),
        Case(text: "gonna watch the game later or not ah", skill: nil),
        Case(text: "伐木工人今天休息", skill: nil),
        Case(text: "昨晚被蚊子咬了好几个包", skill: nil),
    ])
    func questionsOfSingaporeAndShanghai(_ c: Case) { check(c) }

    /// A request phrase after do, does or did asks ("how much more do i need to save" asks for no sum);
    /// a tip or a tax reckoned "on" an amount is that share of it.
    @Test(arguments: [
        Case(text: "how much more do i need to save for a car", skill: nil),
        Case(text: "do i need to leave by 7", skill: nil),
        Case(text: "i need a timer for 5 minutes", skill: "timer.set"),
        Case(text: "tip 15% on 82", skill: "calc.evaluate"),
        Case(text: "what's 8% sales tax on 120", skill: "calc.evaluate"),
    ])
    func questionsByInversionAndSharesOnAnAmount(_ c: Case) { check(c) }

    /// A request verb and "me" opening a later clause asks, the clauses before saying why, even when they
    /// hold a time of their own: the request's clock is the one read (`TimeExpressionReader`).
    @Test(arguments: [
        Case(text: "my back is sore so nudge me every 45 minutes to stand up", skill: "timer.set"),
        Case(text: "the soup is on the stove, poke me in twenty minutes", skill: "timer.set"),
        Case(text: "the exam is early, then poke me at 6:30 tomorrow", skill: "alarm.set"),
        Case(text: "the raid starts at 8pm, so ping me at 7:50", skill: "alarm.set"),
        Case(text: "he was late again, tell me about it", skill: nil),
    ])
    func requestsAfterTheirReason(_ c: Case) { check(c) }

    /// Weather and days as people say them: pour, a scorcher, polluted, 加件外套; days left "til" a day
    /// ("left" after a span counts what remains), sleeps till one, a day's date asked last ("… which date").
    @Test(arguments: [
        Case(text: "is it going to pour on friday", skill: "weather.query"),
        Case(text: "tomorrow gonna be a real scorcher or not", skill: "weather.query"),
        Case(text: "how polluted is the air in delhi today", skill: "weather.query"),
        Case(text: "明早骑车上班要不要加个外套", skill: "weather.query"),
        Case(text: "how many days left til new year's day", skill: "clock.now"),
        Case(text: "only 12 sleeps until my birthday on the 22nd, right?", skill: "clock.now"),
        Case(text: "dragon boat festival this year which date", skill: "clock.now"),
        Case(text: "the rain was pouring down all night", skill: nil),
        Case(text: "pollution from the factory makes me sick", skill: nil),
        Case(text: "she left at 5 and never came back", skill: nil),
    ])
    func weatherAndDaysAsPeopleSayThem(_ c: Case) { check(c) }

    /// What asks nothing though it holds a cue: a passive (被闹钟吵醒: done to the speaker), how an
    /// item's kind works (闹钟的原理), even with a look-up's word; 被子 is no passive.
    @Test(arguments: [
        Case(text: "昨晚又被闹钟叫醒了三次", skill: nil),
        Case(text: "每天早上都被闹钟喊醒", skill: nil),
        Case(text: "倒计时器的原理是啥", skill: nil),
        Case(text: "盖好被子 明早六点半叫醒我", skill: "alarm.set"),
        Case(text: "我的闹钟都有啥", skill: "schedule.list"),
    ])
    func passivesAndHowThingsWork(_ c: Case) { check(c) }

    /// Asking about, cancelling and setting as people from more places say it: "did i even set",
    /// Nigerian "no wake me", "dont let me sleep through it", Singapore "can help me".
    @Test(arguments: [
        Case(text: "did i even set an alarm for friday", skill: "schedule.list"),
        Case(text: "abeg no wake me on saturday", skill: "schedule.cancel"),
        Case(text: "need to be up at 5:40 tomorrow, dont let me sleep through it", skill: "alarm.set"),
        Case(text: "can help me set alarm 6am tomorrow", skill: "alarm.set"),
        Case(text: "the baby didn't let me sleep last night", skill: nil),
        // Owning to a slip opens a request as a greeting does (english-sentence-links).
        Case(text: "sorry, also alarm at 12:00 for lunch meeting", skill: "alarm.set"),
        Case(text: "oops, also timer 10 min for the rice", skill: "timer.set"),
        Case(text: "sorry the alarm at 7 didn't go off", skill: nil),
    ])
    func moreWaysPeopleAsk(_ c: Case) { check(c) }

    /// Asked in the speech of Gan, Hubei, Hunan and Shaanxi (chinese-variants): 么时候 and 么子 for 啥时候
    /// and 什么, 克掉 for 去掉, 帮额 for 帮我, 一哈 for 一下.
    @Test(arguments: [
        Case(text: "把闹钟克掉", skill: "schedule.cancel"),
        Case(text: "帮额算一哈 38乘25", skill: "calc.evaluate"),
        Case(text: "我定了么子闹钟", skill: "schedule.list"),
        Case(text: "你么时候回来", skill: nil),
    ])
    func askedInTheSpeechOfTheMiddleYangtze(_ c: Case) { check(c) }

    /// English verbs of a request before 我, in Chinese mixed with English, ask as 提醒我 and 叫我 do.
    @Test(arguments: [
        Case(text: "后天 早上 8点 remind 我 call supplier", skill: "alarm.set"),
        Case(text: "半个钟头后 remind 我 收衣服", skill: "timer.set"),
        Case(text: "明天 6点半 wake 我 起床 ok", skill: "alarm.set"),
        Case(text: "my boss always remind 我 deadline 很烦", skill: nil),
        Case(text: "她每次都 remind 我 交作业", skill: nil),
    ])
    func chineseMixedWithEnglish(_ c: Case) { check(c) }

    /// What asks nothing though it names a skill's topic: a condition with a consequence told (要是…
    /// 就得延期; a condition is content, never filler or a place), a report before a feeling (天气太热了
    /// 不想上班), how late it is exclaimed (都几点了), the date of an event gone by (几月几号开幕的).
    @Test(arguments: [
        Case(text: "要是周六下雪 滑雪就改到下周", skill: nil),
        Case(text: "如果明天降温 我就穿羽绒服", skill: nil),
        Case(text: "如果杭州明天下雨 要带伞吗", skill: "weather.query"),
        Case(text: "外面下冰雹了 不敢出门", skill: nil),
        Case(text: "都几点了还在开会", skill: nil),
        Case(text: "北京冬奥会是几月几号闭幕的", skill: nil),
        Case(text: "今天是几月几号", skill: "clock.now"),
    ])
    func statementsAroundASkillsTopic(_ c: Case) { check(c) }

    /// An amount shared among people is divided by their count (share-among-words, "split … between").
    @Test(arguments: [
        Case(text: "一百五十块钱三个人分 一个人多少", skill: "calc.evaluate"),
        Case(text: "96 split between 6 people", skill: "calc.evaluate"),
        Case(text: "the bill is 240, shared among 4, how much each", skill: "calc.evaluate"),
        Case(text: "split the screen in two", skill: nil),
        Case(text: "我们三个人分一下工作", skill: nil),
    ])
    func sharingAnAmount(_ c: Case) { check(c) }

    /// A question about things in general, or the listener's taste, asks for no task, however many
    /// of a skill's words it holds (`AboutThingsMood`); a word said in a language is asked about.
    @Test(arguments: [
        Case(text: "why does it get colder at night", skill: nil),
        Case(text: "how do weather radars work", skill: nil),
        Case(text: "is it true that it never rains in southern california", skill: nil),
        Case(text: "what is the difference between an alarm and a reminder", skill: nil),
        Case(text: "do you like snowy days", skill: nil),
        Case(text: "how would you say thunderstorm in italian", skill: nil),
        Case(text: "为什么一到下雨天就困", skill: nil),
        Case(text: "暴雨和雷阵雨有啥区别", skill: nil),
        Case(text: "why don't you set a timer for eight minutes", skill: "timer.set"),
        Case(text: "how's the weather looking in oslo tomorrow", skill: "weather.query"),
    ])
    func questionsAboutThingsInGeneral(_ c: Case) { check(c) }

    /// Cantonese and slips of the pen are read as the Mandarin they mean (`ChineseVariants`), the
    /// match event's text saying so.
    @Test(arguments: [
        Case(text: "听日北京落唔落雪", skill: "weather.query"),
        Case(text: "而家纽约几点呀", skill: "clock.now"),
        Case(text: "唔使叫我喇 我自己会起身", skill: "schedule.cancel"),
        Case(text: "琴日落咗好大雨", skill: nil),
        Case(text: "帮我把闹种删了", skill: "schedule.cancel"),
        Case(text: "取销所有计时器", skill: "schedule.cancel"),
        Case(text: "我听日本歌", skill: nil),
        Case(text: "后天早上六点的闹中帮我删掉", skill: "schedule.cancel"),
        Case(text: "十分钟后题醒我关火", skill: "timer.set"),
        Case(text: "东京那边现在机点", skill: "clock.now"),
        Case(text: "听日朝早六點半嗌我", skill: "alarm.set"),
        Case(text: "沈阳明儿天儿咋样", skill: "weather.query"),
        Case(text: "聊天儿聊到半夜两点", skill: nil),
    ])
    func cantoneseAndSlipsOfThePen(_ c: Case) {
        check(c)
        #expect(matching(c.text).text.unicodeScalars.count == c.text.unicodeScalars.count)
    }

    /// A space between two Chinese characters parts clauses, as a comma does: a question or a
    /// cancel before it is not lost to the reason after it (`Clause`).
    @Test(arguments: [
        Case(text: "周六会下雪吗 想带孩子去堆雪人", skill: "weather.query"),
        Case(text: "晚上要打雷吗 衣服还晾在外面", skill: "weather.query"),
        Case(text: "健身那个提醒删了吧 今天不去了", skill: "schedule.cancel"),
        Case(text: "我刚跑完步 累死了", skill: nil),
    ])
    func aSpacePartsChinese(_ c: Case) { check(c) }

    /// A conjunction or a thanks before a sentence (and, but, lovely, cheers) asks nothing itself:
    /// the rest asks or tells as it would alone. The days until a day are asked with "are there",
    /// "is it", "do we have" or "to go" as well.
    @Test(arguments: [
        Case(text: "how many days do we have before the 15th", skill: "clock.now"),
        Case(text: "how many days to go until halloween", skill: "clock.now"),
        Case(text: "how many days are there in a leap year", skill: nil),
        Case(text: "And how many days are there until the 28th", skill: "clock.now"),
        Case(text: "but is it going to be windy in Dalian on Friday", skill: "weather.query"),
        Case(text: "cheers, and what's 18 times 4", skill: "calc.evaluate"),
        Case(text: "lovely. how long is left on my timer", skill: "schedule.list"),
        Case(text: "thanks, what time is it in Lisbon now", skill: "clock.now"),
        Case(text: "and my sister's wedding is on the 28th", skill: nil),
        Case(text: "but the forecast was wrong all week", skill: nil),
        Case(text: "cool, thanks for that", skill: nil),
    ])
    func sentencesOpenedByALinkOrAThanks(_ c: Case) { check(c) }

    /// A price after a discount said after the amount (with, at, after … off, discount) asks a sum;
    /// a percent of something else beside "at" or "with" asks none.
    @Test(arguments: [
        Case(text: "how much is 56 with 15% off", skill: "calc.evaluate"),
        Case(text: "what's 300 after a 40% discount", skill: "calc.evaluate"),
        Case(text: "my battery is at 12% already", skill: nil),
        Case(text: "we finished with 80% of the votes", skill: nil),
    ])
    func discountsAfterAnAmount(_ c: Case) { check(c) }

    /// A final 咯, 喇 or 嘞 softens a request as 啦 does; a closing thanks or cheers is filler; gimme
    /// asks as give me does.
    @Test(arguments: [
        Case(text: "提醒都清空咯", skill: "schedule.cancel"),
        Case(text: "后天广州落唔落雨喇", skill: "weather.query"),
        Case(text: "timer 12 mins thanks", skill: "timer.set"),
        Case(text: "gimme an alarm for 6:40 tomorrow", skill: "alarm.set"),
        Case(text: "thanks for nothing", skill: nil),
        Case(text: "昨天又下雨咯", skill: nil),
    ])
    func softParticlesThanksAndGimme(_ c: Case) { check(c) }

    /// that, this and your make an item one's own as the and my do: its time left is asked.
    @Test(arguments: [
        Case(text: "how long is left on that egg timer", skill: "schedule.list"),
        Case(text: "when does this alarm go off", skill: "schedule.list"),
        Case(text: "how many minutes are left on your countdown", skill: "schedule.list"),
        Case(text: "that alarm clock was a gift", skill: nil),
    ])
    func theTimeLeftOnThatOrThisItem(_ c: Case) { check(c) }

    /// 提我 reminds as 提醒我 does; someone named by kin or role right before the cue (老师叫我, 妈妈喊我)
    /// is who does it, and the sentence tells of them.
    @Test(arguments: [
        Case(text: "半小时后提我关煤气", skill: "timer.set"),
        Case(text: "礼拜六上午十点提我去拿快递", skill: "alarm.set"),
        Case(text: "领班喊我去仓库搬货", skill: nil),
        Case(text: "老婆叫我早点回家", skill: nil),
        Case(text: "同事提我的名字了", skill: nil),
        Case(text: "我爸生日前一天提醒我订蛋糕", skill: "alarm.set", asks: true),
    ])
    func tiWoAndSomeoneWhoDoesIt(_ c: Case) { check(c) }

    /// Whether anything is set, asked with no item word (did i set anything, is anything set), looks
    /// the schedule up.
    @Test(arguments: [
        Case(text: "did i set anything for the morning", skill: "schedule.list"),
        Case(text: "have i set anything about the gas bill", skill: "schedule.list"),
        Case(text: "is anything set for saturday", skill: "schedule.list"),
        Case(text: "i never set anything up on this phone", skill: nil),
    ])
    func whetherAnythingIsSet(_ c: Case) { check(c) }

    /// "what time's" asks as "what time is" does: of the sun, the weather tells; of an event, nobody
    /// here; of "it", the clock.
    @Test(arguments: [
        Case(text: "what time's sunset on friday", skill: "weather.query"),
        Case(text: "what time's my dentist appointment", skill: nil),
        Case(text: "what time's it in lisbon", skill: "clock.now"),
    ])
    func whatTimesContracted(_ c: Case) { check(c) }

    /// A share asked with how it is paid (每人出多少, 一个人摊多少) asks the amount ÷ the people; "need
    /// reminding" asks for a reminder.
    @Test(arguments: [
        Case(text: "打车一共八十四 三个人 每人出多少", skill: "calc.evaluate"),
        Case(text: "两千四的房租四个人摊 一个人摊多少", skill: "calc.evaluate"),
        Case(text: "I need reminding at half past four to fetch the kids", skill: "alarm.set"),
        Case(text: "grandad needs reminding to take his tablets", skill: nil),
    ])
    func sharesByHowTheyArePaidAndNeedReminding(_ c: Case) { check(c) }

    /// ditch, bin, drop, nix, scratch and axe cancel an item; the same words of other things ask
    /// nothing, and "scratch that" corrects what was just said.
    @Test(arguments: [
        Case(text: "bin the 6am alarm", skill: "schedule.cancel"),
        Case(text: "scratch the 5:45 alarm, meeting moved", skill: "schedule.cancel"),
        Case(text: "axe all my timers", skill: "schedule.cancel"),
        Case(text: "the cat likes when I scratch her ears", skill: nil),
        Case(text: "wake me at 7, scratch that, 7:30", skill: "alarm.set"),
        Case(text: "nix my reminders for tomorrow", skill: "schedule.cancel"),
        Case(text: "drop the timer, the rice is done", skill: "schedule.cancel"),
        Case(text: "ditch all my alarms", skill: "schedule.cancel"),
        Case(text: "drop the kids at school at 8", skill: nil),
        Case(text: "bin day is tomorrow", skill: nil),
    ])
    func cancellingByDitchBinDropNixScratchAxe(_ c: Case) { check(c) }

    /// A question for what values come to (多少钱, "how much", "per", "each") names the calculator
    /// beside a sum the word-problem rules read, and alone asks nothing: a price asked is no sum
    /// to ask for. Things shared among groups, a count of things beside the next price, a rate per
    /// measure.
    @Test(arguments: [
        Case(text: "西瓜两块八一斤 称了六斤 要多少钱", skill: "calc.evaluate"),
        Case(text: "这双鞋多少钱", skill: nil),
        Case(text: "how much is a return ticket to Leeds", skill: nil),
        Case(text: "what's the total", skill: nil),
        Case(text: "we've got 45 oranges for 5 crates, how many per crate", skill: "calc.evaluate"),
        Case(text: "split 72 marbles across 6 jars, how many in each", skill: "calc.evaluate"),
        Case(text: "送了40单 一单3块5 一共多少", skill: "calc.evaluate"),
        Case(text: "the syrup is 4 ml per kg and she's 12 kg, how much do I give", skill: "calc.evaluate"),
        Case(text: "他体重三十公斤 每公斤2毫克 一共多少", skill: "calc.evaluate"),
        Case(text: "the kids ate 3 slices each at the party", skill: nil),
    ])
    func questionsForWhatValuesComeTo(_ c: Case) { check(c) }

    /// A request verb and "me" right after the time or span that opens the sentence ask, as they
    /// would opening it; someone else told, or a habit told, asks nothing.
    @Test(arguments: [
        Case(text: "every 30 minutes ping me to stretch my back", skill: "timer.set"),
        Case(text: "in 15 minutes tell me to flip the steaks over on the grill by the fence", skill: "timer.set"),
        Case(text: "at 6:30pm nudge me to ring the plumber back about the boiler", skill: "alarm.set"),
        Case(text: "in 2 hours tell him to call me", skill: nil),
        Case(text: "every morning my mum tells me to eat breakfast", skill: nil),
    ])
    func requestsAfterAnOpeningTime(_ c: Case) { check(c) }

    /// The days to a day asked as "how many days away"; more holidays of the English-speaking world.
    @Test(arguments: [
        Case(text: "Waitangi Day is how many days away", skill: "clock.now"),
        Case(text: "how many days away is burns night", skill: "clock.now"),
        Case(text: "the wedding is only 9 days away", skill: nil),
    ])
    func daysAwayAndHolidays(_ c: Case) { check(c) }

    /// Money named by the world's currencies (currency-words) is money to the calculator's rules.
    @Test(arguments: [
        Case(text: "split 3000 rand among 4 of us", skill: "calc.evaluate"),
        Case(text: "the fuel was 12000 naira and we're 3 people, how much each", skill: "calc.evaluate"),
        Case(text: "I paid 500 rand for the tickets", skill: nil),
    ])
    func moneyInTheWorldsCurrencies(_ c: Case) { check(c) }

    /// One more item at a time or of a span (再加一个六点的, 也加个十分钟的) asks for no sum: 加 in it
    /// names no calculation; one more number after a sum still does.
    @Test(arguments: [
        Case(text: "再加一个七点半的", skill: nil),
        Case(text: "也加个十五分钟的", skill: nil),
        Case(text: "再加一个明天早上八点的闹钟", skill: "alarm.set"),
        Case(text: "十二加十五再加八", skill: "calc.evaluate"),
    ])
    func oneMoreItemIsNoSum(_ c: Case) { check(c) }

    /// Cantonese 咗佢 (done to it: 删咗佢) and 咗未 (done yet?: 设咗未) read as 了它 and 了没; whether an
    /// item is set is asked with 设了没 and 定了没有 too.
    @Test(arguments: [
        Case(text: "嗰个提醒取消咗佢啦", skill: "schedule.cancel"),
        Case(text: "后日嘅闹钟定咗未", skill: "schedule.list"),
        Case(text: "计时器设了没有", skill: "schedule.list"),
        Case(text: "佢删咗我微信", skill: nil),
        Case(text: "你食咗饭未", skill: nil),
    ])
    func cantoneseDoneAndNotYet(_ c: Case) { check(c) }

    /// 嘛 after a cancel urges it, as 吧 does (取消了嘛); a cancel said of something else still asks nothing.
    @Test(arguments: [
        Case(text: "吃药那个闹钟删了嘛", skill: "schedule.cancel"),
        Case(text: "把明早的提醒关了嘛 不用了", skill: "schedule.cancel"),
        Case(text: "航班不是取消了嘛", skill: nil),
    ])
    func cancelsUrgedByMa(_ c: Case) { check(c) }

    /// A keyword inside a longer misspelt word (temp of tempreture) does not keep the word from being
    /// mended; what is worn against the weather (a raincoat, wellies, a jumper) asks it.
    @Test(arguments: [
        Case(text: "whats the temperture in Oslo", skill: "weather.query"),
        Case(text: "how hot is the temparature gonna get tomorrow", skill: "weather.query"),
        Case(text: "should i bring my wellies tomorrow", skill: "weather.query"),
        Case(text: "will the kids need a rain jacket for the zoo trip on friday", skill: "weather.query"),
        Case(text: "my raincoat has a hole in it", skill: nil),
        Case(text: "the temps here have been brutal lately", skill: nil),
    ])
    func misspeltKeywordWordsAndWhatIsWorn(_ c: Case) { check(c) }

    /// A reminder asked as a noun (set, add, put a reminder) names a timer and an alarm alike: the
    /// time said decides; with none, the alarm asks when.
    @Test(arguments: [
        Case(text: "set a reminder in 45 minutes to move the car", skill: "timer.set"),
        Case(text: "add reminder after 20 minutes for the pasta", skill: "timer.set"),
        Case(text: "put a reminder for friday at 10am to pay the nanny", skill: "alarm.set"),
        Case(text: "set a reminder please", skill: "alarm.set", asks: true),
    ])
    func remindersAsNounsTakeTheTimeSaid(_ c: Case) { check(c) }

    /// Cantonese 同我 asks as 帮我 does (同我计时廿五分钟啦); someone else telling me asks nothing.
    @Test(arguments: [
        Case(text: "煲紧汤 同我计时四十分钟啦", skill: "timer.set"),
        Case(text: "同我定个闹钟 听朝六点半", skill: "alarm.set"),
        Case(text: "佢同我讲听日会好热", skill: nil),
    ])
    func cantoneseTungNgo(_ c: Case) { check(c) }

    /// How many groups a count makes (几组, 几盒 with the count after 每组, 每盒) is a sum; 几组 with no
    /// group's size, or none of the numbers, asks none.
    @Test(arguments: [
        Case(text: "六十四个同学 每组八个 一共能分几组", skill: "calc.evaluate"),
        Case(text: "七十二瓶水 每箱装十二瓶 需要几箱", skill: "calc.evaluate"),
        Case(text: "你们公司分了几组", skill: nil),
        Case(text: "今天来了几桌客人", skill: nil),
    ])
    func howManyGroups(_ c: Case) { check(c) }

    /// Interjections (ag, eish, man, jeez) and a "just" or "quickly" before a request carry nothing:
    /// the request verb after them opens the request.
    @Test(arguments: [
        Case(text: "eish, just set an alarm for quarter to six tomorrow, the taxi comes early", skill: "alarm.set"),
        Case(text: "jeez, quickly start a 4 minute timer for the tea", skill: "timer.set"),
        Case(text: "man, the alarm this morning was so loud", skill: nil),
    ])
    func interjectionsBeforeARequest(_ c: Case) { check(c) }

    /// Not to be reminded, said with 提我 (唔使提我, 不用提我) or Shanghainese 伐要, cancels a reminder.
    @Test(arguments: [
        Case(text: "唔使提我饮水喇", skill: "schedule.cancel"),
        Case(text: "伐要叫我起床了，明朝休息", skill: "schedule.cancel"),
        Case(text: "冷伐今朝", skill: "weather.query"),
    ])
    func notToBeRemindedInDialect(_ c: Case) { check(c) }

    /// gimme opening a later clause asks, as "give me" does there.
    @Test(arguments: [
        Case(text: "long day on the road, gimme an alarm for 5:40 tomorrow", skill: "alarm.set"),
        Case(text: "the pasta's in, gimme 11 minutes on the clock", skill: "timer.set"),
        Case(text: "she said gimme a minute", skill: nil),
    ])
    func gimmeOpeningALaterClause(_ c: Case) { check(c) }

    /// A question mark ending an earlier clause asks, whatever the clause after it says ("rain in
    /// Leeds tomorrow? got a 9am match"); a statement after "really?" still asks for nothing.
    @Test(arguments: [
        Case(text: "rain in Leeds tomorrow? got a 9am match", skill: "weather.query"),
        Case(text: "frost tonight in Calgary? my car's outside, leaving at 6am", skill: "weather.query"),
        Case(text: "really? my alarm went off at 5am again", skill: nil),
    ])
    func questionMarkEndingAnEarlierClause(_ c: Case) { check(c) }

    /// A percent of a count or an amount, asked what it comes to, is a sum; a percent said of no
    /// amount asks none.
    @Test(arguments: [
        Case(text: "we sold 60 tickets and 25 percent were for kids, how many's that", skill: "calc.evaluate"),
        Case(text: "四百八十个学生 百分之二十五戴眼镜 一共多少", skill: "calc.evaluate"),
        Case(text: "my phone is on 40 percent, how long will that last", skill: nil),
    ])
    func aPercentOfACount(_ c: Case) { check(c) }

    /// A request verb and "me" opening a later clause take the span or time said before them when
    /// none follows ("the bread takes 35 minutes, so nudge me"); after words of the past, none.
    @Test(arguments: [
        Case(text: "the bread takes 35 minutes, so nudge me", skill: "timer.set"),
        Case(text: "the oven needs 40 minutes, so ping me", skill: "timer.set"),
        Case(text: "she said the pizza needs 12 minutes, ping me", skill: nil),
    ])
    func aLaterRequestTakesTheSpanBeforeIt(_ c: Case) { check(c) }

    /// Dialect and register as people write them: 好多 and 好久 asked at a clause's end, Shaanxi 额 for
    /// 我 after a cue and 咧 for 了; bruh, ngl, tbh before a request; a formal "be so kind as to"; a
    /// learner's "remember me to"; a mackintosh; how many pieces of a dose; hw and wak typed short.
    @Test(arguments: [
        Case(text: "四个人打车一共八十八，每个人出好多", skill: "calc.evaluate"),
        Case(text: "离中秋节还有好多天", skill: "clock.now"),
        Case(text: "这几天好多人感冒", skill: nil),
        Case(text: "明天早上七点叫额起床", skill: "alarm.set"),
        Case(text: "今天星期几咧", skill: "clock.now"),
        Case(text: "bruh set a 5 minute timer", skill: "timer.set"),
        Case(text: "ngl is it gonna rain tomorrow in Leeds", skill: "weather.query"),
        Case(text: "would you be so kind as to wake me at seven tomorrow", skill: "alarm.set"),
        Case(text: "in 30 minutes remember me to take the cake out", skill: "timer.set"),
        Case(text: "will I need my mackintosh in Bristol today", skill: "weather.query"),
        Case(text: "一片是10毫克 要吃30毫克 吃几片", skill: "calc.evaluate"),
        Case(text: "hw long left on the pasta timer", skill: "schedule.list"),
        Case(text: "wak me at 6 tomorrow", skill: "alarm.set"),
    ])
    func dialectAndRegister(_ c: Case) { check(c) }

    /// Amounts written with their currency's sign anywhere in a sum ("$12 plus $7.50", a tip on $48),
    /// and a share named by what it pays on an amount (GST, VAT on 260).
    @Test(arguments: [
        Case(text: "what's a 15% tip on $48", skill: "calc.evaluate"),
        Case(text: "how much is 8% sales tax on $35.20", skill: "calc.evaluate"),
        Case(text: "what is 5% VAT on 260", skill: "calc.evaluate"),
        Case(text: "10% GST on €90 please", skill: "calc.evaluate"),
        Case(text: "I paid $12 for parking", skill: nil),
    ])
    func currencySignsAndSharesOnAnAmount(_ c: Case) { check(c) }

    /// What is deducted is subtracted (工资五千四扣掉三百, 扣除百分之二十); 扣 inside a word (折扣, 扣子)
    /// is none, and a rule of fines said as a statement asks for no sum.
    @Test(arguments: [
        Case(text: "工资五千四扣掉三百还剩多少", skill: "calc.evaluate"),
        Case(text: "八千扣除百分之二十是多少", skill: "calc.evaluate"),
        Case(text: "这件外套有折扣吗", skill: nil),
        Case(text: "衬衫扣子掉了两颗", skill: nil),
        Case(text: "上班迟到一次扣五十", skill: nil),
    ])
    func deductionsSubtract(_ c: Case) { check(c) }

    /// Southwestern 好多 for 多少 after a total or a share and before 钱 after 要, 得 (一共好多, 每个人好多, 要好多钱),
    /// and 每个 for each person once people are counted; 好多 as "a lot" beside no sum asks for none.
    @Test(arguments: [
        Case(text: "一斤排骨三十二块 买两斤要好多钱", skill: "calc.evaluate"),
        Case(text: "三个人吃火锅二百七 每个人好多", skill: "calc.evaluate"),
        Case(text: "菜钱八十六 米钱四十 一共好多", skill: "calc.evaluate"),
        Case(text: "五个人AA四百五 每个出多少", skill: "calc.evaluate"),
        Case(text: "过年走亲戚花了好多钱", skill: nil),
        Case(text: "房子装修要好多钱", skill: nil),
        Case(text: "今天超市人好多", skill: nil),
    ])
    func southwesternHaoduoAsksHowMuch(_ c: Case) { check(c) }

    /// Yes/no questions as the regions ask them: a verb and its object before 不 and the verb again
    /// (下雨不下, 刮风不刮); Jianghuai 可 before the predicate (可下雨, 天气可好); Southwestern 有没得;
    /// the ice and cold spells people name (凌冻, 冻雨, 霜冻, 倒春寒). An exclamation's 可 (可冷了) asks nothing.
    @Test(arguments: [
        Case(text: "后天洛阳刮风不刮", skill: "weather.query"),
        Case(text: "明儿个开封下雨不下呀", skill: "weather.query"),
        Case(text: "合肥明天可下雨", skill: "weather.query"),
        Case(text: "安庆后天天气可好", skill: "weather.query"),
        Case(text: "明天可要带伞", skill: "weather.query"),
        Case(text: "六盘水后天有没得凌冻", skill: "weather.query"),
        Case(text: "明早路上会不会有冻雨", skill: "weather.query"),
        Case(text: "这两天会不会倒春寒", skill: "weather.query"),
        Case(text: "昨天可冷了，冻死我了", skill: nil),
        Case(text: "他说下雨不下都无所谓", skill: nil),
    ])
    func regionalYesNoQuestions(_ c: Case) { check(c) }

    /// Cities by the English names people still use for them (Bangalore, Bombay, Madras, Saigon):
    /// the question is the city's, as by its own name.
    @Test(arguments: [
        Case(text: "is it raining in Bangalore right now", skill: "weather.query"),
        Case(text: "what's the time in bombay", skill: "clock.now"),
        Case(text: "my grandad was born in Calcutta", skill: nil),
    ])
    func citiesByTheirFormerNames(_ c: Case) { check(c) }

    /// A choice between yes and no asks at the end of any clause ("need jacket or not, going out
    /// later"), with two words before it and no word that concedes; "rain or not, …" and
    /// "whether it snows or not, …" are conditions. "how much" or "how many" asks where it ends a
    /// clause, after a particle too.
    @Test(arguments: [
        Case(text: "need jacket or not, going hiking later", skill: "weather.query"),
        Case(text: "this arvo got thunderstorm or not lah, want to cycle", skill: "weather.query"),
        Case(text: "whether it snows or not, I'm driving up on Friday", skill: nil),
        Case(text: "rain or not, the match is on tomorrow", skill: nil),
        Case(text: "a 12% service charge on 240 how much ah", skill: "calc.evaluate"),
        Case(text: "4 tickets at 38 each how much leh", skill: "calc.evaluate"),
    ])
    func aChoiceAsksAtTheEndOfAnyClause(_ c: Case) { check(c) }

    /// Heavy rain as Britain, Ireland and Australia say it, and Australia's arvo for the afternoon.
    @Test(arguments: [
        Case(text: "is it gonna bucket down in Leeds tmrw arvo", skill: "weather.query"),
        Case(text: "will it be pissing down at the match tonight", skill: "weather.query"),
        Case(text: "tipping down again this arvo?", skill: "weather.query"),
        Case(text: "it chucked it down all weekend, the garden's a swamp", skill: nil),
    ])
    func heavyRainAsPeopleSayIt(_ c: Case) { check(c) }

    /// Holidays reckoned from Easter or by the last weekday of a month, and the days "missing"
    /// until one as learners from Portuguese and Spanish count them.
    @Test(arguments: [
        Case(text: "when is pancake day next year", skill: "clock.now"),
        Case(text: "how many days till memorial day weekend", skill: "clock.now"),
        Case(text: "How many days are missing for the Christmas?", skill: "clock.now"),
        Case(text: "we had pancakes for shrove tuesday", skill: nil),
    ])
    func holidaysAndTheDaysMissing(_ c: Case) { check(c) }

    /// The days that remain until a day, as learners from French and Slavic tongues count them.
    @Test(arguments: [
        Case(text: "how many days remain until new year", skill: "clock.now"),
        Case(text: "How many days remaining to my exam on May 12?", skill: "clock.now"),
        Case(text: "how many days before halloween", skill: "clock.now"),
        Case(text: "how many days before the trip did you book it", skill: nil),
    ])
    func theDaysThatRemain(_ c: Case) { check(c) }

    /// Scots, Jamaican and Boston spellings read as the words they spell (english-shorthand;
    /// whit's before an apostrophe too); "baltic" is Scots for freezing.
    @Test(arguments: [
        Case(text: "whit's 60 quid split between 4 of us", skill: "calc.evaluate"),
        Case(text: "gie us a wee timer fi 12 minutes", skill: "timer.set"),
        Case(text: "set anothah alarm at 6:40", skill: "alarm.set"),
        Case(text: "is it gonnae be baltic in Dundee the morra", skill: "weather.query"),
        Case(text: "it wis baltic at the fitba last night", skill: nil),
    ])
    func dialectSpellings(_ c: Case) { check(c) }

    /// Not bothering to wake or remind someone cancels it, as not waking them does.
    @Test(arguments: [
        Case(text: "dinnae bother wakin me on Friday", skill: "schedule.cancel"),
        Case(text: "don't bother to remind me about the gas bill", skill: "schedule.cancel"),
        Case(text: "she didn't bother waking me, so I missed the bus", skill: nil),
    ])
    func notBotheringCancels(_ c: Case) { check(c) }

    /// Taking an alarm off cancels it, as turning it off does; a cancel word in another clause than
    /// the item acts on nothing.
    @Test(arguments: [
        Case(text: "take off my alarm for Sunday, no work", skill: "schedule.cancel"),
        Case(text: "can you take off the 6am alarm", skill: "schedule.cancel"),
        Case(text: "the flight takes off at 9, so I'll take off early", skill: nil),
        // A cancel word acts on an item of its own clause only.
        Case(text: "the plane should take off at 11, set an alarm for 8", skill: "alarm.set"),
        Case(text: "I'll switch off the heater at 10, wake me at 7", skill: "alarm.set"),
    ])
    func takingAnAlarmOffCancelsIt(_ c: Case) { check(c) }

    /// "off the alarm", as Singapore, Malaysia and Chinese speakers of English say it, cancels it
    /// where "off" stands as a verb; something that went or fell off, or an alarm set off, cancels nothing.
    @Test(arguments: [
        Case(text: "off my 6am alarm please, tomorrow holiday", skill: "schedule.cancel"),
        Case(text: "can help me off the timer", skill: "schedule.cancel"),
        Case(text: "the alarm clock fell off the shelf", skill: nil),
        Case(text: "please set off the alarm at 5 tomorrow", skill: "alarm.set"),
    ])
    func offTheAlarmCancelsIt(_ c: Case) { check(c) }

    /// An item's word names no act: beside it, a sentence likest the samples of a skill that acts on
    /// the schedule, confidently and by more than the item's word, acts as they do, asked in words the
    /// act's cues do not know (`ActsOnTheSchedule`); a sentence more like another skill's samples, or
    /// like them by the item's word alone, does not, nor a request to set the item it names
    /// (`ValueSetting.asksToSet`: 设闹钟), unless it was set already (我设了…，给我念).
    @Test(arguments: [
        Case(text: "烤箱那个timer还有多久", skill: "schedule.list"),
        Case(text: "那个煮鸡蛋的 timer 还剩几分钟", skill: "schedule.list"),
        Case(text: "the laundry timer, how long it got left", skill: "schedule.list"),
        Case(text: "set alarm now", skill: "alarm.set", asks: true),
        Case(text: "设闹钟啊", skill: "alarm.set", asks: true),  // a request to set names the item it sets
        Case(text: "我设了好多个提醒，给我念一哈", skill: "schedule.list"),  // set already: no request to set
        Case(text: "我定了好些闹钟，给我读读", skill: "schedule.list"),
        Case(text: "帮我念下我设的提醒", skill: "schedule.list"),  // what was set, described
        Case(text: "timer please", skill: "timer.set", asks: true),
        Case(text: "the kitchen timer broke again", skill: nil),
        Case(text: "my alarm is so loud", skill: nil),
        Case(text: "these reminders drive me crazy", skill: nil),
    ])
    func anItemsWordNamesNoAct(_ c: Case) { check(c) }

    /// The negations of China's regions before a request to wake or remind (Southwestern and Hunan
    /// 莫, Northwestern 嫑, Wu 覅, Minnan 免, Cantonese 唔洗) decline it and cancel what it names, as
    /// 不用 does; 莫斯科 is Moscow, and 莫忘了 asks.
    @Test(arguments: [
        Case(text: "后天莫喊我起床了，放假", skill: "schedule.cancel"),
        Case(text: "礼拜六嫑叫我，我要睡懒觉", skill: "schedule.cancel"),
        Case(text: "明朝覅提醒我买菜了", skill: "schedule.cancel"),
        Case(text: "下昼免叫我，无去了", skill: "schedule.cancel"),
        Case(text: "聽朝唔洗叫我起身", skill: "schedule.cancel"),
        Case(text: "莫斯科这会儿几点了", skill: "clock.now"),
        Case(text: "明天早上莫忘了叫我", skill: "alarm.set", asks: true),
    ])
    func regionalNegationsDecline(_ c: Case) { check(c) }

    /// Whether an item is set, asked with 是不是 or Jianghuai 可有 (有没有).
    @Test(arguments: [
        Case(text: "我是不是设了明天早上的闹钟", skill: "schedule.list"),
        Case(text: "可有定后天的提醒啊", skill: "schedule.list"),
        Case(text: "我是不是该定个闹钟", skill: "alarm.set", asks: true),
    ])
    func whetherAnItemIsSet(_ c: Case) { check(c) }

    /// Learners' "how many time" for "how much time" asks the time left as well; Cantonese 先
    /// after a cancel word (删掉先) is a particle; 二零几年 asks the year as 几几年 does.
    @Test(arguments: [
        Case(text: "how many time is left on the pasta timer", skill: "schedule.list"),
        Case(text: "how many time does it take to boil an egg", skill: nil),
        Case(text: "提醒都清空先", skill: "schedule.cancel"),
        Case(text: "现在是二零几年啊", skill: "clock.now"),
    ])
    func learnersAndCantoneseWordings(_ c: Case) { check(c) }

    /// How warmly to dress asks the weather: how thick, how many layers (穿多厚, 穿几件); a shoe's size does not.
    @Test(arguments: [
        Case(text: "后天出门穿多厚合适", skill: "weather.query"),
        Case(text: "今天要穿几件啊", skill: "weather.query"),
        Case(text: "穿多少码的鞋合适", skill: nil),
    ])
    func howWarmlyToDress(_ c: Case) { check(c) }

    /// "How much is the time" asks the time, as learners from Russian put it; 闹 rings an alarm
    /// (六点闹一下, 闹醒我) as 响 and 叫 do.
    @Test(arguments: [
        Case(text: "how much is the time now in Kazan", skill: "clock.now"),
        Case(text: "how much is time in Warsaw please", skill: "clock.now"),
        Case(text: "明天早上五点四十闹一下", skill: "alarm.set"),
        Case(text: "后天六点闹醒我", skill: "alarm.set"),
        Case(text: "孩子一大早就闹醒我了", skill: nil),
    ])
    func howMuchIsTheTimeAndAnAlarmThatRings(_ c: Case) { check(c) }

    /// Openers that carry nothing, as Singapore, Malaysia and Nigeria say them (wei, aiyo, alamak, oya):
    /// a request after one is a request, a report a report.
    @Test(arguments: [
        Case(text: "wei set a 12 minute timer lah, rice cooking already", skill: "timer.set"),
        Case(text: "alamak what's the date today", skill: "clock.now"),
        Case(text: "oya wake me by 5:45 tomorrow", skill: "alarm.set"),
        Case(text: "wei my alarm never ring this morning", skill: nil),
    ])
    func openersThatCarryNothing(_ c: Case) { check(c) }

    /// Quoted words ask nothing of the listener: the mood is read without them, a single-quoted
    /// request ending in a number is a quotation too.
    @Test(arguments: [
        Case(text: "奶奶说“后天早上五点叫我”，结果她自己四点就起来了", skill: nil),
        Case(text: "my roommate goes 'wake me at 7' and then sleeps through it", skill: nil),
        Case(text: "提醒我“交水电费”，明天下午三点", skill: "alarm.set"),
    ])
    func quotedWordsAskNothing(_ c: Case) { check(c) }

    /// Chaoshan 毋 ends a yes/no question (明日会落雨毋), as 吗 does.
    @Test(arguments: [
        Case(text: "潮州后日会落雨毋", skill: "weather.query"),
        Case(text: "今日出门着带伞毋", skill: "weather.query"),
    ])
    func chaoshanMuAsks(_ c: Case) { check(c) }

    /// Rule aside: a report in a clause of its own beside a bare command (the item and its value,
    /// nothing else) says why the command is given; in the command's clause, or beside a clause
    /// that tells of someone, or one whose only word is a value, it reports.
    @Test(arguments: [
        Case(text: "倒计时八分钟，饺子下锅了", skill: "timer.set"),
        Case(text: "计时器二十分钟，面膜敷上啦", skill: "timer.set"),
        Case(text: "闹钟明早五点半，要赶飞机了", skill: "alarm.set"),
        Case(text: "十五分钟倒计时，孩子开始写作业了", skill: "timer.set"),
        Case(text: "timer 12 minutes, the bread's gone in", skill: "timer.set"),
        Case(text: "倒计时结束了，饺子熟了", skill: nil),
        Case(text: "闹钟响了，好烦啊", skill: nil),
        Case(text: "我每天都得五点起床，好辛苦啊", skill: nil),
        Case(text: "前天熬到两点，今天好困啊", skill: nil),
    ])
    func reportBesideABareCommand(_ c: Case) { check(c) }

    /// Rule describing: a verb of setting right before 的 (好, 过 or 完 between) says which
    /// item was set, and asks for none; 的话 ("if") describes nothing.
    @Test(arguments: [
        Case(text: "你设的那个闹钟声音太大了", skill: nil),
        Case(text: "我定好的闹钟今天早上没响", skill: nil),
        Case(text: "上礼拜设过的提醒全都没用", skill: nil),
        Case(text: "我定的闹钟太吵，帮我取消", skill: "schedule.cancel"),
        Case(text: "方便的话帮我定个七点的闹钟", skill: "alarm.set"),
        Case(text: "能定的话就定一个二十分钟的倒计时", skill: "timer.set"),
    ])
    func describingWhatWasSet(_ c: Case) { check(c) }

    /// What a speaker calls the listener before asking (babe, love, honey, pet, pal) opens nothing:
    /// the request or question after it opens the sentence.
    @Test(arguments: [
        Case(text: "love, what time is it in Perth", skill: "clock.now"),
        Case(text: "honey set a timer for 25 minutes", skill: "timer.set"),
        Case(text: "darling wake me at half seven tomorrow", skill: "alarm.set"),
        Case(text: "pet, cancel the alarm for the morning", skill: "schedule.cancel"),
        Case(text: "babe the alarm went off at 5 and I was so tired", skill: nil),
        Case(text: "honey, the timer went off ages ago", skill: nil),
        Case(text: "aight, what's the weather like in Leeds", skill: "weather.query"),
        Case(text: "ach, cancel the timer", skill: "schedule.cancel"),
        Case(text: "grand, set a timer for 8 minutes so", skill: "timer.set"),
        Case(text: "bye, what time is it in Hamilton", skill: "clock.now"),
        Case(text: "the grand total was 45 minutes", skill: nil),
    ])
    func addressOpensNothing(_ c: Case) { check(c) }

    /// Rule supposing: a past form after "if" or "suppose" in its clause supposes, and tells nothing
    /// that happened; without one, it narrates.
    @Test(arguments: [
        Case(text: "if I bought 5 packs of 8, what's 5 times 8", skill: "calc.evaluate"),
        Case(text: "suppose I spent 35 of my 120, what is 120 minus 35", skill: "calc.evaluate"),
        Case(text: "if I slept in 10 minutes, set a timer for 10 minutes", skill: "timer.set"),
        Case(text: "I bought 5 packs of 8 timers yesterday", skill: nil),
        Case(text: "I waited 20 minutes for the bus", skill: nil),
    ])
    func supposingTellsNothing(_ c: Case) { check(c) }

    /// 表, the watch that times it, after a span and 的 is the countdown (定个十分钟的表); 表 of
    /// another thing is not.
    @Test(arguments: [
        Case(text: "给我上个二十分钟的表", skill: "timer.set"),
        Case(text: "帮我掐个半小时的表", skill: "timer.set"),
        Case(text: "定一个一刻钟的表，我去洗澡", skill: "timer.set"),
        Case(text: "这块表走得慢了五分钟", skill: nil),
        Case(text: "我表哥三点到", skill: nil),
    ])
    func watchAsTimer(_ c: Case) { check(c) }

    /// Wu 脱 and Xiang 咖 for 掉 after a cancel, the item named before it.
    @Test(arguments: [
        Case(text: "早上嗰闹钟取消脱", skill: "schedule.cancel"),
        Case(text: "喝水个提醒删咖咯", skill: "schedule.cancel"),
        Case(text: "计时器覅响了，关脱", skill: "schedule.cancel"),
        Case(text: "衣裳脱了", skill: nil),
        // A negation right before the cancel keeps the item.
        Case(text: "那个闹钟别删掉，周末还要用", skill: nil),
        Case(text: "提醒莫删咖，我还要靠它", skill: nil),
        Case(text: "计时器不要取消，汤还没好", skill: nil),
    ])
    func dialectCancelComplements(_ c: Case) { check(c) }

    /// Cancels of Yorkshire (get shut of), learners (unmark), northern 弄没, 搞没, 搞掉, 弄掉 and northwestern 嫑了.
    @Test(arguments: [
        Case(text: "get shut of the morning alarm, I'm off work", skill: "schedule.cancel"),
        Case(text: "Please unmark the timer of the eggs", skill: "schedule.cancel"),
        Case(text: "把那俩闹钟都弄没", skill: "schedule.cancel"),
        Case(text: "八点那个提醒搞掉吧", skill: "schedule.cancel"),
        Case(text: "明早的闹钟嫑了", skill: "schedule.cancel"),
        Case(text: "八点那个闹钟取消了哈", skill: "schedule.cancel"),
        Case(text: "我想早点搞掉这个项目", skill: nil),
        Case(text: "I can't get shut of this cold", skill: nil),
    ])
    func cancelsInRegionalWords(_ c: Case) { check(c) }

    /// Northern 定上 and 设上 set what follows as 定 does (给我定上个四十分钟).
    @Test(arguments: [
        Case(text: "给我定上个二十五分钟", skill: "timer.set"),
        Case(text: "帮俺设上个明早六点的闹钟", skill: "alarm.set"),
        Case(text: "定上个一个钟头的，我睡一觉", skill: "timer.set"),
        Case(text: "闹钟定上了没有", skill: "schedule.list"),
    ])
    func settingUp(_ c: Case) { check(c) }

    /// Indian English keep for set before a new item (keep an alarm at 6, keep a reminder); keep of an item
    /// there (keep the timer) keeps it; Guizhou 凝冻 and Cantonese A唔A ask the weather.
    @Test(arguments: [
        Case(text: "keep an alarm at 5:30 tomorrow", skill: "alarm.set"),
        Case(text: "please keep a reminder after 45 minutes to switch off the geyser", skill: "timer.set"),
        Case(text: "cancel the alarms but keep the timer", skill: "schedule.cancel"),
        Case(text: "keep calm and carry on", skill: nil),
        Case(text: "明天贵阳会不会凝冻", skill: "weather.query"),
        Case(text: "听日落唔落雨", skill: "weather.query"),
        Case(text: "听日热唔热", skill: "weather.query"),
    ])
    func keepingAndRegionalWeather(_ c: Case) { check(c) }

    /// Word problems of things at a price each, or groups of things, asked their total.
    @Test(arguments: [
        Case(text: "what's 6 pasties at 3.20 each", skill: "calc.evaluate"),
        Case(text: "whats 12 hoagies at 7.50 a piece", skill: "calc.evaluate"),
        Case(text: "5 crates of 20 apples, how many is that", skill: "calc.evaluate"),
        Case(text: "if we got 4 packs of 6 rolls, how many rolls altogether?", skill: "calc.evaluate"),
        Case(text: "I met 3 friends at 5 at the pub", skill: nil),
    ])
    func thingsAtAPriceAndGroupsOfThings(_ c: Case) { check(c) }

    /// Scots and Irish "mind me" for "remind me"; Min and Hakka 共我讲 for 跟我讲 (told once).
    @Test(arguments: [
        Case(text: "mind me in 25 minutes to turn the oven down", skill: "timer.set"),
        Case(text: "mind me at half seven to ring my sister", skill: "alarm.set"),
        Case(text: "mind me to water the plants", skill: "timer.set", asks: true),
        Case(text: "never mind me, I'm just talking to myself", skill: nil),
        Case(text: "二十分钟后共我讲一声", skill: "timer.set"),
        Case(text: "半个钟头后跟我讲一下", skill: "timer.set"),
        Case(text: "他跟我讲一下午的话", skill: nil),
    ])
    func toldOnceInOtherWords(_ c: Case) { check(c) }

    /// Indian English one for a before a new item (keep one alarm); "to" before the hour an alarm is set
    /// or moved to; an hour then a bare part of the day; 好多钱 after a price and a quantity; "how many I
    /// got left"; a decimal comma; money at a till in the singular.
    @Test(arguments: [
        Case(text: "Keep one alarm 5:45 morning daily, gym going", skill: "alarm.set"),
        Case(text: "make one alarm for 6 tomorrow", skill: "alarm.set"),
        Case(text: "keep one eye on the kids", skill: nil),
        Case(text: "Set alarm to 8 morning on Saturday", skill: "alarm.set", asks: false),
        Case(text: "please set the alarm to 6 tomorrow", skill: "alarm.set", asks: false),
        Case(text: "we drove from 5 to 8 in the morning", skill: nil),
        Case(text: "一碗燃面十二块,四碗好多钱嘛?", skill: "calc.evaluate", asks: false),
        Case(text: "排骨二十八块一斤，称三斤好多钱", skill: "calc.evaluate", asks: false),
        Case(text: "为了装修花了好多钱", skill: nil),
        Case(text: "If I got 3 dozen eggs and sell 14, how many I got left?", skill: "calc.evaluate", asks: false),
        Case(text: "How much is 3,5 plus 2,25?", skill: "calc.evaluate", asks: false),
        Case(text: "Oh, and 'ow much is 12 pound 50 split four ways?", skill: "calc.evaluate", asks: false),
        Case(text: "if I have 48 ewes and sell 13, hoo many's left?", skill: "calc.evaluate", asks: false),
        Case(text: "How much is six in power of three?", skill: "calc.evaluate", asks: false),
        Case(text: "if I got 3 dozen eggs and sell 14 how many I got left", skill: "calc.evaluate", asks: false),
        Case(text: "I woke at 6 when the alarm went", skill: nil),
        Case(text: "4 bags at 12 a bag", skill: "calc.evaluate", asks: false),
        Case(text: "what's 3 gallons of syrup at 62 dollars a gallon", skill: "calc.evaluate", asks: false),
        Case(text: "If crawfish is 6 dollars a pound and I get 12 pounds, how much that come to?", skill: "calc.evaluate", asks: false),
        Case(text: "a pound of butter please", skill: nil),
        Case(text: "the milk is 2 dollars a carton at the corner shop", skill: nil),
    ])
    func learnersArticlesHoursAndSums(_ c: Case) { check(c) }

    /// Jianghuai and Henan 昂 ends a question as 啊 does; Min 去 after a cancel word as 掉; Wu 仔 for 了 after
    /// a verb that sets; learners' much for many before the items.
    @Test(arguments: [
        Case(text: "这两天徐州有雨没有昂", skill: "weather.query"),
        Case(text: "明天合肥冷不冷昂", skill: "weather.query"),
        Case(text: "昂首挺胸往前走", skill: nil),
        Case(text: "共我彼个提醒取消去", skill: "schedule.cancel"),
        Case(text: "帮我把闹钟取消去", skill: "schedule.cancel"),
        Case(text: "取消去北京的机票", skill: nil),
        Case(text: "我定仔几只闹钟啊?报拨我听听", skill: "schedule.list"),
        Case(text: "How much reminders I have now?", skill: "schedule.list"),
        Case(text: "how much alarms is there", skill: "schedule.list"),
        Case(text: "how much is an alarm clock", skill: nil),
    ])
    func regionalParticlesAndLearnersCounts(_ c: Case) { check(c) }

    /// A clock question with a place between the word for now and 几点; 几点 without a now asks no clock.
    @Test(arguments: [
        Case(text: "現在紐約幾點啊？我要打給我表哥", skill: "clock.now"),
        Case(text: "现在乌鲁木齐几点", skill: "clock.now"),
        Case(text: "这会儿东京几点啊", skill: "clock.now"),
        Case(text: "而家温哥华几点", skill: "clock.now"),
        Case(text: "龙门石窟几点开门，几点关门？", skill: nil),
        Case(text: "甭管几点，睡前必须刷牙", skill: nil),
        Case(text: "看太阳就知道几点", skill: nil),
    ])
    func aPlaceBetweenNowAndTheHour(_ c: Case) { check(c) }

    /// A term of address after a bare command carries nothing (Timer mate asks how long).
    @Test(arguments: [
        Case(text: "Timer mate", skill: "timer.set", asks: true),
        Case(text: "Alarm boss", skill: "alarm.set", asks: true),
        Case(text: "what's the weather like tomorrow bro", skill: "weather.query"),
        Case(text: "my buddy's wedding is at 5", skill: nil),
    ])
    func aTermOfAddressCarriesNothing(_ c: Case) { check(c) }

    /// 定时 and 计时 split around their span (定个八分钟的时); "cut off" cancels, joined or split; "N into M" calculates.
    @Test(arguments: [
        Case(text: "螺蛳粉煮起了，定个八分钟的时喔", skill: "timer.set"),
        Case(text: "给我计个五分钟的时哈", skill: "timer.set"),
        Case(text: "麻烦你定个一刻钟的时吧", skill: "timer.set"),
        Case(text: "帮我定个半小时的时", skill: "timer.set"),
        Case(text: "我跑了二十分钟的时候腿就软了", skill: nil),
        Case(text: "cut off that timer, the cornbread's done", skill: "schedule.cancel"),
        Case(text: "can you cut my reminders off please", skill: "schedule.cancel"),
        Case(text: "cut off all them alarms, I'm takin the day off", skill: "schedule.cancel"),
        Case(text: "the power got cut off last night", skill: nil),
        Case(text: "Bhau, 36 into 14 how much?", skill: "calc.evaluate"),
        Case(text: "please tell 125 into 8", skill: "calc.evaluate"),
        Case(text: "I'm moving into 3 bedroom flat", skill: nil),
    ])
    func separableTimersCutOffAndInto(_ c: Case) { check(c) }

    /// The items named first, then a question of which in a clause of its own, or a word of looking at the end.
    @Test(arguments: [
        Case(text: "My alarms, which ones are on?", skill: "schedule.list"),
        Case(text: "me alarms, which ones is set?", skill: "schedule.list"),
        Case(text: "timers, what's running right now", skill: "schedule.list"),
        Case(text: "my reminders please show", skill: "schedule.list"),
        Case(text: "my alarms, show me", skill: "schedule.list"),
        Case(text: "my timers, cancel all of them", skill: "schedule.cancel"),
        Case(text: "my alarm which I set yesterday didn't go off", skill: nil),
        Case(text: "my alarm clock shows the wrong time", skill: nil),
    ])
    func itemsNamedFirstThenAsked(_ c: Case) { check(c) }

    /// A clock question whose words a dialect says (甚, 么子, 哒, Hokkien 即阵), read as meant and then as a phrase.
    @Test(arguments: [
        Case(text: "现在甚时候了？", skill: "clock.now"),
        Case(text: "现在么子时候哒？", skill: "clock.now"),
        Case(text: "即阵几点啊？", skill: "clock.now"),
        Case(text: "你甚至都不晓得那是甚时候的事", skill: nil),
        Case(text: "闹钟给我定上个，晚夕十点半的", skill: "alarm.set"),
    ])
    func aClockQuestionInDialectWords(_ c: Case) { check(c) }

    /// "X is there" ending its clause says there is one (Indian English); asked, it looks up; 只 counts alarms; "get us up".
    @Test(arguments: [
        Case(text: "Kindly keep one alarm for 8 o'clock Monday itself, office meeting is there", skill: "alarm.set"),
        Case(text: "set alarm for 6, exam is there tomorrow", skill: "alarm.set"),
        Case(text: "my exam is there tomorrow", skill: nil),
        Case(text: "any alarm is there?", skill: "schedule.list"),
        Case(text: "is there any alarm for tomorrow", skill: "schedule.list"),
        Case(text: "𠊎有定几多只闹钟？", skill: "schedule.list"),
        Case(text: "我而家有几只闹钟", skill: "schedule.list"),
        Case(text: "gonnae get us up at quarter past five the morn", skill: "alarm.set"),
    ])
    func thereIsAsSaidAndCountsOfAlarms(_ c: Case) { check(c) }

    /// Dust in the air as the northwest names it (浮尘, 扬沙) asks the weather, as 沙尘 does; dust on a table does not.
    @Test(arguments: [
        Case(text: "明天喀什有没有浮尘啊？", skill: "weather.query"),
        Case(text: "和田今天扬沙吗", skill: "weather.query"),
        Case(text: "今天有浮尘天气吗", skill: "weather.query"),
        Case(text: "桌子上全是浮尘，擦一下", skill: nil),
    ])
    func dustInTheAirAsksTheWeather(_ c: Case) { check(c) }

    /// Being notified (通知我) and told once as the north and the southeast say it (给我说一声, 吱一声, 言语一声, 知会一声,
    /// Chaoshan 呾我一声) asks for a timer or an alarm; 给我说一下 asks to be told about something, and 通知 alone is a notice.
    @Test(arguments: [
        Case(text: "五分钟后通知我", skill: "timer.set"),
        Case(text: "半小时以后通知我一声，我要出门", skill: "timer.set"),
        Case(text: "二十分钟过了给我说一声，饭在锅里", skill: "timer.set"),
        Case(text: "明天早上七点吱我一声", skill: "alarm.set"),
        Case(text: "过一刻钟言语一声啊", skill: "timer.set"),
        Case(text: "十分钟后知会我一声", skill: "timer.set"),
        Case(text: "等下三分钟呾我一声", skill: "timer.set"),
        Case(text: "给我说一下这个词什么意思", skill: nil),
        Case(text: "收到通知我就去", skill: nil),
        Case(text: "他到了给我说一声", skill: nil),
    ])
    func beingNotifiedOrToldOnce(_ c: Case) { check(c) }

    /// Counting a span out (计, 算, "count" after a learner's "you can") sets a timer; a span asked in another unit sets none.
    @Test(arguments: [
        Case(text: "帮我计十分钟，煲紧汤啊", skill: "timer.set"),
        Case(text: "帮我算十分钟，锅里炖着汤", skill: "timer.set"),
        Case(text: "你计个五分钟先", skill: "timer.set"),
        Case(text: "Please you can count 90 seconds for me, I am doing the exercise", skill: "timer.set"),
        Case(text: "kindly count 2 minutes for the tea", skill: "timer.set"),
        Case(text: "估计十分钟就到", skill: nil),
        Case(text: "i count 5 minutes to the station", skill: nil),
    ])
    func countingASpanOut(_ c: Case) { check(c) }

    /// Now as Cantonese (依家) and the north (这阵儿) say it, and 佢 after a verb that clears: the thing cleared.
    @Test(arguments: [
        Case(text: "依家几点啊？", skill: "clock.now"),
        Case(text: "这阵儿甚时候了？", skill: "clock.now"),
        Case(text: "这会儿啥时候了", skill: "clock.now"),
        Case(text: "啲闹钟全部删晒佢", skill: "schedule.cancel"),
        Case(text: "个计时取消晒佢啦", skill: "schedule.cancel"),
        Case(text: "依家落紧雨，好烦", skill: nil),
        Case(text: "佢删晒啲相", skill: nil),
    ])
    func nowAndClearingInCantoneseAndNorthernWords(_ c: Case) { check(c) }

    /// A span asked in another unit of time is a calculation (`SpanConversion`), no timer; a span set is a timer.
    @Test(arguments: [
        Case(text: "帮我算一下三小时是多少分钟", skill: "calc.evaluate"),
        Case(text: "一刻钟合几分钟啊", skill: "calc.evaluate"),
        Case(text: "how many seconds are in 5 minutes", skill: "calc.evaluate"),
        Case(text: "can you convert 2 hours into minutes", skill: "calc.evaluate"),
        Case(text: "90 minutes is how many hours?", skill: "calc.evaluate"),
        Case(text: "convert 4 hours to minutes", skill: "calc.evaluate"),
        Case(text: "两个半小时以后提醒我", skill: "timer.set"),
        Case(text: "set a timer for 90 minutes", skill: "timer.set"),
        Case(text: "还有几分钟啊", skill: "schedule.list"),
    ])
    func aSpanAskedInAnotherUnit(_ c: Case) { check(c) }

    /// "off" after a verb of looking and me (read me off) reads the items out; "take out" an item removes it.
    @Test(arguments: [
        Case(text: "cna you read me off my alarms real quick", skill: "schedule.list"),
        Case(text: "read us off the reminders please", skill: "schedule.list"),
        Case(text: "list me off the timers i got", skill: "schedule.list"),
        Case(text: "Take out the alarm for 5 o'clock, I not going again", skill: "schedule.cancel"),
        Case(text: "take out my 7am alarm", skill: "schedule.cancel"),
        Case(text: "kindly take out all the reminders", skill: "schedule.cancel"),
        Case(text: "help me off the reminder", skill: "schedule.cancel"),
        Case(text: "remind me to take out the trash in 10 minutes", skill: "timer.set"),
        Case(text: "I have to take out the chicken at 6, set an alarm", skill: "alarm.set"),
    ])
    func readingOffAndTakingOut(_ c: Case) { check(c) }

    /// Degree words as Taiwan (有够), Wu and Xiang (蛮), the north (忒, 贼) and the young (巨) say them make an
    /// exclamation, which asks nothing; asked, the same words ask the weather.
    @Test(arguments: [
        Case(text: "昨天墾丁有夠熱，曬到脫皮", skill: nil),
        Case(text: "今朝蛮冷的", skill: nil),
        Case(text: "外头忒冷了", skill: nil),
        Case(text: "今天贼热", skill: nil),
        Case(text: "今朝交关冷", skill: nil),
        Case(text: "明天会不会贼冷", skill: "weather.query"),
        Case(text: "今天有够冷吗", skill: "weather.query"),
    ])
    func degreeWordsOfOtherPlacesExclaim(_ c: Case) { check(c) }
}

extension UnderstandingRuleTests {
    /// The northwest's fronted object (我哈叫给, 闹钟哈取消给) asks as the standard order does.
    @Test(arguments: [
        Case(text: "半个钟头后我哈叫给", skill: "timer.set"),
        Case(text: "明早六点我哈叫给", skill: "alarm.set"),
        Case(text: "二十分钟以后我哈提醒给，锅里煮着呢", skill: "timer.set"),
        Case(text: "后天的闹钟哈删掉给", skill: "schedule.cancel"),
        Case(text: "早上的闹钟哈取消给", skill: "schedule.cancel"),
        Case(text: "我哈叫给你听", skill: nil),
        Case(text: "他昨天把闹钟给我了", skill: nil),
    ])
    func theNorthwestsFrontedObject(_ c: Case) { check(c) }
}

extension UnderstandingRuleTests {
    /// 好多 asks what values come to where the sum is read, whatever the mood reads of the rest; Min and
    /// Hakka 有…无 asks whether an alarm is set.
    @Test(arguments: [
        Case(text: "一周工资两千，一年好多钱", skill: "calc.evaluate"),
        Case(text: "我一个月工资四千五，一年好多", skill: "calc.evaluate"),
        Case(text: "今年花了好多钱", skill: nil),
        Case(text: "明早的闹钟有定无？", skill: "schedule.list"),
        Case(text: "闹钟有设冇", skill: "schedule.list"),
        Case(text: "明早个闹钟有定好无？", skill: "schedule.list"),
        Case(text: "他心里有定无数的主意", skill: nil),
    ])
    func howMuchAndWhetherAsPeopleAskIt(_ c: Case) { check(c) }
}

extension UnderstandingRuleTests {
    /// An item set to go off in or after a span (Indian English "after"), and Bajan "wuh" for what.
    @Test(arguments: [
        Case(text: "Set the reminder after 40 minutes to take tablet", skill: "timer.set"),
        Case(text: "please put the timer after 15 minutes", skill: "timer.set"),
        Case(text: "Wuh alarms I got now?", skill: "schedule.list"),
        Case(text: "wuh time it is in Bridgetown", skill: "clock.now"),
        Case(text: "the meeting after 40 minutes was cancelled", skill: nil),
    ])
    func itemsSetAfterASpanAndBajanWhat(_ c: Case) { check(c) }
}

extension UnderstandingRuleTests {
    /// A look or "still on" in a clause of no item, beside an item's clause that sets a length or a time, is said of
    /// the thing cooking; "on" before a length introduces it, as "at" would.
    @Test(arguments: [
        Case(text: "定个二十分钟的倒计时，锅里的汤还在炖着", skill: "timer.set"),
        Case(text: "帮我设个半小时的计时器，烤箱里的面包要看看", skill: "timer.set"),
        Case(text: "设个七点的闹钟，我去看看孩子", skill: "alarm.set"),
        Case(text: "计时器还在走吗", skill: "schedule.list"),
        Case(text: "闹钟，帮我看看", skill: "schedule.list"),
        Case(text: "please put a timer on 12 minutes for the rice", skill: "timer.set"),
        Case(text: "is my timer on", skill: "schedule.list"),
    ])
    func aLookBesideASettingIsSaidOfSomethingElse(_ c: Case) { check(c) }

    /// Reminding words as people say them: Scots and northern "gies a shout", told after a while (后告诉我), woken by
    /// a call (把我喊醒), Beijing's 闹表, Sichuan and Guizhou 啷个样, and 计 asked for with a span (幫我計三個字).
    @Test(arguments: [
        Case(text: "gies a shout in ten minutes, the kettle's on", skill: "timer.set"),
        Case(text: "give us a shout at half seven", skill: "alarm.set"),
        Case(text: "二十分钟以后告诉我一声，衣服要晾", skill: "timer.set"),
        Case(text: "黑椒牛柳的做法告诉我一下", skill: nil),
        Case(text: "后天早上六点把我喊醒", skill: "alarm.set"),
        Case(text: "明儿早上的闹表给我定到六点", skill: "alarm.set"),
        Case(text: "明天贵阳天气啷个样", skill: "weather.query"),
        Case(text: "同我計四個字，煲緊粥", skill: "timer.set"),
        Case(text: "幫手計住五個字，焗緊雞翼", skill: "timer.set"),
        Case(text: "你同我掐兩個字啦", skill: "timer.set"),
        Case(text: "I've got an exam on friday, set an alarm for 6 that morning", skill: "alarm.set"),
        Case(text: "我set咗咩闹钟", skill: "schedule.list"),
        Case(text: "呢個鬧鐘係咩牌子嚟㗎", skill: nil),
        Case(text: "knock the 7 o'clock alarm off", skill: "schedule.cancel"),
        Case(text: "三十六计，走为上计", skill: nil),
        Case(text: "帮我计算一下三加五", skill: "calc.evaluate"),
    ])
    func remindingWordsAsPeopleSayThem(_ c: Case) { check(c) }

    /// Rule close before the item cancels it, as learners whose language closes an alarm say it
    /// (schedule-cancels: close the, close my, close alarm); "close to" says nearness.
    @Test(arguments: [
        Case(text: "pls close my 6am alarm, I woke already", skill: "schedule.cancel"),
        Case(text: "close the timer, rice is finish", skill: "schedule.cancel"),
        Case(text: "close alarm for friday please", skill: "schedule.cancel"),
        Case(text: "close all the reminder for tomorrow", skill: "schedule.cancel"),
        Case(text: "set an alarm close to 7 tomorrow", skill: "alarm.set", asks: true),
        Case(text: "is the station close to here", skill: nil),
        Case(text: "close the door when you go", skill: nil),
    ])
    func closeBeforeTheItemCancelsIt(_ c: Case) { check(c) }

    /// Words around a request that carry nothing of it: a friend or brother called first (yaar, bhai,
    /// walaal, akhi, habibi: english-greetings), Thai polite particles after it (ka, kha, krub, khrap:
    /// english-filler), 咯 and 喇 as 啦 is (filler-characters), and giz for give us (english-request-verbs).
    @Test(arguments: [
        Case(text: "bhai set alarm 5:30 tomorrow, I have flight", skill: "alarm.set"),
        Case(text: "walaal remind me in 20 minutes, the tea is on", skill: "timer.set"),
        Case(text: "akhi put a 10 minute timer, my food is in oven", skill: "timer.set"),
        Case(text: "habibi what time is it in Dubai now", skill: "clock.now"),
        Case(text: "could you work out a sum for me krub", skill: "calc.evaluate", asks: true),
        Case(text: "please help me calculate something kha", skill: "calc.evaluate", asks: true),
        Case(text: "帮我算道题咯", skill: "calc.evaluate", asks: true),
        Case(text: "同我算个数喇", skill: "calc.evaluate", asks: true),
        Case(text: "giz a timer for 20 minutes, got the tea on", skill: "timer.set"),
        Case(text: "giz an alarm for half six the morra", skill: "alarm.set"),
        Case(text: "bhai is a good cook, no?", skill: nil),
    ])
    func wordsAroundARequestCarryNothing(_ c: Case) { check(c) }

    /// Reminding words of this round: hollered at (holler at me), told to shout after a while (then
    /// shout), called with 把 (把我叫一下, 把俺叫起来), buzz, holler and shout opening a request however it
    /// ends; someone else hollering or calling asks nothing.
    @Test(arguments: [
        Case(text: "holler at me in half an hour, the pie's in", skill: "timer.set"),
        Case(text: "holler at me at 6 tomorrow morning", skill: "alarm.set"),
        Case(text: "give me 15 minutes then shout", skill: "timer.set"),
        Case(text: "buzz me at quarter to seven tomorrow as well", skill: "alarm.set"),
        Case(text: "and buzz me at 6 too", skill: "alarm.set"),
        Case(text: "大后天早上六点半把我叫一下", skill: "alarm.set"),
        Case(text: "明天早上七点把俺叫起来，要去赶集", skill: "alarm.set"),
        Case(text: "he hollered at me yesterday for nothing", skill: nil),
        Case(text: "我妈刚才把我叫回家吃饭了", skill: nil),
    ])
    func remindingWordsOfThisRound(_ c: Case) { check(c) }

    /// Rule "not even": V都没V, V也不V (emphatic-negation-links) negates; it offers no choice to ask.
    @Test(arguments: [
        Case(text: "今早闹钟响都没响，害我迟到", skill: nil),
        Case(text: "闹钟我听都没听到，睡过头了", skill: nil),
        Case(text: "明天下雨不下", skill: "weather.query"),
        Case(text: "明天冷不冷", skill: "weather.query"),
    ])
    func notEvenAsksNothing(_ c: Case) { check(c) }

    /// Rule told in the past: 有 before the verb, as Taiwan and the south tell a thing done, on a day gone by
    /// (昨日, 琴日 among past-days); and a verb in a clause that says when (…的时候) asks nothing.
    @Test(arguments: [
        Case(text: "我昨天有设闹钟，可是它没响", skill: nil),
        Case(text: "琴日我有定闹钟㗎，点解唔响", skill: nil),
        Case(text: "我刚才设闹钟的时候按错了", skill: nil),
        Case(text: "下午设计时器的时候不小心删了一个", skill: nil),
        Case(text: "我改闹钟的时候一紧张设成了晚上", skill: nil),
        Case(text: "开会的时候提醒我关手机", skill: "alarm.set", asks: true),
        Case(text: "你有设明天七点的闹钟吗", skill: "schedule.list"),
        Case(text: "明天早上七点帮我设个闹钟", skill: "alarm.set"),
    ])
    func aThingDoneOrItsMomentAsksNothing(_ c: Case) { check(c) }

    /// Rule a cleft says when: 是 before a time and 的 closing its clause tell when a thing is.
    @Test(arguments: [
        Case(text: "后天的培训是九点开始的", skill: nil),
        Case(text: "我的航班是明天早上八点的", skill: nil),
        Case(text: "明天九点开始的会，提前十分钟提醒我", skill: "alarm.set"),
        Case(text: "是七点的闹钟，帮我设一下", skill: "alarm.set"),
    ])
    func aCleftSaysWhen(_ c: Case) { check(c) }

    /// Rule someone's words, in English: a verb of saying after someone other than the speaker or the
    /// listener passes on their words and asks nothing.
    @Test(arguments: [
        Case(text: "my auntie says it will snow on friday", skill: nil),
        Case(text: "the radio said heavy rain tomorrow in the north", skill: nil),
        Case(text: "my boss keeps saying the meeting is at 9 tomorrow", skill: nil),
        Case(text: "I said wake me at 6 tomorrow", skill: "alarm.set"),
        Case(text: "my phone says today's date is", skill: "clock.now"),
        Case(text: "my mum says it'll rain, do I need an umbrella tomorrow?", skill: "weather.query"),
    ])
    func someonesWordsAskNothing(_ c: Case) { check(c) }

    /// Words of this round for the schedule and the weather: 莫要了 cancels; 给 may close a cancel (northwest);
    /// the speaker's having before items named first ("I have alarm tomorrow, show me"); 那啥 opens nothing;
    /// wind asked of with 会 (风会不会很大), not told (昨天风好大); British "be wet" and "blowy"; the Southwestern
    /// 撒 after a cancel; how a thing is done in general asks about things (the best way to, how to).
    @Test(arguments: [
        Case(text: "那个喝水的提醒莫要了", skill: "schedule.cancel"),
        Case(text: "后天的闹钟关掉给", skill: "schedule.cancel"),
        Case(text: "i got timer now or not? show me", skill: "schedule.list"),
        Case(text: "I have reminder for friday, show please", skill: "schedule.list"),
        Case(text: "那啥，你给我定个六点的闹钟", skill: "alarm.set"),
        Case(text: "后天海边风会不会很大，想去放风筝", skill: "weather.query"),
        Case(text: "is it going to be wet in Leeds tomorrow", skill: "weather.query"),
        Case(text: "my socks are wet", skill: nil),
        Case(text: "昨天风好大，阳台的花盆都吹倒了", skill: nil),
        Case(text: "is it gonna be blowy at the coast on sunday", skill: "weather.query"),
        Case(text: "六点那个闹钟莫要了撒", skill: "schedule.cancel"),
        Case(text: "what's the best way to keep my car from freezing overnight", skill: nil),
        Case(text: "那啥，我给你说，礼拜六早上七点叫我，我得去赶车", skill: "alarm.set"),
        Case(text: "周日西宁下雪不哩", skill: "weather.query"),
    ])
    func wordsOfTheScheduleAndTheWeather(_ c: Case) { check(c) }

    /// Words of learners and regions for requests: Tagalog paki- before an English verb (english-shorthand),
    /// and weather "made" (will make sun?) as Romance speakers say it.
    @Test(arguments: [
        Case(text: "pakiset alarm 6am tomorrow", skill: "alarm.set"),
        Case(text: "pakiremind me in 15 minutes to check the rice", skill: "timer.set"),
        Case(text: "will make rain in Lisbon on friday?", skill: "weather.query"),
        Case(text: "pakisend this to my mum", skill: nil),
        Case(text: "they make sun loungers in that factory", skill: nil),
    ])
    func learnersAndRegionsWordsForRequests(_ c: Case) { check(c) }

    /// A day or a repeat said apart from its clock, a request between them, leaves the request no value
    /// (明天提醒我八点吃药); days said as left out are no day of the request (周末不用上班，明天八点叫我).
    @Test(arguments: [
        Case(text: "明天提醒我八点吃药", skill: "alarm.set"),
        Case(text: "每天提醒我早上七点喝水", skill: "alarm.set"),
        Case(text: "tomorrow remind me at 8 to take pills", skill: "alarm.set"),
        Case(text: "every day remind me at 8 to take pills", skill: "alarm.set"),
        Case(text: "on friday wake me at half six please", skill: "alarm.set"),
        Case(text: "every day except sunday remind me at 8 to take pills", skill: "alarm.set"),
        Case(text: "每天早上七点叫我，周末除外", skill: "alarm.set"),
        Case(text: "tomorrow I go to work at 7", skill: nil),
        Case(text: "明天我八点上班", skill: nil),
    ])
    func aDaySaidApartFromItsClock(_ c: Case) { check(c) }

    /// A festival the calendar does not know asks its date of no skill (`EventTimeShield`: festival-date-links); Northern
    /// 着 after a date question still asks the clock (clock-now-followers).
    @Test(arguments: [
        Case(text: "古尔邦节是几月几号", skill: nil),
        Case(text: "开斋节今年在哪天", skill: nil),
        Case(text: "泼水节是几号啊", skill: nil),
        Case(text: "火把节一般是几月几号", skill: nil),
        Case(text: "中秋节是几号", skill: "clock.now"),
        Case(text: "端午节是几月几号", skill: "clock.now"),
        Case(text: "今儿个几号着？", skill: "clock.now"),
        Case(text: "今天星期几着", skill: "clock.now"),
    ])
    func festivalsTheCalendarDoesNotKnow(_ c: Case) { check(c) }

    /// A cancel said resigned (schedule-trailers: 好了, 得了, 算了, 拉倒, 就行了) asks; one told done (cancel-done-leads: 已经,
    /// 早就, then 了) tells.
    @Test(arguments: [
        Case(text: "帮我把明天的提醒取消掉好了", skill: "schedule.cancel"),
        Case(text: "把明早那闹钟删了得了，不用起了", skill: "schedule.cancel"),
        Case(text: "六点的闹钟关了拉倒", skill: "schedule.cancel"),
        Case(text: "喝水那个提醒删掉就行了", skill: "schedule.cancel"),
        Case(text: "闹钟我已经取消好了", skill: nil),
        Case(text: "那个闹钟我早就删掉了", skill: nil),
        Case(text: "闹钟我已经取消了，不用管了", skill: nil),
    ])
    func cancelsSaidResignedOrToldDone(_ c: Case) { check(c) }

    /// Words of regions for asking: British and Australian verbs that put an item on (english-request-verbs: stick,
    /// chuck, bung, whack, slap), a yell after a while (reminding-keywords), the northwest's V给下 (`FrontedObject`), 给我叫一下,
    /// and Cantonese 較 for setting a clock (chinese-variants).
    @Test(arguments: [
        Case(text: "Stick an alarm on for quarter to seven tomorrow, I've the dentist first thing", skill: "alarm.set"),
        Case(text: "Chuck an alarm on for 5:45 tomorrow, keen for a surf before work", skill: "alarm.set"),
        Case(text: "whack a timer on for 12 minutes", skill: "timer.set"),
        Case(text: "stick the kettle on", skill: nil),
        Case(text: "Give us a yell in half an hour", skill: "timer.set"),
        Case(text: "gimme a yell at 5 tomorrow", skill: "alarm.set"),
        Case(text: "don't yell at me", skill: nil),
        Case(text: "四十五分钟以后叫给下", skill: "timer.set"),
        Case(text: "明早五点半给我叫给下，头班车赶着呢", skill: "alarm.set"),
        Case(text: "明早五点半给我叫一下", skill: "alarm.set"),
        Case(text: "给我叫个车", skill: nil),
        Case(text: "幫我較聽朝六點四十五", skill: "alarm.set"),
        Case(text: "較個鬧鐘聽朝七點", skill: "alarm.set"),
        Case(text: "比较一下这两个闹钟哪个好", skill: nil),
    ])
    func wordsOfRegionsForPuttingOnAndCalling(_ c: Case) { check(c) }

    /// Telling, not asking: a wish (`ReportMood`: wish-openers), a day gone by before who did it ("yesterday I…":
    /// `PastNarration`), a habit gone by (english-past-habits), an item named before 我 (`RequestMood`), a cancel
    /// told done after 我 and a day gone by (`ScheduleCancelAct`: 我刚才); a task done at a place (`TopicShield.pastAPlace`).
    @Test(arguments: [
        Case(text: "Inshallah tomorrow the weather is nice for the picnic", skill: nil),
        Case(text: "hopefully it doesn't rain tomorrow", skill: nil),
        Case(text: "hopefully it doesn't rain tomorrow?", skill: "weather.query"),
        Case(text: "但愿明天别下雨", skill: nil),
        Case(text: "fingers crossed the weather holds on saturday", skill: nil),
        Case(text: "Yesterday I wake up five o'clock, very tired", skill: nil),
        Case(text: "yesterday we go to beach at 3, so hot", skill: nil),
        Case(text: "remind me tomorrow at 5 about yesterday's meeting", skill: "alarm.set"),
        Case(text: "my mama used to wake me at five every morning", skill: nil),
        Case(text: "he would always remind me at 6 to pray", skill: nil),
        Case(text: "wake me at 5 like mum used to", skill: "alarm.set"),
        Case(text: "开会的提醒我昨天就取消过了", skill: nil),
        Case(text: "明天的提醒我已经删掉了", skill: nil),
        Case(text: "帮我设个明天的提醒我要开会", skill: "alarm.set", asks: true),
        Case(text: "那个计时器我刚才自己关掉了", skill: nil),
        Case(text: "刚才那个闹钟取消了吧", skill: "schedule.cancel"),
        Case(text: "帮我在淘宝上买个闹钟", skill: nil),
        Case(text: "帮我去网上买个计时器", skill: nil),
        Case(text: "帮我在明天早上七点叫我", skill: "alarm.set"),
        Case(text: "早上那个闹钟我已经自己关了", skill: nil),
        Case(text: "周五那条提醒我前天就删掉了", skill: nil),
        Case(text: "那个倒计时我刚刚手动停掉了", skill: nil),
        Case(text: "去拼多多给我下单一个厨房用的计时器", skill: nil),
        Case(text: "if it rains tomorrow we will stay home", skill: nil),
        Case(text: "要是明天下雨我们就在家", skill: nil),
        Case(text: "if it rains tomorrow will I need a coat", skill: "weather.query"),
    ])
    func tellingNotAsking(_ c: Case) { check(c) }

    /// A count bought and a total asked is a word problem, not a purchase to make (`TopicShield.buysACountForATotal`); a
    /// holler calls (reminding-keywords), and so does the northwest's 喊给下我 (`FrontedObject`).
    @Test(arguments: [
        Case(text: "一杯珍奶六十五，我要买七杯总共多少", skill: "calc.evaluate"),
        Case(text: "一斤苹果八块，我要买三斤一共几块钱", skill: "calc.evaluate"),
        Case(text: "帮我买两个闹钟", skill: nil),
        Case(text: "Give us a holler in twenty minutes, mate", skill: "timer.set"),
        Case(text: "过上半个钟头喊给下我", skill: "timer.set"),
    ])
    func purchasesCountedAndCallsOfRegions(_ c: Case) { check(c) }

    /// Guizhou and Yunnan 咋个样 and Wuhan 么样 ask how (question-words), a reason after them aside.
    @Test(arguments: [
        Case(text: "这个周末遵义天气咋个样，想带娃儿去海龙屯", skill: "weather.query"),
        Case(text: "昆明后天天气咋个样嘛", skill: "weather.query"),
        Case(text: "武汉明天天气么样", skill: "weather.query"),
        Case(text: "你咋个样嘛，好久不见", skill: nil),
    ])
    func regionsAskHow(_ c: Case) { check(c) }

    /// "I" for "me" after a verb of request (`SpellingMender.objectSaidI`: West Country, Caribbean), "then holler", and Min
    /// 共我叫 (reminding-keywords) ask; "can I" keeps its subject.
    @Test(arguments: [
        Case(text: "Wake I up at half six tomorrow", skill: "alarm.set"),
        Case(text: "Give I twenty minutes then holler", skill: "timer.set"),
        Case(text: "remind I at 4 to fetch the kids", skill: "alarm.set"),
        Case(text: "can I have a word with you", skill: nil),
        Case(text: "明仔载早起六点半共我叫一下，我欲去市场", skill: "alarm.set"),
    ])
    func objectsAndCallsOfRegions(_ c: Case) { check(c) }
}
