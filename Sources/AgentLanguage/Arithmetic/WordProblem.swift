/// Rules of sums said in everyday words, read when a sentence holds no calculation the grammar
/// reads (`ArithmeticParser.read`): its numbers are amounts of money, counts of things or of
/// people, and its question says what to do with them.
/// - **A price and a quantity** (苹果三块五一斤 买两斤半多少钱, 一单五块五 跑了二十八单 总共多少钱,
///   "apples are 3.5 a kilo and I'm getting 2.5 kilos, what does that come to"): a price for one
///   (word-problem-each), one other quantity, and a question for the total (word-problem-totals) or a
///   request to calculate (word-problem-requests: 帮我算一下，面三碗，一碗12块): the price × the quantity.
/// - **A total among people** (四个人吃饭总共花了三百六 每人多少, "we're 5 people and the bill is
///   312.50 how much each"): a count of people (word-problem-people), one amount, and a question for
///   a share (word-problem-shares): the amount ÷ the count.
/// - **The mean of a list** (七十八 八十五 九十二 平均多少分): two or more amounts and a word of the
///   mean (word-problem-averages): their sum ÷ how many; a count of things (三次测验) is not one of them.
/// - **The total of a list** (菜钱八十六 米钱四十 一共多少): two or more amounts and a question for the
///   total, nothing else: their sum.
/// - **The price of one** (鸡蛋三十个一共二十四块 一个多少钱, "4 tickets came to 100 dollars, how much is
///   one"): one amount of money, one count of things, and a question for one's price
///   (`unitPriceQuestions`: 一个多少钱, 多少钱一斤; word-problem-unit-prices): the amount ÷ the count.
/// - **How much is missing** (存了一千二 想买一千八的手机 还差多少, "i've got 1250 and it costs 4000, how
///   much more do i need"): two amounts and a question for the difference (word-problem-differences):
///   the larger less the smaller.
///
/// Amounts are read with their money (word-problem-money, `ChineseMoney`: 十二块五 is 12.5, 五毛 0.5; `EnglishMoney`: "1 dollar 20" is 1.2), quantities with
/// their measure (word-problem-measures: 三斤半 is 3.5). A sentence with a number no rule takes (a
/// percent, a second price) is none of them: the rules read what they are sure of, and nothing else.
public enum WordProblem {
    struct Quantity: Equatable {
        enum Kind: Equatable { case plain, money, measured, people, percent, other }
        var value: Double
        var span: Range<Int>
        var kind: Kind
        /// A price for one thing (三块五一斤, 一单五块五, "129 each").
        var isPriceForOne = false
    }

    /// The questions that name a calculation wherever they stand (word-problem-keywords: 一共多少,
    /// 每人多少, "how much each"): `calc.evaluate`'s words, so that a sentence asking one is its candidate.
    public static let questionWords = WordLists.wordProblemKeywords

    /// The questions the rules read that name no calculation alone (多少钱, 一共, "how much", "each", 几组):
    /// `calc.evaluate`'s words too, but they name it only where a sum is read
    /// (`SkillEvidence.valueQuestions`): 这件衣服多少钱 asks for no sum.
    public static let askingWords: [String] = WordLists.distinct(
        WordLists.wordProblemTotals + WordLists.wordProblemShares + WordLists.wordProblemAverages
            + WordLists.wordProblemDifferences + WordLists.wordProblemUnitPrices
            + WordLists.wordProblemGroupMeasures.map { "几" + $0 } + PeriodRate.askingWords + SpanConversion.askingWords
            // "62 dollars a gallon", "6 per pound": a price for one of a measure.
            + WordLists.wordProblemPriceMeasures.flatMap { ["a \($0)", "per \($0)"] }
            // 找多少, "how much change": the change of what was spent and paid (`changeDue`); not 找 alone.
            + WordLists.changeQuestions.filter { $0.count > 1 },
        leavingOut: questionWords)

