import AgentModelData

/// What a sentence's English words mean, as one vector: the sum of its word pieces' vectors,
/// which `shell/distill-word-vectors` distilled from the sentence encoder all-MiniLM-L6-v2
/// (each piece put through it alone, cut to its first 128 principal components). Words of like
/// meaning have like vectors ("wake me" and "rouse me", "cost" and "price"), which no letter
/// run of theirs shares: what lets a skill taught by ten samples take sentences worded unlike
/// any of them. Chinese has none (the encoder knows English): a sentence without an English
/// word has no vector, and is learned by its features alone.
///
/// A word is cut into pieces as the encoder's tokenizer cuts it (WordPiece): the longest piece
/// of the vocabulary that starts it, then the longest continuation ("##ing") of the rest, in
/// turn; a word with a part no piece covers counts as nothing, as the encoder's [UNK] says
/// nothing. Apostrophes part words ("don't" is don, t).
///
/// The table lies in the binary's read-only data and is read in place (the layout is the
/// script's): a process keeps only the pages of the pieces it reads.
public struct WordVectors: @unchecked Sendable {  // immutable; the memory is the binary's own
    public let dimensions: Int
    private let keys: UnsafeBufferPointer<UInt64>
    private let slots: UnsafeBufferPointer<Int32>
    private let scales: UnsafeBufferPointer<Float>
    private let vectors: UnsafeBufferPointer<Int8>

    /// The vectors the tool ships with; nil only if the binary's bytes were not written by the script.
    public static let shipped: WordVectors? = {
        var count = 0
        let bytes = agent_skill_word_vectors(&count)
        return WordVectors(UnsafeRawBufferPointer(start: bytes, count: count))
    }()

    private static let magic: UInt32 = 0x3157_5341  // "ASW1"

    /// The tables over `bytes` (which must outlive them); nil when the sizes the header gives
    /// are not the bytes'.
    init?(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, Int(bitPattern: base) % 8 == 0, bytes.count >= 16 else { return nil }
        func word(_ i: Int) -> Int { Int(bytes.load(fromByteOffset: 4 * i, as: UInt32.self).littleEndian) }
        let (dimensions, count, slotCount) = (word(1), word(2), word(3))
        let keysAt = 16, slotsAt = keysAt + 8 * count, scalesAt = slotsAt + 4 * slotCount
        let vectorsAt = (scalesAt + 4 * count + 7) & ~7
        guard UInt32(word(0)) == Self.magic, slotCount > count, slotCount & (slotCount - 1) == 0,
              bytes.count == vectorsAt + count * dimensions
        else { return nil }
        self.dimensions = dimensions
        keys = UnsafeBufferPointer(start: (base + keysAt).assumingMemoryBound(to: UInt64.self), count: count)
        slots = UnsafeBufferPointer(start: (base + slotsAt).assumingMemoryBound(to: Int32.self), count: slotCount)
        scales = UnsafeBufferPointer(start: (base + scalesAt).assumingMemoryBound(to: Float.self), count: count)
        vectors = UnsafeBufferPointer(start: (base + vectorsAt).assumingMemoryBound(to: Int8.self), count: count * dimensions)
    }

    /// The sum of the pieces' vectors of the English words of `sentence` (numbers and the
    /// stretches `outside` says to pass over left out), added into `sum` (`dimensions` long);
    /// how many pieces it added. None for a sentence with a Chinese character in it
    /// (`readsMeaning`).
    @discardableResult
    func add(_ sentence: Sentence, into sum: UnsafeMutableBufferPointer<Float>, skipping: (Range<Int>) -> Bool = { _ in false }) -> Int {
        guard Self.readsMeaning(of: sentence) else { return 0 }
        let folded = sentence.folded, english = sentence.english
        var pieces = 0
        for k in 0..<english.count where !skipping(english.span(k)) {
            var start = english.span(k).lowerBound
            let end = english.span(k).upperBound
            while start < end {
                // Apostrophes part the word; each part is cut on its own.
                var partEnd = start
                while partEnd < end, folded[partEnd] != 0x27, folded[partEnd] != 0x2019 { partEnd += 1 }
                pieces += add(folded[start..<partEnd], into: sum)
                start = partEnd + 1
            }
        }
        return pieces
    }

