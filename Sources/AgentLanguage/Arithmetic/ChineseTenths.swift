/// Rule: 成 right after a number counts tenths of a whole, as a percent counts hundredths: 三成 is
/// 30%, 两成半 25%, so 一千的三成 is 300 and 三百块加两成 adds a fifth (300 × (1 + 20%), as any percent
/// added is a share of the amount). The tokenizer reads the number as its percent and 成 as its %.
enum ChineseTenths {
    /// Where 成, and 半 after it, end when 成 stands at `i` right after a numeral.
    static func percentEnd(in text: [UInt32], at i: Int) -> Int? {
        guard i > 0, i < text.count, text[i] == 0x6210, let before = Unicode.Scalar(text[i - 1]),  // 成
              NumberReader.anyDigit(before) != nil || before == "十"
        else { return nil }
        return i + 1 < text.count && text[i + 1] == 0x534A ? i + 2 : i + 1  // 半
    }

    /// The number `value` ending at `end` as the percent its 成 makes it (三 of 三成: 30, 两 of 两成半: 25),
    /// or nil when no 成 follows it.
    static func percent(_ value: Double, in text: [UInt32], at end: Int) -> Double? {
        guard let stop = percentEnd(in: text, at: end) else { return nil }
        return (value + (stop == end + 2 ? 0.5 : 0)) * 10
    }
}
