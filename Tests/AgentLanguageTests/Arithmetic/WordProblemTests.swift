@testable import AgentLanguage
import Testing

/// Rule `WordProblem`: sums said in everyday words. A price for one times a quantity, a total
/// shared among people, the mean of a list; none when a number is left over or the question is
/// for something else.
struct WordProblemTests {
    @Test(arguments: [
        // Things shared among people; the 一 of one group's size is no quantity.
        ("一箱橘子四十八个，分给六个人，一个人几个？", "48 / 6"), ("三十个饺子 分给五个人 每人几个", "30 / 5"),
        // A price for one said before it in English, and a count.
        ("3 kilo apples, every kilo 2.40 leva, how much I pay?", "2.4 * 3"), ("one bag rice 45 kina, I buy 4, how much all?", "45 * 4"),
        ("each ticket is 35, we need 6, how much altogether", "35 * 6"),
        // What is left: a verb of taking away before the second amount, or a question of what remains.
        ("I had 500 dollars and I spent 135, how much left?", "500 - 135"), ("if I got 340 head and I sell 85, how many am I left with?", "340 - 85"),
        ("一个月三千八 花了一千五 还剩多少 帮我算一下", "3800 - 1500"), ("工资三千八 房租一千五 还剩多少", "3800 - 1500"),
        ("had 60 eggs, used 24, how many left", "60 - 24"), ("If I got 3 dozen eggs and sell 14, how many I got left?", "36 - 14"),
        ("we had 40 chairs and sold 12, how many we got left", "40 - 12"), ("if I had 48 ewes and sold 13, how many's left?", "48 - 13"),
        // Pounds by weight where a price is said for a pound.
        ("If crawfish is 6 dollars a pound and I get 12 pounds, how much that come to?", "6 * 12"), ("beef at 4 dollars per pound, 3 pounds, total?", "4 * 3"), ("I had 200 dollars and spent 75, how much have I got left", "200 - 75"),
        // Southwestern and Hunan 好多钱 for 多少钱 after a price and a quantity.
        // Southern Min 偌济钱 and Chaoshan 若多钱.
        ("一斤龙眼十二块，买五斤偌济钱", "12 * 5"), ("一个粽子八块，买六个若多钱", "8 * 6"),
        // Southern Min 箍 for 块.
        ("一个柚子三十五箍，买两个偌济钱", "35 * 2"), ("番石榴一斤十二箍，买四斤总共偌济钱", "12 * 4"),
        ("一碗燃面十二块，四碗好多钱嘛？", "12 * 4"), ("八块五一斤的芒果，买十二斤好多钱？", "8.5 * 12"), ("我有十五块钱，买三根冰棍一根四块，还剩多少", "15 - 4 * 3"),
        ("had 50 dollars, bought 3 books at 12 each, how much is left", "50 - 12 * 3"), ("15000 kip times 6 how much?", "15000 * 6"),
        // What was spent and what was paid, asked the change.
        ("买了五块钱的葱，给了二十，找多少", "20 - 5"), ("东西八块六，我给了十块，找几块", "10 - 8.6"), ("bill came to 42.30, handed over 50, what's the change", "50 - 42.3"), ("俺买了五块钱的葱，给了二十，该找俺多少", "20 - 5"),
        ("the bill was 37.50 and I paid with a 50, how much change", "50 - 37.5"), ("菜钱二十八 付了一百 找我多少", "100 - 28"),
        // What was spent said as a price for one and a count.
        ("俺买了三箱苹果,一箱六十五,给了二百块,该找俺多少", "200 - 65 * 3"), ("一斤六块，买了两斤，给了二十，找多少", "20 - 6 * 2"),
        ("three boxes at 65 each, I pay 200, how much change", "200 - 65 * 3"),
        ("bought 4 coffees at 3.75 each, gave a twenty, what's my change", "20 - 3.75 * 4"),
        // Measures of fruit and dumplings, Cantonese 蚊 for 块; a dozen.
        ("一颗释迦八十块，买六颗总共多少钱", "80 * 6"), ("four dozen eggs, I used 15, how many left", "48 - 15"), ("汤包一笼二十八块，要三笼一共多少钱", "28 * 3"), ("一斤沙虫八十五蚊，买两斤半几多钱啊", "85 * 2.5"), ("两斤猪肉，一斤二十八块，给了一百，该找我几块", "100 - 28 * 2"),
        ("I buy 6 pens at 1.20 each, I give 10 dollar, how much he give back me", "10 - 1.2 * 6"), ("bought 3 loaves at 2.50 each and paid with a 10, how much change", "10 - 2.5 * 3"),
        // Things at a price each: their total, asked or not ("what's", or nothing).
        ("what's 6 pasties at 3.20 each", "3.2 * 6"), ("whats 12 hoagies at 7.50 a piece", "7.5 * 12"), ("4 bags at 12 a bag", "12 * 4"),
        ("what is 5 tickets at 12 dollars apiece", "12 * 5"),
        // Groups of things asked how many: the groups × the things in each.
        ("if I got 3 cases of 24 cans, how many cans is that", "3 * 24"), ("4 boxes of 12 eggs how many eggs altogether", "4 * 12"),
        ("we ordered 5 trays of 30 dumplings, how many dumplings", "5 * 30"),
        // How many in each group, said after the groups: the groups × the things in each.
        ("3 bags, 12 in each, how many altogether", "3 * 12"), ("3 boxes with 12 eggs in each, how many eggs", "3 * 12"),
        ("I have 3 bunch of plantain, 12 in each one, how much plantain I have?", "3 * 12"),
        ("we got 6 crates, 20 bottles in every crate, how many bottles", "6 * 20"), ("we got 6 trays with 15 eggs on each tray, how many eggs is that", "6 * 15"),
        // A quantity's cost asked in everyday words.
        ("gas is 3 bucks a gallon, what's 14 gallons gonna cost me?", "3 * 14"),
        // Each one's part and the people, asked the total (the part said after a share word and a verb of paying).
        ("每人出35块，七个人总共多少", "35 * 7"), ("一个人出 35 令吉，七个人总共多少", "35 * 7"), ("一人交二十 十二个人一共多少", "20 * 12"),
        ("each pays 35, we are 7, how much altogether", "35 * 7"), ("we're seven people and everybody puts in 35, what's the total", "35 * 7"),
        ("每人分六个，有八个人，一共要多少个", "6 * 8"), ("everyone chips in 12 and there's 9 of us, how much in total", "12 * 9"),
        // A price for one and a quantity, asked the total.
        ("葡萄十二块八一斤，称了一斤半，一共多少钱", "12.8 * 1.5"),
        ("一单六块五 今天送了三十单 一共多少", "6.5 * 30"),
        ("八毛一个的鸡蛋买了三十个，总共几块钱", "0.8 * 30"),
        ("bananas are 0.6 each and i bought 12 bananas, what does that come to", "0.6 * 12"),
        ("4 tickets at 35 each, how much altogether", "35 * 4"),
        // The price of one: the amount of money over the count of things.
        ("橙子十二个一共十八块 一个多少钱", "18 / 12"), ("花了45块买了9斤苹果，每斤多少钱", "45 / 9"),
        ("3 pizzas came to 54 dollars, how much is one", "54 / 3"),
        // How much is missing: the larger amount less the smaller.
        ("攒了八百六 想买一千二的耳机 还差多少钱", "1200 - 860"),
        ("i have 45 dollars and the game is 70, how much more do i need", "70 - 45"),
        ("rent is 1500 and i've paid 900, how much more do i owe", "1500 - 900"),
        // The mean of a list that a count of what is listed leads.
        ("the last three water bills were 88, 92 and 101, what's the average", "(88 + 92 + 101) / 3"),
        // A request to calculate asks a price for one and a quantity their total.
        ("帮我算一下，火鸡肉饭三碗，一碗55块", "55 * 3"), ("算一算 面三碗 一碗十二块", "12 * 3"),
        ("帮我计算一下 西瓜两个 一个十八块", "18 * 2"),
        // English number words of two or more count as numerals do.
        ("84 dollars and four of us, how much each", "84 / 4"), ("three shirts at 12 each, how much in total", "12 * 3"),
        ("If the tab's 84 dollars and there's four of us, what's everybody owe", "84 / 4"),
        // A share asked of everyone, as learners put it.
        ("We are with 4 persons and the bill is 86 euro, how much pays everyone", "86 / 4"),
        ("the bill is 120 and we are 4, how much for everybody", "120 / 4"),
        // A price for one said after 每 and its measure.
        ("五斤橙子每斤四块八 一共多少钱", "4.8 * 5"),
        ("每个八毛 买了十五个 总共多少钱", "0.8 * 15"),
        // A total shared among people, asked one's share.
        ("烧烤一共花了五百四 六个人平摊 每人多少", "540 / 6"),
        ("打车三十六块 俩人一人多少", "36 / 2"),
        ("房租三千块三个人平摊 每人多少", "3000 / 3"),  // 块 then a count of people: no tenth
        ("the cabin costs 1,200 for the weekend and we're 8 people, how much each", "1200 / 8"),
        ("dinner came to 186 dollars, 3 of us, how much per person", "186 / 3"),
        // Things shared among groups: after a word of sharing, or named again by the question.
        ("we've got 96 cookies split into 8 bags, how many in each", "96 / 8"),
        ("150 seedlings across 6 trays, how many per tray", "150 / 6"),
        ("the teacher has 36 kids and 9 benches, how many per bench", "36 / 9"),
        ("24 eggs and 4 boxes, how many eggs go in each box", "24 / 4"),
        // How many groups: 几 and a measure of groups; the count after 每 or 一 and that measure is one group's size.
        ("二十八个小朋友 每组四个 可以分几组", "28 / 4"),
        ("九十个月饼 每盒装六个 要几盒", "90 / 6"),
        ("三十五个人去春游 每辆车坐七个人 要几辆车", "35 / 7"),
        ("一粒是5毫克 要吃15毫克 吃几粒", "15 / 5"),
        // How many in all: one group's size after 每 or 一 and its measure, times a count of that measure.
        ("一箱牛奶十二盒 买了五箱 一共多少盒", "12 * 5"), ("每盒装6个 买了8盒 总共多少个", "6 * 8"),
        ("一袋二十个饺子，煮三袋一共多少个", "20 * 3"), ("每排坐十五个人，有十二排，一共多少人", "15 * 12"),
        ("一盒鸡蛋十个，五盒一共多少个", "10 * 5"),
        // An amount for one period asked for a longer one: 12 months, 52 weeks, 365 days a year; 7 days a week.
        ("我一个月工资四千八，一年下来是多少", "4800 * 12"), ("月薪6500 一年多少", "6500 * 12"), ("I make 600 a week, how much is that a year", "600 * 52"),
        ("rent is 1200 per month, how much per year", "1200 * 12"), ("一天花三十块 一周多少", "30 * 7"),
        ("房租每个月两千二 全年多少", "2200 * 12"),
        // One of a measure and what it is, then its price.
        ("一斤排骨三十二块 买两斤半 要多少钱", "32 * 2.5"),
        ("一个西瓜十五块 买了三个 一共多少", "15 * 3"),
        ("一只烤鸭六十八 买两只要多少钞票", "68 * 2"),
        // Right after the measure, a bare amount of ten or more is the price of one.
        ("三斤排骨一斤二十八 一共多少", "28 * 3"), ("买了四个 一个十五 一共多少钱", "15 * 4"),
        // A count of things is no price: 一单 before an amount is the next price's own.
        ("这周跑了52单 一单5块2 一共多少", "5.2 * 52"),
        ("卖了20份 每份6块5 总共多少钱", "6.5 * 20"),
        // A percent of a count or an amount, asked what it comes to.
        ("we had 250 chickens and lost 8 percent in the storm, how many's that", "8% * 250"),
        ("工资八千 交百分之十的税 一共多少", "10% * 8000"),
        // A rate for one of a measure, and a quantity of it.
        ("孩子二十公斤 每公斤2.5毫克 一共多少", "2.5 * 20"),
        ("the dose is 1.5 mg per kg and he weighs 20 kg, how much is that", "1.5 * 20"),
        // The mean of a list.
        ("这周跑了五公里 七公里 六公里 平均多少", "(5 + 7 + 6) / 3"),
        ("三次测验八十八 九十一 七十九 平均分多少", "(88 + 91 + 79) / 3"),
        ("what's the average of 14, 18 and 22 then", "(14 + 18 + 22) / 3"),
        // A percent of a count, or added to it or taken off it by a plus or minus word between them.
        ("八百块 百分之十五 一共多少", "15% * 800"),
        ("八百块加百分之十五的税一共多少", "800 * (1 + 15%)"),
        ("房租三千二 加 百分之五的物业费 总共多少", "3200 * (1 + 5%)"),
        ("工资六千八扣掉百分之十的税 还剩多少", "6800 * (1 - 10%)"),
    ] as [(String, String?)])
    func reads(text: String, expected: String?) {
        #expect(expressionRead(text) == expected, "\(text)")
    }

