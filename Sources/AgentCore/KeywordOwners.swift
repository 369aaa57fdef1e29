import AgentProtocol

/// Which skills have each keyword, by the keyword's folded form (`MatchText.unicodeScalars(of:)`, as a
/// string: most keywords are short enough to be held in place, without an allocation of their own), so
/// that the skills sharing a new skill's keywords are read from its keywords' entries rather
/// than found by a scan of every skill.
///
/// An entry keeps its smallest ids sorted (up to `sortedCapacity`) and the others unsorted
/// behind them: the first ids of a keyword that thousands of skills share cost a binary search
/// to keep and a few hundred comparisons to read, never a sort of thousands per registration.
struct KeywordOwners: Sendable {
    /// Ids kept sorted per keyword: room for the ids a report lists (and the skill's own) twice
    /// over, so a removal from the front rarely makes the rest be sorted again.
    static let sortedCapacity = 2 * (Limits.reportedConflicts + 1)

    /// The skills that have one keyword.
    private enum Owners {
        /// Most keywords are one skill's own: its id, and no array to allocate.
        case one(String)
        case many(Shared)

        mutating func add(_ id: String) {
            switch self {
            case let .one(only):
                var shared = Shared()
                shared.add(only)
                shared.add(id)
                self = .many(shared)
            case var .many(shared):
                self = .one("")  // `shared` is then the arrays' only holder: added to in place
                shared.add(id)
                self = .many(shared)
            }
        }

        /// Removes `id`; false when no owner is left.
        mutating func remove(_ id: String) -> Bool {
            switch self {
            case let .one(only):
                return only != id
            case var .many(shared):
                self = .one("")
                shared.remove(id)
                if shared.rest.isEmpty, shared.sorted.count == 1 { self = .one(shared.sorted[0]) } else { self = .many(shared) }
                return true
            }
        }

        mutating func first(_ count: Int) -> ArraySlice<String> {
            switch self {
            case let .one(only):
                return [only][...]
            case var .many(shared):
                self = .one("")
                let first = shared.first(count)
                self = .many(shared)
                return first
            }
        }
    }

    /// The skills that have a keyword two or more have.
    private struct Shared {
        /// The smallest ids, in order; every id of `rest` is greater than each of them.
        var sorted: [String] = []
        var rest: [String] = []

        mutating func add(_ id: String) {
            if rest.isEmpty || (sorted.last.map { id < $0 } ?? false) {
                sorted.insert(id, at: Self.insertionPoint(of: id, in: sorted))
                if sorted.count > KeywordOwners.sortedCapacity { rest.append(sorted.removeLast()) }
            } else {
                rest.append(id)
            }
        }

        mutating func remove(_ id: String) {
            let i = Self.insertionPoint(of: id, in: sorted)
            if i < sorted.count, sorted[i] == id {
                sorted.remove(at: i)
            } else if let j = rest.firstIndex(of: id) {
                rest.swapAt(j, rest.count - 1)
                rest.removeLast()
            }
        }

        /// The first `count` ids in order, the rest sorted into the front when it has run short.
        mutating func first(_ count: Int) -> ArraySlice<String> {
            if sorted.count < count, !rest.isEmpty {
                rest.sort()
                let taken = min(rest.count, max(count, KeywordOwners.sortedCapacity) - sorted.count)
                sorted += rest[..<taken]
                rest.removeFirst(taken)
            }
            return sorted.prefix(count)
        }

        /// Where `id` is or would go in `ids`, which are sorted.
        static func insertionPoint(of id: String, in ids: [String]) -> Int {
            var low = 0
            var high = ids.count
            while low < high {
                let middle = (low + high) / 2
                if ids[middle] < id { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    private var owners: [String: Owners] = [:]

    /// The folded keywords of `skill` that can match (an empty one matches nothing), each once.
    static func keys(of skill: any Skill) -> Set<String> {
        var keys = Set<String>()
        for keyword in skill.keywords where !keyword.isEmpty {
            keys.insert(String(String.UnicodeScalarView(MatchText.unicodeScalars(of: keyword))))
        }
        return keys
    }

    mutating func add(_ skill: any Skill) {
        for key in Self.keys(of: skill) {
            if owners[key] == nil { owners[key] = .one(skill.id) } else { owners[key]!.add(skill.id) }
        }
    }

    mutating func remove(_ skill: any Skill) {
        for key in Self.keys(of: skill) where owners[key]?.remove(skill.id) == false {
            owners[key] = nil
        }
    }

    /// The first `count` ids, sorted, of the skills other than `id` that have one of `keys`,
    /// and how many ids were looked at to find them (for tests of the cost).
    mutating func first(_ count: Int, sharing keys: Set<String>, except id: String) -> (ids: [String], examined: Int) {
        // Each list's first `count + 1` ids hold its part of the answer, `id` itself included.
        var lists: [ArraySlice<String>] = []
        for key in keys where owners[key] != nil {
            lists.append(owners[key]!.first(count + 1))
        }
        // Merged in order, an id that several lists hold taken once.
        var heads = lists.map(\.startIndex)
        var ids: [String] = []
        var examined = 0
        while ids.count < count {
            var next: String?
            for (i, list) in lists.enumerated() where heads[i] < list.endIndex {
                if next.map({ list[heads[i]] < $0 }) ?? true { next = list[heads[i]] }
            }
            guard let next else { break }
            for (i, list) in lists.enumerated() where heads[i] < list.endIndex && list[heads[i]] == next {
                heads[i] += 1
                examined += 1
            }
            if next != id { ids.append(next) }
        }
        return (ids, examined)
    }
}
