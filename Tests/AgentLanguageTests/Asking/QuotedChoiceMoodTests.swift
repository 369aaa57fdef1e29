@testable import AgentLanguage
import Testing

/// `QuotedChoiceMood`: two quoted wordings set against each other ask which is right, not for a task.
struct QuotedChoiceMoodTests {
    @Test(arguments: [
        ("should I write \"timer\" or \"timmer\"", "\"timer\" or \"timmer\""),
        ("“闹钟”还是“闹铃”，哪个说法对", "“闹钟”还是“闹铃”"),
        ("is it 'forecast' vs 'forcast'", "'forecast' vs 'forcast'"),
        ("「提醒」或者「題醒」哪個才對", "「提醒」或者「題醒」"),
        ("\"rain check\" versus \"raincheck\", which one", "\"rain check\" versus \"raincheck\""),
    ] as [(String, String)])
    func asksWhichWording(text: String, cue: String) {
        let sentence = Sentence(text)
        #expect(QuotedChoiceMood.cue(in: sentence, quoted: QuotationShield.spans(in: sentence))?.word == cue)
        #expect(SentenceMoodReader.read(sentence).mood == .aboutWords(cue: cue))
    }

    @Test(arguments: [
        "放《晴天》还是《稻香》",  // titles: a song asked for
        "she said \"wake me at 7\" or something like that",  // no wording set against another
        "老板说“明早开会”，还说“别迟到”",
        "remind me \"buy milk\" and \"call mum\" at 6",
        "“下雨”",
    ])
    func leavesOtherQuotationsAlone(text: String) {
        let sentence = Sentence(text)
        #expect(QuotedChoiceMood.cue(in: sentence, quoted: QuotationShield.spans(in: sentence)) == nil)
    }
}
