import AgentCore

/// Rule a correction inside a sentence: a value, then a word that takes it back (不, 不对, 哦不,
/// "no", "no wait", "i mean", "sorry"; Asking/words: in-sentence-corrections) right before a value
/// of the same kind (a duration, a clock time, a day, or a number standing for one of them): the
/// first value was a slip, and the sentence means the second. It is read with the slip and the
/// word taken out, and what stood between them kept: 明早六点 不 六点半叫我 as 明早六点半叫我, "wake me
/// at 6 tomorrow no wait 6:45" as "wake me at tomorrow 6:45", 十分钟 哦不 十五分钟后提醒我 as
/// 十五分钟后提醒我; a value said again restates from where it was first said ("14 times 3 no wait
/// 14 times 4" as "14 times 4"). Words that may link the correction to its value go with it (不对 是六点半, "no
/// wait, make it 6:45"; correction-links). 三点不是四点 and "at 3 not 4" keep the first: 不是 and
/// "not" deny the value after them (`deniedValues`).
enum InSentenceCorrection {
    /// `text` (`folded` its fold, `MatchText.scalars(of:)`) with each slip and the word that takes it
    /// back read away, but for a word that overlaps `kept` (a skill's keyword: meant as written), and
    /// `kept` where it then stands; `text` and `kept` themselves when it holds none.
    static func corrected(_ text: String, folded: [UInt32], keeping kept: [Range<Int>] = []) -> (text: String, kept: [Range<Int>]) {
        // Most sentences hold no word of correction: told from the fold, nothing else is read.
        guard mayHoldACue(folded) else { return (text, kept) }
        // Denied values first: what takes a slip back may stand before a denial (不对，不要二十分钟，改成二十五分钟).
        let sentence = Sentence(text, folded: folded)
        let denied = deniedValues(in: sentence, values: values(in: sentence), keeping: kept)
        guard !denied.isEmpty else { return withoutSlips(sentence, keeping: kept) }
        let (left, moved) = cutting(denied, from: sentence, keeping: kept)
        return withoutSlips(Sentence(left), keeping: moved)
    }

    /// The sentence with each slip and the word that takes it back cut.
    private static func withoutSlips(_ sentence: Sentence, keeping kept: [Range<Int>]) -> (text: String, kept: [Range<Int>]) {
        let cueSpans = cues.spans(in: sentence).filter { standsAlone($0, in: sentence) }
        guard !cueSpans.isEmpty else { return (sentence.text, kept) }
        let values = self.values(in: sentence)
        var cut: [Range<Int>] = []
        for cue in cueSpans where !cut.contains(where: { $0.overlaps(cue) }) {
            let start = valueStart(after: cue.upperBound, in: sentence)
            guard let after = values.first(where: { $0.range.lowerBound == start }),
                  // The word of correction is no keyword's (a skill's "no" is meant as written); the
                  // slip may be (六点 is the clock's), as the value after it is.
                  !kept.contains(where: { $0.overlaps(cue) })
            else { continue }
            // The values said before it in its sentence (a comma does not end one: "at 6, no wait, 6:45").
            let sentenceStart = (sentence.folded[..<cue.lowerBound].lastIndex(where: endsASentence) ?? -1) + 1
            let earlier = values.filter { $0.range.lowerBound >= sentenceStart && $0.range.upperBound <= cue.lowerBound }
            // What is said again was said from the first time (14 times 3 no 14 times 4; 明天七点 不
            // 明天七点半); else the nearest value of the kind is the slip.
            if let again = earlier.first(where: { sentence.folded[$0.range] == sentence.folded[after.range] }) {
                cut.append(again.range.lowerBound..<start)
                continue
            }
            guard let before = earlier.last(where: { $0.kind.mayBeCorrected(by: after.kind) }) else { continue }
            // With only spaces and marks between (at 5, sorry, 6), they go with the slip.
            let between = before.range.upperBound..<cue.lowerBound
            let onlyMarks = between.allSatisfy { sentence.isSpace($0) || isMark(sentence.folded[$0]) }
            cut.append(before.range.lowerBound..<(onlyMarks ? cue.lowerBound : skipSpacesAndMarks(from: before.range.upperBound, in: sentence)))
            cut.append(cue.lowerBound..<start)
        }
        guard !cut.isEmpty else { return (sentence.text, kept) }
        return cutting(cut, from: sentence, keeping: kept)
    }

