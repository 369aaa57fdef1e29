import Synchronization

/// Rule misspelt words: an English word of four letters or more that is neither a word the
/// language knows (every English word of the word lists, and the built-ins' keywords) nor an
/// English word (`EnglishDictionary`: vegan, commute, rundown are no misspellings of began,
/// compute, sundown) is read as the one known word with its first letter that it is one slip
/// from: a letter left out, added or changed, or two side by side swapped (tmer, timr → timer;
/// alrams → alarms; delte → delete). Of two known words as near, the one that holds every letter
/// typed is meant (timr: timer, not time); nothing is mended when that leaves two or none, nor a
/// word in capitals (an acronym).
///
/// Spellings by ear of a dropped g or an unsounded r (mornin', timah, anotha: `spelledByEar`) are
/// read as the known word they stand for before any slip is looked for.
///
/// Shorthand people type is read as the word it stands for first, whatever its length (pls: please,
/// tmrw: tomorrow, u: you, minit: minute; Text/words: english-shorthand).
///
/// The agent reads the sentence as mended (`Understanding.meant`): its keywords, its readers and
/// the skill it selects see the word meant, and so does the `match` event, whose hits index it.
public struct SpellingMender: Sendable {
    /// The word lists' words, as their keys (FNV-1a of their letters), sorted: whether a word is
    /// one of them is a binary search of data the compiler lays out (`WordLists.knownEnglishWordKeys`).
    private let keys = WordLists.knownEnglishWordKeys
    /// The English words of the skills' keywords (the built-ins' few hundred), cut into letters the
    /// first time a word no dictionary knows is met: a process that meets none cuts nothing.
    private let keywords: KeywordLetters

    /// The shortest word mended: shorter ones are one slip from too many others.
    static let shortest = 4
    /// The longest: a longer run of letters is no word a person misspells.
    static let longest = 24

    /// A mender that knows the word lists' words and those of `keywords` (phrases are cut into
    /// their words; those under four letters, or not of English letters, are passed over).
    public init(knowing keywords: [[String]] = []) {
        self.keywords = KeywordLetters(keywords)
    }

    /// The keywords as given, and their English words as letters once cut.
    private final class KeywordLetters: Sendable {
        private let given: [[String]]
        private let cut = Mutex<[[UInt32]]?>(nil)

        init(_ given: [[String]]) { self.given = given }

        var words: [[UInt32]] {
            cut.withLock { cut in
                if let cut { return cut }
                var words: [[UInt32]] = []
                for list in given {
                    for phrase in list where phrase.utf8.first.map({ $0 < 0x80 }) ?? false {
                        SpellingMender.eachWord(in: phrase) { words.append($0) }
                    }
                }
                cut = words
                return words
            }
        }
    }

    /// The word lists' words as letters, made the first time a word no dictionary knows is met.
    private static let listWords: [[UInt32]] = WordLists.knownEnglishWords.map { $0.unicodeScalars.map(\.value) }

    /// The word lists' words alone.
    public static let lists = SpellingMender()

    /// The runs of four to twenty-four English letters of `phrase`, lower-cased.
    fileprivate static func eachWord(in phrase: String, _ body: ([UInt32]) -> Void) {
        var run: [UInt32] = []
        for scalar in phrase.unicodeScalars {
            if TextScan.isASCIILetter(scalar) {
                run.append(scalar.value | 0x20)
                continue
            }
            if run.count >= shortest, run.count <= longest { body(run) }
            run.removeAll(keepingCapacity: true)
        }
        if run.count >= shortest, run.count <= longest { body(run) }
    }

    /// Whether the word whose key is `key` is a word of the lists.
    private func isKnown(_ key: UInt64) -> Bool {
        var (low, high) = (0, keys.count)
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low < keys.count && keys[low] == key
    }

