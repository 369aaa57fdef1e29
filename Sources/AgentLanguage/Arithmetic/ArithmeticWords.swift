/// The words and symbols of calculations, and the padding around them
/// ("等于多少", "what is"), matched longest first. English words match whole
/// words only ("x" is times, "xyz" is unknown).
enum ArithmeticWords {
    typealias Kind = ArithmeticToken.Kind

    /// nil: padding, dropped.
    static let entries: [(String, Kind?)] = [
        // Padding.
        ("请问", nil), ("请你", nil), ("请", nil), ("麻烦", nil), ("帮我", nil), ("帮忙", nil), ("你知道", nil),
        ("告诉我", nil), ("我想知道", nil), ("算一算", nil), ("算一下", nil), ("算算", nil), ("算", nil),
        ("计算一下", nil), ("计算", nil), ("求", nil), ("一下", nil), ("等于多少", nil), ("等于几", nil), ("等于", nil),
        ("是多少", nil), ("是几", nil), ("是", nil), ("得多少", nil), ("得几", nil), ("得", nil), ("多少", nil),
        ("的结果是", nil), ("的结果", nil), ("结果是", nil), ("结果", nil), ("的值是", nil), ("的值", nil),
        ("一共", nil), ("总共", nil), ("呢", nil), ("吗", nil), ("啊", nil), ("呀", nil),
        ("吧", nil), ("了", nil), ("把", nil), ("算下", nil), ("算个", nil), ("多少钱", nil),
        // 先算三加五再乘二: 先 only announces the order that 再 makes.
        ("先算", nil), ("先", nil),
        ("what is", nil), ("what's", nil), ("what\u{2019}s", nil), ("whats", nil), ("what are", nil),
        ("how much is", nil), ("how much are", nil), ("how much", nil), ("calculate", nil), ("compute", nil),
        ("evaluate", nil), ("work out", nil), ("please", nil), ("tell me", nil), ("can you", nil),
        ("could you", nil), ("the", nil), ("is", nil), ("are", nil), ("equals", nil), ("equal to", nil),
        ("equal", nil), ("result of", nil), ("value of", nil), ("hey", nil), ("first", nil),
        // Operators.
        ("+", .plus(unary: true)), ("加", .plus(unary: false)), ("加上", .plus(unary: false)),
        ("plus", .plus(unary: false)), ("added to", .plus(unary: false)),
        ("-", .minus(unary: true)), ("\u{2212}", .minus(unary: true)), ("minus", .minus(unary: true)),
        ("减", .minus(unary: false)), ("减去", .minus(unary: false)), ("减掉", .minus(unary: false)),
        ("*", .times), ("×", .times), ("·", .times), ("⋅", .times), ("∙", .times), ("x", .times),
        ("乘", .times), ("乘以", .times), ("乘上", .times), ("times", .times), ("multiplied by", .times),
        ("multiply by", .times),
        ("/", .divide), ("÷", .divide), ("除以", .divide), ("divided by", .divide), ("divide by", .divide),
        ("over", .divide),
        ("除", .divideInto),
        ("^", .power), ("**", .power), ("to the power of", .power), ("to the power", .power),
        ("raised to the power of", .power), ("raised to the power", .power), ("raised to", .power),
        ("负", .negative), ("negative", .negative),
        ("(", .open), ("[", .open), (")", .close), ("]", .close),
        // Spoken parentheses: 括号三加五括号, 左括号…右括号, 括号里十二减四.
        ("括号", .spokenParenthesis), ("左括号", .open), ("前括号", .open), ("右括号", .close), ("后括号", .close),
        ("括号里", .openToEnd), ("括号里面", .openToEnd), ("括号内", .openToEnd),
        ("open bracket", .open), ("close bracket", .close), ("open parenthesis", .open), ("close parenthesis", .close),
        ("open paren", .open), ("close paren", .close),
        ("的", .of), ("次方", .powerEnd), ("次幂", .powerEnd), ("倍", .timesEnd),
        ("平方", .squared), ("的平方", .squared), ("²", .squared), ("squared", .squared),
        ("立方", .cubed), ("的立方", .cubed), ("³", .cubed), ("cubed", .cubed),
        ("的平方根", .squareRootAfter), ("平方根", .squareRootAfter), ("开平方", .squareRootAfter),
        ("开平方根", .squareRootAfter), ("开方", .squareRootAfter), ("开根号", .squareRootAfter),
        ("开根", .squareRootAfter),
        ("根号", .squareRootBefore), ("根号下", .squareRootBefore), ("√", .squareRootBefore),
        ("sqrt", .squareRootBefore), ("square root of", .squareRootBefore), ("square root", .squareRootBefore),
        ("的立方根", .cubeRootAfter), ("立方根", .cubeRootAfter), ("开立方", .cubeRootAfter),
        ("开立方根", .cubeRootAfter), ("开三次方", .cubeRootAfter),
        ("∛", .cubeRootBefore), ("cbrt", .cubeRootBefore), ("cube root of", .cubeRootBefore),
        ("cube root", .cubeRootBefore),
        ("%", .percentAfter), ("percent", .percentAfter), ("per cent", .percentAfter), ("百分之", .percentBefore),
        ("of", .percentOf), ("被", .passive),
        ("分之", .fractionOf),
        ("再", .then), ("然后", .then), ("then", .then),
        // Joined operands: 0.5和0.25加起来, add 3 and 4, multiply 3 by 4.
        ("和", .joiner), ("与", .joiner), ("跟", .joiner), ("、", .joiner), ("and", .joiner), ("by", .joiner),
        ("to", .joiner),
        ("加起来", .combine(.add, before: false)), ("加在一起", .combine(.add, before: false)),
        ("相加", .combine(.add, before: false)), ("之和", .combine(.add, before: false)),
        ("的和", .combine(.add, before: false)), ("的总和", .combine(.add, before: false)),
        ("总和", .combine(.add, before: false)), ("added together", .combine(.add, before: false)),
        ("相乘", .combine(.multiply, before: false)), ("乘起来", .combine(.multiply, before: false)),
        ("之积", .combine(.multiply, before: false)), ("的积", .combine(.multiply, before: false)),
        ("的乘积", .combine(.multiply, before: false)), ("乘积", .combine(.multiply, before: false)),
        ("multiplied together", .combine(.multiply, before: false)),
        ("相减", .combine(.subtract, before: false)), ("之差", .combine(.subtract, before: false)),
        ("的差", .combine(.subtract, before: false)),
        ("相除", .combine(.divide, before: false)), ("之商", .combine(.divide, before: false)),
        ("的商", .combine(.divide, before: false)),
        ("add", .combine(.add, before: true)), ("sum of", .combine(.add, before: true)),
        ("total of", .combine(.add, before: true)),
        ("multiply", .combine(.multiply, before: true)), ("product of", .combine(.multiply, before: true)),
        ("difference between", .combine(.subtract, before: true)),
        ("difference of", .combine(.subtract, before: true)),
        ("divide", .combine(.divide, before: true)), ("quotient of", .combine(.divide, before: true)),
    ] + lookalikes.map { ($0, .unknown) }