    /// The sentence with `cut` taken out, and `kept` where it then stands.
    private static func cutting(_ cut: [Range<Int>], from sentence: Sentence, keeping kept: [Range<Int>]) -> (text: String, kept: [Range<Int>]) {
        // Cuts may overlap (14 times 3 no 14 times 4 no 14 times 5 restates twice from the first 14):
        // taken together, each stretch once.
        var merged: [Range<Int>] = []
        for range in cut.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        var scalars = sentence.written
        for range in merged.reversed() { scalars.removeSubrange(range) }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        // A kept span moves back by what was cut before it.
        let moved = kept.map { span in
            let shift = merged.filter { $0.upperBound <= span.lowerBound }.reduce(0) { $0 + $1.count }
            return (span.lowerBound - shift)..<(span.upperBound - shift)
        }
        return (String(view), moved)
    }

    /// Whether `folded` may hold a word of correction: an English word one ends with, as its
    /// letters; or a character every Chinese one holds (不, 说) with two digits or numerals beside
    /// (a Chinese question holds 不 often: 会不会下雨). 明天 不 后天 is passed over: it names no number.
    static func mayHoldACue(_ folded: [UInt32]) -> Bool {
        folded.withUnsafeBufferPointer { folded in
            var chinese = false
            var numerals = 0
            // The word being read, packed as `FollowUpWords.mayHold` packs it (`EnglishLetterKey.packed`):
            // a word of more than eight letters is none of them.
            var word: UInt64 = 0
            var letters = 0
            var previous: UInt64 = 0
            for v in folded {
                if v >= 0x61 && v <= 0x7A {
                    word = (word << 8) | UInt64(v)
                    letters += 1
                    continue
                }
                if letters > 0 {
                    if letters <= 8, isLastWordOfACue(word, after: previous) { return true }
                    (previous, word, letters) = (letters <= 8 ? word : 0, 0, 0)
                }
                if v >= 0x30 && v <= 0x39 {
                    numerals += 1
                } else if v >= 0x3400 {
                    chinese = chinese || cueCharacters.contains(v)
                    if NumberReader.isChineseNumeral(Unicode.Scalar(v) ?? " ") { numerals += 1 }
                }
            }
            if letters > 0, letters <= 8, isLastWordOfACue(word, after: previous) { return true }
            return chinese && numerals >= 2
        }
    }

    /// One of them stands in every Chinese cue (不, 说, 错, 覅, 别, 唔: correction-cue-characters).
    static let cueCharacters = SmallScalarSet(WordLists.correctionCueCharacters.compactMap { $0.unicodeScalars.first?.value })

    private static func isLastWordOfACue(_ word: UInt64, after previous: UInt64) -> Bool {
        englishLastWords.contains(word) || word == not || (word == that && (previous == make || previous == scratch))
    }

    /// The last words of the English words of correction (no, wait, mean, sorry…) as `mayHoldACue`
    /// reads them, "that" aside: it is one only after make or scratch. A dozen: looked through, not hashed.
    private static let englishLastWords: [UInt64] = Array(Set(WordLists.inSentenceCorrections.filter(WordLists.isEnglish).compactMap {
        WordLists.fields($0).last.map(EnglishLetterKey.packed)
    }).subtracting([that])).sorted()
    private static let (that, make, scratch) = (EnglishLetterKey.packed("that"), EnglishLetterKey.packed("make"),
                                                EnglishLetterKey.packed("scratch"))
    /// The one English word of value-denials.
    private static let not = EnglishLetterKey.packed("not")

    /// What a value is, for what may correct it.
    enum Kind: Equatable {
        case duration, clock, day, number

        /// A value corrects one of its kind; a bare number stands for a clock time, a duration or a
        /// number (at 6 no 6:45, 10 no 15 minutes, at 7 tomorrow no 8), never for a day.
        func mayBeCorrected(by other: Kind) -> Bool {
            self == other || (self == .number && other != .day) || (other == .number && self != .day)
        }
    }

