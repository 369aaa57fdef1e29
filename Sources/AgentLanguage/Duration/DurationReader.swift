import AgentCore
import AgentProtocol

/// One pass over the folded scalars of a text, trying a duration where a number could start.
struct DurationReader {
    /// The text folded as the matcher folds it (`MatchText.fold`): one scalar per
    /// original scalar, so offsets carry over.
    let text: [Unicode.Scalar]
    /// The text as written, for the case of one-letter units.
    let string: String

    init(_ sentence: Sentence) {
        string = sentence.text
        text = sentence.scalars
    }

    /// The scalar at `i` as written (rarely needed: walks the string).
    private func originalScalar(at i: Int) -> Unicode.Scalar {
        let scalars = string.unicodeScalars
        return scalars[scalars.index(scalars.startIndex, offsetBy: i)]
    }

    /// One number and its unit.
    private struct Group {
        var seconds: Double
        var end: Int
        var unit: DurationUnit
        /// Already holds a half or decimal, so no 半 may follow.
        var fraction: Bool
    }

    /// The first duration starting at or after `start`, passing over the spans after 提前.
    func next(from start: Int) -> DurationMatch? {
        var i = start
        while let match = anyDuration(from: i) {
            guard isAdvance(match) else { return match }
            i = match.end
        }
        return nil
    }

    /// The first duration starting at or after `start`.
    private func anyDuration(from start: Int) -> DurationMatch? {
        var i = start
        while i < text.count {
            let s = text[i]
            if TextScan.isASCIILetter(s) {
                // An English word is tried at its first letter only, and only when a
                // number word, half, quarter or minus could start there.
                if Self.mayStartEnglish(s), let match = duration(at: i) ?? everyUnit(at: i) { return match }
                i += 1
                while i < text.count, TextScan.isASCIILetter(text[i]) { i += 1 }
                continue
            }
            if startsAmount(s) || s == "负" || s == "-" || s == "\u{2212}", let match = duration(at: i) { return match }
            if s == "每", let match = everyUnit(at: i) { return match }
            i += 1
        }
        return nil
    }

    private static let advanceWord: [Unicode.Scalar] = ["提", "前"]

    /// Whether `match` says how early to remind: 提前 stands right before it (spaces between
    /// allowed), or "before" or "early" right after it ("10 minutes before the 3pm meeting").
    private func isAdvance(_ match: DurationMatch) -> Bool {
        if let k = previousNonSpace(before: match.start), k >= 1, TextScan.hasPrefix(text, Self.advanceWord, at: k - 1) {
            return true
        }
        let j = skipSpaces(from: match.end)
        return j > match.end && (word(Words.before, at: j) != nil || word(Words.early, at: j) != nil)
    }

    /// The first duration that says how early to remind (see `isAdvance`).
    func advance() -> DurationMatch? {
        var i = 0
        while i + 1 < text.count {
            if text[i] == "提", text[i + 1] == "前", let match = duration(at: skipSpaces(from: i + 2)) { return match }
            i += 1
        }
        i = 0
        while let match = anyDuration(from: i) {
            if isAdvance(match) { return match }
            i = match.end
        }
        return nil
    }

    /// 每小时, 每个小时, 每隔小时, "every hour", "every hour and a half": one unit of an hour or a
    /// minute after a word of recurrence, starting at that word; the span covers the unit.
    private func everyUnit(at i: Int) -> DurationMatch? {
        var j: Int
        if text[i] == "每" {
            j = i + 1
            if j < text.count, text[j] == "个" || text[j] == "隔" || text[j] == "过" { j += 1 }
        } else {
            guard let afterEvery = word(Words.every, at: i) else { return nil }
            j = skipSpaces(from: afterEvery)
            guard j > afterEvery else { return nil }
        }
        guard let unit = DurationUnit.longest(in: text, at: j), unit.script != .letter, unit.rule != .bareMinute,
              unit.seconds == DurationUnit.hour || unit.seconds == DurationUnit.minute,
              followerAllowed(unit, at: j + unit.word.count)
        else { return nil }
        let first = Group(seconds: unit.seconds, end: j + unit.word.count, unit: unit, fraction: false)
        return rest(of: first, start: j, sign: 1)
    }

    // MARK: - Durations

