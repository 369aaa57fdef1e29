/// Reads numbers written with digits: ASCII or full-width, with an optional
/// decimal part ("30", "３０", "1.5").
public enum NumberReader {
    /// A number starting at `start`, and the offset just past it.
    public static func read(_ text: [Unicode.Scalar], at start: Int) -> (value: Double, end: Int)? {
        var i = start
        var value = 0.0
        while i < text.count, let digit = digitValue(text[i]) {
            value = value * 10 + Double(digit)
            i += 1
        }
        guard i > start else { return nil }
        if i + 1 < text.count, isDecimalPoint(text[i]), let first = digitValue(text[i + 1]) {
            var scale = 0.1
            value += Double(first) * scale
            i += 2
            while i < text.count, let digit = digitValue(text[i]) {
                scale /= 10
                value += Double(digit) * scale
                i += 1
            }
        }
        return (value, i)
    }

    /// Every number in `text` with its scalar range, in order.
    public static func all(in text: String) -> [(value: Double, start: Int, end: Int)] {
        let scalars = Array(text.unicodeScalars)
        var found: [(value: Double, start: Int, end: Int)] = []
        var i = 0
        while i < scalars.count {
            if let (value, end) = read(scalars, at: i) {
                found.append((value, i, end))
                i = end
            } else {
                i += 1
            }
        }
        return found
    }

    /// The whole of `text` as one number, ignoring surrounding spaces and end punctuation.
    public static func readWhole(_ text: String) -> Double? {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, TextScan.isSpace(scalars[start]) { start += 1 }
        while end > start, TextScan.isSpace(scalars[end - 1]) || TextScan.isEndPunctuation(scalars[end - 1]) { end -= 1 }
        guard let (value, stop) = read(scalars, at: start), stop == end else { return nil }
        return value
    }

    public static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: return Int(scalar.value - 0x30)
        case 0xFF10...0xFF19: return Int(scalar.value - 0xFF10)
        default: return nil
        }
    }

    static func isDecimalPoint(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "\u{FF0E}"
    }
}
