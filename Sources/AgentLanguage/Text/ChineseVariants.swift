import AgentCore

/// Rule Chinese variants: a word of Cantonese or a slip of the pen that the data lists with the
/// Mandarin word it means (Text/words: chinese-variants; 听日 明天, 落雨 下雨, 唔使 不用, 而家 现在,
/// 闹种 闹钟, 取销 取消) is read as that word where it stands as a word: its first and last
/// characters on the boundaries of the sentence's words (`Lexicon.segment`), so 听日 is no 明天 in
/// 我听日本歌 (听|日本), nor 天汽 a 天气 in 明天汽车限行 (明天|汽车); but one holding a character of
/// Cantonese alone (cantonese-characters: 唔, 冇) wherever it stands, since the words a Mandarin
/// lexicon cuts around it say nothing of it (今日落唔落雨: 今|日落|唔). Written in traditional
/// characters (聽日), it is found as well: the words are compared folded.
///
/// A word and the word meant are as long, so a sentence read as meant keeps every offset: the
/// spans the agent keeps (a skill's keywords, never mended) and `SpellingMender`'s, which reads the
/// sentence after, are the same in both.
enum ChineseVariants {
    /// The written words, folded, and the Mandarin each means, as long.
    private static let pairs: [(written: [UInt32], meant: [Unicode.Scalar], asFollowUp: [Unicode.Scalar]?)] =
        WordLists.chineseVariants.map { line in
            let parts = WordLists.fields(line)
            return (MatchText.scalars(of: String(parts[0])), Array(parts[1].unicodeScalars), parts.count > 2 ? Array(parts[2].unicodeScalars) : nil)
        }

    /// Rule a follow-up's particle: a variant listed with a third word (咧 了 呢) means that word
    /// where it ends a sentence that opens as a follow-up (那基隆咧, 要是分给八个人咧: Text/words:
    /// follow-up-openers), and its second elsewhere (关咧, 几号咧).
    private static func meaning(_ k: Int, at range: Range<Int>, in folded: [UInt32], standsAsAWord: (Range<Int>) -> Bool)
        -> [Unicode.Scalar]
    {
        let isMark = { (v: UInt32) in Unicode.Scalar(v).map { TextScan.isSpace($0) || TextScan.isEndPunctuation($0) } ?? false }
        guard let asFollowUp = pairs[k].asFollowUp, folded[range.upperBound...].allSatisfy(isMark) else { return pairs[k].meant }
        let start = folded.firstIndex { !isMark($0) } ?? folded.count
        // The opener as a word of its own: 那 opens 那基隆咧, not 那个闹钟关咧.
        guard let (_, length) = followUpOpeners.longestMatch(in: folded, at: start), standsAsAWord(start..<(start + length)) else {
            return pairs[k].meant
        }
        return asFollowUp
    }

    private static let followUpOpeners = PhraseList(WordLists.followUpOpeners)

    private static let written = PhraseList(pairs.map(\.written))

    /// Whether each variant holds a character of Cantonese alone.
    private static let isCantonese: [Bool] = {
        let characters = Set(WordLists.cantoneseCharacters.flatMap { MatchText.scalars(of: $0) })
        return pairs.map { $0.written.contains(where: characters.contains) }
    }()

    /// `text` with each variant that stands as a word read as the word it means, but none that
    /// lies inside a span of `kept` (scalar offsets of `text`): a skill's keyword that holds it
    /// (落雨) is meant as written, one it only overlaps (日落 in 今日落唔落雨) was read across words.
    /// `folded` is `text` folded (`MatchText.scalars(of:)`).
    ///
    /// Rule a variant read twice: a phrase listed in the Mandarin words (现在啥时候了) is found once the words
    /// said in a dialect are read as meant (甚 啥 makes 现在甚时候了 one, 么子 什么 makes 现在么子时候了 one), so
    /// a sentence that held a variant is read once more.
    static func mended(_ text: String, folded: [UInt32], keeping kept: [Range<Int>] = []) -> String {
        let once = mendedOnce(text, folded: folded, keeping: kept)
        guard once != text else { return text }
        return mendedOnce(once, folded: MatchText.scalars(of: once), keeping: kept)
    }

    private static func mendedOnce(_ text: String, folded: [UInt32], keeping kept: [Range<Int>]) -> String {
        var found: [(range: Range<Int>, k: Int)] = []
        var i = 0
        while i < folded.count {
            if written.mayStart(folded[i]), let (k, length) = written.longestMatch(in: folded, at: i) {
                found.append((i..<(i + length), k))
                i += length
            } else {
                i += 1
            }
        }
        guard !found.isEmpty else { return text }
        // Most sentences hold no variant: the words are only cut when one may stand.
        var boundaries: Set<Int>?
        func standsAsAWord(_ range: Range<Int>) -> Bool {
            if boundaries == nil { boundaries = Set(Lexicon.segment(folded).flatMap { [$0.lowerBound, $0.upperBound] }) }
            return boundaries!.contains(range.lowerBound) && boundaries!.contains(range.upperBound)
        }
        var scalars = Array(text.unicodeScalars)
        var mended = false
        for (range, k) in found where !kept.contains(where: { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound })
            && (isCantonese[k] || standsAsAWord(range)) {
            scalars.replaceSubrange(range, with: meaning(k, at: range, in: folded, standsAsAWord: standsAsAWord))
            mended = true
        }
        guard mended else { return text }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// Whether every variant is as long as the word it means (what keeps the offsets), each written
    /// word listed once.
    static var isWellFormed: Bool {
        pairs.allSatisfy { $0.written.count == $0.meant.count && ($0.asFollowUp?.count ?? $0.meant.count) == $0.meant.count }
            && Set(pairs.map(\.written)).count == pairs.count
    }
}
