import AgentProtocol

/// The registered skills in registration order; an id registered again
/// replaces its skill in place, keeping its position (and so its tie-breaking rank).
public struct SkillRegistry: Sendable {
    public private(set) var skills: [any Skill] = []
    private var positions: [String: Int] = [:]
    private var cachedMatcher: IntentMatcher?
    /// Every keyword of every skill as a hash of its folded form, with the skill's
    /// position: a new skill's conflicts are found by comparing numbers in one flat
    /// array, not by folding every keyword again. Built at the first `conflicts`
    /// (skills loaded at start-up never ask), rebuilt after a replacement or removal.
    private var keywordHashes: [(hash: UInt64, skill: Int32)] = []
    private var hashesAreStale = true

    public init(_ skills: [any Skill] = []) {
        for skill in skills { register(skill) }
    }

    /// Adds or replaces `skill`; returns whether an old skill was replaced.
    @discardableResult
    public mutating func register(_ skill: any Skill) -> Bool {
        cachedMatcher = nil
        if let index = positions[skill.id] {
            skills[index] = skill
            hashesAreStale = true
            return true
        }
        positions[skill.id] = skills.count
        skills.append(skill)
        if !hashesAreStale { addHashes(of: skill, at: skills.count - 1) }
        return false
    }

    /// Removes the skill with `id`; returns whether there was one.
    @discardableResult
    public mutating func unregister(_ id: String) -> Bool {
        guard let index = positions.removeValue(forKey: id) else { return false }
        skills.remove(at: index)
        for later in index..<skills.count { positions[skills[later].id] = later }
        cachedMatcher = nil
        hashesAreStale = true
        return true
    }

    /// The ids, sorted, of the other registered skills that share a keyword with
    /// `skill`, compared as the matcher compares them (lowercased, width-folded).
    /// At most `Limits.reportedConflicts` of them.
    public mutating func conflicts(with skill: any Skill) -> [String] {
        let mine = Set(skill.keywords.map(MatchText.scalars(of:)).filter { !$0.isEmpty })
        guard !mine.isEmpty else { return [] }
        if hashesAreStale {
            keywordHashes.removeAll(keepingCapacity: true)
            for (position, other) in skills.enumerated() { addHashes(of: other, at: position) }
            hashesAreStale = false
        }
        let wanted = Set(mine.map(Self.hash))
        var others = Set<Int32>()
        for entry in keywordHashes where wanted.contains(entry.hash) { others.insert(entry.skill) }
        // A hash can collide: the keywords themselves decide.
        let ids = others.map { skills[Int($0)] }.filter { other in
            other.id != skill.id && other.keywords.contains { mine.contains(MatchText.scalars(of: $0)) }
        }.map(\.id)
        return Array(ids.sorted().prefix(Limits.reportedConflicts))
    }

    private mutating func addHashes(of skill: any Skill, at position: Int) {
        for keyword in skill.keywords {
            let folded = MatchText.scalars(of: keyword)
            if !folded.isEmpty { keywordHashes.append((Self.hash(folded), Int32(position))) }
        }
    }

    /// FNV-1a: stable and cheap (Swift's Hasher is seeded per process and slower).
    private static func hash(_ scalars: [UInt32]) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for scalar in scalars {
            h = (h ^ UInt64(scalar)) &* 0x0000_0100_0000_01B3
        }
        return h
    }

    /// Whether `id` can be registered: it replaces a skill, or there is room for one more.
    public func hasRoom(for id: String) -> Bool {
        skills.count < Limits.skills || positions[id] != nil
    }

    public func skill(withID id: String) -> (any Skill)? {
        positions[id].map { skills[$0] }
    }

    /// The matcher over the current skills, rebuilt only after a change,
    /// so registering many skills costs one build.
    public mutating func matcher() -> IntentMatcher {
        if let cachedMatcher { return cachedMatcher }
        let built = IntentMatcher(skills: skills)
        cachedMatcher = built
        return built
    }
}
