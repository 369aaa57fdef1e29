import AgentCalendar
import AgentProtocol

/// Reads a Chinese clock time: 7点, 七点半, 七点一刻, 七点三刻, 三点四十五, 7点05分, 七点零五,
/// 八点钟, 八点整, 八点过五分, 八点差五分 (7:55), 差一刻八点 (7:45), 15时30分.
///
/// Minutes follow 点 as a tens numeral (十, 四十五), with 零 (零五), as two digits (05, 45), or
/// with 分 (五分, 5分). Digits read one by one (三点一四, 一点五, 3点5) make a decimal, not a
/// time, and so does any 点 form that is an operand of arithmetic (`ArithmeticOperandRule`). A
/// bare N点 may count points (`CountedPointsRule`), and a lone 一点 without minutes may be "a
/// little" (`LoneOneOClockRule`).
enum ChineseClockReader {
    /// A clock time whose hour numeral starts at `i`. `afterPart`: a day or period word
    /// ends just before it.
    static func clock(in text: Sentence, at i: Int, afterPart: Bool) -> TimePart? {
        guard let (value, afterNumber) = text.number(at: i) else { return nil }
        let markAt = text.skipSpaces(from: afterNumber)
        guard let mark = text[markAt], mark == "点" || mark == "时" else { return nil }
        // 100点 is a score, 1.5点 no time.
        guard let whole = Checked.integer(value, in: 0...99) else { return nil }
        let lonelyOne = afterNumber == i + 1 && text[i] == "一"
        if mark == "时", lonelyOne, !afterPart { return nil }  // 一时 is "for a while"
        if text[i - 1] == "第" { return nil }  // 第三点: the third point
        var hour = whole
        var minute = 0
        var second: Int?
        var end = markAt + 1
        var impossible = false
        let reading = minutes(in: text, at: text.skipSpaces(from: end))
        switch reading {
        case .bare:
            break
        case .minutes(let count, let after, let seconds):
            minute = count
            second = seconds
            end = after
        case .before(let count, let after):
            hour = hour == 0 ? 23 : hour - 1
            minute = 60 - count
            end = after
        case .decimal:
            return nil
        case .impossible(let after):
            impossible = true
            end = after
        }
        if ArithmeticOperandRule.isOperand(text, start: i, end: end) { return nil }
        if case .bare = reading {
            if CountedPointsRule.countsPoints(text, at: end) { return nil }
            if lonelyOne, !LoneOneOClockRule.isOneOClock(text, at: i, end: end, afterPart: afterPart) { return nil }
        }
        if impossible || hour > 24 || hour == 24 && minute > 0 { return .impossibleClock(i, end) }
        var part = TimePart.clock(hour, minute, second: second, i, end)
        if afterNumber == i + 2, text[i] == "0", text.isDigit(i + 1) { part.impliedPeriod = .am }  // 07点: a 24-hour clock
        return part
    }

    /// 差五分八点 (7:55), 差一刻八点 (7:45), starting at 差.
    static func clockBefore(in text: Sentence, at i: Int) -> TimePart? {
        guard let word = beforeWords.first(where: { text.has($0, at: i) }), let (count, afterCount) = count(in: text, at: i + word.count), (1...59).contains(count),
              let (hour, afterHour) = text.wholeNumber(at: text.skipSpaces(from: afterCount), in: 0...99),
              text[afterHour] == "点"
        else { return nil }
        var end = afterHour + 1
        if let tail = text[end], tail == "钟" || tail == "整" { end += 1 }
        if hour > 24 { return .impossibleClock(i, end) }
        return .clock(hour == 0 ? 23 : hour - 1, 60 - count, i, end)
    }

    /// 差: minutes before the hour said first.
    private static let beforeWords = WordLists.clockBeforeWords.map { Array($0.unicodeScalars) }

    /// The first characters of a Chinese clock time: its hour's numerals and 差.
    static let firsts: [UInt32] = (WordLists.hourNumerals + WordLists.clockBeforeWords).compactMap { $0.unicodeScalars.first?.value }

    private enum Minutes {
        /// Nothing after 点 that counts minutes: on the hour.
        case bare
        /// Minutes, and the seconds when written (30分15秒).
        case minutes(Int, end: Int, second: Int? = nil)
        /// 差五分: minutes before the hour.
        case before(Int, end: Int)
        /// 三点一四, 一点五: a decimal number, not a time.
        case decimal
        /// 61分: minutes written, but no minutes of an hour.
        case impossible(end: Int)
    }

    private static let minuteWord: [Unicode.Scalar] = Array("分钟".unicodeScalars)

