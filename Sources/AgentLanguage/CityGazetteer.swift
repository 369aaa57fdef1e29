/// A city the gazetteer knows.
public struct City: Sendable, Equatable {
    /// The Chinese name, the one a city is reported by ("北京").
    public var name: String
    public var englishName: String
    public var latitude: Double
    public var longitude: Double

    public init(name: String, englishName: String, latitude: Double, longitude: Double) {
        self.name = name
        self.englishName = englishName
        self.latitude = latitude
        self.longitude = longitude
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

/// Finds Chinese cities named in a sentence: "北京天气怎么样", "weather in Beijing",
/// "上海迪士尼明天下雨吗" all name one (see `CityTable` for the list).
///
/// Chinese names, their short and traditional forms and "X市" are found
/// anywhere, except inside a decoy word (大理石, 三明治, 北海道); English names
/// case-blind and as whole words ("Dali" is not in "Dalian"). When names
/// overlap the longest wins, otherwise the first: "北京和上海" is 北京.
public enum CityGazetteer {
    /// Every city, in table order.
    public static var all: [City] { index.cities }

    /// The first city named in `text`.
    public static func find(in text: String) -> CityMatch? {
        let scalars = TextScan.fold(text)
        var best: CityMatch?
        var i = 0
        while i < scalars.count {
            // Past the end of a match nothing later can overlap it.
            if let found = best, i >= found.end { break }
            for name in index.names[scalars[i]] ?? [] where name.matches(scalars, at: i) {
                let end = i + name.scalars.count
                if isInsideDecoy(scalars, start: i, end: end) { continue }
                if best.map({ end - i > $0.end - $0.start }) ?? true {
                    best = CityMatch(city: index.cities[name.city], start: i, end: end)
                }
                break  // names are sorted longest first
            }
            i += 1
        }
        return best
    }

    /// The city whose name (any accepted form, English case-blind) is exactly `name`,
    /// spaces around it ignored: `--default-city 深圳`, "Shenzhen", "深圳市".
    public static func city(named name: String) -> City? {
        var scalars = TextScan.fold(name)[...]
        while let first = scalars.first, TextScan.isSpace(first) { scalars.removeFirst() }
        while let last = scalars.last, TextScan.isSpace(last) { scalars.removeLast() }
        guard let first = scalars.first else { return nil }
        let wanted = Array(scalars)
        return index.names[first]?.first(where: { $0.scalars == wanted }).map { index.cities[$0.city] }
    }

    private static func isInsideDecoy(_ text: [Unicode.Scalar], start: Int, end: Int) -> Bool {
        for decoy in index.decoys where decoy.count >= end - start {
            let lowest = max(0, end - decoy.count)
            if lowest <= start, (lowest...start).contains(where: { TextScan.hasPrefix(text, decoy, at: $0) }) {
                return true
            }
        }
        return false
    }

    private static let index = Index()

    /// One written form of a city's name, folded.
    private struct Name: Sendable {
        var scalars: [Unicode.Scalar]
        var city: Int
        /// Latin names must stand as whole words.
        var isLatin: Bool

        func matches(_ text: [Unicode.Scalar], at i: Int) -> Bool {
            guard TextScan.hasPrefix(text, scalars, at: i) else { return false }
            guard isLatin else { return true }
            let end = i + scalars.count
            return (i == 0 || !Self.isWordScalar(text[i - 1])) && (end == text.count || !Self.isWordScalar(text[end]))
        }

        private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            TextScan.isASCIILetter(scalar) || ("0"..."9").contains(scalar)
        }
    }

    /// The names by their first scalar, each list longest first, so a sentence
    /// is scanned once whatever the number of cities.
    private struct Index: Sendable {
        let cities: [City]
        let names: [Unicode.Scalar: [Name]]
        let decoys: [[Unicode.Scalar]]

        init() {
            var cities: [City] = []
            var names: [Unicode.Scalar: [Name]] = [:]
            var taken: Set<[Unicode.Scalar]> = []
            for record in CityTable.records {
                let city = cities.count
                cities.append(City(name: record.name, englishName: record.english,
                                   latitude: record.latitude, longitude: record.longitude))
                for form in [record.name, record.name + "市", record.english] + record.aliases {
                    let scalars = TextScan.fold(form)
                    // The first city listed keeps a name two would share ("Taizhou").
                    guard let first = scalars.first, taken.insert(scalars).inserted else { continue }
                    names[first, default: []].append(
                        Name(scalars: scalars, city: city, isLatin: TextScan.isASCIILetter(first)))
                }
            }
            self.cities = cities
            self.names = names.mapValues { $0.sorted { $0.scalars.count > $1.scalars.count } }
            self.decoys = CityTable.decoys.map(TextScan.fold)
        }
    }
}