    private func duration(at start: Int) -> DurationMatch? {
        var sign = 1.0
        var i = start
        if let afterSign = signEnd(at: start) {
            sign = -1
            i = afterSign
        } else if !mayStart(at: start) {
            return nil
        }
        guard let first = group(at: i, leading: true) else { return nil }
        return rest(of: first, start: start, sign: sign)
    }

    /// The duration that `first` begins at `start`: the smaller groups and halves that follow it.
    private func rest(of first: Group, start: Int, sign: Double) -> DurationMatch? {
        var total = first.seconds
        var end = first.end
        var last = first
        var groups = 1
        while true {
            // 三分半, 一天半, 1分半钟; but 一天半小时 is a day and half an hour.
            if last.unit.script == .chinese, !last.fraction, end < text.count, text[end] == "半" {
                if let half = group(at: end, leading: false), half.unit.seconds < last.unit.seconds {
                    total += half.seconds
                    end = half.end
                    break
                }
                total += last.unit.seconds / 2
                end += 1
                if last.unit.rule == .bareMinute, end < text.count, text[end] == "钟" { end += 1 }
                break
            }
            var j = skipSpaces(from: end)
            // "an hour and a half"
            if last.unit.script != .chinese, !last.fraction, let tail = andAFraction(at: j) {
                total += tail.fraction * last.unit.seconds
                end = tail.end
                break
            }
            if j < text.count, text[j] == "零" || text[j] == "又" {
                j = skipSpaces(from: j + 1)
            } else if let afterAnd = word(Words.and, at: j) {
                j = skipSpaces(from: afterAnd)
            }
            guard let next = group(at: j, leading: false), next.unit.seconds < last.unit.seconds else { break }
            total += next.seconds
            end = next.end
            last = next
            groups += 1
        }
        if first.unit.rule == .letterD, groups == 1 { return nil }
        return DurationMatch(seconds: sign * total, start: start, end: end)
    }

    /// Just past a minus sign at `i` that a number follows: 负, -, −, "minus", "negative".
    private func signEnd(at i: Int) -> Int? {
        let s = text[i]
        if s == "负" || s == "-" || s == "\u{2212}" {
            guard i + 1 < text.count, startsAmount(text[i + 1]) else { return nil }
            if s != "负" {
                // 3-5分钟 is a range, t-5 a name.
                if i > 0, TextScan.isASCIILetter(text[i - 1]) { return nil }
                if let k = previousNonSpace(before: i), isNumberEnd(at: k) { return nil }
            }
            return i + 1
        }
        guard let afterWord = word(Words.minus, at: i) ?? word(Words.negative, at: i) else { return nil }
        let j = skipSpaces(from: afterWord)
        guard j > afterWord, j < text.count, startsAmount(text[j]) || TextScan.isASCIILetter(text[j]) else { return nil }
        return j
    }

    private func startsAmount(_ s: Unicode.Scalar) -> Bool {
        startsNumber(s) || s == "半"
    }

    private func startsNumber(_ s: Unicode.Scalar) -> Bool {
        NumberReader.digitValue(s) != nil || NumberReader.isChineseNumeral(s) || Self.colloquialCount(s) != nil
    }

    /// 俩 (two) and 仨 (three) of northern speech: "俩小时", "仨钟头".
    private static func colloquialCount(_ s: Unicode.Scalar) -> Double? {
        switch s {
        case "俩": return 2
        case "仨": return 3
        default: return nil
        }
    }

    /// A number at `p`: NumberReader's (with Chinese decimals, 一点五), or 俩/仨.
    /// A run of numerals longer than any spoken amount is no duration, and is not
    /// handed to NumberReader, so a line of ten thousand 一 stays a linear scan.
    private func number(at p: Int) -> (value: Double, end: Int)? {
        if let count = Self.colloquialCount(text[p]) { return (count, p + 1) }
        var k = p
        while k < text.count, isNumeral(text[k]) || text[k] == "点" || NumberReader.isDecimalPoint(text[k]) {
            k += 1
            if k - p > 24 { return nil }
        }
        guard let read = NumberReader.read(text, at: p, chineseDecimal: true), !isRange(p, read.end) else { return nil }
        return read
    }