    @Test(arguments: [
        "猪肉多少钱一斤",  // a price asked, no quantity
        "十二块五一斤的葡萄买了两斤 又买了三块钱的葱 一共多少钱",  // a second price: not one product
        "我们五个人去吃饭，每人点了一份面",  // no question for a share
        "the bill is 80 and 15 percent tip, how much each",  // a percent no rule takes
        "we were 4 people at the table, how much each was a mystery to me",
        "苹果三块五一斤",  // a price, nothing asked
        "3 hoagies at the deli at noon",  // no price for one after "at"
        "3 of 24 cans were dented",  // no question of how many
        "how many of the 3 cases of 24 cans were late",  // a question of the cases
        "how many in each of the 3 bags of 12",  // asked before the counts
        "3 bags, 12 in each",  // nothing asked
        "we met 3 friends at 5 each evening",  // "at" before a clock, no price
        "i have 20, 30 and 40, how much more do i need",  // three amounts: no one difference
        "离考试还差多少天",  // a difference of no amounts
        "we drove 300 miles over 2 days, how many did we do",  // no share asked
        "36 kids and 9 benches in the hall",  // nothing asked
        "we lost 8 percent of 250 chickens and 3 ducks, how many's that",  // a percent and two counts
        "我们班四十个人分了几组",  // no group's size said
        "每组六个人 一共有几组",  // no total
        "we had two coffees and one cake for 18, how much each",  // "one" counts nothing here, and two counts no people
        "帮我算一下 一碗55块 三碗是不是很贵",  // a request beside a question of something else: no total
        "帮我算一下 一斤六块",  // a price and nothing to take it times
        "一箱二十四瓶 七箱",  // a group's size and a count, nothing asked
        "每箱24瓶 一共多少瓶",  // a size and no count of groups
        "一箱二十四瓶 七箱 三袋 一共多少",  // a count no rule takes
        "一个月四千八",  // a period's amount, nothing asked
        "一周工资两千 一个月多少",  // weeks to a month is no whole number
        "一年前花了五百 现在一个月多少",  // the longer period first
        "给了二十 找多少",  // a payment and nothing spent
        "每人分六个 八个人 每人多少",  // what each gets, asked again as a share
        "买了三十的菜 给了二十 找多少",  // paid less than spent: no change
        "花了五十 又花了二十 找多少",  // nothing paid
        "一斤六块，买了两斤，给了十块，找多少",  // the price times the count is more than paid
        "一斤六块，买了两斤，还有三斤，给了五十，找多少",  // a second count
    ])
    func readsNone(text: String) {
        #expect(expressionRead(text) == nil, "\(text)")
    }

