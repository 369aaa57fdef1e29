/// Rule said shorter: a Chinese word names what an item is about when its characters stand in the
/// item's words in the same order, as people shorten what they set (喝水 of 喝口水, 爬山 of 去爬鱼峰山,
/// 莜面 of 蒸莜面栲栳栳). Read by a cancel that names its item and by an answer that chooses one alike.
public enum SaidShorter {
    /// Whether the characters of `word` stand in `text` in the same order.
    public static func holds(_ text: some Collection<UInt32>, _ word: some Collection<UInt32>) -> Bool {
        var rest = text[...]
        for v in word {
            guard let found = rest.firstIndex(of: v) else { return false }
            rest = rest[rest.index(after: found)...]
        }
        return true
    }
}
