@testable import AgentCore
import AgentProtocol
import TestSupport
import Testing

struct KeywordAutomatonTests {
    private func scalars(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }

    private func occurrence(_ pattern: Int, _ start: Int, _ end: Int) -> KeywordAutomaton.Occurrence {
        KeywordAutomaton.Occurrence(pattern: pattern, start: start, end: end)
    }

    @Test func findsOverlappingAndNestedPatternsInOrderOfTheirEnd() {
        let automaton = KeywordAutomaton(patterns: ["he", "she", "his", "hers"].map(scalars))
        #expect(automaton.occurrences(in: scalars("ushers")) == [occurrence(1, 1, 4), occurrence(0, 2, 4), occurrence(3, 2, 6)])
        #expect(automaton.patternLengths == [2, 3, 3, 4])
    }

    @Test func followsFailLinksAcrossChineseText() {
        let automaton = KeywordAutomaton(patterns: ["计时", "倒计时", "时间"].map(scalars))
        #expect(automaton.occurrences(in: scalars("倒计时间")) == [occurrence(1, 0, 3), occurrence(0, 1, 3), occurrence(2, 2, 4)])
    }

    @Test func noPatternsFindNothing() {
        #expect(KeywordAutomaton(patterns: []).occurrences(in: scalars("anything")).isEmpty)
    }

    /// Against a naive search over many small patterns and texts on a three-letter alphabet,
    /// where fail links matter most.
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
            var expected: [KeywordAutomaton.Occurrence] = []
            for end in 0...text.count {
                for (index, pattern) in patterns.enumerated() where pattern.count <= end {
                    if Array(text[(end - pattern.count)..<end]) == pattern {
                        expected.append(occurrence(index, end - pattern.count, end))
                    }
                }
            }
            let found = KeywordAutomaton(patterns: patterns).occurrences(in: text)
            let order: (KeywordAutomaton.Occurrence, KeywordAutomaton.Occurrence) -> Bool = {
                ($0.end, $0.pattern) < ($1.end, $1.pattern)
            }
            #expect(found.sorted(by: order) == expected.sorted(by: order), "patterns \(patterns) in \(text)")
            #expect(found.map(\.end) == found.map(\.end).sorted())
        }
    }
}