    /// The calculation the sentence's words make, and the span from its first number to its last.
    static func read(_ sentence: Sentence) -> (ArithmeticExpression, Range<Int>)? {
        guard !sentence.numbers.isEmpty else { return nil }  // most sentences: asked of every one
        if let change = changeDue(in: sentence) { return change }
        let questions = questionSpans(in: sentence)
        let groups = groupQuestionMeasure(in: sentence.folded)
        // An amount for one period asked for a longer one (一个月四千八 一年多少; `PeriodRate`).
        if let (value, span, times) = PeriodRate.read(sentence) {
            return (.binary(.multiply, .number(ArithmeticNumber(value)), .number(ArithmeticNumber(times))), span)
        }
        if let total = thingsAtAPriceEach(in: sentence) ?? groupsOfThings(in: sentence) ?? thingsInEachGroup(in: sentence) { return total }
        guard !questions.all.isEmpty || groups != nil else { return nil }
        var found = quantities(in: sentence).filter { q in !questions.all.contains { $0.contains(q.span.lowerBound) } }
        // 一片是0.25毫克, 一箱橘子四十八个: the 一 of a group's size counts no quantity of its own.
        let starts = Set(found.compactMap { q in
            groups.flatMap { groupSizeStart(q, measure: $0, in: sentence.folded) } ?? groupSizeStart(q, in: sentence.folded)
        })
        found.removeAll { starts.contains($0.span.lowerBound) && $0.value == 1 }
        guard !found.isEmpty, !found.contains(where: { $0.kind == .other }) else { return nil }
        let span = found.map(\.span.lowerBound).min()!..<found.map(\.span.upperBound).max()!
        // Rule a percent of a count (340 ewes and lost 6 percent, how many's that; 八百块 百分之十五 一共多少):
        // the percent of the other amount; a percent beside anything else is no rule's.
        if let rate = found.first(where: { $0.kind == .percent }) {
            guard questions.totals, !questions.shares, found.count == 2, let base = found.first(where: { $0.kind != .percent && !$0.isPriceForOne })
            else { return nil }
            // 八百块加百分之十五的税: a percent added to the amount or taken off it is a share of it (`SumsAndDifferences`).
            if base.span.upperBound <= rate.span.lowerBound, let op = joining(base.span.upperBound..<rate.span.lowerBound, in: sentence) {
                return (ArithmeticGrammar.summed(op, number(base), .percent(number(rate))), span)
            }
            return (.binary(.multiply, .percent(number(rate)), number(base)), span)
        }
        // The price of one: the amount of money ÷ the count of things.
        if questions.unitPrices, found.count == 2, let money = found.first(where: { $0.kind == .money }),
           let count = found.first(where: { $0.kind == .measured }), !money.isPriceForOne, count.value > 0 {
            return (.binary(.divide, number(money), number(count)), span)
        }
        // The mean of the amounts listed; a count of things (三次测验) says how many there were.
        let listed = found.filter { $0.kind == .plain || $0.kind == .money }
        if questions.averages, listed.count >= 2, !found.contains(where: { $0.kind == .people || $0.isPriceForOne }) {
            let span = listed[0].span.lowerBound..<listed[listed.count - 1].span.upperBound
            return (.binary(.divide, sum(listed), .number(ArithmeticNumber(Int64(listed.count)))), span)
        }
        // The total of the amounts listed (菜钱八十六 米钱四十 一共多少, "rent's 1200 and power 150, how
        // much altogether"): every number an amount, the question a total and nothing else.
        if let left = whatIsLeft(found, questions: questions.totals || questions.differences, in: sentence)
            ?? leftAfterBuying(found, questions: questions.differences) {
            return (left, span)
        }
        if questions.totals, !questions.shares, !questions.averages, !questions.differences, listed.count >= 2,
           listed.count == found.count, !found.contains(where: \.isPriceForOne), !anOperationJoins(listed, in: sentence) {
            return (sum(listed), span)
        }
        if questions.totals, !questions.shares, !questions.averages, !questions.differences, let sum = countsOfOneMeasure(found, in: sentence) {
            return (sum, span)
        }
        let people = found.filter { $0.kind == .people }
        if let total = eachOnesPartInAll(found, people: people, questions: questions.totals, in: sentence) { return (total, span) }
        // A total, or a count of things asked how many each (一箱橘子四十八个 分给六个人 一个人几个), shared among people.
        if questions.shares, people.count == 1, found.count == 2,
           let amount = found.first(where: { $0.kind == .money || $0.kind == .plain || $0.kind == .measured && $0.value > 1 && asksHowMany(sentence) }),
           !amount.isPriceForOne, people[0].value > 0, !isSaidOfEachOne(amount, in: sentence) {
            return (.binary(.divide, number(amount), number(people[0])), span)
        }
        // Things shared among groups: the other count ÷ the groups'.
        if questions.shares, found.count == 2, !found.contains(where: \.isPriceForOne),
           let groups = found.firstIndex(where: { isGroupCount($0, in: sentence.english) }), found[groups].value > 0 {
            return (.binary(.divide, number(found[1 - groups]), number(found[groups])), span)
        }
        // How many groups: the total ÷ one group's size.
        if found.count == 2, let measure = groups,
           let size = found.firstIndex(where: { groupSizeStart($0, measure: measure, in: sentence.folded) != nil }),
           found[size].value > 0, found[1 - size].kind != .money, !found.contains(where: \.isPriceForOne) {
            return (.binary(.divide, number(found[1 - size]), number(found[size])), span)
        }
        // How many in all: one group's size × the count of groups.
        if questions.totals, !questions.shares, let (size, count) = groupsInAll(found, in: sentence.folded) {
            return (.binary(.multiply, number(size), number(count)), span)
        }
        // How far one amount is from the other, or what is left: the larger less the smaller (two counts of
        // things alike: 340 head, 85 head).
        let amounts = found.filter { $0.kind == .plain || $0.kind == .money }.count == 2 ? found.filter { $0.kind == .plain || $0.kind == .money }
            : found.filter { $0.kind == .measured }
        if questions.differences, found.count == 2, amounts.count == 2 {
            let (small, large) = amounts[0].value <= amounts[1].value ? (amounts[0], amounts[1]) : (amounts[1], amounts[0])
            return (.binary(.subtract, number(large), number(small)), span)
        }
        // A price for one and a quantity, asked their total or asked to be calculated (帮我算一下 …一碗55块).
        let prices = found.filter(\.isPriceForOne)
        if questions.totals || questions.requests && !questions.asksOtherThanATotal && QuestionMood.cue(in: sentence) == nil, prices.count == 1, found.count == 2, let count = found.first(where: { !$0.isPriceForOne }),
           count.kind == .measured || count.kind == .plain {
            return (.binary(.multiply, number(prices[0]), number(count)), span)
        }
        // "each" of "at 3 each" is a share's word too: the pairs say whose it is.
        if questions.totals, !questions.averages, !questions.differences, let total = purchasesAtTheirPrices(found) {
            return (total, span)
        }
        return nil
    }

    /// Rule purchases at their prices: two or more quantities each beside its price for one, in either order
    /// (三斤苹果每斤五块，两斤梨每斤六块; "3 shirts at 20 dollars each and 2 hats at 15 dollars each"), asked their
    /// total: the sum of each price × its quantity. Every amount must pair so.
    private static func purchasesAtTheirPrices(_ found: [Quantity]) -> ArithmeticExpression? {
        guard found.count >= 4, found.count % 2 == 0 else { return nil }
        var products: [ArithmeticExpression] = []
        for k in stride(from: 0, to: found.count, by: 2) {
            let pair = [found[k], found[k + 1]]
            guard let price = pair.first(where: \.isPriceForOne), let count = pair.first(where: { !$0.isPriceForOne }),
                  count.kind == .measured || count.kind == .plain
            else { return nil }
            products.append(.binary(.multiply, number(price), number(count)))
        }
        return sum(products)
    }

    /// Rule things at a price each: a count of things, "at", and a price for one ("what's 3 hoagies at
    /// 9.75 each", "18 hoagies at 8.50 a piece", "5 tickets at 12 dollars apiece") say their total, as a
    /// question for it would: the price × the count.
    private static func thingsAtAPriceEach(in sentence: Sentence) -> (ArithmeticExpression, Range<Int>)? {
        let words = sentence.english
        guard words.count >= 3, (0..<words.count).contains(where: { words.isWord($0, of: atWords) }) else { return nil }
        let found = quantities(in: sentence)
        guard found.count == 2, let price = found.first(where: \.isPriceForOne), let count = found.first(where: { !$0.isPriceForOne }),
              count.kind == .measured || count.kind == .plain, count.span.upperBound <= price.span.lowerBound,
              (0..<words.count).contains(where: { k in
                  words.isWord(k, of: atWords) && count.span.upperBound <= words.span(k).lowerBound
                      && words.span(k).upperBound <= price.span.lowerBound
              })
        else { return nil }
        return (.binary(.multiply, .number(ArithmeticNumber(price.value)), .number(ArithmeticNumber(count.value))),
                count.span.lowerBound..<price.span.upperBound)
    }

    private static let atWords = EnglishWordSet(WordLists.englishAt)
    private static let ofWords = EnglishWordSet(WordLists.englishOf)

    /// Rule groups of things, in English: a count, a word for its groups, "of", and a count of things
    /// ("3 cases of 24 cans", "4 boxes of 12 eggs"), asked how many after them, are the groups × the things in each,
    /// as 一箱二十四瓶 七箱一共多少瓶 is (`groupsInAll`).
    private static func groupsOfThings(in sentence: Sentence) -> (ArithmeticExpression, Range<Int>)? {
        guard sentence.english.count >= 4, let asked = sentence.english.find(howMany) else { return nil }
        let found = quantities(in: sentence)
        // Asked after them: "how many of the 3 cases …" asks of the cases.
        guard found.count == 2, !found.contains(where: { $0.kind == .money || $0.kind == .people || $0.kind == .percent || $0.isPriceForOne }),
              found[0].span.upperBound <= found[1].span.lowerBound, found[1].span.upperBound <= asked.lowerBound
        else { return nil }
        // Between them, "of" and at most the word for the groups before it ("3 cases of 24", "3 of 24" kept by the count).
        let words = sentence.english
        let between = (0..<words.count).filter { found[0].span.upperBound <= words.span($0).lowerBound && words.span($0).upperBound <= found[1].span.lowerBound }
        guard let last = between.last, words.isWord(last, of: ofWords), between.count <= 2,
              sentence.skipSpaces(from: words.span(last).upperBound) == found[1].span.lowerBound
        else { return nil }
        return (.binary(.multiply, .number(ArithmeticNumber(found[0].value)), .number(ArithmeticNumber(found[1].value))),
                found[0].span.lowerBound..<found[1].span.upperBound)
    }