    /// Whether the vectors read what `sentence` means: not when a Chinese character is in it.
    /// The Latin letters of a Chinese sentence are mostly names (打开QQ, 切到CCTV5, 调频fm, 三g门户),
    /// which the vectors would read as English words, and a sentence with a meaning must reach
    /// the bar chosen for English sentences: SMP2017's 27 domains taught from their samples
    /// routed 3 more of its 169 lines (4 more at 10 samples) when such sentences were read as
    /// the Chinese ones are, by their features.
    static func readsMeaning(of sentence: Sentence) -> Bool {
        !sentence.folded.contains(where: MoodWords.isIdeograph)
    }

    /// The longest word cut into pieces, as the tokenizer's `max_input_chars_per_word`: a longer
    /// one is [UNK] to the encoder, and cutting one costs the square of its length.
    static let longestWord = 100

    /// Adds the pieces of one word (letters only) into `sum`: none when a part of it is no piece,
    /// or when it is longer than `longestWord`.
    private func add(_ word: ArraySlice<UInt32>, into sum: UnsafeMutableBufferPointer<Float>) -> Int {
        guard !word.isEmpty, word.count <= Self.longestWord else { return 0 }
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: word.count) { rows in
            guard let count = cut(word, into: rows) else { return 0 }
            for row in rows[..<count] {
                let scale = scales[Int(row)], at = Int(row) * dimensions
                for d in 0..<dimensions { sum[d] += scale * Float(vectors[at + d]) }
            }
            return count
        }
    }

    /// The rows of the pieces `word` is cut into, in `rows` (room for one a letter); how many,
    /// or nil when a part of it is no piece.
    private func cut(_ word: ArraySlice<UInt32>, into rows: UnsafeMutableBufferPointer<Int32>) -> Int? {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: word.count) { keys in
            var count = 0
            var start = word.startIndex
            while start < word.endIndex {
                // The longest piece from `start`, tried longest first as the tokenizer does: most
                // words are one piece, found by one probe of the table instead of one a prefix.
                // Every prefix's key is the last one's plus a letter.
                var key = Self.startKey(continuing: start != word.startIndex)
                for i in start..<word.endIndex {
                    key = Self.adding(word[i], to: key)
                    keys[i - word.startIndex] = key
                }
                var end = word.endIndex
                var found: Int32?
                while end > start, found == nil {
                    found = row(of: keys[end - 1 - word.startIndex])
                    if found == nil { end -= 1 }
                }
                guard let found else { return nil }
                rows[count] = found
                count += 1
                start = end
            }
            return count
        }
    }

    /// The rows of the pieces a word (lower-case letters) is cut into; nil when a part is no piece.
    func pieces(of word: String) -> [Int32]? {
        let scalars = word.unicodeScalars.map(\.value)
        var rows = [Int32](repeating: 0, count: scalars.count)
        guard let count = rows.withUnsafeMutableBufferPointer({ cut(scalars[...], into: $0) }) else { return nil }
        return Array(rows.prefix(count))
    }

    /// The row of one piece ("alarm", or "##s" for a continuation); nil when it is none.
    func row(ofPiece piece: String) -> Int32? {
        let continuing = piece.hasPrefix("##")
        let key = piece.unicodeScalars.dropFirst(continuing ? 2 : 0).reduce(Self.startKey(continuing: continuing)) {
            Self.adding($1.value, to: $0)
        }
        return row(of: key)
    }

    /// The row of the piece `key`, or nil.
    private func row(of key: UInt64) -> Int32? {
        ModelTables.row(of: key, keys: keys, slots: slots)
    }

    /// FNV-1a over whether the piece continues a word, then its letters (the script's `key`).
    static func startKey(continuing: Bool) -> UInt64 {
        (0xcbf2_9ce4_8422_2325 ^ (continuing ? 1 : 0)) &* 0x0000_0100_0000_01B3
    }

    static func adding(_ scalar: UInt32, to key: UInt64) -> UInt64 {
        (key ^ UInt64(scalar)) &* 0x0000_0100_0000_01B3
    }
}
