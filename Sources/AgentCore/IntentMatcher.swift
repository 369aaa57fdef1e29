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

/// A skill that may handle a sentence, with how well it matched.
public struct MatchCandidate: Sendable, Equatable {
    public var skill: String
    /// Summed length in characters of the distinct keywords hit.
    public var score: Int
    /// Share of the sentence's characters covered by hits, rounded to three places.
    public var confidence: Double
    public var hits: [KeywordHit]

    public init(skill: String, score: Int, confidence: Double, hits: [KeywordHit]) {
        self.skill = skill
        self.score = score
        self.confidence = confidence
        self.hits = hits
    }
}

/// The outcome of matching one sentence.
public struct MatchReport: Sendable, Equatable {
    public var text: String
    /// Best first; equal scores in registration order.
    public var candidates: [MatchCandidate]
    public var selected: String? { candidates.first?.skill }

    public init(text: String, candidates: [MatchCandidate]) {
        self.text = text
        self.candidates = candidates
    }
}

/// Scores sentences against the keywords of a fixed list of skills.
///
/// Phase one keeps the skills with at least one keyword hit and no exclude hit;
/// phase two scores them by the summed length of the distinct keywords they hit.
/// All keywords of all skills go into one automaton, built once per registry change.
public final class IntentMatcher: Sendable {
    private struct Owner {
        var skill: Int32
        var excludes: Bool
        /// The next owner of the same pattern, or -1.
        var next: Int32
        var keyword: String
    }

    private let skillIDs: [String]
    private let automaton: KeywordAutomaton
    /// Who declared each pattern: `owners[firstOwner[pattern]]`, then along `next`.
    private let owners: [Owner]
    private let firstOwner: [Int32]

    public init(skills: [any Skill]) {
        skillIDs = skills.map(\.id)
        let scalars = skills.reduce(0) { sum, skill in
            (skill.keywords + skill.excludeKeywords).reduce(sum) { $0 + $1.unicodeScalars.count }
        }
        var builder = KeywordAutomaton.Builder(scalars: scalars)
        var owners: [Owner] = []
        var firstOwner: [Int32] = []
        var lastOwner: [Int32] = []
        for (skillIndex, skill) in skills.enumerated() {
            let declared = skill.keywords.map { ($0, false) } + skill.excludeKeywords.map { ($0, true) }
            for (keyword, excludes) in declared {
                let folded = MatchText.scalars(of: keyword)
                guard !folded.isEmpty else { continue }
                let pattern = builder.insert(folded)
                if pattern == firstOwner.count {
                    firstOwner.append(-1)
                    lastOwner.append(-1)
                }
                // One owner per skill and kind: a keyword declared twice counts once.
                var at = firstOwner[pattern]
                var known = false
                while at >= 0, !known {
                    known = owners[Int(at)].skill == Int32(skillIndex) && owners[Int(at)].excludes == excludes
                    at = owners[Int(at)].next
                }
                guard !known else { continue }
                let index = Int32(owners.count)
                owners.append(Owner(skill: Int32(skillIndex), excludes: excludes, next: -1, keyword: keyword))
                if lastOwner[pattern] >= 0 { owners[Int(lastOwner[pattern])].next = index } else { firstOwner[pattern] = index }
                lastOwner[pattern] = index
            }
        }
        automaton = builder.build()
        self.owners = owners
        self.firstOwner = firstOwner
    }

    public func match(_ text: String) -> MatchReport {
        let scalars = MatchText.scalars(of: text)
        // A sentence hits a handful of keywords: flat arrays, sorted, beat hashing.
        var excluded: [Int] = []
        var found: [(skill: Int, pattern: Int, owner: Int, start: Int, end: Int)] = []
        for occurrence in automaton.occurrences(in: scalars) {
            var at = Int(firstOwner[occurrence.pattern])
            while at >= 0 {
                let owner = owners[at]
                if owner.excludes {
                    excluded.append(Int(owner.skill))
                } else {
                    found.append((Int(owner.skill), occurrence.pattern, at, occurrence.start, occurrence.end))
                }
                at = Int(owner.next)
            }
        }
        found.sort { ($0.skill, $0.start, -$0.end) < ($1.skill, $1.start, -$1.end) }
        var ranked: [(skill: Int, candidate: MatchCandidate)] = []
        var first = 0
        while first < found.count {
            let skill = found[first].skill
            var last = first
            while last + 1 < found.count, found[last + 1].skill == skill { last += 1 }
            defer { first = last + 1 }
            if excluded.contains(skill) { continue }
            let hits = found[first...last]
            var patterns = hits.map(\.pattern)
            patterns.sort()
            var score = 0
            for (i, pattern) in patterns.enumerated() where i == 0 || patterns[i - 1] != pattern {
                score += automaton.patternLengths[pattern]
            }
            let ordered = hits.map { KeywordHit(keyword: owners[$0.owner].keyword, start: $0.start, end: $0.end) }
            let candidate = MatchCandidate(
                skill: skillIDs[skill], score: score,
                confidence: Self.coverage(of: ordered, length: scalars.count), hits: ordered)
            ranked.append((skill, candidate))
        }
        ranked.sort { $0.candidate.score != $1.candidate.score ? $0.candidate.score > $1.candidate.score : $0.skill < $1.skill }
        return MatchReport(text: text, candidates: ranked.map(\.candidate))
    }

    /// Characters covered by the union of the hits, as a share of `length`, to three places.
    private static func coverage(of hits: [KeywordHit], length: Int) -> Double {
        guard length > 0 else { return 0 }
        var covered = 0
        var reach = 0
        for hit in hits {  // sorted by start
            if hit.end > reach {
                covered += hit.end - max(hit.start, reach)
                reach = hit.end
            }
        }
        return (Double(covered) / Double(length) * 1000).rounded() / 1000
    }
}