    /// Rule how many in each group, in English: a count of groups, then a count of things and "in each" or
    /// "in every" ("3 bags, 12 in each", "3 boxes with 12 eggs in each one", "I have 3 bunch of plantain, 12 in
    /// each one"), asked how many or how much after them, are the groups × the things in each, as 每箱十二个 is.
    private static func thingsInEachGroup(in sentence: Sentence) -> (ArithmeticExpression, Range<Int>)? {
        let words = sentence.english
        guard words.count >= 4, let asked = words.find(howMany) ?? words.find(howMuchEnglish) else { return nil }
        let found = quantities(in: sentence)
        guard found.count == 2, !found.contains(where: { $0.kind == .money || $0.kind == .people || $0.kind == .percent }),
              found[0].span.upperBound <= found[1].span.lowerBound, found[1].span.upperBound <= asked.lowerBound,
              // "in each" or "in every" after the second count, at most the things' word between.
              let k = (0..<words.count).first(where: { words.span($0).lowerBound >= found[1].span.upperBound }),
              let phrase = inEachPhrases.first(where: { words.hasPhrase($0, at: k) || (k + 1 < words.count && words.hasPhrase($0, at: k + 1)) }),
              let end = words.find(phrase)?.upperBound, end <= asked.lowerBound
        else { return nil }
        return (.binary(.multiply, .number(ArithmeticNumber(found[0].value)), .number(ArithmeticNumber(found[1].value))),
                found[0].span.lowerBound..<end)
    }

    private static let inEachPhrases = WordLists.wordProblemInEach.map(EnglishPhrase.init)
    private static let howMuchEnglish = EnglishPhrase("how much")

    /// A price for one and a quantity, nothing else, as an operand of a sum going on (两斤苹果，一斤六块;
    /// `ArithmeticParser`'s priced operand): the price × the quantity.
    static func priceTimesQuantity(in sentence: Sentence) -> ArithmeticExpression? {
        let found = quantities(in: sentence)
        guard found.count == 2, let price = found.first(where: \.isPriceForOne),
              let count = found.first(where: { !$0.isPriceForOne }), count.kind == .measured || count.kind == .plain
        else { return nil }
        return .binary(.multiply, .number(ArithmeticNumber(price.value)), .number(ArithmeticNumber(count.value)))
    }

    /// One of a measure at its price, said alone (一斤鱼丸三十块 after 再加): what it comes to, the price.
    static func oneAtItsPrice(in sentence: Sentence) -> ArithmeticExpression? {
        let found = quantities(in: sentence)
        guard found.count == 1, let one = found.first, one.isPriceForOne, one.kind == .money || one.kind == .plain,
              sentence.folded[one.span.lowerBound] == 0x4E00  // 一
        else { return nil }
        return .number(ArithmeticNumber(one.value))
    }

    /// A follow-up that changes one number of the last sum in everyday words, the calculation again
    /// with it (`changed(_:by:)`): for a total shared among people (a quotient, as these rules and the
    /// grammar's shares write it), a count of people (要是八个人呢, "what about between 4") replaces the
    /// count and an amount (不对，是五百二十二, "the total was 172") the total; for a price for one and a
    /// quantity (a product, the price first), money replaces the price and a count the quantity ("and
    /// if I get 5 bags"). Nil unless the sentence says one number and the last sum was one of these.
    public static func changed(_ previousText: String, by sentence: Sentence) -> String? {
        // One number said, no "one more" (再来一个 asks for one more of something) and no rate (打八折: `RateChange`): asked of every
        // sentence after a sum, most of which say none.
        guard sentence.numbers.count == 1, !AnotherWords.holds(sentence), RateChange.span(in: sentence) == nil,
              !holdsAnOperation(sentence)
        else { return nil }
        let said = quantities(in: sentence)
        guard said.count == 1, let new = said.first, new.kind != .other, new.kind != .percent, new.value > 0,
              case let .expression(.binary(op, .number(a), .number(b)), _) = ArithmeticParser.read(previousText),
              op == .divide || op == .multiply
        else { return nil }
        let first: Double, second: Double
        if op == .divide {
            // 要是八个人呢, "what about between 4", 每组七个呢 (one group's size): the divisor.
            let countsPeople = new.kind == .people || amongWords.contains { word in
                sentence.english.find(word).map { $0.upperBound <= new.span.lowerBound } ?? false
            } || groupSizeStart(new, in: sentence.folded) != nil
            (first, second) = countsPeople ? (a.doubleValue, new.value) : (new.value, b.doubleValue)
        } else {
            (first, second) = new.kind == .money ? (new.value, b.doubleValue) : (a.doubleValue, new.value)
        }
        return ArithmeticExpression.binary(op, .number(ArithmeticNumber(first)), .number(ArithmeticNumber(second))).description
    }

    /// Rule counts of one measure, asked their total (牦牛四十三头 又买了十八头 一共几头, 我有3个苹果 又买了5个
    /// 总共几个): every number counts things in the same Chinese measure, the question asks for that
    /// measure (几头, 多少斤, 几多份; not 多少钱), none is a price or a group's size (一箱二十四瓶 is
    /// `groupsInAll`'s), and no operation joins them; the total is their sum.
    private static func countsOfOneMeasure(_ found: [Quantity], in sentence: Sentence) -> ArithmeticExpression? {
        let text = sentence.folded
        guard found.count >= 2, found.allSatisfy({ $0.kind == .measured && !$0.isPriceForOne }),
              let measure = found.first.map({ text[$0.span.upperBound - 1] }), MoodWords.isIdeograph(measure),
              text.indices.dropFirst().contains(where: { text[$0] == measure && asksACount(before: $0, in: text) }),
              found.allSatisfy({ text[$0.span.upperBound - 1] == measure && groupSizeStart($0, in: text) == nil }),
              !anOperationJoins(found, in: sentence)
        else { return nil }
        return sum(found)
    }

    private static func number(_ q: Quantity) -> ArithmeticExpression { .number(ArithmeticNumber(q.value)) }

    /// The quantities added up, in the order said (`quantities` is never empty).
    private static func sum(_ quantities: [Quantity]) -> ArithmeticExpression { sum(quantities.map(number)) }

    /// The terms added in order, left to right.
    private static func sum(_ terms: [ArithmeticExpression]) -> ArithmeticExpression {
        terms.dropFirst().reduce(terms[0]) { .binary(.add, $0, $1) }
    }

