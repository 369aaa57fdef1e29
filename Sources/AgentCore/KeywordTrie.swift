import AgentProtocol

/// Every keyword of every skill in one trie over Unicode scalars: the keywords that occur in a
/// sentence are found by walking it from each position as far as the trie goes, a probe a step,
/// so matching costs as many probes as the sentence's starts of keywords run, whatever the number
/// of skills.
///
/// Built once per change of the registry, from tens of thousands of keywords: nodes are rows of
/// flat arrays and edges one hash table, so neither memory nor build time goes to an object or
/// array per node. Node `p + 1` ends pattern `p`, so a node says what it ends by its number
/// alone, and a walk knows a pattern's length from where it started: no table of either.
/// Aho–Corasick's fail and output links would spare the walk from each position, which a
/// sentence's keywords (a few scalars long) barely need, at twelve bytes a node (1.8 MB at
/// 10,000 skills). The most a walk can cost is bounded as Aho–Corasick's output is, by the
/// sentence's length times the longest keyword.
struct KeywordTrie: Sendable {
    /// One occurrence: which pattern, and the scalar range it covers.
    struct Occurrence: Equatable {
        var pattern: Int
        var start: Int
        var end: Int
    }

    /// The keywords a trie is built from, their scalars end to end: one allocation for tens of
    /// thousands, where an array each would cost its header and a trip to the allocator.
    struct Keywords {
        fileprivate var scalars: [UInt32] = []
        /// Keyword `i` is `scalars[ends[i - 1]..<ends[i]]` (from 0 for the first).
        fileprivate var ends: [Int32] = []

        /// Room for `count` keywords of `scalars` scalars in all.
        init(count: Int = 0, scalars: Int = 0) {
            self.scalars.reserveCapacity(scalars)
            ends.reserveCapacity(count)
        }

        /// Adds a keyword (not empty).
        mutating func append(_ keyword: [UInt32]) {
            scalars.append(contentsOf: keyword)
            ends.append(Int32(scalars.count))
        }

        var count: Int { ends.count }
    }

    private let edges: EdgeTable
    /// How many patterns there are: nodes 1 through this end one each.
    let patternCount: Int

    /// Builds the trie; pattern `i` of the result is `patterns[i]`, which must be distinct.
    init(patterns: [[UInt32]]) {
        var keywords = Keywords()
        for pattern in patterns { keywords.append(pattern) }
        (self, _) = Self.build(consuming: keywords)
    }

    private init(edges: EdgeTable, patternCount: Int) {
        self.edges = edges
        self.patternCount = patternCount
    }

