/// The words and symbols of calculations, and the padding around them
/// ("等于多少", "what is"), matched longest first. English words match whole
/// words only ("x" is times, "xyz" is unknown). The words are data, a list per kind
/// of token (`Arithmetic/words/*.txt`); the lookalikes (加班, 乘客, 平方米) hold an
/// operator's character and are read as unknown words.
enum ArithmeticWordTable {
    typealias Kind = ArithmeticToken.Kind

    /// Each list and the token its words make; nil: padding, dropped.
    static let entries: [([String], Kind?)] = [
        (WordLists.calculationRequests, nil), (WordLists.calculationQuestions, nil), (WordLists.calculationParticles, nil),
        (WordLists.calculationPadding, nil), (WordLists.currencyWords, nil), (WordLists.currencySigns, nil),
        // Chinese words of money after an amount (35 美元乘 7, 二十令吉): the word problems' list, but for 毛 and 角,
        // which count tenths (`ChineseMoney` reads them with their number).
        (WordLists.wordProblemMoney.filter { $0 != "毛" && $0 != "角" }, nil),
        (WordLists.currencyPrefixes, nil),
        (WordLists.plusSigns, .plus(unary: true)),
        (WordLists.plusWords, .plus(unary: false)),
        (WordLists.minusSigns, .minus(unary: true)),
        (WordLists.minusWords, .minus(unary: false)),
        (WordLists.timesWords, .times),
        (WordLists.divideWords, .divide),
        (WordLists.divideIntoWords, .divideInto),
        (WordLists.intoWords, .into),
        (WordLists.shareAmongWords, .shareAmong),
        (WordLists.powerWords, .power),
        (WordLists.negativeSigns, .negative),
        (WordLists.openParentheses, .open),
        (WordLists.closeParentheses, .close),
        (WordLists.spokenParentheses, .spokenParenthesis),
        (WordLists.openToEndParentheses, .openToEnd),
        (WordLists.powerLeads, .of),
        (WordLists.powerEnds, .powerEnd),
        (WordLists.multipleEnds, .timesEnd),
        (WordLists.squares, .squared),
        (WordLists.cubes, .cubed),
        (WordLists.squareRootsAfter, .squareRootAfter),
        (WordLists.squareRootsBefore, .squareRootBefore),
        (WordLists.cubeRootsAfter, .cubeRootAfter),
        (WordLists.cubeRootsBefore, .cubeRootBefore),
        (WordLists.percentsAfter, .percentAfter),
        (WordLists.percentsBefore, .percentBefore),
        (WordLists.percentsOf, .percentOf),
        (WordLists.passiveMarks, .passive),
        (WordLists.fractionMarks, .fractionOf),
        (WordLists.reciprocalsAfter, .reciprocalAfter),
        (WordLists.factorials, .factorial),
        (WordLists.reciprocalsBefore, .reciprocalBefore),
        (WordLists.averagesAfter, .average(before: false)),
        (WordLists.averagesBefore, .average(before: true)),
        (WordLists.discountLeads, .discountLead),
        (WordLists.discountEnds, .discountEnd),
        (WordLists.percentsOff, .percentOff),
        (WordLists.discountJoiners, .discountJoiner),
        (WordLists.discountWords, .discountWord),
        (WordLists.thenWords, .then),
        (WordLists.operandJoiners, .joiner),
        (WordLists.sumsAfter, .combine(.add, before: false)),
        (WordLists.productsAfter, .combine(.multiply, before: false)),
        (WordLists.differencesAfter, .combine(.subtract, before: false)),
        (WordLists.quotientsAfter, .combine(.divide, before: false)),
        (WordLists.sumsBefore, .combine(.add, before: true)),
        (WordLists.productsBefore, .combine(.multiply, before: true)),
        (WordLists.differencesBefore, .combine(.subtract, before: true)),
        (WordLists.quotientsBefore, .combine(.divide, before: true)),
        (WordLists.operatorLookalikes, .unknown),
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
        for (words, kind) in entries {
            for word in words {
                let scalars = Array(word.unicodeScalars)
                table[scalars[0], default: []].append(
                    Entry(scalars: scalars, kind: kind, isWord: TextScan.isASCIILetter(scalars[scalars.count - 1])))
            }
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