    /// One number of the last sum changed: a count of people the count, an amount the total, a count
    /// of things the quantity, money the price; a sum already changed once the same way.
    @Test(arguments: [
        ("烧烤一共五百四 六个人平摊 每人多少", "那九个人呢", "540 / 9"),
        ("烧烤一共五百四 六个人平摊 每人多少", "不对 是六百三", "630 / 6"),
        ("the cabin costs 1,200 and we're 8 people, how much each", "what about between 10", "1200 / 10"),
        ("4 tickets at 35 each, how much altogether", "and if i get 6 tickets", "35 * 6"),
        ("4 tickets at 35 each, how much altogether", "wait they're 40 dollars", "40 * 4"),
        ("540 / 6", "那九个人呢", "540 / 9"),
        ("二十八个小朋友 每组四个 可以分几组", "每组七个呢", "28 / 7"),
    ] as [(String, String, String?)])
    func changesOneNumber(previous: String, text: String, expected: String?) {
        #expect(WordProblem.changed(previous, by: Sentence(text)) == expected, "\(previous) → \(text)")
    }

    @Test(arguments: [
        ("三加五", "那九个人呢"), ("烧烤一共五百四 六个人平摊 每人多少", "九个人 十个人 哪个好"), ("540 / 6", "明天呢"),
        ("5 / 0", "再来一个"), ("540 / 6", "one more please"),
        // A calculation of its own: an operation works on the one number.
        ("3.5 * 4", "二十五的平方是多少"), ("3.5 * 4", "what's 25 squared"), ("540 / 6", "根号八十一呢"), ("540 / 6", "square root of 81"),
    ] as [(String, String)])
    func changesNothingElse(previous: String, text: String) {
        #expect(WordProblem.changed(previous, by: Sentence(text)) == nil, "\(previous) → \(text)")
    }