    /// Whether a duration may begin at `i`: not inside a longer number or word, not the
    /// minutes of a clock time, an ordinal, a weekday or the far end of a range.
    private func mayStart(at i: Int) -> Bool {
        let s = text[i]
        let previous: Unicode.Scalar? = i > 0 ? text[i - 1] : nil
        if TextScan.isASCIILetter(s) {
            if let previous, TextScan.isASCIILetter(previous) { return false }
            return !isRangeEnd(before: i)
        }
        guard startsAmount(s) else { return false }
        if let previous {
            if isNumeral(previous) || NumberReader.isDecimalPoint(previous) { return false }
            if NumberReader.digitValue(s) != nil {
                if TextScan.isASCIILetter(previous) { return false }  // mp3, v2
                if previous == ",", i > 1, NumberReader.digitValue(text[i - 2]) != nil { return false }  // 1,000
            }
            switch previous {
            case "第", "几", "周", "期", "拜", "之": return false  // 第三天, 几十分钟, 周三, 星期三, 礼拜三, 百分之五十
            case "大", "老", "好", "多": if s == "半" { return false }  // 大半天, 多半
            case "个":
                // 一个半小时 is read from 一; but 定个半小时的闹钟 is half an hour.
                if s == "半", i > 1, isNumeral(text[i - 2]) { return false }
            default: break
            }
        }
        return !isClockMinute(before: i) && !isClockSecond(before: i) && !isRangeEnd(before: i)
    }

    /// 三点十五分二十秒, 7点05分30秒: the number at `i` counts the seconds of a clock time.
    private func isClockSecond(before i: Int) -> Bool {
        guard let k = previousNonSpace(before: i), text[k] == "分" else { return false }
        var m = k
        while m > 0, isNumeral(text[m - 1]) { m -= 1 }
        return m < k && isClockMinute(before: m)
    }

    /// 三点四十五分, 7点05分, 15时30分, 三点过五分, 五点差五分, 19:45 — the number at `i` counts minutes of an hour.
    private func isClockMinute(before i: Int) -> Bool {
        guard var k = previousNonSpace(before: i) else { return false }
        if text[k] == "过" || text[k] == "差", let before = previousNonSpace(before: k) { k = before }
        guard text[k] == "点" || text[k] == "时" || text[k] == ":", k > 0 else { return false }
        return isNumeral(text[k - 1])
    }

    /// 3-5分钟, 三到五分钟, "two or three minutes": the number at `i` closes a range.
    private func isRangeEnd(before i: Int) -> Bool {
        guard let k = previousNonSpace(before: i) else { return false }
        var joiner = k
        if TextScan.isASCIILetter(text[k]) {
            let start = wordStart(endingAt: k)
            guard word(Words.to, at: start) == k + 1 || word(Words.or, at: start) == k + 1 else { return false }
            joiner = start
        } else {
            switch text[k] {
            case "-", "~", "到", "至", "或": break
            default: return false
            }
        }
        guard let m = previousNonSpace(before: joiner) else { return false }
        return isNumberEnd(at: m)
    }

    // MARK: - Groups

    private func group(at p: Int, leading: Bool) -> Group? {
        guard p < text.count else { return nil }
        let s = text[p]
        if s == "半" {
            // 半小时, 半个钟头; 半分 is "a tiny bit", not half a minute.
            var q = p + 1
            if q < text.count, text[q] == "个" { q += 1 }
            // 半个月, 半月: fifteen days, though a month has no fixed length.
            if q < text.count, text[q] == "月", let day = DurationUnit.named(["天"]) {
                return Group(seconds: 15 * DurationUnit.day, end: q + 1, unit: day, fraction: true)
            }
            guard let (unit, end) = unit(after: q, attached: false), unit.script == .chinese,
                unit.rule != .bareMinute, followerAllowed(unit, at: end)
            else { return nil }
            return Group(seconds: unit.seconds / 2, end: end, unit: unit, fraction: true)
        }
        if startsNumber(s) {
            return numeric(at: p, leading: leading)
        }
        if TextScan.isASCIILetter(s) {
            return english(at: p)
        }
        return nil
    }

