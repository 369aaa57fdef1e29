import AgentProtocol

/// The rules of how a reply is written that a machine can check, per language (docs/skills.md, "Replies").
/// `violations` names every rule a reply breaks; an empty list is a reply a person could have written.
public enum ReplyStyle {
    public struct Rule: Sendable {
        public let name: String
        let applies: @Sendable (ReplyLanguage) -> Bool
        let broken: @Sendable (String) -> Bool
    }

    public static func violations(of reply: String, in language: ReplyLanguage) -> [String] {
        rules.filter { $0.applies(language) && $0.broken(reply) }.map(\.name)
    }

    public static let rules: [Rule] = [
        // Both languages.
        Rule(name: "no programmer notation (^ * sqrt cbrt)", applies: { _ in true }) { text in
            text.contains("^") || text.contains("*") || text.contains("sqrt") || text.contains("cbrt")
        },
        Rule(name: "no exponent notation (1e+21)", applies: { _ in true }) { text in
            text.contains(#/\de[+-]?\d/#)
        },
        Rule(name: "no whole number written with .0 (2.0)", applies: { _ in true }) { text in
            text.contains(#/(^|[^\d.])\d+\.0(?!\d)/#)
        },
        Rule(name: "no ASCII double quotes", applies: { _ in true }) { $0.contains("\"") },
        Rule(name: "no ASCII single quotes used as quotes", applies: { _ in true }) { text in
            // An apostrophe between letters (can't) is no quote; ’ is the one replies use.
            let scalars = Array(text.unicodeScalars)
            return scalars.indices.contains { i in
                scalars[i] == "'" && !(i > 0 && i + 1 < scalars.count && isLetter(scalars[i - 1]) && isLetter(scalars[i + 1]))
            }
        },
        Rule(name: "no doubled word", applies: { _ in true }) { text in
            text.contains(#/(?i)\b([a-z]+)\s+\1\b/#) || text.contains(#/(的|了|是|在|您|我)\1/#)
                || text.contains(#/(\p{Han}{2,})\1/#)
        },
        // Chinese.
        Rule(name: "Chinese quotes with 「」", applies: { $0 == .chinese }) { text in
            text.contains("“") || text.contains("”") || text.contains("‘") || text.contains("’")
        },
        Rule(name: "Chinese punctuation is full-width beside Chinese text", applies: { $0 == .chinese }) { text in
            let scalars = Array(text.unicodeScalars)
            return scalars.indices.contains { i in
                ",?!;:()".unicodeScalars.contains(scalars[i])
                    && ((i > 0 && isHan(scalars[i - 1])) || (i + 1 < scalars.count && isHan(scalars[i + 1])))
            }
        },
        Rule(name: "Chinese maths uses × ÷ (no /)", applies: { $0 == .chinese }) { $0.contains("/") },
        Rule(name: "a Chinese sentence ends with 。？！ or a closing bracket", applies: { $0 == .chinese }) { text in
            guard text.unicodeScalars.contains(where: isHan) else { return !isFormula(text) }
            return !["。", "？", "！", "）", "」"].contains { text.hasSuffix($0) }
        },
        // English.
        Rule(name: "English has no CJK outside quotes", applies: { $0 == .english }) { text in
            var quoted = false
            for scalar in text.unicodeScalars {
                if scalar == "“" { quoted = true } else if scalar == "”" { quoted = false }
                if !quoted, isHan(scalar) || (0x3000...0x303F).contains(scalar.value) || (0xFF00...0xFFEF).contains(scalar.value) {
                    return true
                }
            }
            return false
        },
        Rule(name: "no “to to”", applies: { $0 == .english }) { $0.lowercased().contains(#/\bto\W+to\b/#) },
        Rule(name: "English counts agree (1 minute, not 1 minutes)", applies: { $0 == .english }) { text in
            text.contains(#/(^|[^\d.,])1 (second|minute|hour|day|alarm|timer|reminder)s\b/#)
        },
        Rule(name: "English am and pm are written AM and PM", applies: { $0 == .english }) { text in
            text.contains(#/\d\s?(am|pm|a\.m\.|p\.m\.)\b/#) || text.contains(#/\b0\d:\d\d (AM|PM)/#)
        },
        Rule(name: "an English sentence ends with . ? ! or a closing bracket", applies: { $0 == .english }) { text in
            !isFormula(text) && ![".", "?", "!", ")"].contains { text.hasSuffix($0) }
        },
    ]

    /// A calculation's answer ("3 + 5 × 2 = 13") is a formula, not a sentence: no end punctuation.
    static func isFormula(_ text: String) -> Bool {
        (text.contains(" = ") || text.contains(" ≈ ")) && !text.unicodeScalars.contains(where: isHan)
    }

    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
    }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic
    }
}
