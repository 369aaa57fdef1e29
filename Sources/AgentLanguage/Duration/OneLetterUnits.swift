extension DurationReader {
    /// Rule: one-letter units (h, m, s, d) count only stuck to digits and written lowercase: "5m"
    /// is five minutes, as `sleep 5m` reads it, and "1h30m" 5400 s, but "3 m", "3M", "3 meters"
    /// and "5 months" hold no minutes. Whether the letter at `j` is lowercase as written.
    func isLowercaseAsWritten(at j: Int) -> Bool {
        let v = sentence.written[j].value
        return (0x61...0x7A).contains(v) || (0xFF41...0xFF5A).contains(v)
    }

    /// "s" after "the" or an apostrophe is a decade ("the 90s", "'80s"), not seconds.
    func isDecade(before p: Int) -> Bool {
        guard let k = previousNonSpace(before: p) else { return false }
        if text[k] == "'" || text[k] == "\u{2019}" { return true }
        return k + 1 < p && TextScan.isASCIILetter(text[k]) && word(SpanWords.the, at: wordStart(endingAt: k)) == k + 1
    }

    /// "d" counts days only inside a compound ("2d3h"): a lone "3d" is 3D.
    func compoundAllows(_ first: Group, groups: Int) -> Bool {
        first.unit.rule != .letterD || groups > 1
    }
}
