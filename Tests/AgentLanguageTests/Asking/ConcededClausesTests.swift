@testable import AgentLanguage
import Testing

/// `ConcededClauses`: what a sentence grants whatever it is asks nothing; the mood is read without it.
struct ConcededClausesTests {
    @Test(arguments: [
        ("不管刮风还是下雨，我每天都去游泳", "不管刮风还是下雨"),
        ("冷不冷都得穿校服", "冷不冷"),
        ("就算明天下大雨也要去上班", "就算明天下大雨"),
        ("无论明天几度，早操照样做", "无论明天几度"),
        ("哪怕零下十度他也骑车上班", "哪怕零下十度他"),
    ] as [(String, String)])
    func grantsWhatItConcedes(text: String, conceded: String) throws {
        let sentence = Sentence(text)
        let span = try #require(ConcededClauses.spans(in: sentence).first)
        #expect(sentence.quote(span.lowerBound, span.upperBound) == conceded)
        #expect(SentenceMoodReader.read(sentence).mood == .statement(declined: conceded))
    }

    /// A question outside what is conceded still asks; a choice with no word that goes on is asked.
    @Test(arguments: [
        ("不管明天下不下雨，几点出发啊", true),
        ("下不下雨都无所谓，明天几度", true),
        ("明天下不下雨", true),
        ("明天冷不冷", true),
        ("不管怎样我都会准时到", false),
    ] as [(String, Bool)])
    func asksOnlyOutsideIt(text: String, asks: Bool) {
        #expect(SentenceMoodReader.read(Sentence(text)).mood.asks == asks)
    }

    @Test(arguments: ["明天下不下雨", "今天冷不冷啊", "我也想知道明天几度", "都几点了", "这个闹钟不管用了吗"])
    func concedesNothingWithoutItsWords(text: String) {
        #expect(ConcededClauses.spans(in: Sentence(text)).isEmpty)
    }
}
