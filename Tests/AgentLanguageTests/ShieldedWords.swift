@testable import AgentLanguage

/// What a shield's spans hold in `text`, as written: the words a shield's table expects.
func shieldedWords(in text: String, by shield: (Sentence) -> [Range<Int>]) -> [String] {
    let sentence = Sentence(text)
    return shield(sentence).map { sentence.quote($0.lowerBound, $0.upperBound) }
}
