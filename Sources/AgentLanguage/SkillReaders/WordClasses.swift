/// Classes of words tried in order: which is the first class whose word a sentence holds. Words of
/// English letters count as whole words (rain in "will it rain", not in "rainbow"), the others
/// anywhere (雨 in 下雨吗, pm2.5). One pass over the sentence's characters and one over its English
/// words, whatever the number of classes.
struct WordClasses<Class: Sendable>: Sendable {
    /// The classes in the order they are tried, each with its words.
    let classes: [(class: Class, words: [String])]
    /// The words found anywhere, and the class of each.
    private let anywhere: PhraseList
    private let anywhereClass: [Int]
    /// The English words and phrases, as words, by their first word.
    private let englishByFirstWord: [UInt64: [(words: EnglishPhrase, class: Int)]]

    init(_ classes: [(Class, [String])]) {
        self.classes = classes.map { (class: $0.0, words: $0.1) }
        anywhere = PhraseList(classes.flatMap { $0.1.filter { !WordLists.isEnglish($0) } })
        anywhereClass = classes.indices.flatMap { c in classes[c].1.filter { !WordLists.isEnglish($0) }.map { _ in c } }
        var byFirst: [UInt64: [(words: EnglishPhrase, class: Int)]] = [:]
        for (c, entry) in classes.enumerated() {
            for phrase in entry.1 where WordLists.isEnglish(phrase) {
                let words = EnglishPhrase(phrase)
                byFirst[words.keys[0], default: []].append((words, c))
            }
        }
        englishByFirstWord = byFirst
    }

    /// The first class whose word the sentence holds.
    func first(in sentence: Sentence) -> Class? {
        var best = classes.count
        let text = sentence.folded
        for i in text.indices where anywhere.mayStart(text[i]) {
            anywhere.forEachMatch(in: text, at: i) { k, _ in best = min(best, anywhereClass[k]) }
            if best == 0 { break }
        }
        let words = sentence.english
        for k in 0..<words.count {
            guard let phrases = englishByFirstWord[words.key(k)] else { continue }
            for phrase in phrases where phrase.class < best && words.hasPhrase(phrase.words, at: k) {
                best = phrase.class
            }
        }
        return best < classes.count ? classes[best].class : nil
    }
}
