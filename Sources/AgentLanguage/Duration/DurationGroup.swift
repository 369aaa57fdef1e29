extension DurationReader {
    /// Rule: a group is a number and its unit (30秒, 九十秒, 两个钟头, 俩小时, 1.5小时, 一点五小时,
    /// 1h), a half of a unit (半小时) or an English span ("five minutes"); `leading` when it
    /// starts the duration, where clock times and scores are told apart from spans.
    func group(at p: Int, leading: Bool) -> Group? {
        guard p < text.count else { return nil }
        let s = text[p]
        if s == "半" { return halfOfAUnit(at: p) }
        if startsNumber(s) { return numeric(at: p, leading: leading) }
        if TextScan.isASCIILetter(s) { return english(at: p) }
        return nil
    }

    /// A number at `p` and the unit after it: 30秒, 一个半小时, 三分之一小时, 1h, "1 and a half hours".
    private func numeric(at p: Int, leading: Bool) -> Group? {
        guard var (read, q) = number(at: p) else { return nil }
        if let part = fractionOfAUnit(read, at: q) { (read, q) = part }
        let chineseDecimal = text[p..<q].contains("点")
        var value = read
        var fraction = Self.hasFraction(read)
        var r = q
        var halfWord = false
        // 2 个小时, 1 个半钟: digits typed apart from the words, as 计时 40 分钟 is.
        let classifier = NumberReader.digitValue(text[q - 1]) != nil ? skipSpaces(from: q) : q
        if classifier < text.count, text[classifier] == "个" {
            r = classifier + 1
            if let afterHalf = halfAfterClassifier(at: r) {
                value += 0.5
                fraction = true
                halfWord = true
                r = afterHalf
            }
        } else if let tail = andAFraction(at: skipSpaces(from: q)), let group = wordGroup(read + tail.fraction, after: tail.end) {
            return group
        }
        let attached = r == q && NumberReader.digitValue(text[q - 1]) != nil
        guard let (unit, end) = unit(after: r, attached: attached) ?? hourAfterClassifier(at: r, halfBetween: halfWord), followerAllowed(unit, at: end) else { return nil }
        if isClockTime(unit, leading: leading, chineseDecimal: chineseDecimal) { return nil }
        switch unit.rule {
        case .bareMinute:
            guard !halfWord, value < 60, bareMinuteCounts(number: p..<q, end: end, leading: leading) else { return nil }
        case .letterS:
            if leading, isDecade(before: p) { return nil }
        default:
            break
        }
        return Group(seconds: value * unit.seconds, end: end, unit: unit, fraction: fraction)
    }

    /// Whether `value` is no whole number (without libm, which a stdlib-only target does not link).
    static func hasFraction(_ value: Double) -> Bool {
        value.magnitude < 1e15 && Double(Int64(value)) != value
    }
}
