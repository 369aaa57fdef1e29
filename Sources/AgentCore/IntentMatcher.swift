import AgentProtocol

/// Phase one's finding for one skill: every keyword occurrence, the exclude keyword
/// that disqualifies it, if one occurs, and how like its samples the sentence is, if it is.
public struct KeywordMatch: Sendable, Equatable {
    /// The skill's position in the matcher's list (its registration order).
    public var skill: Int
    /// Sorted by start, longer first; `patterns[i]` identifies the folded keyword of `hits[i]`.
    public var hits: [KeywordHit]
    public var patterns: [Int]
    public var lengths: [Int]
    public var excludedBy: String?
    /// Set when the sentence is like the skill's samples (`MatchDeliberation.phaseOne`).
    public var likeness: Likeness?
}

/// Finds the keywords of a fixed list of skills in sentences: phase one of matching.
///
/// All keywords of all skills go into one trie, built once per registry change,
/// so finding them does not slow down with the number of skills.
public final class IntentMatcher: Sendable {
    /// 12 bytes: the keyword is named by its place in its skill's list, not held (at 10,000
    /// skills a string each would be 800 KB more).
    private struct Owner {
        var skill: Int32
        /// The next owner of the same pattern, or -1.
        var next: Int32
        /// The keyword's place in the skill's `keywords` (0, 1, …), or in its `excludeKeywords`
        /// (-1, -2, …): one field for both, where a flag beside it would cost four bytes more.
        private var signedPlace: Int32

        init(skill: Int, next: Int32, place: Int, excludes: Bool) {
            self.skill = Int32(skill)
            self.next = next
            signedPlace = excludes ? -1 - Int32(place) : Int32(place)
        }

        var excludes: Bool { signedPlace < 0 }
        var place: Int { Int(excludes ? -1 - signedPlace : signedPlace) }
    }

    private let skillIDs: [String]
    /// Each skill's keywords and exclude keywords, as declared (the skills' own arrays, shared).
    private let keywords: [[String]]
    private let excludeKeywords: [[String]]
    private let keywordTrie: KeywordTrie
    /// Who declared each pattern: `owners[firstOwner[pattern]]`, then along `next`.
    private let owners: [Owner]
    private let firstOwner: [Int32]

    public init(skills: [any Skill]) {
        skillIDs = skills.map(\.id)
        keywords = skills.map(\.keywords)
        excludeKeywords = skills.map(\.excludeKeywords)
        var scalars = 0, count = 0
        for skill in skills {
            for keyword in skill.keywords + skill.excludeKeywords {
                scalars += keyword.utf8.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }  // a scalar a lead byte
                count += 1
            }
        }
        // Every keyword folded, and who declared it, in one pass; then the trie numbers them.
        // Sized once for every keyword: grown by doubling, the largest would hold twice what it
        // needs, and the old and new copies at once while growing (at 10,000 skills, megabytes).
        var keywords = KeywordTrie.Keywords(count: count, scalars: scalars)
        var owners: [Owner] = []
        owners.reserveCapacity(count)
        for (skillIndex, skill) in skills.enumerated() {
            let declared = skill.keywords.enumerated().map { ($0, $1, false) } + skill.excludeKeywords.enumerated().map { ($0, $1, true) }
            for (place, keyword, excludes) in declared {
                let folded = MatchText.scalars(of: keyword)
                guard !folded.isEmpty else { continue }
                keywords.append(folded)
                owners.append(Owner(skill: skillIndex, next: -1, place: place, excludes: excludes))
            }
        }
        let (trie, patterns) = KeywordTrie.build(consuming: consume keywords)
        // Each pattern's owners chained, in place: a keyword one skill declares twice, both times
        // as a keyword or both as an exclude keyword, counts once.
        var firstOwner = [Int32](repeating: -1, count: trie.patternCount)
        var kept = 0
        for (i, pattern) in patterns.enumerated() {
            let owner = owners[i], pattern = Int(pattern)
            var at = firstOwner[pattern]
            var known = false
            while at >= 0, !known {
                known = owners[Int(at)].skill == owner.skill && owners[Int(at)].excludes == owner.excludes
                at = owners[Int(at)].next
            }
            guard !known else { continue }
            // Put first: the order of a pattern's owners is no matter (each is another skill's,
            // or of another kind), and no table of last owners is needed.
            owners[kept] = owner
            owners[kept].next = firstOwner[pattern]
            firstOwner[pattern] = Int32(kept)
            kept += 1
        }
        owners.removeLast(owners.count - kept)
        keywordTrie = trie
        self.owners = owners
        self.firstOwner = firstOwner
    }

    /// Phase one: the skills with a keyword hit, in registration order, with their hits
    /// and any exclude keyword that occurs. Phase two (`MatchDeliberation`) weighs them.
    public func keywordMatches(in text: String) -> [KeywordMatch] {
        keywordMatches(inFolded: MatchText.scalars(of: text))
    }

    /// `keywordMatches(in:)` of a sentence already folded by `MatchText.scalars(of:)`.
    public func keywordMatches(inFolded scalars: [UInt32]) -> [KeywordMatch] {
        // A sentence hits a handful of keywords: flat arrays, sorted, beat hashing.
        var excluded: [(skill: Int, owner: Int)] = []
        var found: [(skill: Int, pattern: Int, owner: Int, start: Int, end: Int)] = []
        found.reserveCapacity(8)
        for occurrence in keywordTrie.occurrences(in: scalars) {
            var at = Int(firstOwner[occurrence.pattern])
            while at >= 0 {
                let owner = owners[at]
                if owner.excludes {
                    excluded.append((Int(owner.skill), at))
                } else {
                    found.append((Int(owner.skill), occurrence.pattern, at, occurrence.start, occurrence.end))
                }
                at = Int(owner.next)
            }
        }
        found.sort { ($0.skill, $0.start, -$0.end) < ($1.skill, $1.start, -$1.end) }
        var matches: [KeywordMatch] = []
        matches.reserveCapacity(found.count)
        var first = 0
        while first < found.count {
            let skill = found[first].skill
            var last = first
            while last + 1 < found.count, found[last + 1].skill == skill { last += 1 }
            let hits = found[first...last]
            let exclude = excluded.first { $0.skill == skill }.map { excludeKeywords[skill][owners[$0.owner].place] }
            matches.append(KeywordMatch(
                skill: skill,
                hits: hits.map { KeywordHit(keyword: keywords[skill][owners[$0.owner].place], start: $0.start, end: $0.end) },
                patterns: hits.map(\.pattern), lengths: hits.map { $0.end - $0.start },
                excludedBy: exclude))
            first = last + 1
        }
        return matches
    }

    /// The skill at `position` in registration order.
    public func skillID(at position: Int) -> String { skillIDs[position] }

    /// Characters covered by the union of the hits, as a share of `length`, to three places.
    static func coverage(of hits: [KeywordHit], length: Int) -> Double {
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
