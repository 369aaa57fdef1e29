@testable import AgentLanguage
import Testing

/// Rule `CompoundSpan`: groups of smaller and smaller units make one span, joined by nothing, spaces, 零, 又 or
/// "and"; a half ends it.
struct CompoundSpanTests {
    @Test(arguments: [
        ("两个小时十五分", 8100.0), ("十分钟零三十秒", 630), ("一小时又十分钟", 4200), ("三小时二十分钟十秒", 12_010), ("1小时 30分钟", 5400),
        ("1h30m", 5400), ("2 hours and 15 minutes", 8100), ("an hour and a half", 5400), ("1 hr 30 min", 5400),
    ])
    func readsOneSpan(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }

    /// A larger unit starts a new span.
    @Test(arguments: [
        ("30分钟5小时", [1800.0, 18_000]), ("十秒一分钟", [10, 60]), ("5 minutes and 10 minutes", [300, 600]), ("1h30m 2h", [5400, 7200]),
    ])
    func startsANewSpanAtALargerUnit(text: String, seconds: [Double]) {
        #expect(DurationExtractor.all(in: Sentence(text)).map(\.seconds) == seconds, "\(text)")
    }

    /// Rule `unsaidSmallerUnit`: a bare count under 60 ending the clause after English hours or
    /// minutes counts the next smaller unit, as a clock's face says it.
    @Test(arguments: [
        ("set a timer for 2 minutes 30", 150.0), ("timer an hour 20", 4800), ("1 hr 15, thanks", 4500),
        ("countdown three minutes forty-five", 225), ("give it 10 minutes 30.", 630), ("2 hours and 20", 8400),
        ("1 minute 05?", 65), ("countdown 1 hour 45 please", 6300), ("2 minutes 30 too.", 150),
        // The count goes on to something else, or is no clock's face.
        ("timer for 5 minutes 2 times", 300), ("in 10 minutes 3 people come", 600), ("20 minutes 1.5", 1200),
        ("5 minutes 75", 300), ("10 minutes 30s", 630), ("3 seconds 10", 3), ("两分钟 30", 120), ("five minutes 30th", 300),
        ("and a 40 minute one", 2400), ("5 minutes 20 pleased", 300), ("cancel the 25 minute one.", 1500),
    ])
    func aCountLeftAfterHoursOrMinutesIsTheNextUnit(text: String, seconds: Double) {
        #expect(DurationExtractor.first(in: Sentence(text))?.seconds == seconds, "\(text)")
    }
}
