extension NumberReader.ChineseNumeral {
    /// Rule: 十, 百 and 千 multiply the digit before them (三十, 五百, 两千) and add to the group.
    /// 十 may stand alone at the start (十五 is 15); 百 and 千 need a count (百货 is no number).
    mutating func takeUnit(_ unit: Double) -> Bool {
        guard current != nil || (unit == 10 && section == 0 && total == 0 && i == start) else { return false }
        section += (current ?? 1) * unit
        tookUnit(unit)
        return true
    }

    /// Rule: 廿 and 卅, twenty and thirty in one character as the south and Wu say them (廿分钟,
    /// 廿五号, 卅一), open a numeral as 二十 and 三十 do: a digit after them is the ones.
    mutating func takeTens(_ tens: Double) -> Bool {
        guard i == start else { return false }
        section = tens
        tookUnit(10)
        return true
    }

    /// After any unit: the digit is spent and what follows counts afresh.
    mutating func tookUnit(_ unit: Double) {
        current = nil
        lastUnit = unit
        previousWasUnit = true
        previousWasDigit = false
        sawZero = false
        i += 1
        end = i
    }
}
