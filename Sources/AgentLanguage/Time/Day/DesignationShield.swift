/// Rule a designation, not a day: a number and 号 right before what they name among its kind
/// (number-designations: 线, 楼, 门, 汽油, 选手 …) name a thing, not a day of the month: 3号线怎么走,
/// 帮我查一下5号楼在哪, 92号汽油多少钱一升, 1号选手叫什么名字. Its 号 is shielded from the skills that
/// answer requests only, so that the clock does not tell the date. 号 before anything else stays a
/// day's: 10号是星期几, 3号下午的天气, 15号提醒我交房租.
public enum DesignationShield {
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        let text = sentence.folded
        var spans: [Range<Int>] = []
        for i in 1..<max(1, text.count) where text[i] == hao && isNumeral(text[i - 1]) {
            let next = i + 1
            guard next < text.count, designations.mayStart(text[next]) else { continue }
            let names = designations.firstIndex(in: text, at: next) { _, length in sentence.boundaries.isBoundary(next + length) }
            if names != nil { spans.append(i..<next) }
        }
        return spans
    }

    private static let hao: UInt32 = 0x53F7  // 号
    private static func isNumeral(_ v: UInt32) -> Bool { (v >= 0x30 && v <= 0x39) || Lexicon.isNumeral(v) }
    private static let designations = PhraseList(WordLists.numberDesignations)
}