    @Test func aPriceForOneIsTheOnlyPriceTaken() {
        let quantities = WordProblem.quantities(in: Sentence("十二块五一斤 买三斤半"))
        #expect(quantities.map(\.value) == [12.5, 3.5])
        #expect(quantities.map(\.isPriceForOne) == [true, false])
        #expect(quantities.map(\.kind) == [.money, .measured])
    }
}

/// Rule counts of one measure, asked their total, and rule amounts taken alike: counts of things in
/// one measure add up; where each amount was taken by the same kind of verb, they are parts of one
/// total, not what was had and what went.
struct CountsOfOneMeasureTests {
    @Test(arguments: [
        ("家里养了二十七只鸡，又孵了九只，一共几只", "27 + 9"), ("我有3个苹果，又买了5个，一共几个", "3 + 5"),
        ("昨天跑了五公里，今天跑了八公里，总共几公里", "5 + 8"), ("上午摘了十二筐，下午摘了十五筐，一共多少筐", "12 + 15"),
        ("早上卖了三十斤，下午卖了二十五斤，一共卖了多少斤", "30 + 25"), ("昨天花了两百，今天花了一百五，一共花了多少", "200 + 150"),
        ("spent 20 on food and spent 35 on gas, how much total", "20 + 35"),
        ("昨天卖了八十份，今天卖了六十五份，总共卖了几多份", "80 + 65"), ("上个月收了三百斤，这个月收了两百斤，一共好多斤", "300 + 200"),
        // What was had and what went is still what is left.
        ("我有一千块，花了三百，还剩多少", "1000 - 300"), ("羊圈里有四十只羊，卖了十二只，还剩几只", "40 - 12"),
    ] as [(String, String?)])
    func reads(text: String, expected: String?) {
        #expect(expressionRead(text) == expected, "\(text)")
    }

