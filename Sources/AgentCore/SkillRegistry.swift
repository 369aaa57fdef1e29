/// The registered skills in registration order; an id registered again
/// replaces its skill in place, keeping its position (and so its tie-breaking rank).
public struct SkillRegistry: Sendable {
    public private(set) var skills: [any Skill] = []
    private var positions: [String: Int] = [:]
    private var cachedMatcher: IntentMatcher?

    public init(_ skills: [any Skill] = []) {
        for skill in skills { register(skill) }
    }

    /// Adds or replaces `skill`; returns whether an old skill was replaced.
    @discardableResult
    public mutating func register(_ skill: any Skill) -> Bool {
        cachedMatcher = nil
        if let index = positions[skill.id] {
            skills[index] = skill
            return true
        }
        positions[skill.id] = skills.count
        skills.append(skill)
        return false
    }

    /// Removes the skill with `id`; returns whether there was one.
    @discardableResult
    public mutating func unregister(_ id: String) -> Bool {
        guard let index = positions.removeValue(forKey: id) else { return false }
        skills.remove(at: index)
        for later in index..<skills.count { positions[skills[later].id] = later }
        cachedMatcher = nil
        return true
    }

    /// The ids, sorted, of the other registered skills that share a keyword with
    /// `skill`, compared as the matcher compares them (lowercased, width-folded).
    public func conflicts(with skill: any Skill) -> [String] {
        let mine = Set(skill.keywords.map(MatchText.scalars(of:)).filter { !$0.isEmpty })
        guard !mine.isEmpty else { return [] }
        return skills.filter { other in
            other.id != skill.id && other.keywords.contains { mine.contains(MatchText.scalars(of: $0)) }
        }.map(\.id).sorted()
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
