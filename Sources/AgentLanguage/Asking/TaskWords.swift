/// Verbs of tasks no built-in skill does, and the words that may open a request before
/// them, for `OtherTaskShield` (Asking/words: task-openers, task-verbs, english-task-openers,
/// english-task-verbs, reminder-cues).
enum TaskWords {
    static let chineseOpeners = PhraseList(WordLists.taskOpeners)
    static let chineseVerbs = PhraseList(WordLists.taskVerbs)
    /// Cues that take what stands around them as their label: with one of these, a verb of
    /// another task is what to be reminded of (写完作业提醒我).
    static let reminderCues = PhraseList(WordLists.reminderCues)
    static let englishOpeners = EnglishWordSet(WordLists.englishTaskOpeners)
    static let englishVerbs = EnglishWordSet(WordLists.englishTaskVerbs)
}
