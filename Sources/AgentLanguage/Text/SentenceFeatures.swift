/// What a model learns a sentence by: features read from the one `Sentence`, folded as the
/// keywords are, so that a learned matcher and the keyword matcher see the same text.
///
/// - **Characters:** each CJK character, and each pair of CJK characters side by side (天气 of
///   明天天气): Chinese words are not spaced, and pairs carry most of their meaning.
/// - **Words:** the lexicon's words of two characters or more (天气预报), and each English word
///   with a light stem (raining → rain, alarms → alarm, timers → timer), so that inflections meet.
/// - **English pairs and letters:** each pair of stemmed English words side by side ("set alarm"),
///   and the runs of three and four letters of each word, its edges marked ("·res", "erva",
///   "ons·"), so that a misspelt or unseen form ("rerservations") still meets the samples.
/// - **Numbers:** a number of any form (30, 三十, thirty) is one feature, `number`, wherever it
///   stands: a sentence is learned by what it asks, not by its values.
///
/// A feature is a kind and a 64-bit key (a hash of its scalars), cheap to compare and count;
/// `text` gives it back for people (the strongest features of a match, say).
public struct SentenceFeature: Hashable, Sendable {
    public enum Kind: UInt8, Sendable {
        case character, characterPair, word, englishWord, number, englishPair, letters
    }

    public var kind: Kind
    public var key: UInt64
    /// Where the feature stands in the sentence (the first occurrence, for the numbers' feature).
    public var span: Range<Int>

    public static func == (a: SentenceFeature, b: SentenceFeature) -> Bool { a.kind == b.kind && a.key == b.key }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(key)
    }

    /// The feature as a person reads it: `天气`, `rain`, `number`.
    public func text(in sentence: Sentence) -> String {
        switch kind {
        case .number: return "number"
        case .englishWord: return FeatureStem(sentence.folded[span]).text
        case .englishPair:
            let words = sentence.english
            guard let k = (0..<words.count).first(where: { words.span($0).lowerBound == span.lowerBound }), k + 1 < words.count
            else { return sentence.quote(span.lowerBound, span.upperBound) }
            return FeatureStem(sentence.folded[words.span(k)]).text + " " + FeatureStem(sentence.folded[words.span(k + 1)]).text
        default: return sentence.quote(span.lowerBound, span.upperBound)
        }
    }
}

extension Sentence {
    /// The features of the sentence, in order of where they stand, each once.
    public func features() -> [SentenceFeature] {
        var features: [SentenceFeature] = []
        features.reserveCapacity(folded.count * 3)
        var seen = FeatureTable(capacity: folded.count * 3)
        eachFeature { kind, key, span in
            if seen.row(inserting: key).isNew { features.append(SentenceFeature(kind: kind, key: key, span: span)) }
        }
        return features
    }

    /// The keys of the features as they are read, a feature read twice given twice: what
    /// learning needs, with nothing to build (it counts each once itself).
    func eachFeatureKey(_ body: (UInt64) -> Void) {
        eachFeature { _, key, _ in body(key) }
    }