    @Test(arguments: [
        "昨天跑了五公里，今天跑了八公里",  // nothing asked
        "一箱二十四瓶，七箱，三瓶，一共多少",  // a group's size beside the counts
        "买了三斤苹果，两斤香蕉，一共多少钱",  // money asked of counts
    ])
    func readsNoSumOfCounts(text: String) {
        let read = expressionRead(text)
        #expect(read != "3 + 5" && read != "5 + 8" && read != "3 + 2" && read != "24 + 3", "\(text) → \(String(describing: read))")
    }
}

/// Rules of English prices by the dozen and said before the thing: a count in dozens priced by the
/// dozen stays in dozens; "one dozen" and "a dozen" count twelve; "a" opens one thing only before a
/// link to its price; what one thing is may take four words ("one bag of maize meal").
struct PricesByTheDozenTests {
    @Test(arguments: [
        ("3 dozen eggs at 4 dollars a dozen, how much", "4 * 3"), ("i sell 5 dozen rolls, 6 dollars per dozen, what's that come to", "6 * 5"),
        ("a dozen eggs cost 84 rupees, how much is one egg", "84 / 12"), ("One dozen eggs cost 84 rupees, what is cost of one egg?", "84 / 12"),
        ("a dozen roses at 3 dollars each, how much", "3 * 12"), ("2 dozen cupcakes at 1 dollar each, how much altogether", "1 * 24"),
        ("If one bag of maize meal is 85 rand, how much for 6 bags?", "85 * 6"), ("one tin of fish is 9 kina, how much for 4", "9 * 4"),
        ("a ticket costs 35, how much for 4 tickets", "35 * 4"),
    ] as [(String, String?)])
    func reads(text: String, expected: String?) {
        #expect(expressionRead(text) == expected, "\(text)")
    }

