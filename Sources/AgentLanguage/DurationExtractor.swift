/// A span of time found in text, with the scalar range it was read from.
public struct DurationMatch: Sendable, Equatable {
    public var seconds: Double
    public var start: Int
    public var end: Int
}

/// Reads durations: one or more number–unit groups in a row
/// ("30分钟", "1小时30分钟", "1h30m", "90 secs", "5 minutes").
public enum DurationExtractor {
    /// A unit word and the seconds it stands for. Longer spellings come first
    /// so "分钟" wins over "分" and "minutes" over "m".
    struct Unit {
        let word: [Unicode.Scalar]
        let seconds: Double
        /// Latin words must not run into a following letter ("5 months" is not 5 m).
        var isLatin: Bool { word.allSatisfy(TextScan.isASCIILetter) }
    }

    static let units: [Unit] = {
        let table: [(String, Double)] = [
            ("个小时", 3600), ("个钟头", 3600), ("小时", 3600), ("钟头", 3600), ("hours", 3600), ("hour", 3600),
            ("hrs", 3600), ("hr", 3600), ("h", 3600),
            ("分钟", 60), ("分", 60), ("minutes", 60), ("minute", 60), ("mins", 60), ("min", 60), ("m", 60),
            ("秒钟", 1), ("秒", 1), ("seconds", 1), ("second", 1), ("secs", 1), ("sec", 1), ("s", 1),
            ("天", 86_400), ("days", 86_400), ("day", 86_400), ("d", 86_400),
        ]
        return table.map { Unit(word: Array($0.0.unicodeScalars), seconds: $0.1) }
            .sorted { $0.word.count > $1.word.count }
    }()

    /// The first duration in `text`.
    public static func first(in text: String) -> DurationMatch? {
        all(in: text).first
    }

    /// Every duration in `text`, in order, none overlapping.
    public static func all(in text: String) -> [DurationMatch] {
        let scalars = TextScan.fold(text)
        var found: [DurationMatch] = []
        var i = 0
        while i < scalars.count {
            if let match = duration(in: scalars, at: i) {
                found.append(match)
                i = match.end
            } else {
                i += 1
            }
        }
        return found
    }

    /// A duration answering a question asked in `unit` ("10" with unit 分钟 is 600 s);
    /// a duration with its own unit is taken as written.
    public static func answer(_ text: String, unit: String?) -> Double? {
        if let value = NumberReader.readWhole(text) {
            return value * (unit.flatMap(seconds(ofUnit:)) ?? 60)
        }
        return first(in: text)?.seconds
    }

    /// Seconds in one `unit` ("分钟" → 60), or nil for a word that is no unit.
    public static func seconds(ofUnit unit: String) -> Double? {
        let word = TextScan.fold(unit)
        return units.first(where: { $0.word == word })?.seconds
    }

    private static func duration(in text: [Unicode.Scalar], at start: Int) -> DurationMatch? {
        // A number inside a longer number ("12" at "2") is not a start.
        if start > 0, NumberReader.digitValue(text[start - 1]) != nil || NumberReader.isDecimalPoint(text[start - 1]) {
            return nil
        }
        var total = 0.0
        var i = start
        var end = start
        while let (value, afterNumber) = NumberReader.read(text, at: i) {
            var j = afterNumber
            while j < text.count, TextScan.isSpace(text[j]) { j += 1 }
            guard let unit = unit(in: text, at: j) else { break }
            total += value * unit.seconds
            end = j + unit.word.count
            i = end
            while i < text.count, TextScan.isSpace(text[i]) { i += 1 }
        }
        return end > start ? DurationMatch(seconds: total, start: start, end: end) : nil
    }

    private static func unit(in text: [Unicode.Scalar], at i: Int) -> Unit? {
        for unit in units where TextScan.hasPrefix(text, unit.word, at: i) {
            let after = i + unit.word.count
            if unit.isLatin, after < text.count, TextScan.isASCIILetter(text[after]) { continue }
            return unit
        }
        return nil
    }
}
