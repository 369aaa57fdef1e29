import AgentProtocol

/// How a sentence may go on from the last request, as the language side reads it: the words
/// of a follow-up (那…呢, 再, 改成, "what about") and an operation on the last value (乘以三 of
/// 再乘以三). Offsets are Unicode scalar offsets, as keyword hits.
public struct FollowUpCues: Sendable, Equatable {
    public var words: [Range<Int>]
    public var continuation: Range<Int>?
    /// Where the sentence asks for one more item like the last (再来一个, "another one"), if it does:
    /// a clause of its own may then say what the new one is for (再整一个五分钟的 看着饺子).
    public var another: Range<Int>?
    /// What that one more item says it is for, after its time, when a word that leads a reminder
    /// opens it ("also one at 4pm to collect the parcel from the post office") or 的 ends it
    /// (再加一个周五下午四点开教研会的): its own words, however many.
    public var anotherOwn: Range<Int>?
    /// An "and" that opens the sentence: one more item after a timer or an alarm ("and at 9 tonight
    /// too"), the same question asked again after another skill ("and tomorrow?").
    public var openingAnd: Range<Int>?

    public init(words: [Range<Int>] = [], continuation: Range<Int>? = nil, another: Range<Int>? = nil, anotherOwn: Range<Int>? = nil,
                openingAnd: Range<Int>? = nil) {
        self.words = words
        self.continuation = continuation
        self.another = another
        self.anotherOwn = anotherOwn
        self.openingAnd = openingAnd
    }

    /// No cue: what an analyzer that knows no follow-ups reads.
    public static let none = FollowUpCues()
}
