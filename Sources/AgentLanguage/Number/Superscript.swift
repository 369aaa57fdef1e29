/// Superscript forms, for powers written as mathematicians write them: 8², 2⁻¹, 10²¹.
enum Superscript {
    /// `text` raised, or nil when a character of it has no superscript form (only digits,
    /// signs and parentheses have one); spaces are dropped.
    static func of<S: StringProtocol>(_ text: S) -> String? {
        var raised = ""
        for character in text where character != " " {
            guard let up = forms[character] else { return nil }
            raised.append(up)
        }
        return raised.isEmpty ? nil : raised
    }

    private static let forms: [Character: Character] = [
        "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹",
        "+": "⁺", "-": "⁻", "−": "⁻", "(": "⁽", ")": "⁾",
    ]
}
