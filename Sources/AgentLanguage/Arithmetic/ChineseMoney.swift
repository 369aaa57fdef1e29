/// Rule: a sum of money said in 块 (元), 毛 (角) and 分 is one amount, as it is said at any till:
/// 三块五 is 3.5, 一块八毛五 1.85, 两块零五分 2.05, 二十元零八角 20.8, 五毛 0.5, 三毛二 0.32. A digit right
/// after 块 is its tenths only where it ends the amount: a numeral after it (三块五十), or a measure or a
/// word of people (300块4个人), makes it a number of its own; one of a measure (十二块五一斤) is a price's;
/// 一 opening a word (七毛一共) is none.
/// Read by calculations (`ArithmeticTokenizer`) and word problems (`WordProblem`) alike.
enum ChineseMoney {
    /// The amount that `value`, a number ending at `p` in folded `text`, and the money words after
    /// it make, and where they end; nil when no 块, 元, 毛 or 角 follows it.
    static func read(_ value: Double, in text: [UInt32], at p: Int) -> (value: Double, end: Int)? {
        var p = p
        if isTenths(text, at: p) {
            p += 1
            return hundredths(after: value / 10, in: text, at: p)
        }
        guard p < text.count, text[p] == 0x5757 || text[p] == 0x5143 else { return nil }  // 块, 元
        p += 1
        if p < text.count, text[p] == 0x94B1 { return (value, p + 1) }  // 块钱: the amount ends
        // 两块零五(分): 零 and a digit of hundredths; 二十元零八角: of tenths, where 角 or 毛 says so.
        if p + 1 < text.count, text[p] == 0x96F6, let digit = digit(text[p + 1]) {
            if isTenths(text, at: p + 2) { return hundredths(after: value + Double(digit) / 10, in: text, at: p + 3) }
            if endsAmount(text, at: p + 2) { return (value + Double(digit) / 100, skipFen(text, at: p + 2)) }
        }
        guard p < text.count, let tenth = digit(text[p]) else { return (value, p) }
        if isTenths(text, at: p + 1) {
            return hundredths(after: value + Double(tenth) / 10, in: text, at: p + 2)
        }
        guard endsAmount(text, at: p + 1) else { return (value, p) }
        return (value + Double(tenth) / 10, p + 1)
    }

    /// After 毛 or 角: a digit of hundredths, 分 after it or not (一块八毛五, 三毛二分), and 钱.
    private static func hundredths(after value: Double, in text: [UInt32], at p: Int) -> (value: Double, end: Int) {
        if p < text.count, let cents = digit(text[p]), endsAmount(text, at: p + 1) {
            return (value + Double(cents) / 100, skipFen(text, at: p + 1))
        }
        return (value, p < text.count && text[p] == 0x94B1 ? p + 1 : p)  // 五毛钱
    }

    /// Whether a digit ending at `p` ends the amount: the text ends, or 分, or no numeral and no
    /// word it counts follow; one of a measure after it is a price's (十二块五一斤).
    private static func endsAmount(_ text: [UInt32], at p: Int) -> Bool {
        guard p < text.count else { return true }
        if text[p] == 0x5206 { return true }  // 分
        if WordProblem.priceForOneEnd(text, at: p) != nil { return true }
        // 七毛一共, 三块一起: 一 opening a word of its own is no digit of the amount; before an operator or 的 it is (三毛一加五毛).
        if text[p - 1] == 0x4E00, MoodWords.isIdeograph(text[p]), !digitFollowers.contains(text[p]) { return false }
        return !WordProblem.isNumeral(text[p]) && !WordProblem.countsSomething(text, at: p)
    }

    /// 加, 减, 乘, 除 and 的: what may follow the amount's last digit, 一 among them, right after it.
    private static let digitFollowers: Set<UInt32> = [0x52A0, 0x51CF, 0x4E58, 0x9664, 0x7684]

    /// 分 and 钱 after hundredths (两块零五分钱).
    private static func skipFen(_ text: [UInt32], at p: Int) -> Int {
        var p = p
        if p < text.count, text[p] == 0x5206 { p += 1 }
        if p < text.count, text[p] == 0x94B1 { p += 1 }
        return p
    }

    /// 毛 or 角 at `p`: tenths of 块.
    private static func isTenths(_ text: [UInt32], at p: Int) -> Bool {
        p < text.count && (text[p] == 0x6BDB || text[p] == 0x89D2)
    }

    private static func digit(_ v: UInt32) -> Int? {
        Unicode.Scalar(v).flatMap(NumberReader.anyDigit)
    }
}
