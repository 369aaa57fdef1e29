import AgentProtocol

/// Rule 1, word boundaries: a hit counts only when it begins and ends on the sentence's word
/// boundaries and lies outside a quotation (and, for a skill that answers requests, outside the
/// topic of another task): 热 in 热狗, 乘 in 乘客, 晴 in 《晴天》 count for nothing. Each distinct
/// keyword that counts adds its length in characters. A skill whose hits all fail is turned
/// down ("热 inside 热狗"); so is one an exclude keyword hit ("excluded by 几点"), and one that
/// hit none unless the sentence is like its samples (below).
enum HitsOnWordBoundaries: CandidateRule {
    static func weigh(_ candidate: inout WeighedCandidate, in sentence: DeliberatedSentence) -> String? {
        var countedPatterns: [Int] = []
        countedPatterns.reserveCapacity(candidate.match.hits.count)
        var firstFailure: String?
        for i in candidate.match.hits.indices {
            let hit = candidate.match.hits[i]
            let span = hit.start..<hit.end
            var failure: String?
            if let shield = sentence.analysis.shield(over: span, answersRequestsOnly: candidate.evidence.answersRequestsOnly) {
                failure = "\(hit.keyword) \(shield.reason)"
            } else if let word = sentence.analysis.wordCut(by: span), !isInsideNeededValue(span, of: candidate, in: sentence) {
                failure = "\(hit.keyword) inside \(MatchText.substring(of: sentence.text, scalars: word))"
            }
            if let failure {
                firstFailure = firstFailure ?? failure
                if !candidate.candidate.reasons.contains(where: { $0.reason == failure }) { candidate.add(MatchReason(failure)) }
                continue
            }
            candidate.counting.append(hit)
            let pattern = candidate.match.patterns[i]
            if !countedPatterns.contains(pattern) {
                countedPatterns.append(pattern)
                candidate.add(MatchReason("keyword \(hit.keyword)", points: candidate.match.lengths[i]))
            }
        }
        candidate.candidate.confidence = IntentMatcher.coverage(of: candidate.counting, length: sentence.length)
        if let exclude = candidate.match.excludedBy { return "excluded by \(exclude)" }
        guard candidate.counting.isEmpty else { return nil }
        // Hits that all fail decide: a quotation, a topic or a longer word holds the skill's words.
        if let firstFailure { return firstFailure }
        // With no hit at all, a skill stands on its samples when they name it (`samplesNameIt(in:)`).
        guard candidate.samplesNameIt(in: sentence.analysis) else { return "no keyword" }
        return nil
    }

    /// A hit inside a value the skill needs counts, whatever word it cuts: the reader that
    /// understood 三减负五 knows 减 is no part of 减负.
    private static func isInsideNeededValue(_ span: Range<Int>, of candidate: WeighedCandidate,
                                            in sentence: DeliberatedSentence) -> Bool {
        sentence.analysis.readings.contains { reading in
            candidate.needs(reading.kind) && reading.span.lowerBound <= span.lowerBound && span.upperBound <= reading.span.upperBound
        }
    }
}
