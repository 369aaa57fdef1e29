/// Aho–Corasick over Unicode scalars: finds every occurrence of every pattern
/// in one pass, so matching cost does not grow with the number of skills.
struct KeywordAutomaton: Sendable {
    /// One occurrence: which pattern, and the scalar range it covers.
    struct Occurrence: Equatable {
        var pattern: Int
        var start: Int
        var end: Int
    }

    // Node 0 is the root. Edges live in one table keyed by (node, scalar).
    private var edges = EdgeTable()
    private var fail: [Int32] = [0]
    /// The pattern ending at a node, or -1.
    private var terminal: [Int32] = [-1]
    /// The nearest node on the fail chain that ends a pattern, or -1.
    private var outputLink: [Int32] = [-1]
    private var depth: [Int32] = [0]
    private(set) var patternLengths: [Int] = []

    /// Builds the automaton; pattern `i` of the result is `patterns[i]`.
    /// Equal patterns must be merged by the caller.
    init(patterns: [[UInt32]]) {
        for pattern in patterns {
            var node: Int32 = 0
            for scalar in pattern {
                let key = Self.key(node, scalar)
                if let next = edges[key] {
                    node = next
                } else {
                    let next = Int32(fail.count)
                    edges.insert(key, next)
                    fail.append(0)
                    terminal.append(-1)
                    outputLink.append(-1)
                    depth.append(depth[Int(node)] + 1)
                    node = next
                }
            }
            terminal[Int(node)] = Int32(patternLengths.count)
            patternLengths.append(pattern.count)
        }
        buildFailLinks()
    }

    private static func key(_ node: Int32, _ scalar: UInt32) -> UInt64 {
        UInt64(UInt32(bitPattern: node)) << 32 | UInt64(scalar)
    }

    private mutating func buildFailLinks() {
        // Children by parent, to walk breadth first.
        var children = [[(UInt32, Int32)]](repeating: [], count: fail.count)
        edges.forEach { key, child in
            children[Int(key >> 32)].append((UInt32(truncatingIfNeeded: key), child))
        }
        var queue: [Int32] = children[0].map { $0.1 }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for (scalar, child) in children[Int(node)] {
                var f = fail[Int(node)]
                var target: Int32 = 0
                while true {
                    if let next = edges[Self.key(f, scalar)], next != child {
                        target = next
                        break
                    }
                    if f == 0 { break }
                    f = fail[Int(f)]
                }
                fail[Int(child)] = target
                let t = Int(target)
                outputLink[Int(child)] = terminal[t] >= 0 ? target : outputLink[t]
                queue.append(child)
            }
        }
    }

    /// Every occurrence of every pattern in `text`, in order of their end.
    func occurrences(in text: [UInt32]) -> [Occurrence] {
        var found: [Occurrence] = []
        var node: Int32 = 0
        for (i, scalar) in text.enumerated() {
            while true {
                if let next = edges[Self.key(node, scalar)] {
                    node = next
                    break
                }
                if node == 0 { break }
                node = fail[Int(node)]
            }
            var out = terminal[Int(node)] >= 0 ? node : outputLink[Int(node)]
            while out > 0 {
                let pattern = Int(terminal[Int(out)])
                found.append(Occurrence(pattern: pattern, start: i + 1 - patternLengths[pattern], end: i + 1))
                out = outputLink[Int(out)]
            }
        }
        return found
    }
}

/// The automaton's edges: an open-addressing hash table from (node, scalar)
/// to node. Swift's Dictionary hashes with SipHash, which cost more than the
/// whole rest of a match step; a multiplicative hash over a table at most half
/// full finds an edge in one or two probes.
struct EdgeTable: Sendable {
    private static let empty = UInt64.max
    private var keys: [UInt64]
    private var values: [Int32]
    private var count = 0
    private var shift: UInt64

    init() {
        keys = [UInt64](repeating: Self.empty, count: 16)
        values = [Int32](repeating: 0, count: 16)
        shift = 64 - 4
    }

    subscript(key: UInt64) -> Int32? {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while true {
            let found = keys[slot]
            if found == key { return values[slot] }
            if found == Self.empty { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Adds an edge that is not there yet.
    mutating func insert(_ key: UInt64, _ value: Int32) {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while keys[slot] != Self.empty { slot = (slot + 1) & mask }
        keys[slot] = key
        values[slot] = value
        count += 1
    }

    func forEach(_ body: (UInt64, Int32) -> Void) {
        for slot in keys.indices where keys[slot] != Self.empty { body(keys[slot], values[slot]) }
    }

    private mutating func grow() {
        let old = (keys, values)
        keys = [UInt64](repeating: Self.empty, count: old.0.count * 2)
        values = [Int32](repeating: 0, count: old.0.count * 2)
        shift -= 1
        count = 0
        for slot in old.0.indices where old.0[slot] != Self.empty { insert(old.0[slot], old.1[slot]) }
    }
}
