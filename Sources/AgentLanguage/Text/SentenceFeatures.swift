/// What a model learns a sentence by: features read from the one `Sentence`, folded as the
/// keywords are, so that a learned matcher and the keyword matcher see the same text.
///
/// - **Characters:** each CJK character, and each pair of CJK characters side by side (天气 of
///   明天天气): Chinese words are not spaced, and pairs carry most of their meaning.
/// - **Words:** the lexicon's words of two characters or more (天气预报), and each English word
///   with a light stem (raining → rain, alarms → alarm, timers → timer), so that inflections meet.
/// - **Numbers:** a number of any form (30, 三十, thirty) is one feature, `number`, wherever it
///   stands: a sentence is learned by what it asks, not by its values.
///
/// A feature is a kind and a 64-bit key (a hash of its scalars), cheap to compare and count;
/// `text` gives it back for people (the strongest features of a match, say).
public struct SentenceFeature: Hashable, Sendable {
    public enum Kind: UInt8, Sendable {
        case character, characterPair, word, englishWord, number
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
        case .englishWord: return Self.stem(Array(sentence.folded[span]))
        default: return sentence.quote(span.lowerBound, span.upperBound)
        }
    }
}

extension Sentence {
    /// The features of the sentence, in order of where they stand, each once.
    public func features() -> [SentenceFeature] {
        var features: [SentenceFeature] = []
        var seen = Set<SentenceFeature>()
        func add(_ kind: SentenceFeature.Kind, _ scalars: ArraySlice<UInt32>, _ span: Range<Int>) {
            let feature = SentenceFeature(kind: kind, key: SentenceFeature.key(kind, scalars), span: span)
            if seen.insert(feature).inserted { features.append(feature) }
        }
        let numberSpans = numbers.map { $0.start..<$0.end }
        func inNumber(_ i: Int) -> Bool { numberSpans.contains { $0.contains(i) } }
        if let first = numberSpans.first { add(.number, [], first) }
        let folded = self.folded
        var i = 0
        while i < folded.count {
            guard Lexicon.isChinese(folded[i]), !inNumber(i) else { i += 1; continue }
            add(.character, folded[i...i], i..<(i + 1))
            if i + 1 < folded.count, Lexicon.isChinese(folded[i + 1]), !inNumber(i + 1) {
                add(.characterPair, folded[i...(i + 1)], i..<(i + 2))
            }
            i += 1
        }
        for word in words where word.count >= 2 && Lexicon.isChinese(folded[word.lowerBound]) && !inNumber(word.lowerBound) {
            add(.word, folded[word], word)
        }
        for k in 0..<english.count where !inNumber(english.span(k).lowerBound) {
            let span = english.span(k)
            let stem = SentenceFeature.stem(Array(folded[span]))
            add(.englishWord, ArraySlice(stem.unicodeScalars.map(\.value)), span)
        }
        return features
    }
}

extension SentenceFeature {
    /// FNV-1a over the kind and the scalars: stable from run to run (Swift's `Hasher` is seeded
    /// per process), so a model built in one invocation reads the same keys in the next.
    static func key(_ kind: Kind, _ scalars: ArraySlice<UInt32>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(kind.rawValue)
        for scalar in scalars { h = (h ^ UInt64(scalar)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    /// A light English stem: the endings -s, -es, -ies, -ed, -ing, -ly taken off a word long enough
    /// to keep a stem of three letters (alarms → alarm, raining → rain, cities → city, is → is).
    static func stem(_ word: [UInt32]) -> String {
        var text = String(String.UnicodeScalarView(word.compactMap(Unicode.Scalar.init)))
        func strip(_ suffix: String, _ replacement: String = "") -> Bool {
            guard text.count >= suffix.count + 3, text.hasSuffix(suffix) else { return false }
            text = String(text.dropLast(suffix.count)) + replacement
            return true
        }
        if strip("ies", "y") || strip("ing") || strip("ed") || strip("ly") || strip("es") { return text }
        if !text.hasSuffix("ss") { _ = strip("s") }
        return text
    }
}
