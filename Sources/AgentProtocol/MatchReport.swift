/// One keyword occurrence in a sentence, in Unicode scalar offsets (as Python str indexes).
public struct KeywordHit: Sendable, Equatable {
    public var keyword: String
    public var start: Int
    public var end: Int

    public init(keyword: String, start: Int, end: Int) {
        self.keyword = keyword
        self.start = start
        self.end = end
    }
}

/// Why a candidate's score is what it is: one contribution, positive, negative or none.
public struct MatchReason: Sendable, Equatable {
    /// Said in the `match` event: "keyword 闹钟", "time read", "hit inside 热狗", "request 帮我".
    public var reason: String
    public var points: Int

    public init(_ reason: String, points: Int = 0) {
        self.reason = reason
        self.points = points
    }
}

/// What a candidate taken from the conversation goes on from: the last request's sentence,
/// whether this is a retry of it, and which of its parameters the sentence changed and
/// which it inherited (each in the skill's order).
public struct ConversationLink: Sendable, Equatable {
    /// The sentence of the request followed up or retried.
    public var sentence: String
    /// True for 再试一次 / "try again": the failed request again, nothing changed.
    public var retry: Bool
    public var changed: [String]
    public var inherited: [String]

    public init(sentence: String, retry: Bool = false, changed: [String], inherited: [String]) {
        self.sentence = sentence
        self.retry = retry
        self.changed = changed
        self.inherited = inherited
    }
}

/// A skill that may handle a sentence, with how well it matched and why.
public struct MatchCandidate: Sendable, Equatable {
    public var skill: String
    /// The sum of `reasons`' points: the length in characters of the distinct keywords
    /// that count, plus what the sentence's evidence adds.
    public var score: Int
    /// Share of the sentence's characters covered by counting hits, rounded to three places.
    public var confidence: Double
    /// Every keyword occurrence, counting or not.
    public var hits: [KeywordHit]
    public var reasons: [MatchReason]
    /// Why the skill was turned down ("statement", "no duration", "hit inside 热狗"); nil when it stands.
    public var rejected: String?
    /// Set when the candidate comes from the conversation (a follow-up such as 那上海呢, or a
    /// retry) rather than from keywords; such a candidate has no hits.
    public var conversation: ConversationLink?

    public init(skill: String, score: Int, confidence: Double, hits: [KeywordHit], reasons: [MatchReason] = [],
                rejected: String? = nil, conversation: ConversationLink? = nil) {
        self.conversation = conversation
        self.skill = skill
        self.score = score
        self.confidence = confidence
        self.hits = hits
        self.reasons = reasons
        self.rejected = rejected
    }
}

/// The outcome of matching one sentence.
public struct MatchReport: Sendable, Equatable {
    public var text: String
    /// The candidates that stand, best first (equal scores in registration order), then
    /// those turned down; at most `Limits.listedCandidates` of them when made by `listing`.
    public var candidates: [MatchCandidate]
    /// How many candidates came after those listed and are left out (0: none).
    public var unlisted: Int
    public var selected: String? { candidates.first.flatMap { $0.rejected == nil ? $0.skill : nil } }

    public init(text: String, candidates: [MatchCandidate], unlisted: Int = 0) {
        self.text = text
        self.candidates = candidates
        self.unlisted = unlisted
    }

    /// The report of `ranked`, best first: the first `Limits.listedCandidates` listed, the others
    /// counted in `unlisted` (with the `alreadyUnlisted` that a report `ranked` came from left out).
    public static func listing(_ ranked: [MatchCandidate], of text: String, alreadyUnlisted: Int = 0) -> MatchReport {
        let listed = min(ranked.count, Limits.listedCandidates)
        return MatchReport(text: text, candidates: Array(ranked.prefix(listed)),
                           unlisted: ranked.count - listed + alreadyUnlisted)
    }
}
