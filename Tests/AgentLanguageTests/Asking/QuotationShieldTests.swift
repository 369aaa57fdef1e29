@testable import AgentLanguage
import Testing

/// `QuotationShield`: the words between an opening mark and its closing one are a title's or someone's.
struct QuotationShieldTests {
    @Test(arguments: [
        ("播放周杰伦的《晴天》", ["《晴天》"]),
        ("他说「明天叫我」就走了", ["「明天叫我」"]),
        ("“提醒”和『闹钟』是两个词", ["“提醒”", "『闹钟』"]),
        ("\"Set Fire to the Rain\" is a great song", ["\"set fire to the rain\""]),
        ("the book ‘Rain’ again", ["‘rain’"]),
        // ASCII single quotes around words, not the apostrophes inside them.
        ("my son said 'wake me at six' and went to bed", ["'wake me at six'"]),
        ("grandma's note said 'set the oven timer for 20 mins!'", ["'set the oven timer for 20 mins!'"]),
    ] as [(String, [String])])
    func shieldsQuotations(text: String, quoted: [String]) {
        let sentence = Sentence(text)
        #expect(QuotationShield.spans(in: sentence).map { MoodWords.string(sentence.folded[$0]) } == quoted)
    }

    @Test(arguments: ["《冰雨这首歌", "提醒我八点开会", "say \"hello", "it's Tom's alarm", "", "set a timer 'til 5",
                      "the kids' alarm clock is broken", "rock 'n' roll"])
    func shieldsNothingUnclosed(text: String) {
        #expect(QuotationShield.spans(in: Sentence(text)).isEmpty)
    }
}
