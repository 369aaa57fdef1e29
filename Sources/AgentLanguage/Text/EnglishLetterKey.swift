/// The keys English words are looked up by without copying them out.
/// - `fnv`: FNV-1a of a word's letters, lower-cased: what the spelling mender, the dictionary's
///   Bloom filter and the generated list of known words (`shell/words`, `shell/english-words`)
///   know a word by.
/// - `packed`: a word of up to eight letters, one a byte: what the quick tests of whether a
///   sentence may hold a cue compare (`FollowUpWords.mayHold`, `InSentenceCorrection.mayHoldACue`).
enum EnglishLetterKey {
    /// The FNV-1a key of no letter.
    static let fnvStart: UInt64 = 0xcbf2_9ce4_8422_2325

    /// `key` with one more letter, lower-cased.
    @inline(__always)
    static func fnv(_ key: UInt64, adding letter: UInt32) -> UInt64 {
        (key ^ UInt64(letter | 0x20)) &* 0x0000_0100_0000_01B3
    }

    /// The FNV-1a key of `letters`.
    static func fnv(of letters: some Sequence<UInt32>) -> UInt64 {
        letters.reduce(fnvStart) { fnv($0, adding: $1) }
    }

    /// `word` (ASCII, eight letters or fewer) packed one letter a byte, lower-cased.
    static func packed(_ word: some StringProtocol) -> UInt64 {
        word.utf8.reduce(0) { $0 << 8 | UInt64($1 | 0x20) }
    }
}
