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
    /// The IANA name of its time zone ("Asia/Shanghai", "America/Chicago").
    public var zone: String

    public init(name: String, englishName: String, latitude: Double, longitude: Double, countryCode: String = "CN",
                zone: String = "Asia/Shanghai") {
        self.name = name
        self.englishName = englishName
        self.latitude = latitude
        self.longitude = longitude
        self.countryCode = countryCode
        self.zone = zone
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
/// `WorldCityTable` for the lists), in one pass over the sentence's words.
///
/// The rules:
/// - **Name on word boundaries:** a name counts only where the sentence's words (`Sentence.words`)
///   begin and end, so that one inside a longer word is no city: 大理石 is marble, 三明治 a
///   sandwich, 北海道 Hokkaido.
/// - **City part:** it also counts as the start of a place name ending in a part of a city
///   (北京市, 南京路, 深圳湾; Place/words/city-parts).
/// - **Negated verb:** a name that jieba also lists as a verb or another word is no city right
///   after a negation (这瓶酒还没开封; Place/words/verb-markers).
/// Chinese names, their short and traditional forms and "X市" are found so; English names
/// case-blind, as whole words ("Dali" is not in "Dalian"). When names overlap the longest wins,
/// otherwise the first: "北京和上海" is 北京.
/// - **Initials in capitals:** a city's initials (LA, NYC, KL; Place/words/city-abbreviations)
///   name it only where they are written in capitals: "weather in LA", not "la la land".
public enum CityGazetteer {
    /// Every city, Chinese ones first, in table order.
    public static var all: [City] { index.cities }

    /// The first city the sentence names (`Sentence.city` keeps it), from scalar `start` on.
    public static func find(in sentence: Sentence, from start: Int = 0) -> CityMatch? {
        let scalars = sentence.folded
        let words = sentence.words
        let boundaries = sentence.boundaries
        var best: CityMatch?
        for (k, word) in words.enumerated() where word.lowerBound >= start {
            let i = word.lowerBound
            // Past the end of a match nothing later can overlap it.
            if let found = best, i >= found.end { break }
            guard let names = index.names[scalars[i]] else { continue }
            for name in names where TextScan.matches(scalars, name.scalars, at: i) {
                let end = i + name.scalars.count
                if name.inCapitals, !sentence.written[i..<end].allSatisfy({ $0.properties.isUppercase }) { continue }
                guard boundaries.isBoundary(end) || isCityPart(scalars, name: i..<end, word: word),
                    !isNegatedVerb(scalars, name: i..<end, after: k > 0 ? words[k - 1] : nil)
                else { continue }
                if best.map({ end - i > $0.end - $0.start }) ?? true {
                    best = CityMatch(city: index.cities[name.city], start: i, end: end)
                }
                break  // names are sorted longest first
            }
        }
        return best
    }

    /// Every city the sentence names, in order: `Sentence.city` and those after it (不是杭州，是苏州).
    public static func all(in sentence: Sentence) -> [CityMatch] {
        guard var city = sentence.city else { return [] }
        var found = [city]
        while let later = find(in: sentence, from: city.end) {
            found.append(later)
            city = later
        }
        return found
    }

    /// The first city named in `text` (read as a sentence here).
    public static func find(in text: String) -> CityMatch? {
        Sentence(text).city
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

    /// Rule city part: the name starts a word that is a place name, and what follows it in that
    /// word is a part of a city: 南京路, 深圳湾 (not 北海道, a place of its own).
    private static func isCityPart(_ text: [UInt32], name: Range<Int>, word: Range<Int>) -> Bool {
        guard word.upperBound > name.upperBound, Lexicon.isPlaceName(text[word]) else { return false }
        return cityParts.isAll(of: text, name.upperBound..<word.upperBound)
    }

    private static let cityParts = PhraseList(WordLists.cityParts)

    /// Rule negated verb: a name jieba lists as another word (开封, to unseal) right after a negation.
    private static func isNegatedVerb(_ text: [UInt32], name: Range<Int>, after previous: Range<Int>?) -> Bool {
        guard let previous, Lexicon.isWordBesidesPlace(text[name]) else { return false }
        return verbMarkers.isAll(of: text, previous)
    }

    private static let verbMarkers = PhraseList(WordLists.verbMarkers)

    private static let index = Index()

    /// One written form of a city's name, folded.
    private struct Name: Sendable {
        var scalars: [UInt32]
        var city: Int
        /// Initials, which name the city only in capitals.
        var inCapitals = false
    }

    /// The names by their first scalar, each list longest first, so a sentence
    /// is scanned once whatever the number of cities.
    private struct Index: Sendable {
        let cities: [City]
        let names: [UInt32: [Name]]

        init() {
            var cities: [City] = []
            var names: [UInt32: [Name]] = [:]
            func add(_ scalars: [UInt32], city: Int, inCapitals: Bool = false) {
                // The first city listed keeps a name two would share ("Taizhou"): a name is looked
                // for among those of its first scalar, a few, rather than hashed.
                guard let first = scalars.first, names[first]?.contains(where: { $0.scalars == scalars }) != true else { return }
                names[first, default: []].append(Name(scalars: scalars, city: city, inCapitals: inCapitals))
            }
            let records = CityTable.records + WorldCityTable.records
            cities.reserveCapacity(records.count)
            for record in records {
                let city = cities.count
                cities.append(City(name: record.name, englishName: record.english, latitude: record.latitude,
                                   longitude: record.longitude, countryCode: record.country, zone: record.zone))
                let name = MatchText.scalars(of: record.name)
                add(name, city: city)
                add(name + [0x5E02], city: city)  // 市
                add(MatchText.scalars(of: record.english), city: city)
                for alias in record.aliases { add(MatchText.scalars(of: alias), city: city) }
            }
            // Initials name their city only written in capitals (LA, not la); the former names (Bombay) in any case.
            for (lines, inCapitals) in [(WordLists.cityAbbreviations, true), (WordLists.cityEnglishAliases, false)] {
                for line in lines {
                    let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
                    let meant = parts.count == 2 ? MatchText.scalars(of: parts[1]) : []
                    guard let city = cities.firstIndex(where: { MatchText.scalars(of: $0.englishName) == meant }) else { continue }
                    add(MatchText.scalars(of: parts[0]), city: city, inCapitals: inCapitals)
                }
            }
            self.cities = cities
            self.names = names.mapValues { $0.sorted { $0.scalars.count > $1.scalars.count } }
        }
    }
}