    /// `text` with each misspelt word read as the known word it misspells, in its case (Tmer → Timer),
    /// but none that overlaps `kept` (scalar offsets of `text`).
    public func mended(_ text: String, keeping kept: [Range<Int>] = []) -> String {
        // Most sentences have no word to mend: nothing is copied.
        var scalars: [Unicode.Scalar]?
        var offset = 0  // how much longer the mended scalars are than the text's, so far
        let written = text.unicodeScalars
        var index = written.startIndex
        var position = 0
        while index != written.endIndex {
            guard TextScan.isASCIILetter(written[index]) else {
                written.formIndex(after: &index)
                position += 1
                continue
            }
            // The word's letters, and in the same pass their key (FNV-1a, lower-cased) and whether any is
            // small: what the shorthand and the word lists are looked up by.
            var end = index
            var length = 0
            var key = EnglishLetterKey.fnvStart
            var small = false
            while end != written.endIndex, TextScan.isASCIILetter(written[end]) {
                let value = written[end].value
                small = small || value >= 0x61
                key = EnglishLetterKey.fnv(key, adding: value)
                written.formIndex(after: &end)
                length += 1
            }
            // A part of a contraction (couldn't, we'll) is no word of its own, to be mended; but
            // shorthand before one is the word it stands for (whit's: what's, u'll: you'll).
            let previous = index == written.startIndex ? nil : written[written.index(before: index)]
            let next = end == written.endIndex ? nil : written[end]
            let afterApostrophe = previous.map(Self.isApostrophe) ?? false
            // An apostrophe that ends the word (mornin', goin') drops a g: the word is mended like any other.
            let beforeApostrophe = (next.map(Self.isApostrophe) ?? false) && written.index(after: end) != written.endIndex
                && TextScan.isASCIILetter(written[written.index(after: end)])
            // Letters beside a letter of another Latin script are part of its word (the r of
            // réveil); short shorthand beside a Chinese character is a name's letter (u盘, the U of a USB drive).
            let inForeignWord = Self.isLetterOfAnotherLatinScript(previous) || Self.isLetterOfAnotherLatinScript(next)
            let shortBesideChinese = length < 3 && (Self.isChineseLetter(previous) || Self.isChineseLetter(next))
            let letters = written[index..<end]
            if let (meant, from, to) = Self.droppedLetters(key, in: written, index: index, end: end, at: position, length: length,
                                                      previous: previous, next: next),
               !kept.contains(where: { $0.overlaps(from..<to) })
            {
                if scalars == nil { scalars = Array(written) }
                let word = Self.inCase(meant, capital: written[index].value < 0x61)
                scalars!.replaceSubrange((from + offset)..<(to + offset), with: word)
                offset += word.count - (to - from)
            } else if !afterApostrophe, !inForeignWord, !kept.contains(where: { $0.overlaps(position..<(position + length)) }),
               let meant = Self.andSaidAn(key, in: written, from: index, to: end, capital: written[index].value < 0x61)
                ?? Self.objectSaidI(key, in: written, from: index)
                ?? (shortBesideChinese ? nil : Self.shorthand(key, capital: written[index].value < 0x61))
                ?? (!beforeApostrophe && length >= Self.shortest && length <= Self.longest && small && mayBeMisspelt(key)
                    ? self.meant(letters.map { $0.value }) : nil) {
                if scalars == nil { scalars = Array(written) }
                let start = position + offset
                // The apostrophe of mornin' stands for the g put back: it goes with it.
                let replaced = length + (meant.count == length + 1 && meant.last == "g" && next.map(Self.isApostrophe) == true ? 1 : 0)
                scalars!.replaceSubrange(start..<(start + replaced), with: meant)
                offset += meant.count - replaced
            }
            index = end
            position += length
        }
        guard let scalars else { return text }
        var mended = String.UnicodeScalarView()
        mended.append(contentsOf: scalars)
        return String(mended)
    }

