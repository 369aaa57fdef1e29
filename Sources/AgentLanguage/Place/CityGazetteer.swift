import AgentCore
import AgentProtocol

/// A city the gazetteer knows.
public struct City: Sendable, Equatable {
    /// The Chinese name, the one a city is reported by ("北京", "巴黎").
    public var name: String
    public var englishName: String
    public var latitude: Double
    public var longitude: Double
    /// The ISO 3166 code of its country ("CN", "FR").
    public var countryCode: String

    public init(name: String, englishName: String, latitude: Double, longitude: Double, countryCode: String = "CN") {
        self.name = name
        self.englishName = englishName
        self.latitude = latitude
        self.longitude = longitude
        self.countryCode = countryCode
    }
}

/// A city named in a sentence, with the Unicode scalar offsets of the name as written.
public struct CityMatch: Sendable, Equatable {
    public var city: City
    public var start: Int
    public var end: Int

    public init(city: City, start: Int, end: Int) {
        self.city = city
        self.start = start
        self.end = end
    }

    public var name: String { city.name }
    public var englishName: String { city.englishName }
    public var latitude: Double { city.latitude }
    public var longitude: Double { city.longitude }
}

/// Finds cities named in a sentence: "北京天气怎么样", "weather in Beijing",
/// "上海迪士尼明天下雨吗", "巴黎周末天气", "Sydney weather" (see `CityTable` and
/// `WorldCityTable` for the lists).
///
/// A name counts only where the sentence's segmentation (`Lexicon.segment`) cuts
/// before and after it, so that one inside a longer word is no city: 大理石 is
/// marble, 三明治 a sandwich, 北海道 Hokkaido (rule: name on word boundaries).
/// It also counts as the start of a place name ending in a part of a city
/// (北京市, 南京路, 深圳湾; rule: city part). A name that jieba also lists as a
/// verb or another word is no city right after a negation (这瓶酒还没开封; rule:
/// negated verb). Chinese names, their short and traditional forms and "X市" are
/// found so; English names case-blind, as whole words ("Dali" is not in "Dalian").
/// When names overlap the longest wins, otherwise the first: "北京和上海" is 北京.
public enum CityGazetteer {
    /// Every city, Chinese ones first, in table order.
    public static var all: [City] { index.cities }

    /// The first city named in `text`.
    public static func find(in text: String) -> CityMatch? {
        let scalars = MatchText.scalars(of: text)
        let tokens = Lexicon.segment(scalars)
        var tokenEnd = [Int](repeating: -1, count: scalars.count + 1)  // the end of the token starting here, or -1
        for token in tokens { tokenEnd[token.lowerBound] = token.upperBound }
        tokenEnd[scalars.count] = scalars.count
        var best: CityMatch?
        for token in tokens {
            let i = token.lowerBound
            // Past the end of a match nothing later can overlap it.
            if let found = best, i >= found.end { break }
            for name in index.names[scalars[i]] ?? [] where name.matches(scalars, at: i) {
                let end = i + name.scalars.count
                guard tokenEnd[end] >= 0 || isCityPart(scalars, name: i..<end, token: i..<token.upperBound),
                    !isNegatedVerb(scalars, name: i..<end, after: tokens)
                else { continue }
                if best.map({ end - i > $0.end - $0.start }) ?? true {
                    best = CityMatch(city: index.cities[name.city], start: i, end: end)
                }
                break  // names are sorted longest first
            }
        }
        return best
    }

    /// The city whose name (any accepted form, English case-blind) is exactly `name`,
    /// spaces around it ignored: `--default-city 深圳`, "Shenzhen", "深圳市", "Paris".
    public static func city(named name: String) -> City? {
        var scalars = MatchText.scalars(of: name)[...]
        while let first = scalars.first, first == 0x20 || first == 0x09 { scalars.removeFirst() }
        while let last = scalars.last, last == 0x20 || last == 0x09 { scalars.removeLast() }
        guard let first = scalars.first else { return nil }
        let wanted = Array(scalars)
        return index.names[first]?.first(where: { $0.scalars == wanted }).map { index.cities[$0.city] }
    }

    /// The parts of a city a place name may end in after the city's name.
    private static let cityParts: [[UInt32]] = ["市", "区", "县", "路", "街", "站", "湾", "港", "机场"].map(MatchText.scalars(of:))

    /// Rule city part: the name starts a token that is a place name, and what follows it
    /// in that token is a part of a city: 南京路, 深圳湾 (not 北海道, a place of its own).
    private static func isCityPart(_ text: [UInt32], name: Range<Int>, token: Range<Int>) -> Bool {
        guard token.upperBound > name.upperBound, Lexicon.isPlaceName(text[token]) else { return false }
        let rest = text[name.upperBound..<token.upperBound]
        return cityParts.contains { $0.elementsEqual(rest) }
    }

    /// Words after which a verb, not a city, comes: 没开封, 未开封, 已开封.
    private static let negations: Set<[UInt32]> = Set(["没", "未", "已", "没有", "尚未", "还没", "已经"].map(MatchText.scalars(of:)))

    /// Rule negated verb: a name jieba lists as another word (开封, to unseal) right after a negation.
    private static func isNegatedVerb(_ text: [UInt32], name: Range<Int>, after tokens: [Range<Int>]) -> Bool {
        guard Lexicon.isWordBesidesPlace(text[name]),
            let previous = tokens.last(where: { $0.upperBound <= name.lowerBound }), previous.upperBound == name.lowerBound
        else { return false }
        return negations.contains(Array(text[previous]))
    }

    private static let index = Index()

    /// One written form of a city's name, folded.
    private struct Name: Sendable {
        var scalars: [UInt32]
        var city: Int

        func matches(_ text: [UInt32], at i: Int) -> Bool {
            guard i + scalars.count <= text.count else { return false }
            for k in 0..<scalars.count where text[i + k] != scalars[k] { return false }
            return true
        }
    }

    /// The names by their first scalar, each list longest first, so a sentence
    /// is scanned once whatever the number of cities.
    private struct Index: Sendable {
        let cities: [City]
        let names: [UInt32: [Name]]

        init() {
            var cities: [City] = []
            var names: [UInt32: [Name]] = [:]
            var taken: Set<[UInt32]> = []
            for record in CityTable.records + WorldCityTable.records {
                let city = cities.count
                cities.append(City(name: record.name, englishName: record.english, latitude: record.latitude,
                                   longitude: record.longitude, countryCode: record.country))
                for form in [record.name, record.name + "市", record.english] + record.aliases {
                    let scalars = MatchText.scalars(of: form)
                    // The first city listed keeps a name two would share ("Taizhou").
                    guard let first = scalars.first, taken.insert(scalars).inserted else { continue }
                    names[first, default: []].append(Name(scalars: scalars, city: city))
                }
            }
            self.cities = cities
            self.names = names.mapValues { $0.sorted { $0.scalars.count > $1.scalars.count } }
        }
    }
}