    /// The trie of `keywords`, and each keyword's pattern: equal keywords are one pattern, the
    /// patterns numbered from 0 in order of their keyword's first appearance.
    ///
    /// The keywords are sorted first, so each adds the nodes past the start it shares with the
    /// one before it, and only its last node ends a pattern (a shorter keyword it starts with
    /// comes before it, and has its node already): the nodes are counted before they are made,
    /// each table is made once at its size, and no index is needed until they are all in.
    static func build(consuming keywords: consuming Keywords) -> (trie: KeywordTrie, patterns: [Int32]) {
        let (parent, incoming, patterns, patternCount) = keywords.scalars.withUnsafeBufferPointer { scalars in
            keywords.ends.withUnsafeBufferPointer { ends in
                func keyword(_ i: Int32) -> Slice<UnsafeBufferPointer<UInt32>> {
                    scalars[(i == 0 ? 0 : Int(ends[Int(i) - 1]))..<Int(ends[Int(i)])]
                }
                // Equal keywords side by side, in order of appearance. Most keywords part within their
                // first three scalars, packed into one number (21 bits each, none past 0x10FFFF; a
                // shorter keyword's 0 sorts first, as it should): only the rest compare scalar by scalar.
                let heads = (0..<Int32(ends.count)).map { i in
                    keyword(i).prefix(3).enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (42 - 21 * $1.offset) }
                }
                let order = (0..<Int32(ends.count)).sorted { a, b in
                    if heads[Int(a)] != heads[Int(b)] { return heads[Int(a)] < heads[Int(b)] }
                    let (x, y) = (keyword(a), keyword(b))
                    return x.lexicographicallyPrecedes(y) || (a < b && x.elementsEqual(y))
                }
                // Each keyword's first appearance, counting the nodes: a keyword adds those past
                // the start it shares with the one before it.
                var patterns = [Int32](repeating: 0, count: ends.count)
                var nodeCount = 1
                for (rank, i) in order.enumerated() {
                    let previous = rank > 0 ? order[rank - 1] : -1
                    let common = previous < 0 ? 0 : sharedStart(keyword(previous), keyword(i))
                    let equal = previous >= 0 && common == keyword(i).count && common == keyword(previous).count
                    patterns[Int(i)] = equal ? patterns[Int(previous)] : i
                    if !equal { nodeCount += keyword(i).count - common }
                }
                // Then the patterns numbered in that order, in place: a keyword's first appearance
                // comes before it, and is numbered by then.
                var patternCount: Int32 = 0
                for i in patterns.indices {
                    let first = Int(patterns[i])
                    if first == i {
                        patterns[i] = patternCount
                        patternCount += 1
                    } else {
                        patterns[i] = patterns[first]
                    }
                }
                // The nodes in sorted order: a keyword's path is the one before's up to where they part.
                var parent = [Int32](repeating: 0, count: nodeCount)
                var incoming = [UInt32](repeating: 0, count: nodeCount)
                var inner = patternCount
                var path: [Int32] = []
                for (rank, i) in order.enumerated() {
                    let scalars = keyword(i)
                    let shared = rank > 0 ? sharedStart(keyword(order[rank - 1]), scalars) : 0
                    if shared == scalars.count { continue }  // the keyword before, again
                    path.removeLast(path.count - shared)
                    for scalar in scalars.dropFirst(shared) {
                        let node: Int32
                        if path.count == scalars.count - 1 {
                            node = patterns[Int(i)] + 1
                        } else {
                            inner += 1
                            node = inner
                        }
                        parent[Int(node)] = path.last ?? 0
                        incoming[Int(node)] = scalar
                        path.append(node)
                    }
                }
                return (parent, incoming, patterns, Int(patternCount))
            }
        }
        _ = consume keywords  // freed before the index is made beside the nodes
        return (KeywordTrie(edges: EdgeTable(parent: parent, incoming: incoming), patternCount: patternCount), patterns)
    }

    /// How many scalars `a` and `b` start with alike.
    private static func sharedStart(_ a: Slice<UnsafeBufferPointer<UInt32>>, _ b: Slice<UnsafeBufferPointer<UInt32>>) -> Int {
        var count = 0
        var (i, j) = (a.startIndex, b.startIndex)
        while i < a.endIndex, j < b.endIndex, a[i] == b[j] {
            count += 1
            i += 1
            j += 1
        }
        return count
    }

    /// Every occurrence of every pattern in `text`, by start, then end.
    func occurrences(in text: [UInt32]) -> [Occurrence] {
        var found: [Occurrence] = []
        found.reserveCapacity(8)  // a sentence hits a handful
        let patternCount = Int32(patternCount)
        for start in text.indices {
            var node: Int32 = 0
            for end in start..<text.count {
                guard let next = edges[node, text[end]] else { break }
                node = next
                if node <= patternCount { found.append(Occurrence(pattern: Int(node) - 1, start: start, end: end + 1)) }
            }
        }
        return found
    }
}

/// The trie's nodes and edges. Each node but the root has one edge into it, kept as its parent
/// and scalar; a hash index over those, one and a half times their number (two thirds full),
/// finds the child of (node, scalar). Slots hold only a node number (4 bytes) and are checked
/// against the node's edge. A lookup takes one or two probes, and costs no SipHash (as Swift's
/// Dictionary would).
struct EdgeTable: Sendable {
    private let parent: [Int32]
    private let incoming: [UInt32]
    private let slots: [Int32]

    /// The edge into node `n` is from `parent[n]` by `incoming[n]` (the root's, at 0, is none).
    init(parent: [Int32], incoming: [UInt32]) {
        self.parent = parent
        self.incoming = incoming
        var slots = [Int32](repeating: -1, count: max(16, parent.count * 3 / 2))
        for child in 1..<Int32(parent.count) {
            var slot = Self.slot(for: parent[Int(child)], incoming[Int(child)], among: slots.count)
            while slots[slot] >= 0 { slot = slot + 1 == slots.count ? 0 : slot + 1 }
            slots[slot] = child
        }
        self.slots = slots
    }

    subscript(node: Int32, scalar: UInt32) -> Int32? {
        var slot = Self.slot(for: node, scalar, among: slots.count)
        while true {
            let child = slots[slot]
            if child < 0 { return nil }
            if parent[Int(child)] == node && incoming[Int(child)] == scalar { return child }
            slot = slot + 1 == slots.count ? 0 : slot + 1
        }
    }

    /// The edge's slot: its hash scaled to the table's size (the high half of their product),
    /// so the size need not be a power of two.
    private static func slot(for node: Int32, _ scalar: UInt32, among count: Int) -> Int {
        let key = UInt64(UInt32(bitPattern: node)) << 32 | UInt64(scalar)
        return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15).multipliedFullWidth(by: UInt64(count)).high)
    }
}