    /// Every feature as it is read (a feature read twice comes twice): its kind, key and span.
    private func eachFeature(_ body: (SentenceFeature.Kind, UInt64, Range<Int>) -> Void) {
        let numbers = self.numbers
        func inNumber(_ i: Int) -> Bool { isInNumber(i, numbers) }
        if let first = numbers.first { body(.number, FeatureKey(.number).value, first.start..<first.end) }
        let folded = self.folded
        for i in folded.indices where Lexicon.isChinese(folded[i]) && !inNumber(i) {
            body(.character, FeatureKey(.character).adding(folded[i]).value, i..<(i + 1))
            if i + 1 < folded.count, Lexicon.isChinese(folded[i + 1]), !inNumber(i + 1) {
                body(.characterPair, FeatureKey(.characterPair).adding(folded[i]).adding(folded[i + 1]).value, i..<(i + 2))
            }
        }
        for word in words where word.count >= 2 && Lexicon.isChinese(folded[word.lowerBound]) && !inNumber(word.lowerBound) {
            body(.word, FeatureKey(.word).adding(folded[word]).value, word)
        }
        let english = self.english
        var previous: (stem: FeatureStem, span: Range<Int>)?
        for k in 0..<english.count where !inNumber(english.span(k).lowerBound) {
            let span = english.span(k)
            let stem = FeatureStem(folded[span])
            body(.englishWord, FeatureKey(.englishWord).adding(stem).value, span)
            if let previous {
                body(.englishPair, FeatureKey(.englishPair).adding(previous.stem).adding(0x20).adding(stem).value,
                     previous.span.lowerBound..<span.upperBound)
            }
            previous = (stem, span)
        }
        // The runs of three and four letters of each word, its edges (0x20) on both sides.
        for k in 0..<english.count where !inNumber(english.span(k).lowerBound) {
            let span = english.span(k)
            let padded = span.count + 2
            func letter(_ at: Int) -> UInt32 { at == 0 || at == padded - 1 ? 0x20 : folded[span.lowerBound + at - 1] }
            for n in 3...4 where padded >= n {
                for start in 0...(padded - n) {
                    var key = FeatureKey(.letters)
                    for at in start..<(start + n) { key = key.adding(letter(at)) }
                    let first = max(span.lowerBound, span.lowerBound + start - 1)
                    let end = min(span.upperBound, span.lowerBound + start - 1 + n)
                    body(.letters, key.value, first..<end)
                }
            }
        }
    }
}

extension Sentence {
    /// Whether scalar `i` lies in one of `numbers` (the sentence's): a word that starts in a
    /// number is read as the number, not as a word, by the features and by the meaning alike.
    func isInNumber(_ i: Int, _ numbers: [(value: Double, start: Int, end: Int)]) -> Bool {
        numbers.contains { $0.start <= i && i < $0.end }
    }
}

/// FNV-1a over a feature's kind and scalars: stable from run to run (Swift's `Hasher` is seeded
/// per process), so a model written out in one invocation reads the same keys in the next.
struct FeatureKey {
    private(set) var value: UInt64

    init(_ kind: SentenceFeature.Kind) { value = 0xcbf2_9ce4_8422_2325 ^ UInt64(kind.rawValue) }

    func adding(_ scalar: UInt32) -> FeatureKey {
        var next = self
        next.value = (value ^ UInt64(scalar)) &* 0x0000_0100_0000_01B3
        return next
    }

    func adding(_ scalars: ArraySlice<UInt32>) -> FeatureKey {
        scalars.reduce(self) { $0.adding($1) }
    }

    func adding(_ stem: FeatureStem) -> FeatureKey {
        let key = adding(stem.kept)
        return stem.endsInY ? key.adding(0x79) : key
    }
}

/// A light English stem: the endings -s, -es, -ies, -ed, -ing, -ly taken off a word long enough
/// to keep a stem of three letters (alarms → alarm, raining → rain, cities → city, is → is).
struct FeatureStem {
    /// The word's scalars the stem keeps.
    var kept: ArraySlice<UInt32>
    /// Whether a y ends the stem (-ies → -y).
    var endsInY = false

    init(_ word: ArraySlice<UInt32>) {
        kept = word
        let n = word.count, end = word.endIndex
        func ends(_ suffix: UInt32...) -> Bool {
            n >= suffix.count + 3 && zip(word[(end - suffix.count)...], suffix).allSatisfy { $0 == $1 }
        }
        if ends(0x69, 0x65, 0x73) {  // ies
            kept = word.dropLast(3)
            endsInY = true
        } else if ends(0x69, 0x6E, 0x67) {  // ing
            kept = word.dropLast(3)
        } else if ends(0x65, 0x64) || ends(0x6C, 0x79) || ends(0x65, 0x73) {  // ed, ly, es
            kept = word.dropLast(2)
        } else if ends(0x73), !ends(0x73, 0x73) {  // s, not ss
            kept = word.dropLast(1)
        }
    }

    var text: String {
        var text = String.UnicodeScalarView()
        for value in kept { text.append(Unicode.Scalar(value) ?? "\u{FFFD}") }
        if endsInY { text.append("y") }
        return String(text)
    }
}
