/// A follow-up that asks the last sum again with another last operand: an operation with the last
/// sum's own operator, asked as an alternative (operand-change-markers: 呢, "what about"). After
/// 一百二十八乘十五, 乘十六呢 is 128 × 16, not the answer × 16; 再乘十六 (呢 or not), or another operator
/// (除以8呢), goes on from the answer (`ArithmeticContinuation`). Said as a correction (correction-words: 不对，是乘以八,
/// "no, I meant divided by 8") the operation replaces the last one, whichever its operator: after 一百二十八乘六, 128 × 8.
public enum OperandChange {
    /// The last sum `previousText` with its last operand replaced by the one `continuation` applies,
    /// when the sentence asks it as an alternative, or its last operation when it corrects it; nil otherwise.
    public static func changed(_ previousText: String, by sentence: Sentence, continuation: ArithmeticContinuation) -> String? {
        let corrects = CorrectionWords.holds(sentence)
        // The operation read after a stand-in value, as `ArithmeticParser.continuation` checks it.
        guard corrects || asksAnAlternative(sentence),
              case let .expression(.binary(op, _, new), _) = ArithmeticParser.read("1" + continuation.operation),
              case let .expression(.binary(lastOp, first, _), _) = ArithmeticParser.read(previousText), lastOp == op || corrects
        else { return nil }
        return ArithmeticExpression.binary(op, first, new).description
    }

    /// A final 呢 (punctuation aside), or "what about", "how about", "what if" anywhere; but 再 or 又
    /// before the operation goes on from the answer, 呢 or not (再乘个三呢).
    private static func asksAnAlternative(_ sentence: Sentence) -> Bool {
        let text = sentence.folded
        if text.contains(where: goingOn.contains) { return false }
        var end = text.count
        while end > 0, MoodWords.isSpaceOrClauseBreak(text[end - 1]) { end -= 1 }
        if end > 0, chineseMarkers.contains(text[end - 1]) { return true }
        return englishMarkers.contains { sentence.english.find($0) != nil }
    }

    /// 再, 又: once more, on from what is there.
    private static let goingOn: Set<UInt32> = [0x518D, 0x53C8]
    private static let chineseMarkers = MoodWords.characters(WordLists.operandChangeMarkers.filter(WordLists.holdsIdeograph))
    private static let englishMarkers = WordLists.operandChangeMarkers.filter(WordLists.isEnglish).map(EnglishPhrase.init)
}
