/// Words that carry a follow-up of the last request rather than content of their own:
/// 那…呢, 的呢, 再, 然后, 改成, 换成, "what about", "how about", "make it", "change it to",
/// "instead" ("那上海呢", "再乘以三", "改成十分钟", "what about Shanghai?"); with a word that changes
/// (改成, "change"), the words that name the item just set (把闹钟改成三点, "change the reminder to
/// 5pm"; change-verbs, changed-item-words). A sentence that is all these, filler and values only
/// changes a value of the last request
/// (Asking/words: follow-up-words, english-follow-up-words).
public enum FollowUpWords {
    /// The stretches of the folded sentence that are follow-up words, on word starts.
    public static func spans(in sentence: Sentence) -> [Range<Int>] {
        let text = sentence.folded
        var spans: [Range<Int>] = []
        // By characters from a word's start, as `FillerWords`: jieba may join 改成十 or 再乘.
        for word in sentence.words where chinese.mayStart(text[word.lowerBound]) {
            chinese.forEachMatch(in: text, at: word.lowerBound) { _, length in
                spans.append(word.lowerBound..<(word.lowerBound + length))
            }
        }
        let english = sentence.english
        for k in 0..<english.count where english.isWord(k, of: englishWords) { spans.append(english.span(k)) }
        // 把闹钟改成三点, "change the reminder to 5pm": the item changed is the one just set.
        if changeVerbs.firstMatch(in: text) != nil || (0..<english.count).contains(where: { english.isWord($0, of: englishChangeVerbs) }) {
            spans += sentence.scheduleItems.map(\.span)
            for i in text.indices {
                if let k = changedItemWords.firstIndex(in: text, at: i) { spans.append(i..<(i + changedItemWords.length(k))) }
            }
            for k in 0..<english.count where english.isWord(k, of: englishChangedItemWords) { spans.append(english.span(k)) }
        }
        if let following = FollowingDay.span(in: sentence) { spans.append(following) }  // "and the day after?"
        if let another = AnotherWords.span(in: sentence) { spans.append(another) }  // "and one for 45 minutes"
        return spans
    }

    /// Whether the sentence may hold a follow-up word at all, by its characters alone (before any
    /// segmenting): false means `spans` finds none. Most sentences are ruled out here, so it
    /// compares English words packed into integers (a phrase by its first word) and allocates nothing.
    public static func mayHold(_ sentence: Sentence) -> Bool {
        let folded = sentence.folded
        var word: UInt64 = 0
        var letters = 0
        for start in folded.indices {
            let v = folded[start]
            if v >= 0x61 && v <= 0x7A {  // folding lowercased every ASCII letter
                word = word << 8 | UInt64(v)
                letters += 1
                continue
            }
            if letters > 0 {
                if letters <= 8, englishKeys.contains(word) { return true }
                (word, letters) = (0, 0)
            }
            if chinese.mayStart(v), chinese.contains(where: { TextScan.matches(folded, $0, at: start) }) { return true }
            if phrases.mayStart(v), phrases.contains(where: { TextScan.matches(folded, $0, at: start) }) { return true }
            if AnotherWords.leadVerbAndCounter(in: folded, at: start) != nil { return true }  // 再开一个
            if v == 0x4E5F { return true }  // 也 of 后天也是六点 (`AnotherWords`), which a day before it decides
            if v == AnotherWords.alsoWanted[0], TextScan.matches(folded, AnotherWords.alsoWanted, at: start) { return true }  // 後日都要, likewise
            if v == AnotherWords.alsoThere[0], TextScan.matches(folded, AnotherWords.alsoThere, at: start) { return true }  // 还有七点二十的
        }
        return letters > 0 && letters <= 8 && englishKeys.contains(word)
    }

    /// `englishWords` and the first words of the follow-up phrases ("the" of "the day after", "another"),
    /// each packed one letter a byte (all are eight letters or fewer).
    private static let englishKeys: [UInt64] = (WordLists.englishFollowUpWords + phraseWords.english.compactMap { WordLists.fields($0).first })
        .map(EnglishLetterKey.packed)

    /// The phrases a follow-up may hold besides its words: the day after, one more (`FollowingDay`, `AnotherWords`).
    private static let phraseWords = (WordLists.followingDayWords + WordLists.anotherWords).reduce(into: (chinese: [String](), english: [String]())) {
        if WordLists.isEnglish($1) { $0.english.append($1) } else { $0.chinese.append($1) }
    }
    private static let phrases = PhraseList(phraseWords.chinese)

    private static let changeVerbs = PhraseList(WordLists.changeVerbs.filter { !WordLists.isEnglish($0) })
    private static let englishChangeVerbs = EnglishWordSet(WordLists.changeVerbs.filter(WordLists.isEnglish))
    private static let changedItemWords = PhraseList(WordLists.changedItemWords.filter { !WordLists.isEnglish($0) })
    private static let englishChangedItemWords = EnglishWordSet(WordLists.changedItemWords.filter(WordLists.isEnglish))
    private static let chinese = PhraseList(WordLists.followUpWords)
    private static let englishWords = EnglishWordSet(WordLists.englishFollowUpWords)
}
