@testable import AgentCore
import AgentProtocol
import Testing

/// Rule 6: across the candidates that stand, a needed value read strictly inside a longer one
/// another candidate needs turns the shorter reading's skill down.
struct LongerReadingsWinTests {
    /// Candidates of one sentence: where each read its needed values, and whether it stands
    /// before the rule; then which the rule turns down.
    struct Row: Sendable, CustomTestStringConvertible {
        var sentence: String
        var read: [[String]]
        var standing: [Bool]? = nil
        var turnedDown: [Int]
        var testDescription: String { "\(sentence): \(read)" }
    }

    @Test(arguments: [
        // 三点 is no clock time inside the expression 三点一四乘二.
        Row(sentence: "三点一四乘二", read: [["三点"], ["三点一四乘二"]], turnedDown: [0]),
        Row(sentence: "八点半之前算出五乘八点五", read: [["八点五"], ["五乘八点五"]], turnedDown: [0]),
        // Disjoint or equal readings, or one reader only, turn nothing down.
        Row(sentence: "三点提醒我算五乘八", read: [["三点"], ["五乘八"]], turnedDown: []),
        Row(sentence: "十分钟", read: [["十分钟"], ["十分钟"]], turnedDown: []),
        Row(sentence: "三点一四乘二", read: [["三点"], []], turnedDown: []),
        // A candidate already turned down vouches for nothing.
        Row(sentence: "三点一四乘二", read: [["三点"], ["三点一四乘二"]], standing: [true, false], turnedDown: []),
    ])
    func theLongerReadingWins(_ row: Row) {
        let skill = EvidenceSkill(id: "any", keywords: [], evidence: .none)
        let text = Array(row.sentence.unicodeScalars)
        var weighed = row.read.enumerated().map { i, values in
            var candidate = WeighedCandidate(KeywordMatch(skill: i, hits: [], patterns: [], lengths: []), skill: skill)
            candidate.valuesRead = values.map { value in
                let wanted = Array(value.unicodeScalars)
                let start = (0...(text.count - wanted.count)).first { text[$0..<($0 + wanted.count)].elementsEqual(wanted) }!
                return start..<(start + wanted.count)
            }
            if row.standing?[i] == false { candidate.candidate.rejected = "statement" }
            return candidate
        }
        LongerReadingsWin.turnDownShorter(in: &weighed)
        let rejected = weighed.indices.filter { weighed[$0].candidate.rejected == "inside a longer reading" }
        #expect(rejected == row.turnedDown)
    }
}
