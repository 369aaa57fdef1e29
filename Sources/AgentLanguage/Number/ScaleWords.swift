/// Rule: a numeral in digits before English scale words is scaled by them: "2 million" is 2,000,000,
/// "2 hundred million" 200,000,000,
/// "1.5 billion" 1.5e9, "3 lakh" 300,000, "2 crore" 20,000,000 (Number/words: english-scale-values),
/// as 1.5万 is scaled by 万 (`BigUnits`). The word must stand whole ("2 millionaires" is none).
enum ScaleWords {
    /// `value` scaled by the word after `p` (spaces between), and where the word ends.
    /// Scale words follow one another as numerals say them ("2 hundred million").
    static func read(_ value: Double, in text: [UInt32], at p: Int) -> (value: Double, end: Int)? {
        var (value, p, scaled) = (value, p, false)
        while true {
            var i = p
            while i < text.count, text[i] == 0x20 { i += 1 }
            var end = i
            while end < text.count, EnglishWords.isLetter(text[end]) { end += 1 }
            guard end > i, end - i <= 12, let scale = scales[EnglishWordKey.of(text[i..<end])] else { break }
            (value, p, scaled) = (value * scale, end, true)
        }
        return scaled ? (value, p) : nil
    }

    private static let scales: [UInt64: Double] = Dictionary(uniqueKeysWithValues: WordLists.englishScaleValues.map { line in
        let parts = WordLists.fields(line)
        return (EnglishWordKey.of(parts[0]), Double(parts[1])!)
    })
}
