@testable import AgentLanguage
import Testing

/// The cities abroad are read from their generated text at first use, a coordinate as its digits
/// over a power of ten: each must be the Double that `Double(String)` reads, to the bit.
struct WorldCityTableTests {
    private func decimal(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { WorldCityTable.decimal($0[...]) }
    }

    @Test(arguments: ["-23.5475", "139.6917", "0", "7", "-0.1257", "12.", ".5", "-.5", "0.1", "0.3", "123456789012345",
                      "1234567890123456.5", "9007199254740993", "1e5", "+1", "", "-", ".", "abc", "1.2.3", "4,5"])
    func readsADecimalAsDoubleDoes(text: String) {
        #expect(decimal(text)?.bitPattern == Double(text)?.bitPattern)
    }

    @Test func readsEveryCityAsDoubleDoes() {
        let lines = WorldCityData.text.split(separator: "\n")
        #expect(WorldCityTable.records.count == lines.count)
        for (record, line) in zip(WorldCityTable.records, lines) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            #expect(record.name == fields[0] && record.country == fields[4] && record.zone == fields[5])
            #expect([record.english] + record.aliases == fields[1].split(separator: "|").map(String.init))
            #expect(record.latitude.bitPattern == Double(fields[2])?.bitPattern, "\(record.name)")
            #expect(record.longitude.bitPattern == Double(fields[3])?.bitPattern, "\(record.name)")
        }
    }
}
