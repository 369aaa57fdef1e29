/// Rule what it is for, in a clause of its own: a timer or an alarm asked with no reminder cue,
/// whose last clause comes after its time and names a task (计时十二分钟，蒸大黄鱼; 定个闹钟，周六早上八点，
/// 去爬鱼峰山; "a timer for 20 minutes, I'm cooking the rice"), is for that task: the clause's words,
/// worded as a reminder is (`ReminderWording`). A task opens with a verb of doing (task-clause-verbs:
/// 蒸, 煲, 去, 接…), or in English with one in -ing, after "I'm" (task-clause-subjects), or before its
/// object and no noun in -ing (task-clause-not-verbs: something, morning); a clause of a few words at
/// most (a reason, 要赶火车去太原, opens with none; thanks or a question name no task).
enum TaskClause {
    /// The task the last clause names, when it stands after every span of `spans` (the times).
    static func reminder(in sentence: Sentence, after spans: [Range<Int>]) -> String? {
        let text = sentence.folded
        guard let timeEnd = spans.map(\.upperBound).max(), timeEnd < text.count else { return nil }
        var start = Clause.start(of: text.count, in: text)
        guard start > timeEnd, Clause.holdsBreak(text, from: timeEnd, to: start) else { return nil }
        while start < text.count, text[start] == 0x20 { start += 1 }
        guard start < text.count, let task = taskStart(in: sentence, at: start),
              QuestionMood.cue(in: Sentence(MoodWords.string(Array(text[start...])))) == nil
        else { return nil }
        guard let words = ReminderWording.words(of: task..<text.count, in: sentence, cuts: []) else { return nil }
        let ideographs = words.unicodeScalars.filter { MoodWords.isIdeograph($0.value) }.count
        let englishWords = words.split(separator: " ").count
        return ideographs <= longest && (ideographs > 0 || englishWords <= longest / 2) ? words : nil
    }

    /// The most ideographs a task's clause holds (half as many English words): more is a thought of its own.
    static let longest = 10

    /// Where the task starts when the clause at `start` opens with one: its verb (蒸 of 蒸大黄鱼; cooking
    /// of "I'm cooking the rice").
    private static func taskStart(in sentence: Sentence, at start: Int) -> Int? {
        let text = sentence.folded
        if verbs.longestMatch(in: text, at: start) != nil { return start }
        let english = sentence.english
        guard let k = (0..<english.count).first(where: { english.span($0).lowerBound == start }) else { return nil }
        var verb = k
        while verb < english.count, verb < k + 3, english.isWord(verb, of: subjects) { verb += 1 }
        guard verb < english.count, english.word(verb).hasSuffix("ing"), english.word(verb).count > 4 else { return nil }
        // With no subject before it, an -ing word opens a task only before its object, and only a verb's (not "something").
        guard verb > k || verb + 1 < english.count && !english.isWord(verb, of: notVerbs) else { return nil }
        return english.span(verb).lowerBound
    }

    private static let verbs = PhraseList(WordLists.taskClauseVerbs)
    private static let subjects = EnglishWordSet(WordLists.taskClauseSubjects)
    private static let notVerbs = EnglishWordSet(WordLists.taskClauseNotVerbs)
}
