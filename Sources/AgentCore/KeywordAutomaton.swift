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
        fileprivate var patternLengths: [Int32] = []

        /// `scalars`: how many the patterns hold in all, at most, and `patterns` how many there
        /// are (so the tables are sized once).
        init(scalars: Int = 0, patterns: Int = 0) {
            edges = EdgeTable(reserving: scalars + 1)
            terminal.reserveCapacity(scalars + 1)
            patternLengths.reserveCapacity(patterns)
        }

        /// The id of `pattern` (not empty), added if it is new: ids count from 0 in order of first insertion.
        mutating func insert(_ pattern: [UInt32]) -> Int {
            var node: Int32 = 0
            for scalar in pattern {
                if let next = edges[node, scalar] {
                    node = next
                } else {
                    node = edges.add(from: node, scalar)
                    terminal.append(-1)
                }
            }
            if terminal[Int(node)] < 0 {
                terminal[Int(node)] = Int32(patternLengths.count)
                patternLengths.append(Int32(pattern.count))
            }
            return Int(terminal[Int(node)])
        }

        /// The automaton, made from the builder's own tables, which it changes as it goes (the
        /// node tables cut to size): building needs tables of its own beside them, and at 10,000
        /// skills each is a megabyte.
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
    /// Each pattern's length in scalars.
    let patternLengths: [Int32]

    /// Builds the automaton; pattern `i` of the result is `patterns[i]`, which must be distinct.
    init(patterns: [[UInt32]]) {
        var builder = Builder()
        for pattern in patterns { _ = builder.insert(pattern) }
        self.init(taking: &builder)
    }

    private init(taking built: inout Builder) {
        // The tables were sized for every scalar of every keyword; keywords that share a start
        // share nodes. Cut to size, one at a time, before the links' tables are made beside them.
        built.edges.trim()
        built.terminal = built.terminal.trimmed()
        let count = built.terminal.count
        // -1: not known yet. A node's links are found from those of shallower nodes (its parent,
        // the nodes on its parent's fail chain, its fail target), which are found first, on a
        // stack, when not yet known: no table of depths, nor an order of the nodes by depth.
        var fail = [Int32](repeating: -1, count: count)
        var outputLink = [Int32](repeating: -1, count: count)
        fail[0] = 0
        let (edges, terminal) = (built.edges, built.terminal)
        /// Sets the links of `node`; or the shallower node they wait on.
        func link(_ node: Int) -> Int32? {
            let scalar = edges.incoming[node]
            var target: Int32 = 0
            var f = edges.parent[node]
            while f != 0 {
                if fail[Int(f)] < 0 { return f }
                f = fail[Int(f)]
                if let next = edges[f, scalar] {
                    target = next
                    break
                }
            }
            let t = Int(target)
            if fail[t] < 0 { return target }
            fail[node] = target
            outputLink[node] = terminal[t] >= 0 ? target : outputLink[t]
            return nil
        }
        var waiting: [Int32] = []
        for node in 1..<count where fail[node] < 0 {  // the root (0) has no links
            waiting.append(Int32(node))
            while let top = waiting.last {
                if let first = link(Int(top)) { waiting.append(first) } else { waiting.removeLast() }
            }
        }
        self.edges = edges
        self.fail = fail
        self.terminal = terminal
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
                found.append(Occurrence(pattern: pattern, start: i + 1 - Int(patternLengths[pattern]), end: i + 1))
                out = outputLink[Int(out)]
            }
        }
        return found
    }
}

/// The automaton's nodes and edges. Each node but the root has one edge into
/// it, kept as its parent and scalar; a hash index over those finds the child
/// of (node, scalar). Slots hold only a node number (4 bytes) and are checked
/// against the node's edge. While the nodes are added, the index is at most three
/// quarters full of the nodes it was sized for (an upper bound: keywords that share
/// a start share nodes); once they are all in, it is made again at one and a half
/// times their number. A lookup takes one or two probes, and costs no SipHash (as
/// Swift's Dictionary would).
struct EdgeTable: Sendable {
    private(set) var parent: [Int32] = [0]
    private(set) var incoming: [UInt32] = [0]
    private var slots: [Int32]

    /// Room for `nodes` nodes before the index grows.
    init(reserving nodes: Int = 8) {
        slots = [Int32](repeating: -1, count: max(16, nodes * 4 / 3 + 1))
        parent.reserveCapacity(nodes + 1)
        incoming.reserveCapacity(nodes + 1)
    }

    /// The nodes' tables at their size, their spare room freed, and the index made again at
    /// one and a half times their number (once every node is added): two thirds full. The old
    /// index goes first: the nodes' tables are all a new one needs.
    mutating func trim() {
        slots = []
        parent = parent.trimmed()
        incoming = incoming.trimmed()
        slots = [Int32](repeating: -1, count: max(16, parent.count * 3 / 2))
        for child in 1..<Int32(parent.count) { index(child) }
    }

    subscript(node: Int32, scalar: UInt32) -> Int32? {
        var slot = slotFor(node, scalar)
        while true {
            let child = slots[slot]
            if child < 0 { return nil }
            if parent[Int(child)] == node && incoming[Int(child)] == scalar { return child }
            slot = slot + 1 == slots.count ? 0 : slot + 1
        }
    }

    /// A new node reached from `node` by `scalar` (there is none yet).
    mutating func add(from node: Int32, _ scalar: UInt32) -> Int32 {
        if parent.count * 4 > slots.count * 3 { grow() }
        let child = Int32(parent.count)
        parent.append(node)
        incoming.append(scalar)
        index(child)
        return child
    }

    /// The edge's slot: its hash scaled to the table's size (the high half of their product),
    /// so the size need not be a power of two.
    private func slotFor(_ node: Int32, _ scalar: UInt32) -> Int {
        let key = UInt64(UInt32(bitPattern: node)) << 32 | UInt64(scalar)
        return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15).multipliedFullWidth(by: UInt64(slots.count)).high)
    }

    private mutating func index(_ child: Int32) {
        var slot = slotFor(parent[Int(child)], incoming[Int(child)])
        while slots[slot] >= 0 { slot = slot + 1 == slots.count ? 0 : slot + 1 }
        slots[slot] = child
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
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
