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
        case .englishWord: return Self.stem(Array(sentence.folded[span]))
        case .englishPair:
            let words = sentence.english
            guard let k = (0..<words.count).first(where: { words.span($0).lowerBound == span.lowerBound }), k + 1 < words.count
            else { return sentence.quote(span.lowerBound, span.upperBound) }
            return Self.stem(Array(sentence.folded[words.span(k)])) + " " + Self.stem(Array(sentence.folded[words.span(k + 1)]))
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
        // The runs of three and four letters of a word with its edges (0x20) on both sides.
        func addLetters(of span: Range<Int>) {
            var padded: [UInt32] = [0x20]
            padded += folded[span]
            padded.append(0x20)
            for n in 3...4 where padded.count >= n {
                for start in 0...(padded.count - n) {
                    let first = max(span.lowerBound, span.lowerBound + start - 1)
                    let end = min(span.upperBound, span.lowerBound + start - 1 + n)
                    add(.letters, padded[start..<(start + n)], first..<end)
                }
            }
        }
        var stems: [(ArraySlice<UInt32>, Range<Int>)] = []
        for k in 0..<english.count where !inNumber(english.span(k).lowerBound) {
            let span = english.span(k)
            let stem = SentenceFeature.stem(Array(folded[span]))
            add(.englishWord, ArraySlice(stem.unicodeScalars.map(\.value)), span)
            stems.append((ArraySlice(stem.unicodeScalars.map(\.value)), span))
        }
        for (a, b) in zip(stems, stems.dropFirst()) {
            add(.englishPair, a.0 + [0x20] + b.0, a.1.lowerBound..<b.1.upperBound)
        }
        for (_, span) in stems { addLetters(of: span) }
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