    /// The sentence's durations, clock times, days and the numbers outside them, in order. Days said as left out of a repeat
    /// (礼拜三不要，礼拜三我休息; "Not Sundays though, I sleep in Sunday": `LeftOutDaysRule`) are none: no slip, nor denied.
    private static func values(in sentence: Sentence) -> [(range: Range<Int>, kind: Kind)] {
        var values: [(range: Range<Int>, kind: Kind)] = sentence.durations.map { ($0.start..<$0.end, .duration) }
        for part in TimePartScanner.parts(of: sentence) where part.problem == nil && !part.isWeak && LeftOutDaysRule.span(of: part, in: sentence) == nil {
            let range = part.start..<part.end
            guard !values.contains(where: { $0.range.overlaps(range) }) else { continue }
            if part.namesClock { values.append((range, .clock)) } else if part.namesDay { values.append((range, .day)) }
        }
        for number in sentence.numbers {
            let range = number.start..<number.end
            if !values.contains(where: { $0.range.overlaps(range) }) { values.append((range, .number)) }
        }
        return values.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Rule a denied value: a value right after a word that denies it (不要, 不是, 覅, "not"; value-denials),
    /// with another value of its kind in the sentence, is not meant: 不要二十分钟，改成二十五分钟 is read as
    /// 改成二十五分钟, 不是七点，是八点 as 不是是八点, 三点不是四点 as 三点. The denial and the value are cut with
    /// the spaces and marks after them, but a denial that opens the sentence and corrects the last request
    /// (不是: correction-words) stays, for the follow-up to read.
    private static func deniedValues(in sentence: Sentence, values: [(range: Range<Int>, kind: Kind)],
                                     keeping kept: [Range<Int>]) -> [Range<Int>] {
        var cut: [Range<Int>] = []
        for denial in denials.spans(in: sentence) where standsAlone(denial, in: sentence) && !kept.contains(where: { $0.overlaps(denial) }) {
            let start = valueStart(after: denial.upperBound, in: sentence)  // "not at 6"
            // A bare number may be a sum's ("not 20 minus 5, 20 plus 5"): it is denied only beside a span, a
            // clock or a day it stands for ("no, not 20, 25 minutes").
            guard let denied = values.first(where: { $0.range.lowerBound == start }),
                  values.contains(where: { $0.range != denied.range && $0.kind.mayBeCorrected(by: denied.kind) && denied.kind.mayBeCorrected(by: $0.kind)
                      && (denied.kind != .number || $0.kind != .number) })
            else { continue }
            // 不是十分钟，是十五分钟: opening the sentence, a word that also corrects the last request
            // (correction-words) stays, to say the sentence is a correction.
            let opens = skipSpacesAndMarks(from: 0, in: sentence) == denial.lowerBound
            let from = opens && correctionWords.contains(MoodWords.string(sentence.folded[denial])) ? start : denial.lowerBound
            cut.append(from..<skipSpacesAndMarks(from: denied.range.upperBound, in: sentence))
        }
        return cut
    }

    private static let correctionWords = Set(WordLists.correctionWords)

    /// Whether the word at `span` stands apart: a word of letters between non-letters; 不 between
    /// a value's end and a value, with spaces or marks around it or none (六点不六点半), but not
    /// inside a word (不到, 不行: the lexicon's words).
    private static func standsAlone(_ span: Range<Int>, in sentence: Sentence) -> Bool {
        if sentence.isLetter(span.lowerBound) {
            return (span.lowerBound == 0 || !sentence.isLetter(span.lowerBound - 1))
                && (span.upperBound >= sentence.count || !sentence.isLetter(span.upperBound))
        }
        return sentence.words.contains { $0.lowerBound == span.lowerBound } && sentence.words.contains { $0.upperBound == span.upperBound }
    }

    /// Where the value a correction brings starts: after spaces, marks and link words.
    private static func valueStart(after end: Int, in sentence: Sentence) -> Int {
        var p = end
        while true {
            p = skipSpacesAndMarks(from: p, in: sentence)
            guard p < sentence.count, let link = links.spans(in: sentence, startingIn: p..<(p + 1)).max(by: { $0.count < $1.count }) else { return p }
            p = link.upperBound
        }
    }

    private static func skipSpacesAndMarks(from i: Int, in sentence: Sentence) -> Int {
        var p = i
        while p < sentence.count, sentence.isSpace(p) || isMark(sentence.folded[p]) { p += 1 }
        return p
    }

    /// A mark that ends a sentence.
    private static func endsASentence(_ v: UInt32) -> Bool {
        v == 0x3002 || v == 0xFF01 || v == 0xFF1F || v == 0x21 || v == 0x3F || v == 0x3B || v == 0xFF1B || v == 0x0A
    }

    private static func isMark(_ v: UInt32) -> Bool {
        v == 0x2C || v == 0xFF0C || v == 0x3001 || v == 0x2E || v == 0x2026 || v == 0x2014 || v == 0x2D || v == 0x7E
    }

    private static let cues = MixedPhrases(WordLists.inSentenceCorrections)
    private static let denials = MixedPhrases(WordLists.valueDenials)
    private static let links = MixedPhrases(WordLists.correctionLinks)
}
