import AgentCore

/// Rule festival: the name of a festival or holiday (`FestivalTable`) is its day, the next one to
/// come (国庆节早上八点叫我, 距离春节还有几天, "how many days until Christmas"), as a date of the
/// calendar is. A Chinese name counts anywhere; an English one as whole words ("christmas", not
/// inside another word).
public enum FestivalReader {
    static func mayStart(_ v: UInt32) -> Bool { chinese.mayStart(v) || englishFirsts.contains(v) }

    /// The festival whose name starts at `i`, as a day part.
    static func part(in text: Sentence, at i: Int) -> TimePart? {
        let folded = text.folded
        var best: (length: Int, festival: Int)?
        if let longest = chinese.longestMatch(in: folded, at: i), !solarDate(endingAt: i + longest.length, in: folded) {
            best = (longest.length, chineseFestival[longest.k])
        }
        if best == nil, englishFirsts.contains(folded[i]), let names = englishByFirst[folded[i]], !text.isLetter(i - 1) {
            for k in names where TextScan.matches(folded, english[k], at: i) {
                let name = english[k]
                let end = i + name.count
                if end < folded.count, text.isLetter(end) { continue }
                if name.count > (best?.length ?? 0) { best = (name.count, englishFestival[k]) }
            }
        }
        guard let best else { return nil }
        return .day(FestivalTable.festivals[best.festival].day, i, i + best.length)
    }

    /// 八月十五号, 三月三日, 八月十五六: a folk name of month and day (八月十五) with 号, 日 or another
    /// numeral after it is a date of the solar calendar, not the festival.
    private static func solarDate(endingAt end: Int, in folded: [UInt32]) -> Bool {
        guard end > 0, end < folded.count, numerals.contains(folded[end - 1]) else { return false }
        return numerals.contains(folded[end]) || folded[end] == 0x53F7 || folded[end] == 0x65E5  // 号, 日
    }

    /// 一 to 十: the characters a folk name of month and day ends in, and a day's number goes on in
    /// (not `NumberReader`'s numerals: 两 after 八月十五 starts a count, 八月十五两家人一起过).
    private static let numerals: Set<UInt32> = Set("一二三四五六七八九十".unicodeScalars.map(\.value))

    /// The first festival the sentence names, as written there (国庆节, "christmas").
    public static func name(in sentence: Sentence) -> String? {
        let folded = sentence.folded
        for i in folded.indices where mayStart(folded[i]) {
            if let part = part(in: sentence, at: i) { return MatchText.substring(of: sentence.text, scalars: part.start..<part.end) }
        }
        return nil
    }

    private static let chineseNames = FestivalTable.festivals.enumerated().flatMap { k, f in f.names.filter(WordLists.holdsIdeograph).map { ($0, k) } }
    private static let chinese = PhraseList(chineseNames.map(\.0))
    private static let chineseFestival = chineseNames.map(\.1)
    private static let englishNames = FestivalTable.festivals.enumerated().flatMap { k, f in f.names.filter { !WordLists.holdsIdeograph($0) }.map { ($0, k) } }
    private static let english: [[UInt32]] = englishNames.map { Array($0.0.unicodeScalars.map(\.value)) }
    private static let englishFestival = englishNames.map(\.1)
    private static let englishFirsts = SmallScalarSet(english.compactMap(\.first))
    /// The English names by their first letter.
    private static let englishByFirst: [UInt32: [Int]] = Dictionary(grouping: english.indices) { english[$0][0] }
    /// The first characters of the Chinese names, for `ChineseTimeWords`.
    static let firsts: [UInt32] = chineseNames.compactMap { $0.0.unicodeScalars.first?.value }
}
