/// Rule quoted choice: two quotations with nothing between them but a word that sets them against
/// each other (Asking/words: quoted-choice-joiners) ask which wording is right, not for a task:
/// 'is it "alarm clock" or "alarm-clock"', “提醒”还是“提示”. Titles (《》〈〉) are not wordings:
/// 放《冰雨》还是《忘情水》 asks for a song.
enum QuotedChoiceMood {
    static func cue(in sentence: Sentence, quoted: [Range<Int>]) -> MoodCue? {
        let text = sentence.folded
        for (a, b) in zip(quoted, quoted.dropFirst()) where !isTitle(a, in: text) && !isTitle(b, in: text) {
            var start = a.upperBound, end = b.lowerBound
            while start < end, text[start] == 0x20 { start += 1 }
            while end > start, text[end - 1] == 0x20 { end -= 1 }
            guard start < end, joiners.contains(Array(text[start..<end])) else { continue }
            return MoodCue(word: sentence.quote(a.lowerBound, b.upperBound), span: a.lowerBound..<b.upperBound)
        }
        return nil
    }

    private static func isTitle(_ span: Range<Int>, in text: [UInt32]) -> Bool {
        text[span.lowerBound] == 0x300A || text[span.lowerBound] == 0x3008  // 《 〈
    }

    private static let joiners = Set(WordLists.quotedChoiceJoiners.map { $0.unicodeScalars.map(\.value) })
}