    /// Rule what is left: two amounts, a verb of taking away right before the second (word-problem-taking-verbs:
    /// 花了一千五, "I spent 135", "and I sell 85"; its subject between), and a question for an amount (一共多少,
    /// 还剩多少, "how much left", "how many am I left with"): the first less the second, when it is no less
    /// and was not taken itself.
    private static func whatIsLeft(_ found: [Quantity], questions asks: Bool, in sentence: Sentence) -> ArithmeticExpression? {
        guard asks, found.count == 2, found.allSatisfy({ $0.kind == .plain || $0.kind == .money || $0.kind == .measured }),
              found[0].value >= found[1].value, !found.contains(where: \.isPriceForOne)
        else { return nil }
        let gap = found[0].span.upperBound..<found[1].span.lowerBound
        let taken = takingVerbs.spans(in: sentence)
        guard taken.contains(where: { gap.contains($0.lowerBound) && $0.upperBound <= gap.upperBound }) else { return nil }
        if isTaken(found[0], by: taken, in: sentence) { return nil }
        return .binary(.subtract, .number(ArithmeticNumber(found[0].value)), .number(ArithmeticNumber(found[1].value)))
    }

    /// Rule left after buying: an amount, then a count of things and their price for one, asked what is left
    /// (有十五块钱 买三根冰棍一根四块 还剩多少, "had 50, bought 3 books at 12 each, how much left"): the amount
    /// less the price times the count.
    private static func leftAfterBuying(_ found: [Quantity], questions differences: Bool) -> ArithmeticExpression? {
        guard differences, found.count == 3, found[0].kind == .money || found[0].kind == .plain, !found[0].isPriceForOne,
              let price = found.first(where: \.isPriceForOne), let count = found.dropFirst().first(where: { !$0.isPriceForOne }),
              count.kind == .measured || count.kind == .plain, found[0].value >= price.value * count.value
        else { return nil }
        let spent = ArithmeticExpression.binary(.multiply, .number(ArithmeticNumber(price.value)), .number(ArithmeticNumber(count.value)))
        return .binary(.subtract, .number(ArithmeticNumber(found[0].value)), spent)
    }

    /// Whether a word that multiplies, divides or takes away stands between two of the amounts ("15000 kip times 6",
    /// "500 and I spent 135"): they are no list to add up.
    private static func anOperationJoins(_ listed: [Quantity], in sentence: Sentence) -> Bool {
        let text = sentence.folded
        let taking = takingVerbs.spans(in: sentence)
        return zip(listed, listed.dropFirst()).contains { first, second in
            let gap = first.span.upperBound..<second.span.lowerBound
            return taking.contains { gap.contains($0.lowerBound) } && !isTaken(first, by: taking, in: sentence)
                || gap.contains { i in operatorWords.firstIndex(in: text, at: i) { _, length in wholeWord(text, i, length) } != nil }
        }
    }

    /// Whether 几 or a word of how much (多少, 几多, 好多, 若多: period-rate-questions) ends right before `i`.
    private static func asksACount(before i: Int, in text: [UInt32]) -> Bool {
        text[i - 1] == 0x51E0 || PeriodRate.howMuchWords.contains { i >= $0.count && TextScan.matches(text, $0, at: i - $0.count) }  // 几
    }

    /// Rule amounts taken alike (早上卖了三十斤 下午卖了二十五斤, 昨天花了两百 今天花了一百五): where a verb of
    /// taking stands before the first amount in its clause too, the amounts are parts of one, and the
    /// verb before the next takes nothing from the first.
    private static func isTaken(_ q: Quantity, by taken: [Range<Int>], in sentence: Sentence) -> Bool {
        let clauseStart = Clause.start(of: q.span.lowerBound, in: sentence.folded)
        return taken.contains { $0.lowerBound >= clauseStart && $0.upperBound <= q.span.lowerBound }
    }

    /// Whether the `length` scalars at `i` stand as a word: no ASCII letter right before or after them.
    private static func wholeWord(_ text: [UInt32], _ i: Int, _ length: Int) -> Bool {
        (i == 0 || !EnglishWords.isLetter(text[i - 1])) && (i + length >= text.count || !EnglishWords.isLetter(text[i + length]))
    }

    private static let takingVerbs = MixedPhrases(WordLists.wordProblemTakingVerbs)
    /// The words that multiply, divide or take away (times-words, divide-words, minus-words).
    private static let operatorWords = PhraseList(WordLists.timesWords + WordLists.divideWords + WordLists.minusWords)

    /// Whether the sentence asks a count: 几, 多少, "how many".
    private static func asksHowMany(_ sentence: Sentence) -> Bool {
        sentence.folded.contains(0x51E0) || TextScan.contains(sentence.folded, howMuch) || sentence.english.find(howMany) != nil
    }

    private static let howMany = EnglishPhrase("how many")

    /// Rule each one's part in all: an amount said as what each one puts in or gets (每人出三十五块, 一个人交二十,
    /// 每人分六个, "each pays 35": a share word, then at most a verb of paying or getting,
    /// word-problem-contributions), a count of people and a question for a total (七个人总共多少, "how much
    /// altogether") make the part times the people, whichever is said first;
    /// asked as a share (一共三百 七个人 每人多少) the total is divided (the rule after this one).
    private static func eachOnesPartInAll(_ found: [Quantity], people: [Quantity], questions totals: Bool, in sentence: Sentence)
        -> ArithmeticExpression?
    {
        guard totals, found.count == 2, people.count == 1, people[0].value > 0,
              let part = found.first(where: { ($0.kind == .money || $0.kind == .plain || $0.kind == .measured) && !$0.isPriceForOne }),
              isSaidOfEachOne(part, in: sentence)
        else { return nil }
        return .binary(.multiply, .number(ArithmeticNumber(part.value)), .number(ArithmeticNumber(people[0].value)))
    }

    /// Whether `part` is said as what each one puts in or gets: a share word, at most a verb of paying or
    /// getting, then the amount (每人出三十五块, 每人分六个, "everybody puts in 35").
    private static func isSaidOfEachOne(_ part: Quantity, in sentence: Sentence) -> Bool {
        let text = sentence.folded
        return shareQuestions.spans(in: sentence).contains { share in
            guard share.upperBound <= part.span.lowerBound else { return false }
            var i = share.upperBound
            while i < part.span.lowerBound, text[i] == 0x20 { i += 1 }
            if let (_, length) = contributionVerbs.longestMatch(in: text, at: i) { i += length }
            while i < part.span.lowerBound, text[i] == 0x20 { i += 1 }
            return i == part.span.lowerBound
        }
    }

    private static let contributionVerbs = PhraseList(WordLists.wordProblemContributions)

    /// Rule a calculation of its own: a sentence whose one number an operation works on (二十五的平方是多少,
    /// "what's 25 squared", 根号二十五) asks a new sum, no number of the last one changed.
    private static func holdsAnOperation(_ sentence: Sentence) -> Bool {
        guard case let .expression(expression, _) = sentence.arithmetic else { return false }
        switch expression {
        case .number, .negation(.number): return false
        default: return true
        }
    }