    /// Words that hold an operator's character and mean no arithmetic, so that
    /// "连续加班三天" or "九十平方米" hold no sum and no square.
    static let lookalikes = [
        "加班", "加油", "加入", "加强", "加拿大", "加州", "加湿", "加时", "加分", "加速", "加热", "加工", "加盟", "加急",
        "加密", "加载", "加法", "加减法", "加号", "加霜", "加坡", "加多宝", "参加", "增加", "追加", "附加", "更加", "添加",
        "施加", "减肥", "减少", "减速", "减法", "减号", "减压", "减价", "减轻", "削减", "缩减", "衰减",
        "乘客", "乘坐", "乘凉", "乘车", "乘机", "乘风", "乘法", "乘号", "乘务", "搭乘", "换乘",
        "除了", "除夕", "除非", "除湿", "除法", "除号", "除草", "除外", "开除", "扫除", "删除", "清除", "消除", "解除",
        "排除", "免除", "拆除", "去除",
        "平方米", "平方公里", "平方千米", "平方厘米", "平方分米", "平方英尺", "立方米", "立方厘米", "立方分米", "立方体",
    ]

    struct Entry {
        let scalars: [Unicode.Scalar]
        let kind: Kind?
        /// An English word: matches only when no letter follows.
        let isWord: Bool
    }

    /// Entries by their first scalar, longest first.
    static let byFirstScalar: [Unicode.Scalar: [Entry]] = {
        var table: [Unicode.Scalar: [Entry]] = [:]
        for (word, kind) in entries {
            let scalars = Array(word.unicodeScalars)
            table[scalars[0], default: []].append(
                Entry(scalars: scalars, kind: kind, isWord: TextScan.isASCIILetter(scalars[scalars.count - 1])))
        }
        return table.mapValues { $0.sorted { $0.scalars.count > $1.scalars.count } }
    }()

    private static let firstScalars = SmallScalarSet(byFirstScalar.keys.map(\.value))

    /// The longest entry starting at `i` in folded `text`: its kind (nil for padding) and end.
    static func longestMatch(in text: [Unicode.Scalar], at i: Int) -> (kind: Kind?, end: Int)? {
        // Asked at every character: most start no entry, and are passed over before any hashing.
        guard firstScalars.contains(text[i].value), let candidates = byFirstScalar[text[i]] else { return nil }
        for entry in candidates where TextScan.hasPrefix(text, entry.scalars, at: i) {
            let end = i + entry.scalars.count
            if entry.isWord, end < text.count, TextScan.isASCIILetter(text[end]) { continue }
            return (entry.kind, end)
        }
        return nil
    }
}
