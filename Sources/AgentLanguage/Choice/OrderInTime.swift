import AgentCore

/// Words of order in time: which of several items rings first or last (早, 晚一点, earlier, the later,
/// the short one: a timer rings by its length; Choice/words: choice-earlier, choice-later). An answer to a
/// choice (`ChoiceReader`) and a cancel that names no other subject (`ScheduleSelection`) pick by them.
public enum OrderInTime {
    /// Whether `word` (folded) asks for the first to ring (true) or the last (false); nil when it is no word of order.
    public static func said(_ word: [UInt32]) -> Bool? {
        if earlier.contains(word) { return true }
        if later.contains(word) { return false }
        return nil
    }

    public static func said(_ word: String) -> Bool? {
        said(MatchText.scalars(of: word))
    }

    private static let earlier = Set(WordLists.choiceEarlier.map { Array($0.unicodeScalars.map(\.value)) })
    private static let later = Set(WordLists.choiceLater.map { Array($0.unicodeScalars.map(\.value)) })
}
