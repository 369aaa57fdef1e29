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

    public init(skill: String, score: Int, confidence: Double, hits: [KeywordHit], reasons: [MatchReason] = [],
                rejected: String? = nil) {
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
    /// those turned down.
    public var candidates: [MatchCandidate]
    public var selected: String? { candidates.first.flatMap { $0.rejected == nil ? $0.skill : nil } }

    public init(text: String, candidates: [MatchCandidate]) {
        self.text = text
        self.candidates = candidates
    }
}
