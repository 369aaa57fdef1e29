@testable import AgentCore
import AgentProtocol
import TestSupport
import Testing

struct KeywordTrieTests {
    private func scalars(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }

    private func occurrence(_ pattern: Int, _ start: Int, _ end: Int) -> KeywordTrie.Occurrence {
        KeywordTrie.Occurrence(pattern: pattern, start: start, end: end)
    }

    @Test func findsOverlappingAndNestedPatternsByStartThenEnd() {
        let trie = KeywordTrie(patterns: ["he", "she", "his", "hers"].map(scalars))
        #expect(trie.occurrences(in: scalars("ushers")) == [occurrence(1, 1, 4), occurrence(0, 2, 4), occurrence(3, 2, 6)])
    }

    @Test func findsPatternsInsideAndOverlappingOthersInChineseText() {
        let trie = KeywordTrie(patterns: ["计时", "倒计时", "时间"].map(scalars))
        #expect(trie.occurrences(in: scalars("倒计时间")) == [occurrence(1, 0, 3), occurrence(0, 1, 3), occurrence(2, 2, 4)])
    }

    /// Equal keywords are one pattern, numbered in order of first appearance, whatever order
    /// sorting puts them in (a longer keyword first, a shorter one inside it after).
    @Test func numbersKeywordsByTheirFirstAppearance() {
        var keywords = KeywordTrie.Keywords()
        for keyword in ["倒计时", "倒计", "倒计时", "时", "计时器", "倒"] { keywords.append(scalars(keyword)) }
        let (trie, patterns) = KeywordTrie.build(consuming: keywords)
        #expect(patterns == [0, 1, 0, 2, 3, 4])
        #expect(trie.patternCount == 5)
        #expect(trie.occurrences(in: scalars("倒计时器")) == [
            occurrence(4, 0, 1), occurrence(1, 0, 2), occurrence(0, 0, 3), occurrence(3, 1, 4), occurrence(2, 2, 3),
        ])
    }

    @Test func noPatternsFindNothing() {
        #expect(KeywordTrie(patterns: []).occurrences(in: scalars("anything")).isEmpty)
    }

    /// Against a naive search over many small patterns and texts on a three-letter alphabet,
    /// where patterns overlap and nest most.
    @Test func agreesWithANaiveSearch() {
        var seed: UInt64 = 42
        func draw(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        func word(_ length: Int) -> [UInt32] { (0..<length).map { _ in UInt32(0x61 + draw(3)) } }
        for _ in 0..<200 {
            var patterns: [[UInt32]] = []
            for _ in 0..<(1 + draw(6)) {
                let pattern = word(1 + draw(4))
                if !patterns.contains(pattern) { patterns.append(pattern) }
            }
            let text = word(draw(20))
            var expected: [KeywordTrie.Occurrence] = []
            for end in 0...text.count {
                for (index, pattern) in patterns.enumerated() where pattern.count <= end {
                    if Array(text[(end - pattern.count)..<end]) == pattern {
                        expected.append(occurrence(index, end - pattern.count, end))
                    }
                }
            }
            let found = KeywordTrie(patterns: patterns).occurrences(in: text)
            let order: (KeywordTrie.Occurrence, KeywordTrie.Occurrence) -> Bool = {
                ($0.start, $0.end) < ($1.start, $1.end)
            }
            #expect(found == expected.sorted(by: order), "patterns \(patterns) in \(text)")
        }
    }
}
