/// Rule what an amount is: an operation said after a value may name, in a word or two after its
/// number, what that amount is (加上15%服务费, 再加20块运费, "plus 10% tip", "plus 5 dollars shipping",
/// "times 3 nights"): part of the follow-up, as a unit is, no request of its own. More words
/// (再加五个人去吃饭), or a number among them, are something else said.
enum NamedAmount {
    /// The most words the name may have.
    static let mostWords = 2

    /// `operation` with the words after it to its clause's end, when they name its amount.
    static func extending(_ operation: Range<Int>, in sentence: Sentence) -> Range<Int> {
        let text = sentence.folded
        let after = operation.upperBound..<Clause.end(from: operation.upperBound, in: text)
        guard !after.isEmpty, !sentence.numbers.contains(where: { after.overlaps($0.start..<$0.end) }) else { return operation }
        let named = sentence.words.filter { after.contains($0.lowerBound) && !MoodWords.isSpaceOrClauseBreak(text[$0.lowerBound]) }
        guard (1...mostWords).contains(named.count), let end = named.last?.upperBound else { return operation }
        return operation.lowerBound..<end
    }
}