    /// Rule groups: a count of what things are shared among, after a word of sharing ("split across 4
    /// paddocks", "between 3 boxes") or named again by the share question ("28 kids and 4 tables, how
    /// many per table"): its things' noun, one or many, after per, each or every.
    private static func isGroupCount(_ q: Quantity, in words: EnglishWords) -> Bool {
        guard let first = (0..<words.count).first(where: { words.span($0).lowerBound >= q.span.lowerBound }) else { return false }
        if first > 0, words.isWord(first - 1, of: sharingWords) { return true }
        guard q.kind == .measured, let noun = (0..<words.count).last(where: { words.span($0).upperBound <= q.span.upperBound }),
              noun >= first else { return false }
        let things = singular(words.word(noun))
        return (noun + 1..<words.count).contains { k in
            k + 1 < words.count && words.isWord(k, of: groupNamers) && singular(words.word(k + 1)) == things
        }
    }

    /// Rule how many groups (全班42个人 每组6个 能分几组, 一百个鸡蛋 每盒装十二个 要几盒): 几 and a measure
    /// word of groups (word-problem-group-measures) ask how many groups; the count said after 每 or 一
    /// and that measure (a verb of putting between: 装, 坐) is one group's size, the other the total.
    /// The measure 几 asks for, if the sentence asks so.
    private static func groupQuestionMeasure(in text: [UInt32]) -> UInt32? {
        guard let at = text.indices.dropLast().first(where: { text[$0] == 0x51E0 && groupMeasures.contains(text[$0 + 1]) })  // 几
        else { return nil }
        return text[at + 1]
    }

    /// Where 每 or 一 and `measure` start before `q` (每组6个, 每盒装十二个), if they stand there.
    private static func groupSizeStart(_ q: Quantity, measure: UInt32, in text: [UInt32]) -> Int? {
        var i = q.span.lowerBound
        while i > 0, text[i - 1] == 0x20 || groupSizeVerbs.contains(text[i - 1]) { i -= 1 }
        // 每辆车坐, 一箱牛奶: the noun after the measure, of one or two characters.
        for noun in 1...2 where i > noun + 1 && text[i - noun - 1] == measure && (i - noun..<i).allSatisfy({ MoodWords.isIdeograph(text[$0]) && !isNumeral(text[$0]) }) {
            i -= noun
            break
        }
        guard i >= 2, text[i - 1] == measure, text[i - 2] == 0x6BCF || text[i - 2] == 0x4E00 else { return nil }  // 每, 一
        return i - 2
    }

    /// Rule how many in all (一箱二十四瓶 七箱一共多少瓶, 每盒装12个 买了5盒 总共几个): one group's size, said
    /// after 每 or 一 and a measure of groups, and a count of that measure, asked their total; the 一 of
    /// the size counts nothing of its own, and nothing else may be counted.
    private static func groupsInAll(_ found: [Quantity], in text: [UInt32]) -> (size: Quantity, count: Quantity)? {
        for measure in groupMeasures {
            guard let size = found.first(where: { $0.kind != .money && groupSizeStart($0, measure: measure, in: text) != nil }),
                  let sizeStart = groupSizeStart(size, measure: measure, in: text),
                  let count = found.first(where: { $0 != size && $0.span.lowerBound != sizeStart && counts(measure, $0, in: text) })
            else { continue }
            let rest = found.filter { $0 != size && $0 != count }
            guard rest.allSatisfy({ $0.span.lowerBound == sizeStart && $0.value == 1 }), !found.contains(where: \.isPriceForOne)
            else { return nil }
            return (size, count)
        }
        return nil
    }

    /// Whether `q` counts `measure` (七箱, 十二排): the measure its span ends with, or right after it.
    private static func counts(_ measure: UInt32, _ q: Quantity, in text: [UInt32]) -> Bool {
        let end = q.span.upperBound
        return q.kind == .measured && text[end - 1] == measure || q.kind == .plain && end < text.count && text[end] == measure
    }

    /// Where the sentence says one group's size (每组七个, 每盒装十二个): 每 or 一 and a measure of groups
    /// up to the end of the count, which a follow-up says as a people count is said (`peopleCounts`).
    static func groupSizes(in sentence: Sentence) -> [Range<Int>] {
        // Asked of every sentence weighed: most say no 每 or 一 before a measure of groups.
        let text = sentence.folded
        guard !sentence.numbers.isEmpty,
              text.indices.dropLast().contains(where: { (text[$0] == 0x6BCF || text[$0] == 0x4E00) && groupMeasures.contains(text[$0 + 1]) })
        else { return [] }
        return quantities(in: sentence).compactMap { q in groupSizeStart(q, in: text).map { $0..<q.span.upperBound } }
    }

    /// Where 每 or 一 and any measure of groups start before `q` (每组七个呢), if they stand there.
    private static func groupSizeStart(_ q: Quantity, in text: [UInt32]) -> Int? {
        groupMeasures.lazy.compactMap { groupSizeStart(q, measure: $0, in: text) }.first
    }

    private static let groupMeasures = Set(WordLists.wordProblemGroupMeasures.compactMap { $0.unicodeScalars.first?.value })
    /// 装, 坐, 放, 站, 分, 有, 是: how a group holds its count (word-problem-group-verbs).
    private static let groupSizeVerbs = MoodWords.characters(WordLists.wordProblemGroupVerbs)

    /// "tables" and "table", "boxes" and "box" alike.
    private static func singular(_ word: String) -> Substring {
        word.hasSuffix("es") && word.count > 4 && ["x", "s", "h"].contains(word.dropLast(2).last.map(String.init) ?? "")
            ? word.dropLast(2) : word.hasSuffix("s") ? word.dropLast() : word[...]
    }

    private static let sharingWords = EnglishWordSet(WordLists.wordProblemAmongWords)
    /// The words before a group's noun in a share question (per table, each box, every paddock).
    private static let groupNamers = EnglishWordSet(["per", "each", "every"])

    /// Where the sentence counts people (八个人, "5 people", "4 of us"): a number and its unit.
    static func peopleCounts(in sentence: Sentence) -> [Range<Int>] {
        // Asked of every sentence weighed: most name no people, and are passed over at once.
        guard !sentence.numbers.isEmpty, peopleWords.firstMatch(in: sentence.folded) != nil
            || englishPeople.contains(where: { sentence.english.find($0) != nil }) || sentence.english.find(weRe) != nil
            || sentence.english.find(weAre) != nil else { return [] }
        return quantities(in: sentence).filter { $0.kind == .people }.map(\.span)
    }

    private static let amongWords = WordLists.wordProblemAmongWords.map(EnglishPhrase.init)

