/// Chinese words with their frequencies, from jieba's dictionary (MIT; see
/// Generated/LexiconData.LICENSE and shell/lexicon), and the segmentation of a
/// sentence into words: it tells that 热 in 热狗, 乘 in 乘客 and 温度 in 温度计
/// are parts of longer words, while 冷 in 今天冷吗 stands alone.
///
/// The lexicon holds the words of two to six characters that jieba counts at
/// least five times (and the less counted ones its idf table finds common), each
/// with its frequency and whether it names a place, the frequency of every single
/// character, and every name of `CityTable` and `WorldCityTable` as a place name.
/// Words that start with a numeral are left out (三分钟, 十点 are numbers), but for
/// a few that are not numbers (一直, 一定, 万一) and places (三亚, 九寨沟).
///
/// The words are looked up in place in the generated data (see `LexiconTables`).
public enum Lexicon {
    /// The tokens of `text` (folded by `MatchText.scalars(of:)`), as ranges that cover it in order:
    ///
    /// - a run of Chinese characters is cut as jieba cuts it without its HMM: the most
    ///   probable path through the lexicon's words (single characters always allowed),
    ///   by the frequencies of the words;
    /// - inside it, a run of numeral characters (〇零一二…十百千万亿两几半) is one token,
    ///   unless a word such as 一直 or 三亚 starts it: 三|分钟|后, 七|点|半, 一个半小时 as
    ///   一|个|半|小时, so that a word after a number is never swallowed;
    /// - a run of letters (ASCII and Latin) is one token, and so is a run of digits with
    ///   the . : / - between digits ("7:30", "3.5", "2026-03-10");
    /// - anything else (a space, a punctuation mark) is a token of its own.
    public static func segment(_ text: [UInt32]) -> [Range<Int>] {
        var tokens: [Range<Int>] = []
        tokens.reserveCapacity(text.count)
        text.withUnsafeBufferPointer { text in
            var i = 0
            while i < text.count {
                let scalar = text[i]
                var end = i + 1
                if isChinese(scalar) {
                    while end < text.count, isChinese(text[end]) { end += 1 }
                    tables.segment(text, i..<end, into: &tokens)
                    i = end
                    continue
                }
                if isLetter(scalar) {
                    while end < text.count, isLetter(text[end]) { end += 1 }
                } else if isDigit(scalar) {
                    while end < text.count,
                        isDigit(text[end]) || (isNumberMark(text[end]) && end + 1 < text.count && isDigit(text[end + 1])) {
                        end += 1
                    }
                }
                tokens.append(i..<end)
                i = end
            }
        }
        return tokens
    }

    /// Whether `scalars` is a word of the lexicon (two to six characters; single characters are not listed).
    public static func isWord(_ scalars: ArraySlice<UInt32>) -> Bool {
        tables.value(of: scalars).map { $0 & LexiconTables.wordFlag != 0 } ?? false
    }

    /// Whether `scalars` is a word of the lexicon that names a place: one jieba tags ns (峨眉山, 北海道),
    /// a noun whose 市 or 县 form it tags so (腾冲, 阳朔), or a name of the gazetteer (首尔, 唐山).
    public static func isPlaceName(_ scalars: ArraySlice<UInt32>) -> Bool {
        tables.value(of: scalars).map { $0 & (LexiconTables.placeFlag | LexiconTables.nameFlag) != 0 } ?? false
    }

    /// Whether jieba lists `scalars` as a word that names no place: 开封 (to unseal), 包头, 大同.
    public static func isWordBesidesPlace(_ scalars: ArraySlice<UInt32>) -> Bool {
        tables.value(of: scalars).map { $0 & (LexiconTables.listedFlag | LexiconTables.placeFlag) == LexiconTables.listedFlag }
            ?? false
    }

    /// A Chinese character the segmentation cuts into words (〇 included, for numbers such as 二〇二六).
    public static func isChinese(_ scalar: UInt32) -> Bool {
        LexiconTables.scalars.contains(scalar) || scalar == 0x3007
    }

