/// What a person asks to be reminded of: the words after 提醒我 / 叫我 /
/// "remind me to", up to the end of the clause; nil when nothing is named.
public enum ReminderExtractor {
    static let markers: [[Unicode.Scalar]] = ["提醒我", "叫我", "remind me to", "remind me"].map { Array($0.unicodeScalars) }

    public static func reminder(in text: String) -> String? {
        let folded = TextScan.fold(text)
        let original = Array(text.unicodeScalars)
        for marker in markers {
            guard let at = (0..<folded.count).first(where: { TextScan.hasPrefix(folded, marker, at: $0) }) else { continue }
            var start = at + marker.count
            // "提醒我：开会" names 开会: skip the spaces and punctuation that introduce it.
            while start < original.count, TextScan.isSpace(original[start]) || TextScan.isEndPunctuation(original[start]) {
                start += 1
            }
            var end = start
            while end < original.count, !TextScan.isEndPunctuation(original[end]) { end += 1 }
            while end > start, TextScan.isSpace(original[end - 1]) { end -= 1 }
            if end > start {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: original[start..<end])
                return String(view)
            }
            return nil
        }
        return nil
    }
}
