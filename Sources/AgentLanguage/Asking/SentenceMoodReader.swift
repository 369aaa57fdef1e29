import AgentCore

/// Tells whether a sentence asks for something: a request, a question, a question about
/// words, or a statement (the default: a sentence that asks nothing). The rules, tried in
/// this order, each for a class of sentence:
///
/// - **About words** (`AboutWordsMood`): 什么意思, 怎么说, 用英语, "what does … mean",
///   "translate": the sentence asks about words, whatever else it holds; so does one that sets
///   a quoted wording against another (`QuotedChoiceMood`: "is it 'alarm clock' or 'alarm-clock'").
/// - **About things** (`AboutThingsMood`): 为什么, 有什么区别, "is it true that", "how does … work",
///   "do you like": the sentence asks how things are in general, whatever else it holds.
/// - **Request** (`RequestMood`): a request cue as whole words (帮我, 提醒我, 设, 请, "please",
///   "can you", a request verb opening an English sentence), not negated or said of someone else.
/// - **Question** (`QuestionMood`): a clause ending in ？/吗/呢/没/不, a question word (多少, 几点),
///   A不A (冷不冷), or an English question word or auxiliary opening the sentence.
/// - **Report** (`ReportMood`): asking nothing, the last clause ends in 了/啦 or exclaims with a
///   degree word (北京下雨了, 今天好热): it tells how things are, however short.
/// - Otherwise a **statement**: "我一般六点半下班", "I waited forty minutes"; with the request
///   cue it declines, if any (不用提醒我, 她说…叫我), or what it concedes ("rain or not, …", 不管下不下雨).
///
/// Cue words are matched on the sentence's word boundaries, so 一定 holds no 定 and 算了 no 算.
public enum SentenceMoodReader {
    public struct Reading: Sendable, Equatable {
        public var mood: SentenceAnalysis.Mood
        /// Where the deciding cue is, if any: it carries no content of its own.
        public var cue: Range<Int>?
    }

    public static func read(_ sentence: Sentence) -> Reading {
        // Rule quoted words ask nothing of the listener: what is said inside quotation marks is
        // someone else's (QuotationShield), so the mood is read with it blanked out, at the same
        // places (老伴说“明天六点叫我”，说完自己定了闹钟 reports; 提醒我“交作业” still asks); so is what
        // the sentence concedes (ConcededClauses: 不管下不下雨，我都去), which then says it asks nothing.
        let quoted = QuotationShield.spans(in: sentence)
        if !quoted.isEmpty, let cue = QuotedChoiceMood.cue(in: sentence, quoted: quoted) {
            return Reading(mood: .aboutWords(cue: cue.word), cue: cue.span)
        }
        let conceded = ConcededClauses.spans(in: sentence)
        let asked = quoted.isEmpty && conceded.isEmpty ? sentence : sentence.blanking(quoted + conceded)
        let reading = readUnquoted(asked)
        // A statement that concedes says so, however like a skill's questions its words are.
        guard case .statement(declined: nil) = reading.mood else { return reading }
        if let first = conceded.first {
            return Reading(mood: .statement(declined: sentence.quote(first.lowerBound, first.upperBound)), cue: nil)
        }
        return Reading(mood: .statement(declined: QuestionMood.concededChoice(in: asked)), cue: nil)
    }

    private static func readUnquoted(_ sentence: Sentence) -> Reading {
        if let cue = AboutWordsMood.cue(in: sentence) { return Reading(mood: .aboutWords(cue: cue.word), cue: cue.span) }
        if let cue = AboutThingsMood.cue(in: sentence) { return Reading(mood: .aboutThings(cue: cue.word), cue: cue.span) }
        if let cue = RequestMood.cue(in: sentence) { return Reading(mood: .request(cue: cue.word), cue: cue.span) }
        if let cue = QuestionMood.cue(in: sentence) { return Reading(mood: .question(cue: cue.word), cue: cue.span) }
        if let cue = ReportMood.cue(in: sentence) { return Reading(mood: .report(cue: cue.word), cue: cue.span) }
        return Reading(mood: .statement(declined: RequestMood.declinedCue(in: sentence)?.word), cue: nil)
    }

    /// Every request cue of the sentence (帮我, 给我, 定个, please…): none carries content.
    public static func cueSpans(in sentence: Sentence) -> [Range<Int>] {
        RequestMood.cueSpans(in: sentence)
    }
}

/// A cue a rule of mood found: the word (as its list writes it, or as the sentence does) and where it stands.
struct MoodCue: Equatable {
    var word: String
    var span: Range<Int>
}