    /// The characters of numbers, each run of which is one token.
    static func isNumeral(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x3007, 0x96F6, 0x4E00, 0x4E8C, 0x4E09, 0x56DB, 0x4E94, 0x516D, 0x4E03, 0x516B, 0x4E5D, 0x5341,
            0x767E, 0x5343, 0x4E07, 0x4EBF, 0x4E24, 0x51E0, 0x534A:
            return true  // 〇零一二三四五六七八九十百千万亿两几半
        default:
            return false
        }
    }

    private static func isLetter(_ scalar: UInt32) -> Bool {
        (scalar | 0x20 >= 0x61 && scalar | 0x20 <= 0x7A) || ((0xC0...0x24F).contains(scalar) && scalar != 0xD7 && scalar != 0xF7)
    }

    private static func isDigit(_ scalar: UInt32) -> Bool { scalar >= 0x30 && scalar <= 0x39 }

    private static func isNumberMark(_ scalar: UInt32) -> Bool {
        scalar == 0x2E || scalar == 0x3A || scalar == 0x2F || scalar == 0x2D  // . : / -
    }

    /// The generated data, read in place: made anew at each use, which costs nothing.
    static var tables: LexiconTables {
        LexiconTables(text: LexiconData.text, index: LexiconData.index, logTotal: LexiconData.logTotalFrequency,
                      quantum: LexiconData.quantum)
    }
}

extension LexiconTables {
    /// Appends the tokens of the Chinese run `run` of `text`: jieba's maximum-probability
    /// path, worked from the end (`score[i]` is the best log probability of `text[i...]`).
    func segment(_ text: UnsafeBufferPointer<UInt32>, _ run: Range<Int>, into tokens: inout [Range<Int>]) {
        let n = run.count
        withUnsafeTemporaryAllocation(of: Double.self, capacity: n + 1) { score in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: n + 1) { next in
                score[n] = 0
                next[n] = n
                // The numeral run that starts at i: where it ends, and the sum of its characters' log probabilities.
                var numeralEnd = n
                var numeralScore = 0.0
                for i in stride(from: n - 1, through: 0, by: -1) {
                    let scalar = text[run.lowerBound + i]
                    let group = self.group(scalar) ?? .empty
                    let own = logProbability(code: UInt32(group.code))
                    var best: Double
                    var end: Int
                    if Lexicon.isNumeral(scalar) {
                        if i + 1 < n, Lexicon.isNumeral(text[run.lowerBound + i + 1]) {
                            numeralScore += own
                        } else {
                            numeralEnd = i + 1
                            numeralScore = own
                        }
                        (best, end) = (numeralScore + score[numeralEnd], numeralEnd)
                    } else {
                        (best, end) = (own + score[i + 1], i + 1)
                    }
                    if group.bits > 0, i + 2 <= n {
                        var key: UInt64 = 0
                        var sixth: UInt32 = 0
                        let tail = text.baseAddress! + run.lowerBound + i + 1
                        for length in 2...min(6, n - i) {
                            let scalar = text[run.lowerBound + i + length - 1]
                            guard LexiconTables.scalars.contains(scalar) else { break }  // 〇 starts no word
                            let code = LexiconTables.code(scalar)
                            if length <= 5 { key |= code << (16 * UInt64(length - 2)) } else { sixth = UInt32(code) }
                            guard let value = find(group, tail, count: length - 1, key: key, sixth: sixth) else { break }
                            guard value & LexiconTables.wordFlag != 0 else { continue }
                            let candidate = logProbability(code: value >> LexiconTables.codeShift & 0x3F) + score[i + length]
                            // Equal scores go to the longer word, as in jieba.
                            if candidate > best || (candidate == best && i + length > end) {
                                (best, end) = (candidate, i + length)
                            }
                        }
                    }
                    score[i] = best
                    next[i] = end
                }
                var i = 0
                while i < n {
                    tokens.append((run.lowerBound + i)..<(run.lowerBound + next[i]))
                    i = next[i]
                }
            }
        }
    }
}
