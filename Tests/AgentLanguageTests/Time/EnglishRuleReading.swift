@testable import AgentLanguage
import Foundation

/// A sentence of an English rule test, and where the rule is tried in it: the first word of the
/// sentence starting with `word` (letters or digits, as written).
struct EnglishRuleInput {
    let sentence: Sentence
    let start: Int

    init(_ text: String, at word: String) {
        sentence = Sentence(text)
        let scalars = Array(text.unicodeScalars), wanted = Array(word.unicodeScalars)
        start = scalars.indices.first { i in
            i + wanted.count <= scalars.count && Array(scalars[i..<i + wanted.count]) == wanted
                && (i == 0 || !TextScan.isASCIILetter(scalars[i - 1]))
        } ?? -1
    }

    /// The English time word at the start, and its end.
    var word: (word: EnglishTimeWord, end: Int) {
        sentence.englishWord(at: start) ?? (.other, start)
    }
}

/// A part as the English rule tests write it: the clock when one is named ("19:30"), "weak" for a
/// part that counts only beside another, then `described`, a date of no year written "date 3-20" ("7:00 am to 4", "weak day 3 to 8").
func englishDescribed(_ part: TimePart?) -> String? {
    guard let part, let rest = described(part) else { return nil }
    var words: [String] = []
    if let hour = part.hour { words.append("\(hour):" + (part.minute ?? 0 < 10 ? "0" : "") + "\(part.minute ?? 0)") }
    if part.isWeak { words.append("weak") }
    if case .date(nil, let month, let day)? = part.day {
        words.append(rest.replacingOccurrences(of: "\(part.day!)", with: "date \(month)-\(day)"))
    } else {
        words.append(rest)
    }
    return words.joined(separator: " ")
}
