import AgentProtocol

/// The registered skills in registration order; an id registered again
/// replaces its skill in place, keeping its position (and so its tie-breaking rank).
public struct SkillRegistry: Sendable {
    public private(set) var skills: [any Skill] = []
    private var positions: [String: Int] = [:]
    private var cachedMatcher: IntentMatcher?
    /// The skills that have each keyword, for `conflicts`: built at the first `conflicts`
    /// (skills loaded at start-up never ask), then kept up to date by every change.
    private var owners: KeywordOwners?
    /// How many ids the last `conflicts` looked at: at most `Limits.reportedConflicts + 1`
    /// for each of the skill's keywords, however many skills share them (for tests of the cost).
    public private(set) var conflictIDsExamined = 0
    /// Counts the changes: what was learned from the skills holds while it is the same.
    public private(set) var revision = 0

    public init(_ skills: [any Skill] = []) {
        self.skills.reserveCapacity(skills.count)
        for skill in skills { register(skill) }
    }

    /// Adds or replaces `skill`; returns whether an old skill was replaced.
    @discardableResult
    public mutating func register(_ skill: any Skill) -> Bool {
        cachedMatcher = nil
        revision += 1
        if let index = positions[skill.id] {
            owners?.remove(skills[index])
            owners?.add(skill)
            skills[index] = skill
            return true
        }
        positions[skill.id] = skills.count
        skills.append(skill)
        owners?.add(skill)
        return false
    }

    /// Removes the skill with `id`; returns whether there was one.
    @discardableResult
    public mutating func unregister(_ id: String) -> Bool {
        guard let index = positions.removeValue(forKey: id) else { return false }
        owners?.remove(skills[index])
        skills.remove(at: index)
        for later in index..<skills.count { positions[skills[later].id] = later }
        cachedMatcher = nil
        revision += 1
        return true
    }

    /// The ids, sorted, of the other registered skills that share a keyword with
    /// `skill`, compared as the matcher compares them (lowercased, width-folded).
    /// At most `Limits.reportedConflicts` of them.
    public mutating func conflicts(with skill: any Skill) -> [String] {
        let keys = KeywordOwners.keys(of: skill)
        guard !keys.isEmpty else {
            conflictIDsExamined = 0
            return []
        }
        if owners == nil {
            var built = KeywordOwners()
            for other in skills { built.add(other) }
            owners = built
        }
        let found = owners!.first(Limits.reportedConflicts, sharing: keys, except: skill.id)
        conflictIDsExamined = found.examined
        return found.ids
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
