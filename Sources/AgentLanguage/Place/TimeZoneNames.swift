import AgentCore

/// Time zones named as people name them rather than by a city ("pacific time", EST, GMT, 太平洋时间,
/// 格林尼治时间), and regions that keep one zone (Japan, 加州): what a clock question may name
/// instead of a city (Place/words/time-zone-names). Each is a `City` with no coordinates, so that
/// the clock answers in it as in a city's zone.
public enum TimeZoneNames {
    /// The zone the sentence names, the longest name found (pacific standard time over pst, north
    /// korea over korea), and where; English names as whole words, Chinese ones anywhere.
    public static func find(in sentence: Sentence) -> (city: City, span: Range<Int>)? {
        var best: (entry: Int, span: Range<Int>)?
        func consider(_ entry: Int, _ span: Range<Int>) {
            if let best, best.span.count > span.count || (best.span.count == span.count && best.span.lowerBound <= span.lowerBound) {
                return
            }
            best = (entry, span)
        }
        // Each name is tried only where its first character or word stands: a clock question
        // that names no zone (most) costs a look-up a character.
        let folded = sentence.folded
        for i in folded.indices {
            for (entry, name) in index.chinese[folded[i]] ?? [] where TextScan.matches(folded, name, at: i) {
                consider(entry, i..<(i + name.count))
            }
        }
        let words = sentence.english
        for k in 0..<words.count {
            for (entry, phrase) in index.english[words.key(k)] ?? [] where words.hasPhrase(phrase, at: k) {
                consider(entry, words.span(k).lowerBound..<words.span(k + phrase.count - 1).upperBound)
            }
        }
        return best.map { (entries[$0.entry].city, $0.span) }
    }

    /// The zone whose Chinese name is `name` (what the clock's `place` parameter holds).
    public static func city(named name: String) -> City? {
        entries.first { $0.city.name == name }?.city
    }

    /// The names by their first character (Chinese) or first word's key (English).
    private static let index: (chinese: [UInt32: [(Int, [UInt32])]], english: [UInt64: [(Int, EnglishPhrase)]]) = {
        var chinese: [UInt32: [(Int, [UInt32])]] = [:]
        var english: [UInt64: [(Int, EnglishPhrase)]] = [:]
        for (k, entry) in entries.enumerated() {
            for name in entry.chinese where !name.isEmpty { chinese[name[0], default: []].append((k, name)) }
            for phrase in entry.english where phrase.count > 0 { english[phrase.keys[0], default: []].append((k, phrase)) }
        }
        return (chinese, english)
    }()

    private struct Entry {
        let city: City
        /// The names to look for, folded: Chinese ones as scalars, English ones as phrases.
        let chinese: [[UInt32]]
        let english: [EnglishPhrase]
    }

    /// "太平洋时间|Pacific Time|pst|… = America/Los_Angeles": the Chinese name, the English name, other names.
    private static let entries: [Entry] = WordLists.timeZoneNames.compactMap { line in
        guard let (words, zone) = WordLists.sides(line) else { return nil }
        let names = WordLists.fields(words, separator: "|")
        guard names.count >= 2 else { return nil }
        let city = City(name: names[0], englishName: names[1], latitude: 0, longitude: 0, countryCode: "", zone: zone)
        let folded = names.map { MatchText.scalars(of: $0) }
        let isEnglish = names.map { WordLists.isEnglish($0.lowercased()) }
        return Entry(city: city,
                     chinese: folded.indices.filter { !isEnglish[$0] }.map { folded[$0] },
                     english: names.indices.filter { isEnglish[$0] }.map { EnglishPhrase(names[$0].lowercased()) })
    }
}
