import AgentProtocol

/// Aho–Corasick over Unicode scalars: finds every occurrence of every pattern
/// in one pass, so matching cost does not grow with the number of skills.
///
/// Built once per change of the registry, from tens of thousands of keywords:
/// nodes are rows of flat arrays and edges one hash table, so neither memory
/// nor build time goes to an object or array per node.
struct KeywordAutomaton: Sendable {
    /// One occurrence: which pattern, and the scalar range it covers.
    struct Occurrence: Equatable {
        var pattern: Int
        var start: Int
        var end: Int
    }

    /// Adds patterns one at a time, then builds the fail links once.
    struct Builder {
        // Node 0 is the root.
        fileprivate var edges: EdgeTable
        fileprivate var terminal: [Int32] = [-1]
        fileprivate var patternLengths: [Int] = []
        /// Needed only while building, to take the nodes shallowest first.
        fileprivate var depth: [Int32] = [0]

        /// `scalars`: how many the patterns hold in all, at most (so the tables are sized once).
        init(scalars: Int = 0) {
            edges = EdgeTable(reserving: scalars + 1)
            terminal.reserveCapacity(scalars + 1)
            depth.reserveCapacity(scalars + 1)
        }

        /// The id of `pattern` (not empty), added if it is new: ids count from 0 in order of first insertion.
        mutating func insert(_ pattern: [UInt32]) -> Int {
            var node: Int32 = 0
            for scalar in pattern {
                if let next = edges[node, scalar] {
                    node = next
                } else {
                    let next = edges.add(from: node, scalar)
                    terminal.append(-1)
                    depth.append(depth[Int(node)] + 1)
                    node = next
                }
            }
            if terminal[Int(node)] < 0 {
                terminal[Int(node)] = Int32(patternLengths.count)
                patternLengths.append(pattern.count)
            }
            return Int(terminal[Int(node)])
        }

        /// The automaton, made from the builder's own tables, which it changes as it goes (the
        /// depths dropped, the node tables cut to size): building needs tables of its own beside
        /// them, and at 10,000 skills each is a megabyte.
        mutating func build() -> KeywordAutomaton {
            KeywordAutomaton(taking: &self)
        }
    }

    private let edges: EdgeTable
    private let fail: [Int32]
    /// The pattern ending at a node, or -1.
    private let terminal: [Int32]
    /// The nearest node on the fail chain that ends a pattern, or -1.
    private let outputLink: [Int32]
    let patternLengths: [Int]

    /// Builds the automaton; pattern `i` of the result is `patterns[i]`, which must be distinct.
    init(patterns: [[UInt32]]) {
        var builder = Builder()
        for pattern in patterns { _ = builder.insert(pattern) }
        self.init(taking: &builder)
    }

    private init(taking built: inout Builder) {
        let count = built.terminal.count
        // Nodes shallowest first (a counting sort by depth): a node's fail link
        // points to a shallower node, whose own links are then already known.
        var order = [Int32](repeating: 0, count: count)
        do {
            let depth = built.depth
            built.depth = []  // freed when this scope ends: the links need nothing more of it
            var perDepth = [Int](repeating: 0, count: Int(depth.max() ?? 0) + 2)
            for d in depth { perDepth[Int(d) + 1] += 1 }
            for d in 1..<perDepth.count { perDepth[d] += perDepth[d - 1] }
            for node in 0..<count {
                let d = Int(depth[node])
                order[perDepth[d]] = Int32(node)
                perDepth[d] += 1
            }
        }
        // The tables were sized for every scalar of every keyword; keywords that share a start
        // share nodes. Cut to size, one at a time, before the links' tables are made beside them.
        built.terminal = built.terminal.trimmed()
        built.edges.trim()
        var fail = [Int32](repeating: 0, count: count)
        var outputLink = [Int32](repeating: -1, count: count)
        for node in order.dropFirst() {  // the root first: it has no link
            let n = Int(node)
            let scalar = built.edges.incoming[n]
            var target: Int32 = 0
            var f = built.edges.parent[n]
            while f != 0 {
                f = fail[Int(f)]
                if let next = built.edges[f, scalar] {
                    target = next
                    break
                }
            }
            fail[n] = target
            let t = Int(target)
            outputLink[n] = built.terminal[t] >= 0 ? target : outputLink[t]
        }
        edges = built.edges
        self.fail = fail
        terminal = built.terminal
        self.outputLink = outputLink
        patternLengths = built.patternLengths
    }

    /// Every occurrence of every pattern in `text`, in order of their end.
    func occurrences(in text: [UInt32]) -> [Occurrence] {
        var found: [Occurrence] = []
        found.reserveCapacity(8)  // a sentence hits a handful
        var node: Int32 = 0
        for (i, scalar) in text.enumerated() {
            while true {
                if let next = edges[node, scalar] {
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

/// The automaton's nodes and edges. Each node but the root has one edge into
/// it, kept as its parent and scalar; a hash index over those finds the child
/// of (node, scalar). Slots hold only a node number (4 bytes) and are checked
/// against the node's edge, and the index is at most half full: a lookup takes
/// one or two probes, and costs no SipHash (as Swift's Dictionary would).
struct EdgeTable: Sendable {
    private(set) var parent: [Int32] = [0]
    private(set) var incoming: [UInt32] = [0]
    private var slots: [Int32]
    private var shift: UInt64

    /// Room for `nodes` nodes before the index grows.
    init(reserving nodes: Int = 8) {
        var size = 16
        var bits: UInt64 = 4
        while size < nodes * 2 {
            size *= 2
            bits += 1
        }
        slots = [Int32](repeating: -1, count: size)
        shift = 64 - bits
        parent.reserveCapacity(nodes + 1)
        incoming.reserveCapacity(nodes + 1)
    }

    var nodeCount: Int { parent.count }

    /// The nodes' tables at their size, their spare room freed (once every node is added).
    mutating func trim() {
        parent = parent.trimmed()
        incoming = incoming.trimmed()
    }

    subscript(node: Int32, scalar: UInt32) -> Int32? {
        let mask = slots.count - 1
        var slot = slotFor(node, scalar)
        while true {
            let child = slots[slot]
            if child < 0 { return nil }
            if parent[Int(child)] == node && incoming[Int(child)] == scalar { return child }
            slot = (slot + 1) & mask
        }
    }

    /// A new node reached from `node` by `scalar` (there is none yet).
    mutating func add(from node: Int32, _ scalar: UInt32) -> Int32 {
        if parent.count * 2 > slots.count { grow() }
        let child = Int32(parent.count)
        parent.append(node)
        incoming.append(scalar)
        index(child)
        return child
    }

    private func slotFor(_ node: Int32, _ scalar: UInt32) -> Int {
        let key = UInt64(UInt32(bitPattern: node)) << 32 | UInt64(scalar)
        return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func index(_ child: Int32) {
        let mask = slots.count - 1
        var slot = slotFor(parent[Int(child)], incoming[Int(child)])
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = child
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        shift -= 1
        for child in 1..<Int32(parent.count) { index(child) }
    }
}

extension Array {
    /// A copy that holds no spare room (`Array(self[...])` would share this one's buffer).
    fileprivate func trimmed() -> [Element] {
        [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: self)
        }
    }
}
