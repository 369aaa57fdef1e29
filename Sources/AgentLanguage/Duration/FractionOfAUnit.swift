extension DurationReader {
    /// Rule: B分之A before a unit is A Bths of it (三分之一小时 is 20 minutes, 四分之三个小时 45):
    /// the fraction and where it ends, when one follows the `denominator` read before `q`.
    func fractionOfAUnit(_ denominator: Double, at q: Int) -> (value: Double, end: Int)? {
        guard q + 2 < text.count, text[q] == "分", text[q + 1] == "之", denominator > 0, denominator.isFinite,
              let part = number(at: q + 2)
        else { return nil }
        return (part.value / denominator, part.end)
    }
}
