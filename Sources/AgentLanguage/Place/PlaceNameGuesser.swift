import AgentCore

/// A place a sentence names that the gazetteer does not know, for a geocoding service to look up.
public struct PlaceGuess: Sendable, Equatable {
    /// The place as the sentence writes it (folded, for a Chinese one: 峨眉山, "New York").
    public var name: String
    /// Where it stands, in scalar offsets.
    public var span: Range<Int>
}

/// Proposes the place a weather question is about when `CityGazetteer` does not know it:
/// "峨眉山明天山顶冷不冷" → 峨眉山, "腾冲明天天气怎么样" → 腾冲, "weather in Reykjavik" → Reykjavik.
/// The rules, tried in this order:
/// - **Place name by position** (`PlaceByPosition`): a word the lexicon knows as a place name where
///   a place stands in a weather question.
/// - **Words before the weather** (`PlaceBeforeWeather`): else the few words between the words of
///   asking and time and the first weather word.
/// - **English place name** (`EnglishPlaceName`): the capitalised words after "in", "for" or "at".
///
/// Nothing (nil) when no place is left: "今天冷吗", "出门要带雨伞吗", "这边热不热",
/// "weather for Monday"; the caller then uses its default city.
public enum PlaceNameGuesser {
    /// The place the sentence names (`Sentence.place` keeps it).
    public static func guess(in sentence: Sentence) -> PlaceGuess? {
        let words = PlaceWords(sentence)
        if let span = PlaceByPosition.place(in: words) ?? PlaceBeforeWeather.place(in: words) {
            return PlaceGuess(name: MoodWords.string(sentence.folded[span]), span: span)
        }
        return EnglishPlaceName.place(in: sentence)
    }

    /// The place `text` names (read as a sentence here).
    public static func guess(in text: String) -> String? {
        Sentence(text).place?.name
    }
}

/// The words of a sentence as the place rules see them: each word's roles (Place/words:
/// place-weather-words, place-time-words, place-leading-words, place-motion-words,
/// place-linking-words, non-places), looked up once.
struct PlaceWords {
    struct Roles: OptionSet {
        let rawValue: UInt8
        static let weather = Roles(rawValue: 1)
        static let time = Roles(rawValue: 2)
        static let leading = Roles(rawValue: 4)
        static let motion = Roles(rawValue: 8)
        static let linking = Roles(rawValue: 16)
        static let notPlace = Roles(rawValue: 32)
        /// A word with no Chinese character that is no number: punctuation, a space, English.
        static let clauseBreak = Roles(rawValue: 64)
        static let number = Roles(rawValue: 128)
    }

    let text: [UInt32]
    let words: [Range<Int>]
    let roles: [Roles]

    init(_ sentence: Sentence) {
        text = sentence.folded
        words = sentence.words
        roles = words.map { Self.roles(of: sentence.folded, $0) }
    }

    var count: Int { words.count }

    func isTime(_ k: Int) -> Bool { !roles[k].isDisjoint(with: [.time, .number]) }

    private static func roles(of text: [UInt32], _ word: Range<Int>) -> Roles {
        var roles = WordKey(text, word).flatMap { table[$0] } ?? []
        // 今天下午, 明天早上: a word the lexicon holds whole that is two listed times is a time.
        if roles.isEmpty, isTwoTimes(text, word) { roles.insert(.time) }
        if text[word].allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || Lexicon.isNumeral($0) }) {
            roles.insert(.number)
        } else if !text[word].contains(where: Lexicon.isChinese) {
            roles.insert(.clauseBreak)
        }
        return roles
    }

    /// Every listed word with its roles.
    private static let table: [WordKey: Roles] = {
        var table: [WordKey: Roles] = [:]
        let lists: [([String], Roles)] = [
            (WordLists.placeWeatherWords, .weather), (WordLists.placeTimeWords, .time), (WordLists.placeLeadingWords, .leading),
            // 要是明天下雨, 如果北京下雪: a condition opens the clause before the place, as asking does.
            (WordLists.conditionWords, .leading),
            (WordLists.placeMotionWords, .motion), (WordLists.placeLinkingWords, .linking), (WordLists.nonPlaces, .notPlace),
        ]
        for (words, role) in lists {
            for word in words {
                if let key = WordKey(word) { table[key, default: []].insert(role) }
            }
        }
        return table
    }()

    private static func isTwoTimes(_ text: [UInt32], _ word: Range<Int>) -> Bool {
        guard word.count >= 2 else { return false }
        return ((word.lowerBound + 1)..<word.upperBound).contains { cut in
            isTime(text, word.lowerBound..<cut) && isTime(text, cut..<word.upperBound)
        }
    }

    private static func isTime(_ text: [UInt32], _ range: Range<Int>) -> Bool {
        WordKey(text, range).flatMap { table[$0] }?.contains(.time) ?? false
    }

    /// Whether `text[range]` is a listed word that names no place (the guess as a whole, 古镇).
    static func isNotPlace(_ text: [UInt32], _ range: Range<Int>) -> Bool {
        WordKey(text, range).flatMap { table[$0] }?.contains(.notPlace) ?? false
    }
}
