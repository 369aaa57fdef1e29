extension DurationReader {
    /// Rule: 钟 after the 个 of a number is an hour, as said in the south and in Cantonese (两个钟,
    /// 一个半钟 with `halfBetween`, 半个钟), and the clock face's marks count as Cantonese counts
    /// them: 骨 a quarter of an hour (三个骨 is 45 minutes), 字 five minutes, but only before
    /// 后/以后/之后, after 过 or as a whole answer (三个字之后, 过六个字, "一个字"), for 三个字 is mostly three
    /// characters. The unit and its end when the mark stands alone at `r`, not in a word of its
    /// own (两个钟表, 钟点, 一个骨头; 钟头 is a unit of its own).
    func hourAfterClassifier(at r: Int, halfBetween: Bool = false) -> (DurationUnit, Int)? {
        let classifier = halfBetween ? r > 1 && text[r - 1] == "半" && text[r - 2] == "个" : r > 0 && text[r - 1] == "个"
        guard classifier, r < text.count, let unit = clockFaceUnit(at: r, halfBetween: halfBetween),
              !sentence.words.contains(where: { $0.lowerBound == r && $0.count > 1 })
        else { return nil }
        return (unit, r + 1)
    }

    private func clockFaceUnit(at r: Int, halfBetween: Bool) -> DurationUnit? {
        switch text[r] {
        case "钟": return DurationUnit.chineseHour
        case "骨" where !halfBetween: return DurationUnit.chineseQuarterHour
        case "字" where !halfBetween && (DayOffsetReader.afterWords.first(in: folded, at: r + 1) != nil || isWholeAnswer(r) || followsPassing(r)):
            return DurationUnit.chineseFiveMinutes
        default: return nil
        }
    }

    /// Whether a verb of passing or timing stands right before the number of the mark at `r` (过六个字, 再过两个字,
    /// 过多三个字: once that much has passed; 幫我計三個字, 計住九個字, 掐两个字, 倒數一個字: time that much;
    /// clock-face-mark-leads).
    private func followsPassing(_ r: Int) -> Bool {
        var k = r - 1  // 个
        while k > 0, NumberReader.isChineseNumeral(text[k - 1]) || NumberReader.digitValue(text[k - 1]) != nil { k -= 1 }
        if k > 0, text[k - 1] == "多" { k -= 1 }  // Cantonese 过多: after another
        if k > 1, text[k - 1] == "住" { k -= 1 }  // 計住九個字: timing on
        return k > 0 && Self.markLeads.contains(folded[k - 1])
    }

    private static let markLeads = SmallScalarSet(WordLists.clockFaceMarkLeads.compactMap { $0.unicodeScalars.first?.value })

    /// Whether the sentence is nothing but a number, its 个 and the mark at `r`, with spaces, end
    /// punctuation and a closing particle around them ("一个字", "三个字啦").
    private func isWholeAnswer(_ r: Int) -> Bool {
        let before = text[..<(r - 1)].allSatisfy { TextScan.isSpace($0) || NumberReader.isChineseNumeral($0) || NumberReader.digitValue($0) != nil }
        let after = text[(r + 1)...].allSatisfy {
            TextScan.isSpace($0) || TextScan.isEndPunctuation($0) || Self.answerParticles.contains($0.value)
        }
        return before && after
    }
}

extension DurationUnit {
    /// The hour as a Chinese unit: what 两个钟 is counted in.
    static let chineseHour = all.first { $0.script == .chinese && $0.seconds == hour }
        ?? DurationUnit(word: [], seconds: hour, script: .chinese, rule: .none)

    /// The quarter of an hour as a Chinese unit: what 三个骨 is counted in; after a clock hour
    /// (三点三个骨) it is the clock's, as 刻钟 is.
    static let chineseQuarterHour = all.first { $0.script == .chinese && $0.seconds == 900 }
        ?? DurationUnit(word: [], seconds: 900, script: .chinese, rule: .quarterHour)

    /// The clock face's five minutes (三个字之后): after a clock hour it is the clock's, as a
    /// bare 分 is (五点三个字 is 5:15).
    static let chineseFiveMinutes = DurationUnit(word: [], seconds: 300, script: .chinese, rule: .bareMinute)
}