    /// Where the sentence asks for a total, a share or a mean: numbers inside those (一人多少, 一共) count nothing.
    private static func questionSpans(in sentence: Sentence)
        -> (all: [Range<Int>], totals: Bool, shares: Bool, averages: Bool, differences: Bool, unitPrices: Bool, requests: Bool,
            asksOtherThanATotal: Bool) {
        let totals = totalQuestions.spans(in: sentence), shares = shareQuestions.spans(in: sentence)
        let averages = averageWords.spans(in: sentence), differences = differenceQuestions.spans(in: sentence)
        let unitPrices = unitPriceQuestions(in: sentence), requests = calculationRequests.spans(in: sentence)
        return (totals + shares + averages + differences + unitPrices + requests, !totals.isEmpty, !shares.isEmpty,
                !averages.isEmpty, !differences.isEmpty, !unitPrices.isEmpty, !requests.isEmpty,
                !(shares.isEmpty && averages.isEmpty && differences.isEmpty && unitPrices.isEmpty))
    }

    /// Where the sentence asks the price of one thing: 一 or 每 and a measure before 多少 (一个多少钱,
    /// 每斤多少), 多少钱 before 一 and a measure (多少钱一个), or an English question (word-problem-unit-prices).
    private static func unitPriceQuestions(in sentence: Sentence) -> [Range<Int>] {
        let text = sentence.folded
        var found: [Range<Int>] = []
        for i in text.indices where text[i] == 0x4E00 || text[i] == 0x6BCF {  // 一, 每
            guard let end = priceForOneEnd(text, at: i) else { continue }
            var q = end
            while q < text.count, text[q] == 0x20 { q += 1 }
            if TextScan.matches(text, howMuch, at: q) { found.append(i..<(q + howMuch.count)) }
            // 多少钱一个: the question before the measure.
            if i >= howMuchMoney.count, TextScan.matches(text, howMuchMoney, at: i - howMuchMoney.count) {
                found.append((i - howMuchMoney.count)..<end)
            }
        }
        return found + englishUnitPrices.spans(in: sentence)
    }

    private static let howMuch: [UInt32] = Array("多少".unicodeScalars.map(\.value))
    private static let howMuchMoney: [UInt32] = Array("多少钱".unicodeScalars.map(\.value))
    private static let englishUnitPrices = MixedPhrases(WordLists.wordProblemUnitPrices)

    /// Every number of the sentence with what it counts, a price for one folded into its price.
    static func quantities(in sentence: Sentence) -> [Quantity] {
        let text = sentence.scalars, folded = sentence.folded, words = sentence.english
        var found: [Quantity] = []
        var i = 0
        while i < text.count {
            guard var (value, end) = number(in: text, at: i) ?? oneOfAScale(in: folded, at: i) else {
                i += 1
                continue
            }
            // "3 dozen eggs", "2 hundred sheep": a scale word after the number (`ScaleWords`); but
            // "3 dozen eggs at 4 dollars a dozen" counts dozens, as its price does (`isPricedPer`).
            if let (scaled, scaledEnd) = ScaleWords.read(value, in: folded, at: end) {
                if !isPricedPer(folded[end..<scaledEnd], words) { value = scaled }
                end = scaledEnd
            }
            // 1,250: groups of three digits after commas.
            while end + 4 <= text.count, text[end] == ",", (1...3).allSatisfy({ NumberReader.digitValue(text[end + $0]) != nil }),
                  end + 4 == text.count || NumberReader.digitValue(text[end + 4]) == nil {
                value = value * 1000 + Double((1...3).reduce(0) { $0 * 10 + NumberReader.digitValue(text[end + $1])! })
                end += 4
            }
            var quantity = Quantity(value: value, span: i..<end, kind: .plain)
            read(&quantity, in: folded, words: words)
            // "the last three water bills": a number word that says nothing it counts is no amount.
            if TextScan.isASCIILetter(text[i]), quantity.kind == .plain {
                i = end
                continue
            }
            // 一斤十二块五, 一单五块五, 一斤肉二十八块, 一只蹄髈五十八: one of a measure (and what it is, before
            // a bare amount), then its price; right after the measure, a bare amount of ten or more (一斤二十八),
            // where a digit alone is the measure's tenths (一斤二 is 1.2 斤).
            if let last = found.last, last.kind == .measured, last.value == 1,
               quantity.kind == .money || quantity.kind == .plain
                   && (!onlySpaces(in: folded, last.span.upperBound..<quantity.span.lowerBound) || quantity.value >= 10),
               onlySpacesOrANoun(in: folded, last.span.upperBound..<quantity.span.lowerBound) {
                found.removeLast()
                quantity.isPriceForOne = true
                quantity.span = last.span.lowerBound..<quantity.span.upperBound
            }
            found.append(quantity)
            i = quantity.span.upperBound
        }
        return found
    }

    /// "one dozen", "a dozen", "a hundred": one of a scale word, a count where "one" and "a" alone are none.
    private static func oneOfAScale(in text: [UInt32], at i: Int) -> (value: Double, end: Int)? {
        guard EnglishWords.isLetter(text[i]), i == 0 || !EnglishWords.isLetter(text[i - 1]) else { return nil }
        var end = i
        while end < text.count, EnglishWords.isLetter(text[end]) { end += 1 }
        guard ones.contains(EnglishWordKey.of(text[i..<end])) else { return nil }
        return ScaleWords.read(1, in: text, at: end) == nil ? nil : (1, end)
    }

    private static let ones = EnglishWordSet(["one", "a", "an"])

    /// The number at `i`: digits or Chinese numerals, or an English number word of two or more standing
    /// as a word ("four of us", "three shirts"), kept only where what it counts follows it (`quantities`);
    /// "one" and "a" point at a thing as often as they count it.
    private static func number(in text: [Unicode.Scalar], at i: Int) -> (value: Double, end: Int)? {
        if NumberReader.mayStart(text[i]) { return NumberReader.read(text, at: i, chineseDecimal: true) }
        guard TextScan.isASCIILetter(text[i]), i == 0 || !TextScan.isASCIILetter(text[i - 1]),
              let (value, _, end) = EnglishNumber.readNumeral(text, at: i), value >= 2,
              end == text.count || !TextScan.isASCIILetter(text[end])
        else { return nil }
        return (value, end)
    }