    /// Rule dropped letters: a word spelt by ear with an apostrophe where letters were dropped, at
    /// the edge of a word of its own (an' and, t' the, o' of, 'ave have; Text/words:
    /// english-dropped-letters), with the offsets the word meant replaces, its apostrophe with
    /// it. An apostrophe inside a word is a contraction's (o'clock, don't, rock 'n' roll), none of these.
    private static func droppedLetters(_ key: UInt64, in written: String.UnicodeScalarView, index: String.Index, end: String.Index,
                                at position: Int, length: Int, previous: Unicode.Scalar?, next: Unicode.Scalar?)
        -> ([Unicode.Scalar], from: Int, to: Int)?
    {
        if let next, Self.isApostrophe(next), !(previous.map(Self.isApostrophe) ?? false) {
            let after = written.index(after: end)
            guard after == written.endIndex || !TextScan.isASCIILetter(written[after]),
                  let word = Self.lookUp(key, in: Self.droppedAtEnd)
            else { return nil }
            return (word, position, position + length + 1)
        }
        if let previous, Self.isApostrophe(previous), next.map(Self.isApostrophe) != true {
            let apostrophe = written.index(before: index)
            guard apostrophe == written.startIndex || !TextScan.isASCIILetter(written[written.index(before: apostrophe)]),
                  let word = Self.lookUp(key, in: Self.droppedAtStart)
            else { return nil }
            return (word, position - 1, position + length)
        }
        return nil
    }

    /// The dropped-letter spellings by the key of their letters, those whose apostrophe ends them
    /// and those it starts, each with the word meant, sorted by key.
    private static let droppedAtEnd = droppedSpellings(apostropheFirst: false)
    private static let droppedAtStart = droppedSpellings(apostropheFirst: true)

    private static func droppedSpellings(apostropheFirst: Bool) -> [(key: UInt64, word: [Unicode.Scalar])] {
        WordLists.englishDroppedLetters.compactMap { line -> (key: UInt64, word: [Unicode.Scalar])? in
            let parts = WordLists.fields(line)
            let spelt = parts[0].unicodeScalars.map(\.value)
            guard (spelt.first == 0x27) == apostropheFirst else { return nil }
            let letters = spelt.filter { $0 != 0x27 }
            return (EnglishLetterKey.fnv(of: letters), Array(parts[1].unicodeScalars))
        }.sorted { $0.key < $1.key }
    }

    private static func lookUp(_ key: UInt64, in table: [(key: UInt64, word: [Unicode.Scalar])]) -> [Unicode.Scalar]? {
        let at = table.partitionPoint { $0.key < key }
        return at < table.count && table[at].key == key ? table[at].word : nil
    }

    /// The word the letters whose key is `key` stand for when they are shorthand (Text/words:
    /// english-shorthand; pls: please, tmrw: tomorrow, minit: minute), in their case (Pls: Please).
    private static func shorthand(_ key: UInt64, capital: Bool) -> [Unicode.Scalar]? {
        lookUp(key, in: shorthandWords).map { inCase($0, capital: capital) }
    }

    /// Rule "and" said "an", as Caribbean, Irish and fast speech clip it ("an Sunday?", "an divide that by 6"): "an" opening
    /// a clause before a word that starts with a consonant other than h is "and" ("an hour", "an MRI", "an 8" stay articles,
    /// as does a learner's "set an timer", inside its clause).
    private static func andSaidAn(_ key: UInt64, in written: String.UnicodeScalarView, from start: String.UnicodeScalarView.Index,
                                  to end: String.UnicodeScalarView.Index, capital: Bool) -> [Unicode.Scalar]? {
        guard key == anKey else { return nil }
        var before = start
        while before != written.startIndex {
            written.formIndex(before: &before)
            if written[before] == " " { continue }
            guard Clause.isBreakMark(written[before].value) else { return nil }
            break
        }
        var next = end
        while next != written.endIndex, written[next] == " " { written.formIndex(after: &next) }
        guard next != end, next != written.endIndex, TextScan.isASCIILetter(written[next]) else { return nil }
        let second = written.index(after: next)
        // An acronym or a lone letter ("an MRI", "an X") is said with a vowel.
        guard second != written.endIndex, TextScan.isASCIILetter(written[second]), written[second].value >= 0x61 else { return nil }
        let first = Unicode.Scalar(written[next].value | 0x20)!
        guard !"aeiouh".unicodeScalars.contains(first) else { return nil }
        return inCase(Array("and".unicodeScalars), capital: capital)
    }

