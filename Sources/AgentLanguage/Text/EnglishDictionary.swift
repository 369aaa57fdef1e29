import AgentModelData

/// Whether a run of letters is an English word: the words of pyspellchecker's English word
/// frequency list (MIT), 126,752 of four to twenty-four letters, as a Bloom filter that
/// `shell/english-words` writes into the binary's read-only data (256 KB, read in place: a process
/// touches a page a bit it asks). It says "a word" of every word of the list and of about one in
/// a thousand others, which the spelling mender then leaves as written: the safe way to be wrong.
struct EnglishDictionary: @unchecked Sendable {  // immutable; the memory is the binary's own
    private let bits: UnsafeBufferPointer<UInt8>
    private let mask: UInt64
    private let hashes: Int

    /// The dictionary the tool ships with; nil only if the binary's bytes were not written by the script.
    static let shipped: EnglishDictionary? = {
        var count = 0
        let bytes = agent_skill_english_words(&count)
        return EnglishDictionary(UnsafeRawBufferPointer(start: bytes, count: count))
    }()

    private static let magic: UInt32 = 0x3144_5341  // "ASD1"

    init?(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count >= 16 else { return nil }
        func word(_ i: Int) -> Int { Int(bytes.load(fromByteOffset: 4 * i, as: UInt32.self).littleEndian) }
        let (log2, hashes) = (word(1), word(2))
        guard UInt32(word(0)) == Self.magic, log2 >= 3, log2 < 40, bytes.count == 16 + (1 << log2) / 8 else { return nil }
        bits = UnsafeBufferPointer(start: (base + 16).assumingMemoryBound(to: UInt8.self), count: bytes.count - 16)
        mask = (1 << UInt64(log2)) - 1
        self.hashes = hashes
    }

    /// Whether `word` (lower-case ASCII letters) is a word of the list.
    func contains(_ word: some Collection<UInt32>) -> Bool {
        contains(key: EnglishLetterKey.fnv(of: word))
    }

    /// Whether the word whose key (FNV-1a of its lower-case letters) is `key` is a word of the list.
    func contains(key h: UInt64) -> Bool {
        let (a, b) = (h & 0xFFFF_FFFF, (h >> 32) | 1)
        for i in 0..<UInt64(hashes) {
            let p = (a &+ i &* b) & mask
            if bits[Int(p >> 3)] & (1 << UInt8(p & 7)) == 0 { return false }
        }
        return true
    }
}