    /// 30秒, 一个半小时, 一点五小时, 1h, "1 and a half hours".
    private func numeric(at p: Int, leading: Bool) -> Group? {
        guard var (read, q) = number(at: p) else { return nil }
        // 三分之一小时, 四分之三个小时: a fraction of the unit.
        if q + 2 < text.count, text[q] == "分", text[q + 1] == "之", read > 0, read.isFinite, let part = number(at: q + 2) {
            read = part.value / read
            q = part.end
        }
        var value = read
        var r = q
        var fraction = Self.hasFraction(read)
        var halfWord = false
        let chineseDecimal = text[p..<q].contains("点")
        if r < text.count, text[r] == "个" {
            r += 1
            if r < text.count, text[r] == "半" {
                value += 0.5
                fraction = true
                halfWord = true
                r += 1
            }
        } else if let tail = andAFraction(at: skipSpaces(from: q)), let group = wordGroup(read + tail.fraction, after: tail.end) {
            return group
        }
        let attached = r == q && NumberReader.digitValue(text[q - 1]) != nil
        guard let (unit, end) = unit(after: r, attached: attached), followerAllowed(unit, at: end) else { return nil }
        switch unit.rule {
        case .bareMinute:
            // 三点五分 is five past three; 十分重要 is "very"; 一百分, 考了九十分 are scores.
            guard !chineseDecimal, !halfWord, value < 60,
                bareMinuteMayEnd(at: end, afterTen: q == p + 1 && text[p] == "十")
            else { return nil }
            if leading, isScore(before: p) { return nil }
        case .quarterHour:
            if chineseDecimal { return nil }  // 三点一刻钟
        case .hourMark:
            if leading || chineseDecimal { return nil }  // 15时30分 is a clock time; 8天20时 is 20 hours
        case .letterS:
            if leading, isDecade(before: p) { return nil }
        default:
            break
        }
        return Group(seconds: value * unit.seconds, end: end, unit: unit, fraction: fraction)
    }

    /// "five minutes", "an hour", "half an hour", "a quarter of an hour", "one and a half hours".
    private func english(at p: Int) -> Group? {
        if let afterHalf = word(Words.half, at: p) { return fractionOfUnit(0.5, after: afterHalf) }
        if let afterQuarter = word(Words.quarter, at: p) { return fractionOfUnit(0.25, after: afterQuarter) }
        guard var (read, e) = EnglishNumber.read(text, at: p, article: true) else {
            return nil
        }
        let isArticle = word(Words.a, at: p) == e || word(Words.an, at: p) == e
        // "a hundred and twenty seconds": EnglishNumber stops after "hundred".
        if e >= Words.hundred.count, word(Words.hundred, at: e - Words.hundred.count) == e {
            var j = skipSpaces(from: e)
            if let afterAnd = word(Words.and, at: j) { j = skipSpaces(from: afterAnd) }
            if j > e, let (tens, end) = EnglishNumber.read(text, at: j), tens < 100 {
                read += tens
                e = end
            }
        }
        let k = skipSpaces(from: e)
        if k > e {
            if isArticle, let afterHalf = word(Words.half, at: k) { return fractionOfUnit(0.5, after: afterHalf) }
            if let afterQuarter = word(Words.quarter, at: k) ?? word(Words.quarters, at: k) {
                return fractionOfUnit(read * 0.25, after: afterQuarter)
            }
            if !isArticle, let tail = andAFraction(at: k), let group = wordGroup(read + tail.fraction, after: tail.end) {
                return group
            }
        }
        guard let (unit, end) = unit(after: e, attached: false), followerAllowed(unit, at: end) else { return nil }
        // "a second opinion", "just a sec": an article before second is no count.
        if isArticle, unit.rule == .englishSecond { return nil }
        return Group(seconds: read * unit.seconds, end: end, unit: unit, fraction: false)
    }

    /// "half an hour", "half-hour", "quarter of an hour": `fraction` of the English unit after `i`.
    private func fractionOfUnit(_ fraction: Double, after i: Int) -> Group? {
        var j = skipSpaces(from: i)
        if j == i {
            guard j < text.count, text[j] == "-" else { return nil }
            j += 1
        }
        if let afterOf = word(Words.of, at: j) { j = skipSpaces(from: afterOf) }
        if let afterArticle = word(Words.an, at: j) ?? word(Words.a, at: j) { j = skipSpaces(from: afterArticle) }
        guard let unit = DurationUnit.longest(in: text, at: j), unit.script == .word else { return nil }
        return Group(seconds: fraction * unit.seconds, end: j + unit.word.count, unit: unit, fraction: true)
    }

    /// `value` of the English unit after `i` ("one and a half| hours").
    private func wordGroup(_ value: Double, after i: Int) -> Group? {
        guard let (unit, end) = unit(after: i, attached: false), unit.script == .word else { return nil }
        return Group(seconds: value * unit.seconds, end: end, unit: unit, fraction: true)
    }