    private static let anKey = EnglishLetterKey.fnv(of: "an".unicodeScalars.map(\.value))

    /// Rule "me" said "I", as the West Country and the Caribbean say it ("wake I up at half six", "give I twenty minutes
    /// then holler"): "I" right after a verb that opens a request (english-request-verbs: wake, give, remind) is its object.
    /// "can I", "should I" and "when I" keep their subject.
    private static func objectSaidI(_ key: UInt64, in written: String.UnicodeScalarView, from start: String.UnicodeScalarView.Index) -> [Unicode.Scalar]? {
        guard key == iKey, start != written.startIndex else { return nil }
        var end = written.index(before: start)
        guard written[end] == " " else { return nil }
        while end != written.startIndex, written[end] == " " { written.formIndex(before: &end) }
        var begin = end
        while begin != written.startIndex, TextScan.isASCIILetter(written[written.index(before: begin)]) { written.formIndex(before: &begin) }
        guard TextScan.isASCIILetter(written[end]) else { return nil }
        let verb = written[begin...end].map { $0.value | 0x20 }
        return MoodWords.englishRequestVerbs.contains(EnglishWordKey.of(verb)) ? Array("me".unicodeScalars) : nil
    }

    private static let iKey = EnglishLetterKey.fnv(of: "i".unicodeScalars.map(\.value))

    /// `word` (lowercase) in the case of the word it replaces: its first letter a capital when that one's was (Pls: Please).
    private static func inCase(_ word: [Unicode.Scalar], capital: Bool) -> [Unicode.Scalar] {
        word.enumerated().map { i, v in i == 0 && capital ? Unicode.Scalar(v.value & ~0x20)! : v }
    }

    /// The shorthand, by the key of its letters, and the word each stands for, sorted by key: a
    /// binary search of a few dozen, asked of every word of a sentence, costs less than hashing.
    /// A word may stand for more than one (hamas: how much); Melanesian Pidgin and Hinglish words are read
    /// so too (Text/words: melanesian-pidgin, hinglish).
    private static let shorthandWords: [(key: UInt64, word: [Unicode.Scalar])] =
        (WordLists.englishShorthand + WordLists.melanesianPidgin + WordLists.hinglish).map { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            return (EnglishLetterKey.fnv(of: parts[0].unicodeScalars.map(\.value)), Array(parts[1].unicodeScalars))
        }.sorted { $0.key < $1.key }

    /// é, ü, ñ, ß, and Greek and Cyrillic letters: letters of words that are not English.
    private static func isLetterOfAnotherLatinScript(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar, scalar.value >= 0x80 else { return false }
        return scalar.value < 0x2E80 && scalar.properties.isAlphabetic
    }

    /// A Chinese character (or another script's from the CJK block on).
    private static func isChineseLetter(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar, scalar.value >= 0x2E80 else { return false }
        return scalar.properties.isAlphabetic
    }

