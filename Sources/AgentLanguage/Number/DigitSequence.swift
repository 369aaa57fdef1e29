extension NumberReader.ChineseNumeral {
    /// Rule: a Chinese digit counts the unit after it; three or more in a row are read as one
    /// number, as a year is said (二零二六 is 2026), and so is one after 零 (零五 is 5); two in a
    /// row are two numbers (周三三点 holds 3 and 3, not 33). 零 after a unit only joins what
    /// follows it (一百零五 is 105).
    mutating func takeDigit(_ digit: Double) -> Bool {
        if digit == 0 && previousWasUnit {
            sawZero = true  // a connector, not a digit: the numeral ends before it unless more follows
            i += 1
            return true
        }
        if !previousWasDigit { digitRun = Self.chineseDigitRun(text, from: i) }
        if let value = current, previousWasDigit, value == 0 || digitRun >= 3 {
            current = value * 10 + digit
        } else if current != nil {
            return false
        } else {
            current = digit
        }
        previousWasDigit = true
        previousWasUnit = false
        i += 1
        end = i
        return true
    }

    /// Rule: a run of digits among Chinese numerals counts the unit after it (1万2千).
    mutating func takeDigitRun() -> Bool {
        guard current == nil else { return false }
        let (run, after) = NumberReader.DigitRun.digits(text, at: i)
        current = run
        i = after
        previousWasDigit = true
        previousWasUnit = false
        end = i
        return true
    }

    /// How many Chinese digits stand in a row from `start`.
    private static func chineseDigitRun(_ text: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end < text.count, NumberReader.chineseDigit(text[end]) != nil { end += 1 }
        return end - start
    }
}