    /// "and a half" / "and a quarter" at `i`: the fraction and the offset past it.
    private func andAFraction(at i: Int) -> (fraction: Double, end: Int)? {
        guard let afterAnd = word(Words.and, at: i) else { return nil }
        let j = skipSpaces(from: afterAnd)
        guard j > afterAnd, let afterA = word(Words.a, at: j) else { return nil }
        let k = skipSpaces(from: afterA)
        guard k > afterA else { return nil }
        if let end = word(Words.half, at: k) { return (0.5, end) }
        if let end = word(Words.quarter, at: k) { return (0.25, end) }
        return nil
    }

    /// The unit after a number ending at `i`: spaces may come between, or a hyphen
    /// before an English word ("25-minute"); a one-letter unit must touch digits.
    private func unit(after i: Int, attached: Bool) -> (DurationUnit, Int)? {
        var j = skipSpaces(from: i)
        var hyphen = false
        if j < text.count, text[j] == "-", j + 1 < text.count, TextScan.isASCIILetter(text[j + 1]) {
            j += 1
            hyphen = true
        }
        guard let unit = DurationUnit.longest(in: text, at: j) else { return nil }
        switch unit.script {
        case .letter:
            let v = originalScalar(at: j).value
            guard attached, j == i, (0x61...0x7A).contains(v) || (0xFF41...0xFF5A).contains(v) else { return nil }
        case .chinese:
            if hyphen { return nil }
        case .word:
            break
        }
        return (unit, j + unit.word.count)
    }

    // MARK: - Neighbours

    /// Words that start with a unit's spelling but mean something else: 秒杀, 天气, 周年, 星期天.
    private func followerAllowed(_ unit: DurationUnit, at end: Int) -> Bool {
        guard end < text.count else { return true }
        let next = text[end]
        switch unit.rule {
        case .chineseSecond: return !Self.contains("杀懂针表变回", next)
        case .hour: return !Self.contains("候制工", next)
        case .hourMark: return !Self.contains("候间刻期代光节段装差", next)
        case .day: return !Self.contains("气津空才然使堂文线花涯鹅真主河桥窗籁", next)
        case .week: return !Self.contains("年岁末边围期到转全报日刊记游", next)
        case .weekName: return !Self.contains("天日堂", next)
        default: return true
        }
    }

    /// 分 without 钟 ends a duration only before a word that can follow one:
    /// 后, 以后, 之内, 左右, 半, the next group, 提醒, a particle, punctuation.
    private func bareMinuteMayEnd(at end: Int, afterTen: Bool) -> Bool {
        guard end < text.count else { return true }
        let next = text[end]
        guard TextScan.isIdeograph(next) else { return true }
        if NumberReader.isChineseNumeral(next) || next == "半" || next == "又" { return true }
        if afterTen, Self.contains("的了地得", next) { return false }  // 十分的重要
        if Self.contains("后内左前再就倒计提叫喊通告响了的吧呢啊呀啦哦嘛才过整", next) { return true }
        if Self.contains("之以", next), end + 1 < text.count { return Self.contains("后内前", text[end + 1]) }
        return false
    }

    /// 考了九十分, 得100分: a score, not minutes.
    private func isScore(before p: Int) -> Bool {
        guard var k = previousNonSpace(before: p) else { return false }
        if text[k] == "了", let before = previousNonSpace(before: k) { k = before }
        return Self.contains("考得拿打扣", text[k])
    }

    /// "the 90s", "'80s": a decade, not seconds.
    private func isDecade(before p: Int) -> Bool {
        guard let k = previousNonSpace(before: p) else { return false }
        if text[k] == "'" || text[k] == "\u{2019}" { return true }
        return k + 1 < p && TextScan.isASCIILetter(text[k]) && word(Words.the, at: wordStart(endingAt: k)) == k + 1
    }

    /// 两三, 十五六, 一两: two counting digits in a row are a range, not a number,
    /// however NumberReader reads them (as one number, for years like 二零二六, or not).
    private func isRange(_ p: Int, _ q: Int) -> Bool {
        var k = p
        while k + 1 < q, text[k] != "点" {
            if let a = NumberReader.chineseDigit(text[k]), a > 0, let b = NumberReader.chineseDigit(text[k + 1]), b > 0 {
                return true
            }
            k += 1
        }
        return false
    }

    // MARK: - Answers