    /// What the words right after a number (and a sign before it) say it counts.
    private static func read(_ q: inout Quantity, in text: [UInt32], words: EnglishWords) {
        let start = q.span.lowerBound
        var p = q.span.upperBound
        if CurrencySigns.endsBefore(start, in: text) { q.kind = .money }
        if p < text.count, text[p] == 0x25 || text[p] == 0xFF05 { q.kind = .percent; q.span = start..<(p + 1); return }  // %
        if start >= 3, TextScan.matches(text, percentLead, at: start - 3) { q.kind = .percent; q.span = (start - 3)..<p; return }
        while p < text.count, text[p] == 0x20 { p += 1 }
        let word = wordIndex(at: p, in: words)  // the English word right after the number, if any
        if let k = word, words.isWord(k, of: percentWords) { q.kind = .percent; q.span = start..<words.span(k).upperBound; return }
        if let money = moneyWords.longestMatch(in: text, at: p) {
            q.kind = .money
            if let (amount, end) = ChineseMoney.read(q.value, in: text, at: p) {
                (q.value, p) = (amount, end)
            } else {
                p += money.length
            }
        } else if let k = word, words.isWord(k, of: CurrencyNames.english), !(words.isWord(k, of: weights) && isPricedByWeight(words)) {
            q.kind = .money
            if let (amount, end) = EnglishMoney.read(q.value, in: text, at: q.span.upperBound) {
                (q.value, p) = (amount, end)  // "1 dollar 20"
            } else {
                p = words.span(k).upperBound
            }
        } else if let people = peopleWords.longestMatch(in: text, at: p) {
            q.kind = .people
            p += people.length
        } else if let measure = measures.longestMatch(in: text, at: p) {
            q.kind = .measured
            p += measure.length
            if p < text.count, text[p] == 0x534A { q.value += 0.5; p += 1 }  // 半
        } else if let k = word {
            if englishPeople.contains(where: { words.hasPhrase($0, at: k) }) {
                q.kind = .people
                p = words.span(k).upperBound
            } else if isCountedThing(k, in: words) {
                q.kind = .measured  // 2.5 kilos, 6 bottles
                p = words.span(k).upperBound
            }
        } else if isAfterWeAre(start, words: words) {
            q.kind = .people
        }
        // 每斤三十五块, 每个八毛, 每公斤1.5毫克: a price or a rate for one said after 每 and its measure.
        if q.kind == .money || q.kind == .plain, let each = eachBefore(start, in: text) {
            q.isPriceForOne = true
            q.span = each..<p
            return
        }
        // "every kilo 2.40 leva": the words before it are no question of a share ("each"), only what it is for.
        if q.kind == .money || q.kind == .plain, englishEachBefore(start, in: text, words: words) {
            q.isPriceForOne = true
            q.span = start..<p
            return
        }
        // 三块五一斤, 五毛一个, "3.5 a kilo", "129 each": a price for one; not 一单 right before an
        // amount (跑了38单 一单4块5), which is the next price's own.
        var r = p
        while r < text.count, text[r] == 0x20 { r += 1 }
        // "1.5 mg per kg": a measure between an amount and its per.
        if q.kind == .plain, let k = wordIndex(at: r, in: words), k + 1 < words.count, words.word(k + 1) == "per",
           onlySpaces(in: text, words.span(k).upperBound..<words.span(k + 1).lowerBound) {
            r = words.span(k + 1).lowerBound
        }
        // 二十四块 一个多少钱: the 一个 of a question for one's price is no price for one.
        if let end = priceForOneEnd(text, at: r), end == text.count || !isNumeral(text[end]), !asksHowMuch(text, at: end) {
            q.isPriceForOne = true
            p = end
        } else if let k = wordIndex(at: r, in: words), words.isWord(k, of: englishEach), !(q.kind == .measured && pricesTheNext(k, words, text)) {
            q.isPriceForOne = true
            p = words.span(k).upperBound
            if k + 1 < words.count, !words.isWord(k + 1, of: englishEach), onlySpaces(in: text, p..<words.span(k + 1).lowerBound),
               q.kind == .plain || q.kind == .money, k > 0, !words.isWord(k, of: englishEachAlone) {
                p = words.span(k + 1).upperBound  // "a kilo", "per person"
            }
        }
        q.span = start..<p
    }

    /// Rule pounds by weight: where a price is said for a pound ("6 dollars a pound", "per pound"), "12
    /// pounds" weigh, and count no money.
    private static func isPricedByWeight(_ words: EnglishWords) -> Bool {
        (1..<max(words.count, 1)).contains { words.isWord($0, of: weights) && words.isWord($0 - 1, of: englishEach) }
    }

    /// Rule priced by the scale: whether a price is said for one of the scale word `scale` ("4 dollars a
    /// dozen", "per dozen"), so that a count said in it counts the scale's units.
    /// The count's own scale word ("a dozen eggs") prices nothing.
    private static func isPricedPer(_ scale: ArraySlice<UInt32>, _ words: EnglishWords) -> Bool {
        guard let first = scale.firstIndex(where: EnglishWords.isLetter) else { return false }
        let key = EnglishWordKey.of(scale[first...])
        return (1..<max(words.count, 1)).contains {
            words.key($0) == key && words.span($0).lowerBound != first && words.isWord($0 - 1, of: englishEach)
        }
    }

    /// The currencies that are measures too (pound, pounds: currency-words and word-problem-price-measures).
    private static let weights = EnglishWordSet(WordLists.currencyWords.filter { word in
        WordLists.wordProblemPriceMeasures.contains(word.hasSuffix("s") ? String(word.dropLast()) : word)
    })

    /// A measure or a word of people at `i`: the digit before it counts them (300块4个人), it is no tenth.
    static func countsSomething(_ text: [UInt32], at i: Int) -> Bool {
        measures.longestMatch(in: text, at: i) != nil || peopleWords.longestMatch(in: text, at: i) != nil
    }

    /// Where 每 and a measure word (每斤, 每个) end right before `start`, spaces and a currency's sign aside: their start.
    /// 一斤 before an amount is a quantity of its own, joined to the price after it (`quantities(in:)`).
    private static func eachBefore(_ start: Int, in text: [UInt32]) -> Int? {
        var end = CurrencySigns.start(before: start, in: text) ?? start  // 每杯 RM2.80
        while end > 0, text[end - 1] == 0x20 { end -= 1 }
        for length in 2...3 where end >= length && text[end - length] == 0x6BCF && priceForOneEnd(text, at: end - length) == end {
            return end - length
        }
        return nil
    }

    /// Rule a price for one said before it in English: "every kilo 2.40 leva", "one bag rice 45 kina", "a bag costs 85", "each
    /// ticket is 35": each, every, one or an article (word-problem-each-before), one to four words that name the thing,
    /// and "is", "costs" or "at" (word-problem-price-links) or nothing, right before the amount (a currency's sign
    /// aside).
    private static func englishEachBefore(_ start: Int, in text: [UInt32], words: EnglishWords) -> Bool {
        let end = CurrencySigns.start(before: start, in: text) ?? start
        guard var k = (0..<words.count).last(where: { words.span($0).upperBound <= end }),
              onlySpaces(in: text, words.span(k).upperBound..<end)
        else { return false }
        let linked = words.isWord(k, of: priceLinks)
        if linked { k -= 1 }
        // "6 bread each one 15 birr", "each one is 45 rupees": "each one" right before the amount or its link, "one"
        // standing for the thing, prices one as "15 birr each" does.
        if k > 0, words.word(k) == "one", words.isWord(k - 1, of: eachOpeners), words.word(k - 1) != "one" {
            return true
        }
        var named = 0
        // "one bag of maize meal is 85 rand": what it is, in up to four words.
        while k >= 0, named < 4, !words.isWord(k, of: eachOpeners) {
            // "each pays 35" says what each puts in (`eachOnesPartInAll`), no price; "and", "so" start another clause.
            if contributionVerbs.longestMatch(in: text, at: words.span(k).lowerBound)?.length == words.span(k).count
                || words.isWord(k, of: MoodWords.englishSentenceLinks) || words.word(k).contains("'") { return false }
            named += 1
            k -= 1
        }
        // "two coffees and one cake for 18": "one" in a list counts a thing of it.
        guard k >= 0, named >= 1, words.isWord(k, of: eachOpeners), !(k > 0 && words.word(k - 1) == "and"),
              !text[words.span(k).lowerBound..<end].contains(where: { ($0 >= 0x30 && $0 <= 0x39) || Clause.isBreakMark($0) })
        else { return false }
        // "a bag costs 85": an article opens one thing only before a link to its price ("a deposit of 500" is none).
        if words.isWord(k, of: articles), !linked { return false }
        // "one dozen eggs cost 84": one of a scale word counts twelve things (`oneOfAScale`), not one.
        return ScaleWords.read(1, in: text, at: words.span(k).upperBound) == nil
    }

