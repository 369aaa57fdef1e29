@testable import AgentLanguage
import AgentProtocol
import AgentCore
import TestSupport
import Testing

/// What one sentence's readers share must be what each reader finds by itself: the values a
/// `Sentence` reads once and the quick filters that pass over characters (`PhraseList`,
/// `SmallScalarSet`, `FollowUpWords.mayHold`), over every sentence of the dev set and corpus.
struct SharedReadingTests {
    @Test func theCorpusIsThere() {
        #expect(CorpusTexts.all.count > 1_600)
    }

    @Test func valuesReadOnceAreWhatEachReaderReads() {
        for text in CorpusTexts.all {
            let values = Sentence(text)
            #expect(values.durations == DurationExtractor.all(in: text), "\(text)")
            #expect(values.durations.first == DurationExtractor.first(in: text), "\(text)")
            #expect(values.time == TimeExpressionReader.read(text), "\(text)")
            #expect(values.interval == RecurrenceReader.interval(in: text), "\(text)")
            #expect(values.recurrence == RecurrenceReader.read(text), "\(text)")
            #expect(values.numbers.map { [$0.value, Double($0.start), Double($0.end)] }
                == NumberReader.all(in: text).map { [$0.value, Double($0.start), Double($0.end)] }, "\(text)")
        }
    }

    @Test func aPhraseListFindsWhatTryingEveryPhraseFinds() {
        let lists: [PhraseList] = [MoodWords.requestCues, MoodWords.questionWords, MoodWords.negations, TaskWords.chineseOpeners,
                                   MoodWords.degreeLookalikes]
        for text in CorpusTexts.all {
            let scalars = MatchText.scalars(of: text)
            for list in lists {
                let phrases = Array(list)
                for i in scalars.indices {
                    #expect(list.first(in: scalars, at: i) == phrases.first { MoodWords.matches(scalars, $0, at: i) }, "\(text) @\(i)")
                }
                let anywhere = phrases.contains { phrase in scalars.indices.contains { MoodWords.matches(scalars, phrase, at: $0) } }
                #expect(list.occurs(in: scalars, within: 0..<scalars.count) == anywhere, "\(text)")
            }
        }
    }

    /// Members whose low ten bits collide with each other and with many non-members.
    @Test func aSmallScalarSetHoldsItsMembersAndNothingElse() {
        let members: [UInt32] = [0x4E86, 0x5566, 0x0041, 0x0441, 0x1_F600, 0x10_FFFF, 0]
        let set = SmallScalarSet(members)
        let reference = Set(members)
        for v in UInt32(0)...0x10_FFFF {
            #expect(set.contains(v) == reference.contains(v))
        }
    }

    @Test func theQuickFollowUpTestNeverRulesOutASentenceWithFollowUpWords() {
        var ruledOut = 0
        for text in CorpusTexts.all where !FollowUpWords.mayHold(Sentence(text)) {
            ruledOut += 1
            #expect(FollowUpWords.spans(in: Sentence(text)).isEmpty, "\(text)")
        }
        #expect(ruledOut > CorpusTexts.all.count / 3, "the test rules out too few to be worth its cost")
    }

    /// A continuation looks only at the start of a sentence, so it tokenizes only that far: the
    /// tokens up to a stop are the whole tokenization's first ones, whatever the stop.
    @Test func tokenizingUpToAStopGivesTheFirstTokens() {
        let stops: [(ArithmeticToken.Kind) -> Bool] = [
            { if case .number = $0 { true } else { false } },
            { if case .unknown = $0 { false } else { true } },
            { _ in true },
        ]
        func described(_ tokens: [ArithmeticToken]) -> [String] { tokens.map { "\($0.kind) \($0.start)..<\($0.end)" } }
        for text in CorpusTexts.all {
            var whole = ArithmeticTokenizer(text, lenient: true)
            guard let all = try? whole.run() else { continue }
            for stop in stops {
                var partial = ArithmeticTokenizer(text, lenient: true)
                let first = described((try? partial.run(until: stop)) ?? [])
                #expect(!first.isEmpty || all.isEmpty, "\(text)")
                #expect(first == Array(described(all).prefix(first.count)), "\(text)")
                if let end = all.firstIndex(where: { stop($0.kind) }) { #expect(first.count == end + 1, "\(text)") }
            }
        }
    }
}