    /// The whole text as an amount with no unit ("10", "十", "ten", "一个半", "半", "负五"),
    /// ignoring surrounding spaces, end punctuation and a closing particle (吧, 啊).
    func bareAmount() -> Double? {
        var start = 0
        var end = text.count
        while start < end, TextScan.isSpace(text[start]) { start += 1 }
        while end > start, TextScan.isSpace(text[end - 1]) || TextScan.isEndPunctuation(text[end - 1])
            || Self.contains("吧啊呀啦哦嘛呗", text[end - 1])
        {
            end -= 1
        }
        guard start < end else { return nil }
        var sign = 1.0
        var i = start
        if let afterSign = signEnd(at: start) {
            sign = -1
            i = afterSign
        }
        guard let (value, stop) = amount(at: i), stop == end else { return nil }
        return sign * value
    }

    private func amount(at i: Int) -> (Double, Int)? {
        guard i < text.count else { return nil }
        if text[i] == "半" {
            return (0.5, i + 1 < text.count && text[i + 1] == "个" ? i + 2 : i + 1)
        }
        if let afterHalf = word(Words.half, at: i) { return (0.5, afterHalf) }
        var read: (value: Double, end: Int)
        if startsNumber(text[i]) {
            guard let number = number(at: i) else { return nil }
            read = number
        } else if let number = EnglishNumber.read(text, at: i) {
            read = number
        } else {
            return nil
        }
        if read.end < text.count, text[read.end] == "个" {
            read.end += 1
            if read.end < text.count, text[read.end] == "半" { return (read.value + 0.5, read.end + 1) }
        } else if let tail = andAFraction(at: skipSpaces(from: read.end)) {
            return (read.value + tail.fraction, tail.end)
        }
        return read
    }

    // MARK: - Scanning

    private func skipSpaces(from i: Int) -> Int {
        var j = i
        while j < text.count, TextScan.isSpace(text[j]) { j += 1 }
        return j
    }

    private func previousNonSpace(before i: Int) -> Int? {
        var k = i - 1
        while k >= 0, TextScan.isSpace(text[k]) { k -= 1 }
        return k >= 0 ? k : nil
    }

    private func wordStart(endingAt k: Int) -> Int {
        var start = k
        while start > 0, TextScan.isASCIILetter(text[start - 1]) { start -= 1 }
        return start
    }

    /// The offset past `word` when it stands at `i` as a whole English word.
    private func word(_ word: [Unicode.Scalar], at i: Int) -> Int? {
        guard TextScan.hasPrefix(text, word, at: i) else { return nil }
        if i > 0, TextScan.isASCIILetter(text[i - 1]) { return nil }
        let end = i + word.count
        if end < text.count, TextScan.isASCIILetter(text[end]) { return nil }
        return end
    }

    private func isNumeral(_ s: Unicode.Scalar) -> Bool {
        NumberReader.digitValue(s) != nil || NumberReader.chineseDigit(s) != nil || NumberReader.chineseUnit(s) != nil
            || Self.colloquialCount(s) != nil
    }

    /// Whether a number ends at `k`: a digit, a Chinese numeral or an English number word.
    private func isNumberEnd(at k: Int) -> Bool {
        if isNumeral(text[k]) { return true }
        guard TextScan.isASCIILetter(text[k]) else { return false }
        let start = wordStart(endingAt: k)
        return EnglishNumber.read(text, at: start)?.end == k + 1
    }

    /// First letters of the English words a duration may start with: number words,
    /// a/an, half, quarter, minus, negative.
    private static func mayStartEnglish(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "a", "e", "f", "h", "m", "n", "o", "q", "s", "t", "z": return true
        default: return false
        }
    }

    private static func contains(_ set: String, _ scalar: Unicode.Scalar) -> Bool {
        set.unicodeScalars.contains(scalar)
    }

    /// Whether `value` is no whole number (without libm, which a stdlib-only target does not link).
    private static func hasFraction(_ value: Double) -> Bool {
        value.magnitude < 1e15 && Double(Int64(value)) != value
    }

}

/// English words the reader looks for, folded.
private enum Words {
    static let a = scalars("a"), an = scalars("an"), and = scalars("and"), of = scalars("of")
    static let half = scalars("half"), quarter = scalars("quarter"), quarters = scalars("quarters")
    static let minus = scalars("minus"), negative = scalars("negative")
    static let the = scalars("the"), to = scalars("to"), or = scalars("or"), hundred = scalars("hundred")
    static let every = scalars("every"), before = scalars("before"), early = scalars("early")

    private static func scalars(_ word: String) -> [Unicode.Scalar] { Array(word.unicodeScalars) }
}
