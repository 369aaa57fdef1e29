extension EnglishTimeReader {
    /// Rule: "am", "a.m.", "pm", "p.m." after optional spaces from `j`, standing as a word of its
    /// own: the half of the day an hour is in.
    static func meridiem(in text: Sentence, at j: Int) -> (period: Period, end: Int)? {
        let k = text.skipSpaces(from: j)
        guard !text.isLetter(k - 1) else { return nil }
        if let end = markEnd(Marks.am, in: text, at: k) { return (.am, end) }
        if let end = markEnd(Marks.pm, in: text, at: k) { return (.pm, end) }
        return nil
    }

    /// Rule: "o'clock", "o’clock", "oclock" after optional spaces from `j`: the end of the mark.
    static func oClock(in text: Sentence, at j: Int) -> Int? {
        markEnd(Marks.oClock, in: text, at: text.skipSpaces(from: j))
    }

    /// The end of the first of `forms` written at `k`, when no letter follows it. The lists put a
    /// longer form first ("a.m." before "a.m"), so that the first found is the whole mark.
    private static func markEnd(_ forms: [[Unicode.Scalar]], in text: Sentence, at k: Int) -> Int? {
        guard let form = forms.first(where: { text.has($0, at: k) }), !text.isLetter(k + form.count) else { return nil }
        return k + form.count
    }

    private enum Marks {
        static let am = WordLists.englishAm.map { Array($0.unicodeScalars) }
        static let pm = WordLists.englishPm.map { Array($0.unicodeScalars) }
        static let oClock = WordLists.englishOclock.map { Array($0.unicodeScalars) }
    }
}