    private static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}"
    }

    /// Whether the word whose key is `key` is neither a word of the lists nor of the dictionary:
    /// what nearly every word is told by, with nothing copied. (A word all in capitals, an acronym,
    /// is not asked.)
    private func mayBeMisspelt(_ key: UInt64) -> Bool {
        !isKnown(key) && EnglishDictionary.shipped?.contains(key: key) == false
    }

    /// The known word `word` (letters as written, that `mayBeMisspelt`) misspells, in its case; nil
    /// when it is a keyword, or not one slip from exactly one known word.
    private func meant(_ word: [UInt32]) -> [Unicode.Scalar]? {
        let lower = word.map { $0 | 0x20 }
        // A word no dictionary knows: compared with the known words of its first letter (the first
        // letter is seldom the slip, and a name is often one letter from a word: jiro, airo). A
        // keyword may be one, as people type it (wheather): then it is known.
        var near: [[UInt32]] = []
        let first = Int(lower[0]) - 0x61
        let starts = WordLists.knownEnglishWordStarts
        let lists = Self.listWords[Int(starts[first])..<Int(starts[first + 1])]
        let heard = Self.spelledByEar(lower)
        for known in [lists, keywords.words[...]].joined() where known.first == lower.first {
            if known == lower { return nil }
            if heard.contains(known) { near = [known]; break }
            if abs(known.count - lower.count) <= 1, !near.contains(known), Self.oneSlip(lower, known) { near.append(known) }
        }
        // Of two as near, the one that holds every letter typed: a letter left out or two swapped
        // is the likelier slip (timr: timer, not time; timres: timers, not times).
        if near.count > 1 { near = near.filter { Self.holdsEveryLetter(of: lower, $0) } }
        guard near.count == 1, let found = near.first else { return nil }
        let capital = word[0] < 0x61
        return Self.inCase(found.map { Unicode.Scalar($0)! }, capital: capital)
    }

    /// Rule spellings by ear: the words a letter-for-sound spelling of everyday speech may stand for,
    /// tried before any slip: a dropped g (mornin, goin: morning, going), and the r that r-less speech
    /// (Boston, the Caribbean, much of England) does not sound, written ah or a (timah: timer, alahm:
    /// alarm, remindah: reminder, anotha: another), in two places of one word too (quahtah: quarter).
    static func spelledByEar(_ word: [UInt32]) -> [[UInt32]] {
        let once = heardOnce(word)
        return once + once.flatMap(heardOnce)
    }

    /// The words `word` may stand for with one letter-for-sound spelling read back.
    private static func heardOnce(_ word: [UInt32]) -> [[UInt32]] {
        let (a, h, r, e, i, n, g): (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (0x61, 0x68, 0x72, 0x65, 0x69, 0x6E, 0x67)
        var heard: [[UInt32]] = []
        if word.count >= 4, word[word.count - 2] == i, word.last == n { heard.append(word + [g]) }
        for k in word.indices.dropFirst() where word[k] == a {
            if k + 1 < word.count, word[k + 1] == h {
                heard.append(Array(word[..<k]) + [e, r] + word[(k + 2)...])  // timah
                heard.append(Array(word[..<(k + 1)]) + [r] + word[(k + 2)...])  // alahm
            } else if k == word.count - 1 {
                heard.append(Array(word[..<k]) + [e, r])  // anotha
            }
        }
        return heard
    }

    /// Whether `word` holds every letter of `typed`, as many times.
    static func holdsEveryLetter(of typed: [UInt32], _ word: [UInt32]) -> Bool {
        var counts = [Int](repeating: 0, count: 26)
        for v in word { counts[Int(v &- 0x61) % 26] += 1 }
        for v in typed {
            counts[Int(v &- 0x61) % 26] -= 1
            if counts[Int(v &- 0x61) % 26] < 0 { return false }
        }
        return true
    }

    /// Whether `a` becomes `b` by one letter left out, added or changed, or two side by side swapped.
    static func oneSlip(_ a: [UInt32], _ b: [UInt32]) -> Bool {
        if a.count == b.count {
            var first = -1
            for i in a.indices where a[i] != b[i] {
                if first < 0 { first = i; continue }
                // A second difference: only a swap of the two, side by side, is one slip.
                guard i == first + 1, a[first] == b[i], a[i] == b[first] else { return false }
                return a[(i + 1)...] == b[(i + 1)...]
            }
            return first >= 0
        }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        var i = 0
        while i < short.count, short[i] == long[i] { i += 1 }
        return short[i...] == long[(i + 1)...]
    }
}