    private static let articles = EnglishWordSet(["a", "an"])

    /// Whether "each one" at `k` comes right before an amount: then it prices the next thing ("5 plates each one 30
    /// rupees"), where after an amount alone "each" prices that one ("129 each").
    private static func pricesTheNext(_ k: Int, _ words: EnglishWords, _ text: [UInt32]) -> Bool {
        guard k + 1 < words.count, words.word(k + 1) == "one" else { return false }
        var p = words.span(k + 1).upperBound
        while p < text.count, text[p] == 0x20 { p += 1 }
        return p < text.count && (0x30...0x39).contains(text[p])
    }

    private static let eachOpeners = EnglishWordSet(WordLists.wordProblemEachBefore)
    private static let priceLinks = EnglishWordSet(WordLists.wordProblemPriceLinks)

    /// 一 or 每 and a measure word at `i` (十二块五一斤): where they end, if they stand there.
    static func priceForOneEnd(_ text: [UInt32], at i: Int) -> Int? {
        guard let each = chineseEach.longestMatch(in: text, at: i),
              let measure = measures.longestMatch(in: text, at: i + each.length),
              // 每个人, 一个人: each person, whose share is asked, not a price for one 个.
              peopleWords.longestMatch(in: text, at: i + each.length) == nil
        else { return nil }
        return i + each.length + measure.length
    }

    /// "2.5 kilos", "3 shirts": a plural noun after a number counts things; "312.50 how much" does not.
    private static func isCountedThing(_ k: Int, in words: EnglishWords) -> Bool {
        let word = words.span(k)
        return word.count >= 3 && words.word(k).hasSuffix("s") && !words.isWord(k, of: notPlurals) && !words.isWord(k, of: englishEach)
    }

    /// Words ending in s that count nothing after a number (word-problem-not-counts).
    private static let notPlurals = EnglishWordSet(WordLists.wordProblemNotCounts)

    /// "we're 5", "we are 5": a count of the speakers.
    private static func isAfterWeAre(_ start: Int, words: EnglishWords) -> Bool {
        guard let k = (0..<words.count).last(where: { words.span($0).upperBound <= start }) else { return false }
        return words.hasPhrase(weRe, at: k) || k > 0 && words.hasPhrase(weAre, at: k - 1)
    }

    /// The English word starting at `i`, if one does.
    private static func wordIndex(at i: Int, in words: EnglishWords) -> Int? {
        (0..<words.count).first { words.span($0).lowerBound == i }
    }

    private static func onlySpaces(in text: [UInt32], _ range: Range<Int>) -> Bool {
        range.allSatisfy { text[$0] == 0x20 }
    }

    /// Spaces, or a name of up to twelve ideographs that is no number (肉 of 一斤肉二十八块, 胡辣汤料 of 一斤胡辣汤料十八块,
    /// 新疆阿克苏冰糖心苹果 of 一公斤新疆阿克苏冰糖心苹果十八块); a name holding a numeral (五常大米) is not read, its
    /// numeral being a number as far as the rules know.
    private static func onlySpacesOrANoun(in text: [UInt32], _ range: Range<Int>) -> Bool {
        onlySpaces(in: text, range)
            || range.count <= 12 && range.allSatisfy { MoodWords.isIdeograph(text[$0]) && !isNumeral(text[$0]) && !Clause.breaks(text, at: $0) }
    }

    /// Whether 多少 follows at `i`, spaces aside.
    private static func asksHowMuch(_ text: [UInt32], at i: Int) -> Bool {
        var q = i
        while q < text.count, text[q] == 0x20 { q += 1 }
        return TextScan.matches(text, howMuch, at: q)
    }

    static func isNumeral(_ v: UInt32) -> Bool {
        Unicode.Scalar(v).map { NumberReader.mayStart($0) || NumberReader.chineseUnit($0) != nil } ?? false
    }

    private static let moneyWords = PhraseList(WordLists.wordProblemMoney)
    private static let measures = PhraseList(WordLists.wordProblemMeasures)
    private static let peopleWords = PhraseList(WordLists.wordProblemPeople.filter(WordLists.holdsIdeograph))
    private static let englishPeople = WordLists.wordProblemPeople.filter { !WordLists.holdsIdeograph($0) }.map(EnglishPhrase.init)
    private static let chineseEach = PhraseList(WordLists.wordProblemEach.filter(WordLists.holdsIdeograph))
    private static let englishEach = EnglishWordSet(WordLists.wordProblemEach.filter { !WordLists.holdsIdeograph($0) })
    /// "each" and "apiece" stand alone; "a" and "per" take the unit after them.
    private static let englishEachAlone = EnglishWordSet(["each", "apiece"])
    private static let totalQuestions = MixedPhrases(WordLists.wordProblemTotals)
    private static let calculationRequests = MixedPhrases(WordLists.wordProblemRequests)
    private static let shareQuestions = MixedPhrases(WordLists.wordProblemShares)
    private static let averageWords = MixedPhrases(WordLists.wordProblemAverages)
    private static let differenceQuestions = MixedPhrases(WordLists.wordProblemDifferences)
    /// Whether a plus or minus word (加, 减去, "plus") is all that stands between two amounts at `gap`, but spaces.
    private static func joining(_ gap: Range<Int>, in sentence: Sentence) -> ArithmeticOperator? {
        let start = min(sentence.skipSpaces(from: gap.lowerBound), gap.upperBound)
        let said = start..<max(start, sentence.skipSpacesBack(before: gap.upperBound) + 1)
        if plusWords.isAll(of: sentence.folded, said) { return .add }
        if minusWords.isAll(of: sentence.folded, said) { return .subtract }
        return nil
    }

    private static let plusWords = PhraseList(WordLists.plusWords)
    private static let minusWords = PhraseList(WordLists.minusWords)
    private static let percentLead: [UInt32] = Array("百分之".unicodeScalars.map(\.value))
    private static let percentWords = EnglishWordSet(WordLists.wordProblemPercentWords)
    private static let weRe = EnglishPhrase("we're")
    private static let weAre = EnglishPhrase("we are")
}