    /// The minutes after 点 at `j`.
    private static func minutes(in text: Sentence, at j: Int) -> Minutes {
        guard let first = text[j] else { return .bare }
        switch first {
        case "半":
            return .minutes(30, end: j + 1)
        case "整", "钟":
            return .minutes(0, end: j + 1)
        case "过":
            guard let (count, end) = count(in: text, at: j + 1) else { return .bare }
            return count <= 59 ? .minutes(count, end: end) : .impossible(end: end)
        case "差":
            guard let (count, end) = count(in: text, at: j + 1) else { return .bare }
            return (1...59).contains(count) ? .before(count, end: end) : .impossible(end: end)
        default:
            break
        }
        if let (quarters, end) = quarter(in: text, at: j) ?? fives(in: text, at: j) { return .minutes(quarters, end: end) }
        if first == "零" || first == "〇" {
            // 七点零五, 七点零五分
            guard let next = text[j + 1], let digit = NumberReader.anyDigit(next),
                  digit > 0
            else { return .bare }
            if text.has(minuteWord, at: j + 2) { return .decimal }
            if text[j + 2] == "分" { return checked(digit, in: text, at: j + 3) }
            if let after = text[j + 2], NumberReader.chineseDigit(after) != nil || NumberReader.digitValue(after) != nil {
                return .decimal  // 零点零五五
            }
            return checked(digit, in: text, at: j + 2)
        }
        if let (value, end, count) = text.digits(at: j) {
            guard let value else { return .decimal }
            if text.has(minuteWord, at: end) { return .decimal }
            if text[end] == "分" { return checked(value, in: text, at: end + 1) }
            if text[end].map(NumberReader.isDecimalPoint) == true, text.isDigit(end + 1) { return .decimal }
            return count == 2 ? checked(value, in: text, at: end) : .decimal
        }
        if NumberReader.read(text.scalars, at: j) != nil {
            guard let (count, end) = text.wholeNumber(at: j, in: 0...999) else { return .decimal }
            if text.has(minuteWord, at: end) { return .decimal }
            if text[end] == "分" { return checked(count, in: text, at: end + 1) }
            // 四十五 and 十 count minutes; 一四 is read digit by digit, as decimals are.
            if (j..<end).contains(where: { text.scalars[$0] == "十" }) { return checked(count, in: text, at: end) }
            return .decimal
        }
        return .bare
    }

    /// `count` minutes ending at `end`, followed perhaps by seconds (30分15秒).
    private static func checked(_ count: Int, in text: Sentence, at end: Int) -> Minutes {
        var end = end
        var valid = count <= 59
        var second: Int?
        if let (seconds, afterSeconds) = NumberReader.read(text.scalars, at: end), text[afterSeconds] == "秒",
           text[afterSeconds + 1] != "钟"
        {
            let whole = Checked.integer(seconds, in: 0...59)
            valid = valid && whole != nil
            if valid { second = whole }
            end = afterSeconds + 1
        }
        return valid ? .minutes(count, end: end, second: second) : .impossible(end: end)
    }

    /// 一刻 (15), 两刻 (30), 三刻 (45) at `j`.
    private static func quarter(in text: Sentence, at j: Int) -> (Int, Int)? {
        guard let scalar = text[j], text[j + 1] == "刻" else { return nil }
        switch scalar {
        case "一", "1": return (15, j + 2)
        case "两", "二", "2": return (30, j + 2)
        case "三", "3": return (45, j + 2)
        default: return nil
        }
    }

    /// Rule Cantonese 字 and 骨: the clock face's marks of five minutes, 一个字 to 十一个字 (五点三个字 is
    /// 5:15, 差两个字 ten minutes to), 个 perhaps left out (三字), and its quarters, 一个骨 to 三个骨
    /// (三点三个骨 is 3:45, 差一个骨 a quarter to).
    private static func fives(in text: Sentence, at j: Int) -> (Int, Int)? {
        guard let (count, end) = text.wholeNumber(at: j, in: 1...11) else { return nil }
        let mark = text[end] == "个" ? end + 1 : end
        if text[mark] == "字" { return (count * 5, mark + 1) }
        guard text[mark] == "骨", mark > end, count <= 3, text[mark + 1] != "头" else { return nil }
        return (count * 15, mark + 1)
    }

    /// A count of minutes after 过 or 差: 一刻, 三刻, 五分, 5分钟, 二十分, 两个字.
    private static func count(in text: Sentence, at j: Int) -> (Int, Int)? {
        if let found = quarter(in: text, at: j) ?? fives(in: text, at: j) { return found }
        guard let (value, end) = text.wholeNumber(at: j, in: 0...999), text[end] == "分" else { return nil }
        return (value, text[end + 1] == "钟" ? end + 2 : end + 1)
    }
}