    @Test(arguments: ["I paid a deposit of 500, how much is one", "a dozen eggs", "we want a dozen, how much"])
    func readsNoPriceForOne(text: String) {
        let prices = WordProblem.quantities(in: Sentence(text)).filter { $0.isPriceForOne }
        #expect(prices.isEmpty, "\(text)")
    }
}

/// Rule per period, asked as people across China ask how much: 好多, 几多, 若多 after an amount for a period.
struct PeriodRateQuestionTests {
    @Test(arguments: [
        ("一个月四千五，一年好多钱", "4500 * 12"), ("一周工资两千，一年好多", "2000 * 52"), ("一个月房租三千二，一年若多", "3200 * 12"),
        ("一天一百二，一个礼拜几多钱", "120 * 7"), ("每个季度保费一千五，一年好多", "1500 * 4"),
    ] as [(String, String?)])
    func reads(text: String, expected: String?) {
        #expect(expressionRead(text) == expected, "\(text)")
    }
}

/// A price for one put first: a name of up to six ideographs between the measure and the price (一斤胡辣汤料十八块),
/// and "each one" right before the amount (6 loaves each one 15 birr).
struct PriceForOnePutFirstTests {
    @Test(arguments: [
        ("一斤云南小粒咖啡六十块，买两斤多少钱", "60 * 2"), ("一盒进口车厘子八十八，要三盒一共多少", "88 * 3"),
        ("I took 4 soda each one 12 cedis, how much altogether", "12 * 4"), ("we ordered 5 plates each one 30 rupees, how much total", "30 * 5"),
        ("bought 3 shirts every one 250 pesos, what's the total", "250 * 3"),
        ("一袋东北稻花香大米六十九，拿两袋多少钱", "69 * 2"), ("we got 4 samosa, each one is 20 shillings, how much total", "20 * 4"),
    ] as [(String, String?)])
    func reads(text: String, expected: String?) {
        #expect(expressionRead(text) == expected, "\(text)")
    }

    @Test(arguments: ["一斤肉，我们三个人吃了，花了二十八块", "一斤肉和两斤菜，花了二十八块"])
    func readsNoPriceForOne(text: String) {
        let prices = WordProblem.quantities(in: Sentence(text)).filter { $0.isPriceForOne }
        #expect(prices.isEmpty, "\(text)")
    }
}

/// Rule purchases at their prices: each quantity beside its price for one, summed when the total is asked.
struct PurchasesAtTheirPricesTests {
    @Test(arguments: [
        ("两斤排骨每斤三十，三斤土豆每斤两块，一共多少钱", "30 * 2 + 2 * 3"), ("香蕉四块一斤买两斤，橙子六块一斤买三斤，总共多少", "4 * 2 + 6 * 3"),
        ("4 samosas at 10 each and 2 chai at 15 each, how much altogether", "10 * 4 + 15 * 2"),
        ("we got 5 tickets at 12 dollars each and 3 programs at 4 dollars each, what's the total", "12 * 5 + 4 * 3"),
    ] as [(String, String?)])
    func reads(text: String, expected: String?) {
        #expect(expressionRead(text) == expected, "\(text)")
    }

    /// An amount without its price, or a price without its quantity, pairs nothing.
    @Test(arguments: ["两斤排骨每斤三十，还有三斤土豆，一共多少钱", "4 samosas at 10 each and 2 chai, how much altogether"])
    func readsNoSumOfPurchases(text: String) {
        #expect(expressionRead(text)?.contains("+") != true, "\(text)")
    }
}
