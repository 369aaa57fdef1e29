@testable import AgentLanguage
import Testing

/// `FillerWords`: "after" right before a span says no more than "in" does, as learners say it; before an
/// event, or a number that is no span, it is content.
struct FillerWordsTests {
    @Test(arguments: [
        ("and after 1 hour pick up my son", true), ("remind me after 10 minute turn off stove", true), ("after twenty minutes call me", true),
        ("after dinner call the shop", false), ("after 5 people arrive", false), ("the day after tomorrow", false),
    ])
    func readsAfterASpanAsFiller(text: String, isFiller: Bool) {
        let sentence = Sentence(text)
        let after = sentence.english.find(EnglishPhrase("after"))
        #expect(FillerWords.spans(in: sentence).contains { $0 == after } == isFiller, "\(text)")
    }
}
